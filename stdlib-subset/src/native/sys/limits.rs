//! The recursion limit `sys` offers: the host's call-depth limit; a program may lower its own,
//! or raise it back up to the host's, but never past it.

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
