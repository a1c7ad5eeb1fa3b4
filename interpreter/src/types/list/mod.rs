//! The `list` type: appending and extending (with memory accounting), sorting by key, and the
//! list methods.

pub mod key_order;
pub mod methods;
pub mod sort;

use crate::heap::Object;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

impl Vm {
    /// `list.append(v)`.
    pub fn list_append(&mut self, list: Value, v: Value) {
        if let Some(Object::List(items)) = list.heap_id().map(|id| self.heap.get_mut(id)) {
            let before = items.capacity();
            items.push(v);
            let grown = items.capacity() - before;
            if grown > 0 {
                self.heap.note_growth(grown * std::mem::size_of::<Value>());
            }
        }
    }

    /// `list.extend(iterable)`.
    pub fn list_extend(&mut self, list: Value, iterable: Value) -> PyResult<()> {
        let items = self.collect_iterable(iterable)?;
        if let Some(Object::List(target)) = list.heap_id().map(|id| self.heap.get_mut(id)) {
            let before = target.capacity();
            target.extend_from_slice(&items);
            let grown = target.capacity() - before;
            self.heap.note_growth(grown * std::mem::size_of::<Value>());
        }
        Ok(())
    }

    /// `[*iterable]` in a display (CPython's `LIST_EXTEND`): a value that is not iterable fails
    /// with `Value after * must be an iterable, not int`.
    pub fn list_extend_display(&mut self, list: Value, iterable: Value) -> PyResult<()> {
        if !self.is_iterable(iterable) {
            return Err(PyErr::type_error(format!(
                "Value after * must be an iterable, not {}",
                self.type_name(iterable)
            )));
        }
        self.list_extend(list, iterable)
    }

    /// Sorts `items` in place by `key` (a callable or None), stably, descending when `reverse`.
    pub fn sort_values(&mut self, items: &mut [Value], key: Value, reverse: bool) -> PyResult<()> {
        let n = items.len() as u64;
        self.charge(n * u64::from(64 - n.leading_zeros()))?;
        if key == Value::None {
            let order = self.key_order(items.iter().copied());
            if let Some(sorted) = self.plain_sort_order(order, items.iter().copied(), reverse) {
                let sorted: Vec<Value> = sorted.into_iter().map(|i| items[i]).collect();
                items.copy_from_slice(&sorted);
                return Ok(());
            }
            return sort::merge_sort(items, &mut |a: &Value, b: &Value| {
                if reverse {
                    self.key_less(order, *b, *a)
                } else {
                    self.key_less(order, *a, *b)
                }
            });
        }
        let mut keyed: Vec<(Value, Value)> = Vec::with_capacity(items.len());
        for item in items.iter() {
            let k = self.call_value(key, &[*item])?;
            keyed.push((k, *item));
        }
        let order = self.key_order(keyed.iter().map(|pair| pair.0));
        if let Some(sorted) = self.plain_sort_order(order, keyed.iter().map(|pair| pair.0), reverse) {
            for (slot, i) in items.iter_mut().zip(sorted) {
                *slot = keyed[i].1;
            }
            return Ok(());
        }
        sort::merge_sort(&mut keyed, &mut |a: &(Value, Value), b: &(Value, Value)| {
            if reverse {
                self.key_less(order, b.0, a.0)
            } else {
                self.key_less(order, a.0, b.0)
            }
        })?;
        for (slot, (_, item)) in items.iter_mut().zip(keyed) {
            *slot = item;
        }
        Ok(())
    }
}
