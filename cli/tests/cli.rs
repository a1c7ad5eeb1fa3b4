//! The `garter` command's contract: output on stdout, the program's stderr then tracebacks on
//! stderr, exit status 0 for
//! success and 1 for an uncaught exception or syntax error, and the `-c`, `-` and flag forms.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn garter(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_garter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the garter binary runs");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .expect("stdin is piped")
            .write_all(text.as_bytes())
            .expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("garter finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn runs_code_given_with_c() {
    let out = garter(&["run", "-c", "print(sum(range(10)))"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "45\n");
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn runs_a_file() {
    let dir = std::env::temp_dir().join(format!("garter-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("prog.py");
    std::fs::write(&path, "names = ['b', 'a']\nprint(sorted(names))\n").expect("write program");
    let out = garter(&["run", path.to_str().expect("utf-8 path")], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "['a', 'b']\n");
}

#[test]
fn time_reports_the_run_after_its_output_and_traceback() {
    let out = garter(&["run", "--time", "-c", "print('hi')\n1/0"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "hi\n");
    let stderr = text(&out.stderr);
    let last = stderr.lines().last().expect("a timing line");
    let seconds = last
        .strip_prefix("garter: run took ")
        .and_then(|rest| rest.strip_suffix(" s"))
        .and_then(|number| number.parse::<f64>().ok());
    assert!(seconds.is_some_and(|s| (0.0..60.0).contains(&s)), "{stderr}");
    assert!(stderr.contains("ZeroDivisionError: division by zero\n"), "{stderr}");
}

#[test]
fn the_programs_stderr_goes_to_stderr_before_its_traceback_and_into_json() {
    let program = "import sys\nprint('out')\nprint('note', file=sys.stderr)\n1/0";
    let out = garter(&["run", "-c", program], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "out\n");
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("note\nTraceback (most recent call last):"),
        "{stderr}"
    );
    let out = garter(&["run", "-c", program, "--json"], None);
    let document: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(document["stdout"], "out\n");
    assert_eq!(document["stderr"], "note\n");
    assert_eq!(document["error"]["type"], "ZeroDivisionError");
}

#[test]
fn reads_the_program_from_stdin() {
    let out = garter(&["run", "-"], Some("x = 6\nprint(x * 7)\n"));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "42\n");
}

#[test]
fn uncaught_exception_prints_a_traceback_and_exits_1() {
    let program = "def f(d):\n    return d['missing']\nprint('before')\nf({})\n";
    let out = garter(&["run", "-"], Some(program));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "before\n");
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("Traceback (most recent call last):\n"), "{stderr}");
    assert!(
        stderr.contains("  File \"<stdin>\", line 4, in <module>\n    f({})\n"),
        "{stderr}"
    );
    assert!(
        stderr.contains("  File \"<stdin>\", line 2, in f\n    return d['missing']\n           ~^^^^^^^^^^^\n"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().last(), Some("KeyError: 'missing'"));
}

#[test]
fn syntax_error_reports_line_and_exits_1() {
    let out = garter(&["run", "-c", "x = 1\nif x\n    pass\n"], None);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("line 2"), "{stderr}");
    assert_eq!(stderr.lines().last(), Some("SyntaxError: expected ':'"));
}

#[test]
fn missing_file_is_reported() {
    let out = garter(&["run", "/nonexistent/garter-test.py"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("can't open file"));
}

#[test]
fn version_and_help() {
    let out = garter(&["--version"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("garter "));
    let out = garter(&["run", "--help"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("-c"));
}

#[test]
fn step_limit_stops_the_run_with_status_3() {
    let out = garter(&["run", "--max-steps", "10000", "-c", "while True: pass"], None);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr).lines().last(),
        Some("TimeoutError: step limit of 10000 steps exceeded")
    );
}

#[test]
fn memory_limit_fails_before_allocating() {
    let out = garter(&["run", "--max-memory", "64MiB", "-c", "x = 'a' * 10**10"], None);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr).lines().last(),
        Some("MemoryError: memory limit of 64.0 MiB exceeded")
    );
}

#[test]
fn limits_cannot_be_caught_and_finally_does_not_run() {
    let program =
        "try:\n    while True: pass\nexcept BaseException:\n    print('caught')\nfinally:\n    print('finally')\n";
    let out = garter(&["run", "--max-steps", "5000", "-c", program], None);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(text(&out.stdout), "");
}

#[test]
fn time_limit_names_its_value() {
    let out = garter(
        &["run", "--max-steps", "0", "--timeout", "0.2", "-c", "while True: pass"],
        None,
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr).lines().last(),
        Some("TimeoutError: time limit of 0.2 seconds exceeded")
    );
}

#[test]
fn output_beyond_its_limit_is_dropped_after_a_notice() {
    let out = garter(
        &["run", "--max-output", "1KiB", "-c", "for i in range(10000): print(i)"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(
        stdout.ends_with("\n[output truncated: limit of 1.0 KiB reached]\n"),
        "{stdout}"
    );
    assert!(stdout.len() < 1100);
}

#[test]
fn bad_limit_values_are_usage_errors() {
    let out = garter(&["run", "--max-memory", "12XB", "-c", "pass"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid size unit"), "{}", text(&out.stderr));
}
