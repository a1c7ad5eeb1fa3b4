//! `_garter_sys`: what the `sys`, `time`, `random`, `uuid` and `secrets` modules read from the
//! interpreter: the recursion limit (`limits.rs`), the exception being handled (`handled.rs`),
//! the clock the host grants with the virtual time of `time.sleep` (`clock.rs`), the entropy
//! the host grants (`entropy.rs`), writing to the run's output and stderr (`output.rs`), and
//! where the running code was called from, for `logging` (`caller.rs`).

mod caller;
mod clock;
mod entropy;
mod handled;
mod limits;
mod output;

use garter::builtins::registry::NativeFn;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("getrecursionlimit", limits::getrecursionlimit),
    ("setrecursionlimit", limits::setrecursionlimit),
    ("get_int_max_str_digits", limits::get_int_max_str_digits),
    ("set_int_max_str_digits", limits::set_int_max_str_digits),
    ("time", clock::time),
    ("time_ns", clock::time_ns),
    ("monotonic", clock::monotonic),
    ("monotonic_ns", clock::monotonic_ns),
    ("perf_counter", clock::perf_counter),
    ("perf_counter_ns", clock::perf_counter_ns),
    ("process_time", clock::process_time),
    ("process_time_ns", clock::process_time_ns),
    ("sleep", clock::sleep),
    ("clock_time", clock::clock_time),
    ("clock_time_ns", clock::clock_time_ns),
    ("urandom", entropy::urandom),
    ("has_entropy", entropy::has_entropy),
    ("write", output::write),
    ("write_stderr", output::write_stderr),
    ("exception", handled::exception),
    ("caller_frames", caller::caller_frames),
];

/// Builds `_garter_sys` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_sys", FUNCTIONS)
}
