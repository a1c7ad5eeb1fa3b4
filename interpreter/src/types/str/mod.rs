//! The `str` type: an immutable UTF-8 string that knows its length in code points, so `len(s)`
//! is O(1), with a character index when it is long and not ASCII, so indexing and slicing any
//! text cost a bounded walk.

mod char_index;
#[cfg(test)]
mod index_tests;
pub mod methods;
mod search;
mod split;

use std::cell::Cell;

use char_index::{starts_char, CharIndex};

/// A Python `str`.
#[derive(Debug, Clone)]
pub struct PyStr {
    text: String,
    /// Length in code points.
    chars: usize,
    /// The cached hash, once computed.
    hash: Cell<Option<i64>>,
    /// Byte offsets of every `STRIDE`th code point, for long non-ASCII text.
    index: Option<Box<CharIndex>>,
}

/// A str is stored as its text; its length, index and hash are recomputed when it is read back.
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
        let index = CharIndex::build(&text, chars);
        PyStr {
            text,
            chars,
            hash: Cell::new(None),
            index,
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

    /// The byte offset of code point `index` (the text's length from the length on).
    pub fn byte_offset(&self, index: usize) -> usize {
        if self.is_ascii() {
            return index.min(self.text.len());
        }
        if index >= self.chars {
            return self.text.len();
        }
        let (known, from) = match &self.index {
            Some(table) => table.before_char(index),
            None => (0, 0),
        };
        self.text[from..]
            .char_indices()
            .nth(index - known)
            .map_or(self.text.len(), |(offset, _)| from + offset)
    }

    /// The code-point position of byte offset `byte` (clamped to the text; a byte inside a
    /// code point counts as that code point's end).
    pub fn char_index(&self, byte: usize) -> usize {
        let byte = byte.min(self.text.len());
        if self.is_ascii() {
            return byte;
        }
        let (known, from) = match &self.index {
            Some(table) => table.before_byte(byte),
            None => (0, 0),
        };
        known
            + self.text.as_bytes()[from..byte]
                .iter()
                .filter(|&&b| starts_char(b))
                .count()
    }

    /// The code point at `index`, which must be in range.
    pub fn char_at(&self, index: usize) -> char {
        if self.is_ascii() {
            return self.text.as_bytes().get(index).map_or('\0', |&b| b as char);
        }
        self.text[self.byte_offset(index)..].chars().next().unwrap_or('\0')
    }

    /// The byte range of code points `start` to `stop` (in code points, clamped).
    pub fn byte_range(&self, start: usize, stop: usize) -> (usize, usize) {
        let begin = self.byte_offset(start);
        (begin, self.byte_offset(stop).max(begin))
    }

    /// The code points from `start` to `stop` (in code points, clamped).
    pub fn substring(&self, start: usize, stop: usize) -> &str {
        let (begin, end) = self.byte_range(start, stop);
        &self.text[begin..end]
    }

    /// The `count` code points from `start` on, `step` apart (a slice with a step other than
    /// 1; `start` must be in range when `count` is not 0). A short step walks the text once, a
    /// long one goes through the index for each code point, so either costs at most `STRIDE`
    /// code points per code point taken.
    pub fn stepped(&self, start: usize, step: i64, count: usize) -> String {
        if count == 0 {
            return String::new();
        }
        let gap = step.unsigned_abs() as usize;
        let positions = (0..count).map(|i| if step > 0 { start + i * gap } else { start - i * gap });
        if self.is_ascii() {
            let bytes = self.text.as_bytes();
            return positions.map(|i| bytes[i] as char).collect();
        }
        if gap > char_index::STRIDE {
            return positions.map(|i| self.char_at(i)).collect();
        }
        if step > 0 {
            self.text[self.byte_offset(start)..]
                .chars()
                .step_by(gap)
                .take(count)
                .collect()
        } else {
            self.text[..self.byte_offset(start + 1)]
                .chars()
                .rev()
                .step_by(gap)
                .take(count)
                .collect()
        }
    }

    /// Heap bytes held.
    pub fn size_bytes(&self) -> usize {
        self.text.capacity() + std::mem::size_of::<PyStr>() + self.index.as_ref().map_or(0, |i| i.size_bytes())
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
