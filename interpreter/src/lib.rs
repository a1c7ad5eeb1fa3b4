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
pub mod host_value;
pub mod limits;
pub mod parse;
pub mod symbol;
pub mod types;
pub mod value;
pub mod vm;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use compile::CompileContext;
pub use host_value::HostValue;
pub use limits::Limits;
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
        self.vm.limits.max_depth = depth;
    }

    /// Sets the limits every later run is held to.
    pub fn set_limits(&mut self, limits: Limits) {
        self.vm.max_depth = limits.max_depth;
        self.vm.limits = limits;
    }

    /// The limits runs are held to.
    pub fn limits(&self) -> &Limits {
        &self.vm.limits
    }

    /// Makes a module written in Python importable as `name`; it is compiled and run, under
    /// the same limits as user code, the first time it is imported.
    pub fn add_source_module(&mut self, name: &'static str, source: &'static str) {
        self.vm.source_modules.retain(|(n, _)| *n != name);
        self.vm.source_modules.push((name, source));
    }

    /// Makes a module built by native code importable as `name`.
    pub fn add_native_module(&mut self, name: &'static str, builder: vm::ModuleBuilder) {
        self.vm.module_builders.retain(|(n, _)| *n != name);
        self.vm.module_builders.push((name, builder));
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
            top_level_await: true,
        };
        let code = compile::compile_module(&mut ctx, &body, file.clone());
        parse::dismantle(body);
        code
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
    vm.start_budget();
    let result = if code.kind == bytecode::CodeKind::Coroutine {
        vm.run_module_coroutine(code, 0)
    } else {
        vm.run_module_code(code, 0)
    };
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

#[cfg(test)]
mod tests {
    use super::{Interpreter, RunError};

    fn run(source: &str) -> super::RunOutcome {
        Interpreter::new().run(source, "<test>")
    }

    #[test]
    fn returns_output_and_last_expression() {
        let outcome = run("x = [1, 2]\nprint(len(x))\nx + [3]");
        assert_eq!(outcome.output, "2\n");
        assert_eq!(outcome.result.as_deref(), Some("[1, 2, 3]"));
        assert!(outcome.error.is_none());
    }

    #[test]
    fn globals_persist_between_runs() {
        let mut interpreter = Interpreter::new();
        assert!(interpreter.run("total = 40", "<a>").error.is_none());
        assert_eq!(interpreter.run("print(total + 2)", "<b>").output, "42\n");
    }

    #[test]
    fn compile_errors_are_syntax_errors() {
        for (source, message) in [
            (
                "1 = x",
                "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?",
            ),
            ("return 1", "SyntaxError: 'return' outside function"),
            ("break", "SyntaxError: 'break' outside loop"),
            ("class A:\n    await x", "SyntaxError: 'await' outside function"),
            ("def f():\n    await x", "SyntaxError: 'await' outside async function"),
            (
                "def f():\n    async for x in y: pass",
                "SyntaxError: 'async for' outside async function",
            ),
            (
                "async def f():\n    yield from x",
                "SyntaxError: 'yield from' inside async function",
            ),
            (
                "async def f():\n    yield 1\n    return 2",
                "SyntaxError: 'return' with value in async generator",
            ),
            (
                "def f():\n    return [await x for x in y]",
                "SyntaxError: asynchronous comprehension outside of an asynchronous function",
            ),
            (
                "try:\n    pass\nexcept* ValueError:\n    pass",
                "SyntaxError: 'except*' is not supported",
            ),
            (
                "type X = int",
                "SyntaxError: 'type' statements (PEP 695) are not supported",
            ),
            (
                "def f[T](x):\n    return x",
                "SyntaxError: generic type parameters (PEP 695, 'def f[T]') are not supported",
            ),
            (
                "def f():\n    x = 1\n    global x\n",
                "SyntaxError: name 'x' is assigned to before global declaration",
            ),
        ] {
            let outcome = run(source);
            match outcome.error {
                Some(RunError::Syntax { last_line, .. }) => assert_eq!(last_line, message, "{source}"),
                other => panic!("{source}: expected a syntax error, got {other:?}"),
            }
        }
    }

    #[test]
    fn uncaught_errors_carry_a_traceback() {
        let outcome = run("def f():\n    return 1 / 0\nf()\n");
        let Some(RunError::Exception { traceback, last_line }) = outcome.error else {
            panic!("expected an exception");
        };
        assert_eq!(last_line, "ZeroDivisionError: division by zero");
        assert!(traceback.contains("  File \"<test>\", line 2, in f\n    return 1 / 0\n"));
    }

    #[test]
    fn garbage_cycles_are_collected() {
        let mut interpreter = Interpreter::new();
        let outcome = interpreter.run(
            "for i in range(300000):\n    a = []\n    a.append(a)\nprint('ok')",
            "<gc>",
        );
        assert_eq!(outcome.output, "ok\n");
        assert!(interpreter.vm.heap.live_objects() < 150_000, "cycles were not freed");
    }
}
