//! The methods of exception objects.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::Vm;
use crate::vm::{PyErr, PyResult};

pub const METHODS: &[(&str, NativeFn)] = &[("with_traceback", with_traceback)];

/// `exc.with_traceback(tb)`: `exc` with `tb` as its traceback (None clears it), returned.
fn with_traceback(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = receiver(vm, args, TypeId::BaseException, "with_traceback")?;
    args.method_arity(vm, "with_traceback", 1, 1)?;
    let entries = match args.positional[1] {
        Value::None => Vec::new(),
        Value::Ref(tb) => match vm.heap.get(tb) {
            Object::Traceback { exception, position } => match vm.heap.get(*exception) {
                Object::Exception(source) => {
                    let kept = source.traceback.len().saturating_sub(*position);
                    source.traceback[..kept].to_vec()
                }
                _ => Vec::new(),
            },
            _ => return Err(PyErr::type_error("__traceback__ must be a traceback or None")),
        },
        _ => return Err(PyErr::type_error("__traceback__ must be a traceback or None")),
    };
    if let Some(Object::Exception(e)) = exc.heap_id().map(|id| vm.heap.get_mut(id)) {
        e.traceback = entries;
    }
    Ok(exc)
}
