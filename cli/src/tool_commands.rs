//! Tools that are programs: each call runs the tool's command (in the folder of the
//! `TOOLS.json` that declares it) with the call's arguments as a JSON object on stdin, and reads
//! the tool's result as a JSON value from its stdout. A command that fails, cannot start or
//! prints something that is not JSON raises RuntimeError at the call site, carrying what the
//! command wrote on stderr. The calls of one batch (a `gather` of async tools) run concurrently,
//! at most `--max-concurrent-tools` at once, and their answers come back in call order.
//!
//! Each command runs in a process group of its own and gets only the time the run has left:
//! one still running at the run's deadline is killed with its whole group, and the run ends
//! with the time limit. When a command exits, whatever it left running in its group is killed
//! too, so no process a tool started outlives its call.

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use garter::{HostError, HostValue};
use garter_host_tools::{arguments_to_json, json_to_host, ToolCall};

use crate::deadline::{Deadline, TimeLimit};

/// The most stderr text an error carries.
const MAX_STDERR_SHOWN: usize = 2000;
/// The end of a command's stderr that is kept (the rest is read and dropped).
const STDERR_KEPT: usize = 64 << 10;
/// The default of `--max-concurrent-tools`.
pub const DEFAULT_MAX_CONCURRENT: usize = 8;
/// The first and the longest pause between two looks at whether a command has exited (the
/// pause doubles while it runs on).
const FIRST_EXIT_POLL: Duration = Duration::from_micros(100);
const MAX_EXIT_POLL: Duration = Duration::from_millis(20);

/// A call's id and its answer.
pub type Answer = (u64, Result<HostValue, HostError>);

/// `--max-concurrent-tools`.
#[derive(clap::Args, Clone, Copy)]
pub struct ConcurrencyArgs {
    /// The most tool commands running at once: the calls of a batch (an `asyncio.gather`) wait
    /// for a free slot, and their answers keep the calls' order.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_CONCURRENT, value_parser = parse_max_concurrent)]
    pub max_concurrent_tools: usize,
}

fn parse_max_concurrent(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("at least one tool command must be allowed to run (0 would never answer a call)".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("invalid number '{text}'")),
    }
}

/// The commands of the declared tools.
pub struct ToolCommands {
    /// Tool name and its program and arguments.
    commands: Vec<(String, Vec<String>)>,
    folder: PathBuf,
    /// The most commands running at once (at least 1).
    max_concurrent: usize,
    /// The most bytes a command may print as its result: the run's memory limit, which the
    /// result must fit in once it is a Python value (what passes it is read and dropped).
    max_result: usize,
}

impl ToolCommands {
    pub fn new(commands: Vec<(String, Vec<String>)>, folder: PathBuf, max_concurrent: usize) -> ToolCommands {
        ToolCommands {
            commands,
            folder,
            max_concurrent: max_concurrent.max(1),
            max_result: usize::MAX,
        }
    }

    /// Bounds what a command may print as its result to the run's memory limit.
    pub fn with_result_limit(mut self, max_memory: Option<usize>) -> ToolCommands {
        self.max_result = max_memory.unwrap_or(usize::MAX);
        self
    }

    /// Answers a batch of calls, in call order, running at most `max_concurrent` commands at
    /// once (each runner thread takes the next call when its command ends). `Err` when the
    /// deadline passes before every call is answered: the commands still running are killed
    /// and the calls not started never run.
    pub fn answer_all(&self, calls: &[ToolCall], deadline: &Deadline) -> Result<Vec<Answer>, TimeLimit> {
        let next = AtomicUsize::new(0);
        let runners = self.max_concurrent.min(calls.len());
        let mut slots: Vec<Option<Answer>> = calls.iter().map(|_| None).collect();
        std::thread::scope(|scope| {
            let runners: Vec<_> = (0..runners)
                .map(|_| {
                    scope.spawn(|| {
                        let mut answers = Vec::new();
                        loop {
                            let index = next.fetch_add(1, Ordering::Relaxed);
                            let Some(call) = calls.get(index) else {
                                return Ok(answers);
                            };
                            if deadline.passed() {
                                return Err(TimeLimit);
                            }
                            answers.push((index, (call.id, self.answer(call, deadline)?)));
                        }
                    })
                })
                .collect();
            let mut finished = Ok(());
            for runner in runners {
                // A runner that panicked (a bug) leaves its calls unanswered: they fail below.
                match runner.join().unwrap_or_else(|_| Ok(Vec::new())) {
                    Ok(answers) => answers
                        .into_iter()
                        .for_each(|(index, answer)| slots[index] = Some(answer)),
                    Err(limit) => finished = Err(limit),
                }
            }
            finished
        })?;
        Ok(slots
            .into_iter()
            .zip(calls)
            .map(|(slot, call)| slot.unwrap_or_else(|| (call.id, Err(failure("the tool's runner thread failed")))))
            .collect())
    }

    /// Runs the command of `call`'s tool and reads its result, unless the deadline passes first.
    fn answer(&self, call: &ToolCall, deadline: &Deadline) -> Result<Result<HostValue, HostError>, TimeLimit> {
        let Some((_, argv)) = self.commands.iter().find(|(name, _)| *name == call.name) else {
            return Ok(Err(failure(&format!("tool '{}' has no command to run", call.name))));
        };
        let arguments = match call_arguments(call) {
            Ok(arguments) => arguments,
            Err(error) => return Ok(Err(error)),
        };
        let input = serde_json::Value::Object(arguments).to_string().into_bytes();
        let output = match run_command(argv, &self.folder, input, self.max_result, deadline) {
            Ok(Some(output)) => output,
            Ok(None) => return Err(TimeLimit),
            Err(e) => {
                return Ok(Err(failure(&format!(
                    "tool '{}' could not run {:?}: {e}",
                    call.name, argv[0]
                ))))
            }
        };
        Ok(read_answer(&call.name, &output, self.max_result))
    }
}

/// The answer a finished command gave: its JSON result, or why there is none.
fn read_answer(tool: &str, output: &Output, max_result: usize) -> Result<HostValue, HostError> {
    if !output.status.success() {
        let status = output.status.code().map_or_else(
            || "was killed by a signal".to_string(),
            |code| format!("exited with status {code}"),
        );
        let stderr = shown_stderr(&output.stderr);
        let mut message = format!("tool '{tool}' failed: its command {status}");
        if !stderr.is_empty() {
            message.push_str(": ");
            message.push_str(&stderr);
        }
        return Err(failure(&message));
    }
    if output.stdout.len() > max_result {
        return Err(failure(&format!(
            "tool '{tool}' printed more than {}, the run's memory limit, as its result",
            garter::limits::format_size(max_result)
        )));
    }
    let value: serde_json::Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| failure(&format!("tool '{tool}' did not print a JSON value: {e}")))?;
    json_to_host(&value).map_err(|e| HostError {
        exception: e.class.to_string(),
        message: format!("tool '{tool}' returned {}", e.message),
    })
}

/// Which pipe a reader thread read.
enum Stream {
    Stdout,
    Stderr,
}

/// Runs a command in a process group of its own, writing `input` to its stdin and collecting
/// its stdout and stderr. `None` when the deadline came first: the group was killed.
///
/// The pipes are written and read by threads of their own, never waited for once the command's
/// group is gone: a process that left the group may hold a pipe open, and the run must not
/// wait for it. The command's exit is looked at every few milliseconds, so what it leaves
/// running in its group (holding the pipes open or not) is killed as soon as it exits.
fn run_command(
    argv: &[String],
    folder: &Path,
    input: Vec<u8>,
    max_result: usize,
    deadline: &Deadline,
) -> std::io::Result<Option<Output>> {
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .current_dir(if folder.as_os_str().is_empty() {
            Path::new(".")
        } else {
            folder
        })
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let (stdin, stdout, stderr) = (child.stdin.take(), child.stdout.take(), child.stderr.take());
    let writer = std::thread::spawn(move || stdin.map_or(Ok(()), |mut stdin| stdin.write_all(&input)));
    let (sender, pipes) = mpsc::channel();
    for (pipe, stream) in [
        (
            stdout.map(|pipe| Box::new(pipe) as Box<dyn Read + Send>),
            Stream::Stdout,
        ),
        (
            stderr.map(|pipe| Box::new(pipe) as Box<dyn Read + Send>),
            Stream::Stderr,
        ),
    ] {
        let sender = sender.clone();
        std::thread::spawn(move || {
            let read = pipe.map_or(Ok(Vec::new()), |pipe| match stream {
                Stream::Stdout => read_head(pipe, max_result.saturating_add(1)),
                Stream::Stderr => read_tail(pipe, STDERR_KEPT),
            });
            let _ = sender.send((stream, read));
        });
    }
    drop(sender);
    let (mut status, mut out, mut err) = (None, None, None);
    let mut pause = FIRST_EXIT_POLL;
    loop {
        if status.is_none() {
            match child.try_wait() {
                Ok(Some(exited)) => {
                    status = Some(exited);
                    kill_group(child.id());
                }
                Ok(None) => {}
                Err(e) => {
                    kill(&mut child);
                    return Err(e);
                }
            }
        }
        if let (Some(status), Some(_), Some(_)) = (status, &out, &err) {
            let (stdout, stderr) = (out.unwrap_or_default(), err.unwrap_or_default());
            return match writer.is_finished().then(|| writer.join()) {
                Some(Ok(Err(e))) if status.success() && e.kind() != std::io::ErrorKind::BrokenPipe => Err(e),
                _ => Ok(Some(Output { status, stdout, stderr })),
            };
        }
        if deadline.passed() {
            if status.is_none() {
                kill(&mut child);
            }
            return Ok(None);
        }
        let wait = deadline.remaining().map_or(pause, |left| left.min(pause));
        if out.is_some() && err.is_some() {
            std::thread::sleep(wait);
        } else {
            match pipes.recv_timeout(wait) {
                Ok((_, Err(e))) => {
                    if status.is_none() {
                        kill(&mut child);
                    }
                    return Err(e);
                }
                Ok((stream, Ok(bytes))) => {
                    match stream {
                        Stream::Stdout => out = Some(bytes),
                        Stream::Stderr => err = Some(bytes),
                    }
                    // A closed pipe mostly means the command is exiting: look again soon.
                    pause = FIRST_EXIT_POLL;
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    out.get_or_insert_with(Vec::new);
                    err.get_or_insert_with(Vec::new);
                }
            }
        }
        pause = (pause * 2).min(MAX_EXIT_POLL);
    }
}

/// Kills a command that is still running, with its process group, and reaps it.
fn kill(child: &mut Child) {
    kill_group(child.id());
    let _ = child.wait();
}

/// Sends SIGKILL to every process of the group `leader` leads. While the leader is not reaped
/// its id cannot name another group; after, the group lives on (and its id stays taken) as long
/// as a process of it does, so the signal reaches only what the command started (an empty
/// group's id is free again, but Linux hands ids out in turn, so not to a new group at once).
#[allow(unsafe_code)]
fn kill_group(leader: u32) {
    let Ok(group) = libc::pid_t::try_from(leader) else {
        return;
    };
    if group > 1 {
        // SAFETY: kill(2) takes two integers and touches none of this process's memory; a
        // negative id names the process group, never this process's own (0 or -1 would).
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
}

/// The first `keep` bytes of what `pipe` gives; the rest is read (so the writer never blocks)
/// and dropped.
fn read_head(mut pipe: Box<dyn Read + Send>, keep: usize) -> std::io::Result<Vec<u8>> {
    let mut kept = Vec::new();
    let mut chunk = vec![0u8; 64 << 10];
    loop {
        let n = match pipe.read(&mut chunk) {
            Ok(0) => return Ok(kept),
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let room = keep.saturating_sub(kept.len());
        kept.extend_from_slice(&chunk[..n.min(room)]);
    }
}

/// The last `keep` bytes (about) of what `pipe` gives.
fn read_tail(mut pipe: Box<dyn Read + Send>, keep: usize) -> std::io::Result<Vec<u8>> {
    let mut kept = Vec::new();
    let mut chunk = vec![0u8; 64 << 10];
    loop {
        let n = match pipe.read(&mut chunk) {
            Ok(0) => return Ok(kept),
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        kept.extend_from_slice(&chunk[..n]);
        if kept.len() > 2 * keep {
            kept.drain(..kept.len() - keep);
        }
    }
}

/// The end of what a failed command wrote on stderr, trimmed.
fn shown_stderr(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let text = text.trim();
    if text.len() <= MAX_STDERR_SHOWN {
        return text.to_string();
    }
    let mut start = text.len() - MAX_STDERR_SHOWN;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    format!("...{}", &text[start..])
}

/// A call's arguments as the JSON object a tool receives, or the error to raise at the call
/// when one cannot be written as JSON.
pub fn call_arguments(call: &ToolCall) -> Result<serde_json::Map<String, serde_json::Value>, HostError> {
    arguments_to_json(&call.arguments).map_err(|e| HostError {
        exception: e.class.to_string(),
        message: e.message,
    })
}

fn failure(message: &str) -> HostError {
    HostError {
        exception: "RuntimeError".to_string(),
        message: message.to_string(),
    }
}
