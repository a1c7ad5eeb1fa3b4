//! The slot wrappers of `object` (the orderings, which answer NotImplemented), `None`,
//! `NotImplemented`, `...`, `type` (`__repr__`, the `|` of type unions) and the callables
//! (`__call__`, `function.__get__`); and `object.__dir__` and `object.__subclasshook__`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::{bool_slot, receiver_and_one, repr_slot, slot_args, slot_table};

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (TypeId::Object, OBJECT_SLOTS),
    (
        TypeId::NoneType,
        slot_table![TypeId::NoneType; "__bool__" => bool_slot, "__repr__" => repr_slot],
    ),
    (
        TypeId::NotImplementedType,
        slot_table![TypeId::NotImplementedType; "__bool__" => bool_slot, "__repr__" => repr_slot],
    ),
    (TypeId::Ellipsis, slot_table![TypeId::Ellipsis; "__repr__" => repr_slot]),
    (TypeId::Type, TYPE_SLOTS),
    (TypeId::Function, FUNCTION_SLOTS),
    (
        TypeId::BuiltinFunction,
        slot_table![TypeId::BuiltinFunction; "__call__" => call, "__repr__" => repr_slot],
    ),
    (
        TypeId::Method,
        slot_table![TypeId::Method; "__call__" => call, "__repr__" => repr_slot],
    ),
    (
        TypeId::WrapperDescriptor,
        slot_table![TypeId::WrapperDescriptor; "__call__" => call, "__repr__" => repr_slot],
    ),
    (
        TypeId::MethodWrapper,
        slot_table![TypeId::MethodWrapper; "__call__" => call, "__repr__" => repr_slot],
    ),
];

/// The special methods CPython defines as ordinary methods, by owner.
pub const METHODS: &[(TypeId, &[(&str, NativeFn)])] =
    &[(TypeId::Object, slot_table![TypeId::Object; "__dir__" => dir])];

/// Class methods of `object`.
pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("__subclasshook__", subclass_hook)];

const OBJECT_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Object;
    "__lt__" => no_ordering,
    "__le__" => no_ordering,
    "__gt__" => no_ordering,
    "__ge__" => no_ordering,
];

const TYPE_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Type;
    "__repr__" => repr_slot,
    "__or__" => union(false),
    "__ror__" => union(true),
];

const FUNCTION_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Function;
    "__call__" => call,
    "__get__" => bind_function,
    "__repr__" => repr_slot,
];

/// `object.__lt__` and the other orderings: NotImplemented, so the reflected method or the
/// TypeError comes next.
fn no_ordering(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    receiver_and_one(vm, args, owner, name)?;
    Ok(Value::NotImplemented)
}

/// `type.__or__` and `__ror__`: the union of two types (`int | None`), NotImplemented for an
/// operand that is neither a class nor None.
fn union(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, reflected: bool) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if other != Value::None && !vm.is_class(other) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = if reflected { (other, this) } else { (this, other) };
    vm.call_prelude("union_type", &[a, b])
}

/// `__call__` of the callable types: calls the receiver with the arguments, keywords included.
fn call(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let Some(this) = args.get(0) else {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' of '{}' object needs an argument",
            owner.name()
        )));
    };
    if !vm.type_of(this).is_subtype(owner) {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' requires a '{}' object but received a '{}'",
            owner.name(),
            vm.type_name(this)
        )));
    }
    vm.call_value_kw(this, &args.positional[1..], &args.keywords)
}

/// `function.__get__(instance, owner=None)`: the function bound to `instance`, or the function
/// itself when `instance` is None.
fn bind_function(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, rest) = slot_args(vm, args, owner, name, 1, 2)?;
    let (instance, class) = (rest[0], rest.get(1).copied().unwrap_or(Value::None));
    if instance == Value::None && class == Value::None {
        return Err(PyErr::type_error("__get__(None, None) is invalid"));
    }
    if instance == Value::None {
        return Ok(this);
    }
    Ok(vm.bind(instance, this))
}

/// `object.__dir__()`: the attribute names `dir()` lists, as a list.
fn dir(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = receiver(vm, args, owner, name)?;
    args.method_arity(vm, &format!("{}.{name}", owner.name()), 0, 0)?;
    let names = vm.attribute_names(this);
    let items = names.into_iter().map(|n| vm.attribute_name_str(n)).collect();
    Ok(vm.new_list(items))
}

/// `object.__subclasshook__(subclass)`: NotImplemented, leaving the check to the usual rules.
fn subclass_hook(_vm: &mut Vm, _args: &Args) -> PyResult<Value> {
    Ok(Value::NotImplemented)
}
