//! The methods of `dict` that Python code calls (`d.get(k)`, `d.items()`, ...).

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::{DictView, Object, ViewKind};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::DictTable;

pub const METHODS: &[(&str, NativeFn)] = &[
    ("keys", keys),
    ("values", values),
    ("items", items),
    ("get", get),
    ("setdefault", setdefault),
    ("pop", pop),
    ("popitem", popitem),
    ("update", update),
    ("copy", copy),
    ("clear", clear),
];

pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("fromkeys", fromkeys)];

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<Value> {
    receiver(vm, args, TypeId::Dict, method)
}

fn view(vm: &mut Vm, args: &Args, method: &str, kind: ViewKind) -> PyResult<Value> {
    let d = this(vm, args, method)?;
    args.method_arity(vm, method, 0, 0)?;
    let dict = d.heap_id().ok_or_else(|| PyErr::type_error("expected a dict"))?;
    Ok(vm.heap.alloc_value(Object::DictView(DictView { dict, kind })))
}

fn keys(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    view(vm, args, "keys", ViewKind::Keys)
}

fn values(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    view(vm, args, "values", ViewKind::Values)
}

fn items(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    view(vm, args, "items", ViewKind::Items)
}

fn get(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "get")?;
    args.method_arity(vm, "get", 1, 2)?;
    let default = args.get(2).unwrap_or(Value::None);
    Ok(vm.dict_get(d, args.positional[1])?.unwrap_or(default))
}

fn setdefault(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "setdefault")?;
    args.method_arity(vm, "setdefault", 1, 2)?;
    let key = args.positional[1];
    if let Some(v) = vm.dict_get(d, key)? {
        return Ok(v);
    }
    let default = args.get(2).unwrap_or(Value::None);
    vm.dict_set(d, key, default)?;
    Ok(default)
}

fn pop(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "pop")?;
    args.method_arity(vm, "pop", 1, 2)?;
    let key = args.positional[1];
    match vm.dict_remove(d, key)? {
        Some(v) => Ok(v),
        None => match args.get(2) {
            Some(default) => Ok(default),
            None => Err(vm.key_error(key)),
        },
    }
}

fn popitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "popitem")?;
    args.method_arity(vm, "popitem", 0, 0)?;
    let entry = match d.heap_id().map(|id| vm.heap.get_mut(id)) {
        Some(Object::Dict(table)) => table.pop_last(),
        _ => None,
    };
    match entry {
        Some(e) => Ok(vm.new_tuple(vec![e.key, e.value])),
        None => Err(PyErr::new(TypeId::KeyError, "popitem(): dictionary is empty")),
    }
}

fn update(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "update")?;
    args.method_arity(vm, "update", 0, 1)?;
    if let Some(other) = args.get(1) {
        vm.dict_update_from(d, other)?;
    }
    for (name, value) in args.keywords.clone() {
        let key = vm.interner.name(name).to_string();
        let key = vm.new_str(key);
        vm.dict_set(d, key, value)?;
    }
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "copy")?;
    args.method_arity(vm, "copy", 0, 0)?;
    let table = vm.dict_table(d).cloned().unwrap_or_default();
    Ok(vm.heap.alloc_value(Object::Dict(table)))
}

fn clear(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(vm, args, "clear")?;
    args.method_arity(vm, "clear", 0, 0)?;
    if let Some(Object::Dict(table)) = d.heap_id().map(|id| vm.heap.get_mut(id)) {
        table.clear();
    }
    Ok(Value::None)
}

fn fromkeys(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "fromkeys", 1, 2)?;
    if args.positional[0] != Value::Type(TypeId::Dict) {
        // A subclass's fromkeys makes an instance of it and sets each key through it.
        let value = args.get(2).unwrap_or(Value::None);
        return vm.call_prelude("dict_fromkeys", &[args.positional[0], args.positional[1], value]);
    }
    let keys = vm.collect_iterable(args.positional[1])?;
    let value = args.get(2).unwrap_or(Value::None);
    let dict = vm.heap.alloc_value(Object::Dict(DictTable::with_capacity(keys.len())));
    for key in keys {
        vm.dict_set(dict, key, value)?;
    }
    Ok(dict)
}

/// Methods of the keys and items views.
pub const VIEW_METHODS: &[(&str, NativeFn)] = &[("isdisjoint", view_isdisjoint)];

fn view_isdisjoint(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "isdisjoint", 1, 1)?;
    let view = args.positional[0];
    let own = vm
        .as_set_operand(view)?
        .ok_or_else(|| PyErr::type_error("expected a dict view"))?;
    for item in vm.collect_iterable(args.positional[1])? {
        if vm.set_contains(own, item)? {
            return Ok(Value::bool(false));
        }
    }
    Ok(Value::bool(true))
}
