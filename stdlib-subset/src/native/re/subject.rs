//! The string a pattern runs over, copied out of the heap in the form the matcher reads fastest
//! (bytes for bytes and ASCII str, code points otherwise), and the values made from its pieces.

use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

/// A match subject.
pub enum Subject {
    /// A bytes object, or an ASCII str (`text`).
    Bytes { data: Vec<u8>, text: bool },
    /// A str with non-ASCII characters, by code point.
    Wide(Vec<u32>),
}

impl Subject {
    /// Copies `string`, checking it against a pattern of the other kind as CPython does.
    pub fn of(vm: &Vm, string: Value, pattern_is_text: bool) -> PyResult<Subject> {
        let subject = if let Some(s) = vm.pystr(string) {
            if s.is_ascii() {
                Subject::Bytes {
                    data: s.as_str().as_bytes().to_vec(),
                    text: true,
                }
            } else {
                Subject::Wide(s.as_str().chars().map(u32::from).collect())
            }
        } else if let Some(bytes) = vm.bytes_like(string) {
            Subject::Bytes {
                data: bytes.into_owned(),
                text: false,
            }
        } else {
            return Err(PyErr::type_error(format!(
                "expected string or bytes-like object, got '{}'",
                vm.type_name(string)
            )));
        };
        match (pattern_is_text, subject.is_text()) {
            (true, false) => Err(PyErr::type_error("cannot use a string pattern on a bytes-like object")),
            (false, true) => Err(PyErr::type_error("cannot use a bytes pattern on a string-like object")),
            _ => Ok(subject),
        }
    }

    pub fn is_text(&self) -> bool {
        matches!(self, Subject::Bytes { text: true, .. } | Subject::Wide(_))
    }

    /// The number of characters.
    pub fn len(&self) -> usize {
        match self {
            Subject::Bytes { data, .. } => data.len(),
            Subject::Wide(chars) => chars.len(),
        }
    }

    /// Appends characters `start..end` to `out` (UTF-8 for text, raw for bytes).
    pub fn push_slice(&self, out: &mut Vec<u8>, start: usize, end: usize) {
        match self {
            Subject::Bytes { data, .. } => out.extend_from_slice(&data[start..end]),
            Subject::Wide(chars) => {
                let mut buffer = [0u8; 4];
                for &c in &chars[start..end] {
                    let ch = char::from_u32(c).unwrap_or('\u{fffd}');
                    out.extend_from_slice(ch.encode_utf8(&mut buffer).as_bytes());
                }
            }
        }
    }

    /// The size in bytes of characters `start..end` once pushed.
    pub fn slice_bytes(&self, start: usize, end: usize) -> usize {
        match self {
            Subject::Bytes { .. } => end - start,
            Subject::Wide(chars) => chars[start..end]
                .iter()
                .map(|&c| char::from_u32(c).map_or(3, char::len_utf8))
                .sum(),
        }
    }

    /// A str or bytes value from `bytes` made by `push_slice`.
    pub fn value(&self, vm: &mut Vm, bytes: Vec<u8>) -> Value {
        if self.is_text() {
            vm.new_str(String::from_utf8(bytes).unwrap_or_default())
        } else {
            vm.heap.alloc_value(Object::Bytes(bytes))
        }
    }

    /// Characters `start..end` as a str or bytes value.
    pub fn slice(&self, vm: &mut Vm, start: usize, end: usize) -> Value {
        let mut bytes = Vec::with_capacity(end - start);
        self.push_slice(&mut bytes, start, end);
        self.value(vm, bytes)
    }
}
