//! A cache of attribute lookups along user classes' MROs (`Vm::class_lookup_after` from the
//! start of the MRO), in the spirit of CPython's type attribute cache: an instance attribute
//! access first looks for a data descriptor on the class, and a method call looks the method up,
//! each a walk over every class in the MRO. Misses are cached too.
//!
//! The cache is emptied whenever a class's namespace or MRO changes, at every collection (a
//! freed class's id may be reused) and when a snapshot is restored; it is bounded in size.

use std::cell::RefCell;

use crate::fast_hash::FastMap;
use crate::symbol::Symbol;
use crate::value::{HeapId, Value};

/// Lookups kept before the cache starts over.
const MAX_ENTRIES: usize = 4096;

/// Results of class attribute lookups by class and name.
#[derive(Default)]
pub(crate) struct ClassCache {
    entries: RefCell<FastMap<(HeapId, Symbol), Option<Value>>>,
}

impl ClassCache {
    /// The cached lookup of `name` along `class`'s MRO: `Some(None)` for a cached miss.
    #[inline]
    pub(crate) fn get(&self, class: HeapId, name: Symbol) -> Option<Option<Value>> {
        self.entries.borrow().get(&(class, name)).copied()
    }

    pub(crate) fn insert(&self, class: HeapId, name: Symbol, found: Option<Value>) {
        let mut entries = self.entries.borrow_mut();
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert((class, name), found);
    }

    /// Forgets every lookup (a class changed, or ids may be reused).
    pub(crate) fn clear(&self) {
        self.entries.borrow_mut().clear();
    }
}
