//! `_garter_json`: the native core of `json`. `scan(s, idx, strict, whole, nan)` decodes the
//! value at character `idx` of `s` (`decode.rs`; with `whole`, the document `s` with
//! whitespace around it and nothing after it) and returns `(value, end, None)`, or
//! `(None, pos, message)` for the `JSONDecodeError` the Python module raises. `encode(obj,
//! indent, item_separator, key_separator, sort_keys, ensure_ascii, allow_nan, skipkeys,
//! check_circular)` writes `obj` (`encode.rs`) or returns None when the Python encoder must
//! (a subclass, an object for `default`). `encode_string(s, ensure_ascii)` is one string
//! literal. For a decoder with hooks, `events` scans the same way but writes a program that
//! the Python module runs, calling the hooks in CPython's order. The Python module `json`
//! keeps the API, runs the hooks and does the fallbacks.

mod decode;
mod encode;
#[cfg(test)]
mod tests;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::types::str::PyStr;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("scan", scan),
    ("events", events),
    ("encode", encode),
    ("encode_string", encode_string),
];

/// The text of a str value, None for anything else.
fn text_of(vm: &Vm, v: Value) -> Option<String> {
    vm.pystr(v).map(|s| s.as_str().to_string())
}

/// How deep native work may nest: what is left of the recursion limit below the caller.
fn depth_left(vm: &Vm) -> usize {
    vm.max_depth.saturating_sub(vm.frames.len() + 1).max(1)
}

/// `scan(s, idx, strict, whole, nan)`: see the module's documentation.
fn scan(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "scan", 5, 5)?;
    match run_scanner(vm, args, None)? {
        (_, Ok((value, end))) => Ok(vm.new_tuple(vec![value, Value::Int(end as i64), Value::None])),
        (_, Err(Failure::Syntax(message, pos))) => {
            let message = vm.new_str(message);
            Ok(vm.new_tuple(vec![Value::None, Value::Int(pos as i64), message]))
        }
        (_, Err(Failure::TooDeep(message))) => Err(PyErr::new(TypeId::RecursionError, message)),
    }
}

/// `events(s, idx, strict, whole, nan, parse_int, parse_float, parse_constant)`: for a decoder
/// with hooks (the last three tell which parsers are its own), `(ops, args, end, message,
/// too_deep)`: the program that builds the value calling the hooks (see `decode::Events`), as
/// far as the text is valid; `message` is None, or the `JSONDecodeError`'s (at character
/// `end`), or with `too_deep` the RecursionError's, raised once the program has run.
fn events(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "events", 8, 8)?;
    let events = decode::Events {
        ops: Vec::new(),
        args: Vec::new(),
        parse_int: vm.truthy(args.positional[5])?,
        parse_float: vm.truthy(args.positional[6])?,
        parse_constant: vm.truthy(args.positional[7])?,
    };
    let (events, outcome) = run_scanner(vm, args, Some(events))?;
    let (end, message, too_deep) = match outcome {
        Ok((_, end)) => (end, Value::None, false),
        Err(Failure::Syntax(message, pos)) => (pos, vm.new_str(message), false),
        Err(Failure::TooDeep(message)) => (0, vm.new_str(message), true),
    };
    let (ops, steps) = events.map_or((Vec::new(), Vec::new()), |e| (e.ops, e.args));
    vm.check_alloc_items(ops.len().saturating_mul(2))?;
    let ops = vm.new_list(ops);
    let steps = vm.new_list(steps);
    Ok(vm.new_tuple(vec![ops, steps, Value::Int(end as i64), message, Value::bool(too_deep)]))
}

/// How a scan failed: a `JSONDecodeError`'s message and character offset, or nesting too deep.
enum Failure {
    Syntax(&'static str, usize),
    TooDeep(String),
}

/// Runs the scanner over `args` (`s, idx, strict, whole, nan`), writing `events` if given:
/// the events back, and the value with the character offset after it, or the failure.
#[allow(clippy::type_complexity)]
fn run_scanner(
    vm: &mut Vm,
    args: &Args,
    events: Option<decode::Events>,
) -> PyResult<(Option<decode::Events>, Result<(Value, usize), Failure>)> {
    let [source, idx, strict, whole, nan] = [0, 1, 2, 3, 4].map(|i| args.positional[i]);
    let Some(chars) = vm.pystr(source).map(|s| s.char_len()) else {
        return Err(PyErr::type_error(format!(
            "first argument must be a string, not {}",
            vm.type_name(source)
        )));
    };
    let idx = match idx {
        Value::Int(i) => i,
        Value::Bool(b) => i64::from(b.get()),
        _ => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(idx)
            )))
        }
    };
    let strict = vm.truthy(strict)?;
    let whole = vm.truthy(whole)?;
    let start_char = usize::try_from(idx).unwrap_or(usize::MAX);
    if start_char >= chars && !whole {
        return Ok((events, Err(Failure::Syntax("Expecting value", start_char))));
    }
    let settings = Settings {
        ascii: vm.pystr(source).is_some_and(PyStr::is_ascii),
        start_char,
        strict,
        whole,
        nan,
        max_depth: depth_left(vm),
    };
    // The text is lent out of its str object for the scan (which runs no Python code and
    // reads no other str by identity), so raw_decode over a long text does not copy it.
    if let Some(id) = source.heap_id().filter(|&id| matches!(vm.heap.get(id), Object::Str(_))) {
        let placeholder = Object::Str(PyStr::new(String::new()));
        let Object::Str(text) = std::mem::replace(vm.heap.get_mut(id), placeholder) else {
            return Err(PyErr::runtime_error("the JSON text changed kind"));
        };
        let result = scan_text(vm, text.as_str(), &settings, events);
        *vm.heap.get_mut(id) = Object::Str(text);
        return result;
    }
    let length = vm.pystr(source).map_or(0, |s| s.as_str().len());
    vm.reserve(length)?;
    let text = text_of(vm, source).unwrap_or_default();
    scan_text(vm, &text, &settings, events)
}

/// What one scan is asked for.
struct Settings {
    /// Whether the text is ASCII (its offsets are then its byte offsets).
    ascii: bool,
    start_char: usize,
    strict: bool,
    whole: bool,
    nan: Value,
    max_depth: usize,
}

/// Scans `text` from character `settings.start_char` (see `run_scanner`).
#[allow(clippy::type_complexity)]
fn scan_text(
    vm: &mut Vm,
    text: &str,
    settings: &Settings,
    events: Option<decode::Events>,
) -> PyResult<(Option<decode::Events>, Result<(Value, usize), Failure>)> {
    let bytes = text.as_bytes();
    let start = if settings.ascii {
        settings.start_char.min(text.len())
    } else {
        text.char_indices()
            .nth(settings.start_char)
            .map_or(text.len(), |(at, _)| at)
    };
    let mut scanner = decode::Scanner::new(text, settings.strict, settings.nan, settings.max_depth);
    scanner.events = events;
    let whole = settings.whole;
    let begin = if whole {
        decode::skip_whitespace(bytes, start)
    } else {
        start
    };
    let outcome = scanner.value(vm, begin).and_then(|(value, end)| {
        if !whole {
            return Ok((value, end));
        }
        let after = decode::skip_whitespace(bytes, end);
        if after == bytes.len() {
            Ok((value, after))
        } else {
            Err(decode::Stop::Syntax("Extra data", after))
        }
    });
    let char_offset = |at: usize| {
        if settings.ascii {
            at
        } else {
            decode::char_offset(text, at)
        }
    };
    let outcome = match outcome {
        Ok((value, end)) => Ok((value, char_offset(end))),
        Err(decode::Stop::Syntax(message, at)) => Err(Failure::Syntax(message, char_offset(at))),
        Err(decode::Stop::TooDeep(message)) => Err(Failure::TooDeep(message)),
        Err(decode::Stop::Raise(err)) => return Err(err),
    };
    Ok((scanner.events.take(), outcome))
}

/// `encode(obj, indent, item_separator, key_separator, sort_keys, ensure_ascii, allow_nan,
/// skipkeys, check_circular)`: the text, or None when the Python encoder must write `obj` (or
/// when, with an indent, the indent or a separator is not a str: the errors are then the
/// Python encoder's; without one, a separator that is not a str is CPython's C encoder's
/// TypeError).
fn encode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "encode", 9, 9)?;
    let p = &args.positional;
    let indent = match p[1] {
        Value::None => Some(None),
        v => text_of(vm, v).map(Some),
    };
    if indent == Some(None) {
        for (argument, separator) in [(5, p[3]), (6, p[2])] {
            if vm.pystr(separator).is_none() {
                return Err(PyErr::type_error(format!(
                    "make_encoder() argument {argument} must be str, not {}",
                    vm.type_name(separator)
                )));
            }
        }
    }
    let (Some(indent), Some(item_separator), Some(key_separator)) = (indent, text_of(vm, p[2]), text_of(vm, p[3]))
    else {
        return Ok(Value::None);
    };
    let options = encode::Options {
        indent,
        item_separator,
        key_separator,
        sort_keys: vm.truthy(p[4])?,
        ensure_ascii: vm.truthy(p[5])?,
        allow_nan: vm.truthy(p[6])?,
        skipkeys: vm.truthy(p[7])?,
        check_circular: vm.truthy(p[8])?,
        max_depth: depth_left(vm),
    };
    match encode::Encoder::new(&options).encode(vm, p[0]) {
        Ok(text) => Ok(vm.new_str(text)),
        Err(encode::Stop::NeedsPython) => Ok(Value::None),
        Err(encode::Stop::Raise(err)) => Err(err),
    }
}

/// `encode_string(s, ensure_ascii)`: `s` as a JSON string literal.
fn encode_string(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "encode_string", 2, 2)?;
    let ensure_ascii = vm.truthy(args.positional[1])?;
    let Some(s) = vm.pystr(args.positional[0]) else {
        return Err(PyErr::type_error(format!(
            "first argument must be a string, not {}",
            vm.type_name(args.positional[0])
        )));
    };
    let mut out = String::with_capacity(s.as_str().len() + 2);
    encode::escape_into(&mut out, s.as_str(), ensure_ascii);
    vm.check_alloc_chars(out.len())?;
    vm.charge_scan(out.len())?;
    Ok(vm.new_str(out))
}

/// Builds `_garter_json` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_json", FUNCTIONS)
}
