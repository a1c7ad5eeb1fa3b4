//! The methods of exception objects.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::PyResult;
use crate::vm::Vm;

pub const METHODS: &[(&str, NativeFn)] = &[("with_traceback", with_traceback)];

fn with_traceback(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = receiver(vm, args, TypeId::BaseException, "with_traceback")?;
    args.method_arity(vm, "with_traceback", 1, 1)?;
    Ok(exc)
}
