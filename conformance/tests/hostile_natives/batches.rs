//! The parent side: runs a batch of calls in a child process (this binary with `--run-calls`),
//! held to the bounds one call at a time, and measures each call. When the child is killed or
//! crashes, the call it was running takes the blame and the rest of the batch goes on in a new
//! child; when the child's peak RSS passes the bound, each of its calls runs again alone, so
//! that the peak of its own process names the culprit. A call that fails in a batch runs again
//! alone too, and that run is the one judged and reported.

use std::process::Command;
use std::time::{Duration, Instant};

use garter_conformance::child::{self, Kill};

use crate::calls::{Call, Outcome, Report};
use crate::pool;

/// A call may run this many times its time limit, plus `STARTUP`.
const SLOWDOWN: u32 = 2;
/// What a call may take on top of twice its time limit.
const STARTUP: Duration = Duration::from_secs(1);
/// How long past its bound a call may run before its child is killed (the bound decides the
/// verdict; this only leaves room to measure).
const KILL_SLACK: Duration = Duration::from_millis(500);
/// How long a child may take to start and report its first call.
const CHILD_START: Duration = Duration::from_secs(10);
/// The 100 MB a process may hold on top of twice the memory limit, in KiB.
const RSS_SLACK_KIB: u64 = 100_000_000 / 1024;

/// The longest a call may run: twice the time limit plus a second.
pub fn time_bound() -> Duration {
    pool::TIME_LIMIT * SLOWDOWN + STARTUP
}

/// The peak RSS a process running calls may reach, in KiB: twice the memory limit plus 100 MB.
pub fn rss_bound_kib() -> u64 {
    2 * pool::MEMORY_LIMIT as u64 / 1024 + RSS_SLACK_KIB
}

/// What went wrong with a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// It ran past its time bound.
    Time,
    /// Its process passed the RSS bound.
    Memory,
    /// The interpreter failed internally.
    Panic,
    /// Its process died (a stack overflow, an abort).
    Crash,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Time => "time",
            Kind::Memory => "memory",
            Kind::Panic => "panic",
            Kind::Crash => "crash",
        }
    }
}

/// What was measured of one call.
#[derive(Debug, Clone)]
pub struct Measured {
    /// The call's run, or the time until its process was killed or died.
    pub elapsed: Duration,
    /// The peak RSS of the process it ran in, in KiB (of the whole batch, unless it ran alone).
    pub peak_rss_kib: u64,
    /// How it ended, or why its process ended under it.
    pub end: End,
}

/// How a call ended.
#[derive(Debug, Clone)]
pub enum End {
    Ran(Outcome),
    Killed(Kill),
    Crashed(String),
}

impl Measured {
    /// The bound the call broke, if any.
    pub fn failure(&self) -> Option<Kind> {
        match &self.end {
            End::Ran(Outcome::Internal(_)) => Some(Kind::Panic),
            End::Killed(Kill::Deadline) => Some(Kind::Time),
            End::Killed(Kill::Memory(_)) => Some(Kind::Memory),
            End::Crashed(_) => Some(Kind::Crash),
            End::Ran(_) if self.elapsed > time_bound() => Some(Kind::Time),
            End::Ran(_) if self.peak_rss_kib > rss_bound_kib() => Some(Kind::Memory),
            End::Ran(_) => None,
        }
    }

    /// Time, RSS and outcome on one line.
    pub fn describe(&self) -> String {
        let end = match &self.end {
            End::Ran(outcome) => outcome.describe(),
            End::Killed(Kill::Deadline) => "still running: killed".into(),
            End::Killed(Kill::Memory(kib)) => format!("resident memory reached {}: killed", mib(*kib)),
            End::Crashed(how) => format!("the process died: {how}"),
        };
        format!(
            "{:.2}s, peak RSS {}, {end}",
            self.elapsed.as_secs_f64(),
            mib(self.peak_rss_kib)
        )
    }
}

/// A size in KiB, shown in MiB.
pub fn mib(kib: u64) -> String {
    format!("{:.0} MiB", kib as f64 / 1024.0)
}

/// Runs `calls` in as many children as it takes and measures each.
pub fn run_batch(calls: &[Call]) -> Vec<Measured> {
    let mut measured = Vec::with_capacity(calls.len());
    while measured.len() < calls.len() {
        let rest = &calls[measured.len()..];
        let (finished, peak, stopped) = run_child(rest);
        if peak > rss_bound_kib() && rest.len() > 1 {
            let alone = finished.len();
            measured.extend(rest[..alone].iter().map(run_alone));
        } else {
            measured.extend(finished);
        }
        measured.extend(stopped);
    }
    if calls.len() > 1 {
        for (call, measure) in calls.iter().zip(measured.iter_mut()) {
            if measure.failure().is_some() {
                *measure = run_alone(call);
            }
        }
    }
    measured
}

/// Runs one call in a child of its own.
fn run_alone(call: &Call) -> Measured {
    let (mut finished, _, stopped) = run_child(std::slice::from_ref(call));
    stopped.or_else(|| finished.pop()).unwrap_or(Measured {
        elapsed: Duration::ZERO,
        peak_rss_kib: 0,
        end: End::Crashed("it reported nothing".into()),
    })
}

/// Runs `calls` in one child until they are done or the child ends under one: the measures of
/// the calls that finished, the child's peak RSS, and the measure of the call it ended under.
fn run_child(calls: &[Call]) -> (Vec<Measured>, u64, Option<Measured>) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut command = Command::new(exe);
    // A caught panic's backtrace would cost the call a tenth of a second and 60 MiB of RSS to
    // symbolize: the message is enough.
    command
        .env("RUST_BACKTRACE", "0")
        .arg("--run-calls")
        .args(calls.iter().map(Call::encode));
    let mut reports = Vec::new();
    let mut started_at = None;
    let ended = child::watch(&mut command, Instant::now() + CHILD_START, rss_bound_kib(), |line| {
        let report = Report::parse(line)?;
        started_at = match report {
            Report::Start(_) => Some(Instant::now()),
            Report::End(..) => None,
        };
        reports.push(report);
        Some(Instant::now() + time_bound() + KILL_SLACK)
    });
    let ended = match ended {
        Ok(ended) => ended,
        Err(e) => {
            let crashed = Measured {
                elapsed: Duration::ZERO,
                peak_rss_kib: 0,
                end: End::Crashed(format!("cannot start a child process: {e}")),
            };
            return (Vec::new(), 0, Some(crashed));
        }
    };
    let peak = ended.peak_rss_kib;
    let finished: Vec<Measured> = reports
        .iter()
        .filter_map(|report| match report {
            Report::End(_, elapsed, outcome) => Some(Measured {
                elapsed: *elapsed,
                peak_rss_kib: peak,
                end: End::Ran(outcome.clone()),
            }),
            Report::Start(_) => None,
        })
        .collect();
    let stopped = (finished.len() < calls.len()).then(|| Measured {
        elapsed: started_at.map_or(ended.elapsed, |at| at.elapsed()),
        peak_rss_kib: peak,
        end: match ended.killed {
            Some(kill) => End::Killed(kill),
            None => End::Crashed(format!("{}; stderr ends: {}", ended.status, ended.stderr_tail(2))),
        },
    });
    (finished, peak, stopped)
}
