//! The dialect parameters the natives read: the Python `csv` module validates a dialect (with
//! CPython's messages) and hands the natives a tuple `(delimiter, quotechar, escapechar,
//! doublequote, skipinitialspace, quoting, strict, lineterminator)`, quotechar and escapechar
//! None when unset.

use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

/// `csv.QUOTE_*`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Quoting {
    Minimal,
    All,
    NonNumeric,
    None,
}

/// A validated dialect.
#[derive(Clone, Debug)]
pub struct Params {
    pub delimiter: char,
    pub quotechar: Option<char>,
    pub escapechar: Option<char>,
    pub doublequote: bool,
    pub skipinitialspace: bool,
    pub quoting: Quoting,
    pub strict: bool,
    pub lineterminator: String,
}

impl Default for Params {
    /// The `excel` dialect.
    fn default() -> Params {
        Params {
            delimiter: ',',
            quotechar: Some('"'),
            escapechar: None,
            doublequote: true,
            skipinitialspace: false,
            quoting: Quoting::Minimal,
            strict: false,
            lineterminator: "\r\n".into(),
        }
    }
}

fn bad() -> PyErr {
    PyErr::type_error("invalid csv dialect parameters")
}

fn one_char(vm: &Vm, v: Value) -> PyResult<Option<char>> {
    if v == Value::None {
        return Ok(None);
    }
    let text = vm.str_of(v).ok_or_else(bad)?;
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(Some(c)),
        _ => Err(bad()),
    }
}

fn flag(v: Value) -> PyResult<bool> {
    match v {
        Value::Bool(b) => Ok(b.get()),
        _ => Err(bad()),
    }
}

impl Params {
    /// Reads the parameter tuple the Python module builds.
    pub fn from_value(vm: &Vm, v: Value) -> PyResult<Params> {
        let items = vm.seq_items(v).ok_or_else(bad)?;
        let &[delimiter, quotechar, escapechar, doublequote, skipinitialspace, quoting, strict, lineterminator] = items
        else {
            return Err(bad());
        };
        let quoting = match quoting {
            Value::Int(0) => Quoting::Minimal,
            Value::Int(1) => Quoting::All,
            Value::Int(2) => Quoting::NonNumeric,
            Value::Int(3) => Quoting::None,
            _ => return Err(bad()),
        };
        Ok(Params {
            delimiter: one_char(vm, delimiter)?.ok_or_else(bad)?,
            quotechar: one_char(vm, quotechar)?,
            escapechar: one_char(vm, escapechar)?,
            doublequote: flag(doublequote)?,
            skipinitialspace: flag(skipinitialspace)?,
            quoting,
            strict: flag(strict)?,
            lineterminator: vm.str_of(lineterminator).ok_or_else(bad)?.to_string(),
        })
    }

    /// Whether `c` is the quote character and quoting is on.
    pub fn is_quote(&self, c: char) -> bool {
        self.quotechar == Some(c) && self.quoting != Quoting::None
    }
}
