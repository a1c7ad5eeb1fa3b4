//! `garter run`: runs a program as `python3 FILE` would (output on stdout; what it wrote to
//! `sys.stderr`, then an uncaught exception's traceback, on stderr), with the tools of a `TOOLS.json` answered by their commands
//! and named inputs bound as globals, and host files uploaded into an in-memory filesystem
//! (downloaded after the run with `--download-dir`). With `--json`, stdout carries one JSON
//! document instead: the printed output, the program's stderr, the last expression's value, the
//! error and the usage.
//! With `--time`, a last stderr line gives the run's wall time (what benchmarks compare with an
//! interpreter's own execution time, leaving process start-up out). `--timeout` is one deadline
//! for the whole run (`deadline.rs`): tool commands, at most `--max-concurrent-tools` at once,
//! get only the time left, and the downloads stop at it.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use garter::{HostValue, Limits, RunError, RunOutcome};
use garter_host_tools::{host_to_json, Outcome, Session};

use crate::deadline::{Deadline, TimeLimit};
use crate::files::{DownloadArgs, FileArgs};
use crate::inputs::{Program, ToolsFile};
use crate::policy::PolicyArgs;
use crate::tool_commands::ToolCommands;

/// Stack size of the thread that runs the interpreter, leaving room for deeply nested programs.
pub const INTERPRETER_STACK: usize = 256 << 20;

/// What `garter run` was asked to do.
pub struct RunRequest {
    pub program: Program,
    pub tools: Option<ToolsFile>,
    pub inputs: Vec<(String, HostValue)>,
    pub limits: Limits,
    /// The most tool commands running at once.
    pub max_concurrent_tools: usize,
    pub policy: PolicyArgs,
    pub files: FileArgs,
    pub download: DownloadArgs,
    pub json: bool,
    /// Report the run's wall time on stderr.
    pub time: bool,
}

/// How a run went: the program's outcome, and the files `--download-dir` could not write.
struct Finished {
    outcome: RunOutcome,
    download_problems: Vec<String>,
    /// From the start of the run to its end (tool commands included, downloads not).
    elapsed: Duration,
}

pub fn run(request: RunRequest) -> ExitCode {
    let (json, time) = (request.json, request.time);
    let worker = std::thread::Builder::new()
        .stack_size(INTERPRETER_STACK)
        .spawn(move || run_program(request));
    let Finished {
        outcome,
        download_problems,
        elapsed,
    } = match worker.map(|handle| handle.join()) {
        Ok(Ok(Ok(finished))) => finished,
        Ok(Ok(Err(usage_error))) => {
            eprintln!("garter: {usage_error}");
            return ExitCode::from(2);
        }
        _ => {
            eprintln!("garter: the interpreter thread failed");
            return ExitCode::from(70);
        }
    };
    if json {
        print_json(&outcome);
    } else {
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(outcome.output.as_bytes());
        let _ = stdout.flush();
        let mut stderr = std::io::stderr().lock();
        let _ = stderr.write_all(outcome.stderr.as_bytes());
        if let Some(error) = &outcome.error {
            let _ = stderr.write_all(error.report().as_bytes());
        }
    }
    for problem in &download_problems {
        eprintln!("garter: {problem}");
    }
    if time {
        eprintln!("garter: run took {:.6} s", elapsed.as_secs_f64());
    }
    match outcome.error {
        None if !download_problems.is_empty() => ExitCode::from(2),
        _ => exit_code(outcome.error.as_ref()),
    }
}

/// The process exit status for how a run ended, as `python3` would exit (a `sys.exit` status
/// modulo 256, as the operating system keeps it).
pub fn exit_code(error: Option<&RunError>) -> ExitCode {
    match error {
        None => ExitCode::SUCCESS,
        Some(error) => ExitCode::from(error.exit_status().rem_euclid(256) as u8),
    }
}

/// Runs the program in a session, answering tool calls with their commands, and downloads the
/// files it wrote.
fn run_program(request: RunRequest) -> Result<Finished, String> {
    let max_concurrent = request.max_concurrent_tools;
    let (specs, commands) = match request.tools {
        None => (
            Vec::new(),
            ToolCommands::new(Vec::new(), Default::default(), max_concurrent),
        ),
        Some(file) => {
            let mut specs = Vec::with_capacity(file.decls.len());
            let mut commands = Vec::with_capacity(file.decls.len());
            for decl in file.decls {
                let Some(command) = decl.command else {
                    return Err(format!(
                        "tool '{}' has no \"command\" in the tools file, so `garter run` cannot answer its calls",
                        decl.spec.name
                    ));
                };
                commands.push((decl.spec.name.clone(), command));
                specs.push(decl.spec);
            }
            (
                specs,
                ToolCommands::new(commands, file.folder, max_concurrent).with_result_limit(request.limits.max_memory),
            )
        }
    };
    let timeout = request.limits.timeout;
    let mut session = Session::standard(specs, request.limits).map_err(|e| e.to_string())?;
    request.policy.apply(&mut session);
    session.set_inputs(&request.inputs).map_err(|e| e.to_string())?;
    request.files.apply(&mut session, &request.download)?;
    session.set_host_time_counts(true);
    let started = Instant::now();
    let deadline = Deadline::start(timeout);
    let mut progress = session.start(&request.program.source, &request.program.name);
    let outcome = loop {
        match progress {
            Outcome::Complete(outcome) => break outcome,
            Outcome::ToolCalls(calls) => match commands.answer_all(&calls, &deadline) {
                Ok(answers) => progress = session.resume(answers).map_err(|e| e.to_string())?,
                Err(TimeLimit) => break session.end_paused_at_time_limit(),
            },
        }
    };
    let elapsed = started.elapsed();
    let download_problems = request.download.download(&session, &deadline.for_downloads());
    Ok(Finished {
        outcome,
        download_problems,
        elapsed,
    })
}

/// Prints the outcome as one JSON document.
fn print_json(outcome: &RunOutcome) {
    println!("{}", outcome_json(outcome));
}

/// The outcome of a run as JSON: printed output, value, error and usage.
pub fn outcome_json(outcome: &RunOutcome) -> serde_json::Value {
    let value = match &outcome.value {
        Some(value) => host_to_json(value).unwrap_or(serde_json::Value::Null),
        None => serde_json::Value::Null,
    };
    let error = outcome.error.as_ref().map(|error| {
        let last_line = error.last_line();
        let (kind, message) = last_line.split_once(": ").unwrap_or((last_line.as_str(), ""));
        let kind = if matches!(error, RunError::Exit { .. }) {
            "SystemExit"
        } else {
            kind
        };
        serde_json::json!({
            "type": kind,
            "message": message,
            "traceback": error.report(),
            "limit": matches!(error, RunError::Limit { .. }),
            "exit_status": error.exit_status(),
        })
    });
    serde_json::json!({
        "stdout": outcome.output,
        "stderr": outcome.stderr,
        "value": value,
        "repr": outcome.result,
        "error": error,
        "usage": {
            "steps": outcome.usage.steps,
            "peak_memory": outcome.usage.peak_memory,
            "tool_calls": outcome.usage.host_calls,
        },
    })
}
