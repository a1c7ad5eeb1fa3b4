//! The slot wrappers of `str`, `bytes` and `bytearray`: the item protocol, comparisons,
//! concatenation, repetition, `%` formatting, hashing and `__str__`/`__repr__`; and
//! `bytes.__bytes__`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

use super::operations::{
    compare_slot, concat_slot, contains_slot, format_slot, getitem_slot, iter_slot, len_slot, reflected_format_slot,
    repeat_slot,
};
use super::{hash_slot, repr_slot, slot_table};

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (TypeId::Str, STR_SLOTS),
    (TypeId::Bytes, BYTES_SLOTS),
    (TypeId::ByteArray, BYTEARRAY_SLOTS),
];

/// The special methods CPython defines as ordinary methods, by owner.
pub const METHODS: &[(TypeId, &[(&str, NativeFn)])] = &[(TypeId::Bytes, BYTES_METHODS)];

const STR_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Str;
    "__len__" => len_slot,
    "__getitem__" => getitem_slot,
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__add__" => concat_slot,
    "__mul__" => repeat_slot,
    "__rmul__" => repeat_slot,
    "__mod__" => format_slot,
    "__rmod__" => reflected_format_slot,
    "__hash__" => hash_slot,
];

const BYTES_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Bytes;
    "__len__" => len_slot,
    "__getitem__" => getitem_slot,
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__add__" => concat_slot,
    "__mul__" => repeat_slot,
    "__rmul__" => repeat_slot,
    "__mod__" => format_slot,
    "__rmod__" => reflected_format_slot,
    "__hash__" => hash_slot,
    "__str__" => repr_slot,
];

const BYTEARRAY_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::ByteArray;
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__add__" => concat_slot,
    "__mul__" => repeat_slot,
    "__rmul__" => repeat_slot,
    "__mod__" => format_slot,
    "__rmod__" => reflected_format_slot,
    "__repr__" => repr_slot,
    "__str__" => repr_slot,
];

const BYTES_METHODS: &[(&str, NativeFn)] = slot_table![TypeId::Bytes;
    "__bytes__" => to_bytes,
];

/// `bytes.__bytes__()`: the bytes as an exact bytes object (a subclass instance's own bytes).
fn to_bytes(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = receiver(vm, args, owner, name)?;
    args.method_arity(vm, &format!("{}.{name}", owner.name()), 0, 0)?;
    Ok(vm.builtin_value(this))
}
