//! Sums and products of `math`: `fsum` (exact, Shewchuk's algorithm as CPython runs it),
//! `prod` (any numbers, through the interpreter's `*`), `hypot` and `dist`.

use garter::builtins::registry::Args;
use garter::bytecode::BinOp;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::{domain_error, range_error};
use crate::native::{float_arg, positional};

pub(super) fn fsum(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.fsum", 1, 1)?;
    let items = vm.collect_iterable(args.positional[0])?;
    let mut values = Vec::with_capacity(items.len());
    for item in items {
        values.push(float_arg(vm, item)?);
    }
    vm.charge(values.len() as u64)?;
    exact_sum(&values).map(Value::float)
}

/// The correctly rounded sum of `values` (CPython's `math_fsum`): partial sums that never lose
/// a bit, then the rounding of their total, half to even.
fn exact_sum(values: &[f64]) -> PyResult<f64> {
    let mut partials: Vec<f64> = Vec::new();
    let mut special_sum = 0.0;
    let mut inf_sum = 0.0;
    for &value in values {
        let mut x = value;
        if !x.is_finite() {
            if x.is_infinite() {
                inf_sum += x;
            }
            special_sum += x;
            continue;
        }
        let mut kept = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[kept] = lo;
                kept += 1;
            }
            x = hi;
        }
        partials.truncate(kept);
        if !x.is_finite() {
            return Err(PyErr::overflow_error("intermediate overflow in fsum"));
        }
        partials.push(x);
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(PyErr::value_error("-inf + inf in fsum"));
        }
        return Ok(special_sum);
    }
    let Some(mut hi) = partials.pop() else {
        return Ok(0.0);
    };
    let mut lo = 0.0;
    while let Some(x) = partials.pop() {
        let y = hi;
        hi = x + y;
        let yr = hi - x;
        lo = y - yr;
        if lo != 0.0 {
            break;
        }
    }
    if let Some(&next) = partials.last() {
        if (lo < 0.0 && next < 0.0) || (lo > 0.0 && next > 0.0) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(hi)
}

pub(super) fn prod(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("prod", 1, 1)?;
    let mut result = Value::Int(1);
    for (name, value) in &args.keywords {
        if vm.interner.name(*name) != "start" {
            return Err(PyErr::type_error(format!(
                "'{}' is an invalid keyword argument for prod()",
                vm.interner.name(*name)
            )));
        }
        result = *value;
    }
    for item in vm.collect_iterable(args.positional[0])? {
        result = vm.binary_op(BinOp::Mul, result, item)?;
    }
    Ok(result)
}

/// The Euclidean norm of `coords`, scaled by the largest so squares cannot overflow.
fn norm(coords: &[f64]) -> f64 {
    if coords.iter().any(|c| c.is_infinite()) {
        return f64::INFINITY;
    }
    if coords.iter().any(|c| c.is_nan()) {
        return f64::NAN;
    }
    let largest = coords.iter().fold(0f64, |m, c| m.max(c.abs()));
    if largest == 0.0 || coords.len() <= 1 {
        return largest;
    }
    if coords.len() == 2 {
        return coords[0].hypot(coords[1]);
    }
    let sum: f64 = coords.iter().map(|c| (c / largest) * (c / largest)).sum();
    largest * sum.sqrt()
}

pub(super) fn hypot(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    crate::native::no_keywords(args, "hypot")?;
    let mut coords = Vec::with_capacity(args.positional.len());
    for v in &args.positional {
        coords.push(float_arg(vm, *v)?);
    }
    let r = norm(&coords);
    if r.is_infinite() && coords.iter().all(|c| c.is_finite()) {
        return Err(range_error());
    }
    Ok(Value::float(r))
}

pub(super) fn dist(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "dist", 2, 2)?;
    let p = vm.collect_iterable(args.positional[0])?;
    let q = vm.collect_iterable(args.positional[1])?;
    if p.len() != q.len() {
        return Err(PyErr::value_error(
            "both points must have the same number of dimensions",
        ));
    }
    let mut diffs = Vec::with_capacity(p.len());
    for (a, b) in p.into_iter().zip(q) {
        diffs.push(float_arg(vm, a)? - float_arg(vm, b)?);
    }
    let r = norm(&diffs);
    if r.is_nan() && diffs.iter().all(|d| !d.is_nan()) {
        return Err(domain_error());
    }
    Ok(Value::float(r))
}

#[cfg(test)]
mod tests {
    use super::exact_sum;

    #[test]
    fn sums_are_exact() {
        assert_eq!(exact_sum(&[0.1; 10]).unwrap(), 1.0);
        assert_eq!(
            exact_sum(&[1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]).unwrap(),
            1e-100
        );
        assert_eq!(exact_sum(&[]).unwrap(), 0.0);
        assert!(exact_sum(&[f64::INFINITY, f64::NEG_INFINITY]).is_err());
    }
}
