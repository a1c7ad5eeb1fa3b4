//! Subscripts: `obj[key]`, `obj[key] = value` and `del obj[key]` for sequences (with index and
//! slice semantics identical to CPython's, including extended slices) and dicts.

use crate::heap::Object;
use crate::types::int::IntRef;
use crate::types::range::RangeObj;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// A slice resolved against a sequence length.
#[derive(Clone, Copy, Debug)]
pub struct SliceIndices {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    pub len: usize,
}

impl SliceIndices {
    /// The indices the slice selects, in order.
    pub fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(move |i| (self.start + i as i64 * self.step) as usize)
    }
}

impl Vm {
    /// Resolves a slice object against a sequence of `len` items (`PySlice_GetIndicesEx`).
    pub fn slice_indices(&self, slice: Value, len: usize) -> PyResult<SliceIndices> {
        let (start, stop, step, count) = self.resolve_slice(slice, len as i128)?;
        Ok(SliceIndices {
            start: start as i64,
            stop: stop as i64,
            step: step as i64,
            len: count as usize,
        })
    }

    /// `(start, stop, step, count)` of a slice over `len` items, in 128-bit arithmetic.
    pub fn resolve_slice(&self, slice: Value, len: i128) -> PyResult<(i128, i128, i128, i128)> {
        let Some(Object::Slice(s)) = self.object(slice) else {
            return Err(PyErr::type_error("expected a slice"));
        };
        let bound = |v: Value| -> PyResult<Option<i128>> {
            match v {
                Value::None => Ok(None),
                other => match self.as_int(other) {
                    Some(IntRef::Small(i)) => Ok(Some(i as i128)),
                    Some(IntRef::Big(b)) => Ok(Some(crate::types::range::bound_from_big(b).unwrap_or(
                        if num_traits::Signed::is_negative(b) {
                            i128::MIN / 4
                        } else {
                            i128::MAX / 4
                        },
                    ))),
                    None => Err(PyErr::type_error(
                        "slice indices must be integers or None or have an __index__ method",
                    )),
                },
            }
        };
        let step = bound(s.step)?.unwrap_or(1);
        if step == 0 {
            return Err(PyErr::value_error("slice step cannot be zero"));
        }
        let (lower, upper) = if step < 0 { (-1, len - 1) } else { (0, len) };
        let clamp = |v: Option<i128>, default: i128| -> i128 {
            match v {
                None => default,
                Some(i) if i < 0 => (i + len).max(lower),
                Some(i) => i.min(upper),
            }
        };
        let start = clamp(bound(s.start)?, if step < 0 { upper } else { lower });
        let stop = clamp(bound(s.stop)?, if step < 0 { lower } else { upper });
        let count = if step == 1 {
            (stop - start).max(0)
        } else if step < 0 {
            if stop < start {
                (start - stop - 1) / (-step) + 1
            } else {
                0
            }
        } else if start < stop {
            (stop - start - 1) / step + 1
        } else {
            0
        };
        Ok((start, stop, step, count))
    }

    /// The `start`/`end` arguments of `index`/`find`-style methods (CPython's `ADJUST_INDICES`):
    /// negative values count from the end and stop at 0; `end` is capped at `len`, `start` is not.
    pub fn slice_bounds_for_search(
        &mut self,
        start: Option<Value>,
        end: Option<Value>,
        len: usize,
    ) -> PyResult<(usize, usize)> {
        let mut through_index = |v: Option<Value>| -> PyResult<Option<Value>> {
            match v {
                Some(v) if v != Value::None => Ok(Some(self.index_operand(v)?.unwrap_or(v))),
                other => Ok(other),
            }
        };
        let (start, end) = (through_index(start)?, through_index(end)?);
        let resolve = |v: Option<Value>, default: usize, cap: bool| -> PyResult<usize> {
            match v {
                None | Some(Value::None) => Ok(default),
                Some(v) => {
                    let i = match self.as_int(v) {
                        Some(IntRef::Small(i)) => i,
                        Some(IntRef::Big(b)) => {
                            if num_traits::Signed::is_negative(b) {
                                i64::MIN / 2
                            } else {
                                i64::MAX / 2
                            }
                        }
                        None => {
                            return Err(PyErr::type_error(
                                "slice indices must be integers or None or have an __index__ method",
                            ))
                        }
                    };
                    Ok(if i < 0 {
                        (i + len as i64).max(0) as usize
                    } else if cap {
                        (i as usize).min(len)
                    } else {
                        i as usize
                    })
                }
            }
        };
        Ok((resolve(start, 0, false)?, resolve(end, len, true)?))
    }

    /// A normalized item index (negative counts from the end), or `None` when out of range.
    fn item_index(&self, key: Value, len: usize) -> PyResult<Option<usize>> {
        let i = self.int_key_index(key)?;
        let i = if i < 0 { i + len as i64 } else { i };
        Ok((i >= 0 && (i as usize) < len).then_some(i as usize))
    }

    fn is_slice(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Slice(_)))
    }

    fn bad_index_type(&self, container: Value, key: Value) -> PyErr {
        let what = self.type_name(container);
        match self.type_of(container) {
            TypeId::Str => PyErr::type_error(format!(
                "string indices must be integers, not '{}'",
                self.type_name(key)
            )),
            _ => PyErr::type_error(format!(
                "{what} indices must be integers or slices, not {}",
                self.type_name(key)
            )),
        }
    }

    /// `container[key]`.
    pub fn getitem(&mut self, container: Value, key: Value) -> PyResult<Value> {
        if let Some(found) = self.plain_getitem(container, key) {
            return Ok(found);
        }
        if let Some(piece) = self.plain_slice(container, key) {
            return Ok(piece);
        }
        if self.is_user_object(container) {
            if let Some(result) = self.call_user_special(container, crate::symbol::sym::DUNDER_GETITEM, &[key])? {
                return Ok(result);
            }
        }
        self.builtin_getitem(container, key)
    }

    /// `container[key]` found without calling anything: an exact list or tuple at an int index
    /// in range, or an exact dict holding a str or int key (see [`Vm::dict_find_plain`]).
    /// `None` when the general way must decide, a missing key included. The run loop calls this
    /// first, so the common read returns no `Result` (see `Vm::quick_attr`).
    #[inline]
    pub(super) fn plain_getitem(&self, container: Value, key: Value) -> Option<Value> {
        let Value::Ref(id) = container else {
            return None;
        };
        match self.heap.get(id) {
            Object::Dict(table) if !self.heap.is_subclass_instance(id) => {
                let (_, position) = self.dict_find_plain(container, key)?;
                Some(table.entry(position?).value)
            }
            Object::List(items) | Object::Tuple(items) => {
                let Value::Int(i) = key else {
                    return None;
                };
                let index = if i < 0 { i.checked_add(items.len() as i64)? } else { i };
                let item = items.get(usize::try_from(index).ok()?).copied()?;
                (!self.heap.is_subclass_instance(id)).then_some(item)
            }
            _ => None,
        }
    }

    /// `container[key] = value` done without calling anything: an exact list at an int index in
    /// range. False when the general way must decide (see [`Vm::plain_getitem`]).
    #[inline]
    pub(super) fn plain_setitem(&mut self, container: Value, key: Value, value: Value) -> bool {
        let (Value::Ref(id), Value::Int(i)) = (container, key) else {
            return false;
        };
        if self.heap.is_subclass_instance(id) {
            return false;
        }
        let Object::List(items) = self.heap.get_mut(id) else {
            return false;
        };
        let index = if i < 0 {
            i.checked_add(items.len() as i64)
        } else {
            Some(i)
        };
        match index
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| items.get_mut(i))
        {
            Some(slot) => {
                *slot = value;
                true
            }
            None => false,
        }
    }

    /// `container[start:stop]` of a str or an exact list or tuple, with int or omitted
    /// bounds and no step: the common slice, made without resolving a general slice. `None` when
    /// the general way must decide.
    fn plain_slice(&mut self, container: Value, key: Value) -> Option<Value> {
        let (Value::Ref(id), Value::Ref(slice)) = (container, key) else {
            return None;
        };
        let Object::Slice(slice) = self.heap.get(slice) else {
            return None;
        };
        if slice.step != Value::None {
            return None;
        }
        let bound = |v: Value, default: usize, len: usize| match v {
            Value::None => Some(default),
            Value::Int(i) if i < 0 => Some(usize::try_from(i.checked_add(len as i64)?).unwrap_or(0)),
            Value::Int(i) => Some(usize::try_from(i).ok()?.min(len)),
            _ => None,
        };
        let (start, stop) = (slice.start, slice.stop);
        match self.heap.get(id) {
            Object::Str(text) => {
                let len = text.char_len();
                let (start, stop) = (bound(start, 0, len)?, bound(stop, len, len)?);
                let piece = text.substring(start, stop).to_string();
                Some(self.new_str(piece))
            }
            Object::List(items) | Object::Tuple(items) if !self.heap.is_subclass_instance(id) => {
                let len = items.len();
                let (start, stop) = (bound(start, 0, len)?, bound(stop, len, len)?);
                let piece = items[start.min(stop)..stop].to_vec();
                Some(match self.heap.get(id) {
                    Object::List(_) => self.new_list(piece),
                    _ => self.new_tuple(piece),
                })
            }
            _ => None,
        }
    }

    /// `container[key]` by the builtin type's own rules, past any user `__getitem__` (what
    /// `super().__getitem__(key)` reaches); dict subclasses still consult `__missing__`.
    pub fn builtin_getitem(&mut self, container: Value, key: Value) -> PyResult<Value> {
        if self.has_builtin_base(container) {
            return self.builtin_getitem(self.builtin_value(container), key);
        }
        if self.is_user_object(container) && matches!(self.object(container), Some(Object::Dict(_))) {
            return match self.dict_get(container, key)? {
                Some(v) => Ok(v),
                None => match self.call_user_special(container, crate::symbol::sym::DUNDER_MISSING, &[key])? {
                    Some(v) => Ok(v),
                    None => Err(self.key_error(key)),
                },
            };
        }
        if self.class_obj(container).is_some() {
            if let Some(hook) = self.class_lookup(container, crate::symbol::sym::DUNDER_CLASS_GETITEM) {
                let function = match self.object(hook) {
                    Some(Object::ClassMethod(f)) => *f,
                    _ => hook,
                };
                return self.call_value(function, &[container, key]);
            }
            return Ok(container);
        }
        let key = self.sequence_key(container, key)?;
        let Value::Ref(id) = container else {
            if let Value::Type(t) = container {
                if matches!(
                    t,
                    TypeId::List
                        | TypeId::Dict
                        | TypeId::Set
                        | TypeId::FrozenSet
                        | TypeId::Tuple
                        | TypeId::Type
                        | TypeId::BaseExceptionGroup
                        | TypeId::ExceptionGroup
                ) {
                    return self.call_prelude("generic_alias", &[container, key]);
                }
                return Err(PyErr::type_error(format!("type '{}' is not subscriptable", t.name())));
            }
            return Err(PyErr::type_error(format!(
                "'{}' object is not subscriptable",
                self.type_name(container)
            )));
        };
        match self.heap.get(id) {
            Object::List(items) | Object::Tuple(items) => {
                if let Value::Int(i) = key {
                    let len = items.len() as i64;
                    let index = if i < 0 { i + len } else { i };
                    if index >= 0 && index < len {
                        return Ok(items[index as usize]);
                    }
                }
                let is_list = matches!(self.heap.get(id), Object::List(_));
                let items_len = self.seq_items(container).map_or(0, |s| s.len());
                if self.is_slice(key) {
                    let indices = self.slice_indices(key, items_len)?;
                    let items = self.seq_items(container).unwrap_or(&[]);
                    let selected: Vec<Value> = indices.indices().map(|i| items[i]).collect();
                    return Ok(if is_list {
                        self.new_list(selected)
                    } else {
                        self.new_tuple(selected)
                    });
                }
                if self.as_int(key).is_none() {
                    return Err(self.bad_index_type(container, key));
                }
                match self.item_index(key, items_len)? {
                    Some(i) => Ok(self.seq_items(container).map_or(Value::None, |s| s[i])),
                    None => Err(PyErr::index_error(if is_list {
                        "list index out of range"
                    } else {
                        "tuple index out of range"
                    })),
                }
            }
            Object::Str(s) => {
                let len = s.char_len();
                if self.is_slice(key) {
                    let indices = self.slice_indices(key, len)?;
                    let text = if indices.step == 1 {
                        let start = indices.start.max(0) as usize;
                        s.substring(start, start + indices.len).to_string()
                    } else {
                        s.stepped(indices.start.max(0) as usize, indices.step, indices.len)
                    };
                    return Ok(self.new_str(text));
                }
                if self.as_int(key).is_none() {
                    return Err(self.bad_index_type(container, key));
                }
                match self.item_index(key, len)? {
                    Some(i) => {
                        let c = s.char_at(i);
                        Ok(self.char_str(c))
                    }
                    None => Err(PyErr::index_error("string index out of range")),
                }
            }
            Object::Bytes(b) => {
                let len = b.len();
                if self.is_slice(key) {
                    let indices = self.slice_indices(key, len)?;
                    let b = match self.heap.get(id) {
                        Object::Bytes(b) => b,
                        _ => return Ok(Value::None),
                    };
                    let selected: Vec<u8> = indices.indices().map(|i| b[i]).collect();
                    return Ok(self.heap.alloc_value(Object::Bytes(selected)));
                }
                if self.as_int(key).is_none() {
                    return Err(PyErr::type_error(format!(
                        "byte indices must be integers or slices, not {}",
                        self.type_name(key)
                    )));
                }
                match self.item_index(key, len)? {
                    Some(i) => match self.heap.get(id) {
                        Object::Bytes(b) => Ok(Value::Int(b[i] as i64)),
                        _ => Ok(Value::None),
                    },
                    None => Err(PyErr::index_error("index out of range")),
                }
            }
            Object::ByteArray(_) => self.bytearray_getitem(id, key),
            Object::MemoryView(_) => self.memoryview_getitem(id, key),
            Object::Dict(_) => match self.dict_get(container, key)? {
                Some(v) => Ok(v),
                None => Err(self.key_error(key)),
            },
            Object::Range(r) => {
                let r = *r;
                let len = r.len();
                if self.is_slice(key) {
                    let (start, stop, step, _) = self.resolve_slice(key, len)?;
                    let (start, stop, step) = (r.start + start * r.step, r.start + stop * r.step, r.step * step);
                    return Ok(self.heap.alloc_value(Object::Range(RangeObj { start, stop, step })));
                }
                let index = match self.as_int(key) {
                    Some(IntRef::Small(i)) => i as i128,
                    Some(IntRef::Big(b)) => crate::types::range::bound_from_big(b).unwrap_or(i128::MAX),
                    None => {
                        return Err(PyErr::type_error(format!(
                            "range indices must be integers or slices, not {}",
                            self.type_name(key)
                        )))
                    }
                };
                let index = if index < 0 { index + len } else { index };
                if index < 0 || index >= len {
                    return Err(PyErr::index_error("range object index out of range"));
                }
                Ok(self.int_from_i128(r.item(index)))
            }
            _ => Err(PyErr::type_error(format!(
                "'{}' object is not subscriptable",
                self.type_name(container)
            ))),
        }
    }

    /// `container[key] = value`.
    pub fn setitem(&mut self, container: Value, key: Value, value: Value) -> PyResult<()> {
        if let Value::Ref(id) = container {
            let exact_dict = matches!(self.heap.get(id), Object::Dict(_)) && !self.heap.is_subclass_instance(id);
            if exact_dict {
                return self.dict_set(container, key, value);
            }
        }
        if self.is_user_object(container)
            && self
                .call_user_special(container, crate::symbol::sym::DUNDER_SETITEM, &[key, value])?
                .is_some()
        {
            return Ok(());
        }
        self.builtin_setitem(container, key, value)
    }

    /// `container[key] = value` by the builtin type's own rules, past any user `__setitem__`.
    pub fn builtin_setitem(&mut self, container: Value, key: Value, value: Value) -> PyResult<()> {
        let key = self.sequence_key(container, key)?;
        if let Value::Ref(id) = container {
            match self.heap.get(id) {
                Object::ByteArray(_) => return self.bytearray_setitem(id, key, value),
                Object::MemoryView(_) => return self.memoryview_setitem(id, key, value),
                _ => {}
            }
        }
        match self.object(container) {
            Some(Object::List(items)) => {
                let len = items.len();
                if self.is_slice(key) {
                    return self.assign_slice(container, key, value);
                }
                if self.as_int(key).is_none() {
                    return Err(self.bad_index_type(container, key));
                }
                let Some(i) = self.item_index(key, len)? else {
                    return Err(PyErr::index_error("list assignment index out of range"));
                };
                if let Some(Object::List(items)) = container.heap_id().map(|id| self.heap.get_mut(id)) {
                    items[i] = value;
                }
                Ok(())
            }
            Some(Object::Dict(_)) => self.dict_set(container, key, value),
            _ => Err(PyErr::type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(container)
            ))),
        }
    }

    /// `list[slice] = iterable`.
    fn assign_slice(&mut self, list: Value, slice: Value, value: Value) -> PyResult<()> {
        let new_items = if value == list {
            self.seq_items(list).map(|s| s.to_vec()).unwrap_or_default()
        } else {
            if !self.is_iterable(value) {
                return Err(PyErr::type_error("can only assign an iterable"));
            }
            self.collect_iterable(value)?
        };
        let len = self.seq_items(list).map_or(0, |s| s.len());
        let indices = self.slice_indices(slice, len)?;
        let Some(Object::List(items)) = list.heap_id().map(|id| self.heap.get_mut(id)) else {
            return Ok(());
        };
        if indices.step == 1 {
            let start = indices.start.clamp(0, len as i64) as usize;
            let stop = (start + indices.len).max(start);
            items.splice(start..stop, new_items);
            return Ok(());
        }
        if new_items.len() != indices.len {
            return Err(PyErr::value_error(format!(
                "attempt to assign sequence of size {} to extended slice of size {}",
                new_items.len(),
                indices.len
            )));
        }
        for (k, i) in indices.indices().enumerate() {
            items[i] = new_items[k];
        }
        Ok(())
    }

    /// `del container[key]`.
    pub fn delitem(&mut self, container: Value, key: Value) -> PyResult<()> {
        if self.is_user_object(container)
            && self
                .call_user_special(container, crate::symbol::sym::DUNDER_DELITEM, &[key])?
                .is_some()
        {
            return Ok(());
        }
        self.builtin_delitem(container, key)
    }

    /// `del container[key]` by the builtin type's own rules, past any user `__delitem__`.
    pub fn builtin_delitem(&mut self, container: Value, key: Value) -> PyResult<()> {
        let key = self.sequence_key(container, key)?;
        if let Value::Ref(id) = container {
            match self.heap.get(id) {
                Object::ByteArray(_) => return self.bytearray_delitem(id, key),
                Object::MemoryView(view) if view.readonly => {
                    return Err(PyErr::type_error("cannot modify read-only memory"))
                }
                Object::MemoryView(_) => return Err(PyErr::type_error("cannot delete memory")),
                _ => {}
            }
        }
        match self.object(container) {
            Some(Object::List(items)) => {
                let len = items.len();
                if self.is_slice(key) {
                    let indices = self.slice_indices(key, len)?;
                    let mut remove = vec![false; len];
                    for i in indices.indices() {
                        remove[i] = true;
                    }
                    if let Some(Object::List(items)) = container.heap_id().map(|id| self.heap.get_mut(id)) {
                        let mut k = 0;
                        items.retain(|_| {
                            let keep = !remove[k];
                            k += 1;
                            keep
                        });
                    }
                    return Ok(());
                }
                if self.as_int(key).is_none() {
                    return Err(self.bad_index_type(container, key));
                }
                let Some(i) = self.item_index(key, len)? else {
                    return Err(PyErr::index_error("list assignment index out of range"));
                };
                if let Some(Object::List(items)) = container.heap_id().map(|id| self.heap.get_mut(id)) {
                    items.remove(i);
                }
                Ok(())
            }
            Some(Object::Dict(_)) => match self.dict_remove(container, key)? {
                Some(_) => Ok(()),
                None => Err(self.key_error(key)),
            },

            _ => Err(PyErr::type_error(format!(
                "'{}' object doesn't support item deletion",
                self.type_name(container)
            ))),
        }
    }
}
