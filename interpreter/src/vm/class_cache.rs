//! A cache of attribute lookups along user classes' MROs (`Vm::class_lookup_after` from the
//! start of the MRO, and `Vm::user_special`, which skips builtin ancestors), in the spirit of
//! CPython's type attribute cache: an instance attribute access first looks for a data
//! descriptor on the class, a method call looks the method up, and an operator looks for a
//! special method, each a walk over every class in the MRO. Misses are cached too.
//!
//! The cache is direct-mapped: a fixed table of slots indexed by a hash of (class, name), where
//! a new lookup replaces whatever shared its slot. Emptying it (whenever a class's namespace or
//! MRO changes, at every collection, since a freed class's id may be reused, and when a snapshot
//! is restored) starts a new generation, which makes every slot stale at once.

use std::cell::Cell;

use crate::symbol::Symbol;
use crate::value::{HeapId, Value};

/// Slots in the table (a power of two).
const SLOTS: usize = 1024;

/// Which classes of the MRO a lookup searched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Scope {
    /// Every class, builtin ancestors included.
    All,
    /// User classes only.
    User,
    /// Whether the class declares `name` in its `__slots__` (found: `Some(None)`), not a
    /// lookup along the MRO (see `vm/slots.rs`).
    Slot,
}

/// One cached lookup.
#[derive(Clone, Copy)]
struct Slot {
    class: HeapId,
    name: Symbol,
    scope: Scope,
    /// The cache generation the lookup was made in; other generations' slots are empty.
    generation: u32,
    found: Option<Value>,
}

pub(crate) struct ClassCache {
    slots: Box<[Cell<Slot>]>,
    generation: Cell<u32>,
}

impl Default for ClassCache {
    fn default() -> ClassCache {
        let empty = Slot {
            class: HeapId(0),
            name: Symbol(0),
            scope: Scope::All,
            generation: 0,
            found: None,
        };
        ClassCache {
            slots: (0..SLOTS).map(|_| Cell::new(empty)).collect(),
            generation: Cell::new(1),
        }
    }
}

impl ClassCache {
    #[inline]
    fn slot(&self, class: HeapId, name: Symbol, scope: Scope) -> &Cell<Slot> {
        let mixed = (class.0 as u32).wrapping_mul(0x9E37_79B1)
            ^ name.0.wrapping_mul(0x85EB_CA77)
            ^ (scope as u32).wrapping_mul(0xC2B2_AE35);
        &self.slots[(mixed >> (32 - SLOTS.trailing_zeros())) as usize]
    }

    /// The cached lookup of `name` along `class`'s MRO: `Some(None)` for a cached miss.
    #[inline]
    pub(crate) fn get(&self, class: HeapId, name: Symbol, scope: Scope) -> Option<Option<Value>> {
        let slot = self.slot(class, name, scope).get();
        (slot.generation == self.generation.get() && slot.class == class && slot.name == name && slot.scope == scope)
            .then_some(slot.found)
    }

    pub(crate) fn insert(&self, class: HeapId, name: Symbol, scope: Scope, found: Option<Value>) {
        self.slot(class, name, scope).set(Slot {
            class,
            name,
            scope,
            generation: self.generation.get(),
            found,
        });
    }

    /// Forgets every lookup (a class changed, or ids may be reused).
    pub(crate) fn clear(&self) {
        let next = self.generation.get().wrapping_add(1);
        if next == 0 {
            // After 2^32 generations a stale slot could look current again: empty them for real.
            for slot in self.slots.iter() {
                let mut stale = slot.get();
                stale.generation = 0;
                slot.set(stale);
            }
            self.generation.set(1);
        } else {
            self.generation.set(next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ClassCache, Scope};
    use crate::symbol::Symbol;
    use crate::value::{HeapId, Value};

    #[test]
    fn lookups_are_kept_until_cleared() {
        let cache = ClassCache::default();
        assert_eq!(cache.get(HeapId(3), Symbol(7), Scope::All), None);
        cache.insert(HeapId(3), Symbol(7), Scope::All, Some(Value::Int(1)));
        cache.insert(HeapId(3), Symbol(8), Scope::All, None);
        assert_eq!(cache.get(HeapId(3), Symbol(7), Scope::All), Some(Some(Value::Int(1))));
        assert_eq!(cache.get(HeapId(3), Symbol(8), Scope::All), Some(None));
        assert_eq!(cache.get(HeapId(4), Symbol(7), Scope::All), None);
        cache.insert(HeapId(3), Symbol(7), Scope::User, None);
        assert_eq!(cache.get(HeapId(3), Symbol(7), Scope::User), Some(None));
        assert_eq!(cache.get(HeapId(3), Symbol(7), Scope::All), Some(Some(Value::Int(1))));
        cache.clear();
        assert_eq!(cache.get(HeapId(3), Symbol(7), Scope::All), None);
        assert_eq!(cache.get(HeapId(3), Symbol(8), Scope::All), None);
    }

    #[test]
    fn the_generation_wraps_without_reviving_stale_slots() {
        let cache = ClassCache::default();
        cache.insert(HeapId(1), Symbol(1), Scope::All, Some(Value::Int(5)));
        cache.generation.set(u32::MAX);
        cache.insert(HeapId(2), Symbol(2), Scope::All, Some(Value::Int(6)));
        cache.clear();
        cache.insert(HeapId(9), Symbol(9), Scope::All, None);
        assert_eq!(cache.get(HeapId(1), Symbol(1), Scope::All), None);
        assert_eq!(cache.get(HeapId(2), Symbol(2), Scope::All), None);
        assert_eq!(cache.get(HeapId(9), Symbol(9), Scope::All), Some(None));
    }
}
