//! `_garter_io`: the reading side of `io.StringIO` over its buffer string. Positions are kept by
//! the Python object both in characters (what `tell()` reports) and in bytes of the UTF-8 text
//! (so reading on from a position never rescans the text before it); each function takes the
//! character position, the byte offset or -1 when the caller does not know it, and returns the
//! byte offset after what it read. Line ends follow a StringIO's newline mode (`line_end`, shared
//! with the csv reader).

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("offset", offset),
    ("read", read),
    ("readline", readline),
    ("readlines", readlines),
];

/// How a text stream splits lines when reading.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineMode {
    /// A line ends after `\n` (newline `'\n'`, or None once `\r` and `\r\n` became `\n`).
    Lf,
    /// A line ends after `\r\n`, a `\r` or a `\n` (newline `''`).
    Universal,
    /// A line ends after `\r` (newline `'\r'`).
    Cr,
    /// A line ends after `\r\n` (newline `'\r\n'`).
    CrLf,
}

impl LineMode {
    /// The mode from its code in the Python module (0 to 3, in the order of the variants).
    pub fn from_code(code: i64) -> PyResult<LineMode> {
        match code {
            0 => Ok(LineMode::Lf),
            1 => Ok(LineMode::Universal),
            2 => Ok(LineMode::Cr),
            3 => Ok(LineMode::CrLf),
            _ => Err(PyErr::value_error("invalid line mode")),
        }
    }
}

/// The byte index just past the line starting at byte `from` of `text` (its end when the last
/// line has no terminator).
pub fn line_end(text: &str, from: usize, mode: LineMode) -> usize {
    let bytes = text.as_bytes();
    let rest = &bytes[from..];
    let found = match mode {
        LineMode::Lf => rest.iter().position(|&b| b == b'\n').map(|i| i + 1),
        LineMode::Cr => rest.iter().position(|&b| b == b'\r').map(|i| i + 1),
        LineMode::CrLf => rest.windows(2).position(|w| w == b"\r\n").map(|i| i + 2),
        LineMode::Universal => rest.iter().position(|&b| b == b'\n' || b == b'\r').map(|i| {
            if rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n') {
                i + 2
            } else {
                i + 1
            }
        }),
    };
    found.map_or(bytes.len(), |end| from + end)
}

/// The number of characters in `text`.
pub fn char_count(text: &str) -> usize {
    if text.is_ascii() {
        text.len()
    } else {
        text.chars().count()
    }
}

/// The byte index `count` characters after byte `from` of `text` (clamped to its end).
fn advance(text: &str, from: usize, count: usize) -> usize {
    let rest = &text[from..];
    if rest.is_ascii() {
        return from + count.min(rest.len());
    }
    rest.char_indices().nth(count).map_or(text.len(), |(i, _)| from + i)
}

fn int(vm: &Vm, v: Value) -> PyResult<i64> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b.get())),
        _ => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// Runs `f` over the buffer (argument 0) and the byte offset of character position `char`
/// (argument 1), taken from argument 2 when it is not -1; `f` returns owned pieces, so nothing
/// borrows the heap when they become values.
fn with_text<R>(vm: &Vm, args: &Args, f: impl FnOnce(&str, usize) -> R) -> PyResult<R> {
    let char = usize::try_from(int(vm, args.positional[1])?.max(0)).unwrap_or(usize::MAX);
    let known = int(vm, args.positional[2])?;
    let Some(text) = vm.pystr(args.positional[0]) else {
        return Err(PyErr::type_error("the buffer must be a str"));
    };
    let byte = match usize::try_from(known) {
        Ok(byte) if byte <= text.as_str().len() && text.as_str().is_char_boundary(byte) => byte,
        _ => text.byte_offset(char.min(text.char_len())),
    };
    Ok(f(text.as_str(), byte))
}

/// `offset(text, char)`: the byte offset of character position `char`.
fn offset(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "offset", 2, 2)?;
    let char = usize::try_from(int(vm, args.positional[1])?.max(0)).unwrap_or(usize::MAX);
    let Some(text) = vm.pystr(args.positional[0]) else {
        return Err(PyErr::type_error("the buffer must be a str"));
    };
    let byte = text.byte_offset(char.min(text.char_len()));
    vm.charge(byte as u64 / 256)?;
    Ok(Value::Int(byte as i64))
}

/// A str value of `piece` (whose size was checked), and the work of copying it charged.
fn piece_value(vm: &mut Vm, piece: String) -> PyResult<Value> {
    vm.charge(piece.len() as u64 / 64)?;
    Ok(vm.new_str(piece))
}

/// `read(text, char, byte, size)`: `(piece, byte after it)`, the rest of the text when `size`
/// is negative.
fn read(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "read", 4, 4)?;
    let size = int(vm, args.positional[3])?;
    let (end, piece) = with_text(vm, args, |text, start| {
        let end = match usize::try_from(size) {
            Ok(size) => advance(text, start, size),
            Err(_) => text.len(),
        };
        (end, text[start..end].to_string())
    })?;
    vm.reserve(piece.len())?;
    let value = piece_value(vm, piece)?;
    Ok(vm.new_tuple(vec![value, Value::Int(end as i64)]))
}

/// `readline(text, char, byte, size, mode)`: `(line, byte after it)`, at most `size` characters
/// when `size` is not negative.
fn readline(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "readline", 5, 5)?;
    let size = int(vm, args.positional[3])?;
    let mode = LineMode::from_code(int(vm, args.positional[4])?)?;
    let (end, line) = with_text(vm, args, |text, start| {
        let mut end = line_end(text, start, mode);
        if let Ok(size) = usize::try_from(size) {
            end = end.min(advance(text, start, size));
        }
        (end, text[start..end].to_string())
    })?;
    vm.reserve(line.len())?;
    let value = piece_value(vm, line)?;
    Ok(vm.new_tuple(vec![value, Value::Int(end as i64)]))
}

/// `readlines(text, char, byte, hint, mode)`: `(lines, characters read, byte after them)`; with
/// a positive `hint`, lines stop once they hold that many characters.
fn readlines(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "readlines", 5, 5)?;
    let hint = int(vm, args.positional[3])?;
    let mode = LineMode::from_code(int(vm, args.positional[4])?)?;
    let limit = usize::try_from(hint).ok().filter(|&h| h > 0);
    let mut budget = vm.piece_budget();
    let (end, chars, pieces) = with_text(vm, args, |text, mut start| {
        let mut chars = 0usize;
        let mut pieces = Vec::new();
        while start < text.len() {
            let end = line_end(text, start, mode);
            let piece = &text[start..end];
            budget.take(piece.len())?;
            chars += char_count(piece);
            pieces.push(piece.to_string());
            start = end;
            if limit.is_some_and(|limit| chars >= limit) {
                break;
            }
        }
        Ok((start, chars, pieces))
    })??;
    vm.charge(budget.steps())?;
    let mut lines = Vec::with_capacity(pieces.len());
    for piece in pieces {
        lines.push(piece_value(vm, piece)?);
    }
    let lines = vm.new_list(lines);
    Ok(vm.new_tuple(vec![lines, Value::Int(chars as i64), Value::Int(end as i64)]))
}

/// Builds `_garter_io` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_io", FUNCTIONS)
}

#[cfg(test)]
mod tests {
    use super::{advance, line_end, LineMode};

    #[test]
    fn lines_end_where_each_newline_mode_says() {
        let text = "a\r\nb\rc\nd";
        let ends = |mode| {
            let mut out = Vec::new();
            let mut at = 0;
            while at < text.len() {
                at = line_end(text, at, mode);
                out.push(at);
            }
            out
        };
        assert_eq!(ends(LineMode::Lf), vec![3, 7, 8]);
        assert_eq!(ends(LineMode::Universal), vec![3, 5, 7, 8]);
        assert_eq!(ends(LineMode::Cr), vec![2, 5, 8]);
        assert_eq!(ends(LineMode::CrLf), vec![3, 8]);
    }

    #[test]
    fn advancing_counts_characters_not_bytes() {
        let text = "é€x";
        assert_eq!(advance(text, 0, 2), 5);
        assert_eq!(advance(text, 2, 5), text.len());
        assert_eq!(advance("abc", 1, 1), 2);
    }
}
