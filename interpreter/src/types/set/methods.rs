//! The methods of `set` and `frozenset`.

use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// Methods shared by `set` and `frozenset` (they never mutate the receiver).
pub const SHARED_METHODS: &[(&str, NativeFn)] = &[
    ("copy", copy),
    ("union", union),
    ("intersection", intersection),
    ("difference", difference),
    ("symmetric_difference", symmetric_difference),
    ("issubset", issubset),
    ("issuperset", issuperset),
    ("isdisjoint", isdisjoint),
];

/// Methods of `set` only.
pub const SET_METHODS: &[(&str, NativeFn)] = &[
    ("add", add),
    ("discard", discard),
    ("remove", remove),
    ("pop", pop),
    ("clear", clear),
    ("update", update),
    ("intersection_update", intersection_update),
    ("difference_update", difference_update),
    ("symmetric_difference_update", symmetric_difference_update),
];

/// The receiver, which must be a set or frozenset (a `frozenset` subclass instance stands for
/// its frozenset, so results are exact frozensets as in CPython).
fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<Value> {
    match args.get(0) {
        Some(v) if vm.set_table(v).is_some() => Ok(vm.builtin_value(v)),
        Some(v) => Err(PyErr::type_error(format!(
            "descriptor '{method}' for 'set' objects doesn't apply to a '{}' object",
            vm.type_name(v)
        ))),
        None => Err(PyErr::type_error(format!(
            "unbound method set.{method}() needs an argument"
        ))),
    }
}

fn mutable(vm: &Vm, args: &Args, method: &str) -> PyResult<Value> {
    let s = this(vm, args, method)?;
    if matches!(vm.object(s), Some(Object::FrozenSet(_))) {
        return Err(PyErr::attribute_error(format!(
            "'frozenset' object has no attribute '{method}'"
        )));
    }
    Ok(s)
}

fn is_frozen(vm: &Vm, v: Value) -> bool {
    matches!(vm.object(v), Some(Object::FrozenSet(_)))
}

fn add(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "add")?;
    args.method_arity(vm, "set.add", 1, 1)?;
    vm.set_add(s, args.positional[1])?;
    Ok(Value::None)
}

fn discard(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "discard")?;
    args.method_arity(vm, "set.discard", 1, 1)?;
    let key = args.positional[1];
    let hash = vm.hash(key)?;
    vm.set_discard_hashed(s, key, hash)?;
    Ok(Value::None)
}

fn remove(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "remove")?;
    args.method_arity(vm, "set.remove", 1, 1)?;
    let key = args.positional[1];
    let hash = vm.hash(key)?;
    if !vm.set_discard_hashed(s, key, hash)? {
        return Err(vm.key_error(key));
    }
    Ok(Value::None)
}

fn pop(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "pop")?;
    args.method_arity(vm, "set.pop", 0, 0)?;
    let popped = match s.heap_id().map(|id| vm.heap.get_mut(id)) {
        Some(Object::Set(t)) => t.pop(),
        _ => None,
    };
    popped.ok_or_else(|| PyErr::new(TypeId::KeyError, "pop from an empty set"))
}

fn clear(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "clear")?;
    if let Some(Object::Set(t)) = s.heap_id().map(|id| vm.heap.get_mut(id)) {
        t.clear();
    }
    Ok(Value::None)
}

fn update(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "update")?;
    for other in args.positional[1..].iter().copied() {
        vm.set_update(s, other)?;
    }
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "copy")?;
    if is_frozen(vm, s) {
        return Ok(s);
    }
    vm.set_copy(s, false)
}

fn union(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "union")?;
    let frozen = is_frozen(vm, s);
    let result = vm.set_copy(s, frozen)?;
    for other in args.positional[1..].iter().copied() {
        vm.set_update(result, other)?;
    }
    Ok(result)
}

fn intersection(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "intersection")?;
    let frozen = is_frozen(vm, s);
    let mut result = vm.set_copy(s, frozen)?;
    for other in args.positional[1..].iter().copied() {
        result = vm.set_intersection(result, other, frozen)?;
    }
    Ok(result)
}

fn difference(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "difference")?;
    let frozen = is_frozen(vm, s);
    let others = &args.positional[1..];
    let Some((first, rest)) = others.split_first() else {
        return vm.set_copy(s, frozen);
    };
    let result = vm.set_difference(s, *first, frozen)?;
    for other in rest {
        vm.set_difference_update(result, *other)?;
    }
    Ok(result)
}

fn symmetric_difference(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "symmetric_difference")?;
    args.method_arity(vm, "symmetric_difference", 1, 1)?;
    let other = args.positional[1];
    let other = if vm.set_table(other).is_some() {
        other
    } else {
        vm.set_copy_of_iterable(other)?
    };
    vm.set_binop(BinOp::Xor, s, other)
}

fn intersection_update(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "intersection_update")?;
    let mut result = s;
    for other in args.positional[1..].iter().copied() {
        result = vm.set_intersection(result, other, false)?;
    }
    let table = vm.set_table(result).cloned().unwrap_or_default();
    if let Some(Object::Set(t)) = s.heap_id().map(|id| vm.heap.get_mut(id)) {
        *t = table;
    }
    Ok(Value::None)
}

fn difference_update(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "difference_update")?;
    for other in args.positional[1..].iter().copied() {
        vm.set_difference_update(s, other)?;
    }
    Ok(Value::None)
}

fn symmetric_difference_update(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = mutable(vm, args, "symmetric_difference_update")?;
    args.method_arity(vm, "symmetric_difference_update", 1, 1)?;
    vm.set_symmetric_update(s, args.positional[1])?;
    Ok(Value::None)
}

/// The other operand of a subset test, as a set.
fn as_set(vm: &mut Vm, v: Value) -> PyResult<Value> {
    if vm.set_table(v).is_some() {
        Ok(v)
    } else {
        vm.set_copy_of_iterable(v)
    }
}

fn issubset(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "issubset")?;
    args.method_arity(vm, "issubset", 1, 1)?;
    let other = as_set(vm, args.positional[1])?;
    vm.compare(crate::bytecode::CmpOp::Le, s, other)
}

fn issuperset(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "issuperset")?;
    args.method_arity(vm, "issuperset", 1, 1)?;
    let other = as_set(vm, args.positional[1])?;
    vm.compare(crate::bytecode::CmpOp::Ge, s, other)
}

fn isdisjoint(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let s = this(vm, args, "isdisjoint")?;
    args.method_arity(vm, "isdisjoint", 1, 1)?;
    let items = vm.collect_iterable(args.positional[1])?;
    for item in items {
        if vm.set_contains(s, item)? {
            return Ok(Value::bool(false));
        }
    }
    Ok(Value::bool(true))
}
