//! Special methods of user classes used by the builtin operations: `__repr__`/`__str__`/
//! `__format__`, truth and length, containers (`__getitem__`, `__contains__`, `__iter__`,
//! `__next__`), hashing, and arithmetic and comparison operators with their reflected forms
//! and `NotImplemented`.

use crate::bytecode::{BinOp, CmpOp};
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// The special methods of a binary operator: plain, reflected, in-place.
pub fn binop_methods(op: BinOp) -> (Symbol, Symbol, Symbol) {
    match op {
        BinOp::Add => (sym::DUNDER_ADD, sym::DUNDER_RADD, sym::DUNDER_IADD),
        BinOp::Sub => (sym::DUNDER_SUB, sym::DUNDER_RSUB, sym::DUNDER_ISUB),
        BinOp::Mul => (sym::DUNDER_MUL, sym::DUNDER_RMUL, sym::DUNDER_IMUL),
        BinOp::MatMul => (sym::DUNDER_MATMUL, sym::DUNDER_RMATMUL, sym::DUNDER_IMATMUL),
        BinOp::TrueDiv => (sym::DUNDER_TRUEDIV, sym::DUNDER_RTRUEDIV, sym::DUNDER_ITRUEDIV),
        BinOp::FloorDiv => (sym::DUNDER_FLOORDIV, sym::DUNDER_RFLOORDIV, sym::DUNDER_IFLOORDIV),
        BinOp::Mod => (sym::DUNDER_MOD, sym::DUNDER_RMOD, sym::DUNDER_IMOD),
        BinOp::Pow => (sym::DUNDER_POW, sym::DUNDER_RPOW, sym::DUNDER_IPOW),
        BinOp::LShift => (sym::DUNDER_LSHIFT, sym::DUNDER_RLSHIFT, sym::DUNDER_ILSHIFT),
        BinOp::RShift => (sym::DUNDER_RSHIFT, sym::DUNDER_RRSHIFT, sym::DUNDER_IRSHIFT),
        BinOp::And => (sym::DUNDER_AND, sym::DUNDER_RAND, sym::DUNDER_IAND),
        BinOp::Or => (sym::DUNDER_OR, sym::DUNDER_ROR, sym::DUNDER_IOR),
        BinOp::Xor => (sym::DUNDER_XOR, sym::DUNDER_RXOR, sym::DUNDER_IXOR),
    }
}

/// The special method of a rich comparison and that of its reflection.
pub fn compare_methods(op: CmpOp) -> (Symbol, Symbol) {
    match op {
        CmpOp::Eq => (sym::DUNDER_EQ, sym::DUNDER_EQ),
        CmpOp::Ne => (sym::DUNDER_NE, sym::DUNDER_NE),
        CmpOp::Lt => (sym::DUNDER_LT, sym::DUNDER_GT),
        CmpOp::Le => (sym::DUNDER_LE, sym::DUNDER_GE),
        CmpOp::Gt => (sym::DUNDER_GT, sym::DUNDER_LT),
        CmpOp::Ge => (sym::DUNDER_GE, sym::DUNDER_LE),
    }
}

impl Vm {
    /// Whether `v`'s class is a user class (so its special methods may apply).
    #[inline]
    pub fn is_user_object(&self, v: Value) -> bool {
        matches!(v, Value::Ref(_)) && self.user_class_of(v).is_some()
    }

    /// `repr(v)` through a user `__repr__`, if the class defines one.
    pub fn user_repr(&mut self, v: Value) -> PyResult<Option<String>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        match self.call_user_special(v, sym::DUNDER_REPR, &[])? {
            None => Ok(None),
            Some(result) => match self.str_of(result) {
                Some(s) => Ok(Some(s.to_string())),
                None => Err(PyErr::type_error(format!(
                    "__repr__ returned non-string (type {})",
                    self.type_name(result)
                ))),
            },
        }
    }

    /// `str(v)` through a user `__str__`, if the class defines one.
    pub fn user_str(&mut self, v: Value) -> PyResult<Option<String>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        match self.call_user_special(v, sym::DUNDER_STR, &[])? {
            None => Ok(None),
            Some(result) => match self.str_of(result) {
                Some(s) => Ok(Some(s.to_string())),
                None => Err(PyErr::type_error(format!(
                    "__str__ returned non-string (type {})",
                    self.type_name(result)
                ))),
            },
        }
    }

    /// `a op b` through user special methods: the left operand's method, then the right
    /// operand's reflected one (first when the right operand's class is a subclass of the left's
    /// and overrides it). `None` when neither applies.
    pub fn user_binop(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        let (method, reflected, _) = binop_methods(op);
        let left = if self.is_user_object(a) {
            self.user_special(a, method)
        } else {
            None
        };
        let right = if self.is_user_object(b) && !self.class_of(a).is_same(self.class_of(b)) {
            self.user_special(b, reflected)
        } else {
            None
        };
        let right_first = right.is_some() && self.is_subclass(self.class_of(b), self.class_of(a));
        if right_first {
            if let Some(r) = self.call_user_special(b, reflected, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        if left.is_some() {
            if let Some(r) = self.call_user_special(a, method, &[b])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        if right.is_some() && !right_first {
            if let Some(r) = self.call_user_special(b, reflected, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        Ok(None)
    }

    /// `a op= b` through a user `__iop__`, if defined and not returning NotImplemented.
    pub fn user_inplace(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        if !self.is_user_object(a) {
            return Ok(None);
        }
        let (_, _, inplace) = binop_methods(op);
        match self.call_user_special(a, inplace, &[b])? {
            Some(r) if r != Value::NotImplemented => Ok(Some(r)),
            _ => Ok(None),
        }
    }

    /// A rich comparison through user special methods (with the reflected fallback). `None`
    /// when no user method decided.
    pub fn user_compare(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        let (method, reflected) = compare_methods(op);
        let a_user = self.is_user_object(a);
        let b_user = self.is_user_object(b);
        if !a_user && !b_user {
            return Ok(None);
        }
        let right_first = b_user
            && a_user
            && !self.class_of(a).is_same(self.class_of(b))
            && self.is_subclass(self.class_of(b), self.class_of(a));
        if right_first {
            if let Some(r) = self.call_user_special(b, reflected, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        if a_user {
            if let Some(r) = self.call_user_special(a, method, &[b])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            } else if op == CmpOp::Ne {
                if let Some(r) = self.call_user_special(a, sym::DUNDER_EQ, &[b])? {
                    if r != Value::NotImplemented {
                        return Ok(Some(Value::bool(!self.truthy(r)?)));
                    }
                }
            }
        }
        if b_user && !right_first {
            if let Some(r) = self.call_user_special(b, reflected, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        Ok(None)
    }

    /// `hash(v)` for an instance of a user class: its `__hash__`, unhashable when the class
    /// defines `__eq__` without `__hash__`, else identity.
    pub fn user_hash(&mut self, v: Value) -> PyResult<Option<i64>> {
        let Some(class) = self.user_class_of(v) else {
            return Ok(None);
        };
        let mro = self.mro_of(Value::Ref(class));
        for entry in mro {
            let Some(c) = self.class_obj(entry) else { break };
            let (hash, eq) = (c.attrs.get(sym::DUNDER_HASH), c.attrs.get(sym::DUNDER_EQ));
            match (hash, eq) {
                (Some(Value::None), _) => {
                    return Err(PyErr::type_error(format!("unhashable type: '{}'", self.type_name(v))))
                }
                (Some(h), _) => {
                    let result = self.call_value(h, &[v])?;
                    return match self.as_int(result) {
                        Some(crate::types::int::IntRef::Small(i)) => Ok(Some(if i == -1 { -2 } else { i })),
                        Some(big) => Ok(Some(crate::types::int::hash_int(big))),
                        None => Err(PyErr::type_error("__hash__ method should return an integer")),
                    };
                }
                (None, _) => {}
            }
        }
        Ok(None)
    }

    /// `len(v)` through a user `__len__`.
    pub fn user_len(&mut self, v: Value) -> PyResult<Option<usize>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        let Some(result) = self.call_user_special(v, sym::DUNDER_LEN, &[])? else {
            return Ok(None);
        };
        match self.as_int(result) {
            Some(crate::types::int::IntRef::Small(n)) if n >= 0 => Ok(Some(n as usize)),
            Some(crate::types::int::IntRef::Small(_)) => Err(PyErr::value_error("__len__() should return >= 0")),
            Some(_) => Err(PyErr::overflow_error("cannot fit 'int' into an index-sized integer")),
            None => Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(result)
            ))),
        }
    }

    /// Truth of a user object: `__bool__`, then `__len__`.
    pub fn user_truthy(&mut self, v: Value) -> PyResult<Option<bool>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        if let Some(result) = self.call_user_special(v, sym::DUNDER_BOOL, &[])? {
            return match result {
                Value::Bool(b) => Ok(Some(b.get())),
                other => Err(PyErr::type_error(format!(
                    "__bool__ should return bool, returned {}",
                    self.type_name(other)
                ))),
            };
        }
        Ok(self.user_len(v)?.map(|n| n > 0))
    }

    /// `format(v, spec)` through a user `__format__`.
    pub fn user_format(&mut self, v: Value, spec: &str) -> PyResult<Option<String>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        if self.user_special(v, sym::DUNDER_FORMAT).is_none() {
            if spec.is_empty() {
                return Ok(None);
            }
            if matches!(self.object(v), Some(crate::heap::Object::Instance(_))) && !self.has_builtin_base(v) {
                return Err(PyErr::type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    self.type_name(v)
                )));
            }
            return Ok(None);
        }
        let spec_value = self.new_str(spec);
        let result = self
            .call_user_special(v, sym::DUNDER_FORMAT, &[spec_value])?
            .unwrap_or(Value::None);
        match self.str_of(result) {
            Some(s) => Ok(Some(s.to_string())),
            None => Err(PyErr::type_error(format!(
                "__format__ must return a str, not {}",
                self.type_name(result)
            ))),
        }
    }

    /// `iter(v)` through a user `__iter__` (checked to give an iterator).
    pub fn user_iter(&mut self, v: Value) -> PyResult<Option<Value>> {
        if !self.is_user_object(v) {
            return Ok(None);
        }
        let Some(it) = self.call_user_special(v, sym::DUNDER_ITER, &[])? else {
            return Ok(None);
        };
        if !self.is_iterator(it) {
            return Err(PyErr::type_error(format!(
                "iter() returned non-iterator of type '{}'",
                self.type_name(it)
            )));
        }
        Ok(Some(it))
    }

    /// `next(v)` through a user `__next__`: `Some(None)` when it raised StopIteration.
    pub fn user_next(&mut self, v: Value) -> PyResult<Option<Option<Value>>> {
        if self.user_special(v, sym::DUNDER_NEXT).is_none() {
            return Ok(None);
        }
        match self.call_user_special(v, sym::DUNDER_NEXT, &[]) {
            Ok(r) => Ok(Some(r)),
            Err(e) if self.error_is(&e, TypeId::StopIteration) => Ok(Some(None)),
            Err(e) => Err(e),
        }
    }
}
