//! Garter: a small, fast, safe Python interpreter for code mode.
//!
//! Source is parsed ([`parse`]), compiled to bytecode ([`compile`], [`bytecode`]) and run by a
//! non-recursive VM ([`vm`]) over values ([`value`]) living in an owned heap ([`heap`]). Builtin
//! types and functions are in [`types`] and [`builtins`]; text formatting (repr, `format`,
//! `%`, `str.format`) in [`format`]; tracebacks and suggestions in [`exceptions`].
//!
//! The interpreter performs no I/O: printed text accumulates in a buffer the host takes.
//!
//! ```
//! let mut interpreter = garter::Interpreter::new();
//! let outcome = interpreter.run("print(1 + 2)", "<example>");
//! assert!(outcome.error.is_none());
//! assert_eq!(outcome.output, "3\n");
//! ```

pub mod builtins;
pub mod bytecode;
pub mod compile;
pub mod exceptions;
pub mod format;
pub mod heap;
pub mod parse;
pub mod symbol;
pub mod types;
pub mod value;
pub mod vm;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use compile::CompileContext;
use parse::SourceFile;
use vm::{PyErr, Vm};

/// Why a run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunError {
    /// The source did not compile. `report` is CPython's syntax error report.
    Syntax { report: String, last_line: String },
    /// An exception was not caught. `traceback` is the full CPython-format report.
    Exception { traceback: String, last_line: String },
    /// A resource limit stopped the run.
    Limit { last_line: String },
    /// An interpreter bug was caught before it could harm the host.
    Internal { message: String },
}

impl RunError {
    /// The text to print on stderr.
    pub fn report(&self) -> String {
        match self {
            RunError::Syntax { report, .. } => report.clone(),
            RunError::Exception { traceback, .. } => traceback.clone(),
            RunError::Limit { last_line } => format!("{last_line}\n"),
            RunError::Internal { message } => {
                format!("SystemError: internal interpreter error: {message}\n")
            }
        }
    }

    /// The last line of the report (`Type: message`).
    pub fn last_line(&self) -> String {
        match self {
            RunError::Syntax { last_line, .. }
            | RunError::Exception { last_line, .. }
            | RunError::Limit { last_line } => last_line.clone(),
            RunError::Internal { message } => {
                format!("SystemError: internal interpreter error: {message}")
            }
        }
    }
}

/// The result of running a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOutcome {
    /// Everything the program printed.
    pub output: String,
    /// `repr()` of the value of the program's last expression statement, if it had one.
    pub result: Option<String>,
    /// Why the run stopped early, if it did.
    pub error: Option<RunError>,
}

/// An interpreter: its globals persist from one [`Interpreter::run`] to the next.
pub struct Interpreter {
    vm: Vm,
    poisoned: bool,
}

impl Default for Interpreter {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        Interpreter {
            vm: Vm::new(),
            poisoned: false,
        }
    }

    /// Sets the maximum Python call depth (`RecursionError` beyond it).
    pub fn set_max_depth(&mut self, depth: usize) {
        self.vm.max_depth = depth;
    }

    /// Compiles and runs `source` (named `filename` in tracebacks) as the `__main__` module.
    pub fn run(&mut self, source: &str, filename: &str) -> RunOutcome {
        if self.poisoned {
            return RunOutcome {
                output: String::new(),
                result: None,
                error: Some(RunError::Internal {
                    message: "the interpreter failed earlier and cannot run again".into(),
                }),
            };
        }
        let vm = &mut self.vm;
        let outcome = catch_unwind(AssertUnwindSafe(|| run_source(vm, source, filename)));
        match outcome {
            Ok(outcome) => outcome,
            Err(panic) => {
                self.poisoned = true;
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".to_string());
                RunOutcome {
                    output: std::mem::take(&mut self.vm.output),
                    result: None,
                    error: Some(RunError::Internal { message }),
                }
            }
        }
    }
}

fn run_source(vm: &mut Vm, source: &str, filename: &str) -> RunOutcome {
    let file = Arc::new(SourceFile::new(filename, source));
    let compiled = parse::parse_module(&file).and_then(|body| {
        let mut ctx = CompileContext {
            heap: &mut vm.heap,
            interner: &mut vm.interner,
            globals: &mut vm.modules[0],
            constants: &mut vm.constants,
        };
        compile::compile_module(&mut ctx, &body, file.clone())
    });
    let code = match compiled {
        Ok(code) => code,
        Err(error) => {
            let report = exceptions::traceback::format_syntax_error(filename, file.line_text(error.line), &error);
            let last_line = report.lines().last().unwrap_or("").to_string();
            return RunOutcome {
                output: String::new(),
                result: None,
                error: Some(RunError::Syntax { report, last_line }),
            };
        }
    };
    vm.result = value::Value::None;
    let result = vm.run_module_code(code, 0);
    let error = match result {
        Ok(_) => None,
        Err(err) => Some(describe_error(vm, err)),
    };
    let result = match vm.result {
        value::Value::None => None,
        v => Some(vm.repr(v).unwrap_or_else(|_| "<unrepresentable>".to_string())),
    };
    RunOutcome {
        output: std::mem::take(&mut vm.output),
        result,
        error,
    }
}

fn describe_error(vm: &mut Vm, err: PyErr) -> RunError {
    match err {
        PyErr::Limit(limit) => RunError::Limit {
            last_line: format!("{}: {}", limit.class, limit.message),
        },
        other => match vm.exception_object(other) {
            Ok(id) => {
                let traceback = exceptions::traceback::format_exception(vm, id);
                let last_line = exceptions::traceback::last_line(vm, id);
                RunError::Exception { traceback, last_line }
            }
            Err(PyErr::Limit(limit)) => RunError::Limit {
                last_line: format!("{}: {}", limit.class, limit.message),
            },
            Err(_) => RunError::Internal {
                message: "unrepresentable error".into(),
            },
        },
    }
}
