//! `garter run --tools`, `--input`, `--json` and `garter stubs`: tools answered by their
//! commands (concurrently for a gather), failures raised at the call site, calls that do not fit
//! refused before any command runs.

mod common;

use std::path::PathBuf;

use common::{example, garter, temp_dir, text};

/// A folder holding a TOOLS.json with the given content and a marker file tools may touch.
fn tools_folder(test: &str, tools_json: &str) -> PathBuf {
    let dir = temp_dir(&format!("tools-{test}"));
    std::fs::write(dir.join("tools.json"), tools_json).expect("write tools.json");
    dir
}

const ECHO_TOOLS: &str = r#"{
  "echo": {
    "parameters": {"type": "object", "properties": {"word": {"type": "string"}, "times": {"type": "integer", "default": 2}}, "required": ["word"]},
    "command": ["python3", "-c", "import json, sys; a = json.load(sys.stdin); open('called', 'a').write('x'); print(json.dumps([a['word']] * a['times']))"]
  },
  "fail": {
    "command": ["python3", "-c", "import sys; sys.exit('the database is down')"]
  },
  "garbage": {
    "command": ["python3", "-c", "print('not json')"]
  }
}"#;

#[test]
fn the_code_mode_example_runs_its_tools_and_reports() {
    let out = garter(&["run", &example("revenue_report.py"), "--tools", &example("tools.json")]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "Region   Customers     Revenue   Share\n\
         AMER             2    3,730.75   60.3%\n\
         EMEA             2    2,455.75   39.7%\n\
         Total            4    6,186.50\n"
    );
}

#[test]
fn json_output_carries_the_value_and_usage() {
    let out = garter(&[
        "run",
        &example("revenue_report.py"),
        "--tools",
        &example("tools.json"),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let document: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(
        document["value"],
        serde_json::json!({"top_customer": "Globex", "total": 6186.5})
    );
    assert_eq!(document["error"], serde_json::Value::Null);
    assert_eq!(document["usage"]["tool_calls"], 9);
    assert!(document["stdout"].as_str().unwrap().starts_with("Region"));
}

#[test]
fn a_tool_command_gets_bound_arguments_and_its_json_comes_back() {
    let dir = tools_folder("echo", ECHO_TOOLS);
    let tools = dir.join("tools.json");
    let out = garter(&[
        "run",
        "-c",
        "print(echo('hi'), echo(word='ho', times=3))",
        "--tools",
        tools.to_str().unwrap(),
    ]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), "['hi', 'hi'] ['ho', 'ho', 'ho']\n");
    assert_eq!(
        std::fs::read_to_string(dir.join("called")).unwrap(),
        "xx",
        "commands run in the tools folder"
    );
}

#[test]
fn calls_that_do_not_fit_never_run_the_command() {
    let dir = tools_folder("refused", ECHO_TOOLS);
    let tools = dir.join("tools.json");
    let out = garter(&["run", "-c", "echo('a', 'b', 'c')", "--tools", tools.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).ends_with("TypeError: echo() takes from 1 to 2 positional arguments but 3 were given\n"));
    assert!(!dir.join("called").exists());
}

#[test]
fn a_failing_tool_raises_at_the_call_site_with_its_stderr() {
    let dir = tools_folder("fail", ECHO_TOOLS);
    let tools = dir.join("tools.json");
    let program = "try:\n    fail()\nexcept RuntimeError as e:\n    print('caught:', e)\ngarbage()";
    let out = garter(&["run", "-c", program, "--tools", tools.to_str().unwrap()]);
    assert_eq!(
        text(&out.stdout),
        "caught: tool 'fail' failed: its command exited with status 1: the database is down\n"
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("RuntimeError: tool 'garbage' did not print a JSON value: expected ident"));
}

#[test]
fn tools_without_commands_cannot_be_run() {
    let dir = tools_folder("nocommand", r#"{"lookup": {"description": "Finds things."}}"#);
    let tools = dir.join("tools.json");
    let out = garter(&["run", "-c", "1", "--tools", tools.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "garter: tool 'lookup' has no \"command\" in the tools file, so `garter run` cannot answer its calls\n"
    );
    let broken = tools_folder("broken", r#"{"lookup": {"asnyc": true}}"#);
    let out = garter(&["run", "-c", "1", "--tools", broken.join("tools.json").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("unknown field `asnyc`"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn inputs_are_globals() {
    let dir = tools_folder("inputs", "{}");
    let inputs = dir.join("inputs.json");
    std::fs::write(&inputs, r#"{"rows": [{"n": 1}, {"n": 2}], "label": "sum"}"#).unwrap();
    let out = garter(&[
        "run",
        "-c",
        "print(label, sum(r['n'] for r in rows) * factor)",
        "--inputs",
        inputs.to_str().unwrap(),
        "--input",
        "factor=10",
    ]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), "sum 30\n");
    let out = garter(&["run", "-c", "1", "--input", "x=[1,"]);
    assert_eq!(out.status.code(), Some(2));
    let out = garter(&["run", "-c", "1", "--input", "not a name=1"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "garter: input 'not a name': 'not a name' is not a valid Python identifier\n"
    );
}

#[test]
fn stubs_and_the_run_python_description() {
    let out = garter(&["stubs", &example("tools.json")]);
    assert_eq!(out.status.code(), Some(0));
    let stubs = text(&out.stdout);
    assert!(
        stubs.contains("def list_customers(region: Literal['EMEA', 'AMER', 'APAC']) -> list[dict]:"),
        "{stubs}"
    );
    assert!(
        stubs.contains("async def get_orders(customer_id: int, status:"),
        "{stubs}"
    );
    let out = garter(&["stubs", &example("tools.json"), "--description", "--timeout", "5"]);
    let description = text(&out.stdout);
    assert!(description.starts_with("Run Python code in a sandbox."));
    assert!(
        description.contains("Importable modules: __future__, abc, ")
            && description.contains(" asyncio, ")
            && description.contains(" json, ")
            && description.contains(" math, "),
        "{description}"
    );
    assert!(description.contains("- 5 seconds of execution time\n"), "{description}");
}
