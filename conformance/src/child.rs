//! Child processes held to a wall-time and a peak-memory bound. The adversarial runner and the
//! hostile-natives property test re-run their own test binary on one case or one batch of calls;
//! [`watch`] hands each line the child prints to the caller (which may move the deadline, one
//! call at a time), kills the child when it runs past the deadline or its resident memory passes
//! the bound, and reaps it with `wait4`, whose `ru_maxrss` is the kernel's high-water mark of the
//! child's resident set over its whole life: its last moments, a crash or a kill included, which
//! polling `/proc/<pid>/status` could miss and which a child cannot report about itself.
//!
//! Linux counts in that figure the peak of the memory image the child started from: the parent's
//! (`std` spawns with `vfork` semantics, and `exec` records the old image's high-water mark). A
//! child of a process that once held 300 MiB reports at least 300 MiB, so the watching process
//! must stay small: each figure over-states the child's own peak by at most the watcher's peak
//! (a few MiB for the tests here, which print it).

use std::io::{self, BufRead, BufReader, Read};
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// How often a running child's resident memory is looked at.
const POLL: Duration = Duration::from_millis(20);
/// How long to wait between looks at a child that closed its stdout but has not exited yet.
const EXIT_POLL: Duration = Duration::from_millis(2);
/// The stderr kept for a report: its end.
const STDERR_TAIL: usize = 4096;

/// Why a child was killed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kill {
    /// It was still running at its deadline.
    Deadline,
    /// Its resident memory passed the bound (KiB seen).
    Memory(u64),
}

/// How a watched child ended.
#[derive(Debug)]
pub struct Ended {
    pub status: ExitStatus,
    pub killed: Option<Kill>,
    /// From spawning to reaping, start-up included.
    pub elapsed: Duration,
    /// The peak resident set size of the child, in KiB.
    pub peak_rss_kib: u64,
    /// The end of what it printed on stderr.
    pub stderr: String,
}

impl Ended {
    /// The last lines of stderr, joined on one line for a report.
    pub fn stderr_tail(&self, lines: usize) -> String {
        let tail: Vec<&str> = self.stderr.lines().rev().take(lines).collect();
        tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
    }
}

/// Runs `command` (its stdin closed, stdout and stderr captured), passing each stdout line to
/// `on_line`, which returns a new deadline when the line moves it. The child is killed at the
/// deadline or when its resident memory passes `rss_bound_kib`.
pub fn watch(
    command: &mut Command,
    deadline: Instant,
    rss_bound_kib: u64,
    mut on_line: impl FnMut(&str) -> Option<Instant>,
) -> io::Result<Ended> {
    let started = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let lines = stdout_lines(&mut child);
    let stderr = stderr_tail(&mut child);
    let pid = child.id() as libc::pid_t;
    let mut deadline = deadline;
    let mut open = true;
    let mut killed = None;
    let reaped = loop {
        if open {
            match lines.recv_timeout(POLL) {
                Ok(line) => {
                    if let Some(moved) = on_line(&line) {
                        deadline = moved;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => open = false,
            }
        } else {
            thread::sleep(EXIT_POLL);
        }
        if let Some(reaped) = reap(pid, false) {
            break reaped;
        }
        killed = if Instant::now() > deadline {
            Some(Kill::Deadline)
        } else {
            resident_kib(pid).filter(|&kib| kib > rss_bound_kib).map(Kill::Memory)
        };
        if killed.is_some() {
            let _ = child.kill();
            break reap(pid, true).unwrap_or((ExitStatus::from_raw(0), 0));
        }
    };
    let elapsed = started.elapsed();
    for line in lines.iter() {
        on_line(&line);
    }
    let (status, peak_rss_kib) = reaped;
    Ok(Ended {
        status,
        killed,
        elapsed,
        peak_rss_kib,
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// A thread reading the child's stdout, line by line, into a channel.
fn stdout_lines(child: &mut Child) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    if let Some(stdout) = child.stdout.take() {
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
    }
    receiver
}

/// A thread reading the child's stderr, keeping its end.
fn stderr_tail(child: &mut Child) -> thread::JoinHandle<String> {
    let stderr = child.stderr.take();
    thread::spawn(move || {
        let mut kept = Vec::new();
        if let Some(mut stderr) = stderr {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                kept.extend_from_slice(&chunk[..n]);
                let excess = kept.len().saturating_sub(STDERR_TAIL);
                kept.drain(..excess);
            }
        }
        String::from_utf8_lossy(&kept).into_owned()
    })
}

/// Reaps the child `pid` if it has exited (or, with `block`, once it has): its status and peak
/// RSS in KiB.
fn reap(pid: libc::pid_t, block: bool) -> Option<(ExitStatus, u64)> {
    let options = if block { 0 } else { libc::WNOHANG };
    loop {
        let mut status = 0;
        // SAFETY: `rusage` is a plain C struct, for which all zero bytes are a valid value.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: wait4 writes only through the two pointers, which point to live locals.
        let reaped = unsafe { libc::wait4(pid, &mut status, options, &mut usage) };
        if reaped == pid {
            // Linux reports ru_maxrss in KiB.
            return Some((
                ExitStatus::from_raw(status),
                u64::try_from(usage.ru_maxrss).unwrap_or(0),
            ));
        }
        let interrupted = reaped == -1 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted;
        if !interrupted {
            return None;
        }
    }
}

/// The resident set size of a running process, in KiB.
fn resident_kib(pid: libc::pid_t) -> Option<u64> {
    status_field_kib(&format!("/proc/{pid}/status"), "VmRSS:")
}

/// The resident set size of this process, in KiB.
pub fn own_resident_kib() -> Option<u64> {
    status_field_kib("/proc/self/status", "VmRSS:")
}

/// The peak resident set size of this process so far, in KiB.
pub fn own_peak_kib() -> Option<u64> {
    status_field_kib("/proc/self/status", "VmHWM:")
}

/// A field of a `/proc/.../status` file, in KiB.
fn status_field_kib(path: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(path).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line[field.len()..].trim().trim_end_matches("kB").trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{watch, Kill};
    use std::process::Command;
    use std::time::{Duration, Instant};

    fn python(code: &str) -> Command {
        let mut command = Command::new("python3");
        command.arg("-c").arg(code);
        command
    }

    #[test]
    fn measures_the_peak_reached_just_before_exit() {
        let mut lines = Vec::new();
        let ended = watch(
            &mut python("x = b'x' * (200 << 20); print(len(x))"),
            Instant::now() + Duration::from_secs(30),
            4 << 20,
            |line| {
                lines.push(line.to_string());
                None
            },
        )
        .expect("runs python3");
        assert_eq!(lines, ["209715200"]);
        assert!(ended.status.success() && ended.killed.is_none());
        assert!(ended.peak_rss_kib > 200 << 10, "peak {} KiB", ended.peak_rss_kib);
    }

    #[test]
    fn kills_at_the_deadline_a_line_moved() {
        let started = Instant::now();
        let ended = watch(
            &mut python("import time; print('going', flush=True); time.sleep(30)"),
            Instant::now() + Duration::from_secs(30),
            4 << 20,
            |_| Some(Instant::now() + Duration::from_millis(300)),
        )
        .expect("runs python3");
        assert_eq!(ended.killed, Some(Kill::Deadline));
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn kills_past_the_memory_bound() {
        let ended = watch(
            &mut python("import time; x = b'x' * (300 << 20); time.sleep(30)"),
            Instant::now() + Duration::from_secs(30),
            100 << 10,
            |_| None,
        )
        .expect("runs python3");
        assert!(matches!(ended.killed, Some(Kill::Memory(kib)) if kib > 100 << 10));
        assert!(ended.peak_rss_kib > 100 << 10);
    }
}
