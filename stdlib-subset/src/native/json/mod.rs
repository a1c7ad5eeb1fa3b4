//! `_garter_json`: the native core of `json`. `scan(s, idx, strict, whole, nan)` decodes the
//! value at character `idx` of `s` (`decode.rs`; with `whole`, the document `s` with
//! whitespace around it and nothing after it) and returns `(value, end, None)`, or
//! `(None, pos, message)` for the `JSONDecodeError` the Python module raises. `encode(obj,
//! indent, item_separator, key_separator, sort_keys, ensure_ascii, allow_nan, skipkeys,
//! check_circular)` writes `obj` (`encode.rs`) or returns None when the Python encoder must
//! (a subclass, an object for `default`). `encode_string(s, ensure_ascii)` is one string
//! literal. The Python module `json` keeps the API, the hooks and the fallbacks.

mod decode;
mod encode;
#[cfg(test)]
mod tests;

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("scan", scan), ("encode", encode), ("encode_string", encode_string)];

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
    let failure = |vm: &mut Vm, message: &str, pos: usize| {
        let message = vm.new_str(message);
        Ok(vm.new_tuple(vec![Value::None, Value::Int(pos as i64), message]))
    };
    let start_char = usize::try_from(idx).unwrap_or(usize::MAX);
    if start_char >= chars && !whole {
        return failure(vm, "Expecting value", start_char);
    }
    let length = vm.pystr(source).map_or(0, |s| s.as_str().len());
    vm.reserve(length)?;
    let text = text_of(vm, source).unwrap_or_default();
    let start = vm.pystr(source).map_or(0, |s| s.byte_offset(start_char));
    let bytes = text.as_bytes();
    let mut scanner = decode::Scanner::new(&text, strict, nan, depth_left(vm));
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
    match outcome {
        Ok((value, end)) => {
            let end = decode::char_offset(&text, end);
            Ok(vm.new_tuple(vec![value, Value::Int(end as i64), Value::None]))
        }
        Err(decode::Stop::Syntax(message, at)) => {
            let pos = decode::char_offset(&text, at);
            failure(vm, message, pos)
        }
        Err(decode::Stop::Raise(err)) => Err(err),
    }
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
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_json", name) else {
            return Err(PyErr::runtime_error("the json functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_json");
    Ok(vm.new_module(name, globals))
}
