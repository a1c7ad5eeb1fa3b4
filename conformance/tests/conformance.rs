//! Runs every conformance case through Garter and fails on any difference from CPython 3.11,
//! printing per-category counts. Pass a substring as the first argument to run matching cases
//! only (`cargo test -p garter-conformance -- strings/`).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let cases: Vec<_> = garter_conformance::discover(&root)
        .into_iter()
        .filter(|c| {
            filter
                .as_ref()
                .is_none_or(|f| c.path.to_string_lossy().contains(f.as_str()))
        })
        .collect();
    if cases.is_empty() {
        eprintln!("no conformance cases found under {}", root.display());
        return ExitCode::FAILURE;
    }
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let outcomes = garter_conformance::run_all(cases, workers);
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = 0;
    for outcome in &outcomes {
        let entry = counts.entry(outcome.case.category.clone()).or_default();
        entry.1 += 1;
        match &outcome.mismatch {
            None => entry.0 += 1,
            Some(problem) => {
                failures += 1;
                let name = outcome.case.path.strip_prefix(&root).unwrap_or(&outcome.case.path);
                println!("FAIL {}\n{problem}\n", name.display());
            }
        }
    }
    println!("conformance results by category:");
    for (category, (passed, total)) in &counts {
        println!("  {category:<16} {passed:>4} / {total}");
    }
    let total = outcomes.len();
    println!("  {:<16} {:>4} / {total}", "all", total - failures);
    if failures > 0 {
        println!("{failures} case(s) differ from CPython");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
