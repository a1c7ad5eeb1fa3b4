//! Bytes-like values: reading the bytes of a `bytes`, `bytearray` or `memoryview` (what CPython
//! calls the buffer protocol), for every operation that accepts any of them, and making the
//! result of a bytes method in the receiver's own type.

use std::borrow::Cow;

use crate::heap::{Heap, Object};
use crate::types::bytearray::ByteArrayObj;
use crate::types::memoryview::MemoryViewObj;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// The message of every operation on a released memoryview.
pub const RELEASED: &str = "operation forbidden on released memoryview object";

/// The bytes a memoryview shows, or `None` once it is released. A view whose bytearray has
/// shrunk under it (which the export rule prevents, short of a view held only by native code)
/// shows the bytes still there.
pub fn view_bytes<'a>(heap: &'a Heap, view: &MemoryViewObj) -> Option<Cow<'a, [u8]>> {
    if view.released {
        return None;
    }
    let data: &[u8] = match heap.get(view.obj) {
        Object::Bytes(b) => b,
        Object::ByteArray(b) => &b.data,
        _ => &[],
    };
    if view.step == 1 {
        let start = view.start.min(data.len());
        let end = view.start.saturating_add(view.len).min(data.len());
        return Some(Cow::Borrowed(&data[start..end]));
    }
    Some(Cow::Owned(
        view.positions().filter_map(|i| data.get(i?).copied()).collect(),
    ))
}

/// Item `i` of a memoryview as an int, or `None` past its end (or once released).
pub fn view_item(heap: &Heap, view: &MemoryViewObj, i: usize) -> Option<Value> {
    if view.released || i >= view.len {
        return None;
    }
    let position = view.position(i)?;
    let byte = match heap.get(view.obj) {
        Object::Bytes(b) => b.get(position),
        Object::ByteArray(b) => b.data.get(position),
        _ => None,
    };
    byte.map(|b| Value::Int(i64::from(*b)))
}

impl Vm {
    /// The bytes of a bytes-like value (a `bytes` subclass instance's own), or `None` for any
    /// other value and a released view.
    pub fn bytes_like(&self, v: Value) -> Option<Cow<'_, [u8]>> {
        match self.object(v)? {
            Object::Bytes(b) => Some(Cow::Borrowed(b)),
            Object::ByteArray(b) => Some(Cow::Borrowed(&b.data)),
            Object::MemoryView(view) => view_bytes(&self.heap, view),
            Object::Instance(i) if i.base != Value::Undefined => self.bytes_like(i.base),
            _ => None,
        }
    }

    /// Whether `v` is a bytes (or an instance of a subclass), bytearray or memoryview
    /// (released or not).
    pub fn is_bytes_like(&self, v: Value) -> bool {
        match self.object(v) {
            Some(Object::Bytes(_) | Object::ByteArray(_) | Object::MemoryView(_)) => true,
            Some(Object::Instance(i)) => matches!(self.object(i.base), Some(Object::Bytes(_))),
            _ => false,
        }
    }

    /// A copy of the bytes of a bytes-like argument: TypeError "a bytes-like object is
    /// required" for anything else, ValueError for a released memoryview.
    pub fn bytes_arg(&self, v: Value) -> PyResult<Vec<u8>> {
        self.bytes_arg_or(v, |vm| {
            PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v)))
        })
    }

    /// [`Vm::bytes_arg`] with the caller's error for a value that is not bytes-like.
    pub fn bytes_arg_or(&self, v: Value, not_bytes: impl FnOnce(&Vm) -> PyErr) -> PyResult<Vec<u8>> {
        match self.bytes_like(v) {
            Some(b) => Ok(b.into_owned()),
            None if self.is_bytes_like(v) => Err(PyErr::value_error(RELEASED)),
            None => Err(not_bytes(self)),
        }
    }

    /// A new `bytes`, or a new `bytearray` when `like` is a bytearray (what bytes methods
    /// return: the receiver's own type).
    pub fn new_bytes_like(&mut self, like: Value, data: Vec<u8>) -> Value {
        match self.object(like) {
            Some(Object::ByteArray(_)) => self.new_bytearray(data),
            _ => self.heap.alloc_value(Object::Bytes(data)),
        }
    }

    /// A new `bytearray` holding `data`.
    pub fn new_bytearray(&mut self, data: Vec<u8>) -> Value {
        self.heap
            .alloc_value(Object::ByteArray(ByteArrayObj { data, exports: 0 }))
    }
}
