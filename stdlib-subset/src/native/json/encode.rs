//! The encoder of `json.dumps` for plain data: None, bools, exact ints, floats, strs, lists,
//! tuples and dicts, written as CPython 3.11's encoder writes them (its separators, indentation,
//! key conversion, escaping and errors). Containers being written wait on an explicit stack.
//! Anything else (a subclass, an object needing `default`, keys `sort_keys` cannot order
//! natively) stops the native encoder before any user code could have run, and the Python
//! encoder redoes the whole value.

use std::collections::HashSet;
use std::fmt::Write;

use garter::heap::Object;
use garter::types::float::repr_f64;
use garter::types::TypeId;
use garter::value::{HeapId, Value};
use garter::vm::{PyErr, PyResult, Vm};

/// Output bytes between two checks of the step and memory limits.
const CHECK_BYTES: usize = 1 << 16;
/// Output bytes per step charged.
const BYTES_PER_STEP: usize = 8;

/// The encoder's options, as `JSONEncoder` holds them (`indent` already made a str).
pub struct Options {
    pub indent: Option<String>,
    pub item_separator: String,
    pub key_separator: String,
    pub sort_keys: bool,
    pub ensure_ascii: bool,
    pub allow_nan: bool,
    pub skipkeys: bool,
    pub check_circular: bool,
    pub max_depth: usize,
}

/// Why the native encoder stopped.
pub enum Stop {
    /// A value the Python encoder must handle.
    NeedsPython,
    Raise(PyErr),
}

impl From<PyErr> for Stop {
    fn from(err: PyErr) -> Stop {
        Stop::Raise(err)
    }
}

/// A container being written: the list or tuple and the index of its next item, or a dict's
/// pairs (in writing order) and the index of the next one.
enum Frame {
    Seq {
        id: HeapId,
        next: usize,
        written: bool,
    },
    Dict {
        pairs: Vec<(Value, Value)>,
        next: usize,
        written: bool,
        id: HeapId,
    },
}

/// Appends `text` as a JSON string literal: `ensure_ascii` escapes every character past
/// U+007E (those past U+FFFF as a surrogate pair), otherwise only quotes, backslashes and
/// control characters are escaped.
pub fn escape_into(out: &mut String, text: &str, ensure_ascii: bool) {
    out.push('"');
    let plain = |c: char| c != '"' && c != '\\' && c >= ' ' && (!ensure_ascii || c < '\u{7f}');
    let mut run = 0;
    for (at, c) in text.char_indices() {
        if plain(c) {
            continue;
        }
        out.push_str(&text[run..at]);
        run = at + c.len_utf8();
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            _ => {
                let code = c as u32;
                if code >= 0x10000 {
                    let v = code - 0x10000;
                    let _ = write!(out, "\\u{:04x}\\u{:04x}", 0xD800 | (v >> 10), 0xDC00 | (v & 0x3FF));
                } else {
                    let _ = write!(out, "\\u{code:04x}");
                }
            }
        }
    }
    out.push_str(&text[run..]);
    out.push('"');
}

/// The text of a float; NaN and the infinities only when `allow_nan` (CPython's message names
/// the value only in the Python encoder it uses for indented output).
pub fn float_text(f: f64, allow_nan: bool, indented: bool) -> PyResult<String> {
    let special = if f.is_nan() {
        "NaN"
    } else if f == f64::INFINITY {
        "Infinity"
    } else if f == f64::NEG_INFINITY {
        "-Infinity"
    } else {
        return Ok(repr_f64(f));
    };
    if allow_nan {
        return Ok(special.to_string());
    }
    let message = "Out of range float values are not JSON compliant";
    Err(PyErr::value_error(if indented {
        format!("{message}: {}", repr_f64(f))
    } else {
        message.to_string()
    }))
}

/// One encoding of one value.
pub struct Encoder<'o> {
    options: &'o Options,
    out: String,
    stack: Vec<Frame>,
    markers: HashSet<HeapId>,
    checked_to: usize,
    made: u64,
}

impl<'o> Encoder<'o> {
    pub fn new(options: &'o Options) -> Encoder<'o> {
        Encoder {
            options,
            out: String::new(),
            stack: Vec::new(),
            markers: HashSet::new(),
            checked_to: 0,
            made: 0,
        }
    }

    /// The text of `value`.
    pub fn encode(mut self, vm: &mut Vm, value: Value) -> Result<String, Stop> {
        let mut next = Some(value);
        loop {
            if let Some(value) = next.take() {
                self.value(vm, value)?;
            }
            if self.out.len() >= self.checked_to + CHECK_BYTES {
                self.check_limits(vm)?;
            }
            let indent_bytes = self.options.indent.as_ref().map_or(0, String::len);
            let ahead = indent_bytes
                .saturating_mul(2 * self.stack.len() + 2)
                .saturating_add(self.options.item_separator.len());
            if ahead >= CHECK_BYTES {
                vm.check_alloc_chars(self.out.len().saturating_add(ahead))?;
            }
            let level = self.stack.len();
            let Some(top) = self.stack.last_mut() else {
                break;
            };
            let options = self.options;
            match top {
                Frame::Seq {
                    id,
                    next: index,
                    written,
                } => {
                    let item = match vm.heap.get(*id) {
                        Object::List(items) | Object::Tuple(items) => items.get(*index).copied(),
                        _ => None,
                    };
                    if let Some(item) = item {
                        if *written {
                            push_separator(&mut self.out, options, level);
                        }
                        *written = true;
                        *index += 1;
                        next = Some(item);
                    } else {
                        let id = *id;
                        self.close(id, ']');
                    }
                }
                Frame::Dict {
                    pairs,
                    next: index,
                    written,
                    id,
                } => {
                    let mut chosen = None;
                    while let Some(&(key, item)) = pairs.get(*index) {
                        *index += 1;
                        if matches!(vm.object(key), Some(Object::Str(_))) {
                            chosen = Some((None, key, item));
                            break;
                        }
                        if let Some(text) = key_text(vm, key, options)? {
                            chosen = Some((Some(text), key, item));
                            break;
                        }
                    }
                    if let Some((text, key, item)) = chosen {
                        if *written {
                            push_separator(&mut self.out, options, level);
                        }
                        *written = true;
                        let text = match &text {
                            Some(text) => text.as_str(),
                            None => vm.str_of(key).unwrap_or_default(),
                        };
                        escape_into(&mut self.out, text, options.ensure_ascii);
                        self.out.push_str(&options.key_separator);
                        next = Some(item);
                    } else {
                        let id = *id;
                        self.close(id, '}');
                    }
                }
            }
        }
        self.check_limits(vm)?;
        Ok(self.out)
    }

    /// Charges the output written and the values met since the last check, and checks the
    /// output against the memory limit.
    fn check_limits(&mut self, vm: &mut Vm) -> PyResult<()> {
        let written = self.out.len() - self.checked_to.min(self.out.len());
        self.checked_to = self.out.len();
        vm.charge(self.made + (written / BYTES_PER_STEP) as u64)?;
        self.made = 0;
        vm.check_alloc_chars(self.out.len())
    }

    /// Writes a scalar, or opens a container.
    fn value(&mut self, vm: &mut Vm, value: Value) -> Result<(), Stop> {
        self.made += 1;
        let indented = self.options.indent.is_some();
        match value {
            Value::None => self.out.push_str("null"),
            Value::Bool(b) => self.out.push_str(if b.get() { "true" } else { "false" }),
            Value::Int(i) => {
                let _ = write!(self.out, "{i}");
            }
            Value::Float(f) => self
                .out
                .push_str(&float_text(f.get(), self.options.allow_nan, indented)?),
            Value::Ref(id) => match vm.heap.get(id) {
                Object::Str(s) => escape_into(&mut self.out, s.as_str(), self.options.ensure_ascii),
                Object::BigInt(_) => {
                    let text = vm.repr(value)?;
                    self.out.push_str(&text);
                }
                Object::List(items) | Object::Tuple(items) if !vm.heap.is_subclass_instance(id) => {
                    if items.is_empty() {
                        self.out.push_str("[]");
                    } else {
                        self.open(id, '[')?;
                        self.stack.push(Frame::Seq {
                            id,
                            next: 0,
                            written: false,
                        });
                    }
                }
                Object::Dict(table) if !vm.heap.is_subclass_instance(id) => {
                    if table.iter().next().is_none() {
                        self.out.push_str("{}");
                    } else {
                        let mut pairs: Vec<(Value, Value)> = table.iter().map(|e| (e.key, e.value)).collect();
                        if self.options.sort_keys {
                            sort_str_keys(vm, &mut pairs)?;
                        }
                        self.open(id, '{')?;
                        self.stack.push(Frame::Dict {
                            pairs,
                            next: 0,
                            written: false,
                            id,
                        });
                    }
                }
                _ => return Err(Stop::NeedsPython),
            },
            _ => return Err(Stop::NeedsPython),
        }
        Ok(())
    }

    /// Starts writing the container `id`: checks it is not being written already and that
    /// the nesting bound allows one more, then writes its bracket (and newline).
    fn open(&mut self, id: HeapId, bracket: char) -> Result<(), Stop> {
        if self.options.check_circular && !self.markers.insert(id) {
            return Err(Stop::Raise(PyErr::value_error("Circular reference detected")));
        }
        if self.stack.len() >= self.options.max_depth {
            let context = if self.options.indent.is_some() {
                "while calling a Python object"
            } else {
                "while encoding a JSON object"
            };
            return Err(Stop::Raise(PyErr::new(
                TypeId::RecursionError,
                format!("maximum recursion depth exceeded {context}"),
            )));
        }
        self.out.push(bracket);
        if let Some(indent) = &self.options.indent {
            self.out.push('\n');
            push_indent(&mut self.out, indent, self.stack.len() + 1);
        }
        Ok(())
    }

    /// Ends the innermost container with its closing bracket.
    fn close(&mut self, id: HeapId, bracket: char) {
        self.stack.pop();
        if let Some(indent) = &self.options.indent {
            self.out.push('\n');
            push_indent(&mut self.out, indent, self.stack.len());
        }
        self.out.push(bracket);
        self.markers.remove(&id);
    }
}

fn push_indent(out: &mut String, indent: &str, level: usize) {
    for _ in 0..level {
        out.push_str(indent);
    }
}

/// The separator before an item that is not a container's first, at nesting `level`.
fn push_separator(out: &mut String, options: &Options, level: usize) {
    out.push_str(&options.item_separator);
    if let Some(indent) = &options.indent {
        out.push('\n');
        push_indent(out, indent, level);
    }
}

/// Orders a dict's pairs by key when every key is an exact str (as CPython's sort of the items
/// does); any other key leaves the sort, and its errors, to Python.
fn sort_str_keys(vm: &Vm, pairs: &mut [(Value, Value)]) -> Result<(), Stop> {
    let mut keyed = Vec::with_capacity(pairs.len());
    for &(key, value) in pairs.iter() {
        match vm.object(key) {
            Some(Object::Str(s)) => keyed.push((s.as_str(), key, value)),
            _ => return Err(Stop::NeedsPython),
        }
    }
    keyed.sort_by(|a, b| a.0.cmp(b.0));
    for (slot, (_, key, value)) in pairs.iter_mut().zip(keyed) {
        *slot = (key, value);
    }
    Ok(())
}

/// The text a key other than an exact str is written as, None to skip it (`skipkeys`); a key
/// of a type the Python encoder must convert (a subclass of str, int or float) stops the
/// native encoder.
fn key_text(vm: &mut Vm, key: Value, options: &Options) -> Result<Option<String>, Stop> {
    let text = match key {
        Value::None => "null".to_string(),
        Value::Bool(b) => if b.get() { "true" } else { "false" }.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => float_text(f.get(), options.allow_nan, options.indent.is_some())?,
        Value::Ref(id) => match vm.heap.get(id) {
            Object::BigInt(_) => vm.repr(key)?,
            Object::Instance(_) => return Err(Stop::NeedsPython),
            _ => return unsupported_key(vm, key, options),
        },
        _ => return unsupported_key(vm, key, options),
    };
    Ok(Some(text))
}

fn unsupported_key(vm: &Vm, key: Value, options: &Options) -> Result<Option<String>, Stop> {
    if options.skipkeys {
        return Ok(None);
    }
    Err(Stop::Raise(PyErr::type_error(format!(
        "keys must be str, int, float, bool or None, not {}",
        vm.type_name(key)
    ))))
}
