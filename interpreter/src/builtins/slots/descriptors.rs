//! The slot wrappers of the builtin descriptors: `classmethod.__get__`, `staticmethod.__get__`
//! and `property.__get__`/`__set__`/`__delete__`, which code calls directly when it wraps one
//! descriptor in another (`functools.partialmethod`, decorators that forward `__get__`).

use crate::builtins::registry::Args;
use crate::builtins::registry::NativeFn;
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::{slot_args, slot_table};

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (
        TypeId::ClassMethod,
        slot_table![TypeId::ClassMethod; "__get__" => class_method_get],
    ),
    (
        TypeId::StaticMethod,
        slot_table![TypeId::StaticMethod; "__get__" => static_method_get],
    ),
    (
        TypeId::Property,
        slot_table![TypeId::Property;
            "__get__" => property_get,
            "__set__" => property_set,
            "__delete__" => property_delete,
        ],
    ),
];

/// The `(instance, owner)` of a `__get__` call; both None is refused as CPython refuses it.
fn get_arguments(vm: &Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<(Value, Value, Value)> {
    let (this, rest) = slot_args(vm, args, owner, name, 1, 2)?;
    let (instance, class) = (rest[0], rest.get(1).copied().unwrap_or(Value::None));
    if instance == Value::None && class == Value::None {
        return Err(PyErr::type_error("__get__(None, None) is invalid"));
    }
    Ok((this, instance, class))
}

/// The function a classmethod or staticmethod wraps.
fn wrapped(vm: &Vm, this: Value) -> PyResult<Value> {
    match vm.object(this) {
        Some(Object::ClassMethod(f) | Object::StaticMethod(f)) => Ok(*f),
        _ => Err(PyErr::type_error("uninitialized descriptor object")),
    }
}

/// `classmethod.__get__(instance, owner=None)`: the function bound to `owner` (the instance's
/// class when not given).
fn class_method_get(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, instance, class) = get_arguments(vm, args, owner, name)?;
    let class = if class == Value::None {
        vm.class_of(instance)
    } else {
        class
    };
    let function = wrapped(vm, this)?;
    Ok(vm.bind(class, function))
}

/// `staticmethod.__get__(instance, owner=None)`: the function itself.
fn static_method_get(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, _, _) = get_arguments(vm, args, owner, name)?;
    wrapped(vm, this)
}

/// The property's accessors: getter, setter and deleter.
fn accessors(vm: &Vm, this: Value) -> PyResult<(Value, Value, Value)> {
    match vm.object(this) {
        Some(Object::Property(p)) => Ok((p.fget, p.fset, p.fdel)),
        _ => Err(PyErr::type_error("uninitialized property object")),
    }
}

/// CPython's error for a property without the accessor `what`, used through `instance`.
fn missing_accessor(vm: &Vm, instance: Value, what: &str) -> PyErr {
    PyErr::attribute_error(format!("property of '{}' object has no {what}", vm.type_name(instance)))
}

/// `property.__get__(instance, owner=None)`: the getter's result, or the property itself when
/// read from the class.
fn property_get(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, instance, _) = get_arguments(vm, args, owner, name)?;
    if instance == Value::None {
        return Ok(this);
    }
    match accessors(vm, this)?.0 {
        Value::None => Err(missing_accessor(vm, instance, "getter")),
        getter => vm.call_value(getter, &[instance]),
    }
}

/// `property.__set__(instance, value)`.
fn property_set(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, rest) = slot_args(vm, args, owner, name, 2, 2)?;
    let (instance, value) = (rest[0], rest[1]);
    match accessors(vm, this)?.1 {
        Value::None => Err(missing_accessor(vm, instance, "setter")),
        setter => vm.call_value(setter, &[instance, value]).map(|_| Value::None),
    }
}

/// `property.__delete__(instance)`.
fn property_delete(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, rest) = slot_args(vm, args, owner, name, 1, 1)?;
    let instance = rest[0];
    match accessors(vm, this)?.2 {
        Value::None => Err(missing_accessor(vm, instance, "deleter")),
        deleter => vm.call_value(deleter, &[instance]).map(|_| Value::None),
    }
}
