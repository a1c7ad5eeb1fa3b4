//! Weak references: a [`WeakRefObj`] names its target without keeping it alive (the collector
//! does not trace the target), and the heap's [`WeakIndex`] lists, per target, the weak
//! references to it. When a sweep frees a target, its weak references are cleared (newest
//! first, as CPython clears them) and those with a callback queue it; the VM runs the queued
//! callbacks at the next safe point (`vm/weak.rs`).
//!
//! A target dies at the collection that finds it unreachable, not at its last reference going
//! away as under CPython's reference counting; `gc.collect()` and the `weakref` module ask for a
//! collection where CPython's answer depends on it.

use crate::fast_hash::FastMap;
use crate::value::{HeapId, Value};

use super::{Heap, Object};

/// The heap object behind a `weakref.ref`: its target (`None` once cleared), the callback to
/// call with `owner` when the target dies, and `owner`, the Python-level reference object.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct WeakRefObj {
    pub target: Option<HeapId>,
    pub callback: Value,
    pub owner: Value,
}

/// The weak references of the heap, by target (oldest first), and the callbacks waiting to run.
#[derive(Default)]
pub struct WeakIndex {
    by_target: FastMap<HeapId, Vec<HeapId>>,
    /// `(callback, owner)` pairs of references cleared by the last sweeps, in call order.
    pending: Vec<(Value, Value)>,
}

impl Heap {
    /// Makes a weak reference to `target` owned by `owner`, calling `callback` (unless None)
    /// with `owner` when the target dies.
    pub fn alloc_weakref(&mut self, target: HeapId, callback: Value, owner: Value) -> HeapId {
        let id = self.alloc(Object::WeakRef(WeakRefObj {
            target: Some(target),
            callback,
            owner,
        }));
        self.weak.by_target.entry(target).or_default().push(id);
        self.note_growth(std::mem::size_of::<HeapId>());
        id
    }

    /// The live target of weak reference `id` (`None` once it died or if `id` is not one).
    pub fn weakref_target(&self, id: HeapId) -> Option<HeapId> {
        match self.get(id) {
            Object::WeakRef(weak) => weak.target,
            _ => None,
        }
    }

    /// The owners of the weak references to `target`, oldest first.
    pub fn weakref_owners(&self, target: HeapId) -> Vec<Value> {
        let Some(refs) = self.weak.by_target.get(&target) else {
            return Vec::new();
        };
        refs.iter()
            .filter_map(|id| match self.get(*id) {
                Object::WeakRef(weak) => Some(weak.owner),
                _ => None,
            })
            .collect()
    }

    /// The callbacks waiting to run, as values the collector keeps alive.
    pub fn pending_weak_callbacks(&self) -> impl Iterator<Item = Value> + '_ {
        self.weak
            .pending
            .iter()
            .flat_map(|(callback, owner)| [*callback, *owner])
    }

    /// Takes the callbacks waiting to run, in call order.
    pub fn take_weak_callbacks(&mut self) -> Vec<(Value, Value)> {
        std::mem::take(&mut self.weak.pending)
    }

    /// Clears the weak references to unmarked targets (queuing the callbacks of those that are
    /// themselves marked) and forgets the unmarked references: before a sweep, or alone where
    /// nothing may be freed.
    pub fn clear_dead_weakrefs(&mut self, marked: &[bool]) {
        let is_marked = |id: HeapId| marked.get(id.0 as usize).copied().unwrap_or(false);
        let slots = &mut self.slots;
        let pending = &mut self.weak.pending;
        self.weak.by_target.retain(|target, refs| {
            refs.retain(|id| is_marked(*id));
            if is_marked(*target) {
                return !refs.is_empty();
            }
            for id in refs.iter().rev() {
                clear(&mut slots[id.0 as usize], pending);
            }
            false
        });
    }

    /// Bytes the index holds, counted with the heap's.
    pub(super) fn weak_index_bytes(&self) -> usize {
        self.weak
            .by_target
            .values()
            .map(|refs| refs.len() * std::mem::size_of::<HeapId>())
            .sum()
    }

    /// Rebuilds the index from the heap's weak references (after a restore). A snapshot leaves
    /// out the objects nothing reaches, so a reference whose target is missing is cleared here,
    /// its callback queued, as the sweep that would have freed the target would have done.
    pub(super) fn rebuild_weak_index(&mut self) {
        let mut by_target: FastMap<HeapId, Vec<HeapId>> = FastMap::default();
        let mut orphaned = Vec::new();
        for (index, slot) in self.slots.iter().enumerate() {
            if let Some(Object::WeakRef(WeakRefObj {
                target: Some(target), ..
            })) = slot
            {
                let id = HeapId(index as u64);
                if self.is_live(*target) {
                    by_target.entry(*target).or_default().push(id);
                } else {
                    orphaned.push(id);
                }
            }
        }
        for id in orphaned.into_iter().rev() {
            clear(&mut self.slots[id.0 as usize], &mut self.weak.pending);
        }
        self.weak.by_target = by_target;
    }
}

/// Clears the weak reference in `slot`, queuing its callback (unless None) with its owner.
fn clear(slot: &mut Option<Object>, pending: &mut Vec<(Value, Value)>) {
    if let Some(Object::WeakRef(weak)) = slot {
        weak.target = None;
        if weak.callback != Value::None {
            pending.push((weak.callback, weak.owner));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::heap::{Heap, Object};
    use crate::value::Value;

    #[test]
    fn a_weak_reference_does_not_keep_its_target_and_queues_its_callback() {
        let mut heap = Heap::new();
        let target = heap.alloc(Object::List(Vec::new()));
        let callback = heap.alloc_value(Object::List(Vec::new()));
        let owner = heap.alloc_value(Object::List(Vec::new()));
        let weak = heap.alloc_weakref(target, callback, owner);
        heap.collect([Value::Ref(weak), Value::Ref(target)].into_iter());
        assert_eq!(heap.weakref_target(weak), Some(target));
        assert_eq!(heap.weakref_owners(target), vec![owner]);
        heap.collect([Value::Ref(weak)].into_iter());
        assert_eq!(heap.weakref_target(weak), None);
        assert!(!heap.is_live(target));
        assert_eq!(heap.take_weak_callbacks(), vec![(callback, owner)]);
    }

    #[test]
    fn an_unreachable_weak_reference_calls_nothing() {
        let mut heap = Heap::new();
        let target = heap.alloc(Object::List(Vec::new()));
        let callback = heap.alloc_value(Object::List(Vec::new()));
        heap.alloc_weakref(target, callback, Value::None);
        heap.collect(std::iter::empty());
        assert!(heap.take_weak_callbacks().is_empty());
        assert_eq!(heap.live_objects(), 0);
    }
}
