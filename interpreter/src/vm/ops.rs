//! Binary, in-place and unary operators on builtin values: numeric arithmetic across int, bool
//! and float; concatenation and repetition of sequences; `%` formatting; dict and set operators;
//! and CPython's messages for unsupported operand types.

use crate::bytecode::{BinOp, UnaryOp};
use crate::heap::Object;
use crate::types::complex_methods::negative_base_power;
use crate::types::float::div_mod;
use crate::types::int::{int_binop, IntRef, IntResult};
use crate::types::TypeId;
use crate::value::Value;

use super::compare::Num;
use super::errors::LazyItem;
use super::{PyErr, PyResult, Vm};

/// Largest sequence a repetition may build, in items.
const MAX_REPEAT_ITEMS: usize = 1 << 28;

impl Vm {
    fn int_result(&mut self, r: IntResult) -> Value {
        match r {
            IntResult::Small(i) => Value::Int(i),
            IntResult::Big(b) => self.heap.alloc_value(Object::BigInt(b)),
            IntResult::Float(f) => Value::float(f),
        }
    }

    /// `a op b`.
    pub fn binary_op(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        if self.has_builtin_base(a) || self.has_builtin_base(b) {
            if let Some(result) = self.user_binop(op, a, b)? {
                return Ok(result);
            }
            let (x, y) = (self.builtin_value(a), self.builtin_value(b));
            return self.binary_op(op, x, y).map_err(|e| {
                let expected = self.unsupported(op, x, y);
                e.replaced_if(&expected, || self.unsupported(op, a, b))
            });
        }
        if let (Some(x), Some(y)) = (self.as_num(a), self.as_num(b)) {
            if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                match op {
                    BinOp::And => return Ok(Value::bool(p.get() & q.get())),
                    BinOp::Or => return Ok(Value::bool(p.get() | q.get())),
                    BinOp::Xor => return Ok(Value::bool(p.get() ^ q.get())),
                    _ => {}
                }
            }
            return match (x, y) {
                (Num::Int(i), Num::Int(j)) => {
                    if op == BinOp::MatMul {
                        return Err(self.unsupported(op, a, b));
                    }
                    if let (IntRef::Big(_), _) | (_, IntRef::Big(_)) | (_, IntRef::Small(64..)) = (i, j) {
                        let bits = result_bits(op, i, j);
                        let nanos = super::int_work::binop_nanos(op, i, j, bits);
                        self.reserve((bits / 8).try_into().unwrap_or(usize::MAX))?;
                        self.charge_int_work(nanos)?;
                    }
                    let (Some(Num::Int(i)), Some(Num::Int(j))) = (self.as_num(a), self.as_num(b)) else {
                        return Err(self.unsupported(op, a, b));
                    };
                    let r = int_binop(op, i, j)?;
                    Ok(self.int_result(r))
                }
                _ => {
                    let fx = num_to_f64(x)?;
                    let fy = num_to_f64(y)?;
                    if op == BinOp::Pow && fx < 0.0 && fy.is_finite() && fy.fract() != 0.0 {
                        return negative_base_power(self, fx, fy);
                    }
                    match float_binop(op, fx, fy)? {
                        Some(v) => Ok(Value::float(v)),
                        None => Err(self.unsupported(op, a, b)),
                    }
                }
            };
        }
        self.sequence_op(op, a, b)
    }

    /// `a op= b`: lists extend in place, sets and dicts update in place; everything else is the
    /// binary operator.
    pub fn inplace_op(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        if self.is_user_object(a) {
            if let Some(result) = self.user_inplace(op, a, b)? {
                return Ok(result);
            }
        }
        if let Value::Ref(id) = a {
            match (op, self.heap.get(id)) {
                (BinOp::Add | BinOp::Mul, Object::ByteArray(_)) => return self.bytearray_inplace(op, a, b),
                (BinOp::Add, Object::List(_)) => {
                    self.list_extend(a, b)?;
                    return Ok(a);
                }
                (BinOp::Mul, Object::List(_)) => {
                    let Some(n) = self.repeat_count(b)? else {
                        return Err(self.cant_multiply(b));
                    };
                    let items = self.seq_items(a).unwrap_or(&[]).to_vec();
                    let repeated = self.repeat_items(&items, n)?;
                    if let Object::List(list) = self.heap.get_mut(id) {
                        *list = repeated;
                    }
                    return Ok(a);
                }
                (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, Object::Set(_)) if self.set_table(b).is_some() => {
                    match op {
                        BinOp::Or => self.set_update(a, b)?,
                        BinOp::Sub => self.set_difference_update(a, b)?,
                        BinOp::Xor => self.set_symmetric_update(a, b)?,
                        _ => {
                            let result = self.set_intersection(a, b, false)?;
                            let table = self.set_table(result).cloned().unwrap_or_default();
                            if let Object::Set(set) = self.heap.get_mut(id) {
                                *set = table;
                            }
                        }
                    }
                    return Ok(a);
                }
                (BinOp::Or, Object::Dict(_)) => {
                    self.dict_update_from(a, b)?;
                    return Ok(a);
                }
                _ => {}
            }
        }
        self.binary_op(op, a, b).map_err(|e| inplace_message(e, op))
    }

    /// Operators on non-numeric operands.
    fn sequence_op(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        if self.is_user_object(a) || self.is_user_object(b) {
            if let Some(result) = self.user_binop(op, a, b)? {
                return Ok(result);
            }
        }
        self.builtin_sequence_op(op, a, b)
    }

    /// [`Vm::sequence_op`] once user special methods have declined.
    pub(crate) fn builtin_sequence_op(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
        let type_a = self.type_of(a);
        match (op, type_a) {
            (BinOp::Add, TypeId::Str) => {
                let Some(right) = self.str_of(b) else {
                    return Err(PyErr::type_error(format!(
                        "can only concatenate str (not \"{}\") to str",
                        self.type_name(b)
                    )));
                };
                let total = right.len() + self.str_of(a).map_or(0, str::len);
                self.check_alloc_chars(total)?;
                self.charge(total as u64 / 64)?;
                let right = self.str_of(b).unwrap_or("");
                let left = self.str_of(a).unwrap_or("");
                let mut text = String::with_capacity(left.len() + right.len());
                text.push_str(left);
                text.push_str(right);
                return Ok(self.new_str(text));
            }
            (BinOp::Add, TypeId::List | TypeId::Tuple) => {
                if self.type_of(b) != type_a {
                    return Err(PyErr::type_error(format!(
                        "can only concatenate {} (not \"{}\") to {}",
                        type_a.name(),
                        self.type_name(b),
                        type_a.name()
                    )));
                }
                let total = self.seq_items(a).map_or(0, <[Value]>::len) + self.seq_items(b).map_or(0, <[Value]>::len);
                self.check_alloc_items(total)?;
                self.charge(total as u64 / 4)?;
                let mut items = self.seq_items(a).unwrap_or(&[]).to_vec();
                items.extend_from_slice(self.seq_items(b).unwrap_or(&[]));
                return Ok(if type_a == TypeId::List {
                    self.new_list(items)
                } else {
                    self.new_tuple(items)
                });
            }
            (BinOp::Add, TypeId::Bytes | TypeId::ByteArray) => return self.concat_bytes(a, b),
            (BinOp::Mul, TypeId::Str | TypeId::List | TypeId::Tuple | TypeId::Bytes | TypeId::ByteArray) => {
                return self.repeat(a, b)
            }
            (BinOp::Mod, TypeId::Bytes | TypeId::ByteArray) => {
                let format = self.bytes_like(a).unwrap_or_default().into_owned();
                let result = crate::types::bytes::percent_format_bytes(self, &format, b)?;
                if type_a == TypeId::Bytes {
                    return Ok(result);
                }
                let data = self.bytes_like(result).unwrap_or_default().into_owned();
                return Ok(self.new_bytearray(data));
            }
            (BinOp::Mod, TypeId::Str) => {
                let format = self.str_of(a).unwrap_or("").to_string();
                let text = self.percent_format(&format, b)?;
                return Ok(self.new_str(text));
            }
            (BinOp::Or, TypeId::Dict) if self.type_of(b) == TypeId::Dict => {
                let pairs = self.dict_items(a)?;
                let result = self.new_dict_from_items(pairs)?;
                self.dict_update_from(result, b)?;
                return Ok(result);
            }
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, TypeId::Set | TypeId::FrozenSet)
                if self.set_table(b).is_some() =>
            {
                return self.set_binop(op, a, b);
            }
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, TypeId::DictKeys | TypeId::DictItems) => {
                let left = self.as_set_operand(a)?.unwrap_or(a);
                let left = self.set_copy(left, false)?;
                let right = match self.as_set_operand(b)? {
                    Some(r) => r,
                    None => self.set_copy_of_iterable(b)?,
                };
                return self.set_binop(op, left, right);
            }
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, TypeId::Set | TypeId::FrozenSet)
                if matches!(self.type_of(b), TypeId::DictKeys | TypeId::DictItems) =>
            {
                let right = self.as_set_operand(b)?.unwrap_or(b);
                let left = self.set_copy(a, false)?;
                return self.set_binop(op, left, right);
            }
            _ => {}
        }
        if let Some(result) = self.complex_binop(op, a, b)? {
            return Ok(result);
        }
        if op == BinOp::Mul
            && matches!(
                self.type_of(b),
                TypeId::Str | TypeId::List | TypeId::Tuple | TypeId::Bytes | TypeId::ByteArray
            )
        {
            return self.repeat(b, a);
        }
        if op == BinOp::Or
            && self.is_type_operand(a)
            && self.is_type_operand(b)
            && !(a == Value::None && b == Value::None)
        {
            return self.call_prelude("union_type", &[a, b]);
        }
        Err(self.unsupported(op, a, b))
    }

    /// Whether `v` can be an operand of a type union (`int | None`): a class or None (one of
    /// the two operands must be a class: `None | None` is unsupported).
    fn is_type_operand(&self, v: Value) -> bool {
        matches!(v, Value::Type(_) | Value::None) || self.class_obj(v).is_some()
    }

    pub(super) fn unsupported(&self, op: BinOp, a: Value, b: Value) -> PyErr {
        let symbol = op.symbol();
        if op == BinOp::Pow {
            return PyErr::type_error(format!(
                "unsupported operand type(s) for ** or pow(): '{}' and '{}'",
                self.type_name(a),
                self.type_name(b)
            ));
        }
        PyErr::type_error(format!(
            "unsupported operand type(s) for {symbol}: '{}' and '{}'",
            self.type_name(a),
            self.type_name(b)
        ))
    }

    pub(crate) fn cant_multiply(&self, b: Value) -> PyErr {
        PyErr::type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            self.type_name(b)
        ))
    }

    /// The count of `seq * n` (negative counts are 0; an object with `__index__` counts as
    /// its int), `None` when `n` is not an int.
    pub(crate) fn repeat_count(&mut self, v: Value) -> PyResult<Option<usize>> {
        let Some(int) = self.index_operand(v)? else {
            return Ok(None);
        };
        match self.as_int(int) {
            Some(IntRef::Small(i)) => Ok(Some(i.max(0) as usize)),
            _ => Err(PyErr::overflow_error("cannot fit 'int' into an index-sized integer")),
        }
    }

    pub(crate) fn repeat_items(&mut self, items: &[Value], n: usize) -> PyResult<Vec<Value>> {
        if items.is_empty() || n == 0 {
            return Ok(Vec::new());
        }
        let total = items.len().saturating_mul(n);
        self.check_alloc_items(total)?;
        if total > MAX_REPEAT_ITEMS {
            return Err(PyErr::bare(TypeId::MemoryError));
        }
        self.charge(total as u64 / 16)?;
        Ok(items.repeat(n))
    }

    /// The bytes of a bytes or bytearray `seq` repeated `n` times, checked against the memory
    /// limit first.
    pub(crate) fn repeat_bytes(&mut self, seq: Value, n: usize) -> PyResult<Vec<u8>> {
        let len = self.bytes_like(seq).map_or(0, |b| b.len());
        let total = len.saturating_mul(n);
        self.check_alloc_chars(total)?;
        if total > MAX_REPEAT_ITEMS * 4 {
            return Err(PyErr::bare(TypeId::MemoryError));
        }
        self.charge(total as u64 / 64)?;
        let bytes = self.bytes_like(seq).unwrap_or_default();
        Ok(bytes.repeat(if bytes.is_empty() { 0 } else { n }))
    }

    /// `seq * n`.
    fn repeat(&mut self, seq: Value, count: Value) -> PyResult<Value> {
        let Some(n) = self.repeat_count(count)? else {
            return Err(self.cant_multiply(count));
        };
        match self.object(seq) {
            Some(Object::Str(s)) => {
                let total = s.as_str().len().saturating_mul(n);
                self.check_alloc_chars(total)?;
                if total > MAX_REPEAT_ITEMS * 4 {
                    return Err(PyErr::bare(TypeId::MemoryError));
                }
                self.charge(total as u64 / 64)?;
                let Some(Object::Str(s)) = self.object(seq) else {
                    return Err(self.cant_multiply(count));
                };
                let text = s.as_str().repeat(if s.as_str().is_empty() { 0 } else { n });
                Ok(self.new_str(text))
            }
            Some(Object::Bytes(_) | Object::ByteArray(_)) => {
                let bytes = self.repeat_bytes(seq, n)?;
                Ok(self.new_bytes_like(seq, bytes))
            }
            Some(Object::List(items)) => {
                let items = items.clone();
                let repeated = self.repeat_items(&items, n)?;
                Ok(self.new_list(repeated))
            }
            Some(Object::Tuple(items)) => {
                let items = items.clone();
                let repeated = self.repeat_items(&items, n)?;
                Ok(self.new_tuple(repeated))
            }
            _ => Err(self.cant_multiply(count)),
        }
    }

    /// `-a`, `+a`, `~a`.
    pub fn unary_op(&mut self, op: UnaryOp, a: Value) -> PyResult<Value> {
        if self.is_user_object(a) {
            let method = match op {
                UnaryOp::Neg => Some(crate::symbol::sym::DUNDER_NEG),
                UnaryOp::Pos => Some(crate::symbol::sym::DUNDER_POS),
                UnaryOp::Invert => Some(crate::symbol::sym::DUNDER_INVERT),
                UnaryOp::Not => None,
            };
            if let Some(method) = method {
                if let Some(result) = self.call_user_special(a, method, &[])? {
                    return Ok(result);
                }
            }
        }
        match (op, self.as_num(a)) {
            (UnaryOp::Not, _) => Ok(Value::bool(!self.truthy(a)?)),
            (UnaryOp::Neg, Some(Num::Float(f))) => Ok(Value::float(-f)),
            (UnaryOp::Pos, Some(Num::Float(f))) => Ok(Value::float(f)),
            (UnaryOp::Neg, Some(Num::Int(i))) => {
                let r = int_binop(BinOp::Sub, IntRef::Small(0), i)?;
                Ok(self.int_result(r))
            }
            (UnaryOp::Pos, Some(Num::Int(i))) => {
                let r = int_binop(BinOp::Add, IntRef::Small(0), i)?;
                Ok(self.int_result(r))
            }
            (UnaryOp::Invert, Some(Num::Int(i))) => {
                let r = int_binop(BinOp::Sub, IntRef::Small(-1), i)?;
                Ok(self.int_result(r))
            }
            _ => {
                if let Some(result) = self.as_complex(a).and_then(|z| self.complex_unary(op, z)) {
                    return Ok(result);
                }
                let symbol = match op {
                    UnaryOp::Neg => "unary -",
                    UnaryOp::Pos => "unary +",
                    _ => "unary ~",
                };
                Err(PyErr::type_error(format!(
                    "bad operand type for {symbol}: '{}'",
                    self.type_name(a)
                )))
            }
        }
    }

    /// `divmod(a, b)`: numbers natively, other objects through `__divmod__`/`__rdivmod__`.
    pub fn divmod(&mut self, a: Value, b: Value) -> PyResult<Value> {
        if self.has_user_class(a) || self.has_user_class(b) {
            if let Some(result) = self.call_user_special(a, crate::symbol::sym::DUNDER_DIVMOD, &[b])? {
                if result != Value::NotImplemented {
                    return Ok(result);
                }
            }
            if let Some(result) = self.call_user_special(b, crate::symbol::sym::DUNDER_RDIVMOD, &[a])? {
                if result != Value::NotImplemented {
                    return Ok(result);
                }
            }
        }
        match (self.as_num(a), self.as_num(b)) {
            (Some(Num::Int(x)), Some(Num::Int(y))) => {
                if y.is_zero() {
                    return Err(PyErr::zero_division("integer division or modulo by zero"));
                }
                self.charge_int_work(super::int_work::div_nanos(x.bits(), y.bits()).saturating_mul(2))?;
                let (x, y) = (
                    self.as_int(a).expect("checked to be an int"),
                    self.as_int(b).expect("checked to be an int"),
                );
                let q = int_binop(BinOp::FloorDiv, x, y)?;
                let r = int_binop(BinOp::Mod, x, y)?;
                let (q, r) = (self.int_result(q), self.int_result(r));
                Ok(self.new_tuple(vec![q, r]))
            }
            (Some(x), Some(y)) => {
                let (fx, fy) = (num_to_f64(x)?, num_to_f64(y)?);
                if fy == 0.0 {
                    return Err(PyErr::zero_division("float divmod()"));
                }
                let (q, r) = div_mod(fx, fy);
                Ok(self.new_tuple(vec![Value::float(q), Value::float(r)]))
            }
            _ => Err(PyErr::type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                self.type_name(a),
                self.type_name(b)
            ))),
        }
    }
}

/// Rewrites "unsupported operand type(s) for +" as "... for +=" for an augmented assignment.
pub(super) fn inplace_message(err: PyErr, op: BinOp) -> PyErr {
    if let PyErr::Lazy(lazy) = &err {
        if let (TypeId::TypeError, crate::vm::errors::LazyArg::Message(m)) = (&lazy.0, &lazy.1) {
            let plain = if op == BinOp::Pow {
                "for ** or pow():".to_string()
            } else {
                format!("for {}:", op.symbol())
            };
            if m.starts_with("unsupported operand type(s) ") && m.contains(&plain) {
                return PyErr::type_error(m.replacen(&plain, &format!("for {}=:", op.symbol()), 1));
            }
        }
    }
    err
}

fn num_to_f64(n: Num) -> PyResult<f64> {
    match n {
        Num::Float(f) => Ok(f),
        Num::Int(i) => i.to_f64(),
    }
}

/// Float arithmetic; `None` for operators floats do not support.
fn float_binop(op: BinOp, x: f64, y: f64) -> PyResult<Option<f64>> {
    Ok(Some(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float floor division by zero"));
            }
            div_mod(x, y).0
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float modulo"));
            }
            div_mod(x, y).1
        }
        BinOp::Pow => float_pow(x, y)?,
        _ => return Ok(None),
    }))
}

/// `x ** y` for floats, with CPython's errors (a negative `x` with a fractional `y`, whose power
/// is complex, never comes here).
pub fn float_pow(x: f64, y: f64) -> PyResult<f64> {
    if x == 0.0 && y < 0.0 {
        return Err(PyErr::zero_division("0.0 cannot be raised to a negative power"));
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(PyErr::with_items(
            TypeId::OverflowError,
            vec![LazyItem::Int(34), LazyItem::Str("Numerical result out of range".into())],
        ));
    }
    Ok(r)
}

/// Bits of an int.
fn int_bits(i: IntRef) -> u64 {
    match i {
        IntRef::Small(v) => u64::from(64 - v.unsigned_abs().leading_zeros()),
        IntRef::Big(b) => b.bits(),
    }
}

/// For `i op j` on ints: an upper bound of the result's size in bits, so that a huge result
/// is refused before it is computed.
fn result_bits(op: BinOp, i: IntRef, j: IntRef) -> u64 {
    let (a, b) = (int_bits(i), int_bits(j));
    match op {
        BinOp::Mul => a + b,
        BinOp::Pow => {
            let exponent = match j {
                IntRef::Small(e) if e >= 0 => e as u64,
                IntRef::Small(_) => 0,
                IntRef::Big(e) if a <= 1 || e.sign() == num_bigint::Sign::Minus => 0,
                IntRef::Big(_) => u64::MAX,
            };
            if a <= 1 {
                1
            } else {
                a.saturating_mul(exponent)
            }
        }
        BinOp::LShift => {
            let shift = match j {
                IntRef::Small(s) if s >= 0 => s as u64,
                IntRef::Small(_) => 0,
                IntRef::Big(s) if s.sign() == num_bigint::Sign::Minus => 0,
                IntRef::Big(_) => u64::MAX,
            };
            a.saturating_add(shift)
        }
        BinOp::FloorDiv | BinOp::Mod | BinOp::TrueDiv => a,
        _ => a.max(b) + 1,
    }
}
