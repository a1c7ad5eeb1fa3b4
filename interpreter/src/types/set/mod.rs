//! The `set` and `frozenset` types: building, adding, membership, and the set algebra, each
//! following the order of operations of CPython's `setobject.c` so results iterate (and print)
//! in CPython's order.

pub mod methods;
pub mod table;

pub use table::SetTable;

use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

impl Vm {
    /// Adds `key` with a known hash; returns whether it was new.
    pub fn set_insert_hashed(&mut self, set: Value, key: Value, hash: i64) -> PyResult<bool> {
        if self.set_find_slot(set, key, hash)?.is_some() {
            return Ok(false);
        }
        let Some(table) = self.set_table(set) else {
            return Ok(false);
        };
        let vacancy = table.probe_for_insert(hash, |_| Ok(false))?;
        let Some(vacancy) = vacancy else {
            return Ok(false);
        };
        if let Some(Object::Set(t) | Object::FrozenSet(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
            let before = t.capacity();
            t.insert_at(vacancy, hash, key);
            let grown = t.capacity().saturating_sub(before);
            self.heap.note_growth(grown * table::SLOT_BYTES);
        }
        Ok(true)
    }

    /// Adds `key`, known to be absent (a key of another set going into a new one): the slot
    /// [`Vm::set_insert_hashed`] would fill, without its search for an equal key.
    fn set_insert_new(&mut self, set: Value, key: Value, hash: i64) {
        if let Some(Object::Set(t) | Object::FrozenSet(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
            let before = t.capacity();
            if let Ok(Some(vacancy)) = t.probe_for_insert(hash, |_| Ok(false)) {
                t.insert_at(vacancy, hash, key);
            }
            let grown = t.capacity().saturating_sub(before);
            self.heap.note_growth(grown * table::SLOT_BYTES);
        }
    }

    /// The entries of set `a` that set `b` holds (`held`) or lacks (`!held`), in `a`'s order,
    /// when every comparison the search makes runs no Python code (see [`Vm::plain_eq`]);
    /// `None` otherwise, for the general way.
    pub(crate) fn set_entries_plain(&self, a: Value, b: Value, held: bool) -> Option<Vec<(i64, Value)>> {
        let (x, y) = (self.set_table(a)?, self.set_table(b)?);
        let mut out = Vec::new();
        for (hash, key) in x.entries() {
            let found = y.find(hash, |candidate| self.plain_eq(key, candidate).ok_or(())).ok()?;
            if found.is_some() == held {
                out.push((hash, key));
            }
        }
        Some(out)
    }

    /// `set.add(key)`.
    pub fn set_add(&mut self, set: Value, key: Value) -> PyResult<()> {
        let hash = self.hash(key)?;
        self.set_insert_hashed(set, key, hash)?;
        Ok(())
    }

    /// `key in set`.
    pub fn set_contains(&mut self, set: Value, key: Value) -> PyResult<bool> {
        let hash = self.hash(key)?;
        self.set_contains_hashed(set, key, hash)
    }

    fn set_contains_hashed(&mut self, set: Value, key: Value, hash: i64) -> PyResult<bool> {
        Ok(self.set_find_slot(set, key, hash)?.is_some())
    }

    /// The slot holding a key equal to `key` (whose hash is `hash`), if any.
    fn set_find_slot(&mut self, set: Value, key: Value, hash: i64) -> PyResult<Option<usize>> {
        let Some(table) = self.set_table(set) else {
            return Ok(None);
        };
        // Keys whose comparisons run no Python code are found in one pass over the probe
        // sequence; otherwise the candidates are collected first (an `__eq__` may change the set).
        if let Ok(found) = table.find(hash, |candidate| self.plain_eq(key, candidate).ok_or(())) {
            return Ok(found);
        }
        let candidates = table.candidates(hash);
        for (slot, candidate) in candidates {
            if candidate.is_same(key) {
                return Ok(Some(slot));
            }
            if self.eq(candidate, key)? {
                let still_there = self
                    .set_table(set)
                    .and_then(|t| t.key_at(slot))
                    .is_some_and(|k| k.is_same(candidate));
                return if still_there {
                    Ok(Some(slot))
                } else {
                    self.set_find_slot(set, key, hash)
                };
            }
        }
        Ok(None)
    }

    /// Removes `key` (with a known hash); returns whether it was present.
    pub fn set_discard_hashed(&mut self, set: Value, key: Value, hash: i64) -> PyResult<bool> {
        let Some(slot) = self.set_find_slot(set, key, hash)? else {
            return Ok(false);
        };
        if let Some(Object::Set(t) | Object::FrozenSet(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
            t.remove_at(slot);
        }
        Ok(true)
    }

    /// A new empty set (or frozenset).
    pub fn new_empty_set(&mut self, frozen: bool) -> Value {
        let table = SetTable::new();
        self.heap.alloc_value(if frozen {
            Object::FrozenSet(table)
        } else {
            Object::Set(table)
        })
    }

    /// A set of `items`, added in order (`{a, b, c}`).
    pub fn new_set_from(&mut self, items: &[Value]) -> PyResult<Value> {
        let set = self.new_empty_set(false);
        for item in items {
            self.set_add(set, *item)?;
        }
        Ok(set)
    }

    /// A frozenset of constants as CPython's compiler makes one: built from `items`, then
    /// rebuilt from that set's iteration order (`merge_consts_recursive`).
    pub fn constant_frozenset(&mut self, items: &[Value]) -> PyResult<Value> {
        let first = self.new_empty_set(true);
        for item in items {
            self.set_add(first, *item)?;
        }
        let order: Vec<Value> = self.set_table(first).map(|t| t.keys().collect()).unwrap_or_default();
        let second = self.new_empty_set(true);
        for item in order {
            self.set_add(second, item)?;
        }
        Ok(second)
    }

    /// `set.update(iterable)` (CPython's `set_update_internal`).
    pub fn set_update(&mut self, set: Value, iterable: Value) -> PyResult<()> {
        if let Some(other) = self.set_table(iterable).cloned() {
            return self.set_merge(set, &other);
        }
        if let Some(dict) = self.dict_table(iterable) {
            let entries: Vec<(i64, Value)> = dict.iter().map(|e| (e.hash, e.key)).collect();
            if let Some(Object::Set(t) | Object::FrozenSet(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
                t.reserve_for(entries.len());
            }
            for (hash, key) in entries {
                self.set_insert_hashed(set, key, hash)?;
            }
            return Ok(());
        }
        let items = self.collect_iterable(iterable)?;
        for item in items {
            self.set_add(set, item)?;
        }
        Ok(())
    }

    /// CPython's `set_merge`: adds every key of `other`.
    fn set_merge(&mut self, set: Value, other: &SetTable) -> PyResult<()> {
        self.reserve_items(other.capacity(), table::SLOT_BYTES)?;
        let (handled, grown) = match set.heap_id().map(|id| self.heap.get_mut(id)) {
            Some(Object::Set(t) | Object::FrozenSet(t)) => {
                let before = t.capacity();
                let handled = t.merge_fast(other);
                (handled, t.capacity().saturating_sub(before))
            }
            _ => (true, 0),
        };
        self.heap.note_growth(grown * table::SLOT_BYTES);
        self.charge(other.len() as u64 / 8)?;
        if !handled {
            for (hash, key) in other.entries() {
                self.set_insert_hashed(set, key, hash)?;
            }
        }
        Ok(())
    }

    /// A copy of a set or frozenset (`set_copy`), as a set or a frozenset.
    pub fn set_copy(&mut self, set: Value, frozen: bool) -> PyResult<Value> {
        let result = self.new_empty_set(frozen);
        if let Some(table) = self.set_table(set).cloned() {
            self.set_merge(result, &table)?;
        }
        Ok(result)
    }

    fn is_frozen(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::FrozenSet(_)))
    }

    /// `a | b`, `a & b`, `a - b`, `a ^ b` for two sets; the result has `a`'s type.
    pub fn set_binop(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        let frozen = self.is_frozen(a);
        match op {
            BinOp::Or => {
                let result = self.set_copy(a, frozen)?;
                self.set_update(result, b)?;
                Ok(result)
            }
            BinOp::And => self.set_intersection(a, b, frozen),
            BinOp::Sub => self.set_difference(a, b, frozen),
            _ => {
                let result = self.set_copy(b, frozen)?;
                self.set_symmetric_update(result, a)?;
                Ok(result)
            }
        }
    }

    /// CPython's `set_intersection`: iterates the smaller set, keeping keys the larger holds.
    pub fn set_intersection(&mut self, a: Value, b: Value, frozen: bool) -> PyResult<Value> {
        let result = self.new_empty_set(frozen);
        if a == b {
            return self.set_copy(a, frozen);
        }
        if let (Some(x), Some(y)) = (self.set_table(a), self.set_table(b)) {
            let (small, large) = if y.len() > x.len() { (a, b) } else { (b, a) };
            if let Some(kept) = self.set_entries_plain(small, large, true) {
                for (hash, key) in kept {
                    self.set_insert_new(result, key, hash);
                }
                return Ok(result);
            }
            let entries: Vec<(i64, Value)> = self.set_table(small).map(|t| t.entries().collect()).unwrap_or_default();
            for (hash, key) in entries {
                if self.set_contains_hashed(large, key, hash)? {
                    self.set_insert_hashed(result, key, hash)?;
                }
            }
            return Ok(result);
        }
        let items = self.collect_iterable(b)?;
        for key in items {
            let hash = self.hash(key)?;
            if self.set_contains_hashed(a, key, hash)? {
                self.set_insert_hashed(result, key, hash)?;
            }
        }
        Ok(result)
    }

    /// CPython's `set_difference`.
    pub fn set_difference(&mut self, a: Value, b: Value, frozen: bool) -> PyResult<Value> {
        let other_len = match (self.set_table(b), self.dict_table(b)) {
            (Some(t), _) => Some(t.len()),
            (None, Some(d)) => Some(d.len()),
            _ => None,
        };
        let own_len = self.set_table(a).map_or(0, |t| t.len());
        match other_len {
            Some(n) if (own_len >> 2) <= n => {
                let result = self.new_empty_set(frozen);
                if let Some(kept) = self.set_entries_plain(a, b, false) {
                    for (hash, key) in kept {
                        self.set_insert_new(result, key, hash);
                    }
                    return Ok(result);
                }
                let entries: Vec<(i64, Value)> = self.set_table(a).map(|t| t.entries().collect()).unwrap_or_default();
                for (hash, key) in entries {
                    let present = if self.set_table(b).is_some() {
                        self.set_contains_hashed(b, key, hash)?
                    } else {
                        self.dict_contains(b, key)?
                    };
                    if !present {
                        self.set_insert_hashed(result, key, hash)?;
                    }
                }
                Ok(result)
            }
            _ => {
                let result = self.set_copy(a, frozen)?;
                self.set_difference_update(result, b)?;
                Ok(result)
            }
        }
    }

    /// CPython's `set_difference_update_internal`.
    pub fn set_difference_update(&mut self, set: Value, other: Value) -> PyResult<()> {
        if set == other {
            if let Some(Object::Set(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
                t.clear();
            }
            return Ok(());
        }
        if let Some(other_table) = self.set_table(other) {
            let own = self.set_table(set).map_or(0, |t| t.len());
            let source = if (other_table.len() >> 3) > own {
                self.set_intersection(set, other, false)?
            } else {
                other
            };
            let entries: Vec<(i64, Value)> = self
                .set_table(source)
                .map(|t| t.entries().collect())
                .unwrap_or_default();
            for (hash, key) in entries {
                self.set_discard_hashed(set, key, hash)?;
            }
        } else {
            let items = self.collect_iterable(other)?;
            for key in items {
                let hash = self.hash(key)?;
                self.set_discard_hashed(set, key, hash)?;
            }
        }
        if let Some(Object::Set(t) | Object::FrozenSet(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
            t.shrink_dummies();
        }
        Ok(())
    }

    /// CPython's `set_symmetric_difference_update`.
    pub fn set_symmetric_update(&mut self, set: Value, other: Value) -> PyResult<()> {
        if set == other {
            if let Some(Object::Set(t)) = set.heap_id().map(|id| self.heap.get_mut(id)) {
                t.clear();
            }
            return Ok(());
        }
        let source = if self.set_table(other).is_some() {
            other
        } else {
            self.set_copy_of_iterable(other)?
        };
        let entries: Vec<(i64, Value)> = self
            .set_table(source)
            .map(|t| t.entries().collect())
            .unwrap_or_default();
        for (hash, key) in entries {
            if !self.set_discard_hashed(set, key, hash)? {
                self.set_insert_hashed(set, key, hash)?;
            }
        }
        Ok(())
    }

    /// A new set holding an iterable's items.
    pub fn set_copy_of_iterable(&mut self, iterable: Value) -> PyResult<Value> {
        let set = self.new_empty_set(false);
        self.set_update(set, iterable)?;
        Ok(set)
    }
}
