//! `write`: what `sys.stdout.write` and `sys.stderr.write` do, appending to the run's output.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// `write(text)`: appends `text` to the run's output and returns its length.
pub(super) fn write(vm: &mut Vm, args: &Args) -> PyResult<Value> {
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
