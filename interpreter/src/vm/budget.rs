//! Enforcing the limits of a run: fuel (steps counted by the run loop, plus charges for the work
//! of long native operations), live heap bytes (checked when the heap passes its ceiling and
//! before large allocations), wall-clock time (read every few thousand steps) and printed
//! output (kept up to its limit, then dropped after one notice). `Vm::run` wraps the run loop
//! (`run.rs`), charging the instructions it executed as steps.

use std::time::{Duration, Instant};

use crate::limits;
use crate::symbol::{Interner, Symbol};
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// Instructions between two periodic checks (collection, step limit).
pub(super) const CHECK_INTERVAL: u32 = 4096;

/// Bytes a native may scan (compare, hash, search) per step charged.
const SCAN_BYTES_PER_STEP: usize = 64;
/// Scans shorter than this are covered by the step of the instruction that asked for them.
const SCAN_FREE_BYTES: usize = 4096;

/// Steps between two readings of the clock during native work.
const CLOCK_EVERY: u64 = 1 << 16;

impl Vm {
    /// Runs until the frame at index `floor` exits. Returns its result: `Some(value)` for a
    /// return or a yield, `None` when a generator at the floor returns.
    pub(super) fn run(&mut self, floor: usize) -> PyResult<Option<Value>> {
        let mut countdown = CHECK_INTERVAL;
        let result = self.run_loop(floor, &mut countdown);
        let executed = u64::from(CHECK_INTERVAL - countdown);
        match result {
            Ok(value) => self.charge(executed).map(|()| value),
            Err(err) => {
                self.steps += executed;
                Err(err)
            }
        }
    }

    /// Resets the counters for a new run under the current limits.
    pub fn start_budget(&mut self) {
        self.policy_state.earlier_steps = self.policy_state.earlier_steps.saturating_add(self.steps);
        self.policy_state.runs_started = self.policy_state.runs_started.wrapping_add(1);
        self.steps = 0;
        self.host.start_run();
        self.heap.reset_peak();
        self.next_clock_check = CLOCK_EVERY;
        self.deadline = self.limits.timeout.and_then(|t| Instant::now().checked_add(t));
        self.refresh_heap_limit();
        self.output_truncated = false;
    }

    /// The execution time the current run has used against its time limit (time paused for the
    /// host excluded), when it has one.
    pub(crate) fn time_used(&self) -> Option<Duration> {
        let (deadline, timeout) = (self.deadline?, self.limits.timeout?);
        let now = self.paused_at.unwrap_or_else(Instant::now);
        Some(timeout.saturating_sub(deadline.saturating_duration_since(now)))
    }

    /// Sets the budget of a run restored from a snapshot: the steps go on from the snapshot's
    /// count, the time limit (this interpreter's) is charged with `time_used`, and a paused run
    /// counts as paused from now.
    pub(crate) fn restore_budget(&mut self, time_used: Duration, paused: bool) {
        let now = Instant::now();
        self.next_clock_check = self.steps.saturating_add(CLOCK_EVERY);
        self.deadline = self
            .limits
            .timeout
            .and_then(|t| now.checked_add(t.saturating_sub(time_used)));
        self.paused_at = paused.then_some(now);
        self.host.recount();
        self.refresh_heap_limit();
    }

    /// The checks the run loop makes every few thousand instructions: collection, steps, time.
    /// Kept out of the run loop's code (rarely run), so the loop keeps its state in registers.
    #[cold]
    #[inline(never)]
    pub(super) fn periodic_check(&mut self) -> PyResult<()> {
        if self.heap.wants_collection() && !self.in_nested_run() {
            self.collect_garbage();
            self.run_weak_callbacks()?;
        }
        if self.heap.bytes().saturating_add(self.frame_stack_bytes()) > self.heap_limit() {
            return Err(self.memory_error());
        }
        self.check_steps_and_time()
    }

    /// Bytes the frame stack and the value stack hold (outside the heap, for the program's
    /// calls: deep recursion under a large `max_depth` is counted against the memory limit).
    fn frame_stack_bytes(&self) -> usize {
        self.frames.capacity() * std::mem::size_of::<super::frame::Frame>()
            + self.stack.capacity() * std::mem::size_of::<Value>()
    }

    /// Charges `units` steps of native work (an item sorted, a character copied in bulk, ...).
    /// Natives charge before they work where the size is known, so a charge the step limit
    /// refuses is work not done: the run's count stops at the limit instead of adding it.
    pub fn charge(&mut self, units: u64) -> PyResult<()> {
        let total = self.steps.saturating_add(units);
        if let Some(max) = self.limits.max_steps.filter(|max| total > *max) {
            self.steps = self.steps.max(max);
            return Err(PyErr::limit("TimeoutError", limits::steps_message(max)));
        }
        self.steps = total;
        if self.steps >= self.next_clock_check {
            self.next_clock_check = self.steps.saturating_add(CLOCK_EVERY);
            return self.check_steps_and_time();
        }
        Ok(())
    }

    fn check_steps_and_time(&mut self) -> PyResult<()> {
        if let Some(max) = self.limits.max_steps {
            if self.steps > max {
                return Err(PyErr::limit("TimeoutError", limits::steps_message(max)));
            }
        }
        if let (Some(deadline), Some(timeout)) = (self.deadline, self.limits.timeout) {
            if Instant::now() >= deadline {
                return Err(PyErr::limit("TimeoutError", limits::time_message(timeout)));
            }
        }
        Ok(())
    }

    /// Charges a scan of `bytes` bytes (a comparison, a hash, a search): one step per 64 bytes,
    /// nothing below a page, where the instruction's own step covers it.
    pub fn charge_scan(&mut self, bytes: usize) -> PyResult<()> {
        if bytes < SCAN_FREE_BYTES {
            return Ok(());
        }
        self.charge((bytes / SCAN_BYTES_PER_STEP) as u64)
    }

    /// Stops the run now when work that will take `work` (and cannot be interrupted) would
    /// end past the time limit.
    pub fn check_time_for(&self, work: Duration) -> PyResult<()> {
        if let (Some(deadline), Some(timeout)) = (self.deadline, self.limits.timeout) {
            if Instant::now().checked_add(work).is_none_or(|end| end > deadline) {
                return Err(PyErr::limit("TimeoutError", limits::time_message(timeout)));
            }
        }
        Ok(())
    }

    /// Checks the estimated cost of compiling a source against the limits before the parser
    /// runs (none of its work can be interrupted): its memory against the memory limit, its
    /// time against the time left, and its tokens charged as steps.
    pub fn check_compile_cost(&mut self, cost: crate::parse::CompileCost) -> PyResult<()> {
        self.reserve(cost.bytes)?;
        self.charge(cost.tokens)?;
        self.check_time_for(Duration::from_nanos(cost.nanos))
    }

    /// Refuses to allocate `bytes` more when that would pass the memory limit, before the
    /// allocation happens (so `'a' * 10**10` fails at once).
    pub fn reserve(&mut self, bytes: usize) -> PyResult<()> {
        if self.heap.bytes().saturating_add(bytes) > self.heap_limit() {
            return Err(self.memory_error());
        }
        Ok(())
    }

    /// `reserve` for `n` values of `size` bytes each.
    pub fn reserve_items(&mut self, n: usize, size: usize) -> PyResult<()> {
        self.reserve(n.saturating_mul(size))
    }

    /// The heap asked for attention: charge the bytes allocated since the last visit as work
    /// (copying is proportional to them), and when over the memory limit, collect if this is a
    /// safe point and fail if the live data alone is over it. Kept out of the run loop's code,
    /// as `periodic_check` is.
    #[cold]
    #[inline(never)]
    pub(super) fn attend_to_heap(&mut self) -> PyResult<()> {
        let allocated = self.heap.attend();
        self.charge(allocated as u64 / 64)?;
        if self.heap.wants_collection() && !self.in_nested_run() {
            self.collect_garbage();
            self.run_weak_callbacks()?;
        }
        if !self.heap.over_limit() {
            return Ok(());
        }
        if !self.in_nested_run() {
            self.collect_garbage();
            self.run_weak_callbacks()?;
        }
        if self.heap.over_limit() {
            return Err(self.memory_error());
        }
        Ok(())
    }

    /// The bytes the heap may hold: the memory limit less what the filesystem and the calls
    /// waiting for the host hold.
    fn heap_limit(&self) -> usize {
        let files = self.filesystem.as_ref().map_or(0, |fs| fs.bytes());
        self.limits
            .max_memory
            .unwrap_or(usize::MAX)
            .saturating_sub(files)
            .saturating_sub(self.host.held_bytes())
            .saturating_sub(self.interner.bytes())
    }

    /// The symbol of a name a program made at run time (an attribute given to `setattr`, a
    /// keyword of a `**` call): interning a new one is checked against the memory limit first,
    /// as the interner holds its names for the program.
    pub fn intern_runtime_name(&mut self, name: &str) -> PyResult<Symbol> {
        if let Some(symbol) = self.interner.lookup(name) {
            return Ok(symbol);
        }
        self.reserve(Interner::cost(name.len()))?;
        let symbol = self.interner.intern(name);
        self.refresh_heap_limit();
        Ok(symbol)
    }

    /// The bytes the memory limit leaves free now.
    pub(crate) fn heap_room(&self) -> usize {
        self.heap_limit().saturating_sub(self.heap.bytes())
    }

    /// The step and time limits, looked at in the middle of a native operation that has done
    /// `extra` steps of work not yet charged (and that holds the heap borrowed, so cannot
    /// charge them).
    pub(crate) fn check_limits_during(&self, extra: u64) -> PyResult<()> {
        if let Some(max) = self.limits.max_steps {
            if self.steps.saturating_add(extra) > max {
                return Err(PyErr::limit("TimeoutError", limits::steps_message(max)));
            }
        }
        if let (Some(deadline), Some(timeout)) = (self.deadline, self.limits.timeout) {
            if Instant::now() >= deadline {
                return Err(PyErr::limit("TimeoutError", limits::time_message(timeout)));
            }
        }
        Ok(())
    }

    /// Sets the heap's ceiling after the memory limit or the filesystem's size changed.
    pub fn refresh_heap_limit(&mut self) {
        let limit = self.heap_limit();
        self.heap.set_limit(limit);
    }

    /// The most bytes of text the interpreter builds for the host outside the heap (an uncaught
    /// exception's report): what the output limit allows and the memory limit leaves free.
    pub(crate) fn report_cap(&self) -> usize {
        self.limits.max_output.unwrap_or(usize::MAX).min(self.heap_room())
    }

    pub(crate) fn memory_error(&self) -> PyErr {
        memory_limit_error(self.limits.max_memory.unwrap_or(usize::MAX))
    }

    /// Appends printed text to the output, up to the output limit.
    pub fn write_output(&mut self, text: &str) {
        self.write_stream(text, false);
    }

    /// Appends text written to `sys.stderr` to the run's stderr, up to the output limit.
    pub fn write_stderr(&mut self, text: &str) {
        self.write_stream(text, true);
    }

    /// Appends `text` to stdout or stderr. The output limit counts both streams together; the
    /// stream that crosses it ends with the limit's notice, and later text to either is dropped.
    fn write_stream(&mut self, text: &str, to_stderr: bool) {
        let written = self.output.len() + self.stderr.len();
        let stream = if to_stderr { &mut self.stderr } else { &mut self.output };
        let Some(limit) = self.limits.max_output else {
            stream.push_str(text);
            return;
        };
        if self.output_truncated {
            return;
        }
        let room = limit.saturating_sub(written);
        if text.len() <= room {
            stream.push_str(text);
            return;
        }
        let mut cut = room;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        stream.push_str(&text[..cut]);
        stream.push_str(&limits::output_notice(limit));
        self.output_truncated = true;
    }
}

/// The error of the memory limit `limit`.
pub(crate) fn memory_limit_error(limit: usize) -> PyErr {
    PyErr::limit("MemoryError", limits::memory_message(limit))
}

/// Bytes the heap counts for one small str or bytes object beyond its text (the object, its
/// slot and the list item that holds it).
pub const PIECE_OVERHEAD: usize = std::mem::size_of::<crate::heap::Object>() + 2 * std::mem::size_of::<Value>();

/// The pieces a native cuts from its input (split's parts, a file's lines), counted against
/// the memory the limit leaves free as each is found, so that a split into millions of parts
/// fails before building them rather than after.
pub struct PieceBudget {
    room: usize,
    used: usize,
    pieces: u64,
    /// The memory limit, for the error (made only when it is needed).
    limit: usize,
}

impl PieceBudget {
    /// Counts a piece of `len` bytes.
    pub fn take(&mut self, len: usize) -> PyResult<()> {
        self.used = self.used.saturating_add(len.saturating_add(PIECE_OVERHEAD));
        self.pieces += 1;
        if self.used > self.room {
            return Err(memory_limit_error(self.limit));
        }
        Ok(())
    }

    /// The steps the pieces cost: one each, plus their bytes.
    pub fn steps(&self) -> u64 {
        self.pieces + self.used as u64 / 64
    }
}

impl Vm {
    /// The pieces of text or bytes a native cuts, each counted against the memory limit as it
    /// is found (a split into millions of parts fails before they are built), and charged.
    pub fn counted_pieces<'a, T: AsRef<[u8]> + ?Sized + 'a>(
        &mut self,
        pieces: impl Iterator<Item = &'a T>,
    ) -> PyResult<Vec<&'a T>> {
        let mut budget = self.piece_budget();
        let mut kept = Vec::new();
        for piece in pieces {
            budget.take(piece.as_ref().len())?;
            kept.push(piece);
        }
        self.charge(budget.steps())?;
        Ok(kept)
    }

    /// A budget for the pieces of one native operation.
    pub fn piece_budget(&self) -> PieceBudget {
        PieceBudget {
            room: self.heap_room(),
            used: 0,
            pieces: 0,
            limit: self.limits.max_memory.unwrap_or(usize::MAX),
        }
    }
}

/// The run loop's count of instructions left before the next periodic check, kept in a local
/// (a register, in the hot loop) and written back to the caller's counter however the loop exits.
pub(super) struct Countdown<'a> {
    pub(super) left: u32,
    pub(super) out: &'a mut u32,
}

impl Drop for Countdown<'_> {
    fn drop(&mut self) {
        *self.out = self.left;
    }
}

#[cfg(test)]
mod tests {
    use crate::{Interpreter, Limits, RunError};

    /// Runs `source` under a limit of 100 000 steps: it must be stopped by it, having counted at
    /// most the limit plus two check intervals of the run loop.
    fn stopped_within_the_step_limit(source: &str) {
        let mut interp = Interpreter::new();
        interp.set_limits(Limits {
            max_steps: Some(100_000),
            ..Limits::default()
        });
        let outcome = interp.run(source, "<test>");
        assert!(
            matches!(&outcome.error, Some(RunError::Limit { last_line }) if last_line.contains("step limit")),
            "{:?}",
            outcome.error
        );
        assert!(
            outcome.usage.steps <= 100_000 + 2 * 4096,
            "{} steps",
            outcome.usage.steps
        );
    }

    #[test]
    fn a_refused_native_charge_is_not_counted() {
        stopped_within_the_step_limit("a = 'x'\nwhile True:\n    a = sorted(str(a))\n");
        stopped_within_the_step_limit("x = sorted(range(10**6))\n");
        stopped_within_the_step_limit("while True:\n    pass\n");
    }
}
