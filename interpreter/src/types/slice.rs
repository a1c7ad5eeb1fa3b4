//! The methods of `slice` objects.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[("indices", indices)];

fn indices(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let slice = receiver(vm, args, TypeId::Slice, "indices")?;
    args.method_arity(vm, "indices", 1, 1)?;
    let length = vm.index_value(args.positional[1])?;
    if length < 0 {
        return Err(PyErr::value_error("length should not be negative"));
    }
    let resolved = vm.slice_indices(slice, length as usize)?;
    Ok(vm.new_tuple(vec![
        Value::Int(resolved.start),
        Value::Int(resolved.stop),
        Value::Int(resolved.step),
    ]))
}
