//! What sets `UnicodeDecodeError` and `UnicodeEncodeError` apart from other exceptions: made
//! with their five arguments `(encoding, object, start, end, reason)` they keep them in `args`
//! and as attributes, and their str is CPython's sentence built from those attributes (`'utf-8'
//! codec can't decode byte 0xff in position 0: invalid start byte`).

use crate::heap::{ExceptionObj, Object};
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

/// The attributes of the five arguments, in order.
const FIELDS: [Symbol; 5] = [sym::ENCODING, sym::OBJECT, sym::START, sym::END, sym::REASON];

/// Whether `class` is one of the two errors this module describes.
fn is_codec_error(class: TypeId) -> bool {
    class.is_subtype(TypeId::UnicodeDecodeError) || class.is_subtype(TypeId::UnicodeEncodeError)
}

impl ExceptionObj {
    /// Sets the attributes of a UnicodeDecodeError's or UnicodeEncodeError's five arguments
    /// (no-op for other exceptions or other argument counts).
    pub fn take_unicode_error_args(&mut self) {
        if !is_codec_error(self.class) || self.args.len() != FIELDS.len() {
            return;
        }
        for (name, value) in FIELDS.into_iter().zip(self.args.clone()) {
            self.set_attr(name, value);
        }
    }
}

/// `'\xe9'`-style text of one character, as CPython's UnicodeEncodeError shows it.
fn escaped(c: char) -> String {
    match c as u32 {
        n @ 0..=0xff => format!("\\x{n:02x}"),
        n @ 0x100..=0xffff => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

impl Vm {
    /// The str of a UnicodeDecodeError or UnicodeEncodeError whose attributes hold an encoding,
    /// an object, int positions and a reason; `None` for others.
    pub(crate) fn unicode_error_str(&mut self, e: &ExceptionObj) -> PyResult<Option<String>> {
        if !is_codec_error(e.class) {
            return Ok(None);
        }
        let [encoding, object, start, end, reason] = FIELDS.map(|name| e.attr(name));
        let (Some(encoding), Some(object), Some(Value::Int(start)), Some(Value::Int(end)), Some(reason)) =
            (encoding, object, start, end, reason)
        else {
            return Ok(None);
        };
        let encoding = self.to_str(encoding)?;
        let reason = self.to_str(reason)?;
        let single = end == start.saturating_add(1);
        let index = usize::try_from(start).ok();
        let what = if e.class.is_subtype(TypeId::UnicodeDecodeError) {
            let byte = match (self.object(object), index) {
                (Some(Object::Bytes(b)), Some(i)) if single => b.get(i).copied(),
                _ => None,
            };
            match byte {
                Some(b) => format!("decode byte {b:#04x} in position {start}"),
                None => format!("decode bytes in position {start}-{}", end - 1),
            }
        } else {
            let c = match (self.str_of(object), index) {
                (Some(text), Some(i)) if single => text.chars().nth(i),
                _ => None,
            };
            match c {
                Some(c) => format!("encode character '{}' in position {start}", escaped(c)),
                None => format!("encode characters in position {start}-{}", end - 1),
            }
        };
        Ok(Some(format!("'{encoding}' codec can't {what}: {reason}")))
    }
}
