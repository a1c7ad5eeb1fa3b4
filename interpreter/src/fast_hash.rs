//! The hasher of the interpreter's internal tables (interned and builtin names, module globals,
//! the builtin method table, user-subclass records and the class lookup cache by heap id): keys
//! are short identifiers or small integers the program cannot choose freely, hashed on hot
//! paths where SipHash cost more than the lookup itself. Word-at-a-time multiply-and-rotate in
//! the style of FxHash; a poor distribution would cost speed, never correctness.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

const MULTIPLIER: u64 = 0xf135_7aea_2e62_a9c5;

/// A `HashMap` hashed with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// Hashes names and small integers.
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(MULTIPLIER).rotate_left(26);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::FastMap;

    #[test]
    fn ids_map_to_their_values() {
        let mut map: FastMap<crate::value::HeapId, usize> = FastMap::default();
        for i in 0..1000 {
            map.insert(crate::value::HeapId(i), i as usize * 2);
        }
        assert_eq!(map.get(&crate::value::HeapId(777)), Some(&1554));
        assert_eq!(map.get(&crate::value::HeapId(1000)), None);
    }

    #[test]
    fn names_that_share_prefixes_or_differ_in_length_stay_apart() {
        let mut map: FastMap<String, usize> = FastMap::default();
        let names: Vec<String> = (0..2000)
            .map(|i| format!("name_{i}"))
            .chain(["a".into(), "a\0".into()])
            .collect();
        for (i, name) in names.iter().enumerate() {
            map.insert(name.clone(), i);
        }
        assert_eq!(map.len(), names.len());
        for (i, name) in names.iter().enumerate() {
            assert_eq!(map.get(name.as_str()), Some(&i));
        }
        assert_eq!(map.get("name_2000"), None);
    }
}
