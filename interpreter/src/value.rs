//! The 16-byte `Value` every Python object is handled through.
//!
//! Small immediates (None, bools, 64-bit ints, floats, builtin types and native functions) live in
//! the value itself; everything else is a [`HeapId`] into the interpreter's [`crate::heap::Heap`].
//! `Value` is `Copy`: there is no reference counting on the hot path, and the heap's tracing
//! collector finds what is still reachable.

use crate::types::TypeId;

/// The index of an object in the heap.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct HeapId(pub u32);

/// The index of a native (Rust) function or method in the process-wide registry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct NativeId(pub u16);

/// A Python value.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[repr(u64)]
pub enum Value {
    /// An unbound local or empty slot; never visible to Python code.
    Undefined,
    None,
    Bool(bool),
    /// An int that fits in 64 bits; bigger ints live on the heap.
    Int(i64),
    Float(f64),
    /// A builtin type object such as `int` or `ValueError`.
    Type(TypeId),
    /// A builtin function or an unbound method of a builtin type.
    Native(NativeId),
    NotImplemented,
    Ellipsis,
    /// An object in the heap.
    Ref(HeapId),
}

impl Value {
    /// The heap object this value points at, if any.
    #[inline]
    pub fn heap_id(self) -> Option<HeapId> {
        match self {
            Value::Ref(id) => Some(id),
            _ => None,
        }
    }

    /// `true` for the bool and int immediates' identity comparison (`is`).
    pub fn is_same(self, other: Value) -> bool {
        match (self, other) {
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            _ => self == other,
        }
    }
}

#[cfg(test)]
mod layout_tests {
    use super::Value;

    #[test]
    fn value_and_option_value_are_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 16);
    }
}
