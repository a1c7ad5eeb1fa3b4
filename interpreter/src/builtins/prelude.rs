//! The natives behind the Python prelude (`prelude.py`): the versions of builtins that run their
//! loops and callbacks as Python frames, so that host functions can be called from inside them.
//! Also the `_garter_natives` module the prelude imports its helpers from.

use crate::heap::Object;
use crate::types::list::sort::merge_sort;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::globals::Globals;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{self, Args, NativeFn};

/// The prelude's source, compiled the first time a builtin is routed to it.
pub const SOURCE: &str = include_str!("prelude.py");

/// Natives of `_garter_natives`.
pub const NATIVES: &[(&str, NativeFn)] = &[("sort_by_keys", sort_by_keys), ("index", index)];

/// `index(v)`: `operator.index(v)`, always an exact int.
fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("index", 1, 1)?;
    let int = vm.index_int(args.positional[0])?;
    Ok(match int {
        Value::Bool(b) => Value::Int(i64::from(b.get())),
        _ => vm.builtin_value(int),
    })
}

/// `sort_by_keys(items, keys, reverse)`: a new list of `items` stably sorted by the
/// corresponding `keys` (compared with `<` only, as `list.sort` does; a reverse sort reverses,
/// sorts and reverses back, which keeps equal keys in their original order, as CPython does).
fn sort_by_keys(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("sort_by_keys", 3, 3)?;
    let (Some(items), Some(keys)) = (vm.seq_items(args.positional[0]), vm.seq_items(args.positional[1])) else {
        return Err(PyErr::type_error("sort_by_keys() takes two lists"));
    };
    let mut pairs: Vec<(Value, Value)> = keys.iter().copied().zip(items.iter().copied()).collect();
    let reverse = vm.truthy(args.positional[2])?;
    let n = pairs.len() as u64;
    vm.charge(n * u64::from(64 - n.leading_zeros()))?;
    let order = vm.key_order(pairs.iter().map(|pair| pair.0));
    if let Some(sorted) = vm.plain_sort_order(order, pairs.iter().map(|pair| pair.0), reverse) {
        let sorted = sorted.into_iter().map(|i| pairs[i].1).collect();
        return Ok(vm.new_list(sorted));
    }
    if reverse {
        pairs.reverse();
    }
    merge_sort(&mut pairs, &mut |a: &(Value, Value), b: &(Value, Value)| {
        vm.key_less(order, a.0, b.0)
    })?;
    if reverse {
        pairs.reverse();
    }
    let sorted = pairs.into_iter().map(|(_, item)| item).collect();
    Ok(vm.new_list(sorted))
}

/// Builds the `_garter_natives` module on import.
pub fn build_natives_module(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in NATIVES {
        let symbol = vm.interner.intern(name);
        if let Some(id) = registry::own_method(TypeId::PreludeNatives, symbol) {
            globals.set(symbol, Value::Native(id));
        }
    }
    let name = vm.interner.intern("_garter_natives");
    Ok(vm.new_module(name, globals))
}

/// Whether `v` makes a builtin drive Python code: a generator, a Python function or method, an
/// instance of a user class (an iterator or callable written in Python), or a host function.
pub fn drives_python(vm: &Vm, v: Value) -> bool {
    match vm.object(v) {
        Some(Object::Generator(g)) => g.kind == crate::bytecode::CodeKind::Generator,
        Some(Object::Function(_) | Object::Instance(_) | Object::HostFunction(_)) => true,
        Some(Object::BoundMethod(m)) => matches!(vm.object(m.function), Some(Object::Function(_))),
        _ => false,
    }
}
