//! The clock functions of the `time` module, read through the host's clock policy: without a
//! granted clock they raise `PermissionError` naming the grant that is missing. `sleep` never
//! waits: it moves every later reading forward (the program's time is virtual, as in asyncio).
//! `process_time` counts the interpreter's steps, so it needs no clock.

use garter::builtins::registry::Args;
use garter::types::int::IntRef;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::compare::Num;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The error of reading the time without a clock; `what` names the function (`time.time()`).
fn no_clock(what: &str) -> PyErr {
    PyErr::new(
        TypeId::PermissionError,
        format!("{what} needs the current time, but this sandbox has no clock (the host has not granted one)"),
    )
}

/// A reading in seconds as a float, or the missing-clock error of `function`.
fn seconds(vm: &mut Vm, args: &Args, function: &str, read: fn(&mut Vm) -> Option<f64>) -> PyResult<Value> {
    positional(args, function, 0, 0)?;
    read(vm)
        .map(Value::float)
        .ok_or_else(|| no_clock(&format!("{function}()")))
}

/// A reading in nanoseconds as an int, or the missing-clock error of `function`.
fn nanos<N: Into<i128>>(vm: &mut Vm, args: &Args, function: &str, read: fn(&mut Vm) -> Option<N>) -> PyResult<Value> {
    positional(args, function, 0, 0)?;
    match read(vm) {
        Some(ns) => Ok(vm.int_from_i128(ns.into())),
        None => Err(no_clock(&format!("{function}()"))),
    }
}

pub(super) fn time(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    seconds(vm, args, "time.time", |vm| vm.clock_time())
}

pub(super) fn time_ns(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    nanos(vm, args, "time.time_ns", |vm| vm.clock_time_ns())
}

pub(super) fn monotonic(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    seconds(vm, args, "time.monotonic", Vm::clock_monotonic)
}

pub(super) fn monotonic_ns(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    nanos(vm, args, "time.monotonic_ns", Vm::clock_monotonic_ns)
}

pub(super) fn perf_counter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    seconds(vm, args, "time.perf_counter", Vm::clock_monotonic)
}

pub(super) fn perf_counter_ns(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    nanos(vm, args, "time.perf_counter_ns", Vm::clock_monotonic_ns)
}

pub(super) fn process_time(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "time.process_time", 0, 0)?;
    Ok(Value::float(vm.process_time_ns() as f64 / 1e9))
}

pub(super) fn process_time_ns(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "time.process_time_ns", 0, 0)?;
    Ok(vm.int_from_i128(i128::from(vm.process_time_ns())))
}

/// `_garter_sys.clock_time(what)`: the time for `datetime.now()` and the like, whose
/// missing-clock error names `what`.
pub(super) fn clock_time(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "clock_time", 1, 1)?;
    let what = vm.str_of(args.positional[0]).unwrap_or("the time").to_string();
    vm.clock_time().map(Value::float).ok_or_else(|| no_clock(&what))
}

/// `_garter_sys.clock_time_ns(what)`: [`clock_time`] in whole nanoseconds (for `uuid.uuid1()`).
pub(super) fn clock_time_ns(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "clock_time_ns", 1, 1)?;
    let what = vm.str_of(args.positional[0]).unwrap_or("the time").to_string();
    match vm.clock_time_ns() {
        Some(ns) => Ok(vm.int_from_i128(ns)),
        None => Err(no_clock(&what)),
    }
}

/// `time.sleep(secs)`: CPython's argument checks, then the clock moves `secs` forward (rounded
/// up to a nanosecond, as CPython rounds timeouts).
pub(super) fn sleep(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "time.sleep", 1, 1)?;
    let nanos = sleep_nanos(vm, args.positional[0])?;
    vm.advance_clock(nanos);
    Ok(Value::None)
}

/// The nanoseconds a `sleep` argument asks for, with CPython's errors for what cannot be one.
fn sleep_nanos(vm: &Vm, secs: Value) -> PyResult<u64> {
    const TIME_T_RANGE: &str = "timestamp out of range for platform time_t";
    const TOO_LARGE: &str = "timestamp too large to convert to C _PyTime_t";
    let negative = || PyErr::value_error("sleep length must be non-negative");
    match vm.as_num(secs) {
        Some(Num::Float(f)) => {
            if f.is_nan() {
                return Err(PyErr::value_error("Invalid value NaN (not a number)"));
            }
            let scaled = f * 1e9;
            let rounded = if scaled >= 0.0 { scaled.ceil() } else { scaled.floor() };
            if !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&rounded) {
                return Err(PyErr::overflow_error(TIME_T_RANGE));
            }
            if rounded < 0.0 {
                return Err(negative());
            }
            Ok(rounded as u64)
        }
        Some(Num::Int(IntRef::Small(seconds))) => {
            let nanos = seconds
                .checked_mul(1_000_000_000)
                .ok_or_else(|| PyErr::overflow_error(TOO_LARGE))?;
            u64::try_from(nanos).map_err(|_| negative())
        }
        Some(Num::Int(IntRef::Big(_))) => Err(PyErr::overflow_error(TOO_LARGE)),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(secs)
        ))),
    }
}
