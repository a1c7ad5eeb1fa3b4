//! The slot wrappers of the containers: `list`, `tuple`, `dict`, `set`, `frozenset`, `range`,
//! `slice`, `memoryview` and the dict views (the item protocol, comparisons, the sequence and
//! set operators and their in-place forms), and `__reversed__` where CPython defines it.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::operations::{
    compare_slot, concat_slot, contains_slot, delitem_slot, getitem_slot, iter_slot, len_slot, repeat_slot,
    setitem_slot,
};
use super::{bool_slot, hash_slot, receiver_and_one, repr_slot, slot_table};

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (TypeId::List, LIST_SLOTS),
    (TypeId::Tuple, TUPLE_SLOTS),
    (TypeId::Dict, DICT_SLOTS),
    (TypeId::Set, SET_SLOTS),
    (TypeId::FrozenSet, FROZENSET_SLOTS),
    (TypeId::Range, RANGE_SLOTS),
    (TypeId::Slice, SLICE_SLOTS),
    (TypeId::MemoryView, MEMORYVIEW_SLOTS),
    (TypeId::DictKeys, KEYS_SLOTS),
    (TypeId::DictItems, ITEMS_SLOTS),
    (TypeId::DictValues, VALUES_SLOTS),
];

/// The special methods CPython defines as ordinary methods, by owner.
pub const METHODS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (TypeId::List, slot_table![TypeId::List; "__reversed__" => reversed]),
    (TypeId::Dict, slot_table![TypeId::Dict; "__reversed__" => reversed]),
    (TypeId::Range, slot_table![TypeId::Range; "__reversed__" => reversed]),
    (
        TypeId::DictKeys,
        slot_table![TypeId::DictKeys; "__reversed__" => reversed],
    ),
    (
        TypeId::DictItems,
        slot_table![TypeId::DictItems; "__reversed__" => reversed],
    ),
    (
        TypeId::DictValues,
        slot_table![TypeId::DictValues; "__reversed__" => reversed],
    ),
];

const LIST_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::List;
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__add__" => concat_slot,
    "__mul__" => repeat_slot,
    "__rmul__" => repeat_slot,
    "__iadd__" => list_extend,
    "__imul__" => list_repeat_in_place,
];

const TUPLE_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Tuple;
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
    "__hash__" => hash_slot,
];

const DICT_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Dict;
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__or__" => dict_merge(false),
    "__ror__" => dict_merge(true),
    "__ior__" => dict_update,
];

const SET_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Set;
    "__len__" => len_slot,
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__and__" => set_operator(BinOp::And, false),
    "__rand__" => set_operator(BinOp::And, true),
    "__or__" => set_operator(BinOp::Or, false),
    "__ror__" => set_operator(BinOp::Or, true),
    "__sub__" => set_operator(BinOp::Sub, false),
    "__rsub__" => set_operator(BinOp::Sub, true),
    "__xor__" => set_operator(BinOp::Xor, false),
    "__rxor__" => set_operator(BinOp::Xor, true),
    "__iand__" => set_in_place(BinOp::And),
    "__ior__" => set_in_place(BinOp::Or),
    "__isub__" => set_in_place(BinOp::Sub),
    "__ixor__" => set_in_place(BinOp::Xor),
];

const FROZENSET_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::FrozenSet;
    "__len__" => len_slot,
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__and__" => set_operator(BinOp::And, false),
    "__rand__" => set_operator(BinOp::And, true),
    "__or__" => set_operator(BinOp::Or, false),
    "__ror__" => set_operator(BinOp::Or, true),
    "__sub__" => set_operator(BinOp::Sub, false),
    "__rsub__" => set_operator(BinOp::Sub, true),
    "__xor__" => set_operator(BinOp::Xor, false),
    "__rxor__" => set_operator(BinOp::Xor, true),
    "__hash__" => hash_slot,
];

const RANGE_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Range;
    "__len__" => len_slot,
    "__getitem__" => getitem_slot,
    "__contains__" => contains_slot,
    "__iter__" => iter_slot,
    "__bool__" => bool_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__hash__" => hash_slot,
    "__repr__" => repr_slot,
];

const SLICE_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Slice;
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__repr__" => repr_slot,
];

const MEMORYVIEW_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::MemoryView;
    "__len__" => len_slot,
    "__getitem__" => getitem_slot,
    "__setitem__" => setitem_slot,
    "__delitem__" => delitem_slot,
    "__iter__" => iter_slot,
    "__eq__" => compare_slot,
    "__ne__" => compare_slot,
    "__lt__" => compare_slot,
    "__le__" => compare_slot,
    "__gt__" => compare_slot,
    "__ge__" => compare_slot,
    "__hash__" => hash_slot,
    "__repr__" => repr_slot,
];

/// The slots of the set-like dict views (`keys()` and `items()`), for view type `$owner`.
macro_rules! set_view_slots {
    ($owner:expr) => {
        slot_table![$owner;
            "__len__" => len_slot,
            "__contains__" => contains_slot,
            "__iter__" => iter_slot,
            "__eq__" => compare_slot,
            "__ne__" => compare_slot,
            "__lt__" => compare_slot,
            "__le__" => compare_slot,
            "__gt__" => compare_slot,
            "__ge__" => compare_slot,
            "__and__" => view_operator(BinOp::And, false),
            "__rand__" => view_operator(BinOp::And, true),
            "__or__" => view_operator(BinOp::Or, false),
            "__ror__" => view_operator(BinOp::Or, true),
            "__sub__" => view_operator(BinOp::Sub, false),
            "__rsub__" => view_operator(BinOp::Sub, true),
            "__xor__" => view_operator(BinOp::Xor, false),
            "__rxor__" => view_operator(BinOp::Xor, true),
            "__repr__" => repr_slot,
        ]
    };
}

const KEYS_SLOTS: &[(&str, NativeFn)] = set_view_slots!(TypeId::DictKeys);

const ITEMS_SLOTS: &[(&str, NativeFn)] = set_view_slots!(TypeId::DictItems);

const VALUES_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::DictValues;
    "__len__" => len_slot,
    "__iter__" => iter_slot,
    "__repr__" => repr_slot,
];

/// `__reversed__()`: an iterator over the items from the last.
fn reversed(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = receiver(vm, args, owner, name)?;
    args.method_arity(vm, &format!("{}.{name}", owner.name()), 0, 0)?;
    vm.reversed(this)
}

/// `list.__iadd__`: extends the list in place by any iterable.
fn list_extend(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, items) = receiver_and_one(vm, args, owner, name)?;
    vm.list_extend(this, items)?;
    Ok(this)
}

/// `list.__imul__`: repeats the list's items in place.
fn list_repeat_in_place(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, count) = receiver_and_one(vm, args, owner, name)?;
    let Some(n) = vm.repeat_count(count)? else {
        return Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(count)
        )));
    };
    let items = vm.seq_items(this).unwrap_or(&[]).to_vec();
    let repeated = vm.repeat_items(&items, n)?;
    if let Some(Object::List(list)) = this.heap_id().map(|id| vm.heap.get_mut(id)) {
        *list = repeated;
    }
    Ok(this)
}

/// `dict.__or__` and `__ror__`: a new dict merging two dicts.
fn dict_merge(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, reflected: bool) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if !vm.type_of(other).is_subtype(TypeId::Dict) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = if reflected { (other, this) } else { (this, other) };
    let pairs = vm.dict_items(a)?;
    let merged = vm.new_dict_from_items(pairs)?;
    vm.dict_update_from(merged, b)?;
    Ok(merged)
}

/// `dict.__ior__`: updates the dict in place from a mapping or an iterable of pairs.
fn dict_update(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    vm.dict_update_from(this, other)?;
    Ok(this)
}

fn is_set(vm: &Vm, v: Value) -> bool {
    let t = vm.type_of(v);
    t.is_subtype(TypeId::Set) || t.is_subtype(TypeId::FrozenSet)
}

/// The set operators of set and frozenset: the other operand must be a set or frozenset.
fn set_operator(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, op: BinOp, reflected: bool) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if !is_set(vm, other) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = (vm.builtin_value(this), vm.builtin_value(other));
    let (a, b) = if reflected { (b, a) } else { (a, b) };
    vm.builtin_sequence_op(op, a, b)
}

/// `set.__iand__` and the other in-place set operators: the set updated, itself returned.
fn set_in_place(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, op: BinOp) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if !is_set(vm, other) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = (vm.builtin_value(this), vm.builtin_value(other));
    vm.inplace_op(op, a, b)?;
    Ok(this)
}

/// The set operators of keys and items views: the other operand may be any iterable; the
/// result is a set.
fn view_operator(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, op: BinOp, reflected: bool) -> PyResult<Value> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if reflected {
        let left = vm.set_copy_of_iterable(other)?;
        return vm.builtin_sequence_op(op, left, this);
    }
    vm.builtin_sequence_op(op, this, other)
}
