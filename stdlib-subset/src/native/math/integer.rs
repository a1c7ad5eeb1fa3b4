//! The integer functions of `math`: `gcd`, `lcm`, `factorial`, `comb`, `perm`, `isqrt`, on ints
//! of any size, with memory reserved and steps charged in proportion to the size of the
//! numbers they make.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::native::{int_arg, no_keywords, positional};

/// Charges for multiplying two numbers whose bits add up to `bits` (as the halves of a
/// product usually are), and reserves room for the product.
fn charge_product(vm: &mut Vm, bits: u64) -> PyResult<()> {
    vm.charge_int_mul(bits / 2, bits - bits / 2)
}

pub(super) fn gcd(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    no_keywords(args, "gcd")?;
    if let Some(small) = small_gcd(&args.positional) {
        vm.charge(args.positional.len() as u64)?;
        return Ok(small);
    }
    let mut result = BigInt::zero();
    for v in &args.positional {
        let v = vm.index_int(*v)?;
        let n = int_arg(vm, v)?;
        result = vm.int_gcd(&result, &n)?;
    }
    Ok(vm.new_int(result))
}

/// `gcd` of ints that fit in 64 bits (the common case: `Fraction` normalizing), in machine
/// words; `None` for any other argument, or a result that does not fit (`gcd(-2**63)`).
fn small_gcd(values: &[Value]) -> Option<Value> {
    let mut result: u64 = 0;
    for value in values {
        let Value::Int(n) = value else { return None };
        result = result.gcd(&n.unsigned_abs());
    }
    i64::try_from(result).ok().map(Value::Int)
}

pub(super) fn lcm(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    no_keywords(args, "lcm")?;
    let mut result = BigInt::one();
    for v in &args.positional {
        let v = vm.index_int(*v)?;
        let n = int_arg(vm, v)?;
        if n.is_zero() {
            for rest in &args.positional {
                let rest = vm.index_int(*rest)?;
                int_arg(vm, rest)?;
            }
            return Ok(Value::Int(0));
        }
        let common = vm.int_gcd(&result, &n)?;
        vm.charge_int_div(n.bits(), common.bits())?;
        let factor = n / common;
        vm.charge_int_mul(result.bits(), factor.bits())?;
        result = (result * factor).abs();
    }
    Ok(vm.new_int(result))
}

/// The product `low * (low + 1) * ... * high`, by halves so the multiplications stay balanced.
fn range_product(vm: &mut Vm, low: u64, high: u64) -> PyResult<BigInt> {
    if low > high {
        return Ok(BigInt::one());
    }
    if high - low < 8 {
        let mut product = BigInt::from(low);
        for k in low + 1..=high {
            product *= k;
        }
        vm.charge(1 + product.bits() / 64)?;
        return Ok(product);
    }
    let middle = low + (high - low) / 2;
    let left = range_product(vm, low, middle)?;
    let right = range_product(vm, middle + 1, high)?;
    charge_product(vm, left.bits() + right.bits())?;
    Ok(left * right)
}

/// A non-negative int argument, or the ValueError `negative`.
fn non_negative(vm: &Vm, v: Value, negative: &str) -> PyResult<BigInt> {
    let n = int_arg(vm, v)?;
    if n.is_negative() {
        return Err(PyErr::value_error(negative.to_string()));
    }
    Ok(n)
}

/// A count that must fit CPython's C `long long`, or the OverflowError `message`.
fn count(n: &BigInt, message: &str) -> PyResult<u64> {
    n.to_i64()
        .and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| PyErr::overflow_error(message.to_string()))
}

/// Refuses, before any work, results of more than a reasonable number of bits: `log2(n!)` is
/// about `n * log2(n)`.
fn check_result_bits(vm: &mut Vm, bits: f64) -> PyResult<()> {
    vm.reserve(if bits.is_finite() {
        (bits / 8.0) as usize
    } else {
        usize::MAX
    })
}

/// `n * (n - 1) * ... * (n - k + 1)`, for `n` of any size.
fn falling_product(vm: &mut Vm, n: &BigInt, k: u64) -> PyResult<BigInt> {
    if k == 0 {
        return Ok(BigInt::one());
    }
    if let Some(high) = n.to_u64() {
        return range_product(vm, high - (k - 1), high);
    }
    let mut product = BigInt::one();
    for i in 0..k {
        charge_product(vm, product.bits() + n.bits())?;
        product *= n - i;
    }
    Ok(product)
}

pub(super) fn factorial(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.factorial", 1, 1)?;
    let n = non_negative(vm, args.positional[0], "factorial() not defined for negative values")?;
    let n = count(&n, "factorial() argument should not exceed 9223372036854775807")?;
    check_result_bits(vm, n as f64 * (n.max(2) as f64).log2())?;
    let result = range_product(vm, 2, n)?;
    Ok(vm.new_int(result))
}

pub(super) fn perm(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "perm", 1, 2)?;
    let n = non_negative(vm, args.positional[0], "n must be a non-negative integer")?;
    let k = match args.get(1) {
        None | Some(Value::None) => n.clone(),
        Some(k) => non_negative(vm, k, "k must be a non-negative integer")?,
    };
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = count(&k, "k must not exceed 9223372036854775807")?;
    check_result_bits(vm, k as f64 * n.bits().max(1) as f64)?;
    let result = falling_product(vm, &n, k)?;
    Ok(vm.new_int(result))
}

pub(super) fn comb(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "comb", 2, 2)?;
    let n = non_negative(vm, args.positional[0], "n must be a non-negative integer")?;
    let k = non_negative(vm, args.positional[1], "k must be a non-negative integer")?;
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = count(
        &k.clone().min(&n - &k),
        "min(n - k, k) must not exceed 9223372036854775807",
    )?;
    check_result_bits(vm, k as f64 * n.bits().max(1) as f64)?;
    let numerator = falling_product(vm, &n, k)?;
    let denominator = range_product(vm, 2, k)?;
    vm.charge_int_div(numerator.bits(), denominator.bits())?;
    Ok(vm.new_int(numerator / denominator))
}

pub(super) fn isqrt(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "math.isqrt", 1, 1)?;
    let n = int_arg(vm, args.positional[0])?;
    if n.is_negative() {
        return Err(PyErr::value_error("isqrt() argument must be nonnegative"));
    }
    // Newton's iterations from a float guess: about log2(bits) divisions of n by its root.
    let bits = n.bits();
    let divisions = u64::from(64 - bits.leading_zeros());
    vm.charge_int_work(garter::vm::int_work::div_nanos(bits, bits / 2).saturating_mul(divisions))?;
    Ok(vm.new_int(n.sqrt()))
}
