//! The reading natives: `parse_lines` parses records from a list of lines (the whole list when
//! it is the reader's source, or one line of a generic iterable with the open record carried
//! in a state tuple), `parse_text` from a StringIO's text split by its newline mode. Both parse
//! a batch of records in one call and report where they stopped, the line number after each
//! record, and a parse error as data (the Python reader raises it once the records before it
//! have been handed out, as CPython would).

use garter::builtins::registry::Args;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::errors::LazyArg;
use garter::vm::{PyErr, PyResult, Vm};

use super::dialect::Params;
use super::memo::Memo;
use super::parse::{Fields, Parser, Problem, State};
use super::{int_arg, FIELD_BYTES};
use crate::native::io::{char_count, line_end, LineMode};
use crate::native::positional;

/// A batch stops after the record that brings it past this many bytes of input.
const BATCH_BYTES: usize = 1 << 20;

/// The fields of the record being parsed, as values.
struct Row<'v, 'm> {
    vm: &'v mut Vm,
    fields: Vec<Value>,
    /// One empty str shared by the batch's empty fields (as CPython shares its empty string).
    empty: Value,
    memo: Option<&'m mut Memo>,
}

/// Why a field failed: the ValueError of a float conversion, or a limit or other error to
/// raise at once.
enum Failure {
    Value(String),
    Fatal(PyErr),
}

impl Fields for Row<'_, '_> {
    type Error = Failure;

    fn save(&mut self, text: &str, numeric: bool) -> Result<(), Failure> {
        self.vm.reserve(text.len() + FIELD_BYTES).map_err(Failure::Fatal)?;
        let value = if numeric {
            to_float(self.vm, text)?
        } else if text.is_empty() {
            if self.empty == Value::None {
                self.empty = self.vm.new_str("");
            }
            self.empty
        } else if let Some(memo) = self.memo.as_deref_mut() {
            memo.value(self.vm, self.fields.len(), text)
        } else {
            self.vm.new_str(text)
        };
        self.fields.push(value);
        Ok(())
    }
}

/// `float(text)`, parsed here when the text is plainly a decimal number, otherwise by the
/// builtin (for its whitespace, digits and message).
fn to_float(vm: &mut Vm, text: &str) -> Result<Value, Failure> {
    let plain = !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
    if plain {
        if let Some(f) = garter::types::float::parse_float(text) {
            return Ok(Value::float(f));
        }
    }
    let string = vm.new_str(text);
    match vm.call_value(Value::Type(TypeId::Float), &[string]) {
        Ok(value) => Ok(value),
        Err(PyErr::Lazy(lazy)) if lazy.0 == TypeId::ValueError => match lazy.1 {
            LazyArg::Message(message) => Err(Failure::Value(message)),
            other => Err(Failure::Fatal(PyErr::Lazy(Box::new((TypeId::ValueError, other))))),
        },
        Err(PyErr::Exception(id)) if vm.type_of(Value::Ref(id)) == TypeId::ValueError => {
            let message = vm.exception_default_str(Value::Ref(id)).map_err(Failure::Fatal)?;
            Err(Failure::Value(message))
        }
        Err(other) => Err(Failure::Fatal(other)),
    }
}

/// The records of one batch and where the input stands after each.
struct Batch {
    rows: Vec<Value>,
    /// Line number after each record.
    nums: Vec<Value>,
    line_num: i64,
    /// A record's failure: `(is a ValueError, message, line number)`.
    error: Value,
    /// The empty str the batch's empty fields share, once made.
    empty: Value,
    memo: Option<Memo>,
}

impl Batch {
    fn new(line_num: i64, memo: Option<Memo>) -> Batch {
        Batch {
            rows: Vec::new(),
            nums: Vec::new(),
            line_num,
            error: Value::None,
            empty: Value::None,
            memo,
        }
    }

    fn push(&mut self, vm: &mut Vm, fields: Vec<Value>) {
        self.rows.push(vm.new_list(fields));
        self.nums.push(Value::Int(self.line_num));
    }

    /// Records a failure as the batch's last word, or returns the error to raise at once.
    fn fail(&mut self, vm: &mut Vm, problem: Problem<Failure>) -> PyResult<()> {
        let (is_value, message) = match problem {
            Problem::Csv(message) => (false, message),
            Problem::Sink(Failure::Value(message)) => (true, message),
            Problem::Sink(Failure::Fatal(error)) => return Err(error),
        };
        let message = vm.new_str(message);
        self.error = vm.new_tuple(vec![Value::bool(is_value), message, Value::Int(self.line_num)]);
        Ok(())
    }
}

/// The parser and the settings every batch call shares (arguments: dialect, field limit).
fn setup(vm: &Vm, params: Value, limit: Value) -> PyResult<(Params, i64)> {
    Ok((Params::from_value(vm, params)?, int_arg(vm, limit)?))
}

/// Feeds one line: the completed record goes into the batch, a failure ends the batch.
/// Returns false when the batch must stop (a failure was recorded).
fn feed(vm: &mut Vm, parser: &mut Parser, fields: &mut Vec<Value>, line: &str, batch: &mut Batch) -> PyResult<bool> {
    vm.charge(line.len() as u64 / 4 + 1)?;
    batch.line_num += 1;
    let mut row = Row {
        vm,
        fields: std::mem::take(fields),
        empty: batch.empty,
        memo: batch.memo.as_mut(),
    };
    let result = parser.line(line, &mut row);
    let Row {
        vm,
        fields: done,
        empty,
        ..
    } = row;
    batch.empty = empty;
    match result {
        Ok(true) => {
            vm.reserve_items(done.len() + 1, 16)?;
            *fields = Vec::with_capacity(done.len());
            batch.push(vm, done);
            Ok(true)
        }
        Ok(false) => {
            *fields = done;
            Ok(true)
        }
        Err(problem) => {
            parser.reset();
            batch.fail(vm, problem)?;
            Ok(false)
        }
    }
}

/// The end of the input inside a record: the last record, or a failure.
fn finish(vm: &mut Vm, parser: &mut Parser, fields: Vec<Value>, batch: &mut Batch) -> PyResult<()> {
    let mut row = Row {
        vm,
        fields,
        empty: batch.empty,
        memo: batch.memo.as_mut(),
    };
    let result = parser.finish(&mut row);
    let Row { vm, fields, .. } = row;
    match result {
        Ok(true) => batch.push(vm, fields),
        Ok(false) => {}
        Err(problem) => batch.fail(vm, problem)?,
    }
    parser.reset();
    Ok(())
}

/// Copies a line of the source into `out`; anything but a str is the csv.Error CPython raises.
fn line_text(vm: &Vm, line: Value, out: &mut String) -> Result<(), String> {
    match vm.str_of(line) {
        Some(text) => {
            out.clear();
            out.push_str(text);
            Ok(())
        }
        None => Err(format!(
            "iterator should return strings, not {} (the file should be opened in text mode)",
            vm.type_name(line)
        )),
    }
}

/// `parse_lines(dialect, lines, start, line_num, field_limit, max_rows, state, final, memo)`:
/// parses records from `lines[start:]` (a list or tuple of str). With `final` the end of
/// `lines` is the end of the input; otherwise an unfinished record is returned as a state
/// tuple `(state, fields, field, numeric)` to pass back with the next line. Returns `(rows,
/// line numbers, next index, line_num, error, state, exhausted)`. `memo` is the reader's
/// memo of short field values (a list, filled here), or None.
pub fn parse_lines(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "parse_lines", 9, 9)?;
    let (params, limit) = setup(vm, args.positional[0], args.positional[4])?;
    let source = args.positional[1];
    let mut index = usize::try_from(int_arg(vm, args.positional[2])?.max(0)).unwrap_or(usize::MAX);
    let memo = Memo::load(vm, args.positional[8]);
    let mut batch = Batch::new(int_arg(vm, args.positional[3])?, memo);
    let max_rows = usize::try_from(int_arg(vm, args.positional[5])?.max(1)).unwrap_or(usize::MAX);
    let is_final = args.positional[7] == Value::bool(true);
    let mut parser = Parser::new(&params, limit);
    let mut fields = resume(vm, &mut parser, args.positional[6])?;
    let mut consumed = 0usize;
    let mut exhausted = false;
    let mut text = String::new();
    loop {
        let Some(&line) = vm.seq_items(source).and_then(|items| items.get(index)) else {
            if parser.state != State::StartRecord && is_final {
                finish(vm, &mut parser, std::mem::take(&mut fields), &mut batch)?;
                exhausted = true;
            }
            break;
        };
        if let Err(message) = line_text(vm, line, &mut text) {
            parser.reset();
            batch.fail(vm, Problem::Csv(message))?;
            index += 1;
            break;
        }
        index += 1;
        consumed += text.len();
        if !feed(vm, &mut parser, &mut fields, &text, &mut batch)? {
            break;
        }
        if parser.state == State::StartRecord && (batch.rows.len() >= max_rows || consumed >= BATCH_BYTES) {
            break;
        }
    }
    let state = paused(vm, &parser, fields);
    let Batch {
        rows,
        nums,
        line_num,
        error,
        ..
    } = batch;
    let rows = vm.new_list(rows);
    let nums = vm.new_list(nums);
    Ok(vm.new_tuple(vec![
        rows,
        nums,
        Value::Int(index as i64),
        Value::Int(line_num),
        error,
        state,
        Value::bool(exhausted),
    ]))
}

/// Restores an unfinished record from its state tuple (None: start a record).
fn resume(vm: &Vm, parser: &mut Parser, state: Value) -> PyResult<Vec<Value>> {
    if state == Value::None {
        return Ok(Vec::new());
    }
    let bad = || PyErr::type_error("invalid csv parser state");
    let items = vm.seq_items(state).ok_or_else(bad)?;
    let &[code, fields, field, numeric] = items else {
        return Err(bad());
    };
    let code = State::from_code(int_arg(vm, code)?).ok_or_else(bad)?;
    let field = vm.str_of(field).ok_or_else(bad)?.to_string();
    let fields = vm.seq_items(fields).ok_or_else(bad)?.to_vec();
    parser.resume(code, &field, numeric == Value::bool(true));
    Ok(fields)
}

/// The state tuple of an unfinished record, or None at the start of one.
fn paused(vm: &mut Vm, parser: &Parser, fields: Vec<Value>) -> Value {
    if parser.state == State::StartRecord {
        return Value::None;
    }
    let fields = vm.new_list(fields);
    let field = vm.new_str(parser.field.as_str());
    vm.new_tuple(vec![
        Value::Int(parser.state.code()),
        fields,
        field,
        Value::bool(parser.numeric),
    ])
}

/// `parse_text(dialect, text, char, byte, mode, line_num, field_limit, max_rows, memo)`: parses
/// records from `text` at character `char` (byte `byte`), its lines split by line mode `mode`
/// as the StringIO holding it splits them; the end of the text is the end of the input.
/// Returns `(rows, line numbers, ends, char, byte, line_num, error)`, `ends` holding the
/// character position and byte offset after each record, one after the other.
pub fn parse_text(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "parse_text", 9, 9)?;
    let (params, limit) = setup(vm, args.positional[0], args.positional[6])?;
    let mut char = int_arg(vm, args.positional[2])?;
    let mut byte = usize::try_from(int_arg(vm, args.positional[3])?.max(0)).unwrap_or(usize::MAX);
    let mode = LineMode::from_code(int_arg(vm, args.positional[4])?)?;
    let memo = Memo::load(vm, args.positional[8]);
    let mut batch = Batch::new(int_arg(vm, args.positional[5])?, memo);
    let max_rows = usize::try_from(int_arg(vm, args.positional[7])?.max(1)).unwrap_or(usize::MAX);
    let source = args.positional[1];
    let mut parser = Parser::new(&params, limit);
    let mut fields = Vec::new();
    let mut ends = Vec::new();
    let mut line = String::new();
    let mut consumed = 0usize;
    loop {
        // The line is copied out, so the text is borrowed from the heap only while it is found.
        let Some(text) = vm.pystr(source) else {
            return Err(PyErr::type_error("the text must be a str"));
        };
        let text = text.as_str();
        if byte > text.len() || !text.is_char_boundary(byte) {
            return Err(PyErr::value_error("the byte offset is not in the text"));
        }
        if byte == text.len() {
            if parser.state != State::StartRecord {
                finish(vm, &mut parser, std::mem::take(&mut fields), &mut batch)?;
                if batch.rows.len() > ends.len() / 2 {
                    ends.push(Value::Int(char));
                    ends.push(Value::Int(byte as i64));
                }
            }
            break;
        }
        let end = line_end(text, byte, mode);
        line.clear();
        line.push_str(&text[byte..end]);
        char += char_count(&line) as i64;
        byte = end;
        consumed += line.len();
        if !feed(vm, &mut parser, &mut fields, &line, &mut batch)? {
            break;
        }
        if parser.state == State::StartRecord {
            ends.push(Value::Int(char));
            ends.push(Value::Int(byte as i64));
            if batch.rows.len() >= max_rows || consumed >= BATCH_BYTES {
                break;
            }
        }
    }
    let Batch {
        rows,
        nums,
        line_num,
        error,
        ..
    } = batch;
    let rows = vm.new_list(rows);
    let nums = vm.new_list(nums);
    let ends = vm.new_list(ends);
    Ok(vm.new_tuple(vec![
        rows,
        nums,
        ends,
        Value::Int(char),
        Value::Int(byte as i64),
        Value::Int(line_num),
        error,
    ]))
}
