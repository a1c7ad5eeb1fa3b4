//! The writing natives: `format_rows` formats many rows of plain values (str, None, int, float,
//! bool) in one call, stopping at the first row that needs Python (another kind of value, whose
//! `str()` may be user code) or that cannot be written; `join_fields` formats one record of
//! fields Python already turned into text. Quoting and escaping follow CPython 3.11's writer.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::types::float::repr_f64;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::dialect::{Params, Quoting};
use super::int_arg;
use crate::native::positional;

/// A call stops after the row that brings its output past this many bytes.
const CHUNK_BYTES: usize = 1 << 20;

/// A field's text, borrowed or made from a number.
enum Text<'a> {
    Borrowed(&'a str),
    Owned(String),
}

impl Text<'_> {
    fn as_str(&self) -> &str {
        match self {
            Text::Borrowed(s) => s,
            Text::Owned(s) => s,
        }
    }
}

/// Appends a field to the record in `out` (a delimiter first unless it is the first field),
/// quoted when `quoted` or when its characters call for it.
pub fn append_field(
    out: &mut String,
    params: &Params,
    text: &str,
    mut quoted: bool,
    first: bool,
) -> Result<(), String> {
    if !first {
        out.push(params.delimiter);
    }
    let special = |c: char| {
        c == params.delimiter
            || Some(c) == params.escapechar
            || Some(c) == params.quotechar
            || params.lineterminator.contains(c)
    };
    if !text.chars().any(special) {
        if quoted {
            push_quote(out, params);
        }
        out.push_str(text);
        if quoted {
            push_quote(out, params);
        }
        return Ok(());
    }
    let mut body = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if special(c) {
            let mut escape = params.quoting == Quoting::None;
            if !escape {
                if Some(c) == params.quotechar {
                    if params.doublequote {
                        body.push(c);
                    } else {
                        escape = true;
                    }
                } else if Some(c) == params.escapechar {
                    escape = true;
                }
                if !escape {
                    quoted = true;
                }
            }
            if escape {
                let Some(escapechar) = params.escapechar else {
                    return Err("need to escape, but no escapechar set".into());
                };
                body.push(escapechar);
            }
        }
        body.push(c);
    }
    if quoted {
        push_quote(out, params);
    }
    out.push_str(&body);
    if quoted {
        push_quote(out, params);
    }
    Ok(())
}

fn push_quote(out: &mut String, params: &Params) {
    if let Some(quote) = params.quotechar {
        out.push(quote);
    }
}

/// Ends the record that started at byte `start` of `out` and holds `fields` fields: a lone
/// empty field is written quoted (or refused without quoting), then the line terminator.
pub fn end_record(out: &mut String, params: &Params, start: usize, fields: usize) -> Result<(), String> {
    if fields > 0 && out.len() == start {
        if params.quoting == Quoting::None {
            return Err("single empty field record must be quoted".into());
        }
        push_quote(out, params);
        push_quote(out, params);
    }
    out.push_str(&params.lineterminator);
    Ok(())
}

/// Whether a field is written quoted: always with QUOTE_ALL, when it is not a number with
/// QUOTE_NONNUMERIC, only for its characters otherwise.
fn quoted_by_style(params: &Params, numeric: bool) -> bool {
    match params.quoting {
        Quoting::All => true,
        Quoting::NonNumeric => !numeric,
        Quoting::Minimal | Quoting::None => false,
    }
}

/// A plain value's text and whether it is a number; None for a value Python must convert.
fn plain_text(vm: &Vm, value: Value) -> Option<(Text<'_>, bool)> {
    match value {
        Value::None => Some((Text::Borrowed(""), false)),
        Value::Int(i) => Some((Text::Owned(i.to_string()), true)),
        Value::Bool(b) => Some((Text::Borrowed(if b.get() { "True" } else { "False" }), true)),
        Value::Float(f) => Some((Text::Owned(repr_f64(f.get())), true)),
        _ => match vm.object(value) {
            Some(Object::Str(s)) => Some((Text::Borrowed(s.as_str()), false)),
            _ => None,
        },
    }
}

/// What stopped formatting: a row Python must convert, or a csv.Error message.
enum Stop {
    NeedsPython,
    Error(String),
}

/// Formats one row of plain values onto `out`.
fn format_row(vm: &Vm, out: &mut String, params: &Params, row: Value) -> Result<(), Stop> {
    let items = match vm.object(row) {
        Some(Object::List(items) | Object::Tuple(items)) => items,
        _ => return Err(Stop::NeedsPython),
    };
    let start = out.len();
    for (i, &item) in items.iter().enumerate() {
        let (text, numeric) = plain_text(vm, item).ok_or(Stop::NeedsPython)?;
        append_field(out, params, text.as_str(), quoted_by_style(params, numeric), i == 0).map_err(Stop::Error)?;
    }
    end_record(out, params, start, items.len()).map_err(Stop::Error)
}

/// `format_rows(dialect, rows, start)`: `(text, next index, problem)`, the text holding the
/// records of `rows[start:next]`; `problem` is None when the rows ran out or the text grew
/// large enough for one write, True when `rows[next]` needs Python, or the csv.Error message
/// of `rows[next]`.
pub fn format_rows(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "format_rows", 3, 3)?;
    let params = Params::from_value(vm, args.positional[0])?;
    let rows = args.positional[1];
    let mut index = usize::try_from(int_arg(vm, args.positional[2])?.max(0)).unwrap_or(usize::MAX);
    let mut out = String::new();
    let mut problem = Value::None;
    while let Some(&row) = vm.seq_items(rows).and_then(|items| items.get(index)) {
        let mark = out.len();
        match format_row(vm, &mut out, &params, row) {
            Ok(()) => index += 1,
            Err(stop) => {
                out.truncate(mark);
                problem = match stop {
                    Stop::NeedsPython => Value::bool(true),
                    Stop::Error(message) => vm.new_str(message),
                };
                break;
            }
        }
        if out.len() >= CHUNK_BYTES {
            break;
        }
    }
    vm.check_alloc_chars(out.len())?;
    vm.charge(out.len() as u64 / 4)?;
    let text = vm.new_str(out);
    Ok(vm.new_tuple(vec![text, Value::Int(index as i64), problem]))
}

/// `join_fields(dialect, texts, numeric)`: `(line, None)` for one record of fields already
/// turned into text (`numeric[i]` telling whether field `i` was a number), or `(None,
/// message)` when it cannot be written.
pub fn join_fields(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "join_fields", 3, 3)?;
    let params = Params::from_value(vm, args.positional[0])?;
    let bad = || PyErr::type_error("join_fields() takes a list of str and a list of bool");
    let texts = vm.seq_items(args.positional[1]).ok_or_else(bad)?;
    let numeric = vm.seq_items(args.positional[2]).ok_or_else(bad)?;
    if texts.len() != numeric.len() {
        return Err(bad());
    }
    let mut out = String::new();
    let mut result = Ok(());
    for (i, (&text, &number)) in texts.iter().zip(numeric).enumerate() {
        let text = vm.str_of(text).ok_or_else(bad)?;
        let quoted = quoted_by_style(&params, number == Value::bool(true));
        result = append_field(&mut out, &params, text, quoted, i == 0);
        if result.is_err() {
            break;
        }
    }
    let count = texts.len();
    let result = result.and_then(|()| end_record(&mut out, &params, 0, count));
    vm.check_alloc_chars(out.len())?;
    vm.charge(out.len() as u64 / 4)?;
    Ok(match result {
        Ok(()) => {
            let line = vm.new_str(out);
            vm.new_tuple(vec![line, Value::None])
        }
        Err(message) => {
            let message = vm.new_str(message);
            vm.new_tuple(vec![Value::None, message])
        }
    })
}
