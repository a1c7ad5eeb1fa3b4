//! The system's clock and entropy, for hosts that grant them to the sandbox (the interpreter does
//! no I/O, so it reads neither itself): [`SystemClock`] reads `std::time`, [`SystemEntropy`] the
//! operating system's random source through the `getrandom` crate.
//!
//! ```
//! use std::sync::Arc;
//! use garter::{Clock, Entropy};
//! use garter_host_tools::{SystemClock, SystemEntropy};
//!
//! let mut interpreter = garter_stdlib::interpreter();
//! interpreter.set_clock(Clock::Host(Arc::new(SystemClock::new())));
//! interpreter.set_entropy(Entropy::Host(Arc::new(SystemEntropy)));
//! let outcome = interpreter.run("import time, uuid\nprint(time.time() > 1.7e9, uuid.uuid4().version)", "<doc>");
//! assert_eq!(outcome.output, "True 4\n");
//! ```

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use garter::{HostClock, HostEntropy};

/// The system's wall clock, and a monotonic clock counting from when this value was made.
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock { origin: Instant::now() }
    }
}

impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

impl HostClock for SystemClock {
    fn now_unix(&self) -> f64 {
        match SystemTime::now().duration_since(UNIX_EPOCH) {
            Ok(since) => since.as_secs_f64(),
            Err(before) => -before.duration().as_secs_f64(),
        }
    }

    fn monotonic(&self) -> f64 {
        self.origin.elapsed().as_secs_f64()
    }
}

/// The operating system's random source.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemEntropy;

impl HostEntropy for SystemEntropy {
    fn fill(&self, buf: &mut [u8]) -> Result<(), String> {
        getrandom::getrandom(buf).map_err(|error| format!("the system's random source failed: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_clock_reads_now_and_moves_forward() {
        let clock = SystemClock::new();
        assert!(clock.now_unix() > 1.7e9);
        let first = clock.monotonic();
        let second = clock.monotonic();
        assert!(first >= 0.0 && second >= first);
    }

    #[test]
    fn the_system_entropy_fills_buffers() {
        let mut first = [0u8; 32];
        let mut second = [0u8; 32];
        SystemEntropy.fill(&mut first).expect("fills");
        SystemEntropy.fill(&mut second).expect("fills");
        assert_ne!(first, second);
    }
}
