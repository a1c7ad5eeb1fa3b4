//! The modules written in Rust, and what their natives share: argument conversion with
//! CPython's messages.

pub mod array;
pub mod ast_literal;
pub mod binascii;
pub mod cmath;
pub mod csv;
pub mod decimal;
pub mod fs;
pub mod hashlib;
pub mod inspect;
pub mod io;
pub mod json;
pub mod math;
pub mod random;
pub mod re;
pub mod struct_pack;
pub mod sys;
pub mod traceback;
pub mod unicodedata;
mod unicodedata_tables;
pub mod weakref;
pub mod xml;
pub mod zlib;
pub mod zoneinfo;

use garter::builtins::registry::{Args, NativeFn};
use garter::symbol::sym;
use garter::types::int::IntRef;
use garter::value::Value;
use garter::vm::compare::Num;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

/// Refuses keyword arguments to `function`, as CPython's positional-only natives do.
pub(crate) fn no_keywords(args: &Args, function: &str) -> PyResult<()> {
    if args.keywords.is_empty() {
        Ok(())
    } else {
        Err(PyErr::type_error(format!("{function}() takes no keyword arguments")))
    }
}

/// The globals of the native module `module`: each of `functions` (its table, registered with
/// the interpreter under that module's name) by its name.
pub(crate) fn extension_globals(vm: &mut Vm, module: &str, functions: &[(&str, NativeFn)]) -> PyResult<Globals> {
    let mut globals = Globals::default();
    for (name, _) in functions {
        let Some(function) = vm.extension_function_value(module, name) else {
            let subject = module.trim_start_matches("_garter_");
            return Err(PyErr::runtime_error(format!(
                "the {subject} functions are not registered"
            )));
        };
        globals.set(vm.interner.intern(name), function);
    }
    Ok(globals)
}

/// The native module `module` holding `functions` (see [`extension_globals`]).
pub(crate) fn extension_module(vm: &mut Vm, module: &str, functions: &[(&str, NativeFn)]) -> PyResult<Value> {
    let globals = extension_globals(vm, module, functions)?;
    let name = vm.interner.intern(module);
    Ok(vm.new_module(name, globals))
}

/// `attach(function, native)` of the modules whose natives are fast paths of their Python
/// functions: makes `native` the fast path of the Python `function`.
pub(crate) fn attach_fast_path(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "attach", 2, 2)?;
    vm.set_fast_path(args.positional[0], args.positional[1])?;
    Ok(Value::None)
}

/// Checks the positional count and refuses keywords.
pub(crate) fn positional(args: &Args, function: &str, min: usize, max: usize) -> PyResult<()> {
    no_keywords(args, function)?;
    args.arity(function, min, max)
}

/// A float argument as CPython's `PyFloat_AsDouble` takes it: a float, an int converted
/// (OverflowError when too large), or an object whose class defines `__float__` (or else
/// `__index__`), such as a `Decimal` or a `Fraction`.
pub(crate) fn float_arg(vm: &mut Vm, v: Value) -> PyResult<f64> {
    match vm.as_num(v) {
        Some(Num::Float(f)) => return Ok(f),
        Some(Num::Int(i)) => return i.to_f64(),
        None => {}
    }
    if let Some(result) = vm.call_user_special(v, sym::DUNDER_FLOAT, &[])? {
        return match result {
            Value::Float(f) => Ok(f.get()),
            other => Err(PyErr::type_error(format!(
                "{}.__float__ returned non-float (type {})",
                vm.type_name(v),
                vm.type_name(other)
            ))),
        };
    }
    if let Some(int) = vm.index_operand(v)? {
        if let Some(i) = vm.as_int(int) {
            return i.to_f64();
        }
    }
    Err(PyErr::type_error(format!(
        "must be real number, not {}",
        vm.type_name(v)
    )))
}

/// An int argument as a big integer: an int or bool; anything else is CPython's TypeError.
pub(crate) fn int_arg(vm: &Vm, v: Value) -> PyResult<num_bigint::BigInt> {
    match vm.as_int(v) {
        Some(IntRef::Small(i)) => Ok(i.into()),
        Some(IntRef::Big(b)) => Ok(b.clone()),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}
