//! A session: an interpreter with the host's tools declared in it, whose globals persist from one
//! run to the next (a REPL-style agent's state).
//!
//! A run is started with [`Session::start`] and goes on with [`Session::resume`] until it is
//! [`Outcome::Complete`]. When the program calls tools it pauses with [`Outcome::ToolCalls`]:
//! each call has already been checked against its tool's signature (a call that does not fit
//! raised its `TypeError` in the program without reaching the host), and carries the arguments
//! bound by parameter name with defaults applied. [`Session::run`] drives a whole run with a
//! function that answers each call. [`Session::dump`] writes the whole session, paused or idle,
//! to bytes that [`Session::load`] restores in this process or another. A host may grant the
//! session's programs an in-memory filesystem and move files in and out of it (`files.rs`).

mod calls;
mod files;

use garter::{Clock, Entropy, HostError, HostValue, Interpreter, Limits, Progress, RunOutcome, SnapshotError};

use crate::check::{check, CheckContext, Diagnostic};
use crate::spec::ToolSpec;
pub use calls::ToolCall;
use calls::{Binding, PendingCalls};

/// How a run stands after [`Session::start`] or [`Session::resume`].
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The program is paused until the host answers these calls; answers may come in any order,
    /// and a call to an async tool is answered in the same way as any other.
    ToolCalls(Vec<ToolCall>),
    /// The program ended: its output, last expression's value, error and usage.
    Complete(RunOutcome),
}

/// A request the session cannot take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionError(pub String);

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SessionError {}

/// An interpreter, the tools its programs may call, and the calls of the run in progress.
pub struct Session {
    interpreter: Interpreter,
    tools: Vec<ToolSpec>,
    pending: PendingCalls,
}

impl Session {
    /// A session over `interpreter` (configured with the modules it may import, such as
    /// `garter_stdlib::interpreter()`), declaring `tools` in it and holding runs to `limits`.
    pub fn new(mut interpreter: Interpreter, tools: Vec<ToolSpec>, limits: Limits) -> Result<Session, SessionError> {
        for (index, tool) in tools.iter().enumerate() {
            if tools[..index].iter().any(|earlier| earlier.name == tool.name) {
                return Err(SessionError(format!("tool '{}' is declared twice", tool.name)));
            }
            interpreter
                .add_host_function(&tool.name, tool.is_async)
                .map_err(|error| SessionError(format!("tool '{}' cannot be declared: {error}", tool.name)))?;
        }
        interpreter.set_limits(limits);
        Ok(Session {
            interpreter,
            tools,
            pending: PendingCalls::default(),
        })
    }

    /// A session with Garter's standard library importable.
    pub fn standard(tools: Vec<ToolSpec>, limits: Limits) -> Result<Session, SessionError> {
        Session::new(garter_stdlib::interpreter(), tools, limits)
    }

    /// Grants programs a clock (none by default: reading the time raises `PermissionError`).
    /// Host configuration, not session state: [`Session::dump`] does not write it, and a loaded
    /// session has the clock of the interpreter it was loaded into until this sets another.
    pub fn set_clock(&mut self, clock: Clock) {
        self.interpreter.set_clock(clock);
    }

    /// Grants programs entropy (none by default: random bytes raise `PermissionError` and an
    /// unseeded `random` starts from seed 0). Host configuration, as the clock is.
    pub fn set_entropy(&mut self, entropy: Entropy) {
        self.interpreter.set_entropy(entropy);
    }

    /// The session's whole state: globals, a paused run with the tool calls it waits for (the
    /// time `time.sleep` added to the clock, how far a seeded entropy stream was read) and the
    /// filesystem with its files and quota, but not the clock and entropy the host granted.
    pub fn dump(&self) -> Result<Vec<u8>, SnapshotError> {
        self.interpreter.snapshot()
    }

    /// A session restored from the bytes of [`Session::dump`], into `interpreter` (configured
    /// with the same modules as the original) with the same tools. A paused run goes on with
    /// [`Session::resume`]; [`Session::pending_calls`] lists what it waits for.
    pub fn load(
        interpreter: Interpreter,
        tools: Vec<ToolSpec>,
        limits: Limits,
        bytes: &[u8],
    ) -> Result<Session, SessionError> {
        let mut session = Session::new(interpreter, tools, limits)?;
        session
            .interpreter
            .restore(bytes)
            .map_err(|error| SessionError(format!("cannot load the session: {error}")))?;
        for call in session.interpreter.pending_calls().to_vec() {
            match calls::bind_call(&session.tools, call) {
                Binding::Fits(call) => session.pending.hand_out(call),
                Binding::Refused(id, error) => {
                    return Err(SessionError(format!(
                        "cannot load the session: its call {id} does not fit the tools given: {}",
                        error.message
                    )))
                }
            }
        }
        session.pending.take_new();
        Ok(session)
    }

    /// The tool calls the paused run waits for and the host has not answered.
    pub fn pending_calls(&self) -> Vec<ToolCall> {
        self.interpreter
            .pending_calls()
            .iter()
            .filter_map(|call| match calls::bind_call(&self.tools, call.clone()) {
                Binding::Fits(call) => Some(call),
                Binding::Refused(..) => None,
            })
            .collect()
    }

    /// The tools programs may call.
    pub fn tools(&self) -> &[ToolSpec] {
        &self.tools
    }

    /// The interpreter the session runs programs in.
    pub fn interpreter(&self) -> &Interpreter {
        &self.interpreter
    }

    /// The pre-flight diagnostics of `source` as the next run in this session would see it: its
    /// tools, its importable modules, and the inputs and globals earlier runs left.
    pub fn check(&self, source: &str, filename: &str) -> Vec<Diagnostic> {
        check(
            source,
            filename,
            &CheckContext::for_interpreter(&self.interpreter, &self.tools),
        )
    }

    /// Binds named input values as globals of the programs run from now on.
    pub fn set_inputs(&mut self, inputs: &[(String, HostValue)]) -> Result<(), SessionError> {
        for (name, value) in inputs {
            if self.tools.iter().any(|tool| &tool.name == name) {
                return Err(SessionError(format!("input '{name}' would hide the tool of that name")));
            }
            self.interpreter
                .set_global(name, value)
                .map_err(|error| SessionError(format!("input '{name}': {error}")))?;
        }
        Ok(())
    }

    /// Compiles `source` and runs it until it ends or calls tools.
    pub fn start(&mut self, source: &str, filename: &str) -> Outcome {
        self.pending = PendingCalls::default();
        let progress = self.interpreter.start(source, filename);
        self.advance(progress)
    }

    /// Ends the paused run with the time limit, because its tools used the time it had left
    /// (see [`Interpreter::end_paused_at_time_limit`]).
    pub fn end_paused_at_time_limit(&mut self) -> RunOutcome {
        self.pending = PendingCalls::default();
        self.interpreter.end_paused_at_time_limit()
    }

    /// Whether the time the session's runs wait for their tools counts against their time limit
    /// (see [`Interpreter::set_host_time_counts`]).
    pub fn set_host_time_counts(&mut self, counts: bool) {
        self.interpreter.set_host_time_counts(counts);
    }

    /// Continues the paused run with answers to some or all of the calls it waits for.
    pub fn resume(&mut self, answers: Vec<(u64, Result<HostValue, HostError>)>) -> Result<Outcome, SessionError> {
        for (index, (id, _)) in answers.iter().enumerate() {
            if !self.pending.is_outstanding(*id) || answers[..index].iter().any(|(earlier, _)| earlier == id) {
                return Err(SessionError(format!(
                    "the run is not waiting for a tool call with id {id}"
                )));
            }
        }
        Ok(self.continue_with(answers))
    }

    /// Resumes with answers already known to be awaited.
    fn continue_with(&mut self, answers: Vec<(u64, Result<HostValue, HostError>)>) -> Outcome {
        for (id, _) in &answers {
            self.pending.answer(*id);
        }
        let progress = self.interpreter.resume(answers);
        self.advance(progress)
    }

    /// Runs `source` to the end, answering each tool call with `answer`.
    pub fn run(
        &mut self,
        source: &str,
        filename: &str,
        mut answer: impl FnMut(&ToolCall) -> Result<HostValue, HostError>,
    ) -> RunOutcome {
        let mut outcome = self.start(source, filename);
        loop {
            match outcome {
                Outcome::Complete(done) => return done,
                Outcome::ToolCalls(calls) => {
                    let answers = calls.iter().map(|call| (call.id, answer(call))).collect();
                    outcome = self.continue_with(answers);
                }
            }
        }
    }

    /// Checks the interpreter's calls against the tools, answering those that do not fit with
    /// their error, until the run ends or waits for calls that fit.
    fn advance(&mut self, mut progress: Progress) -> Outcome {
        loop {
            let calls = match progress {
                Progress::Done(outcome) => {
                    self.pending = PendingCalls::default();
                    return Outcome::Complete(outcome);
                }
                Progress::Waiting(calls) => calls,
            };
            let mut refused = Vec::new();
            for call in calls {
                match calls::bind_call(&self.tools, call) {
                    Binding::Fits(call) => self.pending.hand_out(call),
                    Binding::Refused(id, error) => refused.push((id, Err(error))),
                }
            }
            if refused.is_empty() {
                return Outcome::ToolCalls(self.pending.take_new());
            }
            progress = self.interpreter.resume(refused);
        }
    }
}
