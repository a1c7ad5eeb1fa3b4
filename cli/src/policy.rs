//! The host-policy flags of the commands that run a program: `--clock` and `--entropy` say what
//! clock and random source the program may read. Both default to none, as a sandbox has no clock
//! or entropy unless granted. The policies are not saved in a snapshot: `garter resume` takes
//! them again.

use std::sync::Arc;

use garter::{Clock, Entropy};
use garter_host_tools::{Session, SystemClock, SystemEntropy};

/// `--clock` and `--entropy`.
#[derive(clap::Args, Clone)]
pub struct PolicyArgs {
    /// The clock the program may read: none (reading the time raises PermissionError), system,
    /// or fixed=WHEN (an ISO 8601 date and time, UTC unless it has an offset, or Unix seconds),
    /// which only time.sleep moves.
    #[arg(long, value_name = "none|system|fixed=WHEN", default_value = "none", value_parser = parse_clock)]
    clock: ClockChoice,
    /// The random bytes the program may draw: none (uuid4, secrets and random.SystemRandom raise
    /// PermissionError; an unseeded random starts from seed 0), system, or seed=N (a
    /// deterministic stream).
    #[arg(long, value_name = "none|system|seed=N", default_value = "none", value_parser = parse_entropy)]
    entropy: EntropyChoice,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum ClockChoice {
    None,
    System,
    Fixed(f64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EntropyChoice {
    None,
    System,
    Seeded(u64),
}

impl PolicyArgs {
    /// Whether these flags grant a clock and random bytes.
    pub fn grants(&self) -> (bool, bool) {
        (self.clock != ClockChoice::None, self.entropy != EntropyChoice::None)
    }

    /// Grants the session the clock and entropy these flags ask for.
    pub fn apply(&self, session: &mut Session) {
        session.set_clock(match self.clock {
            ClockChoice::None => Clock::None,
            ClockChoice::System => Clock::Host(Arc::new(SystemClock::new())),
            ClockChoice::Fixed(unix_seconds) => Clock::Fixed { unix_seconds },
        });
        session.set_entropy(match self.entropy {
            EntropyChoice::None => Entropy::None,
            EntropyChoice::System => Entropy::Host(Arc::new(SystemEntropy)),
            EntropyChoice::Seeded(seed) => Entropy::Seeded(seed),
        });
    }
}

fn parse_clock(text: &str) -> Result<ClockChoice, String> {
    match text {
        "none" => Ok(ClockChoice::None),
        "system" => Ok(ClockChoice::System),
        _ => match text.strip_prefix("fixed=") {
            Some(when) => parse_when(when).map(ClockChoice::Fixed),
            None => Err(format!("'{text}' is not none, system or fixed=WHEN")),
        },
    }
}

fn parse_entropy(text: &str) -> Result<EntropyChoice, String> {
    match text {
        "none" => Ok(EntropyChoice::None),
        "system" => Ok(EntropyChoice::System),
        _ => match text.strip_prefix("seed=").map(str::parse::<u64>) {
            Some(Ok(seed)) => Ok(EntropyChoice::Seeded(seed)),
            Some(Err(_)) => Err(format!(
                "'{text}': the seed must be a whole number from 0 to {}",
                u64::MAX
            )),
            None => Err(format!("'{text}' is not none, system or seed=N")),
        },
    }
}

/// Unix seconds of a fixed clock: a number, or an ISO 8601 date with an optional time.
fn parse_when(text: &str) -> Result<f64, String> {
    if let Ok(seconds) = text.parse::<f64>() {
        return if seconds.is_finite() && seconds.abs() < 1e15 {
            Ok(seconds)
        } else {
            Err(format!("'{text}' is out of range for a clock"))
        };
    }
    parse_iso(text)
        .ok_or_else(|| format!("'{text}' is neither Unix seconds nor an ISO 8601 date and time (2024-05-01T12:00:00Z)"))
}

/// `YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]]][Z|±HH:MM|±HHMM]` as Unix seconds.
fn parse_iso(text: &str) -> Option<f64> {
    let date = text.get(..10)?;
    let rest = &text[10..];
    let year = digits(date.get(0..4)?)?;
    let month = digits(date.get(5..7)?)?;
    let day = digits(date.get(8..10)?)?;
    if date.as_bytes()[4] != b'-' || date.as_bytes()[7] != b'-' || !(1..=12).contains(&month) {
        return None;
    }
    if day < 1 || day > days_in_month(year, month) {
        return None;
    }
    let mut seconds = (days_from_civil(year, month, day) * 86400) as f64;
    if rest.is_empty() {
        return Some(seconds);
    }
    let rest = rest.strip_prefix('T').or_else(|| rest.strip_prefix(' '))?;
    let zone_at = rest.find(['Z', '+', '-']).unwrap_or(rest.len());
    let (clock, zone) = rest.split_at(zone_at);
    seconds += parse_clock_time(clock)?;
    seconds -= parse_offset(zone)?;
    Some(seconds)
}

/// Seconds into the day of `HH:MM[:SS[.fraction]]`.
fn parse_clock_time(text: &str) -> Option<f64> {
    let (whole, fraction) = match text.split_once(['.', ',']) {
        Some((whole, fraction)) if !fraction.is_empty() && fraction.bytes().all(|b| b.is_ascii_digit()) => {
            (whole, format!("0.{fraction}").parse::<f64>().ok()?)
        }
        Some(_) => return None,
        None => (text, 0.0),
    };
    let parts: Vec<&str> = whole.split(':').collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|part| part.len() != 2) {
        return None;
    }
    let hour = digits(parts[0])?;
    let minute = digits(parts[1])?;
    let second = parts.get(2).map_or(Some(0), |part| digits(part))?;
    if hour > 23 || minute > 59 || second > 59 || (parts.len() == 2 && fraction != 0.0) {
        return None;
    }
    Some((hour * 3600 + minute * 60 + second) as f64 + fraction)
}

/// The UTC offset in seconds of `Z`, `±HH:MM`, `±HHMM` or nothing (UTC).
fn parse_offset(text: &str) -> Option<f64> {
    if text.is_empty() || text == "Z" {
        return Some(0.0);
    }
    let sign = match text.as_bytes()[0] {
        b'+' => 1.0,
        b'-' => -1.0,
        _ => return None,
    };
    let body = &text[1..];
    let (hours, minutes) = match body.len() {
        5 if body.as_bytes()[2] == b':' => (body.get(..2)?, body.get(3..)?),
        4 => (body.get(..2)?, body.get(2..)?),
        2 => (body, "00"),
        _ => return None,
    };
    let (hours, minutes) = (digits(hours)?, digits(minutes)?);
    if hours > 23 || minutes > 59 {
        return None;
    }
    Some(sign * (hours * 3600 + minutes * 60) as f64)
}

fn digits(text: &str) -> Option<i64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_clocks_read_iso_dates_and_unix_seconds() {
        let fixed = |text: &str| parse_clock(text).ok();
        assert_eq!(fixed("fixed=0"), Some(ClockChoice::Fixed(0.0)));
        assert_eq!(fixed("fixed=1700000000.5"), Some(ClockChoice::Fixed(1_700_000_000.5)));
        assert_eq!(
            fixed("fixed=2023-11-14T22:13:20Z"),
            Some(ClockChoice::Fixed(1_700_000_000.0))
        );
        assert_eq!(
            fixed("fixed=2023-11-14 22:13:20"),
            Some(ClockChoice::Fixed(1_700_000_000.0))
        );
        assert_eq!(
            fixed("fixed=2023-11-15T00:13:20.25+02:00"),
            Some(ClockChoice::Fixed(1_700_000_000.25))
        );
        assert_eq!(
            fixed("fixed=2023-11-14T17:13-0500"),
            Some(ClockChoice::Fixed(1_699_999_980.0))
        );
        assert_eq!(fixed("fixed=1970-01-01"), Some(ClockChoice::Fixed(0.0)));
        assert_eq!(fixed("fixed=1969-12-31"), Some(ClockChoice::Fixed(-86_400.0)));
        assert_eq!(fixed("fixed=2024-02-29"), Some(ClockChoice::Fixed(1_709_164_800.0)));
        assert_eq!(fixed("none"), Some(ClockChoice::None));
        assert_eq!(fixed("system"), Some(ClockChoice::System));
        for bad in [
            "fixed=2023-02-29",
            "fixed=2023-13-01",
            "fixed=2023-1-01",
            "fixed=2023-11-14T25:00",
            "fixed=2023-11-14T10",
            "fixed=2023-11-14T10:00+5",
            "fixed=nan",
            "fixed=2023-11-1\u{e9}",
            "fixed=2023-11-14T10:00+\u{e9}0",
            "fixed=inf",
            "fixed=",
            "later",
        ] {
            assert!(parse_clock(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn entropy_is_none_system_or_a_seed() {
        assert_eq!(parse_entropy("none"), Ok(EntropyChoice::None));
        assert_eq!(parse_entropy("system"), Ok(EntropyChoice::System));
        assert_eq!(parse_entropy("seed=42"), Ok(EntropyChoice::Seeded(42)));
        assert!(parse_entropy("seed=-1").is_err());
        assert!(parse_entropy("seed=").is_err());
        assert!(parse_entropy("random").is_err());
    }
}
