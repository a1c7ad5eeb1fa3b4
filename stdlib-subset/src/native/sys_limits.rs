//! `_garter_sys`: what the `sys` module reads from the interpreter. The recursion limit is the
//! host's call-depth limit; a program may lower its own, or raise it back up to the host's, but
//! never past it. `write` appends to the run's output (what `sys.stdout` and `sys.stderr` do).

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use num_traits::ToPrimitive;

use crate::native::{int_arg, positional};

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("getrecursionlimit", getrecursionlimit),
    ("setrecursionlimit", setrecursionlimit),
    ("write", write),
];

/// `write(text)`: appends `text` to the run's output and returns its length.
fn write(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "write", 1, 1)?;
    let Some(text) = vm.pystr(args.positional[0]) else {
        return Err(PyErr::type_error(format!(
            "write() argument must be str, not {}",
            vm.type_name(args.positional[0])
        )));
    };
    let length = text.char_len();
    let text = text.as_str().to_string();
    vm.charge(text.len() as u64)?;
    vm.write_output(&text);
    Ok(Value::Int(length as i64))
}

fn getrecursionlimit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "getrecursionlimit", 0, 0)?;
    Ok(Value::Int(vm.max_depth as i64))
}

fn setrecursionlimit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "setrecursionlimit", 1, 1)?;
    let limit = int_arg(vm, args.positional[0])?;
    if limit < 1.into() {
        return Err(PyErr::value_error("recursion limit must be greater or equal than 1"));
    }
    let requested = limit.to_usize().unwrap_or(usize::MAX);
    vm.max_depth = requested.min(vm.limits.max_depth);
    Ok(Value::None)
}

/// Builds `_garter_sys` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_sys", name) else {
            return Err(PyErr::runtime_error("the sys functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_sys");
    Ok(vm.new_module(name, globals))
}
