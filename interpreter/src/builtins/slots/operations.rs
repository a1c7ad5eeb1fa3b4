//! The slot helpers the text and container types share: the item protocol (`__len__`,
//! `__getitem__`, `__setitem__`, `__delitem__`, `__contains__`, `__iter__`), rich comparisons,
//! concatenation, repetition and `%` formatting. Each applies the builtin type's own rules to the
//! receiver, past any user subclass's override.

use crate::builtins::registry::Args;
use crate::bytecode::{BinOp, CmpOp};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::{comparison, only_receiver, receiver_and_one, slot_args};

pub(crate) fn len_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let n = vm.builtin_len(this)?;
    Ok(Value::Int(n as i64))
}

pub(crate) fn getitem_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, key) = receiver_and_one(vm, args, owner, name)?;
    vm.builtin_getitem(this, key)
}

pub(crate) fn setitem_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, rest) = slot_args(vm, args, owner, name, 2, 2)?;
    vm.builtin_setitem(this, rest[0], rest[1])?;
    Ok(Value::None)
}

pub(crate) fn delitem_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, key) = receiver_and_one(vm, args, owner, name)?;
    vm.builtin_delitem(this, key)?;
    Ok(Value::None)
}

pub(crate) fn contains_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, item) = receiver_and_one(vm, args, owner, name)?;
    Ok(Value::bool(vm.builtin_contains(this, item)?))
}

pub(crate) fn iter_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = vm.builtin_value(this);
    vm.builtin_iter(value)
}

/// Whether `owner`'s rich comparison takes an operand of type `other` (else NotImplemented).
fn compares_with(owner: TypeId, other: TypeId) -> bool {
    let set_like = |t: TypeId| {
        t.is_subtype(TypeId::Set)
            || t.is_subtype(TypeId::FrozenSet)
            || matches!(t, TypeId::DictKeys | TypeId::DictItems)
    };
    let bytes_like = |t: TypeId| t.is_subtype(TypeId::Bytes) || matches!(t, TypeId::ByteArray | TypeId::MemoryView);
    match owner {
        TypeId::Set | TypeId::FrozenSet => other.is_subtype(TypeId::Set) || other.is_subtype(TypeId::FrozenSet),
        TypeId::DictKeys | TypeId::DictItems => set_like(other),
        TypeId::ByteArray | TypeId::MemoryView => bytes_like(other),
        _ => other.is_subtype(owner),
    }
}

/// `__eq__` ... `__ge__` of a text or container type: NotImplemented for an operand of another
/// type (and for an ordering of a type without one), else the builtin comparison.
pub(crate) fn compare_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let op = comparison(name);
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    let ordered = !matches!(owner, TypeId::Dict | TypeId::Range | TypeId::MemoryView);
    if !compares_with(owner, vm.type_of(other)) || (!ordered && !matches!(op, CmpOp::Eq | CmpOp::Ne)) {
        return Ok(Value::NotImplemented);
    }
    vm.builtin_compare(op, this, other)
}

/// `__add__` of a sequence: concatenation, with the type's own message for another operand.
pub(crate) fn concat_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    let (a, b) = (vm.builtin_value(this), vm.builtin_value(other));
    vm.builtin_sequence_op(BinOp::Add, a, b)
}

/// `__mul__` and `__rmul__` of a sequence: repetition by an integer.
pub(crate) fn repeat_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, count) = receiver_and_one(vm, args, owner, name)?;
    if vm.repeat_count(count)?.is_none() {
        return Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(count)
        )));
    }
    let value = vm.builtin_value(this);
    vm.builtin_sequence_op(BinOp::Mul, value, count)
}

/// `__mod__` of str, bytes and bytearray: `%` formatting with the receiver as the format.
pub(crate) fn format_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, values) = receiver_and_one(vm, args, owner, name)?;
    let format = vm.builtin_value(this);
    vm.builtin_sequence_op(BinOp::Mod, format, values)
}

/// `__rmod__`: formatting with the other operand as the format, when it is of the same type.
pub(crate) fn reflected_format_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, format) = receiver_and_one(vm, args, owner, name)?;
    if !vm.type_of(format).is_subtype(owner) {
        return Ok(Value::NotImplemented);
    }
    let format = vm.builtin_value(format);
    vm.builtin_sequence_op(BinOp::Mod, format, this)
}
