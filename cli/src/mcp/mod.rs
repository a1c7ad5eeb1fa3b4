//! `garter mcp`: an MCP server over stdio (JSON-RPC 2.0, one message per line) offering one
//! tool, `run_python`, whose code calls the tools of a `TOOLS.json` and of upstream MCP servers
//! garter is a client of (`docs/mcp.md`). A message garter cannot take gets a JSON-RPC error
//! response and the server reads on; end of input ends it.

mod backends;
mod server;
mod upstream;

use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde_json::{json, Value};

use crate::inputs::ToolsFile;
use crate::policy::PolicyArgs;
use crate::serve::{read_line, Line};
use backends::Backends;
use server::{McpServer, RpcError};

const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const INTERNAL_ERROR: i64 = -32603;

/// What `garter mcp` was started with.
pub struct McpConfig {
    pub tools: Option<ToolsFile>,
    /// The path of the `SERVERS.json` naming the upstream servers.
    pub upstream: Option<String>,
    pub limits: garter::Limits,
    /// The most tool commands a run runs at once.
    pub max_concurrent_tools: usize,
    pub policy: PolicyArgs,
    /// The files each run's filesystem starts with.
    pub files: crate::files::FileArgs,
    /// Where each run's new and changed files are written.
    pub download: crate::files::DownloadArgs,
    /// The longest message line, in bytes.
    pub max_line: usize,
}

/// Connects to the upstream servers, then answers messages from stdin until it ends.
pub fn serve_mcp(config: McpConfig) -> ExitCode {
    let servers = match config.upstream.as_deref().map(upstream::read_servers).transpose() {
        Ok(servers) => servers.unwrap_or_default(),
        Err(message) => return startup_error(&message),
    };
    let folder = config
        .upstream
        .as_deref()
        .and_then(|path| Path::new(path).parent())
        .map_or_else(PathBuf::new, Path::to_path_buf);
    let backends = match Backends::connect(
        config.tools,
        &servers,
        &folder,
        config.max_concurrent_tools,
        config.limits.max_memory,
    ) {
        Ok(backends) => backends,
        Err(message) => return startup_error(&message),
    };
    let mut server = match McpServer::new(backends, config.limits, config.policy, config.files, config.download) {
        Ok(server) => server,
        Err(message) => return startup_error(&message),
    };
    let mut input = std::io::stdin().lock();
    let mut output = std::io::stdout().lock();
    loop {
        let reply = match read_line(&mut input, config.max_line) {
            Ok(None) => return ExitCode::SUCCESS,
            Ok(Some(Line::Request(text))) if text.trim().is_empty() => continue,
            Ok(Some(Line::Request(text))) => answer(&mut server, &text),
            Ok(Some(Line::TooLong(length))) => Some(error_response(
                Value::Null,
                (
                    INVALID_REQUEST,
                    format!(
                        "the message is {length} bytes long, over the bound of {}",
                        config.max_line
                    ),
                ),
            )),
            Ok(Some(Line::NotUtf8)) => Some(error_response(
                Value::Null,
                (PARSE_ERROR, "Parse error: the message is not UTF-8".to_string()),
            )),
            Err(error) => {
                eprintln!("garter: cannot read stdin: {error}");
                return ExitCode::from(2);
            }
        };
        if let Some(reply) = reply {
            if writeln!(output, "{reply}").and_then(|()| output.flush()).is_err() {
                return ExitCode::SUCCESS;
            }
        }
    }
}

/// The response to one message line; none for a notification or a response.
fn answer(server: &mut McpServer, text: &str) -> Option<Value> {
    let message: Value = match serde_json::from_str(text) {
        Ok(message) => message,
        Err(error) => {
            return Some(error_response(
                Value::Null,
                (PARSE_ERROR, format!("Parse error: {error}")),
            ))
        }
    };
    let Value::Object(fields) = message else {
        let what = if message.is_array() {
            "batches are not supported (MCP 2025-06-18 removed them)"
        } else {
            "a message must be a JSON object"
        };
        return Some(error_response(
            Value::Null,
            (INVALID_REQUEST, format!("Invalid Request: {what}")),
        ));
    };
    let id = fields.get("id").cloned();
    let valid_id = matches!(id, None | Some(Value::String(_)) | Some(Value::Number(_)));
    let reply_id = id.clone().filter(|_| valid_id).unwrap_or(Value::Null);
    if fields.get("jsonrpc") != Some(&json!("2.0")) || !valid_id {
        let problem = if valid_id {
            "\"jsonrpc\" must be \"2.0\""
        } else {
            "\"id\" must be a string or a number"
        };
        return Some(error_response(
            reply_id,
            (INVALID_REQUEST, format!("Invalid Request: {problem}")),
        ));
    }
    let method = match fields.get("method") {
        Some(Value::String(method)) => method.as_str(),
        None if id.is_some() && (fields.contains_key("result") || fields.contains_key("error")) => return None,
        _ => {
            return Some(error_response(
                reply_id,
                (
                    INVALID_REQUEST,
                    "Invalid Request: \"method\" must be a string".to_string(),
                ),
            ))
        }
    };
    let id = id?;
    let reply = match catch_unwind(AssertUnwindSafe(|| server.handle(method, fields.get("params")))) {
        Ok(Ok(result)) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
        Ok(Err(error)) => error_response(id, error),
        Err(_) => error_response(
            id,
            (
                INTERNAL_ERROR,
                "the server failed on this request (a bug in garter)".to_string(),
            ),
        ),
    };
    Some(reply)
}

fn error_response(id: Value, (code, message): RpcError) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
}

fn startup_error(message: &str) -> ExitCode {
    eprintln!("garter: {message}");
    ExitCode::from(2)
}
