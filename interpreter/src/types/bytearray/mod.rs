//! The `bytearray` type: its object, growing it with the memory limit counted first, and
//! CPython's rule that a bytearray whose bytes a memoryview exports keeps its size. Its
//! construction is in `construct.rs`, its own methods in `methods.rs`, subscripts in
//! `subscript.rs`; the methods it shares with `bytes` are `types/bytes.rs`'s.

pub mod construct;
pub mod methods;
pub mod ops;
pub mod subscript;

use crate::heap::Object;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm, MAX_ALLOCATION};

/// A `bytearray`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ByteArrayObj {
    pub data: Vec<u8>,
    /// Memoryviews made over it that are not known to be released or unreachable: while
    /// nonzero, a resize looks for the live ones (see [`Vm::check_resizable`]).
    pub exports: u32,
}

impl Vm {
    /// The bytes of the bytearray `id` (empty for any other object).
    pub fn bytearray_data(&self, id: HeapId) -> &[u8] {
        match self.heap.get(id) {
            Object::ByteArray(b) => &b.data,
            _ => &[],
        }
    }

    /// The bytearray a value is, with its id.
    pub fn bytearray_id(&self, v: Value) -> Option<HeapId> {
        match self.object(v) {
            Some(Object::ByteArray(_)) => v.heap_id(),
            _ => None,
        }
    }

    /// Refuses to change the size of bytearray `id` while a memoryview that can still be used
    /// exports it. Views found released or unreachable (garbage not yet collected, which
    /// CPython would have freed) stop counting; an unreachable one is released, as nothing
    /// can see it again.
    pub fn check_resizable(&mut self, id: HeapId) -> PyResult<()> {
        let exports = match self.heap.get(id) {
            Object::ByteArray(b) => b.exports,
            _ => 0,
        };
        if exports == 0 {
            return Ok(());
        }
        self.charge(self.heap.live_objects() as u64)?;
        let views: Vec<HeapId> = self
            .heap
            .objects_with_ids()
            .filter(|(_, o)| matches!(o, Object::MemoryView(v) if v.obj == id && !v.released))
            .map(|(view, _)| view)
            .collect();
        let mut live = 0;
        if !views.is_empty() {
            let marked = self.heap.mark(self.roots().into_iter());
            for view in views {
                if marked.get(view.0 as usize).copied().unwrap_or(false) {
                    live += 1;
                } else if let Object::MemoryView(v) = self.heap.get_mut(view) {
                    v.released = true;
                }
            }
        }
        if let Object::ByteArray(b) = self.heap.get_mut(id) {
            b.exports = live;
        }
        if live > 0 {
            return Err(PyErr::new(
                TypeId::BufferError,
                "Existing exports of data: object cannot be re-sized",
            ));
        }
        Ok(())
    }

    /// Makes room for `extra` more bytes in bytearray `id` (a resize, so refused while
    /// exported), checked against the memory limit before anything is allocated. Capacity
    /// grows by an eighth beyond what is needed when the limit leaves room for it, so appends
    /// one at a time stay linear.
    pub fn grow_bytearray(&mut self, id: HeapId, extra: usize) -> PyResult<()> {
        if extra == 0 {
            return Ok(());
        }
        self.check_resizable(id)?;
        let (len, capacity) = match self.heap.get(id) {
            Object::ByteArray(b) => (b.data.len(), b.data.capacity()),
            _ => return Ok(()),
        };
        let needed = len.saturating_add(extra);
        if needed <= capacity {
            return Ok(());
        }
        if needed > MAX_ALLOCATION {
            self.reserve(needed - capacity)?;
            return Err(PyErr::bare(TypeId::MemoryError));
        }
        self.reserve(needed - capacity)?;
        let roomy = needed.saturating_add(capacity / 8 + 16).min(MAX_ALLOCATION);
        let target = if self.reserve(roomy - capacity).is_ok() {
            roomy
        } else {
            needed
        };
        if let Object::ByteArray(b) = self.heap.get_mut(id) {
            b.data.reserve_exact(target - len);
            let grown = b.data.capacity() - capacity;
            self.heap.note_growth(grown);
        }
        Ok(())
    }

    /// The bytes of bytearray `id`, mutably, for a change that does not grow it past the room
    /// [`Vm::grow_bytearray`] made.
    pub fn bytearray_mut(&mut self, id: HeapId) -> Option<&mut Vec<u8>> {
        match self.heap.get_mut(id) {
            Object::ByteArray(b) => Some(&mut b.data),
            _ => None,
        }
    }

    /// Replaces `len` bytes of bytearray `id` at `start` with `replacement`, growing or
    /// shrinking it (refused while exported when the size changes).
    pub fn splice_bytearray(&mut self, id: HeapId, start: usize, len: usize, replacement: &[u8]) -> PyResult<()> {
        if replacement.len() != len {
            self.check_resizable(id)?;
        }
        if replacement.len() > len {
            self.grow_bytearray(id, replacement.len() - len)?;
        }
        self.charge_scan(self.bytearray_data(id).len())?;
        if let Some(data) = self.bytearray_mut(id) {
            let start = start.min(data.len());
            let end = start.saturating_add(len).min(data.len());
            data.splice(start..end, replacement.iter().copied());
        }
        Ok(())
    }
}

/// A byte value from an int: ValueError outside `range(0, 256)`, TypeError for a non-int.
pub fn byte_value(vm: &Vm, v: Value) -> PyResult<u8> {
    match vm.as_int(v) {
        Some(crate::types::int::IntRef::Small(i)) if (0..256).contains(&i) => Ok(i as u8),
        Some(_) => Err(PyErr::value_error("byte must be in range(0, 256)")),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}
