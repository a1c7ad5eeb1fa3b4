//! The methods of `tuple`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[("index", index), ("count", count)];

fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = receiver(vm, args, TypeId::Tuple, "index")?;
    args.method_arity(vm, "index", 1, 3)?;
    crate::types::list::methods::check_index_bounds(vm, args)?;
    let items = vm.seq_items(t).map(|s| s.to_vec()).unwrap_or_default();
    let (start, stop) = vm.slice_bounds_for_search(args.get(2), args.get(3), items.len())?;
    for (i, item) in items.iter().enumerate().take(stop).skip(start) {
        if vm.same_or_eq(*item, args.positional[1])? {
            return Ok(Value::Int(i as i64));
        }
    }
    Err(PyErr::value_error("tuple.index(x): x not in tuple"))
}

fn count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let t = receiver(vm, args, TypeId::Tuple, "count")?;
    args.method_arity(vm, "count", 1, 1)?;
    let items = vm.seq_items(t).map(|s| s.to_vec()).unwrap_or_default();
    let mut n = 0;
    for item in items {
        if vm.same_or_eq(item, args.positional[1])? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}
