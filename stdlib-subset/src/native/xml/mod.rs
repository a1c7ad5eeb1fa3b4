//! `_garter_xml`: the native parser and accelerators under `xml.etree.ElementTree`. `parse(data, comments, pis,
//! namespaces, partial)` decodes a str or bytes document (`decode.rs`), scans it with quick-xml
//! (`scan.rs`, start tags in `tag.rs`, namespaces in `names.rs`, entities in `entities.rs`) and
//! returns `(events, error)`: the events as tuples (`(0, tag, attrib)` start, `(1, tag)` end,
//! `(2, text)` data, `(3, text)` comment, `(4, target, text)` processing instruction,
//! `(5, prefix, uri)` start-ns, `(6, prefix)` end-ns, `(7, name, line, column)` a reference to
//! an entity the unread external DTD subset may declare), and None or, when the document is not
//! well formed, `(message, code, line, column)` as expat reports it (`errors.rs`). With
//! `partial`, `data` may be the start of a document (XMLPullParser's data so far): an end
//! inside a token or an element is not an error, and the text after the last markup is held
//! back. The work is
//! charged as steps in proportion to the input and to what is built, and every event is checked
//! against the memory limit before it is made.
//!
//! The accelerators: `build` parses straight into Elements (`tree.rs`), `serialize` writes a
//! plain tree by the "xml" method (`write.rs`), and `subelement` is `SubElement`'s fast path,
//! which `attach` gives it (`element.rs`).

mod decode;
mod element;
mod entities;
mod errors;
mod names;
mod scan;
mod tag;
mod tag_strs;
#[cfg(test)]
mod tests;
mod tree;
mod write;

use tag_strs::TagStrs;

use garter::builtins::registry::{Args, NativeFn};
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;
use decode::DecodeError;
use errors::XmlError;
use scan::{Event, Sink, Stop, Wanted};

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("parse", parse),
    ("build", tree::build),
    ("serialize", write::serialize),
    ("attach", crate::native::attach_fast_path),
    ("subelement", element::subelement),
];

/// Bytes of input per step charged for scanning.
const BYTES_PER_STEP: usize = 32;
/// Bytes an event is counted as beyond its text (its tuple, strs and list slot).
const EVENT_BYTES: usize = 160;
/// Bytes an attribute is counted as beyond its text (its dict entry and strs).
const ATTRIBUTE_BYTES: usize = 120;

/// Builds the events as Python values, sharing one str per distinct tag.
struct Builder<'v, 't> {
    vm: &'v mut Vm,
    text: &'t str,
    events: Vec<Value>,
    tags: TagStrs,
    held: usize,
}

impl Builder<'_, '_> {
    fn tag(&mut self, tag: &str) -> Value {
        self.tags.get(self.vm, tag)
    }

    fn string(&mut self, text: &str) -> Value {
        self.vm.new_str(text)
    }
}

impl Sink for Builder<'_, '_> {
    fn event(&mut self, event: Event<'_>) -> Result<(), PyErr> {
        let size = match &event {
            Event::Start(tag, attributes) => {
                tag.len()
                    + attributes
                        .iter()
                        .map(|(k, v)| k.len() + v.len() + ATTRIBUTE_BYTES)
                        .sum::<usize>()
            }
            Event::End(tag) | Event::Data(tag) | Event::Comment(tag) | Event::EndNs(tag) => tag.len(),
            Event::Pi(a, b) | Event::StartNs(a, b) => a.len() + b.len(),
            Event::Skipped(name, _) => name.len(),
        };
        self.vm.reserve(size + EVENT_BYTES)?;
        self.vm.charge(1 + (size / BYTES_PER_STEP) as u64)?;
        let items = match event {
            Event::Start(tag, attributes) => {
                let tag = self.tag(tag);
                let mut pairs = Vec::with_capacity(attributes.len());
                for (key, value) in attributes {
                    let key = self.tag(key);
                    pairs.push((key, self.string(value)));
                }
                vec![Value::Int(0), tag, self.vm.new_dict_from_items(pairs)?]
            }
            Event::End(tag) => vec![Value::Int(1), self.tag(tag)],
            Event::Data(text) => vec![Value::Int(2), self.string(text)],
            Event::Comment(text) => vec![Value::Int(3), self.string(text)],
            Event::Pi(target, text) => vec![Value::Int(4), self.string(target), self.string(text)],
            Event::StartNs(prefix, uri) => vec![Value::Int(5), self.string(prefix), self.string(uri)],
            Event::EndNs(prefix) => vec![Value::Int(6), self.string(prefix)],
            Event::Skipped(name, offset) => {
                let (line, column) = errors::position(self.text, offset);
                let name = self.string(name);
                vec![Value::Int(7), name, Value::Int(line as i64), Value::Int(column as i64)]
            }
        };
        let tuple = self.vm.new_tuple(items);
        self.events.push(tuple);
        self.held = 0;
        Ok(())
    }

    fn hold(&mut self, bytes: usize) -> Result<(), PyErr> {
        hold_pending(self.vm, &mut self.held, bytes)
    }
}

/// A sink's `hold`: the memory for `bytes` of pending text, of which `held` were already
/// reserved and charged, reserved and the new part charged.
fn hold_pending(vm: &mut Vm, held: &mut usize, bytes: usize) -> Result<(), PyErr> {
    if bytes > *held {
        vm.reserve(bytes)?;
        vm.charge(((bytes - *held) / BYTES_PER_STEP) as u64)?;
        *held = bytes;
    }
    Ok(())
}

/// The error tuple `(message, code, line, column)` for `error` in `text`.
fn error_value(vm: &mut Vm, text: &str, error: &XmlError) -> Value {
    let (line, column) = errors::position(text, error.offset);
    let message = vm.new_str(error.text());
    let items = vec![
        message,
        Value::Int(error.code as i64),
        Value::Int(line as i64),
        Value::Int(column as i64),
    ];
    vm.new_tuple(items)
}

/// `parse(data, comments, pis, namespaces, partial)`: see the module's documentation.
fn parse(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "parse", 5, 5)?;
    let wanted = Wanted {
        comments: vm.truthy(args.positional[1])?,
        pis: vm.truthy(args.positional[2])?,
        namespaces: vm.truthy(args.positional[3])?,
        partial: vm.truthy(args.positional[4])?,
    };
    let (text, early) = document(vm, args.positional[0], wanted.partial)?;
    let mut builder = Builder {
        vm,
        text: &text,
        events: Vec::new(),
        tags: TagStrs::default(),
        held: 0,
    };
    let outcome = scan::scan(&text, wanted, &mut builder);
    let events = std::mem::take(&mut builder.events);
    let error = first_error(outcome, early)?;
    let error = match error {
        Some(error) => error_value(vm, &text, &error),
        None => Value::None,
    };
    vm.check_alloc_items(events.len())?;
    let list = vm.new_list(events);
    Ok(vm.new_tuple(vec![list, error]))
}

/// The text of document `data` (a str, or bytes in the encoding they declare) with its
/// newlines normalized, charged as scanned, and the decoding error found in it (none when
/// `partial` and the error is only that the bytes stop inside a character).
fn document(vm: &mut Vm, data: Value, partial: bool) -> PyResult<(String, Option<XmlError>)> {
    let decoded = if let Some(length) = vm.str_of(data).map(str::len) {
        vm.check_alloc_chars(length)?;
        Ok(vm.str_of(data).unwrap_or_default().to_string())
    } else if let Some(bytes) = vm.bytes_like(data) {
        let length = bytes.len();
        vm.check_alloc_chars(length.saturating_mul(2))?;
        let bytes = vm.bytes_like(data).unwrap_or_default();
        decode::decode(&bytes)
    } else {
        return Err(PyErr::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(data)
        )));
    };
    let (text, early) = match decoded {
        Ok(text) => (decode::normalize_newlines(text), None),
        Err(DecodeError::Unknown(name)) => {
            return Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {name}")));
        }
        Err(DecodeError::Invalid(text, error)) => {
            let cut_short = partial && error.offset >= text.len();
            (decode::normalize_newlines(text), (!cut_short).then_some(error))
        }
    };
    vm.charge((text.len() / BYTES_PER_STEP) as u64)?;
    Ok((text, early))
}

/// The error a document reports: the scanner's, or the decoding error `early` when that comes
/// first; a Python error (a limit) is raised.
fn first_error(outcome: Result<(), Stop>, early: Option<XmlError>) -> PyResult<Option<XmlError>> {
    Ok(match (outcome, early) {
        (Err(Stop::Py(error)), _) => return Err(error),
        (Err(Stop::Xml(error)), Some(early)) if error.offset >= early.offset => Some(early),
        (Err(Stop::Xml(error)), _) => Some(error),
        (Ok(()), early) => early,
    })
}

/// Builds `_garter_xml` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_xml", FUNCTIONS)
}
