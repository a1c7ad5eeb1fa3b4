//! `garter check`: diagnostics as `FILE:LINE:COLUMN: message` or JSON, exit status 0 when clean
//! and 1 with diagnostics, nothing run.

mod common;

use common::{example, garter, temp_dir};

fn program(name: &str, text: &str) -> String {
    let dir = temp_dir("check");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write program");
    path.display().to_string()
}

#[test]
fn a_clean_program_exits_0() {
    let out = garter(&[
        "check",
        &example("revenue_report.py"),
        "--tools",
        &example("tools.json"),
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn every_kind_of_diagnostic_is_reported_in_order() {
    let path = program(
        "bad.py",
        "import asynco\ncustomers = list_customer('EMEA')\nfor c in customers:\n    get_orders(c['id'], state='paid')\nprint(totl, limit)\n",
    );
    let out = garter(&["check", &path, "--tools", &example("tools.json"), "--input", "limit=3"]);
    assert_eq!(out.status.code(), Some(1));
    let expected = [
        "1:8: ModuleNotFoundError: No module named 'asynco'. Did you mean: 'asyncio'?",
        "2:13: NameError: name 'list_customer' is not defined. Did you mean: 'list_customers'?",
        "4:5: TypeError: get_orders() got an unexpected keyword argument 'state'. Did you mean 'status'?",
        "5:7: NameError: name 'totl' is not defined",
    ];
    let expected: String = expected.iter().map(|line| format!("{path}:{line}\n")).collect();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn syntax_errors_and_json() {
    let path = program("syntax.py", "def f(:\n    pass\n");
    let out = garter(&["check", &path, "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let diagnostics: serde_json::Value = serde_json::from_slice(&out.stdout).expect("a JSON array");
    assert_eq!(diagnostics.as_array().map(Vec::len), Some(1));
    assert_eq!(diagnostics[0]["kind"], "SyntaxError");
    assert_eq!(diagnostics[0]["line"], 1);
    assert_eq!(diagnostics[0]["message"], "SyntaxError: invalid syntax");
}
