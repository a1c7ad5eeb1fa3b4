//! `garter serve --stdio` driven as a client would drive it: a separate process, one JSON
//! request per line in, one reply per line out, through runs paused at tool calls, sessions
//! interleaved, dumps loaded back, and requests the server must refuse while it keeps serving.

mod common;

use std::process::Command;

use serde_json::{json, Value};

use common::LineChild;

/// A running server and the id of its next request.
struct Server {
    child: LineChild,
    next_id: u64,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let all: Vec<&str> = ["serve", "--stdio"].iter().chain(args).copied().collect();
        Server {
            child: LineChild::start(&all),
            next_id: 1,
        }
    }

    /// Sends one raw line and reads the reply to it.
    fn send_line(&mut self, line: &str) -> Value {
        self.child.exchange(line.as_bytes())
    }

    /// Sends `request` with a fresh id and checks the reply echoes it.
    fn send(&mut self, mut request: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        request["id"] = json!(id);
        let reply = self.send_line(&request.to_string());
        assert_eq!(reply["id"], json!(id), "{reply}");
        reply
    }

    fn finish(self) {
        self.child.finish();
    }
}

fn tools() -> Value {
    json!({
        "get_price": {
            "description": "The price of an item.",
            "parameters": {
                "type": "object",
                "properties": {"item": {"type": "string"}, "quantity": {"type": "integer", "default": 1}},
                "required": ["item"]
            }
        }
    })
}

fn protocol_error(reply: &Value) -> String {
    assert_eq!(reply["type"], "error", "{reply}");
    assert_eq!(reply["error"]["type"], "ProtocolError", "{reply}");
    reply["error"]["message"].as_str().unwrap().to_string()
}

#[test]
fn a_run_pauses_at_tool_calls_and_completes_when_answered() {
    let mut server = Server::start(&[]);
    let code = "total = 0\nfor item in items:\n    total += get_price(item, quantity=2)\nprint('total', total)\ntotal";
    let reply = server.send(json!({
        "type": "run", "code": code, "tools": tools(), "inputs": {"items": ["pen", "ink"]}
    }));
    assert_eq!(reply["type"], "tool_calls", "{reply}");
    let session = reply["session"].as_str().unwrap().to_string();
    let call = &reply["calls"][0];
    assert_eq!(call["name"], "get_price");
    assert_eq!(call["args"], json!(["pen"]));
    assert_eq!(call["kwargs"], json!({"quantity": 2}));
    assert_eq!(call["arguments"], json!({"item": "pen", "quantity": 2}));
    let first = call["call_id"].clone();
    let reply = server.send(json!({
        "type": "resume", "session": session, "results": [{"call_id": first, "value": 3}]
    }));
    assert_eq!(reply["type"], "tool_calls", "{reply}");
    assert_eq!(reply["calls"][0]["arguments"]["item"], "ink");
    let second = reply["calls"][0]["call_id"].clone();
    let reply = server.send(json!({
        "type": "resume", "session": session, "results": [{"call_id": second, "value": 4.5}]
    }));
    assert_eq!(reply["type"], "complete", "{reply}");
    assert_eq!(reply["value"], json!(7.5));
    assert_eq!(reply["stdout"], "total 7.5\n");
    assert_eq!(reply["usage"]["tool_calls"], 2);
    let reply = server.send(json!({"type": "run", "session": session, "code": "total * 2"}));
    assert_eq!(reply["value"], json!(15.0), "globals persist in a session: {reply}");
    server.finish();
}

#[test]
fn a_tool_error_is_raised_in_the_program() {
    let mut server = Server::start(&[]);
    let code = "try:\n    get_price('gold')\nexcept KeyError as e:\n    print('missing', e)";
    let reply = server.send(json!({"type": "run", "session": "shop", "code": code, "tools": tools()}));
    assert_eq!(reply["session"], "shop");
    let call_id = reply["calls"][0]["call_id"].clone();
    let reply = server.send(json!({
        "type": "resume", "session": "shop",
        "results": [{"call_id": call_id, "error": {"type": "KeyError", "message": "gold"}}]
    }));
    assert_eq!(reply["type"], "complete", "{reply}");
    assert_eq!(reply["stdout"], "missing 'gold'\n");
    let reply = server.send(json!({"type": "run", "session": "shop", "code": "get_price()"}));
    assert_eq!(reply["type"], "error", "{reply}");
    assert_eq!(reply["error"]["type"], "TypeError");
    assert!(reply["error"]["traceback"].as_str().unwrap().starts_with("Traceback"));
    server.finish();
}

#[test]
fn sessions_interleave() {
    let mut server = Server::start(&[]);
    let code = "price = get_price(name)\nname + ' ' + str(price)";
    let a =
        server.send(json!({"type": "run", "session": "a", "code": code, "tools": tools(), "inputs": {"name": "pen"}}));
    let b =
        server.send(json!({"type": "run", "session": "b", "code": code, "tools": tools(), "inputs": {"name": "ink"}}));
    assert_eq!(a["calls"][0]["arguments"]["item"], "pen");
    assert_eq!(b["calls"][0]["arguments"]["item"], "ink");
    let reply = server.send(json!({"type": "run", "session": "a", "code": "1"}));
    assert!(protocol_error(&reply).contains("session 'a' is paused"));
    let done_b = server.send(json!({
        "type": "resume", "session": "b", "results": [{"call_id": b["calls"][0]["call_id"], "value": 2}]
    }));
    let done_a = server.send(json!({
        "type": "resume", "session": "a", "results": [{"call_id": a["calls"][0]["call_id"], "value": 1}]
    }));
    assert_eq!(done_a["value"], "pen 1");
    assert_eq!(done_b["value"], "ink 2");
    let closed = server.send(json!({"type": "close", "session": "a"}));
    assert_eq!(closed["type"], "closed");
    let reply = server.send(json!({"type": "run", "session": "b", "code": "name"}));
    assert_eq!(reply["value"], "ink", "closing one session leaves the others: {reply}");
    server.finish();
}

#[test]
fn check_and_stubs_answer_without_running() {
    let mut server = Server::start(&[]);
    let reply =
        server.send(json!({"type": "check", "code": "get_price(item='pen', colour=1)\nprint(totl)", "tools": tools()}));
    assert_eq!(reply["type"], "diagnostics", "{reply}");
    let kinds: Vec<&str> = reply["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["BadToolCall", "UndefinedName"], "{reply}");
    let reply = server.send(json!({"type": "check", "code": "x = 1"}));
    assert_eq!(reply["diagnostics"], json!([]));
    let reply = server.send(json!({"type": "stubs", "tools": tools()}));
    let stubs = reply["stubs"].as_str().unwrap();
    assert!(stubs.contains("def get_price(item: str, quantity: int = 1)"), "{stubs}");
    assert!(stubs.contains("The price of an item."), "{stubs}");
    server.finish();
}

#[test]
fn a_dumped_session_resumes_in_a_new_session_and_a_new_server() {
    let mut server = Server::start(&[]);
    let code = "a = get_price('pen')\nb = get_price('ink')\na + b";
    let reply = server.send(
        json!({"type": "run", "session": "orig", "code": code, "tools": tools(), "limits": {"max_steps": 100000}}),
    );
    let first = reply["calls"][0]["call_id"].clone();
    let blob = server.send(json!({"type": "dump", "session": "orig"}))["blob"].clone();
    server.send(json!({"type": "close", "session": "orig"}));
    server.finish();

    let mut server = Server::start(&[]);
    let loaded = server.send(json!({"type": "load", "blob": blob}));
    assert_eq!(loaded["type"], "loaded", "{loaded}");
    assert_eq!(loaded["paused"], true);
    assert_eq!(loaded["calls"][0]["call_id"], first);
    let session = loaded["session"].clone();
    let reply = server.send(json!({"type": "resume", "session": session, "results": [{"call_id": first, "value": 2}]}));
    let second = reply["calls"][0]["call_id"].clone();
    let reply =
        server.send(json!({"type": "resume", "session": session, "results": [{"call_id": second, "value": 5}]}));
    assert_eq!(reply["value"], 7, "{reply}");
    let copy = server.send(json!({"type": "load", "session": "copy", "blob": blob}));
    assert_eq!(copy["session"], "copy");
    server.finish();
}

#[test]
fn bad_requests_get_errors_and_the_server_keeps_serving() {
    let mut server = Server::start(&["--max-sessions", "2", "--max-line", "4KiB"]);
    assert!(protocol_error(&server.send_line("{not json")).contains("not valid JSON"));
    assert!(protocol_error(&server.send_line("[1, 2]")).contains("must be a JSON object"));
    assert!(protocol_error(&server.send_line(&"[".repeat(100_000))).contains("over the server's bound"));
    assert!(
        protocol_error(&server.send_line(&format!("{}1{}", "[".repeat(1000), "]".repeat(1000))))
            .contains("not valid JSON")
    );
    assert!(protocol_error(&server.send(json!({"type": "launch"}))).contains("unknown request type 'launch'"));
    assert!(protocol_error(&server.send(json!({"code": "1"}))).contains("no 'type'"));
    assert!(
        protocol_error(&server.send(json!({"type": "resume", "session": "ghost", "results": []})))
            .contains("no session 'ghost'")
    );
    assert!(protocol_error(&server.send(json!({"type": "load", "blob": "@@@@"}))).contains("not base64"));
    assert!(protocol_error(&server.send(json!({"type": "load", "blob": "Z2FydGVy"}))).contains("not a session"));
    assert!(protocol_error(&server.send(json!({"type": "run", "code": "1", "tools": {"f": 3}}))).contains("tool 'f'"));
    assert!(protocol_error(&server.send(json!({"type": "run", "code": "1", "session": "a b"}))).contains("session id"));
    assert!(
        protocol_error(&server.send(json!({"type": "run", "code": "1", "limits": {"max_memory": null}})))
            .contains("cannot be lifted")
    );

    let reply = server.send(json!({"type": "run", "code": "while True:\n    pass", "limits": {"max_steps": 10000}}));
    assert_eq!(reply["type"], "error", "{reply}");
    assert_eq!(reply["error"]["type"], "TimeoutError");
    assert_eq!(reply["error"]["limit"], true);
    let reply = server.send(json!({"type": "run", "code": "x = get_price('pen')", "tools": tools()}));
    let session = reply["session"].clone();
    assert!(protocol_error(
        &server.send(json!({"type": "resume", "session": session, "results": [{"call_id": 99, "value": 1}]}))
    )
    .contains("not waiting for a tool call with id 99"));
    assert!(protocol_error(&server.send(json!({"type": "run", "code": "1"}))).contains("holds 2 sessions"));
    let cancelled = server.send(json!({"type": "cancel", "session": session}));
    assert_eq!(cancelled["type"], "cancelled", "{cancelled}");
    assert!(
        protocol_error(&server.send(json!({"type": "resume", "session": session, "results": []})))
            .contains("no paused run")
    );
    let reply = server.send(json!({"type": "run", "session": session, "code": "6 * 7"}));
    assert_eq!(reply["value"], 42, "a cancelled session runs again: {reply}");
    server.finish();
}

#[test]
fn sys_exit_zero_completes_and_other_statuses_are_errors() {
    let mut server = Server::start(&[]);
    let reply = server.send(json!({"type": "run", "code": "import sys\nprint('bye')\nsys.exit(0)"}));
    assert_eq!(reply["type"], "complete", "{reply}");
    assert_eq!(reply["stdout"], "bye\n");
    let reply = server.send(json!({"type": "run", "code": "import sys\nsys.exit(4)"}));
    assert_eq!(reply["type"], "error", "{reply}");
    assert_eq!(reply["error"]["type"], "SystemExit");
    assert_eq!(reply["error"]["exit_status"], 4);
    server.finish();
}

#[test]
fn the_example_client_drives_the_server() {
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/serve/client.py");
    let out = Command::new("python3")
        .arg(example)
        .arg(env!("CARGO_BIN_EXE_garter"))
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "3 items, 35.00 EUR\nvalue: 35.0 | tool calls: 3\n"
    );
}

#[test]
fn gathered_async_calls_arrive_together_and_may_be_answered_one_by_one() {
    let mut server = Server::start(&[]);
    let tools =
        json!({"fetch": {"async": true, "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}}}});
    let code =
        "import asyncio\nasync def main():\n    return await asyncio.gather(fetch(1), fetch(2))\nasyncio.run(main())";
    let reply = server.send(json!({"type": "run", "code": code, "tools": tools}));
    assert_eq!(reply["calls"].as_array().unwrap().len(), 2, "{reply}");
    let session = reply["session"].clone();
    let (first, second) = (
        reply["calls"][0]["call_id"].clone(),
        reply["calls"][1]["call_id"].clone(),
    );
    let reply =
        server.send(json!({"type": "resume", "session": session, "results": [{"call_id": second, "value": "b"}]}));
    assert_eq!(reply["type"], "tool_calls", "{reply}");
    assert_eq!(reply["calls"], json!([]), "no new call: {reply}");
    assert_eq!(reply["pending"], json!([first]));
    let reply =
        server.send(json!({"type": "resume", "session": session, "results": [{"call_id": first, "value": "a"}]}));
    assert_eq!(reply["value"], json!(["a", "b"]), "{reply}");
    server.finish();
}

#[test]
fn a_refused_new_session_is_not_kept() {
    let mut server = Server::start(&["--max-sessions", "1"]);
    let reply =
        server.send(json!({"type": "run", "session": "t", "code": "1", "tools": tools(), "inputs": {"get_price": 1}}));
    assert!(protocol_error(&reply).contains("would hide the tool"));
    let reply = server.send(json!({"type": "run", "session": "t", "code": "2"}));
    assert_eq!(reply["value"], 2, "the refused session took no room: {reply}");
    server.finish();
}

#[test]
fn every_new_session_starts_with_the_uploaded_files() {
    let dir = std::env::temp_dir().join(format!("garter-serve-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let data = dir.join("notes.txt");
    std::fs::write(&data, "alpha\nbeta\n").expect("writes");
    let upload = format!("notes.txt={}", data.display());
    let mut server = Server::start(&["--upload", &upload]);
    let code = "lines = open('notes.txt').read().split()\nopen('notes.txt', 'a').write('gamma\\n')\nlines";
    for _ in 0..2 {
        let reply = server.send(json!({"type": "run", "code": code}));
        assert_eq!(reply["type"], "complete", "{reply}");
        assert_eq!(
            reply["value"],
            json!(["alpha", "beta"]),
            "each session has its own copy: {reply}"
        );
    }
    server.finish();
    assert_eq!(
        std::fs::read_to_string(&data).expect("reads"),
        "alpha\nbeta\n",
        "the host file is untouched"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Standard base64 of `bytes` (the protocol's encoding of file contents).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[test]
fn files_go_in_with_a_run_or_an_upload_and_come_back_by_download() {
    let mut server = Server::start(&[]);
    let code = "rows = open('in/data.txt').read().split()\nopen('out.txt', 'w').write('-'.join(rows))\nlen(rows)";
    let reply = server.send(json!({
        "type": "run", "session": "files", "code": code,
        "files": [{"path": "in/data.txt", "data": base64(b"a b c"), "read_only": true}]
    }));
    assert_eq!(reply["type"], "complete", "{reply}");
    assert_eq!(reply["value"], json!(3));
    let listed = server.send(json!({"type": "files", "session": "files"}));
    assert_eq!(
        listed["files"],
        json!([
            {"path": "in/data.txt", "size": 5, "read_only": true, "changed": false},
            {"path": "out.txt", "size": 5, "read_only": false, "changed": true}
        ]),
        "{listed}"
    );
    let file = server.send(json!({"type": "download", "session": "files", "path": "out.txt"}));
    assert_eq!(file["data"], json!(base64(b"a-b-c")), "{file}");
    let uploaded =
        server.send(json!({"type": "upload", "session": "files", "path": "more.txt", "data": base64(b"zz")}));
    assert_eq!(uploaded["type"], "uploaded", "{uploaded}");
    let reply = server.send(json!({"type": "run", "session": "files", "code": "open('more.txt').read()"}));
    assert_eq!(reply["value"], json!("zz"), "{reply}");
    for bad in [
        json!({"type": "download", "session": "files", "path": "missing.txt"}),
        json!({"type": "upload", "session": "files", "path": "x", "data": "not base64!"}),
        json!({"type": "files", "session": "nobody"}),
        json!({"type": "run", "session": "nul", "code": "1", "files": [{"path": "a\0b", "data": base64(b"x")}]}),
        json!({"type": "files", "session": "nul"}),
    ] {
        let reply = server.send(bad.clone());
        assert_eq!(reply["type"], "error", "{bad} -> {reply}");
    }
    server.finish();
}
