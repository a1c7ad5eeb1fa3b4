//! The slot wrappers of the iterators (`iter([1]).__next__()`, `map(f, x).__iter__()`) and of
//! generators (`__iter__`; their ordinary `__next__` in `types/generator.rs` comes first).

use crate::builtins::registry::{Args, NativeFn};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::{only_receiver, self_slot, slot_table};

/// The protocol every builtin iterator type has: `__iter__` gives the iterator, `__next__` its
/// next item (StopIteration at the end).
macro_rules! iterator_slots {
    ($($owner:ident),* $(,)?) => {
        &[$((
            TypeId::$owner,
            slot_table![TypeId::$owner; "__iter__" => self_slot, "__next__" => next_slot],
        )),*]
    };
}

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = iterator_slots![
    ListIterator,
    ListReverseIterator,
    TupleIterator,
    StrIterator,
    BytesIterator,
    ByteArrayIterator,
    MemoryIterator,
    RangeIterator,
    SetIterator,
    DictKeyIterator,
    DictValueIterator,
    DictItemIterator,
    Enumerate,
    Zip,
    Map,
    Filter,
    Reversed,
    CallableIterator,
    Generator,
];

/// `__next__` of an iterator: its next item, or StopIteration.
fn next_slot(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    match vm.next_value(this)? {
        Some(item) => Ok(item),
        None => Err(PyErr::bare(TypeId::StopIteration)),
    }
}
