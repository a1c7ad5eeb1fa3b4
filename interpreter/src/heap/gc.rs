//! The collector: marks every object reachable from the roots the VM supplies, frees the rest,
//! and recomputes the live byte count (so cycles never keep memory alive).

use super::{Heap, MIN_GC_THRESHOLD};
use crate::value::Value;

impl Heap {
    /// Frees every object not reachable from `roots`, returning how many were freed.
    pub fn collect(&mut self, roots: impl Iterator<Item = Value>) -> usize {
        let marked = self.mark(roots);
        self.sweep(&marked)
    }

    /// Which slots hold objects reachable from `roots`.
    ///
    /// Objects push their children straight onto the work list, immediates and already marked
    /// objects included: they are skipped when popped, which costs less than filtering them
    /// through a second list first.
    pub fn mark(&self, roots: impl Iterator<Item = Value>) -> Vec<bool> {
        let mut marked = vec![false; self.slots.len()];
        self.mark_more(&mut marked, roots);
        marked
    }

    /// Marks what `roots` reach beyond what `marked` holds already.
    pub(crate) fn mark_more(&self, marked: &mut [bool], roots: impl Iterator<Item = Value>) {
        let mut pending: Vec<Value> = roots.collect();
        let any_subclassed = !self.subclassed.is_empty();
        while let Some(value) = pending.pop() {
            let Value::Ref(id) = value else {
                continue;
            };
            let index = id.0 as usize;
            match marked.get_mut(index) {
                Some(seen) if !*seen => *seen = true,
                _ => continue,
            }
            if let Some(Some(object)) = self.slots.get(index) {
                object.trace(&mut pending);
                if any_subclassed {
                    if let Some(data) = self.subclassed.get(&id) {
                        pending.push(Value::Ref(data.class));
                        data.attrs.trace(&mut pending);
                    }
                }
            }
        }
    }

    /// The objects `marked` holds.
    pub(crate) fn marked_objects<'a>(&'a self, marked: &'a [bool]) -> impl Iterator<Item = &'a super::Object> + 'a {
        self.slots
            .iter()
            .zip(marked)
            .filter(|(_, seen)| **seen)
            .filter_map(|(slot, _)| slot.as_ref())
    }

    /// How many of the objects `marked` leaves out CPython's cycle collector would count as
    /// collected: the containers that reference counting alone would not have freed, being in
    /// a reference cycle among the unreachable objects or reachable only from one. Found by
    /// peeling off, repeatedly, the unreachable objects no other unreachable object refers to.
    pub(crate) fn cyclic_garbage(&self, marked: &[bool]) -> usize {
        let is_garbage = |index: usize| !marked[index] && matches!(self.slots.get(index), Some(Some(_)));
        let mut referrers = vec![0u32; self.slots.len()];
        let mut children = Vec::new();
        let garbage_children = |index: usize, children: &mut Vec<Value>| {
            children.clear();
            if let Some(Some(object)) = self.slots.get(index) {
                object.trace(children);
            }
            if let Some(data) = self.subclassed.get(&crate::value::HeapId(index as u64)) {
                children.push(Value::Ref(data.class));
                data.attrs.trace(children);
            }
        };
        let garbage: Vec<usize> = (0..self.slots.len()).filter(|&i| is_garbage(i)).collect();
        for &index in &garbage {
            garbage_children(index, &mut children);
            for child in &children {
                if let Value::Ref(id) = child {
                    if is_garbage(id.0 as usize) {
                        referrers[id.0 as usize] += 1;
                    }
                }
            }
        }
        let mut peeled = vec![false; self.slots.len()];
        let mut pending: Vec<usize> = garbage.iter().copied().filter(|&i| referrers[i] == 0).collect();
        while let Some(index) = pending.pop() {
            peeled[index] = true;
            garbage_children(index, &mut children);
            for child in &children {
                if let Value::Ref(id) = child {
                    let child = id.0 as usize;
                    if is_garbage(child) && !peeled[child] {
                        referrers[child] = referrers[child].saturating_sub(1);
                        if referrers[child] == 0 {
                            pending.push(child);
                        }
                    }
                }
            }
        }
        garbage
            .into_iter()
            .filter(|&i| !peeled[i])
            .filter(|&i| matches!(&self.slots[i], Some(object) if object.is_container()))
            .count()
    }

    /// Sweeps what [`Heap::mark`] did not reach (clearing the weak references to it first),
    /// returning how many objects were freed.
    pub(crate) fn sweep(&mut self, marked: &[bool]) -> usize {
        self.clear_dead_weakrefs(marked);
        let mut live_bytes = 0;
        let mut freed = 0;
        for (index, slot) in self.slots.iter_mut().enumerate() {
            if slot.is_none() {
                continue;
            }
            if marked[index] {
                live_bytes += slot.as_ref().map_or(0, |o| o.size_bytes());
            } else {
                *slot = None;
                self.free.push(index as u32);
                freed += 1;
            }
        }
        self.subclassed
            .retain(|id, _| marked.get(id.0 as usize).copied().unwrap_or(false));
        let live_bytes = live_bytes + self.subclassed_bytes() + self.weak_index_bytes();
        self.bytes = live_bytes;
        self.allocated_since_gc = 0;
        let headroom = self.limit.saturating_sub(live_bytes) / 2;
        self.gc_threshold = MIN_GC_THRESHOLD.max(live_bytes).min(headroom.max(1 << 16));
        self.attention = live_bytes > self.limit;
        freed
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

    #[test]
    fn cyclic_garbage_counts_cycles_and_what_hangs_off_them() {
        let mut heap = Heap::new();
        let a = heap.alloc(Object::List(Vec::new()));
        let tail = heap.alloc(Object::List(Vec::new()));
        let b = heap.alloc(Object::List(vec![Value::Ref(a), Value::Ref(tail)]));
        if let Object::List(items) = heap.get_mut(a) {
            items.push(Value::Ref(b));
        }
        let chain_end = heap.alloc(Object::List(Vec::new()));
        heap.alloc(Object::List(vec![Value::Ref(chain_end)]));
        heap.alloc(Object::Str(crate::types::str::PyStr::new("loose".to_string())));
        let marked = heap.mark(std::iter::empty());
        assert_eq!(heap.cyclic_garbage(&marked), 3);
    }
}
