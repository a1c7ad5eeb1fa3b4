//! The limits `sys` offers. The recursion limit is the host's call-depth limit; a program may
//! lower its own, or raise it back up to the host's, but never past it. The digit limit of
//! int/str conversions is the program's own (CPython's rules: 0 for none, else at least 640);
//! raising it is safe because every conversion past the default is charged by its size and
//! refused before it starts when it would pass the time limit.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};
use num_traits::ToPrimitive;

use crate::native::{int_arg, positional};

pub(super) fn getrecursionlimit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "getrecursionlimit", 0, 0)?;
    Ok(Value::Int(vm.max_depth as i64))
}

pub(super) fn setrecursionlimit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "setrecursionlimit", 1, 1)?;
    let limit = int_arg(vm, args.positional[0])?;
    if limit < 1.into() {
        return Err(PyErr::value_error("recursion limit must be greater or equal than 1"));
    }
    let requested = limit.to_usize().unwrap_or(usize::MAX);
    vm.max_depth = requested.min(vm.limits.max_depth);
    Ok(Value::None)
}

pub(super) fn get_int_max_str_digits(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "get_int_max_str_digits", 0, 0)?;
    Ok(Value::Int(vm.int_max_str_digits as i64))
}

pub(super) fn set_int_max_str_digits(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "set_int_max_str_digits", 1, 1)?;
    let requested = int_arg(vm, args.positional[0])?;
    let Some(maxdigits) = requested.to_i32() else {
        return Err(PyErr::overflow_error("Python int too large to convert to C int"));
    };
    if maxdigits != 0 && maxdigits < 640 {
        return Err(PyErr::value_error("maxdigits must be 0 or larger than 640"));
    }
    vm.int_max_str_digits = maxdigits as usize;
    Ok(Value::None)
}
