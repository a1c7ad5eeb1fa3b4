//! The float functions of `math`: each converts its arguments as CPython does and turns a NaN
//! from a non-NaN argument into `ValueError: math domain error` and an infinity from finite
//! arguments into `OverflowError: math range error` (or a domain error where CPython says so).

use garter::builtins::registry::Args;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::compare::Num;
use garter::vm::{PyErr, PyResult, Vm};
use num_bigint::BigInt;
use num_traits::{FromPrimitive, Signed, ToPrimitive};

use super::{domain_error, range_error};
use crate::native::{float_arg, int_arg, positional};

/// The C library's functions that Rust's standard library does not call (it computes these
/// itself, sometimes one ulp away): CPython calls the C library, so Garter does too. Each is a
/// pure function of one double, safe for any argument.
pub(crate) mod libm {
    extern "C" {
        pub fn erf(x: f64) -> f64;
        pub fn erfc(x: f64) -> f64;
        pub fn tgamma(x: f64) -> f64;
        pub fn lgamma(x: f64) -> f64;
        pub fn cbrt(x: f64) -> f64;
        pub fn asinh(x: f64) -> f64;
        pub fn acosh(x: f64) -> f64;
        pub fn atanh(x: f64) -> f64;
        pub fn expm1(x: f64) -> f64;
        pub fn log1p(x: f64) -> f64;
        pub fn exp2(x: f64) -> f64;
    }
}

/// One float argument through `f`, with CPython's `math_1` error rules.
fn unary(vm: &mut Vm, args: &Args, name: &str, f: impl Fn(f64) -> f64, can_overflow: bool) -> PyResult<Value> {
    positional(args, &format!("math.{name}"), 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range_error() } else { domain_error() });
    }
    Ok(Value::float(r))
}

macro_rules! unary_functions {
    ($($name:ident => $f:expr, $overflow:expr;)*) => {
        $(
            pub(super) fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
                unary(vm, args, stringify!($name), $f, $overflow)
            }
        )*
    };
}

unary_functions! {
    acos => f64::acos, false;
    acosh => |x| unsafe { libm::acosh(x) }, false;
    asin => f64::asin, false;
    asinh => |x| unsafe { libm::asinh(x) }, false;
    atan => f64::atan, false;
    atanh => |x| unsafe { libm::atanh(x) }, false;
    cbrt => |x| unsafe { libm::cbrt(x) }, false;
    cos => f64::cos, false;
    cosh => f64::cosh, true;
    exp => f64::exp, true;
    exp2 => |x| unsafe { libm::exp2(x) }, true;
    expm1 => |x| unsafe { libm::expm1(x) }, true;
    fabs => f64::abs, false;
    sin => f64::sin, false;
    sinh => f64::sinh, true;
    sqrt => f64::sqrt, false;
    tan => f64::tan, false;
    tanh => f64::tanh, false;
    erf => |x| unsafe { libm::erf(x) }, false;
    erfc => |x| unsafe { libm::erfc(x) }, false;
    degrees => |x| x * (180.0 / std::f64::consts::PI), true;
    radians => |x| x * (std::f64::consts::PI / 180.0), false;
}

pub(super) fn gamma(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.gamma", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    if x.is_finite() && x <= 0.0 && x == x.floor() {
        return Err(domain_error());
    }
    if x == f64::NEG_INFINITY {
        return Err(domain_error());
    }
    let r = unsafe { libm::tgamma(x) };
    if r.is_infinite() && x.is_finite() {
        return Err(range_error());
    }
    Ok(Value::float(r))
}

pub(super) fn lgamma(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.lgamma", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    if x.is_finite() && x <= 0.0 && x == x.floor() {
        return Err(domain_error());
    }
    let r = unsafe { libm::lgamma(x) };
    if r.is_infinite() && x.is_finite() {
        return Err(range_error());
    }
    Ok(Value::float(r))
}

/// `log1p`: domain errors at and below -1, as CPython's.
pub(super) fn log1p(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.log1p", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    if x <= -1.0 {
        return Err(domain_error());
    }
    Ok(Value::float(unsafe { libm::log1p(x) }))
}

/// A positive int too large for a float as `(m, e)` with `0.5 <= m < 1` and `n ~= m * 2**e`,
/// `m` correctly rounded to 53 bits (half to even), as CPython's `_PyLong_Frexp`.
fn frexp_big(n: &num_bigint::BigInt) -> (f64, u64) {
    let bits = n.bits();
    let shift = bits - 55;
    let top = (n >> shift).to_u64().unwrap_or(0);
    let sticky = n.trailing_zeros().is_some_and(|zeros| zeros < shift);
    let (mut mantissa, rest) = (top >> 2, top & 3);
    if rest > 2 || (rest == 2 && (sticky || mantissa & 1 == 1)) {
        mantissa += 1;
    }
    let mut exponent = bits;
    if mantissa == 1 << 53 {
        mantissa >>= 1;
        exponent += 1;
    }
    (mantissa as f64 / (1u64 << 53) as f64, exponent)
}

/// A logarithm of a number, ints of any size included (`n = m * 2**e`, so
/// `log(n) = log(m) + e * log(2)`, computed as CPython does); a domain error for zero and
/// negatives.
fn ln_of(vm: &Vm, v: Value, base_log: fn(f64) -> f64) -> PyResult<f64> {
    let x = match vm.as_num(v) {
        Some(Num::Int(i)) => {
            if i.is_negative() || i.bits() == 0 {
                return Err(domain_error());
            }
            match i.to_f64() {
                Ok(x) if x.is_finite() => x,
                _ => {
                    let (mantissa, exponent) = frexp_big(&int_arg(vm, v)?);
                    return Ok(base_log(mantissa) + base_log(2.0) * exponent as f64);
                }
            }
        }
        Some(Num::Float(f)) => f,
        None => {
            return Err(PyErr::type_error(format!(
                "must be real number, not {}",
                vm.type_name(v)
            )))
        }
    };
    if x.is_nan() || x == f64::INFINITY {
        return Ok(x);
    }
    if x <= 0.0 {
        return Err(domain_error());
    }
    Ok(base_log(x))
}

pub(super) fn log(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    if args.keywords.is_empty() && !(1..=2).contains(&args.len()) {
        return Err(PyErr::type_error("math.log requires 1 to 2 arguments"));
    }
    positional(args, "log", 1, 2)?;
    let num = ln_of(vm, args.positional[0], f64::ln)?;
    let Some(base) = args.get(1) else {
        return Ok(Value::float(num));
    };
    let den = ln_of(vm, base, f64::ln)?;
    if den == 0.0 {
        return Err(PyErr::new(TypeId::ZeroDivisionError, "float division by zero"));
    }
    Ok(Value::float(num / den))
}

pub(super) fn log2(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.log2", 1, 1)?;
    Ok(Value::float(ln_of(vm, args.positional[0], f64::log2)?))
}

pub(super) fn log10(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.log10", 1, 1)?;
    Ok(Value::float(ln_of(vm, args.positional[0], f64::log10)?))
}

pub(super) fn pow(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "pow", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let y = float_arg(vm, args.positional[1])?;
    let r = x.powf(y);
    if x.is_finite() && y.is_finite() {
        if r.is_nan() {
            return Err(domain_error());
        }
        if r.is_infinite() {
            return Err(if x == 0.0 { domain_error() } else { range_error() });
        }
    }
    Ok(Value::float(r))
}

pub(super) fn atan2(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "atan2", 2, 2)?;
    let y = float_arg(vm, args.positional[0])?;
    let x = float_arg(vm, args.positional[1])?;
    Ok(Value::float(y.atan2(x)))
}

pub(super) fn copysign(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "copysign", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let y = float_arg(vm, args.positional[1])?;
    Ok(Value::float(x.copysign(y)))
}

pub(super) fn fmod(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "fmod", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let y = float_arg(vm, args.positional[1])?;
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::float(x));
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    Ok(Value::float(r))
}

pub(super) fn remainder(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "remainder", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let y = float_arg(vm, args.positional[1])?;
    if x.is_nan() || y.is_nan() {
        return Ok(Value::float(f64::NAN));
    }
    if x.is_infinite() || y == 0.0 {
        return Err(domain_error());
    }
    if y.is_infinite() {
        return Ok(Value::float(x));
    }
    let (absx, absy) = (x.abs(), y.abs());
    let m = absx % absy;
    let c = absy - m;
    let r = if m < c {
        m
    } else if m > c {
        -c
    } else {
        m - 2.0 * ((0.5 * (absx - m)) % absy)
    };
    Ok(Value::float(1f64.copysign(x) * r))
}

/// An int from a float's integral value, with CPython's errors for infinities and NaN.
fn float_to_int(vm: &mut Vm, f: f64) -> PyResult<Value> {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(PyErr::overflow_error("cannot convert float infinity to integer"));
    }
    if f.abs() < 9.0e18 {
        return Ok(Value::Int(f as i64));
    }
    let big = BigInt::from_f64(f).unwrap_or_default();
    Ok(vm.new_int(big))
}

/// `ceil`, `floor` and `trunc`: ints unchanged, floats rounded to an int.
fn rounding(vm: &mut Vm, args: &Args, name: &str, round: fn(f64) -> f64) -> PyResult<Value> {
    positional(args, &format!("math.{name}"), 1, 1)?;
    let v = args.positional[0];
    match vm.as_num(v) {
        Some(Num::Int(_)) => Ok(match v {
            Value::Bool(b) => Value::Int(i64::from(b.get())),
            other => other,
        }),
        Some(Num::Float(f)) => float_to_int(vm, round(f)),
        None => {
            let hook = vm.interner.intern(&format!("__{name}__"));
            if let Some(result) = vm.call_user_special(v, hook, &[])? {
                return Ok(result);
            }
            if name != "trunc" {
                let x = float_arg(vm, v)?;
                return float_to_int(vm, round(x));
            }
            Err(PyErr::type_error(format!(
                "type {} doesn't define __trunc__ method",
                vm.type_name(v)
            )))
        }
    }
}

pub(super) fn ceil(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    rounding(vm, args, "ceil", f64::ceil)
}

pub(super) fn floor(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    rounding(vm, args, "floor", f64::floor)
}

pub(super) fn trunc(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    rounding(vm, args, "trunc", f64::trunc)
}

/// `(m, e)` with `x == m * 2**e` and `0.5 <= abs(m) < 1` (`(x, 0)` for zeros, infinities, NaN).
fn split_exponent(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(54), -54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let mantissa = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (mantissa, exponent + bias)
}

pub(super) fn frexp(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.frexp", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    let (m, e) = split_exponent(x);
    Ok(vm.new_tuple(vec![Value::float(m), Value::Int(e.into())]))
}

pub(super) fn ldexp(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "ldexp", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let exponent = match vm.as_int(args.positional[1]) {
        Some(_) => {
            let i = int_arg(vm, args.positional[1])?;
            i.to_i64().unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX })
        }
        None => return Err(PyErr::type_error("Expected an int as second argument to ldexp.")),
    };
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::float(x));
    }
    let mut r = x;
    let mut remaining = exponent.clamp(-2200, 2200);
    while remaining != 0 {
        let step = remaining.clamp(-1000, 1000);
        r *= 2f64.powi(step as i32);
        remaining -= step;
    }
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(Value::float(r))
}

pub(super) fn modf(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.modf", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?;
    let (fraction, whole) = if x.is_infinite() {
        (0f64.copysign(x), x)
    } else {
        (x.fract().copysign(x), x.trunc())
    };
    Ok(vm.new_tuple(vec![Value::float(fraction), Value::float(whole)]))
}

pub(super) fn isfinite(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.isfinite", 1, 1)?;
    Ok(Value::bool(float_arg(vm, args.positional[0])?.is_finite()))
}

pub(super) fn isinf(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.isinf", 1, 1)?;
    Ok(Value::bool(float_arg(vm, args.positional[0])?.is_infinite()))
}

pub(super) fn isnan(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.isnan", 1, 1)?;
    Ok(Value::bool(float_arg(vm, args.positional[0])?.is_nan()))
}

pub(super) fn isclose(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("isclose", 2, 2)?;
    let a = float_arg(vm, args.positional[0])?;
    let b = float_arg(vm, args.positional[1])?;
    let (mut rel_tol, mut abs_tol) = (1e-9, 0.0);
    for (name, value) in &args.keywords {
        match vm.interner.name(*name) {
            "rel_tol" => rel_tol = float_arg(vm, *value)?,
            "abs_tol" => abs_tol = float_arg(vm, *value)?,
            other => {
                return Err(PyErr::type_error(format!(
                    "'{other}' is an invalid keyword argument for isclose()"
                )))
            }
        }
    }
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyErr::value_error("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(Value::bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::bool(false));
    }
    let diff = (b - a).abs();
    Ok(Value::bool(
        diff <= (rel_tol * b).abs() || diff <= (rel_tol * a).abs() || diff <= abs_tol,
    ))
}

/// The next float after `x` towards `y`.
fn step_towards(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let bits = x.to_bits();
    let away_from_zero = (y > x) == (x > 0.0);
    f64::from_bits(if away_from_zero { bits + 1 } else { bits - 1 })
}

pub(super) fn nextafter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "nextafter", 2, 2)?;
    let x = float_arg(vm, args.positional[0])?;
    let y = float_arg(vm, args.positional[1])?;
    Ok(Value::float(step_towards(x, y)))
}

pub(super) fn ulp(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.ulp", 1, 1)?;
    let x = float_arg(vm, args.positional[0])?.abs();
    if x.is_nan() || x.is_infinite() {
        return Ok(Value::float(x));
    }
    let next = step_towards(x, f64::INFINITY);
    if next.is_infinite() {
        return Ok(Value::float(x - step_towards(x, 0.0)));
    }
    Ok(Value::float(next - x))
}

#[cfg(test)]
mod tests {
    use super::{split_exponent, step_towards};

    #[test]
    fn exponents_split_like_frexp() {
        assert_eq!(split_exponent(8.0), (0.5, 4));
        assert_eq!(split_exponent(-3.0), (-0.75, 2));
        assert_eq!(split_exponent(f64::from_bits(1)), (0.5, -1073));
        assert_eq!(split_exponent(0.0), (0.0, 0));
    }

    #[test]
    fn steps_go_to_the_neighbouring_float() {
        assert_eq!(step_towards(1.0, 2.0), 1.0000000000000002);
        assert_eq!(step_towards(1.0, 0.0), 0.9999999999999999);
        assert_eq!(step_towards(0.0, -1.0), -f64::from_bits(1));
        assert_eq!(step_towards(-1.0, -2.0), -1.0000000000000002);
    }
}
