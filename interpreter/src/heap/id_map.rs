//! A hash map keyed by heap ids, hashed by multiplying the id (Fibonacci hashing) instead of
//! SipHash: ids are small integers the program cannot choose, and the map is consulted on hot
//! paths (is this dict an instance of a user subclass?). The builtin method table uses the same
//! hasher: its keys are small type and symbol numbers.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`IdHasher`].
pub type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<IdHasher>>;

/// Hashes the integers a heap id is made of.
#[derive(Default, Clone, Copy)]
pub struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::IdMap;
    use crate::value::HeapId;

    #[test]
    fn ids_map_to_their_values() {
        let mut map: IdMap<HeapId, usize> = IdMap::default();
        for i in 0..1000 {
            map.insert(HeapId(i), i as usize * 2);
        }
        assert_eq!(map.get(&HeapId(777)), Some(&1554));
        assert_eq!(map.get(&HeapId(1000)), None);
    }
}
