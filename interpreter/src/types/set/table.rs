//! The hash table behind `set` and `frozenset`.
//!
//! Programs print sets, so the iteration order must be CPython's: this table follows
//! `Objects/setobject.c` of CPython 3.11 — the same minimum size, linear probes of 9 slots
//! followed by perturbed jumps, dummy slots for deletions, the same growth rule and the same
//! rebuild order — so a set of ints (whose hashes match CPython's) iterates in CPython's order.

use crate::value::Value;
use crate::vm::PyResult;

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

/// One slot of the table.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
enum Slot {
    Empty,
    /// A deleted entry (CPython's `dummy`).
    Dummy,
    Active {
        hash: i64,
        key: Value,
    },
}

/// An open-addressing hash table with CPython's set layout.
/// Bytes one slot of a set table takes.
pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

#[derive(Clone, Debug)]
pub struct SetTable {
    slots: Vec<Slot>,
    /// Active plus dummy slots.
    fill: usize,
    /// Active slots.
    used: usize,
    /// Where `pop` resumes its search.
    finger: usize,
}

impl Default for SetTable {
    fn default() -> SetTable {
        SetTable::new()
    }
}

/// A free slot found by [`SetTable::probe_for_insert`].
#[derive(Clone, Copy, Debug)]
pub struct Vacancy {
    slot: usize,
    reuses_dummy: bool,
}

/// A table is stored as its slots (their layout is the iteration order) and `pop`'s finger; the
/// counts are recomputed when it is read back.
impl serde::Serialize for SetTable {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.slots, self.finger).serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for SetTable {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SetTable, D::Error> {
        let (slots, finger) = <(Vec<Slot>, usize)>::deserialize(deserializer)?;
        if slots.len() < MIN_SIZE || !slots.len().is_power_of_two() {
            return Err(serde::de::Error::custom("set table size is not a power of two"));
        }
        let used = slots.iter().filter(|s| matches!(s, Slot::Active { .. })).count();
        let fill = used + slots.iter().filter(|s| matches!(s, Slot::Dummy)).count();
        if fill == slots.len() {
            return Err(serde::de::Error::custom("set table has no empty slot"));
        }
        Ok(SetTable {
            slots,
            fill,
            used,
            finger,
        })
    }
}

impl SetTable {
    pub fn new() -> SetTable {
        SetTable {
            slots: vec![Slot::Empty; MIN_SIZE],
            fill: 0,
            used: 0,
            finger: 0,
        }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// Number of slots in the table (for memory accounting).
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// The slot index holding an equal key, if any. `eq` compares a stored key with the probe
    /// (its error stops the search).
    pub fn find<E>(&self, hash: i64, mut eq: impl FnMut(Value) -> Result<bool, E>) -> Result<Option<usize>, E> {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            let mut probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            let mut j = i;
            loop {
                match self.slots[j] {
                    Slot::Empty => return Ok(None),
                    Slot::Active { hash: h, key } if h == hash && eq(key)? => return Ok(Some(j)),
                    _ => {}
                }
                if probes == 0 {
                    break;
                }
                probes -= 1;
                j += 1;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// The keys whose hash is `hash`, as (slot, key), in probe order; the caller compares them.
    pub fn candidates(&self, hash: i64) -> smallvec::SmallVec<[(usize, Value); 2]> {
        let mut out = smallvec::SmallVec::new();
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            let mut probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            let mut j = i;
            loop {
                match self.slots[j] {
                    Slot::Empty => return out,
                    Slot::Active { hash: h, key } if h == hash => out.push((j, key)),
                    _ => {}
                }
                if probes == 0 {
                    break;
                }
                probes -= 1;
                j += 1;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// The key in slot `slot`, if it is active.
    pub fn key_at(&self, slot: usize) -> Option<Value> {
        match self.slots.get(slot) {
            Some(Slot::Active { key, .. }) => Some(*key),
            _ => None,
        }
    }

    /// Where `key` would go (CPython's `set_add_entry` search): `None` when an equal key is
    /// present, else the slot to fill with [`SetTable::insert_at`].
    pub fn probe_for_insert(
        &self,
        hash: i64,
        mut eq: impl FnMut(Value) -> PyResult<bool>,
    ) -> PyResult<Option<Vacancy>> {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        let mut free_slot: Option<usize> = None;
        loop {
            let mut probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            let mut j = i;
            loop {
                match self.slots[j] {
                    Slot::Empty => {
                        return Ok(Some(match free_slot {
                            Some(slot) => Vacancy {
                                slot,
                                reuses_dummy: true,
                            },
                            None => Vacancy {
                                slot: j,
                                reuses_dummy: false,
                            },
                        }))
                    }
                    Slot::Active { hash: h, key: k } if h == hash && eq(k)? => return Ok(None),
                    Slot::Dummy => free_slot = Some(j),
                    _ => {}
                }
                if probes == 0 {
                    break;
                }
                probes -= 1;
                j += 1;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// Stores `key` in the slot a probe found, growing the table as CPython does.
    pub fn insert_at(&mut self, vacancy: Vacancy, hash: i64, key: Value) {
        self.slots[vacancy.slot] = Slot::Active { hash, key };
        self.used += 1;
        if vacancy.reuses_dummy {
            return;
        }
        self.fill += 1;
        let mask = self.mask();
        if self.fill * 5 >= mask * 3 {
            self.resize(if self.used > 50000 {
                self.used * 2
            } else {
                self.used * 4
            });
        }
    }

    /// After many deletions, rebuilds the table without dummies (as CPython's
    /// `set_difference_update_internal` does at its end).
    pub fn shrink_dummies(&mut self) {
        if self.fill - self.used > self.mask() / 4 {
            self.resize(if self.used > 50000 {
                self.used * 2
            } else {
                self.used * 4
            });
        }
    }

    /// Removes the key in slot `index` (found by [`SetTable::find`]).
    pub fn remove_at(&mut self, index: usize) -> Value {
        let key = match self.slots[index] {
            Slot::Active { key, .. } => key,
            _ => Value::None,
        };
        self.slots[index] = Slot::Dummy;
        self.used -= 1;
        key
    }

    /// Removes and returns an arbitrary key, as CPython's `set.pop` chooses it.
    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut i = self.finger & mask;
        while !matches!(self.slots[i], Slot::Active { .. }) {
            i = if i == mask { 0 } else { i + 1 };
        }
        let key = self.remove_at(i);
        self.finger = i + 1;
        Some(key)
    }

    pub fn clear(&mut self) {
        *self = SetTable::new();
    }

    /// Rebuilds the table with room for `min_used` keys, dropping dummies (`set_table_resize`).
    fn resize(&mut self, min_used: usize) {
        let mut new_size = MIN_SIZE;
        while new_size <= min_used {
            new_size <<= 1;
        }
        if new_size == MIN_SIZE && self.slots.len() == MIN_SIZE && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::Empty; new_size]);
        self.fill = self.used;
        for slot in old {
            if let Slot::Active { hash, key } = slot {
                self.insert_clean(key, hash);
            }
        }
    }

    /// Inserts a key known to be absent into a table without dummies (`set_insert_clean`).
    fn insert_clean(&mut self, key: Value, hash: i64) {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            if matches!(self.slots[i], Slot::Empty) {
                self.slots[i] = Slot::Active { hash, key };
                return;
            }
            if i + LINEAR_PROBES <= mask {
                for j in i + 1..=i + LINEAR_PROBES {
                    if matches!(self.slots[j], Slot::Empty) {
                        self.slots[j] = Slot::Active { hash, key };
                        return;
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }

    /// CPython's `set_merge` fast paths: when this table is empty, `other`'s keys are copied
    /// without comparisons. Returns `false` when the caller must insert the keys one by one
    /// (after this call has grown the table once for all of them).
    pub fn merge_fast(&mut self, other: &SetTable) -> bool {
        if other.used == 0 {
            return true;
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.slots.clone_from(&other.slots);
            self.fill = other.fill;
            self.used = other.used;
            return true;
        }
        if self.fill == 0 {
            self.fill = other.used;
            self.used = other.used;
            for slot in &other.slots {
                if let Slot::Active { hash, key } = *slot {
                    self.insert_clean(key, hash);
                }
            }
            return true;
        }
        false
    }

    /// Grows the table ahead of inserting `extra` keys (as `set_update_internal` does for dicts).
    pub fn reserve_for(&mut self, extra: usize) {
        if (self.fill + extra) * 5 >= self.mask() * 3 {
            self.resize((self.used + extra) * 2);
        }
    }

    /// The keys in table order.
    pub fn keys(&self) -> impl Iterator<Item = Value> + '_ {
        self.entries().map(|(_, key)| key)
    }

    /// The (hash, key) pairs in table order.
    pub fn entries(&self) -> impl Iterator<Item = (i64, Value)> + '_ {
        self.slots.iter().filter_map(|slot| match *slot {
            Slot::Active { hash, key } => Some((hash, key)),
            _ => None,
        })
    }

    /// The key at or after slot `position`, and the slot after it (for iterators).
    pub fn next_from(&self, position: usize) -> Option<(Value, usize)> {
        (position..self.slots.len()).find_map(|i| match self.slots[i] {
            Slot::Active { key, .. } => Some((key, i + 1)),
            _ => None,
        })
    }

    /// The hash of a frozenset with these keys (CPython's `frozenset_hash`).
    pub fn frozen_hash(&self) -> i64 {
        fn shuffle(h: u64) -> u64 {
            ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
        }
        let mut hash: u64 = 0;
        for slot in &self.slots {
            hash ^= shuffle(match *slot {
                Slot::Active { hash, .. } => hash as u64,
                Slot::Dummy => u64::MAX,
                Slot::Empty => 0,
            });
        }
        if (self.slots.len() - self.fill) & 1 == 1 {
            hash ^= shuffle(0);
        }
        if (self.fill - self.used) & 1 == 1 {
            hash ^= shuffle(u64::MAX);
        }
        hash ^= (self.used as u64 + 1).wrapping_mul(1_927_868_237);
        hash ^= (hash >> 11) ^ (hash >> 25);
        hash = hash.wrapping_mul(69069).wrapping_add(907_133_923);
        if hash == u64::MAX {
            590_923_713
        } else {
            hash as i64
        }
    }

    /// Every key, for the garbage collector.
    pub fn trace(&self, out: &mut Vec<Value>) {
        out.extend(self.keys());
    }
}

#[cfg(test)]
mod tests {
    use super::SetTable;
    use crate::value::Value;

    fn build(items: &[i64]) -> Vec<i64> {
        let mut table = SetTable::new();
        for &n in items {
            if let Ok(Some(vacancy)) = table.probe_for_insert(n, |k| Ok(k == Value::Int(n))) {
                table.insert_at(vacancy, n, Value::Int(n));
            }
        }
        table
            .keys()
            .map(|k| if let Value::Int(i) = k { i } else { -1 })
            .collect()
    }

    #[test]
    fn iterates_in_cpython_order() {
        // Expected orders printed by CPython 3.11 for set(list) with these ints.
        assert_eq!(build(&[5, 3, 1, 100, 33]), vec![1, 33, 3, 100, 5]);
        assert_eq!(build(&[31, 63, 95, 127]), vec![127, 63, 95, 31]);
        assert_eq!(build(&(0..20).rev().collect::<Vec<_>>()), (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn pop_and_reuse_of_dummies() {
        let mut table = SetTable::new();
        for n in 0..5 {
            if let Ok(Some(v)) = table.probe_for_insert(n, |k| Ok(k == Value::Int(n))) {
                table.insert_at(v, n, Value::Int(n));
            }
        }
        assert_eq!(table.pop(), Some(Value::Int(0)));
        assert_eq!(table.pop(), Some(Value::Int(1)));
        assert_eq!(table.len(), 3);
    }
}
