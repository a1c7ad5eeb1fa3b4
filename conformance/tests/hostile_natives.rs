//! A property of every native function and method of the sandbox: called with huge, deep,
//! shared and recursive arguments under small limits, it never takes the host's time or memory.
//!
//! The test lists the natives by running a program inside Garter (`enumerate.rs`), draws calls
//! of each with zero to three arguments from a pool of hostile values built inside the sandbox
//! (`pool.rs`, `generate.rs`; a fixed seed per native), adds operators, formatting and
//! conversions on every value, and runs the calls in child processes (this binary again, with
//! `--run-calls`), a batch per child, each call in a fresh interpreter under a 1 s time limit,
//! 32 MiB of memory and unlimited steps (`calls.rs`, `batches.rs`). Every call must end (a
//! caught exception, a limit or `SystemExit` are all fine) without an internal error or a crash,
//! within twice its time limit plus a second, in a process whose peak RSS stays under twice the
//! memory limit plus 100 MB. No native is left out: the sandbox has no `input`, `exit` and
//! `sys.exit` end the run cleanly (an accepted outcome), and the natives that need something the
//! calls are not granted (files, a clock, entropy, a host answering calls) raise.
//!
//! The calls that break a bound today are listed in `hostile_natives_known.txt` (`known.rs`):
//! the test fails on a failing call that is not listed, on a listed call that passes (so the
//! list only shrinks) and on a listed call that is no longer generated.
//!
//! Arguments: a substring selects the calls whose expression contains it (`-- math.`);
//! `--verbose` lists every call with its time, RSS and outcome.

#[path = "hostile_natives/batches.rs"]
mod batches;
#[path = "hostile_natives/calls.rs"]
mod calls;
#[path = "hostile_natives/enumerate.rs"]
mod enumerate;
#[path = "hostile_natives/generate.rs"]
mod generate;
#[path = "hostile_natives/known.rs"]
mod known;
#[path = "hostile_natives/pool.rs"]
mod pool;

use std::collections::{BTreeMap, HashSet};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use batches::{Kind, Measured};
use calls::Call;
use enumerate::Target;
use garter_conformance::child;
use known::Known;

/// Child processes running at once.
const WORKERS: usize = 2;
/// Calls per child process.
const BATCH: usize = 40;
/// How far past the time limit a passing call may run before the summary names it.
const OVERRUN: Duration = Duration::from_millis(200);

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut filter = None;
    let mut verbose = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--run-calls" => return run_calls(args.collect()),
            "--enumerate" => return enumerate_natives(),
            "--verbose" => verbose = true,
            a if a.starts_with('-') => {}
            a => filter = Some(a.to_string()),
        }
    }
    match check_every_native(filter.as_deref(), verbose) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(problem) => {
            println!("FAIL {problem}");
            ExitCode::FAILURE
        }
    }
}

/// The child side: runs the calls it was given.
fn run_calls(encoded: Vec<String>) -> ExitCode {
    match calls::run_calls_here(encoded) {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("{problem}");
            ExitCode::FAILURE
        }
    }
}

/// The child side of the enumeration: prints the natives.
fn enumerate_natives() -> ExitCode {
    match enumerate::print_natives() {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("{problem}");
            ExitCode::FAILURE
        }
    }
}

/// Enumerates, generates, runs and judges the calls; whether everything was as expected.
fn check_every_native(filter: Option<&str>, verbose: bool) -> Result<bool, String> {
    let started = Instant::now();
    let targets = enumerate::natives()?;
    let calls: Vec<Call> = unique(generate::all_calls(&targets))
        .into_iter()
        .filter(|call| filter.is_none_or(|f| call.expr.contains(f)))
        .collect();
    let known = known::read()?;
    println!(
        "hostile natives: {} natives ({} functions, {} methods), {} calls",
        targets.len(),
        targets.iter().filter(|t| matches!(t, Target::Function { .. })).count(),
        targets.iter().filter(|t| matches!(t, Target::Method { .. })).count(),
        calls.len()
    );
    let measured = run_all(&calls);
    if verbose {
        for (call, measure) in calls.iter().zip(&measured) {
            println!("     {} | {}", measure.describe(), call.expr);
        }
    }
    let ok = judge(&calls, &measured, &known, filter.is_some());
    summarize(&calls, &measured);
    println!(
        "wall time {:.1}s; bounds per call: {:.1}s, {} of peak RSS; this process's peak RSS {} (each \
         child's figure includes it)",
        started.elapsed().as_secs_f64(),
        batches::time_bound().as_secs_f64(),
        batches::mib(batches::rss_bound_kib()),
        child::own_peak_kib().map_or("unknown".into(), batches::mib)
    );
    Ok(ok)
}

/// The calls with the first of each expression kept.
fn unique(calls: Vec<Call>) -> Vec<Call> {
    let mut seen = HashSet::new();
    calls
        .into_iter()
        .filter(|call| seen.insert(call.expr.clone()))
        .collect()
}

/// Runs every call, in batches taken by `WORKERS` threads, each batch in child processes.
fn run_all(calls: &[Call]) -> Vec<Measured> {
    let batches: Vec<&[Call]> = calls.chunks(BATCH).collect();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Vec<Measured>>>> = Mutex::new(vec![None; batches.len()]);
    thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(batch) = batches.get(index) else { break };
                let measured = batches::run_batch(batch);
                results.lock().expect("results lock")[index] = Some(measured);
            });
        }
    });
    results
        .into_inner()
        .expect("results lock")
        .into_iter()
        .flat_map(|batch| batch.unwrap_or_default())
        .collect()
}

/// Compares the failures with the known list and reports the differences; whether there were
/// none. With a filter, listed calls it left out are not looked for.
fn judge(calls: &[Call], measured: &[Measured], known: &[Known], filtered: bool) -> bool {
    let listed: BTreeMap<&str, &Known> = known.iter().map(|k| (k.signature.as_str(), k)).collect();
    let mut new_failures = Vec::new();
    let mut fixed = Vec::new();
    let mut still_failing: BTreeMap<&str, usize> = BTreeMap::new();
    for (call, measure) in calls.iter().zip(measured) {
        match (measure.failure(), listed.get(call.expr.as_str())) {
            (Some(kind), Some(_)) => *still_failing.entry(kind.name()).or_default() += 1,
            (Some(kind), None) => new_failures.push((kind, call, measure)),
            (None, Some(entry)) => fixed.push((*entry, measure)),
            (None, None) => {}
        }
    }
    let generated: HashSet<&str> = calls.iter().map(|c| c.expr.as_str()).collect();
    let stale: Vec<&Known> = if filtered {
        Vec::new()
    } else {
        known
            .iter()
            .filter(|k| !generated.contains(k.signature.as_str()))
            .collect()
    };
    new_failures.sort_by_key(|(kind, call, _)| (*kind, call.expr.clone()));
    report_new_failures(&new_failures);
    for (entry, measure) in &fixed {
        println!(
            "FAIL listed as failing ({}) but passes now ({}): remove it from {}\n  {}",
            entry.kind,
            measure.describe(),
            known::path().display(),
            entry.signature
        );
    }
    for entry in &stale {
        println!(
            "FAIL listed but no longer generated: remove it from the list\n  {}",
            entry.signature
        );
    }
    let counts: Vec<String> = still_failing.iter().map(|(kind, n)| format!("{n} {kind}")).collect();
    println!(
        "known failures still failing: {} ({})",
        still_failing.values().sum::<usize>(),
        if counts.is_empty() {
            "none".into()
        } else {
            counts.join(", ")
        }
    );
    new_failures.is_empty() && fixed.is_empty() && stale.is_empty()
}

/// Prints each failing call that is not listed, and the lines that would list them.
fn report_new_failures(failures: &[(Kind, &Call, &Measured)]) {
    for (kind, call, measure) in failures {
        println!("FAIL {} bound broken by {}", kind.name(), call.expr);
        println!("  arguments: {}", call.kinds());
        println!("  measured:  {}", measure.describe());
    }
    if !failures.is_empty() {
        println!(
            "\n{} call(s) failed that {} does not list; its lines for them:",
            failures.len(),
            known::path().display()
        );
        for (kind, call, measure) in failures {
            println!("{}", known::line(kind.name(), &measure.describe(), &call.expr));
        }
        println!();
    }
}

/// Prints the calls whose arguments could not be built, the passing calls that ran well past
/// the time limit, and the highest peak RSS of a child.
fn summarize(calls: &[Call], measured: &[Measured]) {
    let unexercised: Vec<(&Call, &Measured)> = calls
        .iter()
        .zip(measured)
        .filter(|(_, m)| matches!(m.end, batches::End::Ran(calls::Outcome::Unexercised(_))))
        .collect();
    if !unexercised.is_empty() {
        println!(
            "{} call(s) never reached their native (their arguments could not be built):",
            unexercised.len()
        );
        for (call, measure) in unexercised.iter().take(10) {
            println!("  {} ({})", call.expr, measure.describe());
        }
    }
    let mut by_time: Vec<(&Call, &Measured)> = calls.iter().zip(measured).collect();
    by_time.sort_by_key(|(_, m)| std::cmp::Reverse(m.elapsed));
    let overran: Vec<String> = by_time
        .iter()
        .filter(|(_, m)| m.failure().is_none() && m.elapsed > pool::TIME_LIMIT + OVERRUN)
        .map(|(c, m)| format!("{} {:.2}s", c.expr, m.elapsed.as_secs_f64()))
        .collect();
    if !overran.is_empty() {
        println!(
            "{} passing call(s) ran past the time limit by more than {}ms, within the bound (a \
             slower machine may push them over it): {}",
            overran.len(),
            OVERRUN.as_millis(),
            overran.join(", ")
        );
    }
    if let Some(peak) = measured.iter().map(|m| m.peak_rss_kib).max() {
        println!("highest peak RSS of a child: {}", batches::mib(peak));
    }
}
