//! Tools that are programs: each call runs the tool's command (in the folder of the
//! `TOOLS.json` that declares it) with the call's arguments as a JSON object on stdin, and reads
//! the tool's result as a JSON value from its stdout. A command that fails, cannot start or
//! prints something that is not JSON raises RuntimeError at the call site, carrying what the
//! command wrote on stderr. The calls of one batch (a `gather` of async tools) run at once.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use garter::{HostError, HostValue};
use garter_host_tools::{arguments_to_json, json_to_host, ToolCall};

/// The most stderr text an error carries.
const MAX_STDERR_SHOWN: usize = 2000;

/// The commands of the declared tools.
pub struct ToolCommands {
    /// Tool name and its program and arguments.
    commands: Vec<(String, Vec<String>)>,
    folder: PathBuf,
}

impl ToolCommands {
    pub fn new(commands: Vec<(String, Vec<String>)>, folder: PathBuf) -> ToolCommands {
        ToolCommands { commands, folder }
    }

    /// Answers a batch of calls, running their commands concurrently.
    pub fn answer_all(&self, calls: &[ToolCall]) -> Vec<(u64, Result<HostValue, HostError>)> {
        std::thread::scope(|scope| {
            let running: Vec<_> = calls
                .iter()
                .map(|call| (call.id, scope.spawn(move || self.answer(call))))
                .collect();
            running
                .into_iter()
                .map(|(id, handle)| {
                    let answer = handle
                        .join()
                        .unwrap_or_else(|_| Err(failure("the tool's runner thread failed")));
                    (id, answer)
                })
                .collect()
        })
    }

    /// Runs the command of `call`'s tool and reads its result.
    fn answer(&self, call: &ToolCall) -> Result<HostValue, HostError> {
        let Some((_, argv)) = self.commands.iter().find(|(name, _)| *name == call.name) else {
            return Err(failure(&format!("tool '{}' has no command to run", call.name)));
        };
        let arguments = arguments_to_json(&call.arguments).map_err(|e| HostError {
            exception: e.class.to_string(),
            message: e.message,
        })?;
        let input = serde_json::Value::Object(arguments).to_string();
        let output = run_command(argv, &self.folder, input.as_bytes())
            .map_err(|e| failure(&format!("tool '{}' could not run {:?}: {e}", call.name, argv[0])))?;
        if !output.status.success() {
            let status = output.status.code().map_or_else(
                || "was killed by a signal".to_string(),
                |code| format!("exited with status {code}"),
            );
            let stderr = shown_stderr(&output.stderr);
            let mut message = format!("tool '{}' failed: its command {status}", call.name);
            if !stderr.is_empty() {
                message.push_str(": ");
                message.push_str(&stderr);
            }
            return Err(failure(&message));
        }
        let value: serde_json::Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| failure(&format!("tool '{}' did not print a JSON value: {e}", call.name)))?;
        json_to_host(&value).map_err(|e| HostError {
            exception: e.class.to_string(),
            message: format!("tool '{}' returned {}", call.name, e.message),
        })
    }
}

fn run_command(argv: &[String], folder: &Path, input: &[u8]) -> std::io::Result<std::process::Output> {
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
        .spawn()?;
    let stdin = child.stdin.take();
    let written = std::thread::scope(|scope| {
        let writer = scope.spawn(move || stdin.map_or(Ok(()), |mut stdin| stdin.write_all(input)));
        let output = child.wait_with_output();
        (writer.join(), output)
    });
    match written {
        (_, Err(e)) => Err(e),
        (Ok(Err(e)), Ok(output)) if output.status.success() && e.kind() != std::io::ErrorKind::BrokenPipe => Err(e),
        (_, Ok(output)) => Ok(output),
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

fn failure(message: &str) -> HostError {
    HostError {
        exception: "RuntimeError".to_string(),
        message: message.to_string(),
    }
}
