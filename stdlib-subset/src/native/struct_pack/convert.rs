//! The Python values `struct` packs, read as CPython's packing routines read them: integers
//! through `__index__` with each code's range and message (which depend on whether CPython
//! packs the code with its native routine or a standard one), floats through `__float__`, and
//! the error conventions shared by packing and unpacking.

use garter::types::int::IntRef;
use garter::value::Value;
use garter::vm::{PyErr, Vm};
use num_traits::ToPrimitive;

use super::layout::Mode;
use crate::native::float_arg;

/// Why packing or unpacking failed: a `struct.error` with its message, or any other exception
/// (or a limit) passed on as it is.
#[derive(Debug)]
pub enum Failure {
    Struct(String),
    Python(PyErr),
}

impl From<PyErr> for Failure {
    fn from(err: PyErr) -> Failure {
        Failure::Python(err)
    }
}

/// A `struct.error` with `message`.
pub fn struct_error(message: impl Into<String>) -> Failure {
    Failure::Struct(message.into())
}

/// Whether `err` is an exception a program could catch (not a limit, not a pause for the host).
fn is_exception(err: &PyErr) -> bool {
    matches!(err, PyErr::Exception(_) | PyErr::Lazy(_))
}

const OUT_OF_RANGE: &str = "argument out of range";
pub const TOO_LARGE: &str = "int too large to convert";

/// The int `v` stands for (itself or its `__index__`), as an i128, or `None` when it is
/// larger than any field holds.
fn integer(vm: &mut Vm, v: Value) -> Result<Option<i128>, Failure> {
    let Some(int) = vm.index_operand(v)? else {
        return Err(struct_error("required argument is not an integer"));
    };
    Ok(match vm.as_int(int) {
        Some(IntRef::Small(i)) => Some(i128::from(i)),
        Some(IntRef::Big(b)) => b.to_i128(),
        None => None,
    })
}

/// `value` as a C long (`get_long`): "argument out of range" past an i64.
fn long(value: Option<i128>) -> Result<i128, Failure> {
    value
        .filter(|v| i64::try_from(*v).is_ok())
        .ok_or_else(|| struct_error(OUT_OF_RANGE))
}

/// `value` as a C unsigned long (`get_ulong`): "argument out of range" when negative or past
/// a u64.
fn ulong(value: Option<i128>) -> Result<i128, Failure> {
    value
        .filter(|v| u64::try_from(*v).is_ok())
        .ok_or_else(|| struct_error(OUT_OF_RANGE))
}

/// `value` within `low..=high`, else `message`.
fn within(value: i128, low: i128, high: i128, message: impl FnOnce() -> String) -> Result<i128, Failure> {
    if (low..=high).contains(&value) {
        Ok(value)
    } else {
        Err(Failure::Struct(message()))
    }
}

/// CPython's range message naming the code: `'i' format requires low <= number <= high`.
fn quoted(code: u8, value: i128, low: i128, high: i128) -> Result<i128, Failure> {
    within(value, low, high, || {
        format!("'{}' format requires {low} <= number <= {high}", code as char)
    })
}

/// The integer to store for integer code `code` (its two's complement bits are written).
pub fn integer_field(vm: &mut Vm, code: u8, mode: Mode, v: Value) -> Result<i128, Failure> {
    let value = integer(vm, v)?;
    let native = mode.native_routines();
    let (i32_low, i32_high) = (i128::from(i32::MIN), i128::from(i32::MAX));
    let u32_high = i128::from(u32::MAX);
    match code {
        b'b' => within(long(value)?, -128, 127, || {
            "byte format requires -128 <= number <= 127".into()
        }),
        b'B' => within(long(value)?, 0, 255, || {
            "ubyte format requires 0 <= number <= 255".into()
        }),
        b'h' if native => within(long(value)?, -32768, 32767, || {
            "short format requires -32768 <= number <= 32767".into()
        }),
        b'H' if native => within(long(value)?, 0, 65535, || {
            "ushort format requires 0 <= number <= 65535".into()
        }),
        b'h' => quoted(code, long(value)?, -32768, 32767),
        b'H' => quoted(code, ulong(value)?, 0, 65535),
        b'i' => quoted(code, long(value)?, i32_low, i32_high),
        b'I' => quoted(code, ulong(value)?, 0, u32_high),
        b'l' if mode.standard => quoted(code, long(value)?, i32_low, i32_high),
        b'L' if mode.standard => quoted(code, ulong(value)?, 0, u32_high),
        b'l' | b'q' | b'n' if native => long(value),
        b'L' | b'Q' | b'N' if native => ulong(value),
        b'q' => long(value).map_err(|_| struct_error(TOO_LARGE)),
        b'Q' => ulong(value).map_err(|_| struct_error(TOO_LARGE)),
        _ => value
            .filter(|v| i64::try_from(*v).is_ok() || u64::try_from(*v).is_ok())
            .ok_or_else(|| struct_error(TOO_LARGE)),
    }
}

/// The double `v` stands for (`PyFloat_AsDouble`: a float, an int, `__float__`, `__index__`);
/// any exception on the way becomes "required argument is not a float".
pub fn float_field(vm: &mut Vm, v: Value) -> Result<f64, Failure> {
    match float_arg(vm, v) {
        Ok(f) => Ok(f),
        Err(err) if is_exception(&err) => Err(struct_error("required argument is not a float")),
        Err(err) => Err(Failure::Python(err)),
    }
}

/// The overflow error of packing a too large float with `code` (`e`, or `f` in a standard
/// mode): CPython's OverflowError, or, when the value was an int, "int too large to convert".
pub fn float_overflow(vm: &Vm, code: u8, v: Value) -> Failure {
    if vm.as_int(v).is_some() {
        struct_error(TOO_LARGE)
    } else {
        Failure::Python(PyErr::overflow_error(format!(
            "float too large to pack with {} format",
            code as char
        )))
    }
}
