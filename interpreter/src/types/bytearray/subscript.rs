//! `ba[key]`, `ba[key] = value` and `del ba[key]` for a bytearray: items are ints in
//! `range(0, 256)`, slices are bytearrays; assigning to a simple slice may resize (refused while
//! a memoryview exports it), an extended slice takes exactly as many bytes as it selects.

use crate::heap::Object;
use crate::types::bytearray::byte_value;
use crate::types::bytearray::construct::ints_to_bytes;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

impl Vm {
    fn bytearray_bad_key(&self, key: Value) -> PyErr {
        PyErr::type_error(format!(
            "bytearray indices must be integers or slices, not {}",
            self.type_name(key)
        ))
    }

    fn is_slice_value(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Slice(_)))
    }

    /// A normalized index into bytearray `id`: IndexError when out of range.
    fn bytearray_index(&self, id: HeapId, key: Value) -> PyResult<usize> {
        let len = self.bytearray_data(id).len() as i64;
        let i = self.int_key_index(key)?;
        let i = if i < 0 { i + len } else { i };
        if i < 0 || i >= len {
            return Err(PyErr::index_error("bytearray index out of range"));
        }
        Ok(i as usize)
    }

    /// `ba[key]`.
    pub fn bytearray_getitem(&mut self, id: HeapId, key: Value) -> PyResult<Value> {
        if self.is_slice_value(key) {
            let indices = self.slice_indices(key, self.bytearray_data(id).len())?;
            self.charge_scan(indices.len)?;
            let data = self.bytearray_data(id);
            let selected: Vec<u8> = indices.indices().filter_map(|i| data.get(i).copied()).collect();
            return Ok(self.new_bytearray(selected));
        }
        if self.as_int(key).is_none() {
            return Err(self.bytearray_bad_key(key));
        }
        let i = self.bytearray_index(id, key)?;
        Ok(Value::Int(i64::from(self.bytearray_data(id)[i])))
    }

    /// `ba[key] = value`.
    pub fn bytearray_setitem(&mut self, id: HeapId, key: Value, value: Value) -> PyResult<()> {
        if self.is_slice_value(key) {
            return self.bytearray_assign_slice(id, key, value);
        }
        if self.as_int(key).is_none() {
            return Err(self.bytearray_bad_key(key));
        }
        let i = self.bytearray_index(id, key)?;
        let byte = byte_value(self, value)?;
        if let Some(data) = self.bytearray_mut(id) {
            data[i] = byte;
        }
        Ok(())
    }

    /// The bytes assigned to a slice of a bytearray.
    fn slice_source(&mut self, value: Value) -> PyResult<Vec<u8>> {
        if self.is_bytes_like(value) {
            return self.bytes_arg(value);
        }
        let number = self.as_int(value).is_some() || matches!(value, Value::Float(_));
        if number || self.str_of(value).is_some() {
            return Err(PyErr::type_error(
                "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
            ));
        }
        if !self.is_iterable(value) {
            return Err(PyErr::type_error(format!(
                "cannot convert '{}' object to bytearray",
                self.type_name(value)
            )));
        }
        let items = self.collect_iterable(value)?;
        ints_to_bytes(self, &items, TypeId::ByteArray)
    }

    fn bytearray_assign_slice(&mut self, id: HeapId, key: Value, value: Value) -> PyResult<()> {
        let source = self.slice_source(value)?;
        let len = self.bytearray_data(id).len();
        let indices = self.slice_indices(key, len)?;
        if indices.step == 1 {
            let start = indices.start.clamp(0, len as i64) as usize;
            return self.splice_bytearray(id, start, indices.len, &source);
        }
        if source.is_empty() && indices.len > 0 {
            return self.bytearray_delete_indices(id, indices.indices().collect());
        }
        if source.len() != indices.len {
            return Err(PyErr::value_error(format!(
                "attempt to assign bytes of size {} to extended slice of size {}",
                source.len(),
                indices.len
            )));
        }
        self.charge_scan(indices.len)?;
        let positions: Vec<usize> = indices.indices().collect();
        if let Some(data) = self.bytearray_mut(id) {
            for (position, byte) in positions.into_iter().zip(source) {
                if let Some(slot) = data.get_mut(position) {
                    *slot = byte;
                }
            }
        }
        Ok(())
    }

    /// Removes the bytes at `positions` (any order) from bytearray `id`.
    fn bytearray_delete_indices(&mut self, id: HeapId, positions: Vec<usize>) -> PyResult<()> {
        if positions.is_empty() {
            return Ok(());
        }
        self.check_resizable(id)?;
        let len = self.bytearray_data(id).len();
        self.charge_scan(len)?;
        let mut remove = vec![false; len];
        for position in positions {
            if let Some(flag) = remove.get_mut(position) {
                *flag = true;
            }
        }
        if let Some(data) = self.bytearray_mut(id) {
            let mut k = 0;
            data.retain(|_| {
                let keep = !remove.get(k).copied().unwrap_or(false);
                k += 1;
                keep
            });
        }
        Ok(())
    }

    /// `del ba[key]`.
    pub fn bytearray_delitem(&mut self, id: HeapId, key: Value) -> PyResult<()> {
        if self.is_slice_value(key) {
            let indices = self.slice_indices(key, self.bytearray_data(id).len())?;
            return self.bytearray_delete_indices(id, indices.indices().collect());
        }
        if self.as_int(key).is_none() {
            return Err(self.bytearray_bad_key(key));
        }
        let i = self.bytearray_index(id, key)?;
        self.check_resizable(id)?;
        self.charge_scan(self.bytearray_data(id).len())?;
        if let Some(data) = self.bytearray_mut(id) {
            data.remove(i);
        }
        Ok(())
    }
}
