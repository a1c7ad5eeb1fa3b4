//! The exception being handled, for `sys.exception()` and `sys.exc_info()`: inside an `except`
//! (or `except*`) clause or a `finally` block run for an exception, that exception (for
//! `except*`, the part the clause matched); None elsewhere.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

use crate::native::positional;

pub(super) fn exception(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "exception", 0, 0)?;
    Ok(vm.exc_info)
}
