//! What the differential suites share: generating cases from a fixed seed, running one batch
//! program in CPython 3.11 and in Garter, writing Python string literals for generated text,
//! and the report of the lines on which the two disagree.
//!
//! Each suite's batch prints exactly one line per case, so line `i` of either output belongs
//! to case `i`.

use std::process::Command;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// `count` values of `strategy`, always the same ones for the same `seed`.
pub fn generate<S: Strategy>(strategy: S, count: usize, seed: u8) -> Vec<S::Value> {
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]));
    (0..count)
        .map(|_| strategy.new_tree(&mut runner).expect("generates").current())
        .collect()
}

/// A Python string literal for `text`: printable ASCII as itself, everything else (control
/// characters, non-ASCII) escaped.
#[allow(dead_code)] // differential.rs writes its literals itself
pub fn py_str(text: &str) -> String {
    let mut out = String::from("'");
    for ch in text.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            ' '..='~' => out.push(ch),
            _ if (ch as u32) < 0x100 => out.push_str(&format!("\\x{:02x}", ch as u32)),
            _ if (ch as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", ch as u32)),
            _ => out.push_str(&format!("\\U{:08x}", ch as u32)),
        }
    }
    out.push('\'');
    out
}

/// The lines CPython 3.11 (`python3`) prints running `source`; `name` keeps the temporary
/// file of one suite apart from another's.
pub fn cpython_lines(source: &str, name: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("garter-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("cases.py");
    std::fs::write(&path, source).expect("writes the batch");
    let output = Command::new("python3")
        .arg(&path)
        .env("PYTHONIOENCODING", "utf-8")
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        output.status.success(),
        "CPython failed on the batch: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The lines Garter prints running `source` with the standard library subset.
pub fn garter_lines(source: &str) -> Vec<String> {
    let source = source.to_string();
    let run = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let mut interpreter = garter_stdlib::interpreter();
            interpreter.run(&source, "cases.py")
        })
        .expect("thread starts")
        .join()
        .expect("the run does not panic");
    assert_eq!(run.error, None, "Garter failed on the batch");
    run.output.lines().map(str::to_string).collect()
}

/// Runs `source` in both interpreters and fails with the first 25 cases whose lines differ;
/// `cases` describes each case (its source) for the report.
pub fn assert_agree(name: &str, cases: &[String], source: &str) {
    let expected = cpython_lines(source, name);
    let actual = garter_lines(source);
    assert_eq!(expected.len(), cases.len(), "CPython printed one line per case");
    let mismatches: Vec<String> = cases
        .iter()
        .zip(
            expected
                .iter()
                .zip(actual.iter().map(Some).chain(std::iter::repeat(None))),
        )
        .filter(|(_, (want, got))| Some(*want) != *got)
        .map(|(case, (want, got))| {
            format!(
                "{case}\n    CPython: {want}\n    Garter:  {}",
                got.map_or("<no line>", |g| g)
            )
        })
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} of {} cases differ:\n{}",
        mismatches.len(),
        cases.len(),
        mismatches.iter().take(25).cloned().collect::<Vec<_>>().join("\n")
    );
}
