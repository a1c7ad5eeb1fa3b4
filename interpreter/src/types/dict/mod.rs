//! The `dict` type: key lookup and update on top of [`DictTable`], building dicts from pairs and
//! mappings, `**` merging for calls, and the dict methods Python code calls.

pub mod methods;
mod table;

pub use table::{DictTable, Entry};

use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

impl Vm {
    /// The table of a dict value.
    pub fn dict_table(&self, v: Value) -> Option<&DictTable> {
        match self.object(v)? {
            Object::Dict(d) => Some(d),
            _ => None,
        }
    }

    /// The hash of `key` and the position of its entry in `dict`, if present.
    pub fn dict_find(&mut self, dict: Value, key: Value) -> PyResult<(i64, Option<usize>)> {
        if let Some(found) = self.dict_find_plain(dict, key) {
            return Ok(found);
        }
        let hash = self.hash(key)?;
        Ok((hash, self.dict_find_hashed(dict, key, hash)?))
    }

    /// [`Vm::dict_find`] for a str or int key, as long as every key it is compared with is an
    /// exact str, int, bool or None (so no Python `__eq__` runs); `None` to take the general way.
    pub(crate) fn dict_find_plain(&self, dict: Value, key: Value) -> Option<(i64, Option<usize>)> {
        let table = self.dict_table(dict)?;
        match key {
            Value::Ref(id) => {
                let Object::Str(text) = self.heap.get(id) else {
                    return None;
                };
                let hash = text.hash();
                let found = table.find_plain(hash, |candidate| match candidate {
                    Value::Ref(other) if other == id => Some(true),
                    Value::Ref(other) => match self.heap.get(other) {
                        Object::Str(other) => Some(other.as_str() == text.as_str()),
                        _ => None,
                    },
                    Value::Int(_) | Value::Bool(_) | Value::None => Some(false),
                    _ => None,
                })?;
                Some((hash, found))
            }
            Value::Int(i) => {
                let hash = crate::types::int::hash_i64(i);
                let found = table.find_plain(hash, |candidate| match candidate {
                    Value::Int(other) => Some(other == i),
                    Value::Bool(b) => Some(i64::from(b.get()) == i),
                    Value::None => Some(false),
                    Value::Ref(other) => match self.heap.get(other) {
                        Object::Str(_) => Some(false),
                        _ => None,
                    },
                    _ => None,
                })?;
                Some((hash, found))
            }
            _ => None,
        }
    }

    /// `key == candidate` (or identity) for set keys whose equality runs no Python code: ints,
    /// bools, None, floats and exact strs; `None` when a user `__eq__` could be involved (dict
    /// lookups use the same rules, specialized to the key's type, in `dict_find_plain`).
    pub(crate) fn plain_eq(&self, key: Value, candidate: Value) -> Option<bool> {
        if key.is_same(candidate) {
            return Some(true);
        }
        let is_str = |v: Value| matches!(v, Value::Ref(id) if matches!(self.heap.get(id), Object::Str(_)));
        match (key, candidate) {
            (Value::Int(a), Value::Int(b)) => Some(a == b),
            (Value::Int(i), Value::Bool(b)) | (Value::Bool(b), Value::Int(i)) => Some(i == i64::from(b.get())),
            (Value::Float(a), Value::Float(b)) => Some(a == b),
            (Value::Bool(a), Value::Bool(b)) => Some(a == b),
            (Value::Ref(a), Value::Ref(b)) => match (self.heap.get(a), self.heap.get(b)) {
                (Object::Str(x), Object::Str(y)) => Some(x.as_str() == y.as_str()),
                _ => None,
            },
            (Value::Int(_) | Value::Bool(_) | Value::None, other)
            | (other, Value::Int(_) | Value::Bool(_) | Value::None)
                if is_str(other) =>
            {
                Some(false)
            }
            (Value::Int(_) | Value::Bool(_), Value::None) | (Value::None, Value::Int(_) | Value::Bool(_)) => {
                Some(false)
            }
            _ => None,
        }
    }

    /// The position of `key` (whose hash is `hash`) in `dict`.
    pub fn dict_find_hashed(&mut self, dict: Value, key: Value, hash: i64) -> PyResult<Option<usize>> {
        let Some(table) = self.dict_table(dict) else {
            return Ok(None);
        };
        let candidates = table.candidates(hash);
        for (position, candidate) in candidates {
            if candidate.is_same(key) {
                return Ok(Some(position));
            }
            if let (Some(Object::Str(a)), Some(Object::Str(b))) = (self.object(candidate), self.object(key)) {
                // Two exact strs: equal texts or not, no Python code can be involved.
                if a.as_str() == b.as_str() {
                    return Ok(Some(position));
                }
                continue;
            }
            if self.eq(candidate, key)? {
                let still_there = self
                    .dict_table(dict)
                    .and_then(|t| t.entry_at(position))
                    .is_some_and(|e| e.key.is_same(candidate));
                return if still_there {
                    Ok(Some(position))
                } else {
                    self.dict_find_hashed(dict, key, hash)
                };
            }
        }
        Ok(None)
    }

    /// `dict.get(key)` without a default.
    pub fn dict_get(&mut self, dict: Value, key: Value) -> PyResult<Option<Value>> {
        let (_, position) = self.dict_find(dict, key)?;
        Ok(position.and_then(|p| self.dict_table(dict).and_then(|t| t.entry_at(p)).map(|e| e.value)))
    }

    /// `key in dict`.
    pub fn dict_contains(&mut self, dict: Value, key: Value) -> PyResult<bool> {
        Ok(self.dict_find(dict, key)?.1.is_some())
    }

    /// `dict[key] = value`.
    pub fn dict_set(&mut self, dict: Value, key: Value, value: Value) -> PyResult<()> {
        let (hash, position) = self.dict_find(dict, key)?;
        let Some(id) = dict.heap_id() else {
            return Ok(());
        };
        let grew = if let Object::Dict(table) = self.heap.get_mut(id) {
            match position {
                Some(p) => {
                    table.set_value_at(p, value);
                    false
                }
                None => {
                    table.push(hash, key, value);
                    true
                }
            }
        } else {
            false
        };
        if grew {
            self.heap.note_growth(std::mem::size_of::<Entry>() + 8);
        }
        Ok(())
    }

    /// Removes `key`, returning its value if it was present.
    pub fn dict_remove(&mut self, dict: Value, key: Value) -> PyResult<Option<Value>> {
        let (_, position) = self.dict_find(dict, key)?;
        let (Some(p), Some(id)) = (position, dict.heap_id()) else {
            return Ok(None);
        };
        match self.heap.get_mut(id) {
            Object::Dict(table) => Ok(Some(table.remove_at(p).value)),
            _ => Ok(None),
        }
    }

    /// The (key, value) pairs of a dict, in order.
    pub fn dict_items(&mut self, dict: Value) -> PyResult<Vec<(Value, Value)>> {
        match self.dict_table(dict) {
            Some(table) => Ok(table.iter().map(|e| (e.key, e.value)).collect()),
            None => Err(PyErr::type_error(format!(
                "'{}' object is not a mapping",
                self.type_name(dict)
            ))),
        }
    }

    /// A dict from a flat list `k1, v1, k2, v2, ...` (a dict display).
    pub fn new_dict_from_pairs(&mut self, flat: &[Value]) -> PyResult<Value> {
        let dict = self
            .heap
            .alloc_value(Object::Dict(DictTable::with_capacity(flat.len() / 2)));
        for pair in flat.chunks_exact(2) {
            self.dict_set(dict, pair[0], pair[1])?;
        }
        Ok(dict)
    }

    /// A dict from (key, value) pairs.
    pub fn new_dict_from_items(&mut self, items: Vec<(Value, Value)>) -> PyResult<Value> {
        let dict = self
            .heap
            .alloc_value(Object::Dict(DictTable::with_capacity(items.len())));
        for (k, v) in items {
            self.dict_set(dict, k, v)?;
        }
        Ok(dict)
    }

    /// `dict.update(other)` where `other` is a dict, a mapping with `keys()`, or an iterable of pairs.
    pub fn dict_update_from(&mut self, dict: Value, other: Value) -> PyResult<()> {
        if self.dict_table(other).is_some() {
            for (k, v) in self.dict_items(other)? {
                self.dict_set(dict, k, v)?;
            }
            return Ok(());
        }
        if self.has_user_class(other) && self.user_special(other, crate::symbol::sym::KEYS).is_some() {
            let keys = self.getattr(other, crate::symbol::sym::KEYS)?;
            let keys = self.call_value(keys, &[])?;
            for key in self.collect_iterable(keys)? {
                let value = self.getitem(other, key)?;
                self.dict_set(dict, key, value)?;
            }
            return Ok(());
        }
        let items = self.collect_iterable(other)?;
        for (index, item) in items.into_iter().enumerate() {
            let pair = match self.seq_items(item) {
                Some(p) => p.to_vec(),
                None => {
                    if !self.is_iterable(item) {
                        return Err(PyErr::type_error(format!(
                            "cannot convert dictionary update sequence element #{index} to a sequence"
                        )));
                    }
                    self.collect_iterable(item)?
                }
            };
            if pair.len() != 2 {
                return Err(PyErr::value_error(format!(
                    "dictionary update sequence element #{index} has length {}; 2 is required",
                    pair.len()
                )));
            }
            self.dict_set(dict, pair[0], pair[1])?;
        }
        Ok(())
    }

    /// `{**mapping}` inside a dict display.
    pub(crate) fn dict_update_display(&mut self, dict: Value, mapping: Value) -> PyResult<()> {
        if self.dict_table(mapping).is_none() {
            return Err(PyErr::type_error(format!(
                "'{}' object is not a mapping",
                self.type_name(mapping)
            )));
        }
        self.dict_update_from(dict, mapping)
    }

    /// `f(**mapping)`: merges keyword arguments, rejecting repeated names.
    pub(crate) fn dict_merge_kwargs(&mut self, dict: Value, mapping: Value, callable: Value) -> PyResult<()> {
        if self.dict_table(mapping).is_none() {
            return Err(self.not_a_kwargs_mapping(callable, mapping));
        }
        for (k, v) in self.dict_items(mapping)? {
            if self.str_of(k).is_none() {
                return Err(PyErr::type_error("keywords must be strings"));
            }
            if self.dict_contains(dict, k)? {
                let name = self.callable_name(callable);
                let key = self.str_of(k).unwrap_or("").to_string();
                return Err(PyErr::type_error(format!(
                    "{name} got multiple values for keyword argument '{key}'"
                )));
            }
            self.dict_set(dict, k, v)?;
        }
        Ok(())
    }

    /// The TypeError for `callable(**mapping)` when `mapping` is not a dict.
    pub(crate) fn not_a_kwargs_mapping(&self, callable: Value, mapping: Value) -> PyErr {
        PyErr::type_error(format!(
            "{} argument after ** must be a mapping, not {}",
            self.callable_name(callable),
            self.type_name(mapping)
        ))
    }

    /// How CPython names a callable in argument errors (`__main__.f()`, `print()`,
    /// `str.format()`).
    pub fn callable_name(&self, callable: Value) -> String {
        match self.object(callable) {
            Some(Object::Function(f)) => {
                let module = self.module_name(f.module);
                format!("{module}.{}()", self.function_qualname(f))
            }
            Some(Object::Class(c)) => format!("{}.{}()", self.module_name(c.module), c.qualname),
            Some(Object::BoundMethod(m)) => self.callable_name(m.function),
            _ => match callable {
                Value::Native(id) => {
                    let def = crate::builtins::registry::native(id);
                    match def.owner {
                        Some(owner) => format!("{}.{}()", owner.name(), def.name),
                        None => format!("{}()", def.name),
                    }
                }
                Value::Type(t) => format!("{}()", t.name()),
                _ => format!("{}()", self.type_name(callable)),
            },
        }
    }

    /// KeyError for a missing key.
    pub fn key_error(&self, key: Value) -> PyErr {
        PyErr::with_value(TypeId::KeyError, key)
    }
}
