//! The collector: marks every object reachable from the roots the VM supplies, frees the rest,
//! and recomputes the live byte count (so cycles never keep memory alive).

use super::{Heap, MIN_GC_THRESHOLD};
use crate::value::{HeapId, Value};

impl Heap {
    /// Frees every object not reachable from `roots`.
    pub fn collect(&mut self, roots: impl Iterator<Item = Value>) {
        let marked = self.mark(roots);
        self.sweep(&marked);
    }

    /// Which slots hold objects reachable from `roots`.
    pub fn mark(&self, roots: impl Iterator<Item = Value>) -> Vec<bool> {
        let mut marked = vec![false; self.slots.len()];
        let mut pending: Vec<HeapId> = roots.filter_map(Value::heap_id).collect();
        let mut children: Vec<Value> = Vec::new();
        while let Some(id) = pending.pop() {
            let index = id.0 as usize;
            if index >= marked.len() || marked[index] {
                continue;
            }
            marked[index] = true;
            if let Some(Some(object)) = self.slots.get(index) {
                children.clear();
                object.trace(&mut children);
                if let Some(data) = self.subclassed.get(&id) {
                    children.push(Value::Ref(data.class));
                    data.attrs.trace(&mut children);
                }
                for child in &children {
                    if let Value::Ref(c) = child {
                        if !marked.get(c.0 as usize).copied().unwrap_or(true) {
                            pending.push(*c);
                        }
                    }
                }
            }
        }
        marked
    }

    /// Sweeps what [`Heap::mark`] did not reach.
    fn sweep(&mut self, marked: &[bool]) {
        let mut live_bytes = 0;
        for (index, slot) in self.slots.iter_mut().enumerate() {
            if slot.is_none() {
                continue;
            }
            if marked[index] {
                live_bytes += slot.as_ref().map_or(0, |o| o.size_bytes());
            } else {
                *slot = None;
                self.free.push(index as u32);
            }
        }
        self.subclassed
            .retain(|id, _| marked.get(id.0 as usize).copied().unwrap_or(false));
        self.bytes = live_bytes;
        self.allocated_since_gc = 0;
        let headroom = self.limit.saturating_sub(live_bytes) / 2;
        self.gc_threshold = MIN_GC_THRESHOLD.max(live_bytes).min(headroom.max(1 << 16));
        self.attention = live_bytes > self.limit;
    }
}

#[cfg(test)]
mod tests {
    use crate::heap::{Heap, Object};
    use crate::value::Value;

    #[test]
    fn unreachable_cycles_are_freed() {
        let mut heap = Heap::new();
        let a = heap.alloc(Object::List(Vec::new()));
        let b = heap.alloc(Object::List(vec![Value::Ref(a)]));
        if let Object::List(items) = heap.get_mut(a) {
            items.push(Value::Ref(b));
        }
        let kept = heap.alloc(Object::List(Vec::new()));
        heap.collect([Value::Ref(kept)].into_iter());
        assert_eq!(heap.live_objects(), 1);
    }
}
