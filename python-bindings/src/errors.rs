//! The exceptions the package raises (defined in `garter/_errors.py`) made from how a run ended:
//! `SyntaxError` with line and column, `PythonError` with the sandbox exception's type, message
//! and CPython-format traceback, `LimitExceeded` naming the limit, `ConversionError`, and
//! `GarterError` for the rest. Also the other way: a host exception as the sandbox should raise it.

use garter::{FsError, HostError, RunError};
use garter_host_tools::{check, CheckContext};
use pyo3::exceptions::{PyFileNotFoundError, PyIsADirectoryError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

fn error_class<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("garter._errors")?.getattr(name)
}

/// An instance of `garter.<class_name>(message, **fields)` as a `PyErr`.
fn make(py: Python<'_>, class_name: &str, message: &str, fields: &[(&str, Bound<'_, PyAny>)]) -> PyErr {
    let made = (|| {
        let kwargs = PyDict::new(py);
        for (key, value) in fields {
            kwargs.set_item(key, value)?;
        }
        error_class(py, class_name)?.call((message,), Some(&kwargs))
    })();
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(error) => error,
    }
}

pub fn garter_error(py: Python<'_>, message: &str) -> PyErr {
    make(py, "GarterError", message, &[])
}

pub fn conversion_error(py: Python<'_>, message: &str) -> PyErr {
    make(py, "ConversionError", message, &[])
}

/// The exception for a run that ended with `error` after printing `output.0` and writing
/// `output.1` to its stderr.
pub fn run_error(py: Python<'_>, error: &RunError, output: (&str, &str), source: &str, filename: &str) -> PyErr {
    let text = |s: &str| s.into_pyobject(py).map(|s| s.into_any()).expect("a str converts");
    let int = |n: i64| n.into_pyobject(py).map(|n| n.into_any()).expect("an int converts");
    let stdout_field = ("stdout", text(output.0));
    let stderr_field = ("stderr", text(output.1));
    match error {
        RunError::Syntax { report, last_line } => {
            let message = last_line.strip_prefix("SyntaxError: ").unwrap_or(last_line);
            let (line, column) = syntax_position(source, filename);
            let line_text = source.lines().nth(line.saturating_sub(1) as usize).unwrap_or("");
            make(
                py,
                "SyntaxError",
                message,
                &[
                    ("line", int(line.into())),
                    ("column", int(column.into())),
                    ("text", text(line_text)),
                    ("filename", text(filename)),
                    ("report", text(report)),
                    stdout_field,
                    stderr_field,
                ],
            )
        }
        RunError::Exception { traceback, last_line } => {
            let (type_name, message) = split_last_line(last_line);
            make(
                py,
                "PythonError",
                message,
                &[
                    ("type_name", text(type_name)),
                    ("traceback", text(traceback)),
                    stdout_field,
                    stderr_field,
                ],
            )
        }
        RunError::Exit { code, message } => {
            let shown = message.clone().unwrap_or_else(|| code.to_string());
            make(
                py,
                "PythonError",
                &shown,
                &[
                    ("type_name", text("SystemExit")),
                    ("traceback", text(&error.report())),
                    ("exit_code", int(*code)),
                    stdout_field,
                    stderr_field,
                ],
            )
        }
        RunError::Limit { last_line } => {
            let (_, message) = split_last_line(last_line);
            let limit = if message.starts_with("memory") {
                "memory"
            } else if message.starts_with("step") {
                "steps"
            } else {
                "time"
            };
            make(
                py,
                "LimitExceeded",
                last_line,
                &[("limit", text(limit)), stdout_field, stderr_field],
            )
        }
        RunError::Internal { .. } => make(py, "GarterError", &error.last_line(), &[stdout_field, stderr_field]),
    }
}

/// `("ValueError", "bad")` from `ValueError: bad` (a bare `KeyError` has no message).
fn split_last_line(line: &str) -> (&str, &str) {
    line.split_once(": ").unwrap_or((line, ""))
}

/// Line and column (1-based) of the syntax error in `source`, as the pre-flight check places it.
fn syntax_position(source: &str, filename: &str) -> (u32, u32) {
    check(source, filename, &CheckContext::default())
        .first()
        .map_or((1, 1), |diagnostic| (diagnostic.line, diagnostic.column))
}

/// The host-side exception for a filesystem request that failed.
pub fn fs_error(py: Python<'_>, error: FsError, path: &str) -> PyErr {
    match error {
        FsError::NotFound => PyFileNotFoundError::new_err(format!("no file '{path}' in the sandbox")),
        FsError::IsADirectory => PyIsADirectoryError::new_err(format!("'{path}' is a directory in the sandbox")),
        other => garter_error(py, &format!("'{path}': {other}")),
    }
}

/// What the sandbox raises for a host exception: the same type when it is a builtin one (its
/// name), otherwise a RuntimeError naming the host's class.
pub fn host_error(error: &Bound<'_, PyAny>) -> HostError {
    let class = error.get_type();
    let name = class
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "Exception".into());
    let module = class.module().map(|m| m.to_string()).unwrap_or_default();
    let exception = if module == "builtins" {
        name
    } else {
        format!("{module}.{name}")
    };
    // str(KeyError('k')) is "'k'": the sandbox's KeyError gets the key itself.
    let key = if exception == "KeyError" {
        error.getattr("args").and_then(|args| args.extract::<(String,)>()).ok()
    } else {
        None
    };
    let message = match key {
        Some((key,)) => key,
        None => error
            .str()
            .map(|s| s.to_string())
            .unwrap_or_else(|_| "<exception str() failed>".into()),
    };
    HostError { exception, message }
}
