//! `--clock` and `--entropy`: a run has no clock and no entropy unless granted; a fixed clock and
//! a seeded stream repeat exactly; the system's are real; `garter resume` grants its own, as a
//! snapshot does not carry them, while the time slept and the stream's position go on.

mod common;

use common::{example, garter, temp_dir, text};
use serde_json::{json, Value};

#[test]
fn without_grants_the_clock_and_entropy_are_refused() {
    let out = garter(&["run", "-c", "import time\ntime.sleep(1)\ntime.time()"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).ends_with(
            "PermissionError: time.time() needs the current time, but this sandbox has no clock (the host has not granted one)\n"
        ),
        "{}",
        text(&out.stderr)
    );
    let out = garter(&["run", "-c", "import uuid\nuuid.uuid4()"]);
    assert!(
        text(&out.stderr).ends_with(
            "PermissionError: uuid.uuid4() needs random bytes, but this sandbox has no entropy source (the host has not granted one)\n"
        ),
        "{}",
        text(&out.stderr)
    );
    let unseeded = garter(&["run", "-c", "import random\nprint(random.random())"]);
    let seeded = garter(&["run", "-c", "import random\nrandom.seed(0)\nprint(random.random())"]);
    assert_eq!(
        text(&unseeded.stdout),
        text(&seeded.stdout),
        "unseeded random starts from 0"
    );
}

#[test]
fn a_fixed_clock_and_a_seeded_stream_repeat() {
    let program = "import datetime, time, uuid, random\n\
                   print(datetime.datetime.now(), time.monotonic())\n\
                   time.sleep(90.5)\n\
                   print(datetime.datetime.now(datetime.timezone.utc).isoformat(), time.monotonic())\n\
                   print(uuid.uuid4(), random.random())";
    let run = |clock: &str, entropy: &str| {
        let out = garter(&["run", "-c", program, "--clock", clock, "--entropy", entropy]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let first = run("fixed=2024-05-01T12:00:00+02:00", "seed=7");
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines[0], "2024-05-01 10:00:00 0.0");
    assert_eq!(lines[1], "2024-05-01T10:01:30.500000+00:00 90.5");
    assert_eq!(first, run("fixed=1714557600", "seed=7"));
    assert_ne!(lines[2], run("fixed=0", "seed=8").lines().nth(2).unwrap());
}

#[test]
fn the_system_clock_and_entropy_are_real() {
    let program = "import time, secrets\nprint(time.time() > 1.7e9, secrets.token_hex(16))";
    let run = || {
        let out = garter(&["run", "-c", program, "--clock", "system", "--entropy", "system"]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let (first, second) = (run(), run());
    assert!(first.starts_with("True "), "{first}");
    assert_ne!(first, second);
}

#[test]
fn bad_policies_are_usage_errors() {
    for args in [
        ["--clock", "sundial"],
        ["--clock", "fixed=2023-02-30"],
        ["--entropy", "seed=x"],
        ["--entropy", "dice"],
    ] {
        let out = garter(&["run", "-c", "pass", args[0], args[1]]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(args[1]), "{}", text(&out.stderr));
    }
    let help = text(&garter(&["run", "--help"]).stdout);
    assert!(help.contains("--clock <none|system|fixed=WHEN>"), "{help}");
    assert!(help.contains("--entropy <none|system|seed=N>"), "{help}");
}

#[test]
fn resume_grants_its_own_policies_and_the_program_state_goes_on() {
    let dir = temp_dir("policy");
    let snapshot = dir.join("run.snap").display().to_string();
    let tools = example("tools.json");
    let program = "import time, uuid\ntime.sleep(30)\nbefore = uuid.uuid4()\n\
                   list_customers('EMEA')\nprint(time.time(), uuid.uuid4() != before)";
    let policy = ["--clock", "fixed=1000", "--entropy", "seed=3"];
    let mut start = vec!["start", "-c", program, "--tools", &tools, "--snapshot", &snapshot];
    start.extend(policy);
    let out = garter(&start);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(doc["status"], "tool_calls", "{doc}");
    let id = doc["calls"][0]["id"].to_string();
    let results = dir.join("results.json");
    std::fs::write(&results, json!({id: {"value": []}}).to_string()).unwrap();
    let saved = std::fs::read(&snapshot).unwrap();

    let bare = garter(&[
        "resume",
        &snapshot,
        "--results",
        results.to_str().unwrap(),
        "--tools",
        &tools,
    ]);
    let doc: Value = serde_json::from_slice(&bare.stdout).expect("one JSON document");
    assert_eq!(doc["error"]["type"], "PermissionError", "{doc}");

    std::fs::write(&snapshot, saved).unwrap();
    let mut resume = vec![
        "resume",
        &snapshot,
        "--results",
        results.to_str().unwrap(),
        "--tools",
        &tools,
    ];
    resume.extend(policy);
    let doc: Value = serde_json::from_slice(&garter(&resume).stdout).expect("one JSON document");
    assert_eq!(doc["status"], "complete", "{doc}");
    assert_eq!(doc["stdout"], "1030.0 True\n", "{doc}");
}
