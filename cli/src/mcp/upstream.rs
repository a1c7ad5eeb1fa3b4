//! An upstream MCP server `garter mcp` is a client of: the `SERVERS.json` naming them (Claude
//! Desktop's `{"mcpServers": {NAME: {"command", "args", "env"}}}` shape), the subprocess each runs
//! in, the MCP handshake (`initialize`, `notifications/initialized`, `tools/list`) and the
//! `tools/call` requests that answer the program's calls, with their results turned into JSON.

use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Map, Value};

use crate::deadline::{Deadline, TimeLimit};
use crate::serve::{read_line, Line};

/// The MCP revision garter asks its upstream servers for.
const CLIENT_PROTOCOL_VERSION: &str = "2025-06-18";
/// The longest line an upstream server may write.
const MAX_UPSTREAM_LINE: usize = 64 << 20;
/// How long an upstream server may take to answer `initialize` or `tools/list`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(30);
/// How long an upstream server may take to answer one `tools/call`.
const CALL_TIMEOUT: Duration = Duration::from_secs(300);
/// The most pages of `tools/list` read from one server.
const MAX_TOOL_PAGES: usize = 100;

/// How to start one upstream server.
#[derive(Debug, Clone, PartialEq)]
pub struct ServerConfig {
    pub name: String,
    pub command: String,
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
}

/// A tool an upstream server lists.
#[derive(Debug, Clone, PartialEq)]
pub struct UpstreamTool {
    pub name: String,
    pub description: String,
    pub input_schema: Value,
    pub output_schema: Option<Value>,
}

/// The upstream servers a `SERVERS.json` file names, in the file's order.
pub fn read_servers(path: &str) -> Result<Vec<ServerConfig>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("can't open servers file '{path}': {e}"))?;
    parse_servers(&text).map_err(|e| format!("{path}: {e}"))
}

/// The upstream servers of a `SERVERS.json` document.
pub fn parse_servers(text: &str) -> Result<Vec<ServerConfig>, String> {
    let document: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let Some(Value::Object(servers)) = document.get("mcpServers") else {
        return Err("expected an object {\"mcpServers\": {NAME: {\"command\": ..., \"args\": [...]}}}".to_string());
    };
    servers
        .iter()
        .map(|(name, entry)| {
            let problem = |text: &str| format!("server '{name}': {text}");
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                return Err(problem("a server name must be letters, digits, '_' or '-'"));
            }
            let Some(Value::String(command)) = entry.get("command") else {
                return Err(problem("\"command\" must be a string"));
            };
            let args = match entry.get("args") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(args)) => args
                    .iter()
                    .map(|arg| arg.as_str().map(str::to_string))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| problem("\"args\" must be an array of strings"))?,
                Some(_) => return Err(problem("\"args\" must be an array of strings")),
            };
            let env = match entry.get("env") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Object(env)) => env
                    .iter()
                    .map(|(key, value)| value.as_str().map(|value| (key.clone(), value.to_string())))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| problem("\"env\" must map names to strings"))?,
                Some(_) => return Err(problem("\"env\" must map names to strings")),
            };
            Ok(ServerConfig {
                name: name.clone(),
                command: command.clone(),
                args,
                env,
            })
        })
        .collect()
}

/// Why a request got no response.
enum NoResponse {
    /// The server cannot be written to (the message says why).
    Broken(String),
    /// Its output ended first.
    Closed,
    /// The wait ran out for the request with this id (a response may still come, and is
    /// skipped when it does).
    TimedOut(u64),
}

/// A running upstream server and the ends of its pipes.
pub struct Upstream {
    pub name: String,
    child: Child,
    input: Option<ChildStdin>,
    /// The messages the server writes, parsed by a reader thread (`None` once its output ends).
    messages: Receiver<Option<Value>>,
    next_id: u64,
}

impl Upstream {
    /// Starts the server (in `folder`), shakes hands and lists its tools.
    pub fn connect(config: &ServerConfig, folder: &Path) -> Result<(Upstream, Vec<UpstreamTool>), String> {
        let mut command = Command::new(&config.command);
        command
            .args(&config.args)
            .envs(config.env.iter().map(|(key, value)| (key, value)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if !folder.as_os_str().is_empty() {
            command.current_dir(folder);
        }
        let mut child = command.spawn().map_err(|e| {
            format!(
                "upstream server '{}' could not start {:?}: {e}",
                config.name, config.command
            )
        })?;
        let input = child.stdin.take();
        let output = child.stdout.take();
        let (sender, messages) = std::sync::mpsc::channel();
        if let Some(output) = output {
            std::thread::spawn(move || {
                let mut output = BufReader::new(output);
                loop {
                    match read_line(&mut output, MAX_UPSTREAM_LINE) {
                        Ok(Some(Line::Request(text))) => {
                            if let Ok(message) = serde_json::from_str::<Value>(&text) {
                                if sender.send(Some(message)).is_err() {
                                    return;
                                }
                            }
                        }
                        Ok(Some(_)) => {}
                        Ok(None) | Err(_) => {
                            let _ = sender.send(None);
                            return;
                        }
                    }
                }
            });
        }
        let mut upstream = Upstream {
            name: config.name.clone(),
            child,
            input,
            messages,
            next_id: 1,
        };
        let params = json!({
            "protocolVersion": CLIENT_PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": "garter", "version": env!("CARGO_PKG_VERSION")},
        });
        upstream
            .request("initialize", params, HANDSHAKE_TIMEOUT)
            .map_err(|problem| upstream.explain(problem, "initialize", HANDSHAKE_TIMEOUT))?
            .map_err(|message| upstream.failed(&format!("refused initialize: {message}")))?;
        upstream.notify("notifications/initialized")?;
        let tools = upstream.list_tools()?;
        Ok((upstream, tools))
    }

    /// Calls tool `name` with `arguments`: its result as JSON, or the message of its failure.
    /// `wrapped` says whether the tool's output schema wraps its value in `{"result": ...}`.
    /// The call gets the time the run has left (at most `CALL_TIMEOUT`): one still unanswered
    /// at the run's deadline is abandoned (the server is told, with `notifications/cancelled`,
    /// and a late response is skipped) and the run's time limit is the result.
    pub fn call_tool(
        &mut self,
        name: &str,
        arguments: Map<String, Value>,
        wrapped: bool,
        deadline: &Deadline,
    ) -> Result<Result<Value, String>, TimeLimit> {
        let left = deadline.remaining();
        if left == Some(Duration::ZERO) {
            return Err(TimeLimit);
        }
        let wait = left.map_or(CALL_TIMEOUT, |left| left.min(CALL_TIMEOUT));
        let params = json!({"name": name, "arguments": arguments});
        match self.request("tools/call", params, wait) {
            Ok(Ok(result)) => Ok(tool_result_value(&result, wrapped)),
            Ok(Err(message)) => Ok(Err(message)),
            Err(NoResponse::TimedOut(id)) if wait < CALL_TIMEOUT => {
                let reason = format!("the run's {}", deadline.message());
                let cancelled = json!({"requestId": id, "reason": reason});
                let _ = self.send(&json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": cancelled}));
                Err(TimeLimit)
            }
            Err(problem) => Ok(Err(self.explain(problem, "tools/call", wait))),
        }
    }

    fn list_tools(&mut self) -> Result<Vec<UpstreamTool>, String> {
        let mut tools = Vec::new();
        let mut cursor = Value::Null;
        for _ in 0..MAX_TOOL_PAGES {
            let params = if cursor.is_null() {
                json!({})
            } else {
                json!({"cursor": cursor})
            };
            let page = self
                .request("tools/list", params, HANDSHAKE_TIMEOUT)
                .map_err(|problem| self.explain(problem, "tools/list", HANDSHAKE_TIMEOUT))?
                .map_err(|message| self.failed(&format!("refused tools/list: {message}")))?;
            let Some(Value::Array(listed)) = page.get("tools") else {
                return Err(self.failed("answered tools/list without a \"tools\" array"));
            };
            for tool in listed {
                let Some(name) = tool.get("name").and_then(Value::as_str) else {
                    return Err(self.failed("listed a tool without a name"));
                };
                tools.push(UpstreamTool {
                    name: name.to_string(),
                    description: tool
                        .get("description")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                    input_schema: tool.get("inputSchema").cloned().unwrap_or_else(|| json!({})),
                    output_schema: tool.get("outputSchema").cloned(),
                });
            }
            match page.get("nextCursor") {
                Some(next @ Value::String(_)) => cursor = next.clone(),
                _ => return Ok(tools),
            }
        }
        Err(self.failed(&format!("listed tools over more than {MAX_TOOL_PAGES} pages")))
    }

    /// Sends a request and waits `timeout` for its response: `Ok(Err(message))` for a JSON-RPC
    /// error response, `Err` when there is none.
    fn request(&mut self, method: &str, params: Value, timeout: Duration) -> Result<Result<Value, String>, NoResponse> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .map_err(NoResponse::Broken)?;
        let deadline = Instant::now() + timeout;
        loop {
            let wait = deadline.saturating_duration_since(Instant::now());
            let message = match self.messages.recv_timeout(wait) {
                Ok(Some(message)) => message,
                Ok(None) | Err(RecvTimeoutError::Disconnected) => return Err(NoResponse::Closed),
                Err(RecvTimeoutError::Timeout) => return Err(NoResponse::TimedOut(id)),
            };
            if let Some(method) = message.get("method").and_then(Value::as_str) {
                self.answer_server_request(method, &message)
                    .map_err(NoResponse::Broken)?;
                continue;
            }
            if message.get("id") != Some(&json!(id)) {
                continue;
            }
            if let Some(error) = message.get("error") {
                let text = error.get("message").and_then(Value::as_str).unwrap_or("unknown error");
                return Ok(Err(text.to_string()));
            }
            return Ok(Ok(message.get("result").cloned().unwrap_or(Value::Null)));
        }
    }

    /// Answers a request the server makes of its client (`ping`; nothing else is offered);
    /// notifications need no answer.
    fn answer_server_request(&mut self, method: &str, message: &Value) -> Result<(), String> {
        let Some(id) = message.get("id") else {
            return Ok(());
        };
        let reply = if method == "ping" {
            json!({"jsonrpc": "2.0", "id": id, "result": {}})
        } else {
            let error = json!({"code": -32601, "message": format!("Method not found: {method}")});
            json!({"jsonrpc": "2.0", "id": id, "error": error})
        };
        self.send(&reply)
    }

    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method}))
    }

    fn send(&mut self, message: &Value) -> Result<(), String> {
        let written = match self.input.as_mut() {
            Some(input) => writeln!(input, "{message}").and_then(|()| input.flush()),
            None => Err(std::io::ErrorKind::BrokenPipe.into()),
        };
        written.map_err(|e| self.failed(&format!("cannot be written to: {e}")))
    }

    fn failed(&self, what: &str) -> String {
        format!("upstream server '{}' {what}", self.name)
    }

    /// The message for a request `method` that got no response within `timeout`.
    fn explain(&self, problem: NoResponse, method: &str, timeout: Duration) -> String {
        match problem {
            NoResponse::Broken(message) => message,
            NoResponse::Closed => self.failed(&format!("closed its output before answering {method}")),
            NoResponse::TimedOut(_) => {
                self.failed(&format!("did not answer {method} within {} seconds", timeout.as_secs()))
            }
        }
    }
}

impl Drop for Upstream {
    /// Closes the server's input, as MCP's stdio transport ends a session, and stops the server
    /// if it has not exited shortly after.
    fn drop(&mut self) {
        self.input = None;
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The value of a `tools/call` result: its `structuredContent` if it has one (the value inside
/// when the tool's output schema is the `{"result": ...}` object the MCP SDKs wrap a non-object
/// in, `wrapped`), else its text content, JSON-parsed where it parses (a list when there are
/// several). An `isError` result is the message of its text.
pub fn tool_result_value(result: &Value, wrapped: bool) -> Result<Value, String> {
    let texts: Vec<&str> = match result.get("content") {
        Some(Value::Array(items)) => items
            .iter()
            .filter(|item| item.get("type").and_then(Value::as_str) == Some("text"))
            .filter_map(|item| item.get("text").and_then(Value::as_str))
            .collect(),
        _ => Vec::new(),
    };
    if result.get("isError") == Some(&Value::Bool(true)) {
        let message = texts.join("\n");
        return Err(if message.is_empty() {
            "the tool failed".to_string()
        } else {
            message
        });
    }
    if let Some(structured) = result.get("structuredContent").filter(|value| !value.is_null()) {
        return Ok(match structured.get("result") {
            Some(inner) if wrapped => inner.clone(),
            _ => structured.clone(),
        });
    }
    let parse = |text: &str| serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()));
    Ok(match texts.as_slice() {
        [] => Value::Null,
        [text] => parse(text),
        several => Value::Array(several.iter().map(|text| parse(text)).collect()),
    })
}

#[cfg(test)]
mod tests {
    use super::{parse_servers, tool_result_value};
    use serde_json::json;

    #[test]
    fn servers_file_names_commands_arguments_and_environment() {
        let text = r#"{"mcpServers": {"shop": {"command": "python3", "args": ["shop.py"], "env": {"A": "1"}},
                        "empty": {"command": "true"}}}"#;
        let servers = parse_servers(text).unwrap();
        assert_eq!(servers.len(), 2);
        assert_eq!(servers[0].name, "shop");
        assert_eq!(servers[0].args, ["shop.py"]);
        assert_eq!(servers[0].env, [("A".to_string(), "1".to_string())]);
        assert!(parse_servers(r#"{"servers": {}}"#).unwrap_err().contains("mcpServers"));
        assert!(parse_servers(r#"{"mcpServers": {"x": {"args": []}}}"#)
            .unwrap_err()
            .contains("\"command\""));
        assert!(parse_servers(r#"{"mcpServers": {"a b": {"command": "x"}}}"#)
            .unwrap_err()
            .contains("server name"));
    }

    #[test]
    fn results_prefer_structured_content_then_parsed_text() {
        let structured = json!({"content": [{"type": "text", "text": "{\"a\": 1}"}], "structuredContent": {"a": 1}});
        assert_eq!(tool_result_value(&structured, false).unwrap(), json!({"a": 1}));
        let wrapped = json!({"content": [{"type": "text", "text": "1"}], "structuredContent": {"result": [1, 2]}});
        assert_eq!(tool_result_value(&wrapped, true).unwrap(), json!([1, 2]));
        assert_eq!(tool_result_value(&wrapped, false).unwrap(), json!({"result": [1, 2]}));
        let text = json!({"content": [{"type": "text", "text": "[1, 2]"}]});
        assert_eq!(tool_result_value(&text, false).unwrap(), json!([1, 2]));
        let prose = json!({"content": [{"type": "text", "text": "hello"}, {"type": "text", "text": "2"}]});
        assert_eq!(tool_result_value(&prose, false).unwrap(), json!(["hello", 2]));
        let failed = json!({"content": [{"type": "text", "text": "no such region"}], "isError": true});
        assert_eq!(tool_result_value(&failed, false).unwrap_err(), "no such region");
    }
}
