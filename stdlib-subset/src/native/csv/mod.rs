//! `_garter_csv`: the native core of `csv`. Parsing (`parse.rs`, CPython 3.11's state machine)
//! runs over whole batches of lines per call (`read.rs`, short values remembered per column in
//! `memo.rs`); `make_dicts` turns a batch of rows
//! into DictReader's dicts, `dict_rows` DictWriter's dicts into rows (`rows.rs`); `format_rows`
//! and `join_fields` write records (`write.rs`). The Python module `csv` validates dialects,
//! keeps the readers' and writers' state and raises `csv.Error` from what these report.

mod dialect;
mod memo;
mod parse;
mod read;
mod rows;
#[cfg(test)]
mod tests;
mod write;

use garter::builtins::registry::NativeFn;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("parse_lines", read::parse_lines),
    ("parse_text", read::parse_text),
    ("make_dicts", rows::make_dicts),
    ("dict_rows", rows::dict_rows),
    ("format_rows", write::format_rows),
    ("join_fields", write::join_fields),
];

/// Bytes a field is counted as beyond its text (the str object and its slot in the row).
const FIELD_BYTES: usize = 64;

/// A small int argument (the Python module passes only ints it made).
fn int_arg(vm: &Vm, v: Value) -> PyResult<i64> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b.get())),
        _ => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// Builds `_garter_csv` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_csv", name) else {
            return Err(PyErr::runtime_error("the csv functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_csv");
    Ok(vm.new_module(name, globals))
}
