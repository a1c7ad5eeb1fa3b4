//! The methods of `float`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::types::float::{frexp, from_hex, to_hex};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::Num;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("is_integer", is_integer),
    ("hex", hex),
    ("as_integer_ratio", as_integer_ratio),
    ("conjugate", conjugate),
    ("__format__", format_method),
];

pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("fromhex", fromhex)];

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<f64> {
    let v = receiver(vm, args, TypeId::Float, method)?;
    match vm.as_num(v) {
        Some(Num::Float(f)) => Ok(f),
        _ => Ok(0.0),
    }
}

fn is_integer(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let x = this(vm, args, "is_integer")?;
    args.method_arity(vm, "float.is_integer", 0, 0)?;
    Ok(Value::bool(x.is_finite() && x.fract() == 0.0))
}

fn hex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let x = this(vm, args, "hex")?;
    Ok(vm.new_str(to_hex(x)))
}

fn conjugate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    Ok(Value::float(this(vm, args, "conjugate")?))
}

fn as_integer_ratio(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let x = this(vm, args, "as_integer_ratio")?;
    if x.is_nan() {
        return Err(PyErr::value_error("cannot convert NaN to integer ratio"));
    }
    if x.is_infinite() {
        return Err(PyErr::overflow_error("cannot convert Infinity to integer ratio"));
    }
    let (mut mantissa, mut exp) = frexp(x);
    let mut numerator_f = mantissa;
    for _ in 0..300 {
        if numerator_f.fract() == 0.0 {
            break;
        }
        numerator_f *= 2.0;
        exp -= 1;
    }
    mantissa = numerator_f;
    let mut numerator = crate::vm::compare::float_to_big(mantissa);
    let mut denominator = num_bigint::BigInt::from(1);
    if exp > 0 {
        numerator <<= exp as u32;
    } else {
        denominator <<= (-exp) as u32;
    }
    let n = vm.new_int(numerator);
    let d = vm.new_int(denominator);
    Ok(vm.new_tuple(vec![n, d]))
}

fn fromhex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "fromhex", 1, 1)?;
    let Some(text) = vm.str_of(args.positional[1]).map(str::to_string) else {
        return Err(PyErr::type_error("bad argument type for built-in operation"));
    };
    match from_hex(&text) {
        Some(f) if f.is_infinite() && !text.to_ascii_lowercase().contains("inf") => Err(PyErr::overflow_error(
            "hexadecimal value too large to represent as a float",
        )),
        Some(f) => Ok(Value::float(f)),
        None => Err(PyErr::value_error("invalid hexadecimal floating-point string")),
    }
}

fn format_method(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    crate::format::builtin_format_method(vm, args, TypeId::Float)
}
