//! Truth testing, equality, ordering, hashing and membership for builtin values, with CPython's
//! rules for mixed numeric types and its error messages. Recursion into containers is bounded.

use std::cmp::Ordering;

use num_bigint::BigInt;

use crate::bytecode::CmpOp;
use crate::heap::{Object, ViewKind};
use crate::types::int::{hash_i64, hash_int, IntRef};
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// How deep comparison, hashing and repr may recurse into nested containers.
pub const MAX_NESTING: u32 = 900;

/// A number extracted from a value.
#[derive(Clone, Copy)]
pub enum Num<'a> {
    Int(IntRef<'a>),
    Float(f64),
}

impl Vm {
    /// The numeric view of a bool, int or float.
    pub fn as_num(&self, v: Value) -> Option<Num<'_>> {
        match v {
            Value::Int(i) => Some(Num::Int(IntRef::Small(i))),
            Value::Bool(b) => Some(Num::Int(IntRef::Small(b as i64))),
            Value::Float(f) => Some(Num::Float(f)),
            Value::Ref(id) => match self.heap.get(id) {
                Object::BigInt(b) => Some(Num::Int(IntRef::Big(b))),
                _ => None,
            },
            _ => None,
        }
    }

    /// The int view of a bool or int.
    pub fn as_int(&self, v: Value) -> Option<IntRef<'_>> {
        match self.as_num(v)? {
            Num::Int(i) => Some(i),
            Num::Float(_) => None,
        }
    }

    /// `bool(v)` for builtin values.
    pub fn truthy(&mut self, v: Value) -> PyResult<bool> {
        Ok(match v {
            Value::None | Value::Undefined => false,
            Value::Bool(b) => b,
            Value::Int(i) => i != 0,
            Value::Float(f) => f != 0.0,
            Value::Type(_) | Value::Native(_) | Value::NotImplemented | Value::Ellipsis => true,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(s) => s.char_len() > 0,
                Object::BigInt(_) => true,
                Object::Bytes(b) => !b.is_empty(),
                Object::List(v) | Object::Tuple(v) => !v.is_empty(),
                Object::Dict(d) => !d.is_empty(),
                Object::Set(s) | Object::FrozenSet(s) => !s.is_empty(),
                Object::Range(r) => !r.is_empty(),
                Object::DictView(view) => match self.heap.get(view.dict) {
                    Object::Dict(d) => !d.is_empty(),
                    _ => false,
                },
                _ => true,
            },
        })
    }

    /// `a == b`.
    pub fn eq(&mut self, a: Value, b: Value) -> PyResult<bool> {
        self.eq_depth(a, b, 0)
    }

    /// `a is b or a == b` (CPython's `PyObject_RichCompareBool`), as containers compare items.
    pub fn same_or_eq(&self, a: Value, b: Value) -> PyResult<bool> {
        if a.is_same(b) {
            return Ok(true);
        }
        self.eq_depth(a, b, 0)
    }

    fn eq_depth(&self, a: Value, b: Value, depth: u32) -> PyResult<bool> {
        if depth > MAX_NESTING {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        if let (Some(x), Some(y)) = (self.as_num(a), self.as_num(b)) {
            return Ok(num_cmp(x, y) == Some(Ordering::Equal));
        }
        let (Value::Ref(ia), Value::Ref(ib)) = (a, b) else {
            return Ok(a.is_same(b) && a != Value::Undefined);
        };
        if ia == ib {
            if let Object::Tuple(_) | Object::List(_) = self.heap.get(ia) {
            } else {
                return Ok(true);
            }
        }
        Ok(match (self.heap.get(ia), self.heap.get(ib)) {
            (Object::Str(x), Object::Str(y)) => x.as_str() == y.as_str(),
            (Object::Bytes(x), Object::Bytes(y)) => x == y,
            (Object::List(x), Object::List(y)) | (Object::Tuple(x), Object::Tuple(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                for (p, q) in x.iter().zip(y.iter()) {
                    let identical = p.is_same(*q);
                    if !identical && !self.eq_depth(*p, *q, depth + 1)? {
                        return Ok(false);
                    }
                }
                true
            }
            (Object::Dict(x), Object::Dict(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                for entry in x.iter() {
                    let found = y.find(entry.hash, |k| self.eq_depth(k, entry.key, depth + 1))?;
                    match found {
                        Some(pos) => {
                            let other = y.entry(pos).value;
                            if !self.eq_depth(entry.value, other, depth + 1)? {
                                return Ok(false);
                            }
                        }
                        None => return Ok(false),
                    }
                }
                true
            }
            (Object::Set(x) | Object::FrozenSet(x), Object::Set(y) | Object::FrozenSet(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                for (hash, key) in x.entries() {
                    if y.find(hash, |k| self.eq_depth(k, key, depth + 1))?.is_none() {
                        return Ok(false);
                    }
                }
                true
            }
            (Object::Range(x), Object::Range(y)) => {
                let (lx, ly) = (x.len(), y.len());
                lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)))
            }
            (Object::Slice(x), Object::Slice(y)) => {
                self.eq_depth(x.start, y.start, depth + 1)?
                    && self.eq_depth(x.stop, y.stop, depth + 1)?
                    && self.eq_depth(x.step, y.step, depth + 1)?
            }
            (Object::DictView(x), Object::DictView(y)) if x.kind == y.kind && x.kind != ViewKind::Values => {
                let xs = self.view_as_set_items(Value::Ref(ia))?;
                let ys = self.view_as_set_items(Value::Ref(ib))?;
                if xs.len() != ys.len() {
                    return Ok(false);
                }
                for item in &xs {
                    let mut found = false;
                    for other in &ys {
                        if self.eq_depth(*item, *other, depth + 1)? {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        return Ok(false);
                    }
                }
                true
            }
            (Object::DictView(view), Object::Set(set) | Object::FrozenSet(set))
            | (Object::Set(set) | Object::FrozenSet(set), Object::DictView(view))
                if view.kind != ViewKind::Values =>
            {
                let Object::Dict(dict) = self.heap.get(view.dict) else {
                    return Ok(false);
                };
                if dict.len() != set.len() {
                    return Ok(false);
                }
                for element in set.keys() {
                    let found = match view.kind {
                        ViewKind::Keys => {
                            let hash = self.hash_depth(element, depth + 1)?;
                            dict.find(hash, |k| self.eq_depth(k, element, depth + 1))?.is_some()
                        }
                        _ => match self.object(element) {
                            Some(Object::Tuple(pair)) if pair.len() == 2 => {
                                let hash = self.hash_depth(pair[0], depth + 1)?;
                                match dict.find(hash, |k| self.eq_depth(k, pair[0], depth + 1))? {
                                    Some(p) => self.eq_depth(dict.entry(p).value, pair[1], depth + 1)?,
                                    None => false,
                                }
                            }
                            _ => false,
                        },
                    };
                    if !found {
                        return Ok(false);
                    }
                }
                true
            }
            (Object::BoundMethod(x), Object::BoundMethod(y)) => {
                x.receiver.is_same(y.receiver) && x.function.is_same(y.function)
            }
            _ => ia == ib,
        })
    }

    /// The items of a keys or items view (keys, or (key, value) pairs as tuples are not
    /// allocated: pairs are compared through their parts by the caller).
    fn view_as_set_items(&self, view: Value) -> PyResult<Vec<Value>> {
        let Some(Object::DictView(v)) = self.object(view) else {
            return Ok(Vec::new());
        };
        let Object::Dict(d) = self.heap.get(v.dict) else {
            return Ok(Vec::new());
        };
        Ok(d.iter().map(|e| e.key).collect())
    }

    /// `a op b` for the six rich comparisons.
    pub fn compare(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Value> {
        match op {
            CmpOp::Eq => return Ok(Value::Bool(self.eq(a, b)?)),
            CmpOp::Ne => return Ok(Value::Bool(!self.eq(a, b)?)),
            _ => {}
        }
        if let Some(result) = self.set_compare(op, a, b)? {
            return Ok(Value::Bool(result));
        }
        let ordering = self.order(op, a, b, 0)?;
        Ok(Value::Bool(match ordering {
            None => false,
            Some(o) => match op {
                CmpOp::Lt => o == Ordering::Less,
                CmpOp::Le => o != Ordering::Greater,
                CmpOp::Gt => o == Ordering::Greater,
                CmpOp::Ge => o != Ordering::Less,
                CmpOp::Eq | CmpOp::Ne => unreachable!("handled above"),
            },
        }))
    }

    /// `a < b` as used by sorting, min and max.
    pub fn less_than(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x < y);
        }
        if let Some(result) = self.set_compare(CmpOp::Lt, a, b)? {
            return Ok(result);
        }
        Ok(self.order(CmpOp::Lt, a, b, 0)? == Some(Ordering::Less))
    }

    /// The ordering of two values for `<`, `<=`, `>`, `>=`; `None` when unordered (NaN).
    fn order(&self, op: CmpOp, a: Value, b: Value, depth: u32) -> PyResult<Option<Ordering>> {
        if depth > MAX_NESTING {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        if let (Some(x), Some(y)) = (self.as_num(a), self.as_num(b)) {
            return Ok(num_cmp(x, y));
        }
        if let (Value::Ref(ia), Value::Ref(ib)) = (a, b) {
            match (self.heap.get(ia), self.heap.get(ib)) {
                (Object::Str(x), Object::Str(y)) => return Ok(Some(x.as_str().cmp(y.as_str()))),
                (Object::Bytes(x), Object::Bytes(y)) => return Ok(Some(x.cmp(y))),
                (Object::List(x), Object::List(y)) | (Object::Tuple(x), Object::Tuple(y)) => {
                    for (p, q) in x.iter().zip(y.iter()) {
                        let identical = p.is_same(*q);
                        if !identical && !self.eq_depth(*p, *q, depth + 1)? {
                            return self.order(op, *p, *q, depth + 1);
                        }
                    }
                    return Ok(Some(x.len().cmp(&y.len())));
                }
                _ => {}
            }
        }
        Err(PyErr::type_error(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            op.symbol(),
            self.type_name(a),
            self.type_name(b)
        )))
    }

    /// A set, or a dict keys/items view as a set (the set-like operands), else `None`.
    pub fn as_set_operand(&mut self, v: Value) -> PyResult<Option<Value>> {
        match self.object(v) {
            Some(Object::Set(_) | Object::FrozenSet(_)) => Ok(Some(v)),
            Some(Object::DictView(view)) if view.kind != ViewKind::Values => {
                let items = self.collect_iterable(v)?;
                Ok(Some(self.new_set_from(&items)?))
            }
            _ => Ok(None),
        }
    }

    /// Subset comparisons between sets (or keys/items views); `None` for other operands.
    fn set_compare(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Option<bool>> {
        let is_view =
            |vm: &Vm, v: Value| matches!(vm.object(v), Some(Object::DictView(view)) if view.kind != ViewKind::Values);
        let (a, b) = if is_view(self, a) || is_view(self, b) {
            match (self.as_set_operand(a)?, self.as_set_operand(b)?) {
                (Some(x), Some(y)) => (x, y),
                _ => return Ok(None),
            }
        } else {
            (a, b)
        };
        let (Some(x), Some(y)) = (self.set_table(a), self.set_table(b)) else {
            return Ok(None);
        };
        let (lx, ly) = (x.len(), y.len());
        let subset =
            |vm: &Vm, small: &crate::types::set::SetTable, big: &crate::types::set::SetTable| -> PyResult<bool> {
                for (hash, key) in small.entries() {
                    if big.find(hash, |k| vm.eq_depth(k, key, 1))?.is_none() {
                        return Ok(false);
                    }
                }
                Ok(true)
            };
        Ok(Some(match op {
            CmpOp::Le => lx <= ly && subset(self, x, y)?,
            CmpOp::Lt => lx < ly && subset(self, x, y)?,
            CmpOp::Ge => lx >= ly && subset(self, y, x)?,
            CmpOp::Gt => lx > ly && subset(self, y, x)?,
            CmpOp::Eq | CmpOp::Ne => return Ok(None),
        }))
    }

    /// The table of a set or frozenset value.
    pub fn set_table(&self, v: Value) -> Option<&crate::types::set::SetTable> {
        match self.object(v)? {
            Object::Set(s) | Object::FrozenSet(s) => Some(s),
            _ => None,
        }
    }

    /// `hash(v)`.
    pub fn hash(&mut self, v: Value) -> PyResult<i64> {
        self.hash_depth(v, 0)
    }

    fn hash_depth(&self, v: Value, depth: u32) -> PyResult<i64> {
        if depth > MAX_NESTING {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while hashing",
            ));
        }
        Ok(match v {
            Value::Int(i) => hash_i64(i),
            Value::Bool(b) => b as i64,
            Value::Float(f) => crate::types::float::hash_f64(f),
            Value::None => 0x5f3759df,
            Value::Undefined => 0,
            Value::Type(t) => 0x1000 + t as i64 * 16,
            Value::Native(n) => 0x100000 + n.0 as i64 * 16,
            Value::NotImplemented => 0x7777,
            Value::Ellipsis => 0x8888,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(s) => s.hash(),
                Object::BigInt(b) => hash_int(IntRef::Big(b)),
                Object::Bytes(b) => crate::types::str::hash_str(&String::from_utf8_lossy(b)),
                Object::Tuple(items) => {
                    const PRIME_1: u64 = 11_400_714_785_074_694_791;
                    const PRIME_2: u64 = 14_029_467_366_897_019_727;
                    const PRIME_5: u64 = 2_870_177_450_012_600_261;
                    let mut acc = PRIME_5;
                    for item in items {
                        let lane = self.hash_depth(*item, depth + 1)? as u64;
                        acc = acc.wrapping_add(lane.wrapping_mul(PRIME_2));
                        acc = acc.rotate_left(31);
                        acc = acc.wrapping_mul(PRIME_1);
                    }
                    acc = acc.wrapping_add((items.len() as u64) ^ (PRIME_5 ^ 3_527_539));
                    if acc == u64::MAX {
                        1_546_275_796
                    } else {
                        acc as i64
                    }
                }
                Object::FrozenSet(s) => s.frozen_hash(),
                Object::Range(r) => {
                    let parts = [
                        r.len(),
                        if r.is_empty() { 0 } else { r.start },
                        if r.len() > 1 { r.step } else { 0 },
                    ];
                    parts
                        .iter()
                        .fold(0x345678i64, |acc, p| acc.wrapping_mul(1_000_003) ^ hash_i64(*p as i64))
                }
                Object::List(_) | Object::Dict(_) | Object::Set(_) | Object::DictView(_) => {
                    return Err(PyErr::type_error(format!("unhashable type: '{}'", self.type_name(v))))
                }
                Object::Slice(_) => return Err(PyErr::type_error("unhashable type: 'slice'")),
                _ => (id.0 as i64) << 4,
            },
        })
    }

    /// `item in container`.
    pub fn contains(&mut self, container: Value, item: Value) -> PyResult<bool> {
        if let Value::Ref(id) = container {
            match self.heap.get(id) {
                Object::Str(s) => {
                    let Some(needle) = self.str_of(item) else {
                        return Err(PyErr::type_error(format!(
                            "'in <string>' requires string as left operand, not {}",
                            self.type_name(item)
                        )));
                    };
                    return Ok(s.as_str().contains(needle));
                }
                Object::List(items) | Object::Tuple(items) => {
                    let items = items.clone();
                    for candidate in items {
                        if candidate.is_same(item) || self.eq(candidate, item)? {
                            return Ok(true);
                        }
                    }
                    return Ok(false);
                }
                Object::Dict(_) => return self.dict_contains(container, item),
                Object::Set(_) | Object::FrozenSet(_) => return self.set_contains(container, item),
                Object::Range(r) => {
                    let r = *r;
                    return Ok(match self.as_num(item) {
                        Some(Num::Int(IntRef::Small(i))) => r.index_of(i as i128).is_some(),
                        Some(Num::Int(IntRef::Big(b))) => {
                            crate::types::range::bound_from_big(b).is_some_and(|i| r.index_of(i).is_some())
                        }
                        Some(Num::Float(f)) if f.fract() == 0.0 && f.abs() < 1.0e38 => r.index_of(f as i128).is_some(),
                        _ => false,
                    });
                }
                Object::Bytes(b) => {
                    if let Some(i) = self.as_int(item) {
                        let byte = match i {
                            IntRef::Small(x) if (0..256).contains(&x) => x as u8,
                            _ => return Err(PyErr::value_error("byte must be in range(0, 256)")),
                        };
                        return Ok(b.contains(&byte));
                    }
                    let Some(Object::Bytes(needle)) = self.object(item) else {
                        return Err(PyErr::type_error(format!(
                            "a bytes-like object is required, not '{}'",
                            self.type_name(item)
                        )));
                    };
                    return Ok(needle.is_empty() || b.windows(needle.len()).any(|w| w == needle.as_slice()));
                }
                Object::DictView(view) => {
                    let (dict, kind) = (Value::Ref(view.dict), view.kind);
                    match kind {
                        ViewKind::Keys => return self.dict_contains(dict, item),
                        ViewKind::Items => {
                            let Some(pair) = self.seq_items(item).map(|s| s.to_vec()) else {
                                return Ok(false);
                            };
                            if pair.len() != 2 {
                                return Ok(false);
                            }
                            return match self.dict_get(dict, pair[0])? {
                                Some(v) => self.eq(v, pair[1]),
                                None => Ok(false),
                            };
                        }
                        ViewKind::Values => {}
                    }
                }
                _ => {}
            }
        }
        if !self.is_iterable(container) {
            return Err(PyErr::type_error(format!(
                "argument of type '{}' is not iterable",
                self.type_name(container)
            )));
        }
        let iterator = self.get_iter(container)?;
        while let Some(candidate) = self.next_value(iterator)? {
            if self.eq(candidate, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// Exact comparison of two numbers (ints compared with floats without rounding).
pub fn num_cmp(a: Num, b: Num) -> Option<Ordering> {
    match (a, b) {
        (Num::Int(IntRef::Small(x)), Num::Int(IntRef::Small(y))) => Some(x.cmp(&y)),
        (Num::Int(x), Num::Int(y)) => Some(x.to_big().cmp(&y.to_big())),
        (Num::Float(x), Num::Float(y)) => x.partial_cmp(&y),
        (Num::Int(i), Num::Float(f)) => int_float_cmp(i, f),
        (Num::Float(f), Num::Int(i)) => int_float_cmp(i, f).map(Ordering::reverse),
    }
}

fn int_float_cmp(i: IntRef, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if let IntRef::Small(x) = i {
        if x.unsigned_abs() < (1 << 53) {
            return (x as f64).partial_cmp(&f);
        }
    }
    let floor = f.floor();
    let big_floor = BigInt::from(floor as i128);
    let big_floor = if floor.abs() >= 1.0e38 {
        float_to_big(floor)
    } else {
        big_floor
    };
    let value = i.to_big();
    match value.cmp(&big_floor) {
        Ordering::Equal => Some(if f > floor { Ordering::Less } else { Ordering::Equal }),
        other => Some(other),
    }
}

/// The exact integer value of a finite, integral float.
pub fn float_to_big(f: f64) -> BigInt {
    if f.abs() < 9.0e18 {
        return BigInt::from(f as i64);
    }
    let (m, e) = crate::types::float::frexp(f);
    let mantissa = (m * 2f64.powi(53)) as i64;
    let shift = e - 53;
    let big = BigInt::from(mantissa);
    if shift >= 0 {
        big << shift as u32
    } else {
        big >> (-shift) as u32
    }
}
