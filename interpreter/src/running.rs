//! Running a program: compiling it as `__main__`, running it until it ends or calls the host,
//! resuming it with the host's answers, and describing how it ended. A panic inside the
//! interpreter is caught here and reported as an internal error; that interpreter then refuses
//! further runs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::Instant;

use crate::compile::{self, CompileContext};
use crate::exceptions;
use crate::host_value::HostValue;
use crate::parse::{self, SourceFile};
use crate::value::Value;
use crate::vm::host::{HostCall, HostError};
use crate::vm::{PyErr, PyResult, Vm};
use crate::Interpreter;

/// Why a run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunError {
    /// The source did not compile. `report` is CPython's syntax error report.
    Syntax { report: String, last_line: String },
    /// An exception was not caught. `traceback` is the full CPython-format report.
    Exception { traceback: String, last_line: String },
    /// A resource limit stopped the run.
    Limit { last_line: String },
    /// The program raised `SystemExit` (`sys.exit(...)`) and nothing caught it: `code` is the
    /// exit status CPython would end with, `message` what it would print on stderr (the
    /// argument, when it is not an int or None).
    Exit { code: i64, message: Option<String> },
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
            RunError::Exit { message, .. } => message.as_ref().map_or_else(String::new, |m| format!("{m}\n")),
            RunError::Internal { message } => {
                format!("SystemError: internal interpreter error: {message}\n")
            }
        }
    }

    /// The exit status a command running the program ends with, as `python3` would: 1 for an
    /// uncaught exception or a syntax error, the `SystemExit` code, 3 when a limit stopped it,
    /// 70 (an internal software error) for an interpreter bug.
    pub fn exit_status(&self) -> i64 {
        match self {
            RunError::Syntax { .. } | RunError::Exception { .. } => 1,
            RunError::Exit { code, .. } => *code,
            RunError::Limit { .. } => 3,
            RunError::Internal { .. } => 70,
        }
    }

    /// The last line of the report (`Type: message`).
    pub fn last_line(&self) -> String {
        match self {
            RunError::Syntax { last_line, .. }
            | RunError::Exception { last_line, .. }
            | RunError::Limit { last_line } => last_line.clone(),
            RunError::Exit { message, .. } => message.clone().unwrap_or_default(),
            RunError::Internal { message } => {
                format!("SystemError: internal interpreter error: {message}")
            }
        }
    }
}

/// The result of running a program.
#[derive(Debug, Clone, PartialEq)]
pub struct RunOutcome {
    /// Everything the program printed (its `sys.stdout`).
    pub output: String,
    /// Everything the program wrote to `sys.stderr`: `print(..., file=sys.stderr)`, logging's
    /// default handler, warnings. An uncaught exception's report is in `error`, not here.
    pub stderr: String,
    /// `repr()` of the value of the program's last expression statement, if it had one.
    pub result: Option<String>,
    /// That value itself, when it can cross to the host.
    pub value: Option<HostValue>,
    /// Why the run stopped early, if it did.
    pub error: Option<RunError>,
    /// What the run used.
    pub usage: Usage,
}

/// What the interpreter did with a program.
#[derive(Debug, Clone, PartialEq)]
pub enum Progress {
    /// The program ended.
    Done(RunOutcome),
    /// The program is paused until the host answers these calls (with [`Interpreter::resume`]).
    /// Answers may come in any order and several at a time; each call is listed once.
    Waiting(Vec<HostCall>),
}

/// What a run used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    /// Steps (instructions and units of native work) executed.
    pub steps: u64,
    /// The most heap bytes held at once during the run, counted from what the heap held when
    /// it started (a session's earlier runs included, garbage not yet collected too).
    pub peak_memory: usize,
    /// Host function calls made.
    pub host_calls: u64,
}

impl Interpreter {
    /// Compiles and runs `source` (named `filename` in tracebacks) as the `__main__` module. A
    /// call to a host function fails with RuntimeError, as there is no host to answer it: use
    /// [`Interpreter::start`] or [`Interpreter::run_with_host`] for programs that call the host.
    pub fn run(&mut self, source: &str, filename: &str) -> RunOutcome {
        self.run_with_host(source, filename, |call| {
            Err(HostError {
                exception: "RuntimeError".into(),
                message: format!(
                    "host function '{}' was called, but no host is answering calls",
                    call.name
                ),
            })
        })
    }

    /// Runs `source`, answering each host call with `answer` as it happens.
    pub fn run_with_host(
        &mut self,
        source: &str,
        filename: &str,
        mut answer: impl FnMut(&HostCall) -> Result<HostValue, HostError>,
    ) -> RunOutcome {
        let mut progress = self.start(source, filename);
        loop {
            match progress {
                Progress::Done(outcome) => return outcome,
                Progress::Waiting(calls) => {
                    let answers = calls.iter().map(|call| (call.id, answer(call))).collect();
                    progress = self.resume(answers);
                }
            }
        }
    }

    /// Compiles `source` and runs it until it ends or waits for the host.
    pub fn start(&mut self, source: &str, filename: &str) -> Progress {
        if self.vm.host.suspension.is_some() {
            return Progress::Done(failed_outcome(
                "a paused run must be resumed (or the interpreter dropped) before another starts",
            ));
        }
        self.guarded(|vm| start_source(vm, source, filename))
    }

    /// Continues a paused run with the host's answers: `(call id, result)` pairs for some or all
    /// of the calls it is waiting for.
    pub fn resume(&mut self, answers: Vec<(u64, Result<HostValue, HostError>)>) -> Progress {
        if self.vm.host.suspension.is_none() {
            return Progress::Done(failed_outcome("there is no paused run to resume"));
        }
        self.guarded(|vm| {
            vm.resume_clock();
            let delivered = vm.deliver_host_results(answers);
            let result = vm.resume_root(delivered);
            finish(vm, result)
        })
    }

    /// Ends a paused run with the time limit, because the host's work for it used the time it
    /// had left (a host whose tools count against the run's time, see
    /// [`Interpreter::set_host_time_counts`], calls this when a tool outlives the deadline). The
    /// outcome carries what the program printed and what it used.
    pub fn end_paused_at_time_limit(&mut self) -> RunOutcome {
        if self.vm.host.suspension.is_none() {
            return failed_outcome("there is no paused run to end");
        }
        let timeout = self.vm.limits.timeout.unwrap_or_default();
        match self.guarded(|vm| {
            vm.abandon_paused_run();
            finish(
                vm,
                Err(PyErr::limit("TimeoutError", crate::limits::time_message(timeout))),
            )
        }) {
            Progress::Done(outcome) => outcome,
            Progress::Waiting(_) => failed_outcome("a run ended at its time limit asked for the host"),
        }
    }

    /// Whether the time a paused run waits for the host counts against its time limit: no by
    /// default (the program is charged its own execution only); yes for hosts whose tools run
    /// on the program's behalf within its time, as the CLI's tool commands do.
    pub fn set_host_time_counts(&mut self, counts: bool) {
        self.vm.host_time_counts = counts;
    }

    /// The calls a paused run waits for: those handed to the host and not yet answered (after
    /// [`Interpreter::restore`], what the host must still answer).
    pub fn pending_calls(&self) -> &[HostCall] {
        self.vm.host.pending_calls()
    }

    /// Declares a host function callable from Python as `name`. A sync one pauses the run when
    /// called; an async one (a coroutine function) is awaited, and the event loop hands every
    /// pending async call to the host at once when it has nothing else to run.
    pub fn add_host_function(&mut self, name: &str, is_async: bool) -> Result<(), String> {
        if !crate::parse::is_identifier(name) {
            return Err(format!("'{name}' is not a valid Python identifier"));
        }
        if !is_async {
            let function = self.vm.new_host_function(name);
            let symbol = self.vm.interner.intern(name);
            return match self.vm.store_global_name(0, symbol, function) {
                Ok(()) => Ok(()),
                Err(err) => Err(describe_error(&mut self.vm, err).last_line()),
            };
        }
        let source = format!(
            "async def {name}(*args, **kwargs):\n    import asyncio\n    return await asyncio._host_call({name:?}, args, kwargs)\n"
        );
        let outcome = self.run(&source, "<host functions>");
        match outcome.error {
            None => Ok(()),
            Some(error) => Err(error.last_line()),
        }
    }

    /// Binds `name` in the `__main__` globals to `value`: the way a host passes named inputs
    /// to the programs it runs.
    pub fn set_global(&mut self, name: &str, value: &HostValue) -> Result<(), String> {
        if !crate::parse::is_identifier(name) {
            return Err(format!("'{name}' is not a valid Python identifier"));
        }
        if self.vm.host.suspension.is_some() {
            return Err("a paused run must be resumed before its globals change".to_string());
        }
        let vm = &mut self.vm;
        let value = match vm.alloc_host_value(value) {
            Ok(value) => value,
            Err(err) => return Err(describe_error(vm, err).last_line()),
        };
        let symbol = vm.interner.intern(name);
        match vm.store_global_name(0, symbol, value) {
            Ok(()) => Ok(()),
            Err(err) => Err(describe_error(vm, err).last_line()),
        }
    }

    /// Runs `f` on the VM, catching a panic (an interpreter bug) and refusing further runs.
    fn guarded(&mut self, f: impl FnOnce(&mut Vm) -> Progress) -> Progress {
        if self.poisoned {
            return Progress::Done(failed_outcome("the interpreter failed earlier and cannot run again"));
        }
        let vm = &mut self.vm;
        match catch_unwind(AssertUnwindSafe(|| f(vm))) {
            Ok(progress) => progress,
            Err(panic) => {
                self.poisoned = true;
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".to_string());
                Progress::Done(RunOutcome {
                    output: std::mem::take(&mut self.vm.output),
                    stderr: std::mem::take(&mut self.vm.stderr),
                    result: None,
                    value: None,
                    error: Some(RunError::Internal { message }),
                    usage: Usage::default(),
                })
            }
        }
    }
}

/// An outcome for a request the interpreter refuses.
fn failed_outcome(message: &str) -> RunOutcome {
    RunOutcome {
        output: String::new(),
        stderr: String::new(),
        result: None,
        value: None,
        error: Some(RunError::Internal {
            message: message.to_string(),
        }),
        usage: Usage::default(),
    }
}

fn start_source(vm: &mut Vm, source: &str, filename: &str) -> Progress {
    vm.result = Value::None;
    vm.start_budget();
    if let Err(limit) = vm.check_compile_cost(parse::compile_cost(source)) {
        return finish(vm, Err(limit));
    }
    if let Err(error) = vm.bind_main_dunders(filename) {
        return finish(vm, Err(error));
    }
    let file = Arc::new(SourceFile::new(filename, source));
    let compiled = parse::parse_module(&file).and_then(|body| {
        let mut ctx = CompileContext {
            heap: &mut vm.heap,
            interner: &mut vm.interner,
            globals: &mut vm.modules[0],
            constants: &mut vm.constants,
            top_level_await: true,
            mode: Default::default(),
            warnings: Vec::new(),
        };
        let code = compile::compile_module(&mut ctx, &body, file.clone());
        parse::dismantle(body);
        for warning in std::mem::take(&mut ctx.warnings) {
            vm.write_stderr(&warning.render(filename, file.line_text(warning.line)));
        }
        code
    });
    let code = match compiled {
        Ok(code) => code,
        Err(error) => {
            let report = exceptions::traceback::format_syntax_error(filename, file.line_text(error.line), &error);
            let last_line = report.lines().last().unwrap_or("").to_string();
            return Progress::Done(RunOutcome {
                output: String::new(),
                stderr: std::mem::take(&mut vm.stderr),
                result: None,
                value: None,
                error: Some(RunError::Syntax { report, last_line }),
                usage: Usage::default(),
            });
        }
    };
    let result = if code.kind == crate::bytecode::CodeKind::Coroutine {
        vm.run_module_coroutine(code, 0)
    } else {
        vm.run_module_code(code, 0)
    };
    finish(vm, result)
}

/// The progress after the run loop returned `result`: paused for the host, or ended.
fn finish(vm: &mut Vm, result: PyResult<Value>) -> Progress {
    if let Err(PyErr::Suspended) = result {
        vm.pause_clock();
        return Progress::Waiting(vm.take_host_calls());
    }
    let mut error = match result {
        Ok(_) => None,
        Err(err) => Some(describe_error(vm, err)),
    };
    let (result, value) = match std::mem::replace(&mut vm.result, Value::None) {
        Value::None => (None, None),
        v => match render_result(vm, v) {
            Ok(rendered) => rendered,
            Err(limit) => {
                error = Some(limit_error(limit));
                (None, None)
            }
        },
    };
    Progress::Done(RunOutcome {
        output: std::mem::take(&mut vm.output),
        stderr: std::mem::take(&mut vm.stderr),
        result,
        value,
        error,
        usage: vm.usage(),
    })
}

/// The final value's repr and its copy for the host (`None` when it cannot cross). A limit hit
/// while rendering (a `__repr__` that loops, a value too large to copy) is returned: the run
/// ends with it.
fn render_result(vm: &mut Vm, v: Value) -> PyResult<(Option<String>, Option<HostValue>)> {
    let repr = match vm.repr(v) {
        Ok(text) => text,
        Err(limit @ PyErr::Limit(_)) => return Err(limit),
        Err(_) => "<unrepresentable>".to_string(),
    };
    let value = match vm.to_host_value(v) {
        Ok(value) => Some(value),
        Err(limit @ PyErr::Limit(_)) => return Err(limit),
        Err(_) => None,
    };
    Ok((Some(repr), value))
}

fn describe_error(vm: &mut Vm, err: PyErr) -> RunError {
    match err {
        PyErr::Limit(limit) => RunError::Limit {
            last_line: format!("{}: {}", limit.class, limit.message),
        },
        other => match vm.exception_object(other) {
            Ok(id) => {
                if let Some(exit) = system_exit(vm, id) {
                    return exit;
                }
                match exceptions::traceback::format_exception(vm, id) {
                    Ok(report) => RunError::Exception {
                        traceback: report.traceback,
                        last_line: report.last_line,
                    },
                    Err(err) => limit_error(err),
                }
            }
            Err(err) => limit_error(err),
        },
    }
}

/// The run's error when a limit stopped the rendering of its outcome (formatting an uncaught
/// exception, the final value's repr or its conversion for the host); any other error there
/// is an interpreter bug.
fn limit_error(err: PyErr) -> RunError {
    match err {
        PyErr::Limit(limit) => RunError::Limit {
            last_line: format!("{}: {}", limit.class, limit.message),
        },
        _ => RunError::Internal {
            message: "unrepresentable error".into(),
        },
    }
}

/// The exit an uncaught `SystemExit` asks for: no argument or None is status 0, an int is the
/// status, anything else is printed and the status is 1.
fn system_exit(vm: &mut Vm, id: crate::value::HeapId) -> Option<RunError> {
    let crate::heap::Object::Exception(e) = vm.heap.get(id) else {
        return None;
    };
    if !e.class.is_subtype(crate::types::TypeId::SystemExit) {
        return None;
    }
    let args = e.args.clone();
    let code = match args[..] {
        [] => Value::None,
        [single] => single,
        _ => vm.new_tuple(args),
    };
    if code == Value::None {
        return Some(RunError::Exit { code: 0, message: None });
    }
    if let Some(status) = vm.as_int(code) {
        let status = match status {
            crate::types::int::IntRef::Small(i) => i,
            crate::types::int::IntRef::Big(_) => -1,
        };
        return Some(RunError::Exit {
            code: status,
            message: None,
        });
    }
    let message = vm
        .to_str(code)
        .unwrap_or_else(|_| "<unprintable exit argument>".to_string());
    Some(RunError::Exit {
        code: 1,
        message: Some(message),
    })
}

impl Vm {
    /// Binds `__builtins__` (the builtins module) in `__main__` as CPython does, and `__file__`
    /// to the name of a program run from a file (not for names such as `<stdin>` or `<string>`,
    /// which are not files, as `python3 -c` binds none).
    fn bind_main_dunders(&mut self, filename: &str) -> PyResult<()> {
        if self.peek_global(0, crate::symbol::sym::DUNDER_BUILTINS).is_none() {
            let builtins = self.import_module(crate::symbol::sym::BUILTINS)?;
            self.store_global_name(0, crate::symbol::sym::DUNDER_BUILTINS, builtins)?;
        }
        if !filename.starts_with('<') && !filename.is_empty() {
            let name = self.new_str(filename);
            self.store_global_name(0, crate::symbol::sym::DUNDER_FILE, name)?;
        }
        Ok(())
    }
}

/// Wall-clock bookkeeping for pauses: the host's time does not count against the program.
impl Vm {
    pub(crate) fn pause_clock(&mut self) {
        self.paused_at = Some(Instant::now());
    }

    pub(crate) fn resume_clock(&mut self) {
        let paused = self.paused_at.take();
        if self.host_time_counts {
            return;
        }
        if let (Some(paused), Some(deadline)) = (paused, self.deadline) {
            self.deadline = deadline.checked_add(paused.elapsed());
        }
    }

    /// Ends the paused run where it stands: its frames are dropped (no `finally` runs, as for
    /// any limit) and the calls it waits for forgotten.
    fn abandon_paused_run(&mut self) {
        self.frames.clear();
        self.stack.clear();
        self.host.forget_calls();
        self.paused_at = None;
        self.refresh_heap_limit();
    }
}
