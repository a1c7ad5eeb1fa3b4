//! Micro-figures of the embedding API, printed as `name<TAB>median<TAB>unit` lines for
//! `bench/run.py` (run with `cargo bench -p garter-host-tools --bench micro`): `1 + 1` end to
//! end on a warm and on a fresh interpreter, a tool-call round trip (pause, host answer,
//! resume) through the bare interpreter and through a session that checks each call against
//! its tool's schema, the dump and load of a small paused program's snapshot, and the heap of a
//! fresh sandbox.

use std::hint::black_box;
use std::time::Instant;

use garter::{HostValue, Interpreter, Limits, Progress};
use garter_host_tools::{Outcome, Session, ToolSpec};

/// Repetitions of each measurement; the median is reported.
const REPS: usize = 15;

/// Tool calls made by one round-trip measurement.
const CALLS: u64 = 20_000;

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The median over [`REPS`] of `per_rep()`, which returns microseconds per operation.
fn measure(mut per_rep: impl FnMut() -> f64) -> f64 {
    per_rep();
    median((0..REPS).map(|_| per_rep()).collect())
}

fn report(name: &str, value: f64, unit: &str) {
    println!("{name}\t{value:.3}\t{unit}");
}

fn one_plus_one_warm() -> f64 {
    let mut interpreter = Interpreter::new();
    let runs = 2000;
    let start = Instant::now();
    for _ in 0..runs {
        black_box(interpreter.run(black_box("1 + 1"), "<bench>"));
    }
    start.elapsed().as_secs_f64() * 1e6 / runs as f64
}

fn one_plus_one_fresh() -> f64 {
    let runs = 500;
    let start = Instant::now();
    for _ in 0..runs {
        let mut interpreter = Interpreter::new();
        black_box(interpreter.run(black_box("1 + 1"), "<bench>"));
    }
    start.elapsed().as_secs_f64() * 1e6 / runs as f64
}

const CALL_LOOP: &str = "total = 0\nfor i in range(CALLS):\n    total += tool(i)\ntotal";

fn round_trip_interpreter() -> f64 {
    let mut interpreter = Interpreter::new();
    interpreter.add_host_function("tool", false).unwrap();
    interpreter.set_global("CALLS", &HostValue::from(CALLS as i64)).unwrap();
    let start = Instant::now();
    let mut progress = interpreter.start(CALL_LOOP, "<bench>");
    while let Progress::Waiting(calls) = progress {
        let answers = calls
            .into_iter()
            .map(|call| (call.id, Ok(HostValue::from(1))))
            .collect();
        progress = interpreter.resume(answers);
    }
    let elapsed = start.elapsed().as_secs_f64();
    assert!(matches!(progress, Progress::Done(ref done) if done.value == Some(HostValue::from(CALLS as i64))));
    elapsed * 1e6 / CALLS as f64
}

fn round_trip_session() -> f64 {
    let schema = serde_json::json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]});
    let tool = ToolSpec::from_json_schema("tool", "", &schema).unwrap();
    let mut session = Session::new(Interpreter::new(), vec![tool], Limits::default()).unwrap();
    session
        .set_inputs(&[("CALLS".to_string(), HostValue::from(CALLS as i64))])
        .unwrap();
    let start = Instant::now();
    let mut outcome = session.start(CALL_LOOP, "<bench>");
    while let Outcome::ToolCalls(calls) = outcome {
        let answers = calls
            .into_iter()
            .map(|call| (call.id, Ok(HostValue::from(1))))
            .collect();
        outcome = session.resume(answers).unwrap();
    }
    let elapsed = start.elapsed().as_secs_f64();
    assert!(matches!(outcome, Outcome::Complete(ref done) if done.error.is_none()));
    elapsed * 1e6 / CALLS as f64
}

/// The loop of [`CALL_LOOP`] with a Python function in place of the tool: what the round trip
/// adds is the difference.
fn loop_without_tool() -> f64 {
    let mut interpreter = Interpreter::new();
    interpreter.set_global("CALLS", &HostValue::from(CALLS as i64)).unwrap();
    interpreter.run("def tool(i):\n    return 1", "<bench>");
    let start = Instant::now();
    let outcome = interpreter.run(CALL_LOOP, "<bench>");
    let elapsed = start.elapsed().as_secs_f64();
    assert!(outcome.error.is_none());
    elapsed * 1e6 / CALLS as f64
}

/// Dumps and loads a program paused at a tool call inside a function, then resumes it.
fn snapshot_dump_and_load() -> f64 {
    let source = "def total(items):\n    acc = 0\n    for item in items:\n        acc += tool(item)\n    return acc\ntotal([1, 2, 3])";
    let mut interpreter = Interpreter::new();
    interpreter.add_host_function("tool", false).unwrap();
    let Progress::Waiting(calls) = interpreter.start(source, "<bench>") else {
        panic!("the program pauses at its first call");
    };
    let mut restored = Interpreter::new();
    let rounds = 200;
    let start = Instant::now();
    for _ in 0..rounds {
        let bytes = interpreter.snapshot().unwrap();
        restored.restore(black_box(&bytes)).unwrap();
    }
    let elapsed = start.elapsed().as_secs_f64();
    let progress = restored.resume(vec![(calls[0].id, Ok(HostValue::from(1)))]);
    assert!(matches!(progress, Progress::Waiting(_)));
    elapsed * 1e6 / rounds as f64
}

fn snapshot_size() -> usize {
    let mut interpreter = Interpreter::new();
    interpreter.add_host_function("tool", false).unwrap();
    interpreter.start("def f(x):\n    return tool(x)\nf(1)", "<bench>");
    interpreter.snapshot().unwrap().len()
}

fn main() {
    report("1 + 1, warm interpreter", measure(one_plus_one_warm), "us");
    report("1 + 1, fresh interpreter", measure(one_plus_one_fresh), "us");
    let baseline = measure(loop_without_tool);
    report("loop iteration calling a Python function", baseline, "us");
    report("tool round trip, interpreter", measure(round_trip_interpreter), "us");
    report(
        "tool round trip, session with schema check",
        measure(round_trip_session),
        "us",
    );
    report(
        "snapshot dump + load of a small paused program",
        measure(snapshot_dump_and_load),
        "us",
    );
    report(
        "snapshot size of a small paused program",
        snapshot_size() as f64,
        "bytes",
    );
    let mut fresh = Interpreter::new();
    let usage = fresh.run("pass", "<bench>").usage;
    report("fresh sandbox heap", usage.peak_memory as f64 / 1024.0, "KiB");
}
