//! Iteration: `iter()`, stepping builtin iterators, and one step of a `for` loop (a generator
//! gets its frame pushed; see `generator.rs`).

use crate::bytecode::CodeKind;
use crate::heap::{Object, ViewKind};
use crate::types::iter::IterObj;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::call::CallOutcome;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

/// How deeply iterators may wrap each other (`zip(zip(zip(...)))`) when stepped natively.
const MAX_ITER_NESTING: u32 = 500;

/// What one step of a `for` loop (or `yield from`) produced.
pub enum ForStep {
    Item(Value),
    Done,
    /// A generator frame was pushed; it will deliver the item itself.
    FramePushed,
}

impl Vm {
    /// Whether `iter(v)` would succeed.
    pub fn is_iterable(&self, v: Value) -> bool {
        if self.is_user_object(v)
            && (self.user_special(v, crate::symbol::sym::DUNDER_ITER).is_some()
                || self.user_special(v, crate::symbol::sym::DUNDER_GETITEM).is_some())
        {
            return true;
        }
        let v = self.builtin_value(v);
        matches!(
            self.object(v),
            Some(
                Object::List(_)
                    | Object::Tuple(_)
                    | Object::Str(_)
                    | Object::Bytes(_)
                    | Object::ByteArray(_)
                    | Object::MemoryView(_)
                    | Object::Range(_)
                    | Object::Dict(_)
                    | Object::Set(_)
                    | Object::FrozenSet(_)
                    | Object::DictView(_)
                    | Object::Iter(_)
            )
        ) || self.is_plain_generator(v)
    }

    /// Whether `v` is a generator (not a coroutine or async generator).
    pub fn is_plain_generator(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Generator(g)) if g.kind == CodeKind::Generator)
    }

    /// Whether `v` is an iterator (has `__next__`).
    pub fn is_iterator(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Iter(_)))
            || self.is_plain_generator(v)
            || (self.is_user_object(v) && self.user_special(v, crate::symbol::sym::DUNDER_NEXT).is_some())
    }

    /// Whether `v` can be called.
    pub fn is_callable(&self, v: Value) -> bool {
        match v {
            Value::Native(_) | Value::Type(_) => true,
            Value::Ref(_) => {
                matches!(
                    self.object(v),
                    Some(
                        Object::Function(_)
                            | Object::BoundMethod(_)
                            | Object::Class(_)
                            | Object::StaticMethod(_)
                            | Object::HostFunction(_)
                            | Object::ExtensionFunction { .. }
                    )
                ) || (self.is_user_object(v) && self.user_special(v, crate::symbol::sym::DUNDER_CALL).is_some())
            }
            _ => false,
        }
    }

    /// `iter(v)`.
    pub fn get_iter(&mut self, v: Value) -> PyResult<Value> {
        let Value::Ref(id) = v else {
            return Err(self.not_iterable(v));
        };
        if self.is_user_object(v) {
            if let Some(it) = self.user_iter(v)? {
                return Ok(it);
            }
            if self.heap.is_subclass_instance(id) {
                return self.builtin_iter(v);
            }
            if self.has_builtin_base(v) {
                return self.builtin_iter(self.builtin_value(v));
            }
            if self.user_special(v, crate::symbol::sym::DUNDER_GETITEM).is_some() {
                return Ok(self
                    .heap
                    .alloc_value(Object::Iter(IterObj::GetItem { target: v, index: 0 })));
            }
            return Err(self.not_iterable(v));
        }
        self.builtin_iter(v)
    }

    /// `iter(v)` by the builtin type's own rules, past any user `__iter__`.
    pub fn builtin_iter(&mut self, v: Value) -> PyResult<Value> {
        let Value::Ref(id) = v else {
            return Err(self.not_iterable(v));
        };
        let it = match self.heap.get(id) {
            Object::List(_) | Object::Tuple(_) => IterObj::Seq { seq: id, index: 0 },
            Object::Str(_) => IterObj::Str { text: id, offset: 0 },
            Object::Bytes(_) | Object::ByteArray(_) => IterObj::Bytes { bytes: id, index: 0 },
            Object::MemoryView(_) => {
                self.memoryview(id)?;
                IterObj::Bytes { bytes: id, index: 0 }
            }
            Object::Range(r) => IterObj::Range {
                next: r.start,
                remaining: r.len(),
                step: r.step,
            },
            Object::Dict(d) => IterObj::Dict {
                dict: id,
                position: 0,
                kind: ViewKind::Keys,
                expected_len: d.len(),
                remaining: d.len(),
            },
            Object::Set(s) | Object::FrozenSet(s) => IterObj::Set {
                set: id,
                position: 0,
                expected_len: s.len(),
            },
            Object::DictView(view) => {
                let (dict, kind) = (view.dict, view.kind);
                let len = match self.heap.get(dict) {
                    Object::Dict(d) => d.len(),
                    _ => 0,
                };
                IterObj::Dict {
                    dict,
                    position: 0,
                    kind,
                    expected_len: len,
                    remaining: len,
                }
            }
            Object::Iter(_) => return Ok(v),
            Object::Generator(g) if g.kind == CodeKind::Generator => return Ok(v),
            _ => return Err(self.not_iterable(v)),
        };
        Ok(self.heap.alloc_value(Object::Iter(it)))
    }

    fn not_iterable(&self, v: Value) -> PyErr {
        PyErr::type_error(format!("'{}' object is not iterable", self.type_name(v)))
    }

    /// Every item of an iterable.
    pub fn collect_iterable(&mut self, v: Value) -> PyResult<Vec<Value>> {
        // A list or dict subclass may iterate its own way (`__iter__`): it takes the general path.
        let subclassed = matches!(v, Value::Ref(id) if self.heap.is_subclass_instance(id));
        match self.object(v).filter(|_| !subclassed) {
            Some(Object::List(items) | Object::Tuple(items)) => {
                let len = items.len();
                self.check_alloc_items(len)?;
                self.charge(len as u64 / 16)?;
                return Ok(self.seq_items(v).unwrap_or(&[]).to_vec());
            }
            Some(Object::Dict(d)) => {
                let len = d.len();
                self.check_alloc_items(len)?;
                self.charge(len as u64 / 4)?;
                return Ok(self.dict_keys(v));
            }
            Some(Object::Set(s) | Object::FrozenSet(s)) => {
                let len = s.len();
                self.check_alloc_items(len)?;
                self.charge(len as u64 / 4)?;
                return Ok(match self.object(v) {
                    Some(Object::Set(s) | Object::FrozenSet(s)) => s.keys().collect(),
                    _ => Vec::new(),
                });
            }
            Some(Object::Range(r)) => {
                let r = *r;
                let len = usize::try_from(r.len()).unwrap_or(usize::MAX);
                self.check_alloc_items(len)?;
                self.charge(len as u64)?;
                return Ok((0..r.len()).map(|i| self.int_from_i128(r.item(i))).collect());
            }
            _ => {}
        }
        let iterator = self.get_iter(v)?;
        let mut items = Vec::new();
        while let Some(item) = self.next_value(iterator)? {
            items.push(item);
            if items.len() % 4096 == 0 {
                self.check_alloc_items(items.len())?;
            }
        }
        Ok(items)
    }

    /// `next(it)`: the next item, or `None` when exhausted.
    pub fn next_value(&mut self, it: Value) -> PyResult<Option<Value>> {
        if self.heap.over_limit() {
            // Native code stepping an iterator cannot collect (it holds values the collector
            // does not see): items it makes count until it returns.
            return Err(self.memory_error());
        }
        if !self.is_plain_generator(it) {
            self.charge(1)?;
        }
        self.next_value_depth(it, 0)
    }

    fn next_value_depth(&mut self, it: Value, depth: u32) -> PyResult<Option<Value>> {
        if depth > MAX_ITER_NESTING {
            return Err(PyErr::new(TypeId::RecursionError, "maximum recursion depth exceeded"));
        }
        let Value::Ref(id) = it else {
            return Err(PyErr::type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(it)
            )));
        };
        if self.is_plain_generator(it) {
            return self.resume_generator_nested(id, Value::None);
        }
        if let Some(step) = self.user_next(it)? {
            return Ok(step);
        }
        if let Some(step) = self.step_simple(id)? {
            return Ok(step);
        }
        let Object::Iter(state) = self.heap.get(id) else {
            return Err(PyErr::type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(it)
            )));
        };
        match state.clone() {
            IterObj::Enumerate { inner, count } => match self.next_value_depth(inner, depth + 1)? {
                Some(item) => {
                    if let Object::Iter(IterObj::Enumerate { count: c, .. }) = self.heap.get_mut(id) {
                        *c += 1;
                    }
                    let index = self.int_from_i128(count);
                    Ok(Some(self.new_tuple(vec![index, item])))
                }
                None => Ok(None),
            },
            IterObj::Zip { inners, strict } => {
                if inners.is_empty() {
                    return Ok(None);
                }
                let mut items = Vec::with_capacity(inners.len());
                for (i, inner) in inners.iter().enumerate() {
                    match self.next_value_depth(*inner, depth + 1)? {
                        Some(item) => items.push(item),
                        None => {
                            self.exhaust(id);
                            if strict {
                                if i > 0 {
                                    let plural = if i == 1 { "" } else { "s" };
                                    return Err(PyErr::value_error(format!(
                                        "zip() argument {} is shorter than argument{plural} 1{}",
                                        i + 1,
                                        if i == 1 { String::new() } else { format!("-{i}") }
                                    )));
                                }
                                for (j, other) in inners.iter().enumerate().skip(1) {
                                    if self.next_value_depth(*other, depth + 1)?.is_some() {
                                        let plural = if j == 1 { "" } else { "s" };
                                        return Err(PyErr::value_error(format!(
                                            "zip() argument {} is longer than argument{plural} 1{}",
                                            j + 1,
                                            if j == 1 { String::new() } else { format!("-{j}") }
                                        )));
                                    }
                                }
                            }
                            return Ok(None);
                        }
                    }
                }
                Ok(Some(self.new_tuple(items)))
            }
            IterObj::Map { function, inners } => {
                let mut args = Vec::with_capacity(inners.len());
                for inner in &inners {
                    match self.next_value_depth(*inner, depth + 1)? {
                        Some(item) => args.push(item),
                        None => {
                            self.exhaust(id);
                            return Ok(None);
                        }
                    }
                }
                Ok(Some(self.call_value(function, &args)?))
            }
            IterObj::Filter { function, inner } => loop {
                let Some(item) = self.next_value_depth(inner, depth + 1)? else {
                    return Ok(None);
                };
                let keep = if function == Value::None || function == Value::Type(TypeId::Bool) {
                    self.truthy(item)?
                } else {
                    let result = self.call_value(function, &[item])?;
                    self.truthy(result)?
                };
                if keep {
                    return Ok(Some(item));
                }
            },
            IterObj::GetItem { target, index } => match self.getitem(target, Value::Int(index)) {
                Ok(v) => {
                    if let Object::Iter(IterObj::GetItem { index, .. }) = self.heap.get_mut(id) {
                        *index += 1;
                    }
                    Ok(Some(v))
                }
                Err(e) if self.error_is(&e, TypeId::IndexError) || self.error_is(&e, TypeId::StopIteration) => {
                    self.exhaust(id);
                    Ok(None)
                }
                Err(e) => Err(e),
            },
            IterObj::Callable { function, sentinel } => {
                let value = self.call_value(function, &[])?;
                if self.eq(value, sentinel)? {
                    self.exhaust(id);
                    return Ok(None);
                }
                Ok(Some(value))
            }
            _ => Ok(None),
        }
    }

    fn exhaust(&mut self, id: HeapId) {
        if let Object::Iter(state) = self.heap.get_mut(id) {
            *state = IterObj::Exhausted;
        }
    }

    /// Steps the iterators that need no Python code; `None` for the others.
    fn step_simple(&mut self, id: HeapId) -> PyResult<Option<Option<Value>>> {
        let Object::Iter(state) = self.heap.get(id) else {
            return Ok(None);
        };
        let result = match *state {
            IterObj::Seq { seq, index } => {
                let item = match self.heap.get(seq) {
                    Object::List(items) | Object::Tuple(items) => items.get(index).copied(),
                    _ => None,
                };
                if let Object::Iter(IterObj::Seq { index, .. }) = self.heap.get_mut(id) {
                    *index += 1;
                }
                item
            }
            IterObj::SeqReverse { seq, next } => {
                let len = match self.heap.get(seq) {
                    Object::List(items) | Object::Tuple(items) => items.len(),
                    _ => 0,
                };
                match next {
                    Some(i) if i < len => {
                        let item = match self.heap.get(seq) {
                            Object::List(items) | Object::Tuple(items) => items[i],
                            _ => Value::None,
                        };
                        if let Object::Iter(IterObj::SeqReverse { next, .. }) = self.heap.get_mut(id) {
                            *next = i.checked_sub(1);
                        }
                        Some(item)
                    }
                    _ => None,
                }
            }
            IterObj::Str { text, offset } => {
                let next = match self.heap.get(text) {
                    Object::Str(s) => s.as_str()[offset.min(s.as_str().len())..].chars().next(),
                    _ => None,
                };
                match next {
                    Some(c) => {
                        if let Object::Iter(IterObj::Str { offset, .. }) = self.heap.get_mut(id) {
                            *offset += c.len_utf8();
                        }
                        Some(self.char_str(c))
                    }
                    None => None,
                }
            }
            IterObj::Bytes { bytes, index } => {
                let item = match self.heap.get(bytes) {
                    Object::Bytes(b) => b.get(index).map(|x| Value::Int(*x as i64)),
                    Object::ByteArray(b) => b.data.get(index).map(|x| Value::Int(*x as i64)),
                    Object::MemoryView(view) => crate::types::buffer::view_item(&self.heap, view, index),
                    _ => None,
                };
                if let Object::Iter(IterObj::Bytes { index, .. }) = self.heap.get_mut(id) {
                    *index += 1;
                }
                item
            }
            IterObj::Range { next, remaining, step } => {
                if remaining <= 0 {
                    None
                } else {
                    if let Object::Iter(IterObj::Range {
                        next: n, remaining: r, ..
                    }) = self.heap.get_mut(id)
                    {
                        *n = next.wrapping_add(step);
                        *r -= 1;
                    }
                    Some(self.int_from_i128(next))
                }
            }
            IterObj::Dict {
                dict,
                position,
                expected_len,
                ..
            } => {
                if let Some((kind, key, value)) = self.quick_dict_step(id) {
                    return Ok(Some(Some(match kind {
                        ViewKind::Keys => key,
                        ViewKind::Values => value,
                        ViewKind::Items => self.new_tuple(vec![key, value]),
                    })));
                }
                // No item: the dict changed, or the iterator is exhausted.
                let Object::Dict(table) = self.heap.get(dict) else {
                    return Ok(Some(None));
                };
                if table.len() != expected_len {
                    self.exhaust(id);
                    return Err(PyErr::runtime_error("dictionary changed size during iteration"));
                }
                if table.next_from(position).is_some() {
                    // Items left, but as many as the dict had were already given.
                    self.exhaust(id);
                    return Err(PyErr::runtime_error("dictionary keys changed during iteration"));
                }
                // Exhausted for good: the dict growing later does not revive it.
                self.exhaust(id);
                None
            }
            IterObj::Set {
                set,
                position,
                expected_len,
            } => {
                let table = match self.heap.get(set) {
                    Object::Set(t) | Object::FrozenSet(t) => t,
                    _ => return Ok(Some(None)),
                };
                if table.len() != expected_len {
                    self.exhaust(id);
                    return Err(PyErr::runtime_error("Set changed size during iteration"));
                }
                match table.next_from(position) {
                    Some((key, after)) => {
                        if let Object::Iter(IterObj::Set { position, .. }) = self.heap.get_mut(id) {
                            *position = after;
                        }
                        Some(key)
                    }
                    None => {
                        self.exhaust(id);
                        None
                    }
                }
            }
            IterObj::Exhausted => None,
            _ => return Ok(None),
        };
        Ok(Some(result))
    }

    /// One step of `for x in it`: native iterators step here; a generator gets its frame pushed.
    pub(super) fn for_iter_step(&mut self, it: Value, target: u32) -> PyResult<ForStep> {
        let Value::Ref(id) = it else {
            return Err(self.not_iterable(it));
        };
        if self.is_plain_generator(it) {
            let ret_sp = self.stack.len();
            return Ok(
                if self.push_generator_frame(id, Value::None, FrameExit::ForIter { target }, ret_sp)? {
                    ForStep::FramePushed
                } else {
                    ForStep::Done
                },
            );
        }
        if let Some(method) = self.python_next_method(it) {
            let at = self.stack.len();
            self.stack.push(method);
            self.stack.push(it);
            return match self.call_at(at, at + 1, &[])? {
                CallOutcome::FramePushed => {
                    if let Some(frame) = self.frames.last_mut() {
                        frame.exit = FrameExit::ForNext { target };
                    }
                    Ok(ForStep::FramePushed)
                }
                CallOutcome::Done => Ok(ForStep::Item(self.stack.pop().unwrap_or(Value::None))),
                CallOutcome::Suspended => Err(PyErr::runtime_error("__next__ cannot pause for the host")),
            };
        }
        match self.step_simple(id)? {
            Some(Some(v)) => Ok(ForStep::Item(v)),
            Some(None) => Ok(ForStep::Done),
            None => Ok(match self.next_value(it)? {
                Some(v) => ForStep::Item(v),
                None => ForStep::Done,
            }),
        }
    }

    /// The next item of a `for` loop over a range, a list/tuple iterator or a dict's keys or
    /// values, stepped in place without the general path's checks; `None` when the iterator is
    /// of another kind, is exhausted, its dict changed, or its next int does not fit a
    /// `Value::Int` (the general path decides then).
    #[inline]
    pub(super) fn quick_for_item(&mut self, it: Value) -> Option<Value> {
        let Value::Ref(id) = it else { return None };
        let (seq, index) = match self.heap.get_mut(id) {
            Object::Iter(IterObj::Range { next, remaining, step }) => {
                if *remaining <= 0 {
                    return None;
                }
                let item = i64::try_from(*next).ok()?;
                *next = next.wrapping_add(*step);
                *remaining -= 1;
                return Some(Value::Int(item));
            }
            Object::Iter(IterObj::Seq { seq, index }) => (*seq, *index),
            Object::Iter(IterObj::Dict {
                kind: ViewKind::Keys | ViewKind::Values,
                ..
            }) => {
                let (kind, key, value) = self.quick_dict_step(id)?;
                return Some(if kind == ViewKind::Keys { key } else { value });
            }
            _ => return None,
        };
        let item = match self.heap.get(seq) {
            Object::List(items) | Object::Tuple(items) => *items.get(index)?,
            _ => return None,
        };
        if let Object::Iter(IterObj::Seq { index, .. }) = self.heap.get_mut(id) {
            *index += 1;
        }
        Some(item)
    }

    /// The two items of a `for` loop's next step when the loop unpacks them at once, so no
    /// tuple is made: a dict's key and value (`for k, v in d.items():`) or an index and a list or
    /// tuple item (`for i, x in enumerate(items):`). `None` when the iterator is of another kind,
    /// is exhausted, or its dict changed: the general path decides then (and raises as CPython
    /// does).
    #[inline]
    pub(super) fn quick_pair(&mut self, it: Value) -> Option<(Value, Value)> {
        let Value::Ref(id) = it else { return None };
        match self.heap.get(id) {
            Object::Iter(IterObj::Dict {
                kind: ViewKind::Items, ..
            }) => self.quick_dict_step(id).map(|(_, key, value)| (key, value)),
            Object::Iter(IterObj::Enumerate {
                inner: Value::Ref(inner),
                count,
            }) => {
                let (inner, index) = (*inner, i64::try_from(*count).ok()?);
                let item = self.quick_for_item(Value::Ref(inner))?;
                if let Object::Iter(IterObj::Enumerate { count, .. }) = self.heap.get_mut(id) {
                    *count += 1;
                }
                Some((Value::Int(index), item))
            }
            _ => None,
        }
    }

    /// Pushes the pair of [`Vm::quick_pair`] as the `UnpackSequence(2)` after it would leave it
    /// (the first item on top); `false`, with nothing pushed, when there is none.
    #[inline]
    pub(super) fn push_quick_pair(&mut self, it: Value) -> bool {
        let Some((first, second)) = self.quick_pair(it) else {
            return false;
        };
        self.stack.push(second);
        self.stack.push(first);
        true
    }

    /// A dict iterator's step when it gives an item (`step_simple` decides the rest): the kind
    /// of view it walks and the next key and value, the iterator advanced. `None`, with nothing
    /// changed, when `id` is not a dict iterator, is exhausted, or its dict changed size.
    #[inline]
    fn quick_dict_step(&mut self, id: HeapId) -> Option<(ViewKind, Value, Value)> {
        let (dict, position, kind, expected_len) = match self.heap.get(id) {
            Object::Iter(IterObj::Dict {
                dict,
                position,
                kind,
                expected_len,
                remaining,
            }) if *remaining > 0 => (*dict, *position, *kind, *expected_len),
            _ => return None,
        };
        let Object::Dict(table) = self.heap.get(dict) else {
            return None;
        };
        if table.len() != expected_len {
            return None;
        }
        let (entry, after) = table.next_from(position)?;
        let (key, value) = (entry.key, entry.value);
        if let Object::Iter(IterObj::Dict {
            position, remaining, ..
        }) = self.heap.get_mut(id)
        {
            *position = after;
            *remaining -= 1;
        }
        Some((kind, key, value))
    }

    /// The Python `__next__` of an instance of an iterator class, which a `for` loop runs as a
    /// frame (so it may pause for the host like any other code).
    fn python_next_method(&self, it: Value) -> Option<Value> {
        if !matches!(self.object(it), Some(Object::Instance(_))) || self.has_builtin_base(it) {
            return None;
        }
        let method = self.user_special(it, crate::symbol::sym::DUNDER_NEXT)?;
        matches!(self.object(method), Some(Object::Function(_))).then_some(method)
    }

    /// `reversed(seq)`.
    pub fn reversed(&mut self, seq: Value) -> PyResult<Value> {
        if self.is_user_object(seq) {
            if let Some(method) = self.user_special(seq, crate::symbol::sym::DUNDER_REVERSED) {
                return self.call_value(method, &[seq]);
            }
            if self.has_builtin_base(seq) {
                return self.reversed(self.builtin_value(seq));
            }
        }
        let iterator = match self.object(seq) {
            Some(Object::List(items) | Object::Tuple(items)) => {
                let next = items.len().checked_sub(1);
                IterObj::SeqReverse {
                    seq: seq.heap_id().expect("heap value"),
                    next,
                }
            }
            Some(Object::Range(r)) => {
                let (len, last) = (r.len(), if r.is_empty() { 0 } else { r.item(r.len() - 1) });
                IterObj::Range {
                    next: last,
                    remaining: len,
                    step: -r.step,
                }
            }
            Some(
                Object::Str(_)
                | Object::Bytes(_)
                | Object::ByteArray(_)
                | Object::MemoryView(_)
                | Object::Dict(_)
                | Object::DictView(_),
            ) => {
                let mut items = self.collect_iterable(seq)?;
                items.reverse();
                let list = self.new_list(items);
                IterObj::Seq {
                    seq: list.heap_id().expect("heap value"),
                    index: 0,
                }
            }
            _ => return self.user_reversed(seq),
        };
        Ok(self.heap.alloc_value(Object::Iter(iterator)))
    }

    /// `reversed(obj)` for an instance of a user class with no `__reversed__`: its items by
    /// index from `len(obj) - 1` down to 0.
    fn user_reversed(&mut self, seq: Value) -> PyResult<Value> {
        let not_reversible = || PyErr::type_error(format!("'{}' object is not reversible", self.type_name(seq)));
        if !self.has_user_class(seq) {
            return Err(not_reversible());
        }
        let (Some(_), Some(_)) = (
            self.user_special(seq, crate::symbol::sym::DUNDER_LEN),
            self.user_special(seq, crate::symbol::sym::DUNDER_GETITEM),
        ) else {
            return Err(not_reversible());
        };
        let len = self.len_of(seq)?;
        self.check_alloc_items(len)?;
        let mut items = Vec::with_capacity(len);
        for index in (0..len).rev() {
            items.push(self.getitem(seq, Value::Int(index as i64))?);
        }
        let list = self.new_list(items);
        Ok(self.heap.alloc_value(Object::Iter(IterObj::Seq {
            seq: list.heap_id().expect("heap value"),
            index: 0,
        })))
    }

    /// The keys of a dict, in order.
    fn dict_keys(&self, d: Value) -> Vec<Value> {
        match self.object(d) {
            Some(Object::Dict(d)) => d.iter().map(|e| e.key).collect(),
            _ => Vec::new(),
        }
    }
}
