//! `_garter_weakref`: the heap half of the `weakref` and `gc` modules.
//!
//! - `new(target, callback, owner)`: a weak reference to `target` (TypeError where CPython has
//!   none) owned by the Python-level reference `owner`; when the target dies, `callback` (unless
//!   None) is called with `owner`;
//! - `get(ref)`: its target, or None once the target died;
//! - `owners(target)`: the owners of the live weak references to `target`, oldest first;
//! - `collect(budgeted)`: runs a collection (inside a nested run loop, only clears the weak
//!   references to unreachable objects; when `budgeted`, only while the collections asked for
//!   this way cost no more than the program's own work), calls the callbacks of the weak
//!   references it cleared, and returns how many objects it freed, or None when it ran none.

use garter::builtins::registry::{Args, NativeFn};
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("new", new), ("get", get), ("owners", owners), ("collect", collect)];

fn new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "new", 3, 3)?;
    let [target, callback, owner] = [args.positional[0], args.positional[1], args.positional[2]];
    vm.new_weakref(target, callback, owner)
}

fn get(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "get", 1, 1)?;
    Ok(vm.weakref_target(args.positional[0]))
}

fn owners(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "owners", 1, 1)?;
    let owners = vm.weakref_owners(args.positional[0]);
    Ok(vm.new_list(owners))
}

fn collect(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "collect", 1, 1)?;
    let budgeted = vm.truthy(args.positional[0])?;
    Ok(match vm.collect_for_program(budgeted)? {
        Some(freed) => Value::Int(freed as i64),
        None => Value::None,
    })
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_weakref", name) else {
            return Err(PyErr::runtime_error("the weakref functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_weakref");
    Ok(vm.new_module(name, globals))
}
