//! `caller_frames`: where the running Python code was called from, for `logging` (a record's
//! `pathname`, `lineno` and `funcName`, as CPython's `Logger.findCaller` reads them from frame
//! objects). Only each frame's file name, line and function name come out: no frame objects.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

use crate::native::positional;

/// The most frames one call lists: `logging` looks only a few frames past its own.
const MOST_FRAMES: usize = 64;

/// `caller_frames()`: a list of `(filename, lineno, function name)`, the innermost frame first.
pub(super) fn caller_frames(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "caller_frames", 0, 0)?;
    let frames: Vec<(String, i64, String)> = vm
        .frames
        .iter()
        .rev()
        .take(MOST_FRAMES)
        .map(|frame| {
            let code = &frame.code;
            let line = code.line_of(frame.pc.saturating_sub(1) as usize);
            let name = vm.interner.name(code.name).to_string();
            (code.source.name.clone(), i64::from(line), name)
        })
        .collect();
    vm.charge(frames.len() as u64)?;
    let mut items = Vec::with_capacity(frames.len());
    for (file, line, name) in frames {
        let file = vm.new_str(file);
        let name = vm.new_str(name);
        items.push(vm.new_tuple(vec![file, Value::Int(line), name]));
    }
    Ok(vm.new_list(items))
}
