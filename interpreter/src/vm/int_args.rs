//! Integer arguments as CPython's argument parsing takes them: an int, or an object whose class
//! defines `__index__`, narrowed to the machine integer the argument is (an index, a C
//! `Py_ssize_t`, a C `int`) with the error CPython gives when the value does not fit.

use crate::heap::Object;
use crate::symbol::sym;
use crate::types::int::IntRef;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `operator.index(v)` without its error: `v` itself when it is an int (a bool, an int
    /// subclass), the int its class's `__index__` returns otherwise, `None` for an object with
    /// neither.
    pub fn index_operand(&mut self, v: Value) -> PyResult<Option<Value>> {
        if self.as_int(v).is_some() {
            return Ok(Some(v));
        }
        if !self.is_user_object(v) {
            return Ok(None);
        }
        match self.call_user_special(v, sym::DUNDER_INDEX, &[])? {
            None => Ok(None),
            Some(result) if self.as_int(result).is_some() => Ok(Some(result)),
            Some(result) => Err(PyErr::type_error(format!(
                "__index__ returned non-int (type {})",
                self.type_name(result)
            ))),
        }
    }

    /// `operator.index(v)`: the int `v` stands for, or CPython's TypeError.
    pub fn index_int(&mut self, v: Value) -> PyResult<Value> {
        match self.index_operand(v)? {
            Some(int) => Ok(int),
            None => Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(v)
            ))),
        }
    }

    /// `v` as a sequence index: IndexError when it does not fit in a machine word.
    pub fn index_value(&mut self, v: Value) -> PyResult<i64> {
        self.narrow_int(v, TypeId::IndexError, "cannot fit 'int' into an index-sized integer")
    }

    /// An int key (already through `__index__`, see [`Vm::sequence_key`]) as a sequence
    /// index: IndexError when it does not fit in a machine word.
    pub fn int_key_index(&self, key: Value) -> PyResult<i64> {
        match self.as_int(key) {
            Some(IntRef::Small(i)) => Ok(i),
            Some(IntRef::Big(_)) => Err(PyErr::index_error("cannot fit 'int' into an index-sized integer")),
            None => Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(key)
            ))),
        }
    }

    /// `v` as a C `Py_ssize_t` argument (`list.pop(i)`, `str.ljust(width)`, `maxsplit`).
    pub fn ssize_arg(&mut self, v: Value) -> PyResult<i64> {
        self.narrow_int(v, TypeId::OverflowError, "Python int too large to convert to C ssize_t")
    }

    /// `v` as a C `int` argument (`chr(i)`, `str.expandtabs(tabsize)`, `'%.*s'`).
    pub fn c_int_arg(&mut self, v: Value) -> PyResult<i32> {
        let int = self.index_int(v)?;
        match self.as_int(int) {
            Some(IntRef::Small(i)) => i32::try_from(i).map_err(|_| c_int_overflow()),
            _ => Err(c_int_overflow()),
        }
    }

    /// `v` as a C `Py_ssize_t` that saturates instead of failing (`round(x, ndigits)`).
    pub fn clamped_ssize_arg(&mut self, v: Value) -> PyResult<i64> {
        let int = self.index_int(v)?;
        Ok(match self.as_int(int) {
            Some(IntRef::Small(i)) => i,
            Some(IntRef::Big(b)) if num_traits::Signed::is_negative(b) => i64::MIN,
            _ => i64::MAX,
        })
    }

    /// The key a builtin sequence is subscripted with, with objects that define `__index__`
    /// (alone or as a slice's bounds) replaced by their ints; any other key as it is.
    pub fn sequence_key(&mut self, container: Value, key: Value) -> PyResult<Value> {
        let is_sequence = matches!(
            self.object(container),
            Some(
                Object::List(_)
                    | Object::Tuple(_)
                    | Object::Str(_)
                    | Object::Bytes(_)
                    | Object::ByteArray(_)
                    | Object::MemoryView(_)
                    | Object::Range(_)
            )
        );
        if !is_sequence {
            return Ok(key);
        }
        if self.is_user_object(key) {
            return Ok(self.index_operand(key)?.unwrap_or(key));
        }
        let Some(Object::Slice(slice)) = self.object(key) else {
            return Ok(key);
        };
        let bounds = [slice.start, slice.stop, slice.step];
        if !bounds.iter().any(|b| self.is_user_object(*b)) {
            return Ok(key);
        }
        let mut ints = bounds;
        for bound in &mut ints {
            if self.is_user_object(*bound) {
                *bound = self.index_operand(*bound)?.unwrap_or(*bound);
            }
        }
        Ok(self.heap.alloc_value(Object::Slice(crate::heap::SliceObj {
            start: ints[0],
            stop: ints[1],
            step: ints[2],
        })))
    }

    fn narrow_int(&mut self, v: Value, error: TypeId, message: &str) -> PyResult<i64> {
        let int = self.index_int(v)?;
        match self.as_int(int) {
            Some(IntRef::Small(i)) => Ok(i),
            _ => Err(PyErr::new(error, message)),
        }
    }
}

fn c_int_overflow() -> PyErr {
    PyErr::overflow_error("Python int too large to convert to C int")
}
