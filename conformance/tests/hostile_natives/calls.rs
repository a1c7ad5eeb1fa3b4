//! One call: the Python expression that makes it, the pool values and module it needs, the
//! program that runs it in a fresh sandbox, and the child side of the batch protocol
//! (`--run-calls`), which runs calls one after the other and prints, for each, a `start` line
//! and an `end` line with its wall time and outcome.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::thread;
use std::time::{Duration, Instant};

use garter::{RunError, RunOutcome};

use crate::pool;

/// Stack of the thread that runs the calls, as the CLI gives programs.
const CALL_STACK: usize = 256 << 20;
/// What a call's program prints once its values are built, before the call.
const READY: &str = "ready\n";

/// A call of a native with hostile arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// The module to import first, if the callee lives in one.
    pub module: Option<String>,
    /// The pool values the expression names, built before it runs.
    pub values: Vec<&'static str>,
    /// The Python expression, which is also the call's signature in reports and in the
    /// known-failures file.
    pub expr: String,
}

impl Call {
    /// The call as one command-line argument: module, values and expression, tab-separated.
    pub fn encode(&self) -> String {
        format!(
            "{}\t{}\t{}",
            self.module.as_deref().unwrap_or(""),
            self.values.join(","),
            self.expr
        )
    }

    /// Reads a call written by [`Call::encode`].
    pub fn decode(text: &str) -> Option<Call> {
        let mut fields = text.splitn(3, '\t');
        let (module, values, expr) = (fields.next()?, fields.next()?, fields.next()?);
        let values = values
            .split(',')
            .filter(|v| !v.is_empty())
            .map(|v| pool::value(v).map(|v| v.name))
            .collect::<Option<Vec<_>>>()?;
        Some(Call {
            module: (!module.is_empty()).then(|| module.to_string()),
            values,
            expr: expr.to_string(),
        })
    }

    /// The program that builds the call's values, says it is ready and makes the call, any
    /// exception it raises caught.
    pub fn program(&self) -> String {
        let mut source = String::new();
        if let Some(module) = &self.module {
            source.push_str(&format!("import {module}\n"));
        }
        for value in self.values.iter().filter_map(|name| pool::value(name)) {
            source.push_str(value.build);
            source.push('\n');
        }
        source.push_str(&format!(
            "print({:?}, end='')\ntry:\n    {}\nexcept Exception:\n    pass\n",
            READY, self.expr
        ));
        source
    }

    /// The kinds of the arguments, for reports: the pool values the call names.
    pub fn kinds(&self) -> String {
        if self.values.is_empty() {
            "no values".into()
        } else {
            self.values.join(", ")
        }
    }
}

/// How a call's run ended, as the child reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The call returned or raised an exception it caught.
    Ok,
    /// A limit stopped the run.
    Limit(String),
    /// The run ended otherwise, cleanly: `SystemExit`, an exception no `except Exception`
    /// catches.
    Ended(String),
    /// The arguments could not be built, so the native was never called.
    Unexercised(String),
    /// The interpreter failed internally (a caught panic).
    Internal(String),
}

impl Outcome {
    fn of(outcome: &RunOutcome) -> Outcome {
        let ready = outcome.output.starts_with(READY);
        match &outcome.error {
            Some(RunError::Internal { message }) => Outcome::Internal(message.clone()),
            error if !ready => Outcome::Unexercised(error.as_ref().map(RunError::last_line).unwrap_or_default()),
            None => Outcome::Ok,
            Some(RunError::Limit { last_line }) => Outcome::Limit(last_line.clone()),
            Some(error) => Outcome::Ended(format!("exit status {}: {}", error.exit_status(), error.last_line())),
        }
    }

    /// The outcome on one line: a word, then the detail.
    fn encode(&self) -> String {
        let (word, detail) = match self {
            Outcome::Ok => ("ok", ""),
            Outcome::Limit(d) => ("limit", d.as_str()),
            Outcome::Ended(d) => ("ended", d.as_str()),
            Outcome::Unexercised(d) => ("unexercised", d.as_str()),
            Outcome::Internal(d) => ("internal", d.as_str()),
        };
        format!("{word} {}", detail.replace(['\n', '\r'], " "))
    }

    fn decode(text: &str) -> Option<Outcome> {
        let (word, detail) = text.split_once(' ').unwrap_or((text, ""));
        let detail = detail.to_string();
        Some(match word {
            "ok" => Outcome::Ok,
            "limit" => Outcome::Limit(detail),
            "ended" => Outcome::Ended(detail),
            "unexercised" => Outcome::Unexercised(detail),
            "internal" => Outcome::Internal(detail),
            _ => return None,
        })
    }

    /// The outcome for a report.
    pub fn describe(&self) -> String {
        match self {
            Outcome::Ok => "ok".into(),
            Outcome::Limit(line) => format!("limit: {line}"),
            Outcome::Ended(line) => line.clone(),
            Outcome::Unexercised(line) => format!("arguments not built: {line}"),
            Outcome::Internal(message) => format!("internal error: {message}"),
        }
    }
}

/// A line the child prints about call `index` of its batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    Start(usize),
    End(usize, Duration, Outcome),
}

impl Report {
    pub fn parse(line: &str) -> Option<Report> {
        let mut words = line.splitn(4, ' ');
        match (words.next()?, words.next()?.parse().ok()?) {
            ("start", index) => Some(Report::Start(index)),
            ("end", index) => {
                let micros = words.next()?.parse().ok()?;
                let outcome = Outcome::decode(words.next()?)?;
                Some(Report::End(index, Duration::from_micros(micros), outcome))
            }
            _ => None,
        }
    }
}

/// Runs one call in a fresh interpreter under the pool's limits, catching a panic that escapes.
fn run_call(call: &Call) -> Outcome {
    let run = catch_unwind(AssertUnwindSafe(|| {
        let mut interpreter = garter_stdlib::interpreter();
        interpreter.set_limits(pool::limits());
        interpreter.run(&call.program(), "<hostile>")
    }));
    match run {
        Ok(outcome) => Outcome::of(&outcome),
        Err(panic) => Outcome::Internal(
            panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic escaped the interpreter".into()),
        ),
    }
}

/// `--run-calls CALL...`: runs each call (as [`Call::encode`] wrote it) on a thread with the
/// CLI's stack and reports it on stdout.
pub fn run_calls_here(encoded: Vec<String>) -> Result<(), String> {
    let calls = encoded
        .iter()
        .map(|text| Call::decode(text).ok_or_else(|| format!("cannot read the call {text:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    let worker = thread::Builder::new().stack_size(CALL_STACK).spawn(move || {
        for (index, call) in calls.iter().enumerate() {
            println!("start {index}");
            let started = Instant::now();
            let outcome = run_call(call);
            println!("end {index} {} {}", started.elapsed().as_micros(), outcome.encode());
        }
    });
    worker
        .map_err(|e| format!("cannot start the calls' thread: {e}"))?
        .join()
        .map_err(|_| "the calls' thread panicked".to_string())
}
