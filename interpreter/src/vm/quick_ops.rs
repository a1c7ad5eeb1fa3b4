//! Arithmetic and comparisons the run loop finishes inline: operands that are small ints or
//! floats, whose result needs no allocation and can raise nothing. Everything else (overflow to a
//! big int, a zero divisor, user types) returns `None` and takes the general way in `ops.rs` and
//! `compare.rs`, which gives the same results, only slower.

use crate::bytecode::{BinOp, CmpOp};
use crate::value::Value;

/// Below this magnitude an int converts to a float exactly.
const EXACT_IN_FLOAT: i64 = 1 << 53;

/// `a op b` (also `a op= b`: ints and floats are immutable) when both are plain numbers.
#[inline(always)]
pub(super) fn quick_binary(op: BinOp, a: Value, b: Value) -> Option<Value> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => int_binary(op, x, y),
        (Value::Float(x), Value::Float(y)) => float_binary(op, x.get(), y.get()).map(Value::float),
        (Value::Float(x), Value::Int(y)) if y.abs() < EXACT_IN_FLOAT => {
            float_binary(op, x.get(), y as f64).map(Value::float)
        }
        (Value::Int(x), Value::Float(y)) if x.abs() < EXACT_IN_FLOAT => {
            float_binary(op, x as f64, y.get()).map(Value::float)
        }
        _ => None,
    }
}

/// Python's int operators on two machine ints, when the result is a machine int (or, for `/`,
/// a float computed exactly as CPython does).
#[inline(always)]
fn int_binary(op: BinOp, x: i64, y: i64) -> Option<Value> {
    if op == BinOp::TrueDiv {
        let exact = y != 0 && x.abs() < EXACT_IN_FLOAT && y.abs() < EXACT_IN_FLOAT;
        return exact.then(|| Value::float(x as f64 / y as f64));
    }
    int_arithmetic(op, x, y).map(Value::Int)
}

/// The int-valued operators of [`int_binary`]. Its result is a plain `Option<i64>`, which comes
/// back in registers: an `Option<Value>` returned from a call comes back through memory, written
/// as two words and read back as one, a store-forwarding stall on every int operation.
#[inline]
fn int_arithmetic(op: BinOp, x: i64, y: i64) -> Option<i64> {
    Some(match op {
        BinOp::Add => x.checked_add(y)?,
        BinOp::Sub => x.checked_sub(y)?,
        BinOp::Mul => x.checked_mul(y)?,
        BinOp::FloorDiv => {
            let quotient = x.checked_div(y)?;
            if x % y != 0 && ((x < 0) != (y < 0)) {
                quotient - 1
            } else {
                quotient
            }
        }
        BinOp::Mod => {
            let remainder = x.checked_rem(y)?;
            if remainder != 0 && ((remainder < 0) != (y < 0)) {
                remainder + y
            } else {
                remainder
            }
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::LShift if (0..63).contains(&y) => {
            let shifted = x << y;
            if shifted >> y != x {
                return None;
            }
            shifted
        }
        BinOp::RShift if y >= 0 => x >> y.min(63),
        _ => return None,
    })
}

/// `+`, `-`, `*` and `/` on two floats (a zero divisor raises, so it is left to the general way).
#[inline]
fn float_binary(op: BinOp, x: f64, y: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(x + y),
        BinOp::Sub => Some(x - y),
        BinOp::Mul => Some(x * y),
        BinOp::TrueDiv if y != 0.0 => Some(x / y),
        _ => None,
    }
}

/// `a op b` for two ints or two floats.
#[inline]
pub(super) fn quick_compare(op: CmpOp, a: Value, b: Value) -> Option<bool> {
    Some(match (a, b) {
        (Value::Int(x), Value::Int(y)) => ordered(op, x, y),
        (Value::Float(x), Value::Float(y)) => ordered(op, x.get(), y.get()),
        _ => return None,
    })
}

/// IEEE comparison for floats: a NaN is unequal to everything and unordered.
fn ordered<T: PartialOrd>(op: CmpOp, x: T, y: T) -> bool {
    match op {
        CmpOp::Eq => x == y,
        CmpOp::Ne => x != y,
        CmpOp::Lt => x < y,
        CmpOp::Le => x <= y,
        CmpOp::Gt => x > y,
        CmpOp::Ge => x >= y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(op: BinOp, x: i64, y: i64) -> Option<i64> {
        match quick_binary(op, Value::Int(x), Value::Int(y)) {
            Some(Value::Int(v)) => Some(v),
            _ => None,
        }
    }

    #[test]
    fn floor_division_and_modulo_round_toward_negative_infinity() {
        assert_eq!(int(BinOp::FloorDiv, 7, 2), Some(3));
        assert_eq!(int(BinOp::FloorDiv, -7, 2), Some(-4));
        assert_eq!(int(BinOp::FloorDiv, 7, -2), Some(-4));
        assert_eq!(int(BinOp::FloorDiv, -7, -2), Some(3));
        assert_eq!(int(BinOp::FloorDiv, -8, 2), Some(-4));
        assert_eq!(int(BinOp::Mod, -7, 2), Some(1));
        assert_eq!(int(BinOp::Mod, 7, -2), Some(-1));
        assert_eq!(int(BinOp::Mod, -7, -2), Some(-1));
        assert_eq!(int(BinOp::Mod, 6, -3), Some(0));
    }

    #[test]
    fn what_can_raise_or_overflow_is_left_to_the_general_way() {
        assert_eq!(int(BinOp::FloorDiv, 1, 0), None);
        assert_eq!(int(BinOp::Mod, 1, 0), None);
        assert_eq!(int(BinOp::FloorDiv, i64::MIN, -1), None);
        assert_eq!(int(BinOp::Mul, i64::MAX, 2), None);
        assert_eq!(int(BinOp::Add, i64::MAX, 1), None);
        assert_eq!(int(BinOp::LShift, 1, 63), None);
        assert_eq!(int(BinOp::LShift, 3, 62), None);
        assert_eq!(int(BinOp::LShift, 1, -1), None);
        assert_eq!(int(BinOp::Pow, 2, 3), None);
        assert!(quick_binary(BinOp::TrueDiv, Value::float(1.0), Value::float(0.0)).is_none());
        assert!(quick_binary(BinOp::TrueDiv, Value::Int(1 << 60), Value::Int(3)).is_none());
        assert!(quick_binary(BinOp::Add, Value::Int(1 << 60), Value::float(0.5)).is_none());
    }

    #[test]
    fn shifts_and_mixed_numbers() {
        assert_eq!(int(BinOp::LShift, -3, 4), Some(-48));
        assert_eq!(int(BinOp::RShift, -1, 200), Some(-1));
        assert_eq!(int(BinOp::RShift, 1 << 40, 100), Some(0));
        assert!(
            matches!(quick_binary(BinOp::TrueDiv, Value::Int(1), Value::Int(4)), Some(Value::Float(f)) if f.get() == 0.25)
        );
        assert!(
            matches!(quick_binary(BinOp::Mul, Value::Int(3), Value::float(0.5)), Some(Value::Float(f)) if f.get() == 1.5)
        );
        assert_eq!(
            quick_compare(CmpOp::Lt, Value::float(f64::NAN), Value::float(1.0)),
            Some(false)
        );
        assert_eq!(
            quick_compare(CmpOp::Ne, Value::float(f64::NAN), Value::float(f64::NAN)),
            Some(true)
        );
        assert_eq!(quick_compare(CmpOp::Ge, Value::Int(3), Value::Int(3)), Some(true));
        assert_eq!(quick_compare(CmpOp::Eq, Value::Int(1), Value::float(1.0)), None);
    }
}
