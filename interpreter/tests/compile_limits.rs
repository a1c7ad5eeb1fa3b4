//! Compiling is held to the run's limits: a source too large to compile within the memory or
//! time left is refused before the parser runs (nothing it does can be interrupted), and the
//! compiler's own work is linear in the number of names.

use std::time::{Duration, Instant};

use garter::{Interpreter, Limits, RunError};

fn limited(max_memory: usize, timeout: Duration) -> Interpreter {
    let mut interp = Interpreter::new();
    interp.set_limits(Limits {
        max_memory: Some(max_memory),
        timeout: Some(timeout),
        ..Limits::default()
    });
    interp
}

fn limit(line: &str) -> Option<RunError> {
    Some(RunError::Limit {
        last_line: line.to_string(),
    })
}

#[test]
fn a_source_too_large_for_the_memory_limit_is_refused_before_parsing() {
    let source = format!("x = [{}]\n", "1,".repeat(2_500_000));
    let started = Instant::now();
    let outcome = limited(64 << 20, Duration::from_secs(30)).run(&source, "<big>");
    assert_eq!(outcome.error, limit("MemoryError: memory limit of 64.0 MiB exceeded"));
    assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
}

#[test]
fn a_source_too_large_for_the_time_left_is_refused_before_parsing() {
    let source = format!("x = [{}]\n", "1,".repeat(1_000_000));
    let outcome = limited(1 << 30, Duration::from_millis(500)).run(&source, "<big>");
    assert_eq!(outcome.error, limit("TimeoutError: time limit of 0.5 seconds exceeded"));
}

#[test]
fn many_distinct_names_compile_in_linear_time() {
    let names: String = (0..100_000).map(|i| format!("x{i} = y{i} = {i}\n")).collect();
    let functions: String = (0..2_000)
        .map(|i| format!("def f{i}(a{i}, b{i}):\n    c{i} = a{i} + b{i}\n    return c{i}\n"))
        .collect();
    let body: String = (0..30_000).map(|i| format!("    v{i} = {i}\n")).collect();
    let source = format!("{names}{functions}def big():\n{body}    return v0\nprint(x99999, f1999(1, 2), big())\n");
    let started = Instant::now();
    let outcome = limited(1 << 30, Duration::from_secs(60)).run(&source, "<names>");
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "99999 3 0\n");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(20), "quadratic? {took:?}");
}
