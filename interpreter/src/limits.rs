//! The resource limits of a run and the messages that name them. Steps, memory and time stop
//! the run with an error the program cannot catch; call depth raises a catchable
//! `RecursionError`; output beyond its limit is dropped with one notice.

use std::time::Duration;

/// Bounds on one interpreter's runs. `None` means unbounded (for hosts that impose their own).
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Fuel: one unit per bytecode instruction, plus charges proportional to the work of long
    /// native operations.
    pub max_steps: Option<u64>,
    /// Bytes of live heap, as the interpreter accounts them.
    pub max_memory: Option<usize>,
    /// Wall-clock time of one `run`.
    pub timeout: Option<Duration>,
    /// Python call depth; beyond it a call raises `RecursionError`.
    pub max_depth: usize,
    /// Bytes of printed output kept; later output is dropped after one truncation notice.
    pub max_output: Option<usize>,
}

/// The defaults: generous for agent scripts, finite for everything.
impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: Some(DEFAULT_MAX_STEPS),
            max_memory: Some(DEFAULT_MAX_MEMORY),
            timeout: Some(DEFAULT_TIMEOUT),
            max_depth: DEFAULT_MAX_DEPTH,
            max_output: Some(DEFAULT_MAX_OUTPUT),
        }
    }
}

impl Limits {
    /// No bound except the call depth (which protects the interpreter itself).
    pub fn unlimited() -> Limits {
        Limits {
            max_steps: None,
            max_memory: None,
            timeout: None,
            max_depth: DEFAULT_MAX_DEPTH,
            max_output: None,
        }
    }
}

pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;
pub const DEFAULT_MAX_MEMORY: usize = 512 << 20;
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
pub const DEFAULT_MAX_DEPTH: usize = 1000;
pub const DEFAULT_MAX_OUTPUT: usize = 16 << 20;

/// `MemoryError: memory limit of 256.0 MiB exceeded`'s message.
pub fn memory_message(limit: usize) -> String {
    format!("memory limit of {} exceeded", format_size(limit))
}

/// `TimeoutError: step limit of 1000000 steps exceeded`'s message.
pub fn steps_message(limit: u64) -> String {
    format!("step limit of {limit} steps exceeded")
}

/// `TimeoutError: time limit of 2.5 seconds exceeded`'s message.
pub fn time_message(limit: Duration) -> String {
    format!("time limit of {} seconds exceeded", format_seconds(limit))
}

/// The line appended once when output passes its limit.
pub fn output_notice(limit: usize) -> String {
    format!("\n[output truncated: limit of {} reached]\n", format_size(limit))
}

/// A byte count with one decimal in the largest binary unit that keeps it at least 1.
pub fn format_size(bytes: usize) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} bytes");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// Seconds as Python prints a float (`2.0`, `0.25`).
fn format_seconds(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs.fract() == 0.0 {
        format!("{secs:.1}")
    } else {
        format!("{secs}")
    }
}

/// Parses a size as the CLI accepts it: `1048576`, `64KiB`, `256MiB`, `1GiB` (also `KB`, `MB`,
/// `GB` and `K`, `M`, `G`, all binary).
pub fn parse_size(text: &str) -> Result<usize, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, unit) = text.split_at(split);
    let number: usize = digits
        .parse()
        .map_err(|_| format!("invalid size '{text}': expected a number such as 1048576 or 64MiB"))?;
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        other => return Err(format!("invalid size unit '{other}' in '{text}': use KiB, MiB or GiB")),
    };
    number
        .checked_mul(1usize << shift)
        .ok_or_else(|| format!("size '{text}' is too large"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_print() {
        assert_eq!(parse_size("1048576"), Ok(1 << 20));
        assert_eq!(parse_size("64KiB"), Ok(64 << 10));
        assert_eq!(parse_size("256MiB"), Ok(256 << 20));
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
        assert!(parse_size("12XB").is_err());
        assert!(parse_size("MiB").is_err());
        assert_eq!(format_size(256 << 20), "256.0 MiB");
        assert_eq!(format_size(64 << 10), "64.0 KiB");
        assert_eq!(format_size(100), "100 bytes");
    }

    #[test]
    fn messages_name_the_limit() {
        assert_eq!(memory_message(256 << 20), "memory limit of 256.0 MiB exceeded");
        assert_eq!(steps_message(1_000_000), "step limit of 1000000 steps exceeded");
        assert_eq!(
            time_message(Duration::from_millis(2500)),
            "time limit of 2.5 seconds exceeded"
        );
        assert_eq!(
            time_message(Duration::from_secs(2)),
            "time limit of 2.0 seconds exceeded"
        );
    }
}
