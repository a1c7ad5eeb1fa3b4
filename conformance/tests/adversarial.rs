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
//! Two workers take the cases; each case runs in a fresh interpreter on a new thread with a
//! 256 MiB stack, named after the case (a stack overflow aborts the process and names it). A case
//! fails on a wrong outcome, on an interpreter panic, or when it takes more than three
//! times its time limit; the run fails when the process's peak RSS passes 2 GiB. A case still
//! running at three times its time limit is abandoned (its thread cannot be stopped) and the
//! run goes on with a new worker. Arguments: a path substring selects cases (`-- memory/`);
//! `--isolate` runs each case in a child process instead, so that a crash (stack overflow,
//! abort) or a runaway allocation is reported against its case; `--verbose` lists every case.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use garter::limits::parse_size;
use garter::{Limits, RunError, RunOutcome};
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
/// A case may take this many times its time limit (or the default one when it has none).
const SLOWDOWN: u32 = 3;
/// The peak resident set size the whole run (or one isolated case) may reach, in KiB.
const MAX_RSS_KIB: u64 = 2 << 20;
/// How often the watchdog looks at running cases and the process's memory.
const POLL: Duration = Duration::from_millis(20);
/// Extra time a child process gets for starting up and reporting, in `--isolate` mode.
const CHILD_GRACE: Duration = Duration::from_secs(2);

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
    /// The longest a case may run: three times its time limit.
    fn budget(&self) -> Duration {
        self.limits.timeout.unwrap_or(DEFAULT_TIME) * SLOWDOWN
    }
}

/// The result of one case.
#[derive(Debug)]
struct CaseResult {
    index: usize,
    /// Empty when the case passed.
    problems: Vec<String>,
    elapsed: Duration,
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
    let mut problems = match outcome {
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
    if elapsed > header.budget() {
        problems.push(format!(
            "took {:.2}s, more than {SLOWDOWN}x its time limit ({:.2}s)",
            elapsed.as_secs_f64(),
            header.budget().as_secs_f64()
        ));
    }
    (problems, elapsed)
}

/// A field of `/proc/<pid>/status`, in KiB.
fn proc_status_kib(pid: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line[field.len()..].trim().trim_end_matches("kB").trim().parse().ok()
}

/// Runs a case in a child process (`--run-one`), killing it when it runs too long or grows
/// past the RSS bound, and reporting a crash against the case.
fn run_isolated(path: &Path) -> (Vec<String>, Duration) {
    let budget = match load(path) {
        Ok((_, header)) => header.budget(),
        Err(problem) => return (vec![problem], Duration::ZERO),
    };
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => return (vec![format!("cannot find the runner binary: {e}")], Duration::ZERO),
    };
    let start = Instant::now();
    let child = Command::new(exe)
        .arg("--run-one")
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) => return (vec![format!("cannot start a child process: {e}")], Duration::ZERO),
    };
    let pid = child.id().to_string();
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_string(&mut text);
            }
            text
        })
    };
    let stdout = read(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let stderr = read(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let mut killed = None;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(_) => break None,
        }
        if start.elapsed() > budget + CHILD_GRACE {
            killed = Some(format!(
                "still running after {:.1}s ({SLOWDOWN}x its time limit): killed",
                start.elapsed().as_secs_f64()
            ));
        } else if proc_status_kib(&pid, "VmRSS:").is_some_and(|kib| kib > MAX_RSS_KIB) {
            killed = Some("its process passed 2 GiB of resident memory: killed".into());
        }
        if killed.is_some() {
            let _ = child.kill();
            break child.wait().ok();
        }
        thread::sleep(POLL);
    };
    let elapsed = start.elapsed();
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    if let Some(reason) = killed {
        return (vec![reason], elapsed);
    }
    let mut problems = Vec::new();
    let mut finished = false;
    let mut case_elapsed = elapsed;
    for line in stdout.lines() {
        if let Some(us) = line.strip_prefix("elapsed_us ") {
            case_elapsed = Duration::from_micros(us.parse().unwrap_or(0));
        } else if let Some(kib) = line.strip_prefix("peak_rss_kib ") {
            if kib.parse::<u64>().is_ok_and(|k| k > MAX_RSS_KIB) {
                problems.push(format!("its process reached a peak RSS of {kib} KiB, over 2 GiB"));
            }
        } else if let Some(problem) = line.strip_prefix("problem ") {
            problems.push(unescape(problem).unwrap_or_else(|_| problem.to_string()));
        } else if line == "end" {
            finished = true;
        }
    }
    if !finished {
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        let status = status.map_or("unknown".to_string(), |s| s.to_string());
        problems.push(format!(
            "the case's process crashed ({status}); stderr ends: {}",
            tail.join(" | ")
        ));
    }
    (problems, case_elapsed)
}

/// `--run-one PATH`: runs one case here and prints the result for the parent process.
fn run_one(path: &Path) -> ExitCode {
    let (problems, elapsed) = run_on_case_thread(path, &path.display().to_string());
    println!("elapsed_us {}", elapsed.as_micros());
    if let Some(kib) = proc_status_kib("self", "VmHWM:") {
        println!("peak_rss_kib {kib}");
    }
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
            let (problems, elapsed) = if shared.isolate {
                run_isolated(&shared.paths[index])
            } else {
                run_on_case_thread(&shared.paths[index], &shared.names[index])
            };
            let result = CaseResult {
                index,
                problems,
                elapsed,
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
    let mut isolate = false;
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
            "--isolate" => isolate = true,
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
        .map(|c| load(&c.path).map_or(DEFAULT_TIME * SLOWDOWN, |(_, h)| h.budget()))
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
    // A child process is killed by its worker; the watchdog only steps in if that fails.
    let slack = if isolate { CHILD_GRACE * 5 } else { Duration::ZERO };
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
                problems: vec![format!(
                    "still running after {:.1}s ({SLOWDOWN}x its time limit): abandoned",
                    elapsed.as_secs_f64()
                )],
                elapsed,
            });
            done += 1;
            abandoned += 1;
            handles.push(spawn_worker(shared.clone(), sender.clone()));
        }
        if proc_status_kib("self", "VmRSS:").is_some_and(|kib| kib > MAX_RSS_KIB) {
            for (&index, start) in &running {
                results[index] = Some(CaseResult {
                    index,
                    problems: vec!["was running when the process passed 2 GiB of resident memory".into()],
                    elapsed: start.elapsed(),
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
        let (problems, elapsed) = match &results[index] {
            Some(result) => (result.problems.clone(), result.elapsed),
            None => (
                vec![format!("not run: {}", stopped.unwrap_or("the workers stopped"))],
                Duration::ZERO,
            ),
        };
        timings.push((elapsed, name.clone()));
        if problems.is_empty() {
            entry.0 += 1;
            if verbose {
                println!("ok   {name} ({:.3}s)", elapsed.as_secs_f64());
            }
        } else {
            failures += 1;
            println!("FAIL {name} ({:.3}s)", elapsed.as_secs_f64());
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
    let peak = proc_status_kib("self", "VmHWM:");
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
