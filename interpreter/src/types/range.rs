//! The `range` type: an immutable arithmetic progression. Bounds are 128-bit, which covers the
//! ranges programs build (CPython's are unbounded; a range past 128 bits raises OverflowError).

use num_bigint::BigInt;
use num_traits::ToPrimitive;

/// A `range(start, stop, step)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RangeObj {
    pub start: i128,
    pub stop: i128,
    pub step: i128,
}

impl RangeObj {
    /// Number of items (CPython's `compute_range_length`).
    pub fn len(&self) -> i128 {
        let (lo, hi, step) = if self.step > 0 {
            (self.start, self.stop, self.step)
        } else {
            (self.stop, self.start, -self.step)
        };
        if lo >= hi {
            0
        } else {
            (hi - lo - 1) / step + 1
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The item at `index` (0 <= index < len).
    pub fn item(&self, index: i128) -> i128 {
        self.start + index * self.step
    }

    /// The index of `value`, if the range contains it.
    pub fn index_of(&self, value: i128) -> Option<i128> {
        let offset = value.checked_sub(self.start)?;
        if offset % self.step != 0 {
            return None;
        }
        let index = offset / self.step;
        (index >= 0 && index < self.len()).then_some(index)
    }
}

/// An int as a range bound, if it fits in 128 bits.
pub fn bound_from_big(value: &BigInt) -> Option<i128> {
    value.to_i128()
}

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::int::IntRef;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::Num;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[("index", index), ("count", count)];

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<RangeObj> {
    let r = receiver(vm, args, TypeId::Range, method)?;
    match vm.object(r) {
        Some(Object::Range(r)) => Ok(*r),
        _ => Err(PyErr::type_error("expected a range")),
    }
}

/// The position of `value` in the range, if it is an int the range contains.
fn position(vm: &Vm, r: &RangeObj, value: Value) -> Option<i128> {
    match vm.as_num(value)? {
        Num::Int(IntRef::Small(i)) => r.index_of(i as i128),
        Num::Int(IntRef::Big(b)) => bound_from_big(b).and_then(|i| r.index_of(i)),
        Num::Float(f) if f.fract() == 0.0 && f.abs() < 1.0e38 => r.index_of(f as i128),
        Num::Float(_) => None,
    }
}

fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let r = this(vm, args, "index")?;
    args.method_arity(vm, "index", 1, 1)?;
    match position(vm, &r, args.positional[1]) {
        Some(i) => Ok(vm.int_from_i128(i)),
        None => {
            let shown = vm.repr(args.positional[1])?;
            Err(PyErr::value_error(format!("{shown} is not in range")))
        }
    }
}

fn count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let r = this(vm, args, "count")?;
    args.method_arity(vm, "count", 1, 1)?;
    Ok(Value::Int(position(vm, &r, args.positional[1]).is_some() as i64))
}
