//! `garter start` / `garter resume`: a run paused at its tool calls in a snapshot file, answered
//! and resumed by separate processes, to the same end as an uninterrupted run.

mod common;

use std::process::Output;

use common::{example, garter, temp_dir};

use serde_json::{json, Value};

fn document(out: &Output) -> Value {
    assert!(
        out.status.code() == Some(0) || out.status.code() == Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

/// Runs `garter resume` on a snapshot with a results file and a tools file.
fn resume(snapshot: &str, results: &str, tools: &str) -> Output {
    garter(&["resume", snapshot, "--results", results, "--tools", tools])
}

/// What the example's CRM answers.
fn crm(call: &Value) -> Value {
    match call["name"].as_str().unwrap() {
        "list_customers" => match call["arguments"]["region"].as_str().unwrap() {
            "EMEA" => json!([{"id": 1, "name": "Acme"}, {"id": 2, "name": "Initech"}]),
            "AMER" => json!([{"id": 4, "name": "Hooli"}]),
            _ => json!([]),
        },
        "get_orders" => match call["arguments"]["customer_id"].as_i64().unwrap() {
            1 => json!([{"id": 10, "amount": 100.0, "status": "paid"}]),
            2 => json!([]),
            _ => json!([{"id": 11, "amount": 300.0, "status": "paid"}]),
        },
        other => panic!("unexpected tool {other}"),
    }
}

#[test]
fn a_run_paused_in_one_process_is_finished_by_others() {
    let dir = temp_dir("example");
    let snapshot = dir.join("run.snap").display().to_string();
    let tools = example("tools.json");
    let mut out = garter(&[
        "start",
        &example("revenue_report.py"),
        "--tools",
        &tools,
        "--snapshot",
        &snapshot,
    ]);
    let mut batches = Vec::new();
    loop {
        let doc = document(&out);
        if doc["status"] == "complete" {
            assert_eq!(doc["error"], Value::Null, "{doc}");
            assert_eq!(doc["value"], json!({"top_customer": "Hooli", "total": 400.0}));
            assert!(
                doc["stdout"]
                    .as_str()
                    .unwrap()
                    .contains("Total            2      400.00"),
                "{doc}"
            );
            break;
        }
        let calls = doc["calls"].as_array().unwrap();
        batches.push(calls.len());
        let results: serde_json::Map<String, Value> = calls
            .iter()
            .map(|call| (call["id"].to_string(), json!({"value": crm(call)})))
            .collect();
        let results_path = dir.join("results.json");
        std::fs::write(&results_path, Value::Object(results).to_string()).unwrap();
        out = resume(&snapshot, results_path.to_str().unwrap(), &tools);
    }
    assert_eq!(
        batches,
        [1, 1, 1, 3],
        "three region lookups, then one gather of every order lookup"
    );
}

#[test]
fn an_error_result_is_raised_at_the_call_site() {
    let dir = temp_dir("error");
    let snapshot = dir.join("run.snap").display().to_string();
    let tools = example("tools.json");
    let program = "try:\n    list_customers('EMEA')\nexcept PermissionError as e:\n    print('denied:', e)\n'done'";
    let doc = document(&garter(&[
        "start",
        "-c",
        program,
        "--tools",
        &tools,
        "--snapshot",
        &snapshot,
    ]));
    let id = doc["calls"][0]["id"].to_string();
    let results = dir.join("results.json");
    std::fs::write(
        &results,
        json!({id: {"error": {"type": "PermissionError", "message": "no access"}}}).to_string(),
    )
    .unwrap();
    let doc = document(&resume(&snapshot, results.to_str().unwrap(), &tools));
    assert_eq!(doc["status"], "complete");
    assert_eq!(doc["stdout"], "denied: no access\n");
    assert_eq!(doc["value"], "done");
}

#[test]
fn bad_snapshots_and_results_are_usage_errors() {
    let dir = temp_dir("bad");
    let snapshot = dir.join("run.snap").display().to_string();
    let tools = example("tools.json");
    document(&garter(&[
        "start",
        "-c",
        "list_customers('EMEA')",
        "--tools",
        &tools,
        "--snapshot",
        &snapshot,
    ]));
    let results = dir.join("results.json");
    std::fs::write(&results, r#"{"1": {"value": []}}"#).unwrap();

    let mut bytes = std::fs::read(&snapshot).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    let corrupted = dir.join("corrupted.snap");
    std::fs::write(&corrupted, &bytes).unwrap();
    let out = resume(corrupted.to_str().unwrap(), results.to_str().unwrap(), &tools);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("cannot load the session: snapshot is corrupted: its checksum does not match"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    std::fs::write(&results, r#"{"7": {"value": 1}}"#).unwrap();
    let out = resume(&snapshot, results.to_str().unwrap(), &tools);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "garter: the run is not waiting for a tool call with id 7\n"
    );

    std::fs::write(&results, r#"{"1": {"answer": 1}}"#).unwrap();
    let out = resume(&snapshot, results.to_str().unwrap(), &tools);
    assert_eq!(out.status.code(), Some(2));
}
