//! The string a pattern's results are cut from, read where it lies in the heap: a bytes-like
//! object's bytes, an ASCII str's bytes, or any other str by code point (walking on from the
//! last piece cut, a far piece through the str's character index), so a piece costs its own
//! length, not the subject's. Values are made from the pieces once the subject is no longer
//! borrowed.

use std::borrow::Cow;

use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::in_place::Utf8Text;

/// A match subject.
pub enum Subject<'a> {
    /// A bytes-like object, or an ASCII str (`text`).
    Bytes { data: Cow<'a, [u8]>, text: bool },
    /// A str with non-ASCII characters, read by code point from the last piece cut.
    Wide(Utf8Text<'a>),
}

impl<'a> Subject<'a> {
    /// `string`, checked against a pattern of the other kind as CPython does.
    pub fn of(vm: &'a Vm, string: Value, pattern_is_text: bool) -> PyResult<Subject<'a>> {
        let subject = if let Some(s) = vm.pystr(string) {
            if s.is_ascii() {
                Subject::Bytes {
                    data: Cow::Borrowed(s.as_str().as_bytes()),
                    text: true,
                }
            } else {
                Subject::Wide(Utf8Text::new(s))
            }
        } else if let Some(data) = vm.bytes_like(string) {
            Subject::Bytes { data, text: false }
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
            Subject::Wide(view) => view.text().char_len(),
        }
    }

    /// Characters `start..end`, clamped (UTF-8 for text, raw for bytes).
    fn piece(&self, start: usize, end: usize) -> &[u8] {
        match self {
            Subject::Bytes { data, .. } => {
                let end = end.min(data.len());
                data.get(start.min(end)..end).unwrap_or_default()
            }
            Subject::Wide(view) => {
                let end = end.min(view.text().char_len());
                let (begin, stop) = (view.offset(start.min(end)), view.offset(end));
                view.text().as_str().as_bytes().get(begin..stop).unwrap_or_default()
            }
        }
    }

    /// Appends characters `start..end` to `out`.
    pub fn push_slice(&self, out: &mut Vec<u8>, start: usize, end: usize) {
        out.extend_from_slice(self.piece(start, end));
    }

    /// The size in bytes of characters `start..end` once pushed.
    pub fn slice_bytes(&self, start: usize, end: usize) -> usize {
        self.piece(start, end).len()
    }
}

/// A str (for a text subject) or bytes value from `bytes` made by `Subject::push_slice`.
pub fn value(vm: &mut Vm, text: bool, bytes: Vec<u8>) -> Value {
    if text {
        vm.new_str(String::from_utf8(bytes).unwrap_or_default())
    } else {
        vm.heap.alloc_value(Object::Bytes(bytes))
    }
}
