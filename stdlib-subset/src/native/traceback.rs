//! `_garter_traceback`: what the Python `traceback` module reads of an exception that Garter
//! keeps out of reach of programs (there are no frame objects):
//!
//! - `report(exc)`: the text Garter prints when `exc` goes uncaught (chained exceptions, source
//!   lines and `^^^^` markers included);
//! - `frames(tb)`: `(filename, lineno, name, line, text)` for each frame of the traceback `tb`
//!   (an exception's `__traceback__` or a `tb_next` of it), outermost first, as the report
//!   shows them (`text` is the report's lines for the frame);
//! - `exception_line(exc)`: the report's final `Type: message` line;
//! - `is_whole(exc, tb)`: whether `tb` is `exc`'s whole traceback (each read of
//!   `__traceback__` makes a new object, so `is` cannot tell);
//! - `stack()`: `(filename, lineno, name, line)` for each frame of the running call stack,
//!   outermost first (`line` is the stripped source line, or None where CPython has none).

use garter::builtins::registry::{Args, NativeFn};
use garter::exceptions::{frame_summary, traceback};
use garter::heap::Object;
use garter::value::{HeapId, Value};
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("report", report),
    ("frames", frames),
    ("exception_line", exception_line),
    ("stack", stack),
    ("is_whole", is_whole),
];

fn exception_arg(vm: &Vm, args: &Args, function: &str) -> PyResult<HeapId> {
    positional(args, function, 1, 1)?;
    match args.positional[0] {
        Value::Ref(id) if matches!(vm.heap.get(id), Object::Exception(_)) => Ok(id),
        other => Err(PyErr::type_error(format!(
            "{function}() argument must be an exception, not {}",
            vm.type_name(other)
        ))),
    }
}

fn report(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = exception_arg(vm, args, "report")?;
    let report = traceback::format_for_traceback_module(vm, exc)?;
    Ok(vm.new_str(report.traceback))
}

fn exception_line(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = exception_arg(vm, args, "exception_line")?;
    let line = traceback::last_line(vm, exc)?;
    Ok(vm.new_str(line))
}

fn frames(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "frames", 1, 1)?;
    let (exception, position) = match args.positional[0] {
        Value::None => return Ok(vm.new_list(Vec::new())),
        Value::Ref(id) => match vm.heap.get(id) {
            Object::Traceback { exception, position } => (*exception, *position),
            _ => return Err(PyErr::type_error("frames() argument must be a traceback")),
        },
        _ => return Err(PyErr::type_error("frames() argument must be a traceback")),
    };
    let found = frame_summary::traceback_frames(vm, exception, position);
    vm.charge(found.len() as u64)?;
    let mut items = Vec::with_capacity(found.len());
    for frame in found {
        let source = match frame.source {
            Some(line) => vm.new_str(line),
            None => Value::None,
        };
        let fields = vec![
            vm.new_str(frame.filename),
            Value::Int(i64::from(frame.line)),
            vm.new_str(frame.name),
            source,
            vm.new_str(frame.text),
        ];
        items.push(vm.new_tuple(fields));
    }
    Ok(vm.new_list(items))
}

fn is_whole(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "is_whole", 2, 2)?;
    let Value::Ref(exc) = args.positional[0] else {
        return Ok(Value::bool(false));
    };
    let whole = match (vm.heap.get(exc), args.positional[1]) {
        (Object::Exception(e), Value::None) => e.traceback.is_empty(),
        (Object::Exception(_), Value::Ref(tb)) => matches!(
            vm.heap.get(tb),
            Object::Traceback { exception, position: 0 } if *exception == exc
        ),
        _ => false,
    };
    Ok(Value::bool(whole))
}

fn stack(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "stack", 0, 0)?;
    vm.charge(vm.frames.len() as u64)?;
    let found: Vec<(String, u32, String, Option<String>)> = vm
        .frames
        .iter()
        .map(|frame| {
            let code = &frame.code;
            let line = code.line_of(frame.pc.saturating_sub(1) as usize);
            let text = code.source.traceback_line(line).map(|text| text.trim().to_string());
            (
                code.source.name.clone(),
                line,
                vm.interner.name(code.name).to_string(),
                text,
            )
        })
        .collect();
    let mut items = Vec::with_capacity(found.len());
    for (filename, line, name, text) in found {
        let text = match text {
            Some(text) => vm.new_str(text),
            None => Value::None,
        };
        let fields = vec![
            vm.new_str(filename),
            Value::Int(i64::from(line)),
            vm.new_str(name),
            text,
        ];
        items.push(vm.new_tuple(fields));
    }
    Ok(vm.new_list(items))
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_traceback", name) else {
            return Err(PyErr::runtime_error("the traceback functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_traceback");
    Ok(vm.new_module(name, globals))
}
