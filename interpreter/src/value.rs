//! The 16-byte `Value` every Python object is handled through.
//!
//! Small immediates (None, bools, 64-bit ints, floats, builtin types and native functions) live in
//! the value itself; everything else is a [`HeapId`] into the interpreter's [`crate::heap::Heap`].
//! `Value` is `Copy`: there is no reference counting on the hot path, and the heap's tracing
//! collector finds what is still reachable.
//!
//! Every payload is a 64-bit integer (a bool is a [`Flag`], a float its [`FloatBits`], the ids
//! are `u64`, [`TypeId`] is `repr(u64)`). That makes `Value` a pair of scalars to the compiler:
//! it is passed to and returned from functions in two registers and split into two registers
//! inside them. With payloads of mixed kinds (`f64`, `bool`, `u32`) it was an aggregate, passed
//! through memory, written as two words and read back as one 16-byte load, which the CPU cannot
//! forward from those stores: programs ran 5-25% slower on those stalls.

use crate::types::TypeId;

/// The index of an object in the heap (a `u64` to keep `Value` a scalar pair; heaps never hold
/// more than `u32::MAX` objects).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct HeapId(pub u64);

/// The index of a native (Rust) function or method in the process-wide registry (a `u64` to
/// keep `Value` a scalar pair).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct NativeId(pub u64);

/// A Python value.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[repr(u64)]
pub enum Value {
    /// An unbound local or empty slot; never visible to Python code.
    Undefined,
    None,
    Bool(Flag),
    /// An int that fits in 64 bits; bigger ints live on the heap.
    Int(i64),
    Float(FloatBits),
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
    /// A bool value.
    #[inline]
    pub const fn bool(b: bool) -> Value {
        Value::Bool(Flag::new(b))
    }

    /// A float value.
    #[inline]
    pub const fn float(f: f64) -> Value {
        Value::Float(FloatBits::new(f))
    }

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
            (Value::Float(a), Value::Float(b)) => a.0 == b.0,
            _ => self == other,
        }
    }
}

#[cfg(test)]
mod layout_tests {
    use super::{Flag, FloatBits, Value};

    #[test]
    fn value_and_option_value_are_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 16);
    }

    #[test]
    fn every_payload_is_one_word() {
        use super::{Flag, FloatBits, HeapId, NativeId};
        use crate::types::TypeId;
        assert_eq!(std::mem::size_of::<Flag>(), 8);
        assert_eq!(std::mem::size_of::<FloatBits>(), 8);
        assert_eq!(std::mem::size_of::<HeapId>(), 8);
        assert_eq!(std::mem::size_of::<NativeId>(), 8);
        assert_eq!(std::mem::size_of::<TypeId>(), 8);
    }

    #[test]
    fn bools_and_floats_round_trip() {
        assert!(Flag::new(true).get() && !Flag::new(false).get());
        assert_eq!(Value::bool(true), Value::Bool(Flag::TRUE));
        let nan = f64::from_bits(0x7ff8_0000_0000_0123);
        assert_eq!(FloatBits::new(nan).get().to_bits(), nan.to_bits());
        assert_eq!(Value::float(-0.0), Value::float(0.0));
        assert_ne!(Value::float(f64::NAN), Value::float(f64::NAN));
    }
}

/// A bool as a `Value` holds it: a whole word, so that every payload of `Value` is a 64-bit
/// integer (see [`Value`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Flag(u64);

impl Flag {
    pub const TRUE: Flag = Flag(1);
    pub const FALSE: Flag = Flag(0);

    #[inline]
    pub const fn new(b: bool) -> Flag {
        Flag(b as u64)
    }

    #[inline]
    pub const fn get(self) -> bool {
        self.0 != 0
    }
}

impl serde::Serialize for Flag {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bool(self.get())
    }
}

impl<'de> serde::Deserialize<'de> for Flag {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Flag, D::Error> {
        bool::deserialize(deserializer).map(Flag::new)
    }
}

/// A float as a `Value` holds it: its bits, so that every payload of `Value` is a 64-bit
/// integer (see [`Value`]).
#[derive(Clone, Copy, Debug)]
pub struct FloatBits(u64);

impl FloatBits {
    #[inline]
    pub const fn new(f: f64) -> FloatBits {
        FloatBits(f.to_bits())
    }

    #[inline]
    pub const fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

/// Float equality, as `f64`'s (NaN unequal to itself, `-0.0 == 0.0`).
impl PartialEq for FloatBits {
    fn eq(&self, other: &FloatBits) -> bool {
        self.get() == other.get()
    }
}

impl serde::Serialize for FloatBits {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.get())
    }
}

impl<'de> serde::Deserialize<'de> for FloatBits {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<FloatBits, D::Error> {
        f64::deserialize(deserializer).map(FloatBits::new)
    }
}
