//! The insertion-ordered hash table behind `dict`: a dense vector of entries (in insertion order,
//! with holes where keys were deleted) and a sparse index of positions into it, as CPython's
//! compact dict does.
//!
//! Key equality is supplied by the caller as a closure, because comparing keys reads other heap
//! objects (string contents, tuple items) that the table itself cannot see.

use crate::value::Value;
use crate::vm::PyResult;

const EMPTY: u32 = u32::MAX;
const DELETED: u32 = u32::MAX - 1;
const MIN_INDEX: usize = 8;

/// One key/value pair; a deleted entry keeps its place with `key == Value::Undefined`.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    pub hash: i64,
    pub key: Value,
    pub value: Value,
}

/// An ordered hash map from Python values to Python values.
#[derive(Clone, Debug, Default)]
pub struct DictTable {
    entries: Vec<Entry>,
    indices: Vec<u32>,
    len: usize,
    /// Index slots marked DELETED: with the live ones they must leave some EMPTY, or a probe
    /// for a missing key would never end.
    deleted: usize,
}

/// A table is stored as its entries (deleted ones included, as iterators hold positions); the
/// index is rebuilt when it is read back.
impl serde::Serialize for DictTable {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.entries.iter())
    }
}

impl<'de> serde::Deserialize<'de> for DictTable {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<DictTable, D::Error> {
        let entries = Vec::<Entry>::deserialize(deserializer)?;
        if entries.len() >= DELETED as usize {
            return Err(serde::de::Error::custom("dict has too many entries"));
        }
        Ok(DictTable::from_entries(entries))
    }
}

impl DictTable {
    /// A table over `entries` (where a deleted entry has an undefined key), indexing the live ones.
    fn from_entries(entries: Vec<Entry>) -> DictTable {
        let mut table = DictTable {
            len: entries.iter().filter(|e| e.key != Value::Undefined).count(),
            entries,
            indices: Vec::new(),
            deleted: 0,
        };
        if !table.entries.is_empty() {
            table.indices = vec![EMPTY; index_size_for(table.entries.len())];
            for position in 0..table.entries.len() {
                if table.entries[position].key != Value::Undefined {
                    let slot = table.free_slot(table.entries[position].hash);
                    table.indices[slot] = position as u32;
                }
            }
        }
        table
    }

    pub fn new() -> DictTable {
        DictTable::default()
    }

    pub fn with_capacity(n: usize) -> DictTable {
        let mut table = DictTable {
            entries: Vec::with_capacity(n),
            indices: Vec::new(),
            len: 0,
            deleted: 0,
        };
        if n > 0 {
            table.indices = vec![EMPTY; index_size_for(n)];
        }
        table
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The position of the entry whose key equals the probe, if any.
    pub fn find(&self, hash: i64, mut eq: impl FnMut(Value) -> PyResult<bool>) -> PyResult<Option<usize>> {
        if self.indices.is_empty() {
            return Ok(None);
        }
        let mask = self.indices.len() - 1;
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            match self.indices[i] {
                EMPTY => return Ok(None),
                DELETED => {}
                position => {
                    let entry = &self.entries[position as usize];
                    if entry.hash == hash && eq(entry.key)? {
                        return Ok(Some(position as usize));
                    }
                }
            }
            perturb >>= 5;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// The position of the entry whose key equals the probe, when `eq` can decide every key it
    /// meets without running Python code (`None` from `eq` gives up: `None` here).
    pub fn find_plain(&self, hash: i64, mut eq: impl FnMut(Value) -> Option<bool>) -> Option<Option<usize>> {
        if self.indices.is_empty() {
            return Some(None);
        }
        let mask = self.indices.len() - 1;
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            match self.indices[i] {
                EMPTY => return Some(None),
                DELETED => {}
                position => {
                    let entry = &self.entries[position as usize];
                    if entry.hash == hash && eq(entry.key)? {
                        return Some(Some(position as usize));
                    }
                }
            }
            perturb >>= 5;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// The live entries whose hash is `hash`, as (position, key), in probe order. The caller
    /// compares the keys (which may run Python code) and uses [`DictTable::entry_at`] to check an
    /// entry is still the one it compared.
    pub fn candidates(&self, hash: i64) -> smallvec::SmallVec<[(usize, Value); 2]> {
        let mut out = smallvec::SmallVec::new();
        if self.indices.is_empty() {
            return out;
        }
        let mask = self.indices.len() - 1;
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            match self.indices[i] {
                EMPTY => return out,
                DELETED => {}
                position => {
                    let entry = &self.entries[position as usize];
                    if entry.hash == hash {
                        out.push((position as usize, entry.key));
                    }
                }
            }
            perturb >>= 5;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// The live entry at `position`, if any.
    pub fn entry_at(&self, position: usize) -> Option<&Entry> {
        self.entries.get(position).filter(|e| e.key != Value::Undefined)
    }

    /// The entry at a position returned by [`DictTable::find`].
    #[inline]
    pub fn entry(&self, position: usize) -> &Entry {
        &self.entries[position]
    }

    /// Replaces the value at a position returned by [`DictTable::find`].
    pub fn set_value_at(&mut self, position: usize, value: Value) {
        self.entries[position].value = value;
    }

    /// Appends a key known to be absent.
    pub fn push(&mut self, hash: i64, key: Value, value: Value) {
        let filled = self.entries.len().max(self.len + self.deleted);
        if (filled + 1) * 3 > self.indices.len() * 2 {
            self.rebuild(self.len + 1);
        }
        let position = self.entries.len() as u32;
        self.entries.push(Entry { hash, key, value });
        self.len += 1;
        let slot = self.free_slot(hash);
        if self.indices[slot] == DELETED {
            self.deleted -= 1;
        }
        self.indices[slot] = position;
    }

    /// Removes the entry at a position returned by [`DictTable::find`], returning it.
    pub fn remove_at(&mut self, position: usize) -> Entry {
        let entry = self.entries[position];
        let mask = self.indices.len() - 1;
        let mut perturb = entry.hash as u64;
        let mut i = (entry.hash as u64 as usize) & mask;
        while self.indices[i] != position as u32 {
            perturb >>= 5;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
        self.indices[i] = DELETED;
        self.deleted += 1;
        self.entries[position].key = Value::Undefined;
        self.entries[position].value = Value::Undefined;
        self.len -= 1;
        if position + 1 == self.entries.len() {
            while self.entries.last().is_some_and(|e| e.key == Value::Undefined) {
                self.entries.pop();
            }
        }
        entry
    }

    /// Removes and returns the most recently inserted entry.
    pub fn pop_last(&mut self) -> Option<Entry> {
        let position = self.entries.iter().rposition(|e| e.key != Value::Undefined)?;
        Some(self.remove_at(position))
    }

    pub fn clear(&mut self) {
        *self = DictTable::new();
    }

    /// The live entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = &Entry> + '_ {
        self.entries.iter().filter(|e| e.key != Value::Undefined)
    }

    /// The live entry at or after `position`, and the position after it (for iterators).
    pub fn next_from(&self, position: usize) -> Option<(&Entry, usize)> {
        let mut i = position;
        while let Some(entry) = self.entries.get(i) {
            if entry.key != Value::Undefined {
                return Some((entry, i + 1));
            }
            i += 1;
        }
        None
    }

    /// Number of entry positions, live or not (an upper bound for iterator positions).
    pub fn positions(&self) -> usize {
        self.entries.len()
    }

    /// Heap bytes held.
    pub fn size_bytes(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<Entry>() + self.indices.capacity() * 4
    }

    /// Every key and value, for the garbage collector.
    pub fn trace(&self, out: &mut Vec<Value>) {
        for entry in self.iter() {
            out.push(entry.key);
            out.push(entry.value);
        }
    }

    fn free_slot(&self, hash: i64) -> usize {
        let mask = self.indices.len() - 1;
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        while self.indices[i] != EMPTY && self.indices[i] != DELETED {
            perturb >>= 5;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
        i
    }

    /// Compacts the entries and rebuilds the index for at least `min_len` entries.
    fn rebuild(&mut self, min_len: usize) {
        if self.entries.len() != self.len {
            self.entries.retain(|e| e.key != Value::Undefined);
        }
        self.indices = vec![EMPTY; index_size_for(min_len.max(self.len * 2))];
        self.deleted = 0;
        for position in 0..self.entries.len() {
            let slot = self.free_slot(self.entries[position].hash);
            self.indices[slot] = position as u32;
        }
    }
}

/// The index size (a power of two) that holds `n` entries at most two-thirds full.
fn index_size_for(n: usize) -> usize {
    let mut size = MIN_INDEX;
    while size * 2 < n * 3 + 1 {
        size *= 2;
    }
    size
}

#[cfg(test)]
mod tests {
    use super::DictTable;
    use crate::value::Value;

    #[test]
    fn keeps_insertion_order_across_deletes_and_growth() {
        let mut table = DictTable::new();
        for n in 0..100 {
            table.push(n, Value::Int(n), Value::Int(n * 10));
        }
        for n in (0..100).step_by(2) {
            let position = table
                .find(n, |k| Ok(k == Value::Int(n)))
                .ok()
                .flatten()
                .expect("present");
            table.remove_at(position);
        }
        table.push(1000, Value::Int(1000), Value::None);
        let keys: Vec<Value> = table.iter().map(|e| e.key).collect();
        assert_eq!(keys.len(), 51);
        assert_eq!(keys[0], Value::Int(1));
        assert_eq!(keys[50], Value::Int(1000));
        assert_eq!(
            table
                .find(99, |k| Ok(k == Value::Int(99)))
                .ok()
                .flatten()
                .map(|p| table.entry(p).value),
            Some(Value::Int(990))
        );
        assert_eq!(table.pop_last().map(|e| e.key), Some(Value::Int(1000)));
    }

    #[test]
    fn a_table_used_as_a_queue_keeps_empty_slots_for_missing_keys() {
        let mut table = DictTable::new();
        for n in 0..10_000i64 {
            table.push(n, Value::Int(n), Value::None);
            assert!(table.pop_last().is_some());
            assert_eq!(table.find(-1, |_| Ok(false)).ok().flatten(), None);
            assert!(table.candidates(n + 1).is_empty());
        }
    }
}
