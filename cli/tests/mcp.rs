//! `garter mcp` driven over stdio with raw JSON-RPC lines, as an MCP client would: the
//! handshake and protocol revisions, `tools/list` and `tools/call` with a `TOOLS.json` tool and
//! an upstream MCP server (a plain-Python stand-in speaking JSON-RPC), errors and limits of runs,
//! and hostile lines that get JSON-RPC errors while the server reads on.

mod common;

use std::path::Path;

use serde_json::{json, Value};

use common::LineChild;

/// A `TOOLS.json` with one tool answered by a command.
const TOOLS: &str = r#"{"double": {
    "description": "Twice n.",
    "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
    "command": ["python3", "-c", "import json, sys; print(json.dumps(2 * json.load(sys.stdin)['n']))"]
}}"#;

/// An upstream MCP server in plain Python: `double` (a name the TOOLS.json takes, so it is
/// renamed `calc_double`), `add` (structured content), `fail` (an `isError` result) and `len`
/// (a builtin's name, so renamed `calc_len`).
const UPSTREAM: &str = r#"
import json, sys
TOOLS = [
    {"name": "double", "inputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}}},
    {"name": "add", "description": "a + b",
     "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                     "required": ["a", "b"]}},
    {"name": "fail", "inputSchema": {"type": "object"}},
    {"name": "len", "inputSchema": {"type": "object"}},
]
for line in sys.stdin:
    message = json.loads(line)
    if "id" not in message:
        continue
    method, params = message["method"], message.get("params", {})
    if method == "initialize":
        result = {"protocolVersion": params["protocolVersion"], "capabilities": {"tools": {}},
                  "serverInfo": {"name": "calc", "version": "1"}}
    elif method == "tools/list":
        result = {"tools": TOOLS}
    elif params["name"] == "add":
        total = params["arguments"]["a"] + params["arguments"]["b"]
        result = {"content": [{"type": "text", "text": str(total)}], "structuredContent": {"sum": total}}
    elif params["name"] == "double":
        result = {"content": [{"type": "text", "text": str(2 * params["arguments"]["n"])}]}
    else:
        result = {"content": [{"type": "text", "text": "the calculator is broken"}], "isError": True}
    print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
"#;

/// A running server and the id of its next request.
struct Server {
    child: LineChild,
    next_id: u64,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let all: Vec<&str> = ["mcp"].iter().chain(args).copied().collect();
        Server {
            child: LineChild::start(&all),
            next_id: 1,
        }
    }

    /// Sends raw bytes as one line and reads the next message the server writes.
    fn send_bytes(&mut self, line: &[u8]) -> Value {
        self.child.exchange(line)
    }

    /// Sends a request with a fresh id and returns its result, checking the response's id.
    fn request(&mut self, method: &str, params: Value) -> Value {
        let reply = self.send(method, params);
        assert!(reply.get("error").is_none(), "{reply}");
        reply["result"].clone()
    }

    /// Sends a request with a fresh id and returns the whole response.
    fn send(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let request = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        let reply = self.send_bytes(request.to_string().as_bytes());
        assert_eq!(reply["id"], json!(id), "{reply}");
        assert_eq!(reply["jsonrpc"], json!("2.0"), "{reply}");
        reply
    }

    /// Runs `code` with `run_python`: the result's text and whether it is an error.
    fn run(&mut self, code: &str) -> (String, bool) {
        let result = self.request("tools/call", json!({"name": "run_python", "arguments": {"code": code}}));
        let text = result["content"][0]["text"].as_str().unwrap().to_string();
        (text, result["isError"] == json!(true))
    }

    fn finish(self) {
        self.child.finish();
    }
}

fn error_code(reply: &Value) -> i64 {
    reply["error"]["code"]
        .as_i64()
        .unwrap_or_else(|| panic!("an error response: {reply}"))
}

/// Writes the TOOLS.json, the upstream server and a SERVERS.json naming it into `dir`.
fn write_backends(dir: &Path) -> (String, String) {
    std::fs::write(dir.join("tools.json"), TOOLS).unwrap();
    std::fs::write(dir.join("calc.py"), UPSTREAM).unwrap();
    let servers = json!({"mcpServers": {"calc": {"command": "python3", "args": ["calc.py"]}}});
    std::fs::write(dir.join("servers.json"), servers.to_string()).unwrap();
    (
        dir.join("tools.json").display().to_string(),
        dir.join("servers.json").display().to_string(),
    )
}

#[test]
fn the_handshake_answers_a_revision_garter_speaks() {
    let mut server = Server::start(&[]);
    for (asked, answered) in [
        ("2025-06-18", "2025-06-18"),
        ("2024-11-05", "2024-11-05"),
        ("1999-01-01", "2025-06-18"),
    ] {
        let client = json!({"name": "test", "version": "1"});
        let params = json!({"protocolVersion": asked, "capabilities": {}, "clientInfo": client});
        let result = server.request("initialize", params);
        assert_eq!(result["protocolVersion"], json!(answered));
        assert_eq!(result["serverInfo"]["name"], json!("garter"));
        assert!(result["capabilities"]["tools"].is_object());
    }
    // A notification gets no response: the next line out answers the ping.
    server
        .child
        .write(b"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    assert_eq!(server.request("ping", json!({})), json!({}));
    let tools = server.request("tools/list", json!({}))["tools"].clone();
    assert_eq!(tools.as_array().unwrap().len(), 1);
    assert_eq!(tools[0]["name"], json!("run_python"));
    assert_eq!(tools[0]["inputSchema"]["required"], json!(["code"]));
    assert!(tools[0]["description"]
        .as_str()
        .unwrap()
        .contains("No tool functions are available"));
    server.finish();
}

#[test]
fn code_calls_command_tools_and_upstream_tools() {
    let dir = common::temp_dir("mcp-backends");
    let (tools, servers) = write_backends(&dir);
    let mut server = Server::start(&["--tools", &tools, "--upstream", &servers]);
    let listed = server.request("tools/list", json!({}));
    let description = listed["tools"][0]["description"].as_str().unwrap().to_string();
    for stub in [
        "def double(n: int)",
        "def calc_double(n: int | None = None)",
        "def add(a: float, b: float)",
        "def calc_len()",
        "def fail()",
    ] {
        assert!(description.contains(stub), "{stub} in {description}");
    }
    let (text, is_error) = server.run("print(double(4), calc_double(n=5))\nadd(1, 2.5)['sum'] + add(a=1, b=1)['sum']");
    assert_eq!((text.as_str(), is_error), ("8 10\n5.5", false));
    let (text, is_error) = server.run("try:\n    fail()\nexcept RuntimeError as e:\n    print('caught', e)\nfail()");
    assert!(is_error);
    assert!(
        text.starts_with("caught tool 'fail' failed: the calculator is broken\nTraceback"),
        "{text}"
    );
    assert!(
        text.ends_with("RuntimeError: tool 'fail' failed: the calculator is broken\n"),
        "{text}"
    );
    let (text, is_error) = server.run("add(1)");
    assert!(is_error);
    assert!(
        text.contains("TypeError: add() missing 1 required positional argument: 'b'"),
        "{text}"
    );
    server.finish();
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn exceptions_and_limits_are_tool_errors() {
    let mut server = Server::start(&["--max-steps", "10000"]);
    let (text, is_error) = server.run("print('before')\n1 / 0");
    assert!(is_error);
    assert!(
        text.starts_with("before\nTraceback (most recent call last):\n"),
        "{text}"
    );
    assert!(text.ends_with("ZeroDivisionError: division by zero\n"), "{text}");
    let (text, is_error) = server.run("while True:\n    pass");
    assert!(is_error);
    assert!(text.ends_with("step limit of 10000 steps exceeded\n"), "{text}");
    assert_eq!(server.run("x = 1"), ("(no output)".to_string(), false));
    // Each run starts fresh: the last one's globals are gone.
    let (text, is_error) = server.run("x");
    assert!(is_error);
    assert!(text.ends_with("NameError: name 'x' is not defined\n"), "{text}");
    server.finish();
}

#[test]
fn hostile_messages_get_json_rpc_errors() {
    let mut server = Server::start(&["--max-line", "1KiB"]);
    let parse_error = server.send_bytes(b"{not json");
    assert_eq!((error_code(&parse_error), &parse_error["id"]), (-32700, &Value::Null));
    assert_eq!(error_code(&server.send_bytes(b"\xff\xfe")), -32700);
    assert_eq!(error_code(&server.send_bytes(b"[1, 2]")), -32600);
    assert_eq!(error_code(&server.send_bytes(b"42")), -32600);
    assert_eq!(
        error_code(&server.send_bytes(b"{\"id\": 1, \"method\": \"ping\"}")),
        -32600
    );
    assert_eq!(
        error_code(&server.send_bytes(b"{\"jsonrpc\": \"2.0\", \"id\": {}, \"method\": \"ping\"}")),
        -32600
    );
    assert_eq!(
        error_code(&server.send_bytes(b"{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": 7}")),
        -32600
    );
    let long = format!(
        "{{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"{}\"}}",
        "x".repeat(2000)
    );
    assert_eq!(error_code(&server.send_bytes(long.as_bytes())), -32600);
    assert_eq!(error_code(&server.send("resources/list", json!({}))), -32601);
    assert_eq!(error_code(&server.send("initialize", json!({}))), -32602);
    assert_eq!(error_code(&server.send("tools/call", json!([1]))), -32602);
    assert_eq!(error_code(&server.send("tools/call", json!({"name": "rm_rf"}))), -32602);
    assert_eq!(
        error_code(&server.send("tools/call", json!({"name": "run_python", "arguments": {"code": 3}}))),
        -32602
    );
    // A response from the client (to nothing garter asked) is ignored.
    server
        .child
        .write(b"{\"jsonrpc\": \"2.0\", \"id\": 99, \"result\": {}}");
    assert_eq!(server.request("ping", json!(null)), json!({}));
    server.finish();
}

#[test]
fn bad_configuration_is_a_usage_error() {
    let dir = common::temp_dir("mcp-config");
    std::fs::write(
        dir.join("servers.json"),
        r#"{"mcpServers": {"gone": {"command": "/no/such/program"}}}"#,
    )
    .unwrap();
    let output = common::garter(&["mcp", "--upstream", &dir.join("servers.json").display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(common::text(&output.stderr).contains("upstream server 'gone' could not start"));
    std::fs::write(dir.join("servers.json"), r#"{"servers": {}}"#).unwrap();
    let output = common::garter(&["mcp", "--upstream", &dir.join("servers.json").display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(common::text(&output.stderr).contains("mcpServers"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn runs_read_uploaded_files_and_their_new_files_are_downloaded() {
    let dir = common::temp_dir("mcp-files");
    let data = dir.join("sales.csv");
    std::fs::write(&data, "region,amount\nnorth,5\nsouth,7\nnorth,1\n").expect("writes");
    let out = dir.join("out");
    let upload = format!("data/sales.csv={}", data.display());
    let mut server = Server::start(&[
        "--upload-readonly",
        &upload,
        "--download-dir",
        &out.display().to_string(),
    ]);
    server.request(
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {}}),
    );
    let listed = server.request("tools/list", json!({}));
    let description = listed["tools"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(description.contains("data/sales.csv"), "{description}");
    let code = [
        "import csv",
        "totals = {}",
        "with open('data/sales.csv', newline='') as f:",
        "    for row in csv.DictReader(f):",
        "        totals[row['region']] = totals.get(row['region'], 0) + int(row['amount'])",
        "with open('totals.txt', 'w') as f:",
        "    f.write(repr(sorted(totals.items())))",
        "totals",
    ]
    .join("\n");
    let (text, is_error) = server.run(&code);
    assert!(!is_error, "{text}");
    assert!(text.contains("'north': 6"), "{text}");
    let (text, is_error) = server.run("open('data/sales.csv', 'a').write('x')");
    assert!(is_error && text.contains("PermissionError"), "{text}");
    server.finish();
    let written = std::fs::read_to_string(out.join("totals.txt")).expect("downloaded");
    assert_eq!(written, "[('north', 6), ('south', 7)]");
    assert!(
        !out.join("data/sales.csv").exists(),
        "an unchanged upload is not downloaded"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
