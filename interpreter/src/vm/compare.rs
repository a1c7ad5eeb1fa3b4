//! Truth testing, equality and ordering of values, with CPython's rules for mixed numeric types,
//! user-defined `__eq__`/`__lt__` (with `NotImplemented` and reflection), and its error
//! messages. Recursion into containers is bounded.

use std::cmp::Ordering;

use num_bigint::BigInt;

use crate::bytecode::CmpOp;
use crate::heap::{Object, ViewKind};
use crate::types::int::IntRef;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// How deep comparison, hashing and repr may recurse into nested containers.
pub const MAX_NESTING: u32 = 900;

/// What a RecursionError from comparing says.
const COMPARISON_CONTEXT: &str = "in comparison";

/// A number extracted from a value.
#[derive(Clone, Copy)]
pub enum Num<'a> {
    Int(IntRef<'a>),
    Float(f64),
}

fn too_deep(what: &str) -> PyErr {
    PyErr::new(
        TypeId::RecursionError,
        format!("maximum recursion depth exceeded {what}"),
    )
}

impl Vm {
    /// The numeric view of a bool, int or float.
    pub fn as_num(&self, v: Value) -> Option<Num<'_>> {
        match v {
            Value::Int(i) => Some(Num::Int(IntRef::Small(i))),
            Value::Bool(b) => Some(Num::Int(IntRef::Small(i64::from(b.get())))),
            Value::Float(f) => Some(Num::Float(f.get())),
            Value::Ref(id) => match self.heap.get(id) {
                Object::BigInt(b) => Some(Num::Int(IntRef::Big(b))),
                Object::Instance(i) if i.base != Value::Undefined => self.as_num(i.base),
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

    /// `bool(v)`.
    pub fn truthy(&mut self, v: Value) -> PyResult<bool> {
        Ok(match v {
            Value::None | Value::Undefined => false,
            Value::Bool(b) => b.get(),
            Value::Int(i) => i != 0,
            Value::Float(f) => f.get() != 0.0,
            Value::Type(_) | Value::Native(_) | Value::NotImplemented | Value::Ellipsis => true,
            Value::Ref(id) => {
                if let Some(truth) = self.user_truthy(v)? {
                    return Ok(truth);
                }
                if self.has_builtin_base(v) {
                    return self.truthy(self.builtin_value(v));
                }
                match self.heap.get(id) {
                    Object::Str(s) => s.char_len() > 0,
                    Object::BigInt(_) => true,
                    Object::Complex(z) => !z.is_zero(),
                    Object::Bytes(b) => !b.is_empty(),
                    Object::ByteArray(b) => !b.data.is_empty(),
                    Object::MemoryView(_) => self.memoryview_len(id)? > 0,
                    Object::List(v) | Object::Tuple(v) => !v.is_empty(),
                    Object::Dict(d) => !d.is_empty(),
                    Object::Set(s) | Object::FrozenSet(s) => !s.is_empty(),
                    Object::Range(r) => !r.is_empty(),
                    Object::DictView(view) => match self.heap.get(view.dict) {
                        Object::Dict(d) => !d.is_empty(),
                        _ => false,
                    },
                    _ => true,
                }
            }
        })
    }

    /// `a == b`.
    pub fn eq(&mut self, a: Value, b: Value) -> PyResult<bool> {
        self.eq_depth(a, b, 0)
    }

    /// `a is b or a == b` (CPython's `PyObject_RichCompareBool`), as containers compare items.
    pub fn same_or_eq(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if a.is_same(b) {
            return Ok(true);
        }
        self.eq_depth(a, b, 0)
    }

    fn same_or_eq_depth(&mut self, a: Value, b: Value, depth: u32) -> PyResult<bool> {
        if a.is_same(b) {
            return Ok(true);
        }
        self.eq_depth(a, b, depth)
    }

    fn eq_depth(&mut self, a: Value, b: Value, depth: u32) -> PyResult<bool> {
        if depth > MAX_NESTING {
            return Err(too_deep("in comparison"));
        }
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x == y);
        }
        if let (Some(Object::Str(x)), Some(Object::Str(y))) = (self.object(a), self.object(b)) {
            let (equal, scanned) = (x.as_str() == y.as_str(), same_len(x.as_str().len(), y.as_str().len()));
            self.charge_scan(scanned)?;
            return Ok(equal);
        }
        if self.has_builtin_base(a) || self.has_builtin_base(b) {
            if let Some(r) = self.user_compare(CmpOp::Eq, a, b)? {
                return self.truthy(r);
            }
            return self.eq_depth(self.builtin_value(a), self.builtin_value(b), depth + 1);
        }
        if let (Some(Object::BigInt(x)), Some(Object::BigInt(y))) = (self.object(a), self.object(b)) {
            let (equal, scanned) = (x == y, (x.bits() / 8) as usize);
            self.charge_scan(scanned)?;
            return Ok(equal);
        }
        if let (Some(x), Some(y)) = (self.as_num(a), self.as_num(b)) {
            return Ok(num_cmp(x, y) == Some(Ordering::Equal));
        }
        if let Some(equal) = self.complex_eq(a, b) {
            return Ok(equal);
        }
        if self.is_user_object(a) || self.is_user_object(b) {
            if let Some(r) = self.user_compare(CmpOp::Eq, a, b)? {
                return self.truthy(r);
            }
        }
        self.builtin_eq(a, b, depth)
    }

    /// `==` by the builtin rules once user `__eq__` methods have declined: identity for plain
    /// instances, contents for containers (including dict and list subclass instances).
    pub(super) fn builtin_eq(&mut self, a: Value, b: Value, depth: u32) -> PyResult<bool> {
        let (Value::Ref(ia), Value::Ref(ib)) = (a, b) else {
            return Ok(a.is_same(b) && a != Value::Undefined);
        };
        if ia == ib {
            return Ok(true);
        }
        if let Some(equal) = self.buffers_equal(ia, ib)? {
            return Ok(equal);
        }
        match (self.heap.get(ia), self.heap.get(ib)) {
            (Object::Str(x), Object::Str(y)) => {
                let (equal, scanned) = (x.as_str() == y.as_str(), same_len(x.as_str().len(), y.as_str().len()));
                self.charge_scan(scanned)?;
                Ok(equal)
            }
            (Object::Bytes(x), Object::Bytes(y)) => {
                let (equal, scanned) = (x == y, same_len(x.len(), y.len()));
                self.charge_scan(scanned)?;
                Ok(equal)
            }
            (Object::List(x), Object::List(y)) | (Object::Tuple(x), Object::Tuple(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                self.charge(x.len() as u64)?;
                let mut i = 0;
                while let (Some(p), Some(q)) = (self.item_at(ia, i), self.item_at(ib, i)) {
                    if !self.same_or_eq_depth(p, q, depth + 1)? {
                        return Ok(false);
                    }
                    i += 1;
                }
                Ok(self.seq_items(a).map(<[Value]>::len) == self.seq_items(b).map(<[Value]>::len))
            }
            (Object::Dict(x), Object::Dict(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                let len = x.len() as u64;
                self.charge(len)?;
                let (Object::Dict(x), Object::Dict(_)) = (self.heap.get(ia), self.heap.get(ib)) else {
                    return Ok(false);
                };
                let entries: Vec<(Value, Value)> = x.iter().map(|e| (e.key, e.value)).collect();
                for (key, value) in entries {
                    match self.nested_native(COMPARISON_CONTEXT, |vm| vm.dict_get(b, key))? {
                        Some(other) => {
                            if !self.same_or_eq_depth(value, other, depth + 1)? {
                                return Ok(false);
                            }
                        }
                        None => return Ok(false),
                    }
                }
                Ok(true)
            }
            (Object::Set(x) | Object::FrozenSet(x), Object::Set(y) | Object::FrozenSet(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                let len = x.len() as u64;
                self.charge(len)?;
                let (Object::Set(x) | Object::FrozenSet(x)) = self.heap.get(ia) else {
                    return Ok(false);
                };
                let keys: Vec<Value> = x.keys().collect();
                for key in keys {
                    if !self.nested_native(COMPARISON_CONTEXT, |vm| vm.set_contains(b, key))? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            (Object::Range(x), Object::Range(y)) => {
                let (lx, ly) = (x.len(), y.len());
                Ok(lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step))))
            }
            (Object::Slice(x), Object::Slice(y)) => {
                let (x, y) = (*x, *y);
                Ok(self.eq_depth(x.start, y.start, depth + 1)?
                    && self.eq_depth(x.stop, y.stop, depth + 1)?
                    && self.eq_depth(x.step, y.step, depth + 1)?)
            }
            (Object::DictView(x), _) | (_, Object::DictView(x)) if x.kind != ViewKind::Values => {
                let (Some(left), Some(right)) = (self.as_set_operand(a)?, self.as_set_operand(b)?) else {
                    return Ok(false);
                };
                self.eq_depth(left, right, depth + 1)
            }
            (Object::BoundMethod(x), Object::BoundMethod(y)) => {
                Ok(x.receiver.is_same(y.receiver) && x.function.is_same(y.function))
            }
            _ => Ok(false),
        }
    }

    /// `a op b` for the six rich comparisons.
    pub fn compare(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Value> {
        self.compare_depth(op, a, b, 0)
    }

    fn compare_depth(&mut self, op: CmpOp, a: Value, b: Value, depth: u32) -> PyResult<Value> {
        if depth > MAX_NESTING {
            return Err(too_deep("in comparison"));
        }
        if let Some(truth) = super::quick_ops::quick_compare(op, a, b) {
            return Ok(Value::bool(truth));
        }
        if let (Some(Object::Str(x)), Some(Object::Str(y))) = (self.object(a), self.object(b)) {
            // UTF-8 orders byte strings as their code points: str order is byte order.
            let (order, scanned) = (x.as_str().cmp(y.as_str()), x.as_str().len().min(y.as_str().len()));
            self.charge_scan(scanned)?;
            return Ok(Value::bool(ordering_satisfies(op, Some(order))));
        }
        if self.has_builtin_base(a) || self.has_builtin_base(b) {
            if let Some(r) = self.user_compare(op, a, b)? {
                return Ok(r);
            }
            let (x, y) = (self.builtin_value(a), self.builtin_value(b));
            return self.compare_depth(op, x, y, depth + 1).map_err(|e| {
                let expected = self.not_orderable(op, x, y);
                e.replaced_if(&expected, || self.not_orderable(op, a, b))
            });
        }
        match op {
            CmpOp::Eq => {
                if self.is_user_object(a) || self.is_user_object(b) {
                    if let Some(r) = self.user_compare(op, a, b)? {
                        return Ok(r);
                    }
                    return Ok(Value::bool(self.builtin_eq(a, b, depth)?));
                }
                return Ok(Value::bool(self.eq_depth(a, b, depth)?));
            }
            CmpOp::Ne => {
                if self.is_user_object(a) || self.is_user_object(b) {
                    if let Some(r) = self.user_compare(op, a, b)? {
                        return Ok(r);
                    }
                    return Ok(Value::bool(!self.builtin_eq(a, b, depth)?));
                }
                return Ok(Value::bool(!self.eq_depth(a, b, depth)?));
            }
            _ => {}
        }
        if let (Some(x), Some(y)) = (self.as_num(a), self.as_num(b)) {
            return Ok(Value::bool(ordering_satisfies(op, num_cmp(x, y))));
        }
        if self.is_user_object(a) || self.is_user_object(b) {
            if let Some(r) = self.user_compare(op, a, b)? {
                return Ok(r);
            }
        }
        if let Some(result) = self.set_compare(op, a, b)? {
            return Ok(Value::bool(result));
        }
        if let (Value::Ref(ia), Value::Ref(ib)) = (a, b) {
            if let Some(order) = self.bytes_order(ia, ib)? {
                return Ok(Value::bool(ordering_satisfies(op, Some(order))));
            }
            match (self.heap.get(ia), self.heap.get(ib)) {
                (Object::Str(x), Object::Str(y)) => {
                    let (order, scanned) = (x.as_str().cmp(y.as_str()), x.as_str().len().min(y.as_str().len()));
                    self.charge_scan(scanned)?;
                    return Ok(Value::bool(ordering_satisfies(op, Some(order))));
                }
                (Object::Bytes(x), Object::Bytes(y)) => {
                    let (order, scanned) = (x.cmp(y), x.len().min(y.len()));
                    self.charge_scan(scanned)?;
                    return Ok(Value::bool(ordering_satisfies(op, Some(order))));
                }
                (Object::List(_), Object::List(_)) | (Object::Tuple(_), Object::Tuple(_)) => {
                    return self.sequence_order(op, a, b, depth);
                }
                _ => {}
            }
        }
        Err(self.not_orderable(op, a, b))
    }

    pub(super) fn not_orderable(&self, op: CmpOp, a: Value, b: Value) -> PyErr {
        PyErr::type_error(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            op.symbol(),
            self.type_name(a),
            self.type_name(b)
        ))
    }

    /// An ordering of two lists or two tuples: by their first unequal items, else their lengths.
    fn sequence_order(&mut self, op: CmpOp, a: Value, b: Value, depth: u32) -> PyResult<Value> {
        let (Value::Ref(ia), Value::Ref(ib)) = (a, b) else {
            return Err(self.not_orderable(op, a, b));
        };
        let mut i = 0;
        while let (Some(p), Some(q)) = (self.item_at(ia, i), self.item_at(ib, i)) {
            if !self.same_or_eq_depth(p, q, depth + 1)? {
                return self.compare_depth(op, p, q, depth + 1);
            }
            i += 1;
        }
        let (x, y) = (
            self.seq_items(a).map_or(0, <[Value]>::len),
            self.seq_items(b).map_or(0, <[Value]>::len),
        );
        Ok(Value::bool(ordering_satisfies(op, Some(x.cmp(&y)))))
    }

    /// `a op b` by the builtin types' own rules, past any user special method of `a` or `b`
    /// (what `list.__lt__(a, b)` reaches from a subclass's override); items still compare as
    /// they always do.
    pub(crate) fn builtin_compare(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Value> {
        let (a, b) = (self.builtin_value(a), self.builtin_value(b));
        if !self.is_user_object(a) && !self.is_user_object(b) {
            return self.compare(op, a, b);
        }
        match op {
            CmpOp::Eq => return Ok(Value::bool(self.builtin_eq(a, b, 0)?)),
            CmpOp::Ne => return Ok(Value::bool(!self.builtin_eq(a, b, 0)?)),
            _ => {}
        }
        if let Some(result) = self.set_compare(op, a, b)? {
            return Ok(Value::bool(result));
        }
        match (self.object(a), self.object(b)) {
            (Some(Object::List(_)), Some(Object::List(_))) => self.sequence_order(op, a, b, 0),
            _ => Err(self.not_orderable(op, a, b)),
        }
    }

    /// `a < b` as used by sorting, min and max.
    pub fn less_than(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x < y);
        }
        let result = self.compare(CmpOp::Lt, a, b)?;
        self.truthy(result)
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
        let set_like = |vm: &Vm, v: Value| {
            matches!(vm.object(v), Some(Object::Set(_) | Object::FrozenSet(_)))
                || matches!(vm.object(v), Some(Object::DictView(view)) if view.kind != ViewKind::Values)
        };
        if !set_like(self, a) || !set_like(self, b) {
            return Ok(None);
        }
        let (Some(a), Some(b)) = (self.as_set_operand(a)?, self.as_set_operand(b)?) else {
            return Ok(None);
        };
        let (lx, ly) = (
            self.set_table(a).map_or(0, |t| t.len()),
            self.set_table(b).map_or(0, |t| t.len()),
        );
        Ok(Some(match op {
            CmpOp::Le => lx <= ly && self.set_is_subset(a, b)?,
            CmpOp::Lt => lx < ly && self.set_is_subset(a, b)?,
            CmpOp::Ge => lx >= ly && self.set_is_subset(b, a)?,
            CmpOp::Gt => lx > ly && self.set_is_subset(b, a)?,
            CmpOp::Eq | CmpOp::Ne => return Ok(None),
        }))
    }

    /// Whether every key of set `small` is in set `big`.
    fn set_is_subset(&mut self, small: Value, big: Value) -> PyResult<bool> {
        if let Some(missing) = self.set_entries_plain(small, big, false) {
            return Ok(missing.is_empty());
        }
        let keys: Vec<Value> = self.set_table(small).map(|t| t.keys().collect()).unwrap_or_default();
        for key in keys {
            if !self.set_contains(big, key)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The table of a set or frozenset value (or of an instance of a `frozenset` subclass).
    pub fn set_table(&self, v: Value) -> Option<&crate::types::set::SetTable> {
        match self.object(v)? {
            Object::Set(s) | Object::FrozenSet(s) => Some(s),
            Object::Instance(i) => match self.object(i.base)? {
                Object::FrozenSet(s) => Some(s),
                _ => None,
            },
            _ => None,
        }
    }
}

/// Whether an ordering satisfies `op` (`None`, unordered, satisfies nothing).
/// The bytes an equality test of two texts of these lengths reads: none when they differ.
fn same_len(x: usize, y: usize) -> usize {
    if x == y {
        x
    } else {
        0
    }
}

fn ordering_satisfies(op: CmpOp, ordering: Option<Ordering>) -> bool {
    match ordering {
        None => false,
        Some(o) => match op {
            CmpOp::Lt => o == Ordering::Less,
            CmpOp::Le => o != Ordering::Greater,
            CmpOp::Gt => o == Ordering::Greater,
            CmpOp::Ge => o != Ordering::Less,
            CmpOp::Eq => o == Ordering::Equal,
            CmpOp::Ne => o != Ordering::Equal,
        },
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
