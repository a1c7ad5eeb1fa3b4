//! The arithmetic of finite decimal numbers for the operators' fast path: `+ - * / // %` and
//! comparison, rounded to a context as the General Decimal Arithmetic specification and
//! libmpdec do, step for step as the Python kernel (`python/_decimal_number.py`) does. Only
//! results in the context's normal range are produced here: an operation that would overflow,
//! underflow, clamp, divide by zero or signal anything but Inexact and Rounded gives
//! [`Fallback::Python`], and the Python kernel computes it with all its signals.

use std::cmp::Ordering;

use garter::vm::PyErr;

use super::coefficient::{Coefficient, Rest};

/// libmpdec's status bit for a result that lost nonzero digits.
pub const INEXACT: u32 = 64;
/// libmpdec's status bit for a result that was rounded.
pub const ROUNDED: u32 = 4096;

/// Exponent gaps past this many digits are left to the Python kernel (whose powers of ten are
/// charged and checked as a program's own).
const MAX_SCALE_DIGITS: i128 = 100_000;
/// Divisions needing more digits than this look for an exact quotient first, in Python.
const EXACT_FIRST: i128 = 400;

/// The rounding modes, numbered as libmpdec and the Python layer number them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    Up,
    Down,
    Ceiling,
    Floor,
    HalfUp,
    HalfDown,
    HalfEven,
    Zero5Up,
}

impl Rounding {
    pub fn from_number(n: i64) -> Option<Rounding> {
        Some(match n {
            0 => Rounding::Up,
            1 => Rounding::Down,
            2 => Rounding::Ceiling,
            3 => Rounding::Floor,
            4 => Rounding::HalfUp,
            5 => Rounding::HalfDown,
            6 => Rounding::HalfEven,
            7 => Rounding::Zero5Up,
            _ => return None,
        })
    }
}

/// A context's parameters for one operation.
#[derive(Debug, Clone, Copy)]
pub struct Env {
    pub prec: i128,
    pub rounding: Rounding,
    pub emin: i128,
    pub emax: i128,
    pub clamp: bool,
}

/// A finite number `(-1)**sign * coefficient * 10**exponent`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finite<C> {
    pub sign: u8,
    pub coefficient: C,
    pub exponent: i128,
}

/// Why the fast path gave no result.
#[derive(Debug)]
pub enum Fallback {
    /// A `u128` coefficient overflowed: run again with big ones.
    Overflow,
    /// The Python kernel computes this one (special results, signals other than Inexact and
    /// Rounded, huge exponent gaps).
    Python,
    /// A limit stopped the work.
    Error(PyErr),
}

/// What an operation gives: the rounded number and its status bits.
pub type Outcome<C> = Result<(Finite<C>, u32), Fallback>;

/// Charges big-number work before it is done (nothing for `u128` coefficients).
pub trait Meter {
    /// Before multiplying numbers of `a` and `b` bits.
    fn multiply(&mut self, a: u64, b: u64) -> Result<(), Fallback>;
    /// Before dividing a number of `a` bits by one of `b` bits.
    fn divide(&mut self, a: u64, b: u64) -> Result<(), Fallback>;
}

/// The meter of `u128` work, which is too small to charge beyond the call itself.
pub struct Unmetered;

impl Meter for Unmetered {
    fn multiply(&mut self, _: u64, _: u64) -> Result<(), Fallback> {
        Ok(())
    }

    fn divide(&mut self, _: u64, _: u64) -> Result<(), Fallback> {
        Ok(())
    }
}

/// The operators of the fast path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operator {
    Add,
    Subtract,
    Multiply,
    Divide,
    FloorDivide,
    Remainder,
}

/// `a op b`, rounded to `env`.
pub fn operate<C: Coefficient>(
    op: Operator,
    env: &Env,
    a: Finite<C>,
    b: Finite<C>,
    meter: &mut impl Meter,
) -> Outcome<C> {
    match op {
        Operator::Add => add(env, a, b, meter),
        Operator::Subtract => {
            let negated = Finite { sign: b.sign ^ 1, ..b };
            add(env, a, negated, meter)
        }
        Operator::Multiply => {
            meter.multiply(a.coefficient.bits(), b.coefficient.bits())?;
            let product = a.coefficient.checked_mul(&b.coefficient).ok_or(Fallback::Overflow)?;
            finalize(env, a.sign ^ b.sign, product, a.exponent + b.exponent, meter)
        }
        Operator::Divide => divide(env, a, b, meter),
        Operator::FloorDivide => {
            let (q, _, _) = truncated_quotient(env, &a, &b, meter)?;
            finalize(env, a.sign ^ b.sign, q, 0, meter)
        }
        Operator::Remainder => {
            let (_, r, e) = truncated_quotient(env, &a, &b, meter)?;
            finalize(env, a.sign, r, e, meter)
        }
    }
}

/// The digits of `c`, charging the power of ten a big count may need.
fn digits<C: Coefficient>(c: &C, meter: &mut impl Meter) -> Result<i128, Fallback> {
    let (low, high) = c.digit_bounds();
    if low != high {
        meter.multiply(c.bits() / 2, c.bits() / 2)?;
    }
    Ok(i128::from(c.digits()))
}

/// `c * 10**k`, for an exponent gap `k` the fast path takes on.
fn scaled<C: Coefficient>(c: &C, k: i128, meter: &mut impl Meter) -> Result<C, Fallback> {
    if k > MAX_SCALE_DIGITS {
        return Err(Fallback::Python);
    }
    let k = u64::try_from(k).map_err(|_| Fallback::Python)?;
    meter.multiply(c.bits(), k * 3322 / 1000 + 1)?;
    c.scaled(k).ok_or(Fallback::Overflow)
}

/// Whether rounding away the digits classed `rest` adds one to the kept coefficient, whose
/// last digit is `last`.
fn increments(sign: u8, last: u32, rest: Rest, rounding: Rounding) -> bool {
    if rest == Rest::Zero {
        return false;
    }
    match rounding {
        Rounding::HalfEven => rest == Rest::AboveHalf || (rest == Rest::Half && last % 2 == 1),
        Rounding::HalfUp => rest != Rest::BelowHalf,
        Rounding::HalfDown => rest == Rest::AboveHalf,
        Rounding::Down => false,
        Rounding::Up => true,
        Rounding::Ceiling => sign == 0,
        Rounding::Floor => sign == 1,
        Rounding::Zero5Up => last == 0 || last == 5,
    }
}

/// The number fitted to the context: rounded to its precision; anything outside the normal
/// range goes to Python.
fn finalize<C: Coefficient>(env: &Env, sign: u8, c: C, e: i128, meter: &mut impl Meter) -> Outcome<C> {
    let (low, high) = c.digit_bounds();
    let (low, high) = (i128::from(low), i128::from(high));
    let etop = env.emax - env.prec + 1;
    if env.clamp && e > etop {
        return Err(Fallback::Python);
    }
    if high <= env.prec && e + high - 1 <= env.emax && e + low > env.emin {
        return Ok((
            Finite {
                sign,
                coefficient: c,
                exponent: e,
            },
            0,
        ));
    }
    let d = digits(&c, meter)?;
    let adj = e + d - 1;
    if adj > env.emax || adj < env.emin {
        return Err(Fallback::Python);
    }
    if d <= env.prec {
        return Ok((
            Finite {
                sign,
                coefficient: c,
                exponent: e,
            },
            0,
        ));
    }
    let shift = d - env.prec;
    let shift_u64 = u64::try_from(shift).map_err(|_| Fallback::Python)?;
    meter.divide(c.bits(), shift_u64 * 3322 / 1000 + 1)?;
    let (mut q, rest) = c.split(shift_u64);
    if increments(sign, q.last_digit(), rest, env.rounding) {
        q = q.checked_add(&C::from_u64(1)).ok_or(Fallback::Overflow)?;
    }
    let mut e = e + shift;
    let status = if rest == Rest::Zero { ROUNDED } else { ROUNDED | INEXACT };
    let prec = u64::try_from(env.prec).map_err(|_| Fallback::Python)?;
    if q.is_power_of_ten(prec) {
        q = q.div_rem(&C::from_u64(10)).0;
        e += 1;
        if e + env.prec - 1 > env.emax || (env.clamp && e > etop) {
            return Err(Fallback::Python);
        }
    }
    Ok((
        Finite {
            sign,
            coefficient: q,
            exponent: e,
        },
        status,
    ))
}

/// `a + b`: the operand with the larger exponent is scaled down to the other's, except that an
/// operand far below the precision of the other is replaced by a sticky digit.
fn add<C: Coefficient>(env: &Env, a: Finite<C>, b: Finite<C>, meter: &mut impl Meter) -> Outcome<C> {
    let (high, low) = if a.exponent < b.exponent { (b, a) } else { (a, b) };
    let Finite {
        sign: sa,
        coefficient: mut ca,
        exponent: ea,
    } = high;
    let Finite {
        sign: sb,
        coefficient: mut cb,
        exponent: mut eb,
    } = low;
    let mut gap = ea - eb;
    if gap > 0 && !ca.is_zero() {
        let da = digits(&ca, meter)?;
        if cb.is_zero() {
            gap = gap.min((env.prec + 1 - da).max(0));
            eb = ea - gap;
        } else {
            let below = ea.min(ea + da - 1 - env.prec) - 1;
            if eb + digits(&cb, meter)? - 1 < below {
                cb = C::from_u64(1);
                eb = below - 1;
                gap = ea - eb;
            }
        }
        ca = scaled(&ca, gap, meter)?;
    }
    if sa == sb {
        let sum = ca.checked_add(&cb).ok_or(Fallback::Overflow)?;
        return finalize(env, sa, sum, eb, meter);
    }
    match ca.cmp(&cb) {
        Ordering::Greater => finalize(env, sa, ca.minus(&cb), eb, meter),
        Ordering::Less => finalize(env, sb, cb.minus(&ca), eb, meter),
        Ordering::Equal => {
            let sign = u8::from(env.rounding == Rounding::Floor);
            finalize(env, sign, C::from_u64(0), eb, meter)
        }
    }
}

/// `a / b`: `prec + 2` or more quotient digits, a sticky digit for a remainder, and trailing
/// zeros of an exact quotient stripped down to the ideal exponent.
fn divide<C: Coefficient>(env: &Env, a: Finite<C>, b: Finite<C>, meter: &mut impl Meter) -> Outcome<C> {
    let sign = a.sign ^ b.sign;
    if b.coefficient.is_zero() {
        return Err(Fallback::Python);
    }
    let ideal = a.exponent - b.exponent;
    if a.coefficient.is_zero() {
        return finalize(env, sign, a.coefficient, ideal, meter);
    }
    let shift = env.prec - digits(&a.coefficient, meter)? + digits(&b.coefficient, meter)? + 2;
    if shift > EXACT_FIRST {
        return Err(Fallback::Python);
    }
    let shift = shift.max(0);
    let dividend = scaled(&a.coefficient, shift, meter)?;
    meter.divide(dividend.bits(), b.coefficient.bits())?;
    let (mut q, r) = dividend.div_rem(&b.coefficient);
    let mut e = ideal - shift;
    if !r.is_zero() {
        let sticky = q
            .checked_mul(&C::from_u64(10))
            .and_then(|q| q.checked_add(&C::from_u64(1)))
            .ok_or(Fallback::Overflow)?;
        return finalize(env, sign, sticky, e - 1, meter);
    }
    let ten = C::from_u64(10);
    while e < ideal && q.last_digit() == 0 {
        q = q.div_rem(&ten).0;
        e += 1;
    }
    finalize(env, sign, q, e, meter)
}

/// For finite a and finite nonzero b: the integer part of |a| / |b|, and the remainder's
/// magnitude as coefficient and exponent. A quotient of more than prec digits (Python's
/// DivisionImpossible) and a zero divisor go to Python.
fn truncated_quotient<C: Coefficient>(
    env: &Env,
    a: &Finite<C>,
    b: &Finite<C>,
    meter: &mut impl Meter,
) -> Result<(C, C, i128), Fallback> {
    if b.coefficient.is_zero() {
        return Err(Fallback::Python);
    }
    let e = a.exponent.min(b.exponent);
    if a.coefficient.is_zero() {
        return Ok((C::from_u64(0), C::from_u64(0), e));
    }
    let adj_a = a.exponent + digits(&a.coefficient, meter)? - 1;
    let adj_b = b.exponent + digits(&b.coefficient, meter)? - 1;
    if adj_a < adj_b {
        return Ok((C::from_u64(0), scaled(&a.coefficient, a.exponent - e, meter)?, e));
    }
    if adj_a - adj_b > env.prec {
        return Err(Fallback::Python);
    }
    let dividend = scaled(&a.coefficient, a.exponent - e, meter)?;
    let divisor = scaled(&b.coefficient, b.exponent - e, meter)?;
    meter.divide(dividend.bits(), divisor.bits())?;
    let (q, r) = dividend.div_rem(&divisor);
    if digits(&q, meter)? > env.prec {
        return Err(Fallback::Python);
    }
    Ok((q, r, e))
}

/// -1, 0 or 1 comparing two finite numbers.
pub fn compare<C: Coefficient>(a: &Finite<C>, b: &Finite<C>, meter: &mut impl Meter) -> Result<i8, Fallback> {
    match (a.coefficient.is_zero(), b.coefficient.is_zero()) {
        (true, true) => return Ok(0),
        (true, false) => return Ok(if b.sign == 1 { 1 } else { -1 }),
        (false, true) => return Ok(if a.sign == 1 { -1 } else { 1 }),
        (false, false) => {}
    }
    if a.sign != b.sign {
        return Ok(if a.sign == 1 { -1 } else { 1 });
    }
    let magnitude = compare_magnitude(a, b, meter)?;
    Ok(if a.sign == 1 { -magnitude } else { magnitude })
}

/// -1, 0 or 1 as |a| is below, equal to or above |b|, for nonzero finite a and b.
fn compare_magnitude<C: Coefficient>(a: &Finite<C>, b: &Finite<C>, meter: &mut impl Meter) -> Result<i8, Fallback> {
    let order = if a.exponent == b.exponent {
        a.coefficient.cmp(&b.coefficient)
    } else {
        let adj_a = a.exponent + digits(&a.coefficient, meter)? - 1;
        let adj_b = b.exponent + digits(&b.coefficient, meter)? - 1;
        if adj_a != adj_b {
            adj_a.cmp(&adj_b)
        } else {
            let e = a.exponent.min(b.exponent);
            let ca = scaled(&a.coefficient, a.exponent - e, meter)?;
            let cb = scaled(&b.coefficient, b.exponent - e, meter)?;
            ca.cmp(&cb)
        }
    };
    Ok(order as i8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(prec: i128, rounding: Rounding) -> Env {
        Env {
            prec,
            rounding,
            emin: -999_999,
            emax: 999_999,
            clamp: false,
        }
    }

    fn num(sign: u8, coefficient: u128, exponent: i128) -> Finite<u128> {
        Finite {
            sign,
            coefficient,
            exponent,
        }
    }

    fn run(op: Operator, env: &Env, a: Finite<u128>, b: Finite<u128>) -> (Finite<u128>, u32) {
        operate(op, env, a, b, &mut Unmetered).expect("fast path")
    }

    #[test]
    fn division_rounds_and_strips_as_the_specification() {
        let e = env(9, Rounding::HalfEven);
        assert_eq!(
            run(Operator::Divide, &e, num(0, 1, 0), num(0, 3, 0)),
            (num(0, 333_333_333, -9), INEXACT | ROUNDED)
        );
        assert_eq!(
            run(Operator::Divide, &e, num(0, 2, 0), num(0, 3, 0)),
            (num(0, 666_666_667, -9), INEXACT | ROUNDED)
        );
        assert_eq!(
            run(Operator::Divide, &e, num(0, 100, 0), num(0, 4, 0)),
            (num(0, 25, 0), 0)
        );
        assert_eq!(
            run(Operator::Divide, &e, num(1, 1, 0), num(0, 8, 0)),
            (num(1, 125, -3), 0)
        );
    }

    #[test]
    fn addition_aligns_exponents_and_keeps_sticky_digits() {
        let e = env(5, Rounding::HalfEven);
        assert_eq!(
            run(Operator::Add, &e, num(0, 12345, 0), num(0, 1, -10)),
            (num(0, 12345, 0), INEXACT | ROUNDED)
        );
        assert_eq!(
            run(Operator::Subtract, &e, num(0, 5, 0), num(0, 5, 0)),
            (num(0, 0, 0), 0)
        );
        let floor = env(5, Rounding::Floor);
        assert_eq!(
            run(Operator::Subtract, &floor, num(0, 5, 0), num(0, 5, 0)),
            (num(1, 0, 0), 0)
        );
        assert_eq!(
            run(Operator::Add, &e, num(0, 99999, 0), num(0, 1, 0)),
            (num(0, 10000, 1), ROUNDED)
        );
    }

    #[test]
    fn every_rounding_mode_rounds_a_half() {
        let cases = [
            (Rounding::Up, 13),
            (Rounding::Down, 12),
            (Rounding::Ceiling, 13),
            (Rounding::Floor, 12),
            (Rounding::HalfUp, 13),
            (Rounding::HalfDown, 12),
            (Rounding::HalfEven, 12),
            (Rounding::Zero5Up, 12),
        ];
        for (rounding, expected) in cases {
            let (result, _) = run(Operator::Multiply, &env(2, rounding), num(0, 125, 0), num(0, 1, 0));
            assert_eq!(result.coefficient, expected, "{rounding:?}");
        }
    }

    #[test]
    fn results_outside_the_normal_range_go_to_python() {
        let e = env(9, Rounding::HalfEven);
        let big = num(0, 1, 999_999);
        assert!(matches!(
            operate(Operator::Multiply, &e, big.clone(), big, &mut Unmetered),
            Err(Fallback::Python)
        ));
        assert!(matches!(
            operate(Operator::Divide, &e, num(0, 1, 0), num(0, 0, 0), &mut Unmetered),
            Err(Fallback::Python)
        ));
        assert!(matches!(
            operate(Operator::FloorDivide, &e, num(0, 1, 20), num(0, 3, 0), &mut Unmetered),
            Err(Fallback::Python)
        ));
    }

    #[test]
    fn comparison_orders_by_value() {
        let mut meter = Unmetered;
        assert_eq!(compare(&num(0, 10, -1), &num(0, 1, 0), &mut meter).unwrap(), 0);
        assert_eq!(compare(&num(1, 2, 0), &num(1, 1, 0), &mut meter).unwrap(), -1);
        assert_eq!(compare(&num(0, 0, 5), &num(1, 0, -3), &mut meter).unwrap(), 0);
        assert_eq!(compare(&num(0, 101, -2), &num(0, 1, 0), &mut meter).unwrap(), 1);
    }
}
