//! The cost of big-int arithmetic, and the big-int algorithms whose cost grows faster than
//! their operands. A multiplication or division of huge ints is one call into `num-bigint`
//! that nothing can interrupt, so before it starts its time is estimated from the operands'
//! sizes (a model of `num-bigint`'s algorithms, pessimistic by about twice on this project's
//! machines): the estimate is charged as steps, and when it would run past the time limit the
//! run stops at once instead of after it. Modular powers, gcds and modular inverses run here as
//! loops of such operations, each charged and checked, so the limits stop them in the middle.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::bytecode::BinOp;
use crate::types::int::IntRef;

use super::{PyResult, Vm};

/// Nanoseconds of big-int work charged as one step (about what one bytecode instruction takes).
const NANOS_PER_STEP: u64 = 4;
/// Estimated work shorter than this is left to the run's periodic clock checks.
const CHECKED_NANOS: u64 = 1_000_000;
/// Operands of at most this many words take `num-bigint`'s schoolbook paths.
const SCHOOLBOOK_WORDS: u64 = 32;
/// Operands this small make loops below cheaper as single `num-bigint` calls.
const SMALL_WORDS: u64 = 16;

/// 64-bit words of an int of `bits` bits.
fn words(bits: u64) -> u64 {
    bits / 64 + 1
}

/// Estimated nanoseconds to multiply ints of `a` and `b` bits: schoolbook for a short operand,
/// Karatsuba and Toom-3 (about `n * sqrt(m)` for a long operand of `n` words and a short one
/// of `m`) past it.
pub fn mul_nanos(a: u64, b: u64) -> u64 {
    let (long, short) = (words(a.max(b)), words(a.min(b)));
    if short <= SCHOOLBOOK_WORDS {
        return long.saturating_mul(short);
    }
    long.saturating_mul(short.isqrt()).saturating_mul(20)
}

/// Estimated nanoseconds to divide an int of `a` bits by one of `b` bits (quotient and
/// remainder).
pub fn div_nanos(a: u64, b: u64) -> u64 {
    if a < b {
        return words(a);
    }
    let (quotient, divisor) = (words(a - b), words(b));
    let (long, short) = (quotient.max(divisor), quotient.min(divisor));
    if short <= SCHOOLBOOK_WORDS {
        return long.saturating_mul(short).saturating_mul(2);
    }
    long.saturating_mul(short.isqrt()).saturating_mul(80)
}

/// Ints of at most this many bits convert to and from decimal in CPython's default digit limit,
/// quickly enough to leave to the run's periodic checks.
const DEFAULT_LIMIT_BITS: u64 = 14_300;

/// Estimated nanoseconds to convert an int of `bits` bits to or from decimal (quadratic in
/// `num-bigint`, as in CPython: about 1.7 ns per pair of words measured, doubled).
pub fn decimal_nanos(bits: u64) -> u64 {
    words(bits).saturating_mul(words(bits)).saturating_mul(4)
}

/// Estimated nanoseconds to raise an int to a power whose result has `bits` bits (repeated
/// squaring: the last squaring, of half the result, is about half the work).
pub fn pow_nanos(bits: u64) -> u64 {
    mul_nanos(bits / 2, bits / 2).saturating_mul(2)
}

/// Estimated nanoseconds of `i op j` on ints, for the operators whose cost is not linear.
pub fn binop_nanos(op: BinOp, i: IntRef, j: IntRef, result_bits: u64) -> u64 {
    let (a, b) = (i.bits(), j.bits());
    match op {
        BinOp::Mul => mul_nanos(a, b),
        BinOp::FloorDiv | BinOp::Mod => div_nanos(a, b),
        BinOp::Pow if i.is_power_of_two() => words(result_bits),
        BinOp::Pow => pow_nanos(result_bits),
        _ => words(a.max(b)).max(words(result_bits)),
    }
}

impl Vm {
    /// Charges big-int work estimated at `nanos`, and stops the run at once when the time
    /// limit would pass before the work ends.
    pub fn charge_int_work(&mut self, nanos: u64) -> PyResult<()> {
        self.charge(nanos / NANOS_PER_STEP)?;
        if nanos >= CHECKED_NANOS {
            self.check_time_for(std::time::Duration::from_nanos(nanos))?;
        }
        Ok(())
    }

    /// Charges the conversion of an int of `bits` bits to or from decimal, stopping the run
    /// before it starts when it would pass the time limit (possible only once the program has
    /// raised or removed the digit limit).
    pub fn charge_decimal_conversion(&mut self, bits: u64) -> PyResult<()> {
        if bits <= DEFAULT_LIMIT_BITS {
            return Ok(());
        }
        self.charge_int_work(decimal_nanos(bits))
    }

    /// Charges a multiplication of ints of `a` and `b` bits and reserves room for the product.
    pub fn charge_int_mul(&mut self, a: u64, b: u64) -> PyResult<()> {
        self.reserve(usize::try_from((a + b) / 8).unwrap_or(usize::MAX))?;
        self.charge_int_work(mul_nanos(a, b))
    }

    /// Charges a division of an int of `a` bits by one of `b` bits.
    pub fn charge_int_div(&mut self, a: u64, b: u64) -> PyResult<()> {
        self.charge_int_work(div_nanos(a, b))
    }

    /// `base ** exp % modulus` (a non-negative exponent, a positive modulus), by squaring and
    /// multiplying, each step charged.
    pub fn int_modpow(&mut self, base: &BigInt, exp: &BigInt, modulus: &BigInt) -> PyResult<BigInt> {
        let m_bits = modulus.bits();
        if words(m_bits) <= SMALL_WORDS && exp.bits() <= 64 * SMALL_WORDS {
            self.charge_int_work(exp.bits().max(1) * 2 * mul_nanos(m_bits, m_bits))?;
            return Ok(base.modpow(exp, modulus));
        }
        self.charge_int_div(base.bits(), m_bits)?;
        let base = base.mod_floor(modulus);
        let mut result = BigInt::one();
        for bit in (0..exp.bits()).rev() {
            self.charge_int_mul(m_bits, m_bits)?;
            self.charge_int_div(2 * m_bits, m_bits)?;
            result = (&result * &result) % modulus;
            if exp.bit(bit) {
                self.charge_int_mul(m_bits, m_bits)?;
                self.charge_int_div(2 * m_bits, m_bits)?;
                result = (&result * &base) % modulus;
            }
        }
        Ok(result % modulus)
    }

    /// The greatest common divisor of `a` and `b` (non-negative), by Euclid's algorithm, each
    /// division charged.
    pub fn int_gcd(&mut self, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
        let (mut x, mut y) = (a.abs(), b.abs());
        while !y.is_zero() {
            if words(x.bits().max(y.bits())) <= SMALL_WORDS {
                self.charge_int_work(words(x.bits()) * words(x.bits()))?;
                return Ok(x.gcd(&y));
            }
            self.charge_int_div(x.bits(), y.bits())?;
            let r = &x % &y;
            x = y;
            y = r;
        }
        Ok(x)
    }

    /// The inverse of `a` modulo `m` (`m` non-zero), if there is one, by the extended Euclidean
    /// algorithm, each step charged.
    pub fn int_mod_inverse(&mut self, a: &BigInt, m: &BigInt) -> PyResult<Option<BigInt>> {
        let m = m.abs();
        self.charge_int_div(a.bits(), m.bits())?;
        let (mut old_r, mut r) = (a.mod_floor(&m), m.clone());
        let (mut old_s, mut s) = (BigInt::one(), BigInt::zero());
        while !r.is_zero() {
            self.charge_int_div(old_r.bits(), r.bits())?;
            let (q, rem) = old_r.div_rem(&r);
            self.charge_int_mul(q.bits(), s.bits())?;
            let next_s = &old_s - &q * &s;
            old_r = std::mem::replace(&mut r, rem);
            old_s = std::mem::replace(&mut s, next_s);
        }
        if !old_r.is_one() {
            return Ok(None);
        }
        Ok(Some(old_s.mod_floor(&m)))
    }
}
