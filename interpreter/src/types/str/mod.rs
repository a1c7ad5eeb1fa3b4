//! The `str` type: an immutable UTF-8 string that knows its length in code points, so `len(s)`
//! is O(1) and indexing ASCII text is O(1).

pub mod methods;
mod search;
mod split;

use std::cell::Cell;

/// A Python `str`.
#[derive(Debug, Clone)]
pub struct PyStr {
    text: String,
    /// Length in code points.
    chars: usize,
    /// The cached hash, once computed.
    hash: Cell<Option<i64>>,
}

/// A str is stored as its text; its length and hash are recomputed when it is read back.
impl serde::Serialize for PyStr {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> serde::Deserialize<'de> for PyStr {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<PyStr, D::Error> {
        String::deserialize(deserializer).map(PyStr::new)
    }
}

impl PyStr {
    pub fn new(text: String) -> PyStr {
        let chars = if text.is_ascii() {
            text.len()
        } else {
            text.chars().count()
        };
        PyStr {
            text,
            chars,
            hash: Cell::new(None),
        }
    }

    #[inline]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Length in code points.
    #[inline]
    pub fn char_len(&self) -> usize {
        self.chars
    }

    #[inline]
    pub fn is_ascii(&self) -> bool {
        self.chars == self.text.len()
    }

    /// Whether the hash was computed already (so asking again costs nothing).
    pub fn hash_is_cached(&self) -> bool {
        self.hash.get().is_some()
    }

    /// The string's hash (cached after the first call).
    pub fn hash(&self) -> i64 {
        if let Some(h) = self.hash.get() {
            return h;
        }
        let h = hash_str(&self.text);
        self.hash.set(Some(h));
        h
    }

    /// The byte offset of code point `index` (which may equal the length).
    pub fn byte_offset(&self, index: usize) -> usize {
        if self.is_ascii() {
            return index;
        }
        self.text
            .char_indices()
            .nth(index)
            .map_or(self.text.len(), |(offset, _)| offset)
    }

    /// The code point at `index`, which must be in range.
    pub fn char_at(&self, index: usize) -> char {
        if self.is_ascii() {
            return self.text.as_bytes()[index] as char;
        }
        self.text.chars().nth(index).unwrap_or('\0')
    }

    /// The code points from `start` to `stop` (in code points, clamped).
    pub fn substring(&self, start: usize, stop: usize) -> &str {
        if stop <= start {
            return "";
        }
        if self.is_ascii() {
            return &self.text[start.min(self.text.len())..stop.min(self.text.len())];
        }
        let begin = self.byte_offset(start);
        let end = begin
            + self.text[begin..]
                .char_indices()
                .nth(stop - start)
                .map_or(self.text.len() - begin, |(o, _)| o);
        &self.text[begin..end]
    }

    /// Heap bytes held.
    pub fn size_bytes(&self) -> usize {
        self.text.capacity() + std::mem::size_of::<PyStr>()
    }
}

/// The hash of a string's text. Python code cannot rely on it (CPython randomizes it per process),
/// so any good 64-bit hash will do, except that the empty string hashes to 0 as in CPython (and
/// so do empty bytes); `-1` is avoided as in CPython.
pub fn hash_str(text: &str) -> i64 {
    if text.is_empty() {
        return 0;
    }
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h: u64 = 0x2d35_8dcc_aa6c_78a5 ^ (text.len() as u64);
    let bytes = text.as_bytes();
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
    }
    let mut tail = 0u64;
    for (i, b) in chunks.remainder().iter().enumerate() {
        tail |= (*b as u64) << (8 * i);
    }
    h = (h.rotate_left(5) ^ tail).wrapping_mul(K);
    h ^= h >> 29;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^= h >> 32;
    let h = h as i64;
    if h == -1 {
        -2
    } else {
        h
    }
}
