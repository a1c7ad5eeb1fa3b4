//! What a run gives back: `garter.Result` (value, printed output, stderr, usage) or, for a run driven
//! with `start`, `garter.Complete`; a failed run becomes the exception `errors.rs` makes. Also
//! the pre-flight `Diagnostic`s and the `FileInfo` of a sandbox's files.

use garter::RunOutcome;
use pyo3::prelude::*;

use crate::convert::to_python;
use crate::errors::{conversion_error, run_error};

/// The most characters of a value's repr an error message quotes.
const REPR_SHOWN: usize = 200;

/// A finished run: the value of its last expression statement (None without one), what it
/// printed, what it wrote to `sys.stderr`, and what it used.
#[pyclass(module = "garter._garter", name = "Result", frozen, get_all)]
pub struct RunResult {
    pub value: Py<PyAny>,
    pub stdout: String,
    pub stderr: String,
    /// `repr()` of the value as the sandbox wrote it (None without a last expression).
    pub repr: Option<String>,
    pub steps: u64,
    pub peak_memory: usize,
    pub tool_calls: u64,
}

#[pymethods]
impl RunResult {
    fn __repr__(&self) -> String {
        describe(
            "Result",
            self.repr.as_deref(),
            &self.stdout,
            self.steps,
            self.tool_calls,
        )
    }
}

/// A run started with `Sandbox.start` that has ended: the same fields as a `Result`.
#[pyclass(module = "garter._garter", name = "Complete", frozen, get_all)]
pub struct Complete {
    pub value: Py<PyAny>,
    pub stdout: String,
    pub stderr: String,
    pub repr: Option<String>,
    pub steps: u64,
    pub peak_memory: usize,
    pub tool_calls: u64,
}

#[pymethods]
impl Complete {
    fn __repr__(&self) -> String {
        describe(
            "Complete",
            self.repr.as_deref(),
            &self.stdout,
            self.steps,
            self.tool_calls,
        )
    }
}

fn describe(class: &str, repr: Option<&str>, stdout: &str, steps: u64, tool_calls: u64) -> String {
    format!(
        "{class}(value={}, stdout={stdout:?}, steps={steps}, tool_calls={tool_calls})",
        repr.unwrap_or("None")
    )
}

/// The result of a run that ended, or the exception it ended with.
pub fn run_result(py: Python<'_>, outcome: RunOutcome, source: &str, filename: &str) -> PyResult<RunResult> {
    if let Some(error) = &outcome.error {
        return Err(run_error(
            py,
            error,
            (&outcome.output, &outcome.stderr),
            source,
            filename,
        ));
    }
    let value = match (&outcome.value, &outcome.result) {
        (Some(value), _) => to_python(py, value)?.unbind(),
        (None, Some(repr)) => {
            let shown: String = repr.chars().take(REPR_SHOWN).collect();
            let ellipsis = if shown.len() < repr.len() { "..." } else { "" };
            return Err(conversion_error(
                py,
                &format!(
                    "the program's last value cannot cross to the host: {shown}{ellipsis} (only None, bool, int, \
                     float, str, bytes, list, tuple, dict and set can; return a plain value instead)"
                ),
            ));
        }
        (None, None) => py.None(),
    };
    Ok(RunResult {
        value,
        stdout: outcome.output,
        stderr: outcome.stderr,
        repr: outcome.result,
        steps: outcome.usage.steps,
        peak_memory: outcome.usage.peak_memory,
        tool_calls: outcome.usage.host_calls,
    })
}

impl From<RunResult> for Complete {
    fn from(result: RunResult) -> Complete {
        Complete {
            value: result.value,
            stdout: result.stdout,
            stderr: result.stderr,
            repr: result.repr,
            steps: result.steps,
            peak_memory: result.peak_memory,
            tool_calls: result.tool_calls,
        }
    }
}

/// A problem the pre-flight check found: `kind` (`SyntaxError`, `UndefinedName`, `UnknownTool`,
/// `BadToolCall`, `UnknownModule`), 1-based `line` and `column`, CPython's `message` and the
/// suggested name, if any.
#[pyclass(module = "garter._garter", name = "Diagnostic", frozen, get_all)]
pub struct Diagnostic {
    pub kind: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
    pub suggestion: Option<String>,
}

#[pymethods]
impl Diagnostic {
    fn __str__(&self) -> String {
        format!("line {}, column {}: {}", self.line, self.column, self.message)
    }

    fn __repr__(&self) -> String {
        format!(
            "Diagnostic(kind={:?}, line={}, column={}, message={:?})",
            self.kind, self.line, self.column, self.message
        )
    }
}

impl From<garter_host_tools::Diagnostic> for Diagnostic {
    fn from(diagnostic: garter_host_tools::Diagnostic) -> Diagnostic {
        Diagnostic {
            kind: format!("{:?}", diagnostic.kind),
            line: diagnostic.line,
            column: diagnostic.column,
            message: diagnostic.message,
            suggestion: diagnostic.suggestion,
        }
    }
}

/// A file of a sandbox's filesystem: its `path` from the root, `size`, whether it is
/// `read_only` for programs, and whether a program `changed` it since the host uploaded it.
#[pyclass(module = "garter._garter", name = "FileInfo", frozen, get_all)]
pub struct FileInfo {
    pub path: String,
    pub size: usize,
    pub read_only: bool,
    pub changed: bool,
}

#[pymethods]
impl FileInfo {
    fn __repr__(&self) -> String {
        format!(
            "FileInfo(path={:?}, size={}, read_only={}, changed={})",
            self.path,
            self.size,
            if self.read_only { "True" } else { "False" },
            if self.changed { "True" } else { "False" }
        )
    }
}

impl From<garter::FileInfo> for FileInfo {
    fn from(info: garter::FileInfo) -> FileInfo {
        FileInfo {
            path: info.path,
            size: info.size,
            read_only: info.read_only,
            changed: info.changed,
        }
    }
}
