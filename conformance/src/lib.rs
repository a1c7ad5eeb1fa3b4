//! The CPython-differential conformance runner: discovers the `.py` cases under `cases/`, runs
//! each through a fresh Garter interpreter and compares stdout, and for failing programs the
//! last stderr line and exit code, with what CPython 3.11 produced (`regen.py` wrote those);
//! for the cases that have a `.stderr` file (`cases/tracebacks/`, and cases that end normally
//! after writing to stderr), the whole stderr: the run's stderr stream, then its error report. A
//! case that ends normally with no `.stderr` must write nothing to stderr.
//!
//! Cases run without a clock (they must not read the time, which CPython's output could not
//! repeat) and with a seeded entropy stream, so that what needs random bytes (`uuid.uuid4()`,
//! `secrets`) runs: a case may print the shapes of random values (lengths, types, ranges), never
//! the values.
//!
//! Cases under `cases/files/` run with an in-memory filesystem granted, holding the files of the
//! case's `NAME.files/` folder when it has one (`files.rs`); CPython ran them in a temporary
//! folder holding a copy of the same files.
//!
//! `child.rs` runs a child process held to a wall-time and a peak-RSS bound, for the tests that
//! run hostile programs in child processes (`tests/adversarial.rs`, `tests/hostile_natives.rs`).

pub mod child;
pub mod files;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;

/// Stack for the threads that run cases (deep recursion tests need room).
const CASE_STACK: usize = 256 << 20;

/// The category whose cases run with a filesystem granted.
pub const FILES_CATEGORY: &str = "files";

/// One conformance case.
#[derive(Debug, Clone)]
pub struct Case {
    pub path: PathBuf,
    /// The folder directly under `cases/`.
    pub category: String,
}

/// What CPython printed for a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    pub stdout: String,
    /// Exit code and last stderr line, for programs that failed.
    pub error: Option<(i32, String)>,
    /// The whole stderr, for the cases that compare it (`cases/tracebacks/`, with the case's
    /// path written as its file name: see `regen.py`).
    pub stderr: Option<String>,
}

/// The result of running one case.
#[derive(Debug)]
pub struct Outcome {
    pub case: Case,
    /// `None` when Garter matched CPython; otherwise what differed.
    pub mismatch: Option<String>,
}

/// Every case under `root`, sorted by path.
pub fn discover(root: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    collect(root, root, &mut out);
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<Case>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if !files::is_fixture_dir(&path) {
                collect(root, &path, out);
            }
        } else if path.extension().is_some_and(|e| e == "py") {
            let category = path
                .strip_prefix(root)
                .ok()
                .and_then(|p| p.components().next())
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push(Case { path, category });
        }
    }
}

/// Reads the expectation files of a case.
pub fn expected(case: &Case) -> Result<Expected, String> {
    let stdout = std::fs::read_to_string(case.path.with_extension("out"))
        .map_err(|e| format!("missing .out file (run conformance/regen.py): {e}"))?;
    let error = match std::fs::read_to_string(case.path.with_extension("err")) {
        Ok(text) => {
            let mut lines = text.lines();
            let code = lines.next().and_then(|l| l.trim().parse().ok()).unwrap_or(1);
            Some((code, lines.next().unwrap_or("").to_string()))
        }
        Err(_) => None,
    };
    let stderr = std::fs::read_to_string(case.path.with_extension("stderr")).ok();
    Ok(Expected { stdout, error, stderr })
}

/// Runs one case and compares it with its expectation.
pub fn run_case(case: &Case) -> Outcome {
    let mismatch = match (std::fs::read_to_string(&case.path), expected(case)) {
        (Err(e), _) => Some(format!("cannot read case: {e}")),
        (_, Err(e)) => Some(e),
        (Ok(source), Ok(expected)) => {
            let name = case
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let mut interpreter = garter_stdlib::interpreter();
            interpreter.set_entropy(garter::Entropy::Seeded(0));
            let granted = if case.category == FILES_CATEGORY {
                files::grant_with_fixtures(&mut interpreter, &case.path)
            } else {
                Ok(())
            };
            match granted {
                Ok(()) => compare(&expected, &interpreter.run(&source, &name)),
                Err(problem) => Some(problem),
            }
        }
    };
    Outcome {
        case: case.clone(),
        mismatch,
    }
}

fn compare(expected: &Expected, outcome: &garter::RunOutcome) -> Option<String> {
    let mut problems = Vec::new();
    if outcome.output != expected.stdout {
        problems.push(format!("stdout differs:\n{}", diff(&expected.stdout, &outcome.output)));
    }
    let actual_error = outcome
        .error
        .as_ref()
        .filter(|e| e.exit_status() != 0)
        .map(|e| (e.exit_status() as i32, last_stderr_line(e, &outcome.stderr)));
    if actual_error != expected.error {
        problems.push(format!("expected error {:?}, got {:?}", expected.error, actual_error));
    }
    let report = outcome.error.as_ref().map(|e| e.report()).unwrap_or_default();
    let whole = format!("{}{report}", outcome.stderr);
    match &expected.stderr {
        Some(stderr) if whole != *stderr => problems.push(format!("stderr differs:\n{}", diff(stderr, &whole))),
        None if expected.error.is_none() && !outcome.stderr.is_empty() => problems.push(format!(
            "wrote to stderr where CPython wrote nothing:\n{}",
            outcome.stderr
        )),
        _ => {}
    }
    (!problems.is_empty()).then(|| problems.join("\n"))
}

/// The last line CPython's stderr would end with: the error's own line, or, for `sys.exit(code)`
/// (which prints nothing), the last line the program wrote to stderr.
fn last_stderr_line(error: &garter::RunError, stderr: &str) -> String {
    match error {
        garter::RunError::Exit { message: None, .. } => stderr
            .trim_end_matches('\n')
            .rsplit('\n')
            .next()
            .unwrap_or_default()
            .to_string(),
        _ => error.last_line(),
    }
}

/// The first differing line of two texts, with context.
fn diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i), a.get(i));
        if x != y {
            return format!(
                "  line {}:\n    expected: {}\n    actual:   {}",
                i + 1,
                x.copied().unwrap_or("<end>"),
                y.copied().unwrap_or("<end>")
            );
        }
    }
    "  (trailing newline differs)".to_string()
}

/// Runs every case on `workers` threads.
pub fn run_all(cases: Vec<Case>, workers: usize) -> Vec<Outcome> {
    let (sender, receiver) = mpsc::channel();
    let queue = std::sync::Arc::new(std::sync::Mutex::new(cases));
    let mut handles = Vec::new();
    for _ in 0..workers.max(1) {
        let queue = queue.clone();
        let sender = sender.clone();
        let handle = thread::Builder::new()
            .stack_size(CASE_STACK)
            .spawn(move || loop {
                let case = match queue.lock() {
                    Ok(mut q) => q.pop(),
                    Err(_) => None,
                };
                let Some(case) = case else { break };
                let outcome = std::panic::catch_unwind(|| run_case(&case)).unwrap_or_else(|_| Outcome {
                    case: case.clone(),
                    mismatch: Some("the runner panicked".into()),
                });
                if sender.send(outcome).is_err() {
                    break;
                }
            })
            .expect("spawn a conformance worker");
        handles.push(handle);
    }
    drop(sender);
    let mut outcomes: Vec<Outcome> = receiver.iter().collect();
    for handle in handles {
        let _ = handle.join();
    }
    outcomes.sort_by(|a, b| a.case.path.cmp(&b.case.path));
    outcomes
}
