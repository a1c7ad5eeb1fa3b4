//! A fast hasher for the interpreter's name tables (interned names, builtin names, module
//! globals by symbol): keys are short identifiers hashed on every lookup by name, where SipHash
//! cost more than the lookup itself. Word-at-a-time multiply-and-rotate in the style of FxHash;
//! the tables only ever hold names, so a poor distribution costs speed, never correctness.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

const MULTIPLIER: u64 = 0xf135_7aea_2e62_a9c5;

/// A `HashMap` hashed with [`NameHasher`].
pub type NameMap<K, V> = HashMap<K, V, BuildHasherDefault<NameHasher>>;

/// Hashes names and small integers.
#[derive(Default, Clone, Copy)]
pub struct NameHasher(u64);

impl NameHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(MULTIPLIER).rotate_left(26);
    }
}

impl Hasher for NameHasher {
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
    use super::NameMap;

    #[test]
    fn names_that_share_prefixes_or_differ_in_length_stay_apart() {
        let mut map: NameMap<String, usize> = NameMap::default();
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
