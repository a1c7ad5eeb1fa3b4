//! `_garter_inspect`: what the Python `inspect` module reads of a function that Garter keeps
//! out of reach of programs (code objects are opaque): `code_info(function)` is
//! `(kind, positional_only, positional, var_positional, keyword_only, var_keyword)` for a
//! function written in Python (`kind` is "function", "generator", "coroutine" or
//! "async_generator"; the names are tuples of str, the two var names str or None), and None for
//! anything else.

use garter::builtins::registry::{Args, NativeFn};
use garter::bytecode::CodeKind;
use garter::heap::Object;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("code_info", code_info)];

fn code_info(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "code_info", 1, 1)?;
    let Some(Object::Function(function)) = vm.object(args.positional[0]) else {
        return Ok(Value::None);
    };
    let code = function.code.clone();
    let kind = match code.kind {
        CodeKind::Generator => "generator",
        CodeKind::Coroutine => "coroutine",
        CodeKind::AsyncGenerator => "async_generator",
        CodeKind::Function | CodeKind::Module => "function",
    };
    let signature = &code.signature;
    let names: Vec<String> = code
        .varnames
        .iter()
        .take(signature.param_slots() as usize)
        .map(|name| vm.interner.name(*name).to_string())
        .collect();
    let (posonly, argcount, kwonly) = (
        signature.posonly as usize,
        signature.argcount as usize,
        signature.kwonly as usize,
    );
    let group = |vm: &mut Vm, range: std::ops::Range<usize>| {
        let items = names[range].iter().map(|name| vm.new_str(name.clone())).collect();
        vm.new_tuple(items)
    };
    let positional_only = group(vm, 0..posonly);
    let positional = group(vm, posonly..argcount);
    let keyword_only = group(vm, argcount..argcount + kwonly);
    let mut next = argcount + kwonly;
    let mut optional = |vm: &mut Vm, present: bool| {
        if !present {
            return Value::None;
        }
        next += 1;
        vm.new_str(names[next - 1].clone())
    };
    let var_positional = optional(vm, signature.varargs);
    let var_keyword = optional(vm, signature.varkw);
    let kind = vm.new_str(kind);
    Ok(vm.new_tuple(vec![
        kind,
        positional_only,
        positional,
        var_positional,
        keyword_only,
        var_keyword,
    ]))
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_inspect", name) else {
            return Err(PyErr::runtime_error("the inspect functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_inspect");
    Ok(vm.new_module(name, globals))
}
