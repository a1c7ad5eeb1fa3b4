//! The `cmath` module: CPython 3.11's functions of complex numbers and its constants. Each
//! native converts its argument as CPython's `D` format does (a complex, `__complex__`, or a
//! real number), runs the algorithm of `functions.rs` and raises `ValueError: math domain error`
//! or `OverflowError: math range error` where CPython does.

mod functions;
mod special;

use garter::builtins::registry::{Args, NativeFn};
use garter::types::complex::Complex;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::float_arg;
use functions::{Flag, Outcome};

/// Every function of the module.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("acos", acos),
    ("acosh", acosh),
    ("asin", asin),
    ("asinh", asinh),
    ("atan", atan),
    ("atanh", atanh),
    ("cos", cos),
    ("cosh", cosh),
    ("exp", exp),
    ("isclose", isclose),
    ("isfinite", isfinite),
    ("isinf", isinf),
    ("isnan", isnan),
    ("log", log),
    ("log10", log10),
    ("phase", phase),
    ("polar", polar),
    ("rect", rect),
    ("sin", sin),
    ("sinh", sinh),
    ("sqrt", sqrt),
    ("tan", tan),
    ("tanh", tanh),
];

/// Builds the module object on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = crate::native::extension_globals(vm, "cmath", FUNCTIONS)?;
    let constants = [
        ("pi", std::f64::consts::PI),
        ("e", std::f64::consts::E),
        ("tau", std::f64::consts::TAU),
        ("inf", f64::INFINITY),
        ("nan", f64::NAN),
    ];
    for (name, value) in constants {
        globals.set(vm.interner.intern(name), Value::float(value));
    }
    for (name, imag) in [("infj", f64::INFINITY), ("nanj", f64::NAN)] {
        let value = vm.new_complex(Complex::new(0.0, imag));
        globals.set(vm.interner.intern(name), value);
    }
    let name = vm.interner.intern("__name__");
    let module_name = vm.new_str("cmath");
    globals.set(name, module_name);
    let name = vm.interner.intern("cmath");
    Ok(vm.new_module(name, globals))
}

/// A result with its error raised.
fn finish(vm: &mut Vm, (z, flag): Outcome) -> PyResult<Value> {
    match flag {
        Flag::Clear => Ok(vm.new_complex(z)),
        Flag::Domain => Err(PyErr::value_error("math domain error")),
        Flag::Range => Err(PyErr::overflow_error("math range error")),
    }
}

/// The one argument of `cmath.name(z)`.
fn single_argument(vm: &mut Vm, args: &Args, name: &str) -> PyResult<Complex> {
    if !args.keywords.is_empty() {
        return Err(PyErr::type_error(format!("cmath.{name}() takes no keyword arguments")));
    }
    if args.len() != 1 {
        return Err(PyErr::type_error(format!(
            "cmath.{name}() takes exactly one argument ({} given)",
            args.len()
        )));
    }
    vm.complex_arg(args.positional[0])
}

macro_rules! unary_natives {
    ($($name:ident),* $(,)?) => {
        $(
            fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
                let z = single_argument(vm, args, stringify!($name))?;
                finish(vm, functions::$name(z))
            }
        )*
    };
}

unary_natives!(acos, acosh, asin, asinh, atan, atanh, cos, cosh, exp, log10, sin, sinh, sqrt, tan, tanh);

/// `log(z[, base])`. As in CPython, only the last logarithm's error counts: `log(0, 2)` is
/// `-inf+nanj`.
fn log(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    if !args.keywords.is_empty() {
        return Err(PyErr::type_error("log() takes no keyword arguments"));
    }
    match args.len() {
        0 => return Err(PyErr::type_error("log expected at least 1 argument, got 0")),
        1 | 2 => {}
        n => return Err(PyErr::type_error(format!("log expected at most 2 arguments, got {n}"))),
    }
    let z = vm.complex_arg(args.positional[0])?;
    let (value, mut flag) = functions::log(z);
    let Some(base) = args.get(1) else {
        return finish(vm, (value, flag));
    };
    let base = vm.complex_arg(base)?;
    let (base_log, base_flag) = functions::log(base);
    flag = base_flag;
    let quotient = match value.checked_div(base_log) {
        Some(q) => q,
        None => {
            flag = Flag::Domain;
            Complex::new(0.0, 0.0)
        }
    };
    finish(vm, (quotient, flag))
}

/// The angle of `z`. The C library CPython uses reports a range error when the angle
/// underflows to zero from a nonzero imaginary part, and `phase` raises it (`polar` does not:
/// its modulus computed after the angle clears the error).
fn angle(z: Complex) -> PyResult<f64> {
    let angle = z.im.atan2(z.re);
    if angle == 0.0 && z.im != 0.0 && z.re.is_finite() {
        return Err(PyErr::overflow_error("math range error"));
    }
    Ok(angle)
}

fn phase(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = single_argument(vm, args, "phase")?;
    Ok(Value::float(angle(z)?))
}

fn polar(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = single_argument(vm, args, "polar")?;
    let angle = z.im.atan2(z.re);
    let Some(modulus) = z.abs() else {
        return Err(PyErr::overflow_error("math range error"));
    };
    Ok(vm.new_tuple(vec![Value::float(modulus), Value::float(angle)]))
}

fn rect(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    if !args.keywords.is_empty() {
        return Err(PyErr::type_error("rect() takes no keyword arguments"));
    }
    if args.len() != 2 {
        return Err(PyErr::type_error(format!(
            "rect expected 2 arguments, got {}",
            args.len()
        )));
    }
    let r = float_arg(vm, args.positional[0])?;
    let phi = float_arg(vm, args.positional[1])?;
    finish(vm, functions::rect(r, phi))
}

fn isfinite(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = single_argument(vm, args, "isfinite")?;
    Ok(Value::bool(z.re.is_finite() && z.im.is_finite()))
}

fn isinf(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = single_argument(vm, args, "isinf")?;
    Ok(Value::bool(z.re.is_infinite() || z.im.is_infinite()))
}

fn isnan(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = single_argument(vm, args, "isnan")?;
    Ok(Value::bool(z.re.is_nan() || z.im.is_nan()))
}

/// `isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`.
fn isclose(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    if args.len() > 2 {
        return Err(PyErr::type_error(format!(
            "isclose() takes exactly 2 positional arguments ({} given)",
            args.len()
        )));
    }
    let (mut a, mut b, mut rel_tol, mut abs_tol) = (args.get(0), args.get(1), 1e-9, 0.0);
    for (name, value) in &args.keywords {
        let slot = match vm.interner.name(*name) {
            "a" if a.is_none() => &mut a,
            "b" if b.is_none() => &mut b,
            "rel_tol" => {
                rel_tol = float_arg(vm, *value)?;
                continue;
            }
            "abs_tol" => {
                abs_tol = float_arg(vm, *value)?;
                continue;
            }
            "a" | "b" => {
                let position = if vm.interner.name(*name) == "a" { 1 } else { 2 };
                return Err(PyErr::type_error(format!(
                    "argument for isclose() given by name ('{}') and position ({position})",
                    vm.interner.name(*name)
                )));
            }
            other => {
                return Err(PyErr::type_error(format!(
                    "'{other}' is an invalid keyword argument for isclose()"
                )))
            }
        };
        *slot = Some(*value);
    }
    let (Some(a), Some(b)) = (a, b) else {
        let (name, position) = if a.is_none() { ("a", 1) } else { ("b", 2) };
        return Err(PyErr::type_error(format!(
            "isclose() missing required argument '{name}' (pos {position})"
        )));
    };
    let (a, b) = (vm.complex_arg(a)?, vm.complex_arg(b)?);
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyErr::value_error("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(Value::bool(true));
    }
    if a.re.is_infinite() || a.im.is_infinite() || b.re.is_infinite() || b.im.is_infinite() {
        return Ok(Value::bool(false));
    }
    let modulus = |z: Complex| z.abs().unwrap_or(f64::INFINITY);
    let diff = modulus(a - b);
    Ok(Value::bool(
        diff <= rel_tol * modulus(b) || diff <= rel_tol * modulus(a) || diff <= abs_tol,
    ))
}
