//! Slot wrappers: the special methods of builtin types as attributes, as CPython shows them
//! (`int.__add__(1, 2)`, `(1).__add__(2)`, `list.__len__`, `iter(x).__next__()`).
//!
//! Each file holds the tables of a family of types (`numbers`, `text`, `containers`,
//! `iterators`, `objects`); each table is registered with [`NativeKind::SlotWrapper`], which the
//! registry files under the type only where its ordinary methods have no entry of that name, so
//! ordinary lookups and their hot paths are unchanged. A slot applies the type's own builtin
//! operation to its receiver (never a user subclass's override), answers NotImplemented for an
//! operand of a type it does not handle, as CPython's wrappers do, and checks its receiver and
//! arguments with CPython's messages. Names a type sets to None (`list.__hash__`) are
//! [`NativeKind::Unset`] entries.

pub mod containers;
pub mod descriptors;
pub mod iterators;
pub mod numbers;
pub mod objects;
pub mod operations;
pub mod text;

use crate::bytecode::CmpOp;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn, NativeGroup, NativeKind};

/// Makes a table of slot natives of one owner type: each entry names the slot and the helper
/// that implements it, which receives the VM, the arguments, the owner, the slot's name and any
/// further arguments given in the entry.
macro_rules! slot_table {
    ($owner:expr; $($name:literal => $helper:ident $(($($arg:expr),*))?),* $(,)?) => {
        &[$((
            $name,
            |vm: &mut crate::vm::Vm, args: &crate::builtins::registry::Args| {
                $helper(vm, args, $owner, $name $($(, $arg)*)?)
            },
        )),*]
    };
}
pub(crate) use slot_table;

/// Every group of slot natives, registered after the ordinary methods.
pub(crate) fn slot_groups() -> Vec<NativeGroup> {
    let mut groups = Vec::new();
    for (owner, table) in numbers::SLOTS
        .iter()
        .chain(text::SLOTS)
        .chain(containers::SLOTS)
        .chain(iterators::SLOTS)
        .chain(objects::SLOTS)
        .chain(descriptors::SLOTS)
    {
        groups.push((Some(*owner), NativeKind::SlotWrapper, *table));
    }
    for (owner, table) in numbers::METHODS
        .iter()
        .chain(text::METHODS)
        .chain(containers::METHODS)
        .chain(objects::METHODS)
    {
        groups.push((Some(*owner), NativeKind::Method, *table));
    }
    for owner in UNHASHABLE {
        groups.push((Some(*owner), NativeKind::Unset, HASH_UNSET));
    }
    groups.push((Some(TypeId::Object), NativeKind::ClassMethod, objects::CLASS_METHODS));
    groups.push((
        Some(TypeId::Float),
        NativeKind::ClassMethod,
        numbers::FLOAT_CLASS_METHODS,
    ));
    for owner in GENERIC {
        groups.push((Some(*owner), NativeKind::ClassMethod, CLASS_GETITEM));
    }
    groups
}

/// The builtin types that make generic aliases (`list[int]`).
const GENERIC: &[TypeId] = &[
    TypeId::List,
    TypeId::Tuple,
    TypeId::Dict,
    TypeId::Set,
    TypeId::FrozenSet,
];

const CLASS_GETITEM: &[(&str, NativeFn)] = &[("__class_getitem__", class_getitem)];

/// `__class_getitem__(item)` of a generic builtin type: the alias `cls[item]`.
fn class_getitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("__class_getitem__")?;
    let (Some(class), Some(item), 2) = (args.get(0), args.get(1), args.len()) else {
        return Err(PyErr::type_error(format!(
            "__class_getitem__() takes exactly one argument ({} given)",
            args.len().saturating_sub(1)
        )));
    };
    vm.call_prelude("generic_alias", &[class, item])
}

/// The builtin types whose `__hash__` is None.
const UNHASHABLE: &[TypeId] = &[
    TypeId::List,
    TypeId::Dict,
    TypeId::Set,
    TypeId::ByteArray,
    TypeId::Slice,
    TypeId::DictKeys,
    TypeId::DictItems,
    TypeId::Cell,
];

/// `__hash__ = None`: the entry's function gives the value the attribute holds.
const HASH_UNSET: &[(&str, NativeFn)] = &[("__hash__", unset_value)];

/// The value of a name a type sets to None.
pub(crate) fn unset_value(_vm: &mut Vm, _args: &Args) -> PyResult<Value> {
    Ok(Value::None)
}

/// The receiver of slot `name` of `owner` (checked to be an instance of it) and the arguments
/// after it, between `min` and `max` of them, with CPython's messages for a wrapper's call.
pub(crate) fn slot_args<'a>(
    vm: &Vm,
    args: &'a Args,
    owner: TypeId,
    name: &str,
    min: usize,
    max: usize,
) -> PyResult<(Value, &'a [Value])> {
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
    if !args.keywords.is_empty() {
        return Err(PyErr::type_error(format!(
            "wrapper {name}() takes no keyword arguments"
        )));
    }
    let rest = &args.positional[1..];
    let n = rest.len();
    if n < min || n > max {
        let plural = |count: usize| if count == 1 { "" } else { "s" };
        let message = if min == max {
            format!("expected {min} argument{}, got {n}", plural(min))
        } else if n < min {
            // CPython's wrappers of ternary slots unpack their arguments with an empty name.
            format!(" expected at least {min} argument{}, got {n}", plural(min))
        } else {
            format!(" expected at most {max} argument{}, got {n}", plural(max))
        };
        return Err(PyErr::type_error(message));
    }
    Ok((this, rest))
}

/// The receiver of a slot taking no arguments.
pub(crate) fn only_receiver(vm: &Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    slot_args(vm, args, owner, name, 0, 0).map(|(this, _)| this)
}

/// The receiver and the one argument of a slot taking one.
pub(crate) fn receiver_and_one(vm: &Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<(Value, Value)> {
    slot_args(vm, args, owner, name, 1, 1).map(|(this, rest)| (this, rest[0]))
}

/// The rich comparison a comparison slot's name stands for.
pub(crate) fn comparison(name: &str) -> CmpOp {
    match name {
        "__eq__" => CmpOp::Eq,
        "__ne__" => CmpOp::Ne,
        "__lt__" => CmpOp::Lt,
        "__le__" => CmpOp::Le,
        "__gt__" => CmpOp::Gt,
        _ => CmpOp::Ge,
    }
}

/// `__repr__` of a builtin type: its own repr of the receiver (which names a subclass where
/// CPython's does: `S({1})` for a set subclass).
pub(crate) fn repr_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let text = vm.builtin_repr(this)?;
    Ok(vm.new_str(text))
}

/// `__hash__` of a hashable builtin type: the hash of the receiver's builtin value.
pub(crate) fn hash_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = vm.builtin_value(this);
    Ok(Value::Int(vm.hash(value)?))
}

/// `__bool__` of a builtin type: the truth of the receiver's builtin value.
pub(crate) fn bool_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = vm.builtin_value(this);
    Ok(Value::bool(vm.truthy(value)?))
}

/// `__iter__` of an iterator: the iterator itself.
pub(crate) fn self_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    only_receiver(vm, args, owner, name)
}

/// Calls the builtin function `name` (`round`, `pow`) with `args`.
pub(crate) fn call_builtin(vm: &mut Vm, name: &str, args: &[Value]) -> PyResult<Value> {
    match super::registry::builtin_id(name) {
        Some(id) => super::registry::call_native(vm, id, &Args::new(args)),
        None => Err(PyErr::type_error(format!("builtin '{name}' is missing"))),
    }
}
