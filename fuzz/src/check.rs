//! The limits fuzzed programs run under and what every outcome must satisfy: no interpreter
//! bug (a caught panic is reported as [`RunError::Internal`], which counts as a failure), step
//! and memory usage within their limits plus a documented slack, and the same outcome when
//! the same program runs twice.

use std::sync::OnceLock;
use std::time::Duration;

use garter::{Interpreter, Limits, RunError, RunOutcome};

/// Steps a run may be counted past `max_steps`: the run loop compares its count with the limit
/// every 4096 instructions, and an error unwinding out of it adds the instructions executed
/// since the last check without comparing; twice the interval is allowed. A native charge the
/// limit refuses is not counted (the count stops at the limit).
pub const STEP_SLACK: u64 = 2 * 4096;

/// Bytes the heap may hold past `max_memory`: the VM looks at the heap once a mebibyte has
/// been allocated since it last looked (or an allocation passed the limit), so one step of
/// growth may pass the limit before the run stops.
pub const MEMORY_SLACK: usize = 1 << 20;

/// The limits fuzzed programs run under: small enough that a campaign stays fast, with a
/// wall-clock bound well under libFuzzer's own timeout.
pub fn tight_limits() -> Limits {
    Limits {
        max_steps: Some(200_000),
        max_memory: Some(8 << 20),
        timeout: Some(Duration::from_secs(5)),
        max_depth: 60,
        max_output: Some(64 << 10),
    }
}

/// A fresh interpreter with the standard library, held to [`tight_limits`].
pub fn fresh_interpreter() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.set_limits(tight_limits());
    interpreter
}

/// A fresh interpreter (as [`fresh_interpreter`]) in which `imports` has already run: the
/// first call runs it and keeps a snapshot in `template`, later calls restore that snapshot,
/// which is much faster than compiling source modules again for every input.
pub fn interpreter_after(template: &OnceLock<Vec<u8>>, imports: &str) -> Interpreter {
    let bytes = template.get_or_init(|| {
        let mut interpreter = fresh_interpreter();
        let outcome = interpreter.run(imports, "<imports>");
        assert_eq!(outcome.error, None, "the imports fail");
        interpreter.snapshot().expect("an idle interpreter snapshots")
    });
    let mut interpreter = fresh_interpreter();
    interpreter.restore(bytes).expect("the template restores");
    interpreter
}

/// Panics (failing the fuzz case) when `outcome` shows an interpreter bug or a limit overrun.
pub fn check_outcome(outcome: &RunOutcome, limits: &Limits, context: &str) {
    if let Some(RunError::Internal { message }) = &outcome.error {
        panic!("internal interpreter error: {message}\n--- input ---\n{context}");
    }
    if let Some(max) = limits.max_steps {
        assert!(
            outcome.usage.steps <= max + STEP_SLACK,
            "{} steps used under a limit of {max}\n--- input ---\n{context}",
            outcome.usage.steps
        );
    }
    if let Some(max) = limits.max_memory {
        assert!(
            outcome.usage.peak_memory <= max + MEMORY_SLACK,
            "{} bytes of heap at peak under a limit of {max}\n--- input ---\n{context}",
            outcome.usage.peak_memory
        );
    }
}

/// Whether the run was stopped by its wall-clock limit, the one stop that may differ between
/// two runs of the same program.
pub fn timed_out(outcome: &RunOutcome) -> bool {
    matches!(&outcome.error, Some(RunError::Limit { last_line }) if last_line.contains("time limit"))
}

/// Panics when two runs of the same program ended differently (unless one ran out of time).
pub fn check_same(first: &RunOutcome, second: &RunOutcome, context: &str) {
    if timed_out(first) || timed_out(second) {
        return;
    }
    // Compared without `value`, whose floats may be NaN (unequal to itself); `result` is its repr.
    let summary = |o: &RunOutcome| (o.output.clone(), o.result.clone(), o.error.clone(), o.usage);
    assert_eq!(
        summary(first),
        summary(second),
        "the same program ended differently twice\n--- input ---\n{context}"
    );
}

/// Runs `source` in two fresh interpreters, checking each outcome and that they agree.
pub fn run_twice_checked(source: &str) -> RunOutcome {
    let limits = tight_limits();
    let first = fresh_interpreter().run(source, "<fuzz>");
    check_outcome(&first, &limits, source);
    let second = fresh_interpreter().run(source, "<fuzz>");
    check_outcome(&second, &limits, source);
    check_same(&first, &second, source);
    first
}
