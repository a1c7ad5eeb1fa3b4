//! The wall-clock deadline of a run: `--timeout` seconds from the start of the run, covering what
//! the host does for the program as well as the interpreter's own execution. Tool commands and
//! upstream MCP calls get only the time left, and a run whose time runs out while the host
//! works for it is ended by the interpreter with the time limit
//! (`Session::end_paused_at_time_limit`: `TimeoutError: time limit of 2.0 seconds exceeded`,
//! exit status 3, with what the program printed so far). The interpreter counts the time its
//! runs wait for tools against the same limit (`Session::set_host_time_counts`). Writing the
//! `--download-dir` files stops at the deadline too, with a small allowance for a run that
//! already used all its time (`Deadline::for_downloads`).

use std::time::{Duration, Instant};

/// A run's time ran out while the host was working for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeLimit;

/// When a run must end; no deadline when the run has no time limit.
#[derive(Debug, Clone, Copy)]
pub struct Deadline {
    timeout: Option<Duration>,
    at: Option<Instant>,
}

impl Deadline {
    /// The deadline of a run with time limit `timeout` starting now.
    pub fn start(timeout: Option<Duration>) -> Deadline {
        Deadline {
            timeout,
            at: timeout.and_then(|timeout| Instant::now().checked_add(timeout)),
        }
    }

    /// The time left, when there is a deadline (zero once it has passed).
    pub fn remaining(&self) -> Option<Duration> {
        self.at.map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Whether the deadline has passed.
    pub fn passed(&self) -> bool {
        self.remaining() == Some(Duration::ZERO)
    }

    /// When writing the run's files must stop: at the deadline, but never sooner than a tenth
    /// of the time limit from now, so a run that used all its time (ended by the time limit, or
    /// by its tools running out of it) still hands over what it wrote, in bounded time.
    pub fn for_downloads(&self) -> Deadline {
        let grace = self.timeout.map(|timeout| timeout / 10);
        let at = match (self.at, grace.and_then(|grace| Instant::now().checked_add(grace))) {
            (Some(at), Some(floor)) => Some(at.max(floor)),
            _ => None,
        };
        Deadline {
            timeout: self.timeout,
            at,
        }
    }

    /// The message of the time limit: `time limit of 2.0 seconds exceeded`.
    pub fn message(&self) -> String {
        garter::limits::time_message(self.timeout.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_time_limit_is_no_deadline() {
        let deadline = Deadline::start(None);
        assert_eq!(deadline.remaining(), None);
        assert!(!deadline.passed());
        assert_eq!(deadline.for_downloads().remaining(), None);
    }

    #[test]
    fn downloads_get_a_tenth_of_the_time_limit_after_the_deadline() {
        let deadline = Deadline::start(Some(Duration::from_secs(2)));
        assert!(deadline.remaining().unwrap() > Duration::from_secs(1));
        assert!(deadline.for_downloads().remaining().unwrap() > Duration::from_secs(1));
        let spent = Deadline::start(Some(Duration::ZERO));
        assert!(spent.passed());
        let spent = Deadline {
            timeout: Some(Duration::from_secs(2)),
            ..spent
        };
        let grace = spent.for_downloads().remaining().unwrap();
        assert!(grace > Duration::from_millis(100) && grace <= Duration::from_millis(200));
    }
}
