//! Properties of generated programs, checked on the stable toolchain in CI (the fuzz targets
//! in `fuzz/` hunt the same bugs far longer): a program built from assignments, `if`, bounded
//! loops, functions, `try`/`except`, comprehensions and arithmetic on ints, strings and lists
//! never makes the interpreter fail internally, stays within its limits and ends the same way
//! twice; and a run paused at host calls, moved through `snapshot`/`restore` into a fresh
//! interpreter at every pause, ends exactly as the uninterrupted run does. proptest generates
//! the programs from a fixed seed and shrinks any failure to a small program.

use std::cell::Cell;
use std::time::Duration;

use garter::{HostCall, HostError, HostValue, Interpreter, Limits, Progress, RunError, RunOutcome};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Programs per property.
const CASES: u32 = 2000;
/// Steps a run may count past the step limit (a 4096-instruction check interval, twice; a
/// native charge the limit refuses is not counted).
const STEP_SLACK: u64 = 2 * 4096;
/// Bytes the heap may pass the memory limit by (the VM looks after each MiB allocated).
const MEMORY_SLACK: usize = 1 << 20;

fn limits() -> Limits {
    Limits {
        max_steps: Some(100_000),
        max_memory: Some(8 << 20),
        timeout: Some(Duration::from_secs(10)),
        max_depth: 40,
        max_output: Some(16 << 10),
    }
}

fn interpreter() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.set_limits(limits());
    interpreter.add_host_function("fetch", false).expect("declares fetch");
    interpreter
}

/// The host's answer to `fetch(x)`: ints doubled, strings wrapped, anything else an error.
fn answer(call: &HostCall) -> Result<HostValue, HostError> {
    match call.args.first() {
        Some(HostValue::Int(i)) => Ok(HostValue::Int(i * 2)),
        Some(HostValue::Str(s)) => Ok(HostValue::Str(format!("<{s}>"))),
        other => Err(HostError {
            exception: "ValueError".into(),
            message: format!("cannot fetch {other:?}"),
        }),
    }
}

fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        (-5i64..50).prop_map(|i| format!("({i})")),
        "[a-c]{0,3}".prop_map(|s| format!("{s:?}")),
        prop::sample::select(vec!["a", "b", "c", "None", "True", "[1, 2, 3]", "(4, 'x')"]).prop_map(String::from),
    ];
    leaf.prop_recursive(3, 24, 3, |inner| {
        let binary = prop::sample::select(vec!["+", "-", "*", "//", "%", "<", "==", "and", "or"]);
        prop_oneof![
            (inner.clone(), binary, inner.clone()).prop_map(|(l, op, r)| format!("({l} {op} {r})")),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|items| format!("[{}]", items.join(", "))),
            (inner.clone(), inner.clone()).prop_map(|(c, i)| format!("{c}[{i}]")),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(b, t, o)| format!("({b} if {t} else {o})")),
            inner.clone().prop_map(|e| format!("f({e})")),
            inner.clone().prop_map(|e| format!("fetch({e})")),
            inner.clone().prop_map(|e| format!("len(str({e}))")),
            inner
                .clone()
                .prop_map(|e| format!("[v * 2 for v in range(len(str({e})))]")),
            inner.prop_map(|e| format!("sorted(str({e}))")),
        ]
    })
}

/// A block of statements as lines, indented relative to the block.
fn block() -> impl Strategy<Value = Vec<String>> {
    let var = || prop::sample::select(vec!["a", "b", "c"]);
    let simple = prop_oneof![
        (var(), expression()).prop_map(|(v, e)| vec![format!("{v} = {e}")]),
        expression().prop_map(|e| vec![format!("print({e})")]),
        (var(), expression()).prop_map(|(v, e)| vec![format!("{v} += {e}")]),
    ];
    let indent = |lines: Vec<String>| lines.into_iter().map(|l| format!("    {l}")).collect::<Vec<_>>();
    simple
        .prop_recursive(3, 16, 3, move |inner| {
            let body = prop::collection::vec(inner, 1..3).prop_map(|blocks| blocks.concat());
            prop_oneof![
                (expression(), body.clone(), body.clone()).prop_map(move |(test, then, otherwise)| {
                    let mut lines = vec![format!("if {test}:")];
                    lines.extend(indent(then));
                    lines.push("else:".into());
                    lines.extend(indent(otherwise));
                    lines
                }),
                (var(), 0u8..5, body.clone()).prop_map(move |(v, n, body)| {
                    let mut lines = vec![format!("for {v} in range({n}):")];
                    lines.extend(indent(body));
                    lines
                }),
                body.clone().prop_map(move |body| {
                    let mut lines = vec!["try:".to_string()];
                    lines.extend(indent(body));
                    lines.push("except Exception as error:".into());
                    lines.push("    print(type(error).__name__)".into());
                    lines
                }),
                body.prop_map(|body| body),
            ]
        })
        .boxed()
}

/// A program: a helper function, then generated statements, then a host call and its globals
/// shown.
fn program() -> impl Strategy<Value = String> {
    (expression(), prop::collection::vec(block(), 1..5)).prop_map(|(returned, blocks)| {
        let mut source = format!("a, b, c = 1, 'x', [2]\ndef f(a):\n    return {returned}\n");
        for line in blocks.concat() {
            source.push_str(&line);
            source.push('\n');
        }
        source.push_str("c = fetch(len(str(c)))\nprint(a, b, c)\n");
        source
    })
}

fn runner() -> TestRunner {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[9; 32]))
}

fn summary(outcome: &RunOutcome) -> (String, Option<String>, Option<RunError>, u64) {
    (
        outcome.output.clone(),
        outcome.result.clone(),
        outcome.error.clone(),
        outcome.usage.host_calls,
    )
}

#[test]
fn generated_programs_stay_within_limits_and_are_deterministic() {
    let completed = Cell::new(0u32);
    runner()
        .run(&program(), |source| {
            let first = interpreter().run_with_host(&source, "<generated>", answer);
            if !matches!(first.error, Some(RunError::Syntax { .. })) {
                completed.set(completed.get() + 1);
            }
            if let Some(RunError::Internal { message }) = &first.error {
                return Err(TestCaseError::fail(format!("internal error: {message}")));
            }
            prop_assert!(first.usage.steps <= 100_000 + STEP_SLACK, "{} steps", first.usage.steps);
            prop_assert!(first.usage.peak_memory <= (8 << 20) + MEMORY_SLACK);
            let second = interpreter().run_with_host(&source, "<generated>", answer);
            prop_assert_eq!(summary(&first), summary(&second));
            prop_assert_eq!(first.usage, second.usage);
            Ok(())
        })
        .unwrap();
    assert!(
        completed.get() >= CASES * 9 / 10,
        "only {} programs compiled",
        completed.get()
    );
}

/// Runs `source`, moving the run into a fresh interpreter through a snapshot at every pause;
/// counts the moves in `moves`.
fn run_through_snapshots(source: &str, moves: &Cell<u32>) -> Result<RunOutcome, TestCaseError> {
    let mut current = interpreter();
    let mut progress = current.start(source, "<generated>");
    loop {
        match progress {
            Progress::Done(outcome) => return Ok(outcome),
            Progress::Waiting(calls) => {
                let bytes = current
                    .snapshot()
                    .map_err(|e| TestCaseError::fail(format!("snapshot: {e}")))?;
                current = interpreter();
                current
                    .restore(&bytes)
                    .map_err(|e| TestCaseError::fail(format!("restore: {e}")))?;
                moves.set(moves.get() + 1);
                let answers = calls.iter().map(|call| (call.id, answer(call))).collect();
                progress = current.resume(answers);
            }
        }
    }
}

#[test]
fn snapshots_at_host_calls_do_not_change_the_run() {
    let moves = Cell::new(0u32);
    runner()
        .run(&program(), |source| {
            let uninterrupted = interpreter().run_with_host(&source, "<generated>", answer);
            let moved = run_through_snapshots(&source, &moves)?;
            prop_assert_eq!(summary(&uninterrupted), summary(&moved));
            Ok(())
        })
        .unwrap();
    assert!(
        moves.get() >= CASES / 2,
        "runs moved through snapshots only {} times",
        moves.get()
    );
}
