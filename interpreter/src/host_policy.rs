//! Host policies: the clock and the entropy a host grants the sandbox. The interpreter does no
//! I/O, so it never reads the system's clock or random source itself: a host that wants programs
//! to see the time or random bytes sets a [`Clock`] or an [`Entropy`] (with
//! [`crate::Interpreter::set_clock`] and [`crate::Interpreter::set_entropy`]), choosing a real
//! source it implements ([`HostClock`], [`HostEntropy`]), a deterministic one, or none.
//!
//! The policies are configuration, like the limits: a snapshot does not carry them, and an
//! interpreter that restores a snapshot keeps its own. What the program did with them is program
//! state and is written in snapshots ([`PolicyState`]): the virtual time `time.sleep` added to
//! every clock reading, the last monotonic reading (so the monotonic clock never goes back, even
//! when a snapshot moves to a host whose clock starts elsewhere), and how far a seeded entropy
//! stream has been read (so a restored run goes on drawing new bytes instead of repeating old
//! ones).

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::vm::Vm;

/// A clock the host implements (the system's, a simulated one, ...).
pub trait HostClock: Send + Sync {
    /// The current time as seconds since the Unix epoch (UTC).
    fn now_unix(&self) -> f64;
    /// Seconds since an arbitrary point, never decreasing.
    fn monotonic(&self) -> f64;
}

/// A source of random bytes the host implements.
pub trait HostEntropy: Send + Sync {
    /// Fills `buf` with random bytes, or says why it cannot (raised as `OSError` in the program).
    fn fill(&self, buf: &mut [u8]) -> Result<(), String>;
}

/// The clock programs may read (`time.time()`, `datetime.now()`, `time.monotonic()`).
#[derive(Clone, Default)]
pub enum Clock {
    /// No clock: reading the time raises `PermissionError` naming the missing grant.
    #[default]
    None,
    /// A clock stopped at `unix_seconds` (seconds since the Unix epoch, UTC); its monotonic
    /// reading starts at 0. Only `time.sleep` moves it, so runs repeat exactly.
    Fixed { unix_seconds: f64 },
    /// The host's clock.
    Host(Arc<dyn HostClock>),
}

impl fmt::Debug for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Clock::None => f.write_str("Clock::None"),
            Clock::Fixed { unix_seconds } => write!(f, "Clock::Fixed {{ unix_seconds: {unix_seconds} }}"),
            Clock::Host(_) => f.write_str("Clock::Host(..)"),
        }
    }
}

/// The random bytes programs may draw (`uuid.uuid4()`, `secrets`, `random.SystemRandom`, the
/// seeding of an unseeded `random`).
#[derive(Clone, Default)]
pub enum Entropy {
    /// No entropy: drawing random bytes raises `PermissionError`; an unseeded `random` starts
    /// from the fixed seed 0, so programs stay deterministic.
    #[default]
    None,
    /// A deterministic stream of bytes derived from the seed (SplitMix64): every run with the same
    /// seed draws the same bytes. Not secret: for tests and reproducible runs.
    Seeded(u64),
    /// The host's source.
    Host(Arc<dyn HostEntropy>),
}

impl fmt::Debug for Entropy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entropy::None => f.write_str("Entropy::None"),
            Entropy::Seeded(seed) => write!(f, "Entropy::Seeded({seed})"),
            Entropy::Host(_) => f.write_str("Entropy::Host(..)"),
        }
    }
}

/// What a program's use of the policies has accumulated: program state, written in snapshots.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PolicyState {
    /// Nanoseconds `time.sleep` has added to every clock reading.
    pub slept_ns: u64,
    /// Bytes drawn so far from a [`Entropy::Seeded`] stream.
    pub seeded_drawn: u64,
    /// Steps run by the runs before the current one (the virtual process time counts them).
    pub earlier_steps: u64,
    /// The last monotonic reading, in nanoseconds.
    pub last_monotonic_ns: Option<i64>,
    /// Nanoseconds added to the host's monotonic readings so that none is earlier than the last.
    pub monotonic_shift_ns: i64,
    /// How many runs this interpreter has started: the current run's serial number, which
    /// `asyncio` compares to tell a loop a limit left running in an earlier run.
    pub runs_started: u64,
}

/// Why random bytes could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntropyError {
    /// The host granted no entropy.
    NotGranted,
    /// The host's source failed, saying why.
    Failed(String),
}

/// Nanoseconds in a second.
const NANOS: f64 = 1e9;

/// The increment of SplitMix64's counter (the golden ratio in 64-bit fixed point).
const SPLITMIX_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// Word `index` of the SplitMix64 stream seeded with `seed`: the counter's value at that step,
/// mixed.
fn splitmix64(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(SPLITMIX_GAMMA));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Fills `buf` with the bytes of the seeded stream starting at byte `position` (each word's
/// bytes little-endian).
fn fill_seeded(seed: u64, position: u64, buf: &mut [u8]) {
    let mut at = position;
    let mut filled = 0;
    while filled < buf.len() {
        let word = splitmix64(seed, at / 8).to_le_bytes();
        let skip = (at % 8) as usize;
        let take = (8 - skip).min(buf.len() - filled);
        buf[filled..filled + take].copy_from_slice(&word[skip..skip + take]);
        filled += take;
        at = at.wrapping_add(take as u64);
    }
}

/// Seconds as whole nanoseconds (whole seconds and the fraction apart, so that a timestamp's
/// exact fraction stays exact; saturating, NaN reads as 0).
fn seconds_to_nanos(seconds: f64) -> i128 {
    let whole = seconds.floor();
    let fraction = ((seconds - whole) * NANOS).round() as i128;
    (whole as i128).saturating_mul(1_000_000_000).saturating_add(fraction)
}

impl Vm {
    /// The current time in seconds since the Unix epoch, with the time slept added; `None`
    /// without a clock.
    pub fn clock_time(&self) -> Option<f64> {
        let base = match &self.clock {
            Clock::None => return None,
            Clock::Fixed { unix_seconds } => *unix_seconds,
            Clock::Host(clock) => clock.now_unix(),
        };
        Some(base + self.slept_seconds())
    }

    /// [`Vm::clock_time`] in whole nanoseconds.
    pub fn clock_time_ns(&self) -> Option<i128> {
        let base = match &self.clock {
            Clock::None => return None,
            Clock::Fixed { unix_seconds } => seconds_to_nanos(*unix_seconds),
            Clock::Host(clock) => seconds_to_nanos(clock.now_unix()),
        };
        Some(base + i128::from(self.policy_state.slept_ns))
    }

    /// The monotonic clock in seconds (0 when a fixed clock starts), with the time slept added;
    /// `None` without a clock.
    pub fn clock_monotonic(&mut self) -> Option<f64> {
        self.clock_monotonic_ns().map(|ns| ns as f64 / NANOS)
    }

    /// [`Vm::clock_monotonic`] in whole nanoseconds. A reading earlier than the last one (the
    /// host's monotonic clock restarted, as in another process) shifts this and every later
    /// reading forward to go on from the last.
    pub fn clock_monotonic_ns(&mut self) -> Option<i64> {
        let base = match &self.clock {
            Clock::None => return None,
            Clock::Fixed { .. } => 0,
            Clock::Host(clock) => seconds_to_nanos(clock.monotonic()).clamp(i64::MIN.into(), i64::MAX.into()) as i64,
        };
        let state = &mut self.policy_state;
        let slept = i64::try_from(state.slept_ns).unwrap_or(i64::MAX);
        let mut reading = base.saturating_add(state.monotonic_shift_ns).saturating_add(slept);
        if let Some(last) = state.last_monotonic_ns.filter(|last| reading < *last) {
            state.monotonic_shift_ns = state.monotonic_shift_ns.saturating_add(last - reading);
            reading = last;
        }
        state.last_monotonic_ns = Some(reading);
        Some(reading)
    }

    /// `time.sleep`: moves every later clock reading `nanos` forward, without waiting.
    pub fn advance_clock(&mut self, nanos: u64) {
        self.policy_state.slept_ns = self.policy_state.slept_ns.saturating_add(nanos);
    }

    /// The virtual process time in nanoseconds: one per step the interpreter has run, over all
    /// runs. It reads no clock, so it needs no grant and repeats exactly.
    pub fn process_time_ns(&self) -> u64 {
        self.policy_state.earlier_steps.saturating_add(self.steps)
    }

    /// Whether the host granted entropy.
    pub fn has_entropy(&self) -> bool {
        !matches!(self.entropy, Entropy::None)
    }

    /// Fills `buf` with random bytes from the host's policy.
    pub fn draw_entropy(&mut self, buf: &mut [u8]) -> Result<(), EntropyError> {
        match &self.entropy {
            Entropy::None => Err(EntropyError::NotGranted),
            Entropy::Seeded(seed) => {
                fill_seeded(*seed, self.policy_state.seeded_drawn, buf);
                let drawn = self.policy_state.seeded_drawn.wrapping_add(buf.len() as u64);
                self.policy_state.seeded_drawn = drawn;
                Ok(())
            }
            Entropy::Host(source) => source.fill(buf).map_err(EntropyError::Failed),
        }
    }

    fn slept_seconds(&self) -> f64 {
        self.policy_state.slept_ns as f64 / NANOS
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::*;

    struct StepClock(AtomicU64);

    impl HostClock for StepClock {
        fn now_unix(&self) -> f64 {
            1_000.0 + self.0.fetch_add(1, Ordering::Relaxed) as f64
        }

        fn monotonic(&self) -> f64 {
            5.0
        }
    }

    struct Failing;

    impl HostEntropy for Failing {
        fn fill(&self, _: &mut [u8]) -> Result<(), String> {
            Err("the source is closed".into())
        }
    }

    #[test]
    fn no_clock_reads_nothing() {
        let mut vm = Vm::new();
        assert_eq!(vm.clock_time(), None);
        assert_eq!(vm.clock_time_ns(), None);
        assert_eq!(vm.clock_monotonic(), None);
        assert_eq!(vm.clock_monotonic_ns(), None);
    }

    #[test]
    fn a_fixed_clock_moves_only_by_sleeping() {
        let mut vm = Vm::new();
        vm.clock = Clock::Fixed {
            unix_seconds: 1_700_000_000.5,
        };
        assert_eq!(vm.clock_time(), Some(1_700_000_000.5));
        assert_eq!(vm.clock_time(), Some(1_700_000_000.5));
        assert_eq!(vm.clock_monotonic(), Some(0.0));
        vm.advance_clock(2_000_000_000);
        assert_eq!(vm.clock_time(), Some(1_700_000_002.5));
        assert_eq!(vm.clock_time_ns(), Some(1_700_000_002_500_000_000));
        assert_eq!(vm.clock_monotonic(), Some(2.0));
        assert_eq!(vm.clock_monotonic_ns(), Some(2_000_000_000));
        vm.advance_clock(u64::MAX);
        assert_eq!(vm.policy_state.slept_ns, u64::MAX);
    }

    #[test]
    fn a_host_clock_is_read_each_time_with_the_sleeps_added() {
        let mut vm = Vm::new();
        vm.clock = Clock::Host(Arc::new(StepClock(AtomicU64::new(0))));
        assert_eq!(vm.clock_time(), Some(1_000.0));
        assert_eq!(vm.clock_time(), Some(1_001.0));
        vm.advance_clock(500_000_000);
        assert_eq!(vm.clock_time(), Some(1_002.5));
        assert_eq!(vm.clock_monotonic(), Some(5.5));
        assert_eq!(vm.clock_monotonic_ns(), Some(5_500_000_000));
    }

    struct Restarted;

    impl HostClock for Restarted {
        fn now_unix(&self) -> f64 {
            0.0
        }

        fn monotonic(&self) -> f64 {
            1.0
        }
    }

    #[test]
    fn the_monotonic_clock_never_goes_back_when_the_host_clock_restarts() {
        let mut vm = Vm::new();
        vm.clock = Clock::Host(Arc::new(StepClock(AtomicU64::new(0))));
        assert_eq!(vm.clock_monotonic(), Some(5.0));
        vm.clock = Clock::Host(Arc::new(Restarted));
        assert_eq!(vm.clock_monotonic(), Some(5.0));
        vm.advance_clock(1_000_000_000);
        assert_eq!(vm.clock_monotonic(), Some(6.0));
        vm.clock = Clock::Fixed { unix_seconds: 0.0 };
        assert_eq!(vm.clock_monotonic(), Some(6.0));
    }

    #[test]
    fn seeded_entropy_is_one_stream_however_it_is_read() {
        let mut whole = Vm::new();
        whole.entropy = Entropy::Seeded(42);
        let mut all = [0u8; 29];
        whole.draw_entropy(&mut all).expect("seeded");
        let mut pieces = Vm::new();
        pieces.entropy = Entropy::Seeded(42);
        let mut joined = Vec::new();
        for size in [3, 8, 1, 13, 4] {
            let mut part = vec![0u8; size];
            pieces.draw_entropy(&mut part).expect("seeded");
            joined.extend(part);
        }
        assert_eq!(joined, all);
        assert_eq!(&all[..8], &splitmix64(42, 0).to_le_bytes());
        let mut other = Vm::new();
        other.entropy = Entropy::Seeded(43);
        let mut different = [0u8; 29];
        other.draw_entropy(&mut different).expect("seeded");
        assert_ne!(different, all);
    }

    #[test]
    fn entropy_errors_say_what_is_missing() {
        let mut vm = Vm::new();
        assert!(!vm.has_entropy());
        assert_eq!(vm.draw_entropy(&mut [0; 4]), Err(EntropyError::NotGranted));
        vm.entropy = Entropy::Host(Arc::new(Failing));
        assert!(vm.has_entropy());
        assert_eq!(
            vm.draw_entropy(&mut [0; 4]),
            Err(EntropyError::Failed("the source is closed".into()))
        );
    }

    #[test]
    fn process_time_counts_steps_over_runs() {
        let mut vm = Vm::new();
        vm.steps = 10;
        vm.start_budget();
        vm.steps = 5;
        assert_eq!(vm.process_time_ns(), 15);
    }

    #[test]
    fn policies_are_configuration_and_their_state_is_program_state() {
        let mut vm = Vm::new();
        vm.clock = Clock::Fixed { unix_seconds: 100.0 };
        vm.entropy = Entropy::Seeded(7);
        vm.advance_clock(3_000_000_000);
        let mut first = [0u8; 5];
        vm.draw_entropy(&mut first).expect("seeded");
        let bytes = crate::snapshot::dump(&vm).expect("dumps");

        let mut receiver = Vm::new();
        receiver.entropy = Entropy::Seeded(7);
        let mut restored = crate::snapshot::load(&bytes, &receiver).expect("loads");
        assert_eq!(restored.clock_time(), None, "the clock is the receiver's own: none");
        assert_eq!(restored.policy_state.slept_ns, 3_000_000_000);
        let mut next = [0u8; 5];
        restored.draw_entropy(&mut next).expect("seeded");
        let mut expected = [0u8; 10];
        fill_seeded(7, 0, &mut expected);
        assert_eq!([first, next].concat(), expected, "the stream goes on where it was");

        receiver.clock = Clock::Fixed { unix_seconds: 100.0 };
        let restored = crate::snapshot::load(&bytes, &receiver).expect("loads");
        assert_eq!(restored.clock_time(), Some(103.0));
    }
}
