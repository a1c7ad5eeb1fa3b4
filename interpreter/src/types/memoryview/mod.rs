//! The `memoryview` type over a bytes or bytearray: the view object (which bytes of its object
//! it shows), its attributes, length, hash, items and slices, and writing through a view of a
//! bytearray. Its methods are in `methods.rs`.

pub mod methods;

use crate::heap::Object;
use crate::types::buffer::{view_bytes, RELEASED};
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

/// A `memoryview`: the bytes at `start`, `start + step`, ... (`len` of them) of the bytes or
/// bytearray `obj`, with CPython's format `'B'` (one unsigned byte per item).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MemoryViewObj {
    pub obj: HeapId,
    pub start: usize,
    pub step: isize,
    pub len: usize,
    pub readonly: bool,
    pub released: bool,
}

impl MemoryViewObj {
    /// A view of all `len` bytes of `obj`.
    pub fn whole(obj: Option<HeapId>, len: usize, readonly: bool) -> Option<MemoryViewObj> {
        Some(MemoryViewObj {
            obj: obj?,
            start: 0,
            step: 1,
            len,
            readonly,
            released: false,
        })
    }

    /// The position in the object of item `i` (`None` when it would fall outside any buffer).
    pub fn position(&self, i: usize) -> Option<usize> {
        let at = self.start as i128 + i as i128 * self.step as i128;
        usize::try_from(at).ok()
    }

    /// The positions of every item, in order.
    pub fn positions(&self) -> impl Iterator<Item = Option<usize>> + '_ {
        (0..self.len).map(|i| self.position(i))
    }
}

impl Vm {
    /// Stores a new view; a view of a bytearray counts as one of its exports.
    pub fn new_memoryview(&mut self, view: MemoryViewObj) -> Value {
        if let Object::ByteArray(b) = self.heap.get_mut(view.obj) {
            b.exports = b.exports.saturating_add(1);
        }
        self.heap.alloc_value(Object::MemoryView(view))
    }

    /// The view `id`, copied out; ValueError once released.
    pub fn memoryview(&self, id: HeapId) -> PyResult<MemoryViewObj> {
        match self.heap.get(id) {
            Object::MemoryView(v) if v.released => Err(PyErr::value_error(RELEASED)),
            Object::MemoryView(v) => Ok(v.clone()),
            _ => Err(PyErr::type_error("expected a memoryview")),
        }
    }

    /// `len(view)`.
    pub fn memoryview_len(&self, id: HeapId) -> PyResult<usize> {
        Ok(self.memoryview(id)?.len)
    }

    /// `hash(view)`: a read-only view hashes as the bytes it shows.
    pub fn memoryview_hash(&mut self, id: HeapId) -> PyResult<i64> {
        let view = self.memoryview(id)?;
        if !view.readonly {
            return Err(PyErr::value_error("cannot hash writable memoryview object"));
        }
        let data = view_bytes(&self.heap, &view).unwrap_or_default().into_owned();
        let as_bytes = self.heap.alloc_value(Object::Bytes(data));
        self.hash(as_bytes)
    }

    /// The attributes of a view (`nbytes`, `shape`, `obj`, ...): `None` for other names.
    pub fn memoryview_attribute(&mut self, id: HeapId, name: &str) -> PyResult<Option<Value>> {
        const NAMES: &[&str] = &[
            "obj",
            "nbytes",
            "readonly",
            "itemsize",
            "format",
            "ndim",
            "shape",
            "strides",
            "suboffsets",
            "c_contiguous",
            "f_contiguous",
            "contiguous",
        ];
        if !NAMES.contains(&name) {
            return Ok(None);
        }
        let view = self.memoryview(id)?;
        let len = Value::Int(view.len as i64);
        Ok(Some(match name {
            "obj" => Value::Ref(view.obj),
            "nbytes" => len,
            "readonly" => Value::bool(view.readonly),
            "itemsize" => Value::Int(1),
            "format" => self.new_str("B"),
            "ndim" => Value::Int(1),
            "shape" => self.new_tuple(vec![len]),
            "strides" => self.new_tuple(vec![Value::Int(view.step as i64)]),
            "suboffsets" => self.new_tuple(Vec::new()),
            _ => Value::bool(view.step == 1 || view.len <= 1),
        }))
    }

    /// `view[key]`: an int for an index, a view sharing the object for a slice.
    pub fn memoryview_getitem(&mut self, id: HeapId, key: Value) -> PyResult<Value> {
        let view = self.memoryview(id)?;
        if matches!(self.object(key), Some(Object::Slice(_))) {
            let indices = self.slice_indices(key, view.len)?;
            let start = if indices.len == 0 {
                view.start
            } else {
                view.position(indices.start as usize).unwrap_or(view.start)
            };
            let sliced = MemoryViewObj {
                start,
                step: view.step * indices.step as isize,
                len: indices.len,
                ..view
            };
            return Ok(self.new_memoryview(sliced));
        }
        let position = self.view_position(&view, key)?;
        let byte = match self.heap.get(view.obj) {
            Object::Bytes(b) => b.get(position).copied(),
            Object::ByteArray(b) => b.data.get(position).copied(),
            _ => None,
        };
        Ok(Value::Int(i64::from(byte.unwrap_or(0))))
    }

    /// The position in the object of the item `key` names.
    fn view_position(&self, view: &MemoryViewObj, key: Value) -> PyResult<usize> {
        if let Some(Object::Tuple(items)) = self.object(key) {
            return Err(PyErr::type_error(format!(
                "cannot index 1-dimension view with {}-element tuple",
                items.len()
            )));
        }
        if self.as_int(key).is_none() {
            return Err(PyErr::type_error("memoryview: invalid slice key"));
        }
        let len = view.len as i64;
        let i = self.int_key_index(key)?;
        let i = if i < 0 { i + len } else { i };
        if i < 0 || i >= len {
            return Err(PyErr::index_error("index out of bounds on dimension 1"));
        }
        view.position(i as usize)
            .ok_or_else(|| PyErr::index_error("index out of bounds on dimension 1"))
    }

    /// `view[key] = value` on a writable view: writes into the bytearray.
    pub fn memoryview_setitem(&mut self, id: HeapId, key: Value, value: Value) -> PyResult<()> {
        let view = self.memoryview(id)?;
        if view.readonly {
            return Err(PyErr::type_error("cannot modify read-only memory"));
        }
        if matches!(self.object(key), Some(Object::Slice(_))) {
            let source = self.bytes_arg(value)?;
            let indices = self.slice_indices(key, view.len)?;
            if source.len() != indices.len {
                return Err(PyErr::value_error(
                    "memoryview assignment: lvalue and rvalue have different structures",
                ));
            }
            self.charge_scan(source.len())?;
            let positions: Vec<Option<usize>> = indices.indices().map(|i| view.position(i)).collect();
            if let Some(data) = self.bytearray_mut(view.obj) {
                for (position, byte) in positions.into_iter().zip(source) {
                    if let Some(slot) = position.and_then(|p| data.get_mut(p)) {
                        *slot = byte;
                    }
                }
            }
            return Ok(());
        }
        let position = self.view_position(&view, key)?;
        let byte = match self.as_int(value) {
            Some(crate::types::int::IntRef::Small(i)) if (0..256).contains(&i) => i as u8,
            Some(_) => return Err(PyErr::value_error("memoryview: invalid value for format 'B'")),
            None => return Err(PyErr::type_error("memoryview: invalid type for format 'B'")),
        };
        if let Some(slot) = self.bytearray_mut(view.obj).and_then(|data| data.get_mut(position)) {
            *slot = byte;
        }
        Ok(())
    }

    /// Releases view `id` (again is nothing): it stops counting as an export of its object.
    pub fn release_memoryview(&mut self, id: HeapId) {
        let obj = match self.heap.get_mut(id) {
            Object::MemoryView(v) if !v.released => {
                v.released = true;
                v.obj
            }
            _ => return,
        };
        if let Object::ByteArray(b) = self.heap.get_mut(obj) {
            b.exports = b.exports.saturating_sub(1);
        }
    }
}
