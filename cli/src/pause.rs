//! `garter start` and `garter resume`: a run whose tool calls the caller answers, across
//! processes. `start` runs the program until it calls tools (no tool command runs), writes the
//! paused session to a snapshot file, and prints the calls as JSON; `resume` loads that
//! snapshot, delivers the caller's results (values or exceptions, by call id), and goes on the
//! same way. When the program ends, the outcome is printed as `garter run --json` prints it, and
//! `--download-dir` writes the files the program created or changed. The filesystem travels in
//! the snapshot; the file flags of `resume` add to it.
//!
//! Results file: `{"<id>": {"value": JSON}, "<id>": {"error": {"type": "ValueError",
//! "message": "..."}}}`; calls may be answered a few at a time.

use std::process::ExitCode;

use garter::{HostError, HostValue, Limits};
use garter_host_tools::{arguments_to_json, host_to_json, json_to_host, Outcome, Session, ToolCall, ToolSpec};
use serde_json::{json, Map, Value};

use crate::deadline::Deadline;
use crate::files::{DownloadArgs, FileArgs};
use crate::inputs::{Program, ToolsFile};
use crate::policy::PolicyArgs;

/// Where the paused session is written, and the tools, limits and host policies it runs with
/// (the policies are not in the snapshot: each command grants its own), the files to upload and
/// where to download them at the end.
pub struct PauseRequest {
    pub snapshot: String,
    pub tools: Option<ToolsFile>,
    pub limits: Limits,
    pub policy: PolicyArgs,
    pub files: FileArgs,
    pub download: DownloadArgs,
}

impl PauseRequest {
    fn specs(&self) -> Vec<ToolSpec> {
        self.tools
            .as_ref()
            .map(|file| file.decls.iter().map(|decl| decl.spec.clone()).collect())
            .unwrap_or_default()
    }
}

pub fn start(request: PauseRequest, program: Program, inputs: &[(String, HostValue)]) -> ExitCode {
    let deadline = Deadline::start(request.limits.timeout);
    let mut session = match Session::standard(request.specs(), request.limits.clone()) {
        Ok(session) => session,
        Err(error) => return usage_error(&error.to_string()),
    };
    if let Err(error) = session.set_inputs(inputs) {
        return usage_error(&error.to_string());
    }
    request.policy.apply(&mut session);
    if let Err(message) = request.files.apply(&mut session, &request.download) {
        return usage_error(&message);
    }
    let outcome = session.start(&program.source, &program.name);
    report(&session, outcome, &request, &deadline)
}

pub fn resume(request: PauseRequest, results_path: &str) -> ExitCode {
    let deadline = Deadline::start(request.limits.timeout);
    let bytes = match std::fs::read(&request.snapshot) {
        Ok(bytes) => bytes,
        Err(e) => return usage_error(&format!("can't open snapshot '{}': {e}", request.snapshot)),
    };
    let mut session = match Session::load(
        garter_stdlib::interpreter(),
        request.specs(),
        request.limits.clone(),
        &bytes,
    ) {
        Ok(session) => session,
        Err(error) => return usage_error(&format!("{}: {error}", request.snapshot)),
    };
    request.policy.apply(&mut session);
    if let Err(message) = request.files.apply(&mut session, &request.download) {
        return usage_error(&message);
    }
    let answers = match read_results(results_path) {
        Ok(answers) => answers,
        Err(message) => return usage_error(&message),
    };
    match session.resume(answers) {
        Ok(outcome) => report(&session, outcome, &request, &deadline),
        Err(error) => usage_error(&error.to_string()),
    }
}

/// Prints the outcome; a paused session is written to the snapshot file first, and the files of
/// an ended one are downloaded, until the command's own deadline (`--timeout` from its start).
fn report(session: &Session, outcome: Outcome, request: &PauseRequest, deadline: &Deadline) -> ExitCode {
    let snapshot = request.snapshot.as_str();
    match outcome {
        Outcome::ToolCalls(_) => {
            let bytes = match session.dump() {
                Ok(bytes) => bytes,
                Err(error) => return usage_error(&format!("cannot write the snapshot: {error}")),
            };
            if let Err(e) = std::fs::write(snapshot, bytes) {
                return usage_error(&format!("can't write snapshot '{snapshot}': {e}"));
            }
            let calls: Vec<Value> = session.pending_calls().iter().map(call_json).collect();
            println!(
                "{}",
                json!({"status": "tool_calls", "snapshot": snapshot, "calls": calls})
            );
            ExitCode::SUCCESS
        }
        Outcome::Complete(done) => {
            let mut document = crate::run::outcome_json(&done);
            document["status"] = json!("complete");
            println!("{document}");
            let problems = request.download.download(session, &deadline.for_downloads());
            for problem in &problems {
                eprintln!("garter: {problem}");
            }
            match done.error {
                None if !problems.is_empty() => ExitCode::from(2),
                _ => crate::run::exit_code(done.error.as_ref()),
            }
        }
    }
}

pub(crate) fn call_json(call: &ToolCall) -> Value {
    let values =
        |items: &[HostValue]| -> Vec<Value> { items.iter().map(|v| host_to_json(v).unwrap_or(Value::Null)).collect() };
    let kwargs: Map<String, Value> = call
        .kwargs
        .iter()
        .map(|(name, v)| (name.clone(), host_to_json(v).unwrap_or(Value::Null)))
        .collect();
    json!({
        "id": call.id,
        "name": call.name,
        "args": values(&call.args),
        "kwargs": kwargs,
        "arguments": arguments_to_json(&call.arguments).map(Value::Object).unwrap_or(Value::Null),
    })
}

type Answer = (u64, Result<HostValue, HostError>);

fn read_results(path: &str) -> Result<Vec<Answer>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("can't open results file '{path}': {e}"))?;
    let document: Value = serde_json::from_str(&text).map_err(|e| format!("{path}: not valid JSON: {e}"))?;
    let Value::Object(results) = document else {
        return Err(format!(
            "{path}: the results must be a JSON object mapping call ids to results"
        ));
    };
    let mut answers = Vec::with_capacity(results.len());
    for (id, result) in results {
        let Ok(number) = id.parse::<u64>() else {
            return Err(format!("{path}: '{id}' is not a call id"));
        };
        answers.push((
            number,
            read_result(&result).map_err(|e| format!("{path}: call {id}: {e}"))?,
        ));
    }
    Ok(answers)
}

pub(crate) fn read_result(result: &Value) -> Result<Result<HostValue, HostError>, String> {
    let malformed =
        || "a result must be {\"value\": ...} or {\"error\": {\"type\": ..., \"message\": ...}}".to_string();
    let Value::Object(fields) = result else {
        return Err(malformed());
    };
    match (fields.get("value"), fields.get("error"), fields.len()) {
        (Some(value), None, 1) => json_to_host(value).map(Ok).map_err(|e| e.to_string()),
        (None, Some(Value::Object(error)), 1) => {
            let text = |key: &str| error.get(key).and_then(Value::as_str).map(str::to_string);
            Ok(Err(HostError {
                exception: text("type").unwrap_or_else(|| "RuntimeError".to_string()),
                message: text("message").unwrap_or_default(),
            }))
        }
        _ => Err(malformed()),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("garter: {message}");
    ExitCode::from(2)
}
