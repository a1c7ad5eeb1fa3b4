//! The coefficient of a finite decimal number, an unsigned integer: a `u128` while it fits
//! (every operation at the precisions programs use, prec ≤ 19 or so), a `BigUint` beyond. The
//! arithmetic kernel (`arith.rs`) is written once over [`Coefficient`]; the `u128` form reports
//! an overflow as `None`, and the caller runs the operation again in the big form.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

/// What rounding drops from a coefficient, classified against half of the last kept unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rest {
    Zero,
    BelowHalf,
    Half,
    AboveHalf,
}

/// log10(2), for digit counts from bit lengths.
const LOG10_2: f64 = std::f64::consts::LOG10_2;

/// An unsigned integer the kernel computes with.
pub trait Coefficient: Sized + Clone + Ord {
    fn from_u64(value: u64) -> Self;
    fn is_zero(&self) -> bool;
    /// The length in bits, for charging the work on big ones.
    fn bits(&self) -> u64;
    /// Bounds on the number of decimal digits (1 for zero): exact for `u128`, from the bit
    /// length for big ones, so that most checks against the precision need no power of ten.
    fn digit_bounds(&self) -> (u64, u64);
    /// The number of decimal digits (1 for zero).
    fn digits(&self) -> u64;
    fn checked_add(&self, other: &Self) -> Option<Self>;
    /// `self - other` for `self >= other`.
    fn minus(&self, other: &Self) -> Self;
    fn checked_mul(&self, other: &Self) -> Option<Self>;
    /// `self * 10**k`.
    fn scaled(&self, k: u64) -> Option<Self>;
    /// Quotient and remainder, for a nonzero divisor.
    fn div_rem(&self, divisor: &Self) -> (Self, Self);
    /// `self // 10**shift` and the class of the dropped digits, for `shift >= 1`.
    fn split(&self, shift: u64) -> (Self, Rest);
    /// The last decimal digit.
    fn last_digit(&self) -> u32;
    /// Whether the value is `10**k`.
    fn is_power_of_ten(&self, k: u64) -> bool;
}

/// `10**k` as a u128, when it fits.
fn power_u128(k: u64) -> Option<u128> {
    10u128.checked_pow(u32::try_from(k).ok()?)
}

impl Coefficient for u128 {
    fn from_u64(value: u64) -> Self {
        u128::from(value)
    }

    fn is_zero(&self) -> bool {
        *self == 0
    }

    fn bits(&self) -> u64 {
        u64::from(128 - self.leading_zeros())
    }

    fn digit_bounds(&self) -> (u64, u64) {
        let d = Coefficient::digits(self);
        (d, d)
    }

    fn digits(&self) -> u64 {
        self.checked_ilog10().map_or(1, |log| u64::from(log) + 1)
    }

    fn checked_add(&self, other: &Self) -> Option<Self> {
        u128::checked_add(*self, *other)
    }

    fn minus(&self, other: &Self) -> Self {
        self - other
    }

    fn checked_mul(&self, other: &Self) -> Option<Self> {
        u128::checked_mul(*self, *other)
    }

    fn scaled(&self, k: u64) -> Option<Self> {
        if *self == 0 {
            return Some(0);
        }
        u128::checked_mul(*self, power_u128(k)?)
    }

    fn div_rem(&self, divisor: &Self) -> (Self, Self) {
        (self / divisor, self % divisor)
    }

    fn split(&self, shift: u64) -> (Self, Rest) {
        let Some(power) = power_u128(shift) else {
            return (0, if *self == 0 { Rest::Zero } else { Rest::BelowHalf });
        };
        let (q, r) = (self / power, self % power);
        (q, classify(r.cmp(&(power / 2)), r == 0))
    }

    fn last_digit(&self) -> u32 {
        (self % 10) as u32
    }

    fn is_power_of_ten(&self, k: u64) -> bool {
        power_u128(k) == Some(*self)
    }
}

/// The class of a remainder from its comparison with half the divisor.
fn classify(against_half: Ordering, zero: bool) -> Rest {
    match against_half {
        _ if zero => Rest::Zero,
        Ordering::Less => Rest::BelowHalf,
        Ordering::Equal => Rest::Half,
        Ordering::Greater => Rest::AboveHalf,
    }
}

/// `10**k` as a big integer.
fn power_big(k: u64) -> Option<BigUint> {
    Some(BigUint::from(10u32).pow(u32::try_from(k).ok()?))
}

impl Coefficient for BigUint {
    fn from_u64(value: u64) -> Self {
        BigUint::from(value)
    }

    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }

    fn bits(&self) -> u64 {
        BigUint::bits(self)
    }

    fn digit_bounds(&self) -> (u64, u64) {
        let bits = self.bits();
        if bits <= 127 {
            let d = Coefficient::digits(&self.to_u128().unwrap_or(0));
            return (d, d);
        }
        // The value lies in [2**(bits-1), 2**bits); one digit of slack each side absorbs the
        // float's rounding.
        let low = ((bits - 1) as f64 * LOG10_2).floor() as u64;
        let high = (bits as f64 * LOG10_2).floor() as u64 + 2;
        (low.max(1), high)
    }

    fn digits(&self) -> u64 {
        let (low, high) = self.digit_bounds();
        if low == high {
            return low;
        }
        let mut d = low;
        let Some(mut power) = power_big(low) else {
            return low;
        };
        while d < high && *self >= power {
            power *= 10u32;
            d += 1;
        }
        d
    }

    fn checked_add(&self, other: &Self) -> Option<Self> {
        Some(self + other)
    }

    fn minus(&self, other: &Self) -> Self {
        self - other
    }

    fn checked_mul(&self, other: &Self) -> Option<Self> {
        Some(self * other)
    }

    fn scaled(&self, k: u64) -> Option<Self> {
        if Zero::is_zero(self) || k == 0 {
            return Some(self.clone());
        }
        Some(self * power_big(k)?)
    }

    fn div_rem(&self, divisor: &Self) -> (Self, Self) {
        Integer::div_rem(self, divisor)
    }

    fn split(&self, shift: u64) -> (Self, Rest) {
        if Zero::is_zero(self) {
            return (BigUint::zero(), Rest::Zero);
        }
        if shift > self.digit_bounds().1 {
            return (BigUint::zero(), Rest::BelowHalf);
        }
        let Some(power) = power_big(shift) else {
            return (BigUint::zero(), Rest::BelowHalf);
        };
        let (q, r) = Integer::div_rem(self, &power);
        let zero = Zero::is_zero(&r);
        let doubled: BigUint = r << 1;
        (q, classify(doubled.cmp(&power), zero))
    }

    fn last_digit(&self) -> u32 {
        (self % 10u32).to_u32().unwrap_or(0)
    }

    fn is_power_of_ten(&self, k: u64) -> bool {
        let (low, high) = self.digit_bounds();
        if k + 1 < low || k + 1 > high {
            return false;
        }
        power_big(k).is_some_and(|p| p == *self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_counts_agree_between_forms() {
        for value in [0u128, 1, 9, 10, 99, 100, 12345, 10u128.pow(19), u128::MAX / 3] {
            let big = BigUint::from(value);
            assert_eq!(Coefficient::digits(&big), Coefficient::digits(&value), "{value}");
        }
        let huge = BigUint::from(10u32).pow(500);
        assert_eq!(Coefficient::digits(&huge), 501);
        assert_eq!(Coefficient::digits(&(huge.clone() - 1u32)), 500);
        let (low, high) = huge.digit_bounds();
        assert!(low <= 501 && 501 <= high);
    }

    #[test]
    fn split_classifies_the_dropped_digits() {
        assert_eq!(Coefficient::split(&12345u128, 2), (123, Rest::BelowHalf));
        assert_eq!(Coefficient::split(&12350u128, 2), (123, Rest::Half));
        assert_eq!(Coefficient::split(&12351u128, 2), (123, Rest::AboveHalf));
        assert_eq!(Coefficient::split(&12300u128, 2), (123, Rest::Zero));
        assert_eq!(Coefficient::split(&5u128, 60), (0, Rest::BelowHalf));
        let big = BigUint::from(12350u32) * BigUint::from(10u32).pow(40);
        let (q, rest) = Coefficient::split(&big, 42);
        assert_eq!((q, rest), (BigUint::from(123u32), Rest::Half));
    }

    #[test]
    fn powers_of_ten_are_recognised() {
        assert!(1000u128.is_power_of_ten(3));
        assert!(!1001u128.is_power_of_ten(3));
        assert!(BigUint::from(10u32).pow(50).is_power_of_ten(50));
        assert!(!BigUint::from(10u32).pow(50).is_power_of_ten(49));
    }
}
