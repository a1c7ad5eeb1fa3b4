//! Runs the adversarial corpus (`conformance/adversarial/<category>/*.py`): hostile programs
//! (memory, step and time bombs, deep nesting and recursion, output floods, sandbox escapes)
//! that a sandbox must stop cleanly. Each case starts with a header:
//!
//! ```text
//! # Checks <what hostile behaviour this is>
//! # limits: steps=2000000 memory=64MiB time=2 depth=200 output=4KiB
//! # expect: MemoryError: memory limit of 64.0 MiB exceeded
//! # stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
//! # files: quota=64KiB
//! ```
//!
//! `limits:` is optional and may name any subset of the limits; the others take the runner's
//! defaults (steps=50000000 memory=128MiB time=5 depth=1000 output=1MiB). `0` means unlimited
//! for steps, memory, time and output. `expect:` is `ok`, the exact last line of the error,
//! `prefix <text>` (the last line starts with text) or `syntax <text>` (a syntax error whose
//! last line starts with text); a limit message (`MemoryError: memory limit of ...`,
//! `TimeoutError: step limit of ...`, `TimeoutError: time limit of ...`) must come as
//! `RunError::Limit`, not as a Python exception. `stdout-ends:` (optional, with `\n`, `\t` and
//! `\\` escapes) checks the end of the printed output. `files:` (optional: `granted`, or
//! `quota=SIZE`) grants the case an in-memory filesystem, as does a sibling folder `NAME.files/`,
//! whose files are uploaded into it; the run fails if the cases with a filesystem changed any
//! file of the conformance folder, its parent or the current directory.
//!
//! Two workers take the cases. Each case runs in a child process (this binary with
//! `--run-one PATH`), in a fresh interpreter on a thread with a 256 MiB stack, as the CLI runs
//! programs. A case fails on a wrong outcome, on an interpreter panic or a crash, when its
//! process lives longer than twice its time limit plus a second (start-up included; the default
//! time limit stands in when it has none), or when the process's peak RSS (the kernel's, from
//! `wait4`: see `garter_conformance::child`) passes twice its memory limit plus 100 MB (2 GiB
//! when memory is unlimited). A process is killed as soon as it passes either bound.
//!
//! `--in-process` runs the cases on threads of this process instead, for quick local runs: a
//! case then fails when it takes more than three times its time limit, the run fails when the
//! process's peak RSS passes 2 GiB, a case still running at three times its time limit is
//! abandoned (its thread cannot be stopped) and the run goes on with a new worker, and a stack
//! overflow aborts the whole run (the thread is named after its case, so the abort names it).
//! Other arguments: a path substring selects cases (`-- memory/`); `--verbose` lists every case
//! with its time (and, isolated, its peak RSS).

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use garter::limits::parse_size;
use garter::{Limits, RunError, RunOutcome};
use garter_conformance::child::{self, Kill};
use garter_conformance::Case;

/// Stack for the threads that run cases, as the CLI uses.
const CASE_STACK: usize = 256 << 20;
/// Cases run at once.
const WORKERS: usize = 2;
const DEFAULT_STEPS: u64 = 50_000_000;
const DEFAULT_MEMORY: usize = 128 << 20;
const DEFAULT_TIME: Duration = Duration::from_secs(5);
const DEFAULT_DEPTH: usize = 1000;
const DEFAULT_OUTPUT: usize = 1 << 20;
/// In process, a case may take this many times its time limit (or the default one when it has
/// none).
const SLOWDOWN: u32 = 3;
/// An isolated case's process may live this many times its time limit, plus `STARTUP`.
const ISOLATED_SLOWDOWN: u32 = 2;
/// What an isolated case's process may take on top, for starting up and reporting.
const STARTUP: Duration = Duration::from_secs(1);
/// An isolated case's process may reach twice its memory limit plus this, in KiB (100 MB).
const RSS_SLACK_KIB: u64 = 100_000_000 / 1024;
/// The peak resident set size the whole in-process run (or one isolated case without a memory
/// limit) may reach, in KiB.
const MAX_RSS_KIB: u64 = 2 << 20;
/// How often the watchdog looks at running cases and the process's memory.
const POLL: Duration = Duration::from_millis(20);
/// How long the watchdog waits past an isolated case's bound before abandoning it: its worker
/// kills the process at the bound, so this only matters if that fails.
const WATCHDOG_SLACK: Duration = Duration::from_secs(10);

/// What a case must end with.
#[derive(Debug, Clone, PartialEq)]
enum Expect {
    Ok,
    Line(String),
    Prefix(String),
    Syntax(String),
}

/// A parsed case header.
#[derive(Debug, Clone)]
struct Header {
    limits: Limits,
    expect: Expect,
    stdout_ends: Option<String>,
    /// The filesystem granted: `None` for none, `Some(quota)` for one (with that quota, if any).
    files: Option<Option<usize>>,
}

impl Header {
    /// The time limit the bounds are made from: the case's, or the default one when it has none.
    fn time_limit(&self) -> Duration {
        self.limits.timeout.unwrap_or(DEFAULT_TIME)
    }

    /// The longest a case may run in process: three times its time limit.
    fn in_process_budget(&self) -> Duration {
        self.time_limit() * SLOWDOWN
    }

    /// The longest an isolated case's process may live, start-up included: twice its time limit
    /// plus a second.
    fn isolated_budget(&self) -> Duration {
        self.time_limit() * ISOLATED_SLOWDOWN + STARTUP
    }

    /// The peak RSS an isolated case's process may reach, in KiB: twice its memory limit plus
    /// 100 MB, or 2 GiB when memory is unlimited.
    fn rss_bound_kib(&self) -> u64 {
        self.limits
            .max_memory
            .map_or(MAX_RSS_KIB, |bytes| 2 * bytes as u64 / 1024 + RSS_SLACK_KIB)
    }

    /// The longest the case may run in the given mode.
    fn budget(&self, isolate: bool) -> Duration {
        if isolate {
            self.isolated_budget()
        } else {
            self.in_process_budget()
        }
    }
}

/// The result of one case.
#[derive(Debug)]
struct CaseResult {
    index: usize,
    /// Empty when the case passed.
    problems: Vec<String>,
    elapsed: Duration,
    /// The peak RSS of the case's process, in KiB, when it ran in one.
    peak_rss_kib: Option<u64>,
}

fn default_limits() -> Limits {
    Limits {
        max_steps: Some(DEFAULT_STEPS),
        max_memory: Some(DEFAULT_MEMORY),
        timeout: Some(DEFAULT_TIME),
        max_depth: DEFAULT_DEPTH,
        max_output: Some(DEFAULT_OUTPUT),
    }
}

/// Parses the comment block at the top of a case.
fn parse_header(source: &str) -> Result<Header, String> {
    let mut lines = source.lines().take_while(|l| l.starts_with('#'));
    match lines.next() {
        Some(first) if first.starts_with("# Checks ") => {}
        _ => return Err("the first line must be '# Checks <what the case checks>'".into()),
    }
    let mut limits = default_limits();
    let mut expect = None;
    let mut stdout_ends = None;
    let mut files = None;
    for line in lines {
        let body = line.trim_start_matches('#').trim_start();
        if let Some(spec) = body.strip_prefix("limits:") {
            parse_limits(spec, &mut limits)?;
        } else if let Some(spec) = body.strip_prefix("expect:") {
            if expect.is_some() {
                return Err("more than one 'expect:' line".into());
            }
            expect = Some(parse_expect(spec.trim())?);
        } else if let Some(text) = body.strip_prefix("stdout-ends:") {
            stdout_ends = Some(unescape(text.strip_prefix(' ').unwrap_or(text))?);
        } else if let Some(spec) = body.strip_prefix("files:") {
            files = Some(parse_files(spec.trim())?);
        }
    }
    let expect = expect.ok_or("no '# expect:' line")?;
    Ok(Header {
        limits,
        expect,
        stdout_ends,
        files,
    })
}

/// The quota of a `files:` line: `granted` (none) or `quota=SIZE`.
fn parse_files(spec: &str) -> Result<Option<usize>, String> {
    if spec == "granted" {
        return Ok(None);
    }
    match spec.strip_prefix("quota=").map(parse_size) {
        Some(Ok(quota)) => Ok(Some(quota)),
        Some(Err(e)) => Err(format!("files '{spec}': {e}")),
        None => Err(format!("files '{spec}' is neither 'granted' nor 'quota=SIZE'")),
    }
}

/// Whether the case at `path` runs with a filesystem: its header grants one, or it has files.
fn uses_files(path: &Path) -> bool {
    garter_conformance::files::fixture_dir(path).is_some() || load(path).is_ok_and(|(_, header)| header.files.is_some())
}

fn parse_limits(spec: &str, limits: &mut Limits) -> Result<(), String> {
    for item in spec.split_whitespace() {
        let (key, value) = item
            .split_once('=')
            .ok_or_else(|| format!("limit '{item}' is not key=value"))?;
        let bad = |e: String| format!("limit '{item}': {e}");
        match key {
            "steps" => {
                let n: u64 = value.parse().map_err(|e| bad(format!("{e}")))?;
                limits.max_steps = (n > 0).then_some(n);
            }
            "memory" => {
                let n = parse_size(value).map_err(bad)?;
                limits.max_memory = (n > 0).then_some(n);
            }
            "output" => {
                let n = parse_size(value).map_err(bad)?;
                limits.max_output = (n > 0).then_some(n);
            }
            "time" => {
                let secs: f64 = value.parse().map_err(|e| bad(format!("{e}")))?;
                if !secs.is_finite() || secs < 0.0 {
                    return Err(bad("expected a number of seconds".into()));
                }
                limits.timeout = (secs > 0.0).then(|| Duration::from_secs_f64(secs));
            }
            "depth" => {
                let n: usize = value.parse().map_err(|e| bad(format!("{e}")))?;
                if n == 0 {
                    return Err(bad("the depth must be at least 1".into()));
                }
                limits.max_depth = n;
            }
            _ => return Err(format!("unknown limit '{key}' (steps, memory, time, depth, output)")),
        }
    }
    Ok(())
}

fn parse_expect(spec: &str) -> Result<Expect, String> {
    let expect = if spec == "ok" {
        Expect::Ok
    } else if let Some(text) = spec.strip_prefix("prefix ") {
        Expect::Prefix(text.to_string())
    } else if let Some(text) = spec.strip_prefix("syntax ") {
        Expect::Syntax(text.to_string())
    } else {
        Expect::Line(spec.to_string())
    };
    match &expect {
        Expect::Line(t) | Expect::Prefix(t) | Expect::Syntax(t) if t.trim().is_empty() => {
            Err("'expect:' needs a text".into())
        }
        _ => Ok(expect),
    }
}

/// Undoes the `\n`, `\t` and `\\` escapes of a `stdout-ends:` line.
fn unescape(text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('\\') => out.push('\\'),
            other => return Err(format!("unknown escape '\\{}' in stdout-ends", other.unwrap_or(' '))),
        }
    }
    Ok(out)
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('\n', "\\n").replace('\t', "\\t")
}

/// Whether a last line is one of the messages of an uncatchable limit.
fn is_limit_line(line: &str) -> bool {
    line.starts_with("MemoryError: memory limit of ")
        || line.starts_with("TimeoutError: step limit of ")
        || line.starts_with("TimeoutError: time limit of ")
}

fn describe_expect(expect: &Expect) -> String {
    match expect {
        Expect::Ok => "ok".into(),
        Expect::Line(t) => t.clone(),
        Expect::Prefix(t) => format!("a last line starting with {t:?}"),
        Expect::Syntax(t) => format!("a syntax error starting with {t:?}"),
    }
}

fn describe_error(error: &Option<RunError>) -> String {
    match error {
        None => "ok".into(),
        Some(RunError::Syntax { last_line, .. }) => format!("syntax error: {last_line}"),
        Some(RunError::Exception { last_line, .. }) => format!("exception: {last_line}"),
        Some(RunError::Limit { last_line }) => format!("limit: {last_line}"),
        Some(RunError::Exit { code, .. }) => format!("exit with status {code}"),
        Some(RunError::Internal { message }) => format!("internal error (a panic): {message}"),
    }
}

/// The ways `outcome` differs from what `header` expects.
fn check(header: &Header, outcome: &RunOutcome) -> Vec<String> {
    let mut problems = Vec::new();
    let error = &outcome.error;
    let last = error.as_ref().map(RunError::last_line);
    let matches = match (&header.expect, error) {
        (_, Some(RunError::Internal { .. })) => false,
        (Expect::Ok, e) => e.is_none(),
        (Expect::Line(text), Some(e)) => {
            last.as_deref() == Some(text.as_str()) && (!is_limit_line(text) || matches!(e, RunError::Limit { .. }))
        }
        (Expect::Prefix(text), Some(_)) => last.as_deref().is_some_and(|l| l.starts_with(text.as_str())),
        (Expect::Syntax(text), Some(RunError::Syntax { last_line, .. })) => last_line.starts_with(text.as_str()),
        _ => false,
    };
    if !matches {
        let mut got = describe_error(error);
        if let (Expect::Line(text), Some(RunError::Exception { .. })) = (&header.expect, error) {
            if is_limit_line(text) && last.as_deref() == Some(text.as_str()) {
                got.push_str(" (a catchable exception; a limit must stop the run as RunError::Limit)");
            }
        }
        problems.push(format!(
            "expected: {}\n  got:      {got}",
            describe_expect(&header.expect)
        ));
    }
    if let Some(ends) = &header.stdout_ends {
        if !outcome.output.ends_with(ends.as_str()) {
            let tail: String = {
                let chars: Vec<char> = outcome.output.chars().collect();
                chars[chars.len().saturating_sub(120)..].iter().collect()
            };
            problems.push(format!(
                "stdout should end with \"{}\"\n  it ends with    \"{}\" ({} bytes in all)",
                escape(ends),
                escape(&tail),
                outcome.output.len()
            ));
        }
    }
    problems
}

/// The display name of a case: its path under the corpus root.
fn display(case: &Case, root: &Path) -> String {
    case.path.strip_prefix(root).unwrap_or(&case.path).display().to_string()
}

/// Reads and parses a case, for running it.
fn load(path: &Path) -> Result<(String, Header), String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("cannot read the case: {e}"))?;
    let header = parse_header(&source).map_err(|e| format!("bad header: {e}"))?;
    Ok((source, header))
}

/// Runs a case in this process (on the calling thread, which needs a big stack).
fn run_here(path: &Path) -> (Vec<String>, Duration) {
    let (source, header) = match load(path) {
        Ok(loaded) => loaded,
        Err(problem) => return (vec![problem], Duration::ZERO),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let start = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let mut interpreter = garter_stdlib::interpreter();
        interpreter.set_limits(header.limits.clone());
        if header.files.is_some() || garter_conformance::files::fixture_dir(path).is_some() {
            garter_conformance::files::grant_with_fixtures(&mut interpreter, path)?;
            interpreter.set_file_quota(header.files.flatten());
        }
        Ok(interpreter.run(&source, &name))
    }));
    let elapsed = start.elapsed();
    let problems = match outcome {
        Ok(Ok(outcome)) => check(&header, &outcome),
        Ok(Err(problem)) => vec![problem],
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            vec![format!("the runner caught a panic: {message}")]
        }
    };
    (problems, elapsed)
}

/// Runs a case on a thread of this process, held to three times its time limit.
fn run_in_process(path: &Path, name: &str) -> (Vec<String>, Duration) {
    let (mut problems, elapsed) = run_on_case_thread(path, name);
    let budget = load(path).map_or(DEFAULT_TIME * SLOWDOWN, |(_, header)| header.in_process_budget());
    if elapsed > budget {
        problems.push(format!(
            "took {:.2}s, more than {SLOWDOWN}x its time limit ({:.2}s)",
            elapsed.as_secs_f64(),
            budget.as_secs_f64()
        ));
    }
    (problems, elapsed)
}

/// Runs a case in a child process (`--run-one`), held to its time and RSS bounds, and reports a
/// crash against the case: the problems, the process's wall time and its peak RSS in KiB.
fn run_isolated(path: &Path) -> (Vec<String>, Duration, Option<u64>) {
    let header = match load(path) {
        Ok((_, header)) => header,
        Err(problem) => return (vec![problem], Duration::ZERO, None),
    };
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            return (
                vec![format!("cannot find the runner binary: {e}")],
                Duration::ZERO,
                None,
            )
        }
    };
    let (budget, rss_bound) = (header.isolated_budget(), header.rss_bound_kib());
    let mut lines = Vec::new();
    let ended = child::watch(
        Command::new(exe).arg("--run-one").arg(path),
        Instant::now() + budget,
        rss_bound,
        |line| {
            lines.push(line.to_string());
            None
        },
    );
    let ended = match ended {
        Ok(ended) => ended,
        Err(e) => return (vec![format!("cannot start a child process: {e}")], Duration::ZERO, None),
    };
    let (elapsed, peak) = (ended.elapsed, ended.peak_rss_kib);
    let mut problems = Vec::new();
    match ended.killed {
        Some(Kill::Deadline) => problems.push(format!(
            "still running after {:.2}s, more than twice its time limit plus a second ({:.2}s): killed",
            elapsed.as_secs_f64(),
            budget.as_secs_f64()
        )),
        Some(Kill::Memory(kib)) => problems.push(format!(
            "its process reached {} of resident memory, more than twice its memory limit plus 100 MB ({}): killed",
            mib(kib),
            mib(rss_bound)
        )),
        None => {
            problems.extend(
                lines
                    .iter()
                    .filter_map(|l| l.strip_prefix("problem "))
                    .map(|p| unescape(p).unwrap_or_else(|_| p.to_string())),
            );
            if !lines.iter().any(|l| l == "end") {
                problems.push(format!(
                    "the case's process crashed ({}); stderr ends: {}",
                    ended.status,
                    ended.stderr_tail(3)
                ));
            }
            if elapsed > budget {
                problems.push(format!(
                    "its process took {:.2}s, more than twice its time limit plus a second ({:.2}s)",
                    elapsed.as_secs_f64(),
                    budget.as_secs_f64()
                ));
            }
            if peak > rss_bound {
                problems.push(format!(
                    "its process reached a peak RSS of {}, more than twice its memory limit plus 100 MB ({})",
                    mib(peak),
                    mib(rss_bound)
                ));
            }
        }
    }
    (problems, elapsed, Some(peak))
}

/// A size in KiB, shown in MiB.
fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// `--run-one PATH`: runs one case here and prints the result for the parent process.
fn run_one(path: &Path) -> ExitCode {
    let (problems, _) = run_on_case_thread(path, &path.display().to_string());
    for problem in problems {
        println!("problem {}", escape(&problem));
    }
    println!("end");
    ExitCode::SUCCESS
}

/// The names, sizes and modification times of the files a program escaping its filesystem would
/// most likely reach: the conformance folder (every level), the workspace folder above it and
/// the current directory (their own entries).
fn host_disk() -> BTreeMap<PathBuf, garter_conformance::files::Stamp> {
    let conformance = Path::new(env!("CARGO_MANIFEST_DIR"));
    let workspace = conformance.parent().unwrap_or(conformance);
    let current = std::env::current_dir().unwrap_or_else(|_| conformance.to_path_buf());
    garter_conformance::files::disk_listing(&[(conformance, 32), (workspace, 1), (&current, 1)])
}

/// What workers tell the watchdog.
enum Event {
    Started(usize),
    Finished(CaseResult),
}

/// What the workers share.
struct Shared {
    queue: Mutex<VecDeque<usize>>,
    paths: Vec<PathBuf>,
    /// Display names, also given to the threads that run the cases, so that a stack overflow
    /// (which aborts the process) names its case.
    names: Vec<String>,
    isolate: bool,
}

/// Runs a case here on a fresh thread with a big stack, named after the case.
fn run_on_case_thread(path: &Path, name: &str) -> (Vec<String>, Duration) {
    let owned = path.to_path_buf();
    let thread = thread::Builder::new()
        .name(name.to_string())
        .stack_size(CASE_STACK)
        .spawn(move || run_here(&owned));
    match thread.map(|handle| handle.join()) {
        Ok(Ok(result)) => result,
        Ok(Err(_)) => (vec!["the case's thread panicked".into()], Duration::ZERO),
        Err(e) => (vec![format!("cannot start the case's thread: {e}")], Duration::ZERO),
    }
}

/// Starts a worker that takes cases from the queue until it is empty.
fn spawn_worker(shared: Arc<Shared>, events: mpsc::Sender<Event>) -> thread::JoinHandle<()> {
    thread::Builder::new()
        .name("adversarial-worker".into())
        .spawn(move || loop {
            let next = shared.queue.lock().map(|mut q| q.pop_front()).unwrap_or(None);
            let Some(index) = next else { break };
            if events.send(Event::Started(index)).is_err() {
                break;
            }
            let (problems, elapsed, peak_rss_kib) = if shared.isolate {
                run_isolated(&shared.paths[index])
            } else {
                let (problems, elapsed) = run_in_process(&shared.paths[index], &shared.names[index]);
                (problems, elapsed, None)
            };
            let result = CaseResult {
                index,
                problems,
                elapsed,
                peak_rss_kib,
            };
            if events.send(Event::Finished(result)).is_err() {
                break;
            }
        })
        .expect("spawn an adversarial worker")
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut filter = None;
    let mut isolate = true;
    let mut verbose = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--run-one" => {
                let Some(path) = args.next() else {
                    eprintln!("--run-one needs a case path");
                    return ExitCode::FAILURE;
                };
                return run_one(Path::new(&path));
            }
            "--in-process" => isolate = false,
            "--verbose" => verbose = true,
            a if a.starts_with('-') => {}
            a => {
                if filter.is_none() {
                    filter = Some(a.to_string());
                }
            }
        }
    }

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("adversarial");
    let cases: Vec<Case> = garter_conformance::discover(&root)
        .into_iter()
        .filter(|c| {
            filter
                .as_ref()
                .is_none_or(|f| c.path.to_string_lossy().contains(f.as_str()))
        })
        .collect();
    if cases.is_empty() {
        eprintln!("no adversarial cases found under {}", root.display());
        return ExitCode::FAILURE;
    }
    let budgets: Vec<Duration> = cases
        .iter()
        .map(|c| load(&c.path).map_or(DEFAULT_TIME * SLOWDOWN, |(_, h)| h.budget(isolate)))
        .collect();
    let disk_before = cases.iter().any(|c| uses_files(&c.path)).then(host_disk);
    let shared = Arc::new(Shared {
        queue: Mutex::new((0..cases.len()).collect()),
        paths: cases.iter().map(|c| c.path.clone()).collect(),
        names: cases.iter().map(|c| display(c, &root)).collect(),
        isolate,
    });
    let (sender, events) = mpsc::channel();
    let mut handles: Vec<_> = (0..WORKERS)
        .map(|_| spawn_worker(shared.clone(), sender.clone()))
        .collect();

    let run_start = Instant::now();
    let mut results: Vec<Option<CaseResult>> = (0..cases.len()).map(|_| None).collect();
    let mut running: HashMap<usize, Instant> = HashMap::new();
    let mut done = 0;
    let mut abandoned = 0;
    let mut stopped = None;
    let slack = if isolate { WATCHDOG_SLACK } else { Duration::ZERO };
    while done < cases.len() {
        match events.recv_timeout(POLL) {
            Ok(Event::Started(index)) => {
                running.insert(index, Instant::now());
            }
            Ok(Event::Finished(result)) => {
                running.remove(&result.index);
                let index = result.index;
                if results[index].is_none() {
                    results[index] = Some(result);
                    done += 1;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
        let overdue: Vec<(usize, Duration)> = running
            .iter()
            .map(|(&index, start)| (index, start.elapsed()))
            .filter(|&(index, elapsed)| elapsed > budgets[index] + slack)
            .collect();
        for (index, elapsed) in overdue {
            running.remove(&index);
            results[index] = Some(CaseResult {
                index,
                problems: vec![format!("still running after {:.1}s: abandoned", elapsed.as_secs_f64())],
                elapsed,
                peak_rss_kib: None,
            });
            done += 1;
            abandoned += 1;
            handles.push(spawn_worker(shared.clone(), sender.clone()));
        }
        if child::own_resident_kib().is_some_and(|kib| kib > MAX_RSS_KIB) {
            for (&index, start) in &running {
                results[index] = Some(CaseResult {
                    index,
                    problems: vec!["was running when the process passed 2 GiB of resident memory".into()],
                    elapsed: start.elapsed(),
                    peak_rss_kib: None,
                });
            }
            stopped = Some("the process passed 2 GiB of resident memory");
            break;
        }
    }
    drop(sender);
    if abandoned == 0 && stopped.is_none() {
        for handle in handles {
            let _ = handle.join();
        }
    }

    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = 0;
    let mut timings = Vec::new();
    for (index, case) in cases.iter().enumerate() {
        let name = display(case, &root);
        let entry = counts.entry(case.category.clone()).or_default();
        entry.1 += 1;
        let (problems, elapsed, peak) = match &results[index] {
            Some(result) => (result.problems.clone(), result.elapsed, result.peak_rss_kib),
            None => (
                vec![format!("not run: {}", stopped.unwrap_or("the workers stopped"))],
                Duration::ZERO,
                None,
            ),
        };
        timings.push((elapsed, name.clone()));
        let measured = match peak {
            Some(kib) => format!("{:.3}s, {}", elapsed.as_secs_f64(), mib(kib)),
            None => format!("{:.3}s", elapsed.as_secs_f64()),
        };
        if problems.is_empty() {
            entry.0 += 1;
            if verbose {
                println!("ok   {name} ({measured})");
            }
        } else {
            failures += 1;
            println!("FAIL {name} ({measured})");
            for problem in problems {
                println!("  {problem}");
            }
        }
    }
    println!("\nadversarial results by category:");
    for (category, (passed, total)) in &counts {
        println!("  {category:<16} {passed:>4} / {total}");
    }
    println!("  {:<16} {:>4} / {}", "all", cases.len() - failures, cases.len());
    timings.sort_by_key(|t| std::cmp::Reverse(t.0));
    let slowest: Vec<String> = timings
        .iter()
        .take(5)
        .map(|(t, n)| format!("{n} {:.2}s", t.as_secs_f64()))
        .collect();
    println!("slowest: {}", slowest.join(", "));
    let peak = child::own_peak_kib();
    println!(
        "wall time {:.1}s, peak RSS {}{}",
        run_start.elapsed().as_secs_f64(),
        peak.map_or("unknown".to_string(), |k| format!("{} MiB", k / 1024)),
        if isolate {
            " (runner only; cases ran in child processes)"
        } else {
            ""
        }
    );
    let mut ok = failures == 0;
    if peak.is_some_and(|kib| kib > MAX_RSS_KIB) {
        println!("FAIL the run's peak RSS is over 2 GiB");
        ok = false;
    }
    if let Some(reason) = stopped {
        println!("FAIL the run stopped early: {reason}");
        ok = false;
    }
    if abandoned > 0 {
        println!("{abandoned} case(s) were abandoned while still running");
    }
    if let Some(before) = disk_before {
        let changes = garter_conformance::files::listing_changes(&before, &host_disk());
        if !changes.is_empty() {
            println!("FAIL the host's disk changed while cases with a filesystem ran:");
            for change in changes.iter().take(10) {
                println!("  {change}");
            }
            ok = false;
        }
    }
    if failures > 0 {
        println!("{failures} adversarial case(s) failed");
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
