//! The `math` module: CPython 3.11's functions and constants, with its domain and range errors
//! (`ValueError: math domain error`, `OverflowError: math range error`). Float functions are in
//! `float.rs`, integer ones in `integer.rs`, sums and products in `sums.rs`.

pub(crate) mod float;
mod integer;
mod sums;

use garter::builtins::registry::NativeFn;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

/// Every function of the module.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("acos", float::acos),
    ("acosh", float::acosh),
    ("asin", float::asin),
    ("asinh", float::asinh),
    ("atan", float::atan),
    ("atan2", float::atan2),
    ("atanh", float::atanh),
    ("cbrt", float::cbrt),
    ("ceil", float::ceil),
    ("comb", integer::comb),
    ("copysign", float::copysign),
    ("cos", float::cos),
    ("cosh", float::cosh),
    ("degrees", float::degrees),
    ("dist", sums::dist),
    ("erf", float::erf),
    ("erfc", float::erfc),
    ("exp", float::exp),
    ("exp2", float::exp2),
    ("expm1", float::expm1),
    ("fabs", float::fabs),
    ("factorial", integer::factorial),
    ("floor", float::floor),
    ("fmod", float::fmod),
    ("frexp", float::frexp),
    ("fsum", sums::fsum),
    ("gamma", float::gamma),
    ("gcd", integer::gcd),
    ("hypot", sums::hypot),
    ("isclose", float::isclose),
    ("isfinite", float::isfinite),
    ("isinf", float::isinf),
    ("isnan", float::isnan),
    ("isqrt", integer::isqrt),
    ("lcm", integer::lcm),
    ("ldexp", float::ldexp),
    ("lgamma", float::lgamma),
    ("log", float::log),
    ("log10", float::log10),
    ("log1p", float::log1p),
    ("log2", float::log2),
    ("modf", float::modf),
    ("nextafter", float::nextafter),
    ("perm", integer::perm),
    ("pow", float::pow),
    ("prod", sums::prod),
    ("radians", float::radians),
    ("remainder", float::remainder),
    ("sin", float::sin),
    ("sinh", float::sinh),
    ("sqrt", float::sqrt),
    ("tan", float::tan),
    ("tanh", float::tanh),
    ("trunc", float::trunc),
    ("ulp", float::ulp),
];

/// Builds the module object on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = crate::native::extension_globals(vm, "math", FUNCTIONS)?;
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
    let name = vm.interner.intern("__name__");
    let module_name = vm.new_str("math");
    globals.set(name, module_name);
    let name = vm.interner.intern("math");
    Ok(vm.new_module(name, globals))
}

fn domain_error() -> PyErr {
    PyErr::value_error("math domain error")
}

fn range_error() -> PyErr {
    PyErr::overflow_error("math range error")
}
