//! What the CLI tests share: running the `garter` binary, reading its output, the repository's
//! code-mode example, and scratch folders.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `garter` with `args` and no stdin.
pub fn garter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_garter"))
        .args(args)
        .output()
        .expect("the garter binary runs")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file of the repository's `examples/code_mode` folder.
pub fn example(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/code_mode")
        .join(file)
        .display()
        .to_string()
}

/// A fresh scratch folder for one test.
pub fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("garter-cli-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A `garter` child speaking a line protocol (`serve --stdio`, `mcp`): one JSON message per
/// line each way.
pub struct LineChild {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::BufReader<std::process::ChildStdout>,
}

impl LineChild {
    /// Starts `garter` with `args`, its stdin and stdout piped.
    pub fn start(args: &[&str]) -> LineChild {
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_garter"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the garter binary runs");
        let input = child.stdin.take().expect("piped stdin");
        let output = std::io::BufReader::new(child.stdout.take().expect("piped stdout"));
        LineChild { child, input, output }
    }

    /// Writes `line` and a newline (a message that gets no reply, or the first half of
    /// [`LineChild::exchange`]).
    pub fn write(&mut self, line: &[u8]) {
        use std::io::Write;
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
    }

    /// Writes `line` and a newline, then reads the next whole line as one JSON value.
    pub fn exchange(&mut self, line: &[u8]) -> serde_json::Value {
        use std::io::BufRead;
        self.write(line);
        let mut reply = String::new();
        self.output.read_line(&mut reply).unwrap();
        assert!(reply.ends_with('\n'), "the child answered with a whole line: {reply:?}");
        serde_json::from_str(&reply).expect("the reply is one JSON object")
    }

    /// Ends the child's input and checks it exits cleanly.
    pub fn finish(self) {
        let LineChild { mut child, input, .. } = self;
        drop(input);
        assert!(
            child.wait().unwrap().success(),
            "the child ends cleanly at the end of its input"
        );
    }
}
