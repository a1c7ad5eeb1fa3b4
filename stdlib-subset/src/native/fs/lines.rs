//! The fast path of reading a text file line by line: `next_line(state, iterating)` reads the
//! next line from the decoded text a TextIOWrapper keeps in its state list (see `_textfile.py`
//! for the layout) and moves its position, in one native call. When anything needs the slow
//! path (no decoded text yet, the file changed, the end reached, a csv.reader holding the
//! stream, the file closed) it returns None and the Python method takes over.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::io::{char_count, line_end, LineMode};
use crate::native::positional;

/// Indices into the state list.
const BUF: usize = 0;
const POS: usize = 1;
const BYTE: usize = 2;
const LEN: usize = 3;
const VER: usize = 4;
const ID: usize = 5;
const MODE: usize = 6;
const LENT: usize = 7;
const ITER: usize = 8;
const CLOSED: usize = 9;
const FIELDS: usize = 10;

/// Bytes of a line copied per step of work.
const BYTES_PER_STEP: u64 = 64;

/// `next_line(state, iterating)`: the next line, or None for the slow path.
pub(super) fn next_line(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "next_line", 2, 2)?;
    let Some(list) = args.positional[0].heap_id() else {
        return Err(PyErr::type_error("the state must be a list"));
    };
    let state: [Value; FIELDS] = match vm.heap.get(list) {
        Object::List(items) if items.len() == FIELDS => std::array::from_fn(|i| items[i]),
        _ => return Err(PyErr::type_error("the state must be a list of 10 items")),
    };
    if state[LENT] != Value::None || state[CLOSED] != Value::bool(false) {
        return Ok(Value::None);
    }
    let (Value::Int(pos), Value::Int(byte), Value::Int(len), Value::Int(ver), Value::Int(id), Value::Int(mode)) =
        (state[POS], state[BYTE], state[LEN], state[VER], state[ID], state[MODE])
    else {
        return Ok(Value::None);
    };
    if pos >= len {
        return Ok(Value::None);
    }
    let current = vm.filesystem.as_ref().and_then(|fs| fs.version(id as u64).ok());
    if current != Some(ver as u64) {
        return Ok(Value::None);
    }
    let mode = LineMode::from_code(mode)?;
    let Some(text) = vm.str_of(state[BUF]) else {
        return Ok(Value::None);
    };
    let start = usize::try_from(byte).unwrap_or(usize::MAX);
    if start > text.len() || !text.is_char_boundary(start) {
        return Ok(Value::None);
    }
    let end = line_end(text, start, mode);
    let line = text[start..end].to_string();
    let chars = char_count(&line) as i64;
    vm.reserve(line.len())?;
    vm.charge(line.len() as u64 / BYTES_PER_STEP)?;
    let value = vm.new_str(line);
    if let Object::List(items) = vm.heap.get_mut(list) {
        if items.len() == FIELDS {
            items[POS] = Value::Int(pos + chars);
            items[BYTE] = Value::Int(end as i64);
            if args.positional[1] == Value::bool(true) {
                items[ITER] = Value::bool(true);
            }
        }
    }
    Ok(value)
}
