//! Builtin iterator objects: over lists, tuples, strings, bytes, ranges, dicts and sets, and the
//! lazy `enumerate`, `zip`, `map`, `filter` and `reversed`.

use crate::heap::ViewKind;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

/// A builtin iterator's state.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum IterObj {
    /// Over a list or tuple, by index.
    Seq {
        seq: HeapId,
        index: usize,
    },
    /// `reversed(list)`: counts down; `None` once exhausted.
    SeqReverse {
        seq: HeapId,
        next: Option<usize>,
    },
    /// Over a str, by byte offset.
    Str {
        text: HeapId,
        offset: usize,
    },
    Bytes {
        bytes: HeapId,
        index: usize,
    },
    Range {
        next: i128,
        remaining: i128,
        step: i128,
    },
    Dict {
        dict: HeapId,
        position: usize,
        kind: ViewKind,
        expected_len: usize,
        /// Items still to come if the keys are not replaced (CPython's `di_len`).
        remaining: usize,
    },
    Set {
        set: HeapId,
        position: usize,
        expected_len: usize,
    },
    Enumerate {
        inner: Value,
        count: i128,
    },
    Zip {
        inners: Vec<Value>,
        strict: bool,
    },
    Map {
        function: Value,
        inners: Vec<Value>,
    },
    Filter {
        function: Value,
        inner: Value,
    },
    /// Iteration through `__getitem__` with 0, 1, 2, ... until IndexError.
    GetItem {
        target: Value,
        index: i64,
    },
    /// `iter(callable, sentinel)`.
    Callable {
        function: Value,
        sentinel: Value,
    },
    /// An iterator that has run out (what `Zip` and `Map` become).
    Exhausted,
}

impl IterObj {
    /// The Python type of the iterator, given whether a `Seq` iterates a tuple.
    pub fn type_id(&self, over_tuple: bool) -> TypeId {
        match self {
            IterObj::Seq { .. } if over_tuple => TypeId::TupleIterator,
            IterObj::Seq { .. } => TypeId::ListIterator,
            IterObj::SeqReverse { .. } => TypeId::ListReverseIterator,
            IterObj::Str { .. } => TypeId::StrIterator,
            IterObj::Bytes { .. } => TypeId::BytesIterator,
            IterObj::Range { .. } => TypeId::RangeIterator,
            IterObj::Dict {
                kind: ViewKind::Keys, ..
            } => TypeId::DictKeyIterator,
            IterObj::Dict {
                kind: ViewKind::Values, ..
            } => TypeId::DictValueIterator,
            IterObj::Dict {
                kind: ViewKind::Items, ..
            } => TypeId::DictItemIterator,
            IterObj::Set { .. } => TypeId::SetIterator,
            IterObj::Enumerate { .. } => TypeId::Enumerate,
            IterObj::Zip { .. } => TypeId::Zip,
            IterObj::Map { .. } => TypeId::Map,
            IterObj::Filter { .. } => TypeId::Filter,
            IterObj::Callable { .. } => TypeId::CallableIterator,
            IterObj::GetItem { .. } => TypeId::ListIterator,
            IterObj::Exhausted => TypeId::ListIterator,
        }
    }

    pub fn trace(&self, out: &mut Vec<Value>) {
        match self {
            IterObj::Seq { seq, .. } | IterObj::SeqReverse { seq, .. } => out.push(Value::Ref(*seq)),
            IterObj::Str { text, .. } => out.push(Value::Ref(*text)),
            IterObj::Bytes { bytes, .. } => out.push(Value::Ref(*bytes)),
            IterObj::Dict { dict, .. } => out.push(Value::Ref(*dict)),
            IterObj::Set { set, .. } => out.push(Value::Ref(*set)),
            IterObj::Enumerate { inner, .. } => out.push(*inner),
            IterObj::Zip { inners, .. } => out.extend_from_slice(inners),
            IterObj::Map { function, inners } => {
                out.push(*function);
                out.extend_from_slice(inners);
            }
            IterObj::Filter { function, inner } => out.extend([*function, *inner]),
            IterObj::Callable { function, sentinel } => out.extend([*function, *sentinel]),
            IterObj::GetItem { target, .. } => out.push(*target),
            IterObj::Range { .. } | IterObj::Exhausted => {}
        }
    }

    pub fn size_bytes(&self) -> usize {
        match self {
            IterObj::Zip { inners, .. } | IterObj::Map { inners, .. } => {
                inners.capacity() * std::mem::size_of::<Value>()
            }
            _ => 0,
        }
    }
}
