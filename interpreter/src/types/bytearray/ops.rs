//! Operators on bytes-like values: `+` (the left operand's type wins: bytes + bytearray is
//! bytes), `+=` and `*=` on a bytearray in place, `==` between any bytes-like values and
//! ordering between bytes and bytearray.

use std::cmp::Ordering;

use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

impl Vm {
    /// `a + b` for a bytes or bytearray `a`.
    pub fn concat_bytes(&mut self, a: Value, b: Value) -> PyResult<Value> {
        let right = self.concat_operand(a, b)?;
        let left_len = self.bytes_like(a).map_or(0, |l| l.len());
        let total = left_len.saturating_add(right.len());
        self.check_alloc_chars(total)?;
        self.charge_scan(total)?;
        let mut joined = Vec::with_capacity(total);
        joined.extend_from_slice(&self.bytes_like(a).unwrap_or_default());
        joined.extend_from_slice(&right);
        Ok(self.new_bytes_like(a, joined))
    }

    /// The bytes of the right operand of `a + b` or `a += b`.
    fn concat_operand(&self, a: Value, b: Value) -> PyResult<Vec<u8>> {
        self.bytes_arg_or(b, |vm| {
            PyErr::type_error(format!("can't concat {} to {}", vm.type_name(b), vm.type_name(a)))
        })
    }

    /// `ba += b` and `ba *= n`: the bytearray itself, changed.
    pub fn bytearray_inplace(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        let Some(id) = a.heap_id() else { return Ok(a) };
        if op == BinOp::Add {
            let right = self.concat_operand(a, b)?;
            self.grow_bytearray(id, right.len())?;
            self.charge_scan(right.len())?;
            if let Some(data) = self.bytearray_mut(id) {
                data.extend_from_slice(&right);
            }
            return Ok(a);
        }
        let Some(n) = self.repeat_count(b)? else {
            return Err(self.cant_multiply(b));
        };
        let repeated = self.repeat_bytes(a, n)?;
        let len = self.bytearray_data(id).len();
        if repeated.len() != len {
            self.check_resizable(id)?;
        }
        self.grow_bytearray(id, repeated.len().saturating_sub(len))?;
        if let Some(data) = self.bytearray_mut(id) {
            data.clear();
            data.extend_from_slice(&repeated);
        }
        Ok(a)
    }

    /// `a == b` when one is a bytearray or memoryview and the other bytes-like: `None` for
    /// other pairs. A released view equals only itself.
    pub(crate) fn buffers_equal(&mut self, a: HeapId, b: HeapId) -> PyResult<Option<bool>> {
        let either_mutable_or_view = |o: &Object| matches!(o, Object::ByteArray(_) | Object::MemoryView(_));
        let bytes_like = |o: &Object| matches!(o, Object::Bytes(_) | Object::ByteArray(_) | Object::MemoryView(_));
        let (x, y) = (self.heap.get(a), self.heap.get(b));
        if !(bytes_like(x) && bytes_like(y)) || !(either_mutable_or_view(x) || either_mutable_or_view(y)) {
            return Ok(None);
        }
        let (Some(x), Some(y)) = (self.bytes_like(Value::Ref(a)), self.bytes_like(Value::Ref(b))) else {
            return Ok(Some(false));
        };
        let (equal, scanned) = (x == y, if x.len() == y.len() { x.len() } else { 0 });
        self.charge_scan(scanned)?;
        Ok(Some(equal))
    }

    /// The order of two bytes or bytearray values, when one is a bytearray: `None` for other
    /// pairs.
    pub(crate) fn bytes_order(&mut self, a: HeapId, b: HeapId) -> PyResult<Option<Ordering>> {
        let order = match (self.heap.get(a), self.heap.get(b)) {
            (Object::ByteArray(x), Object::ByteArray(y)) => (x.data.cmp(&y.data), x.data.len().min(y.data.len())),
            (Object::ByteArray(x), Object::Bytes(y)) => (x.data.as_slice().cmp(y), x.data.len().min(y.len())),
            (Object::Bytes(x), Object::ByteArray(y)) => (x.as_slice().cmp(&y.data), x.len().min(y.data.len())),
            _ => return Ok(None),
        };
        self.charge_scan(order.1)?;
        Ok(Some(order.0))
    }
}
