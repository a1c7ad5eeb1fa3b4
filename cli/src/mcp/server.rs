//! The MCP methods `garter mcp` answers: `initialize`, `ping`, `tools/list` (the one tool,
//! `run_python`, whose description carries the stubs of every tool its code may call) and
//! `tools/call` (the code run in a fresh session, each tool call answered by its backend).
//! A handler returns the JSON-RPC result, or the error's code and message.

use garter::Limits;
use garter_host_tools::{
    describe_filesystem, describe_limits, run_python_tool_description, ExecutionRules, Outcome, Session,
};
use serde_json::{json, Map, Value};

use super::backends::Backends;
use crate::deadline::Deadline;
use crate::files::{DownloadArgs, FileArgs};
use crate::policy::PolicyArgs;

/// The MCP revisions garter speaks, newest first: the first is answered to a client asking for
/// one garter does not know.
pub const PROTOCOL_VERSIONS: &[&str] = &["2025-06-18", "2025-03-26", "2024-11-05"];
/// The name of the one tool.
const RUN_PYTHON: &str = "run_python";

pub const INVALID_PARAMS: i64 = -32602;
pub const METHOD_NOT_FOUND: i64 = -32601;

/// A JSON-RPC error: its code and message.
pub type RpcError = (i64, String);

/// The tools, and what each run is allowed.
pub struct McpServer {
    backends: Backends,
    limits: Limits,
    policy: PolicyArgs,
    files: FileArgs,
    download: DownloadArgs,
    description: String,
}

impl McpServer {
    pub fn new(
        backends: Backends,
        limits: Limits,
        policy: PolicyArgs,
        files: FileArgs,
        download: DownloadArgs,
    ) -> Result<McpServer, String> {
        let mut session = Session::standard(Vec::new(), limits.clone()).map_err(|e| e.to_string())?;
        files.apply(&mut session, &download)?;
        let (clock, entropy) = policy.grants();
        let rules = ExecutionRules {
            persistent_globals: false,
            importable_modules: session.interpreter().importable_modules(),
            limits: describe_limits(&limits),
            clock,
            entropy,
            filesystem: describe_filesystem(session.interpreter()),
        };
        let description = run_python_tool_description(backends.specs(), &rules);
        Ok(McpServer {
            backends,
            limits,
            policy,
            files,
            download,
            description,
        })
    }

    /// The result of request `method`.
    pub fn handle(&mut self, method: &str, params: Option<&Value>) -> Result<Value, RpcError> {
        let params = match params {
            None | Some(Value::Null) => Map::new(),
            Some(Value::Object(members)) => members.clone(),
            Some(_) => return Err((INVALID_PARAMS, "params must be an object".to_string())),
        };
        match method {
            "initialize" => initialize(&params),
            "ping" => Ok(json!({})),
            "tools/list" => Ok(json!({"tools": [self.run_python_tool()]})),
            "tools/call" => self.call(&params),
            other => Err((METHOD_NOT_FOUND, format!("Method not found: {other}"))),
        }
    }

    fn run_python_tool(&self) -> Value {
        json!({
            "name": RUN_PYTHON,
            "title": "Run Python",
            "description": self.description,
            "inputSchema": {
                "type": "object",
                "properties": {"code": {"type": "string", "description": "The Python code to run."}},
                "required": ["code"],
            },
        })
    }

    fn call(&mut self, params: &Map<String, Value>) -> Result<Value, RpcError> {
        match params.get("name") {
            Some(Value::String(name)) if name == RUN_PYTHON => {}
            Some(Value::String(name)) => return Err((INVALID_PARAMS, format!("Unknown tool: {name}"))),
            _ => return Err((INVALID_PARAMS, "tools/call needs the tool's \"name\"".to_string())),
        }
        let code = match params.get("arguments").and_then(|arguments| arguments.get("code")) {
            Some(Value::String(code)) => code,
            _ => {
                return Err((
                    INVALID_PARAMS,
                    "run_python needs a string argument \"code\"".to_string(),
                ))
            }
        };
        let mut session = Session::standard(self.backends.specs().to_vec(), self.limits.clone())
            .map_err(|e| (INVALID_PARAMS, e.to_string()))?;
        self.policy.apply(&mut session);
        self.files
            .apply(&mut session, &self.download)
            .map_err(|e| (INVALID_PARAMS, e))?;
        session.set_host_time_counts(true);
        let deadline = Deadline::start(self.limits.timeout);
        let mut outcome = session.start(code, "<string>");
        let done = loop {
            match outcome {
                Outcome::Complete(done) => break done,
                Outcome::ToolCalls(calls) => {
                    let Ok(answers) = self.backends.answer_all(&calls, &deadline) else {
                        break session.end_paused_at_time_limit();
                    };
                    outcome = session
                        .resume(answers)
                        .map_err(|e| (INVALID_PARAMS, format!("the run could not go on: {e}")))?;
                }
            }
        };
        for problem in self.download.download(&session, &deadline.for_downloads()) {
            eprintln!("garter mcp: {problem}");
        }
        let document = crate::run::outcome_json(&done);
        let clean_exit = document["error"]["exit_status"] == json!(0);
        let mut text = done.output.clone();
        text.push_str(&done.stderr);
        let is_error = match &done.error {
            Some(error) if !clean_exit => {
                text.push_str(&error.report());
                true
            }
            _ => {
                if let Some(repr) = &done.result {
                    if !text.is_empty() && !text.ends_with('\n') {
                        text.push('\n');
                    }
                    text.push_str(repr);
                }
                false
            }
        };
        if text.is_empty() {
            text.push_str("(no output)");
        }
        Ok(json!({"content": [{"type": "text", "text": text}], "isError": is_error}))
    }
}

/// The answer to `initialize`: the client's protocol revision if garter speaks it, else its own.
fn initialize(params: &Map<String, Value>) -> Result<Value, RpcError> {
    let Some(Value::String(asked)) = params.get("protocolVersion") else {
        return Err((
            INVALID_PARAMS,
            "initialize needs a string \"protocolVersion\"".to_string(),
        ));
    };
    let version = PROTOCOL_VERSIONS
        .iter()
        .find(|known| **known == asked)
        .unwrap_or(&PROTOCOL_VERSIONS[0]);
    Ok(json!({
        "protocolVersion": version,
        "capabilities": {"tools": {"listChanged": false}},
        "serverInfo": {"name": "garter", "title": "Garter", "version": env!("CARGO_PKG_VERSION")},
        "instructions": "Call run_python with Python code; the code calls the tools its description lists.",
    }))
}
