//! What a report shows of a SyntaxError beyond its final line: the place it names
//! (`File "f.py", line 3`), the offending text and `^` under the range from `offset` to
//! `end_offset`, read from the exception's attributes as CPython's `traceback` module reads
//! them, so an error raised by `exec`/`compile` or built by a program is shown the same way.

use crate::heap::Object;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyResult, Vm};

/// A SyntaxError attribute: set on the exception, or derived from its arguments.
fn field(vm: &Vm, id: HeapId, name: &str) -> Value {
    let Object::Exception(e) = vm.heap.get(id) else {
        return Value::None;
    };
    if let Some(value) = vm.interner.lookup(name).and_then(|symbol| e.attr(symbol)) {
        return value;
    }
    vm.syntax_error_field(&e.args, name).unwrap_or(Value::None)
}

/// Whether `id` is a SyntaxError (or subclass) instance.
pub(super) fn is_syntax_error(vm: &Vm, id: HeapId) -> bool {
    matches!(vm.heap.get(id), Object::Exception(e) if e.class.is_subtype(TypeId::SyntaxError))
}

/// The message of a SyntaxError's final line: its `msg` (`<no detail available>` when empty).
pub(super) fn message(vm: &mut Vm, id: HeapId) -> PyResult<Option<String>> {
    if !is_syntax_error(vm, id) || field(vm, id, "lineno") == Value::None {
        return Ok(None);
    }
    let msg = field(vm, id, "msg");
    let text = match msg {
        Value::None => String::new(),
        other => vm.to_str(other)?,
    };
    Ok(Some(if text.is_empty() {
        "<no detail available>".to_string()
    } else {
        text
    }))
}

/// The `File` line, the source text and its `^` markers of a SyntaxError that names a line;
/// `None` for other exceptions.
pub(super) fn location(vm: &mut Vm, id: HeapId) -> PyResult<Option<String>> {
    if !is_syntax_error(vm, id) {
        return Ok(None);
    }
    let lineno = field(vm, id, "lineno");
    if lineno == Value::None {
        return Ok(None);
    }
    let filename = match field(vm, id, "filename") {
        Value::None => "<string>".to_string(),
        other => vm.to_str(other)?,
    };
    let lineno = vm.to_str(lineno)?;
    let mut out = format!("  File \"{filename}\", line {lineno}\n");
    let text = match field(vm, id, "text") {
        Value::None => return Ok(Some(out)),
        other => vm.to_str(other)?,
    };
    let rtext = text.trim_end_matches('\n');
    let ltext = rtext.trim_start_matches([' ', '\n', '\x0c']);
    let spaces = rtext.chars().count() - ltext.chars().count();
    out.push_str(&format!("    {ltext}\n"));
    let Value::Int(offset) = field(vm, id, "offset") else {
        return Ok(Some(out));
    };
    let mut end_offset = match field(vm, id, "end_offset") {
        Value::Int(0) | Value::None => offset,
        Value::Int(end) => end,
        _ => offset,
    };
    if end_offset == offset || end_offset == -1 {
        end_offset = offset + 1;
    }
    let spaces = spaces as i64;
    let (column, end_column) = (offset - 1 - spaces, end_offset - 1 - spaces);
    if column >= 0 {
        let column = usize::try_from(column).unwrap_or(usize::MAX);
        let indent: String = ltext
            .chars()
            .take(column)
            .map(|c| if c.is_whitespace() { c } else { ' ' })
            .collect();
        let width = usize::try_from(end_column.saturating_sub(column as i64)).unwrap_or(0);
        let width = width.min(rtext.len() + 2);
        out.push_str(&format!("    {indent}{}\n", "^".repeat(width)));
    }
    Ok(Some(out))
}
