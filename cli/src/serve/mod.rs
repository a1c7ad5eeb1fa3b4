//! `garter serve --stdio`: the host protocol. A client (in any language) writes one JSON request
//! per line on the server's stdin and reads one JSON reply per line on its stdout; requests run,
//! resume, check, dump, load, cancel and close sessions, many at once, each with its own tools
//! and limits (`docs/protocol.md` documents every message). A line the server cannot take gets a
//! `ProtocolError` reply and the server reads on; end of input ends it.

mod base64;
mod blob;
mod fields;
mod server;

use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;

use serde_json::{json, Value};

use crate::policy::PolicyArgs;
use server::Server;

/// What the server allows its clients.
pub struct ServeConfig {
    /// The limits of each session when the client asks for none, and the most it may ask for.
    pub limits: garter::Limits,
    /// The clock and entropy every session is granted.
    pub policy: PolicyArgs,
    /// The files every new session's filesystem starts with (`--upload`, `--fs`, ...).
    pub files: crate::files::FileArgs,
    /// The most sessions held at once.
    pub max_sessions: usize,
    /// The longest request line, in bytes.
    pub max_line: usize,
}

/// Serves requests from stdin until it ends.
pub fn serve_stdio(config: ServeConfig) -> ExitCode {
    let max_line = config.max_line;
    let mut server = Server::new(config);
    let mut input = std::io::stdin().lock();
    let mut output = std::io::stdout().lock();
    loop {
        let reply = match read_line(&mut input, max_line) {
            Ok(None) => return ExitCode::SUCCESS,
            Ok(Some(Line::Request(text))) if text.trim().is_empty() => continue,
            Ok(Some(Line::Request(text))) => answer(&mut server, &text),
            Ok(Some(Line::TooLong(length))) => protocol_error(
                Value::Null,
                &format!("the request line is {length} bytes long, over the server's bound of {max_line}"),
            ),
            Ok(Some(Line::NotUtf8)) => protocol_error(Value::Null, "the request line is not UTF-8"),
            Err(error) => {
                eprintln!("garter: cannot read stdin: {error}");
                return ExitCode::from(2);
            }
        };
        if writeln!(output, "{reply}").and_then(|()| output.flush()).is_err() {
            return ExitCode::SUCCESS;
        }
    }
}

/// The reply to one request line, with the request's `id`.
fn answer(server: &mut Server, text: &str) -> Value {
    let request: Value = match serde_json::from_str(text) {
        Ok(request) => request,
        Err(error) => return protocol_error(Value::Null, &format!("the request is not valid JSON: {error}")),
    };
    let Value::Object(fields) = request else {
        return protocol_error(Value::Null, "a request must be a JSON object");
    };
    let id = fields.get("id").cloned().unwrap_or(Value::Null);
    match catch_unwind(AssertUnwindSafe(|| server.handle(&fields))) {
        Ok(Ok(Value::Object(members))) => {
            let mut reply = serde_json::Map::new();
            reply.insert("id".to_string(), id);
            reply.extend(members);
            Value::Object(reply)
        }
        Ok(Ok(other)) => other,
        Ok(Err(message)) => protocol_error(id, &message),
        Err(_) => protocol_error(id, "the server failed on this request (a bug in garter)"),
    }
}

fn protocol_error(id: Value, message: &str) -> Value {
    json!({
        "id": id,
        "type": "error",
        "error": {"type": "ProtocolError", "message": message, "traceback": null},
    })
}

/// One line of input.
pub enum Line {
    Request(String),
    /// A line longer than the bound (its length), skipped.
    TooLong(usize),
    NotUtf8,
}

/// The next line of `input` (without its end), reading past a line over `max` bytes without
/// holding it; `None` at the end of input.
pub fn read_line(input: &mut impl BufRead, max: usize) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut length = 0usize;
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            if length == 0 {
                return Ok(None);
            }
            break;
        }
        let newline = available.iter().position(|&byte| byte == b'\n');
        let chunk = &available[..newline.unwrap_or(available.len())];
        length += chunk.len();
        if length <= max {
            bytes.extend_from_slice(chunk);
        }
        let used = chunk.len() + usize::from(newline.is_some());
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    if length > max {
        return Ok(Some(Line::TooLong(length)));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(String::from_utf8(bytes).map_or(Line::NotUtf8, Line::Request)))
}

#[cfg(test)]
mod tests {
    use super::{read_line, Line};

    fn lines(text: &[u8], max: usize) -> Vec<String> {
        let mut input = text;
        let mut seen = Vec::new();
        while let Some(line) = read_line(&mut input, max).unwrap() {
            seen.push(match line {
                Line::Request(text) => text,
                Line::TooLong(length) => format!("<{length} bytes>"),
                Line::NotUtf8 => "<not utf-8>".to_string(),
            });
        }
        seen
    }

    #[test]
    fn reads_lines_and_skips_those_too_long() {
        assert_eq!(lines(b"{}\n\n{\"a\":1}\r\nlast", 10), ["{}", "", "{\"a\":1}", "last"]);
        assert_eq!(lines(b"0123456789ABC\nok\n", 10), ["<13 bytes>", "ok"]);
        assert_eq!(lines(b"\xff\xfe\nok", 10), ["<not utf-8>", "ok"]);
        assert!(lines(b"", 10).is_empty());
    }
}
