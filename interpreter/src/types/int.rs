//! The `int` type's arithmetic: a 64-bit fast path that promotes to arbitrary precision on
//! overflow, with Python's floor division and modulo, powers, shifts and bitwise operations,
//! CPython's hash, string conversion with its 4300-digit limit, and parsing of int literals.

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::bytecode::BinOp;
use crate::vm::{PyErr, PyResult};

/// CPython's default limit on decimal digits in int/str conversions
/// (`sys.int_info.default_max_str_digits`); a program may change its own with
/// `sys.set_int_max_str_digits` (`Vm::int_max_str_digits`, 0 for none).
pub const MAX_STR_DIGITS: usize = 4300;

/// The largest result, in bits, that an int operation may produce.
pub const MAX_INT_BITS: u64 = 1 << 28;

/// `2**61 - 1`, the modulus of CPython's numeric hash.
pub const HASH_MODULUS: u64 = (1 << 61) - 1;

/// A borrowed int: small or big.
#[derive(Clone, Copy, Debug)]
pub enum IntRef<'a> {
    Small(i64),
    Big(&'a BigInt),
}

impl IntRef<'_> {
    pub fn to_big(self) -> BigInt {
        match self {
            IntRef::Small(i) => BigInt::from(i),
            IntRef::Big(b) => b.clone(),
        }
    }

    pub fn is_zero(self) -> bool {
        match self {
            IntRef::Small(i) => i == 0,
            IntRef::Big(b) => b.is_zero(),
        }
    }

    pub fn is_negative(self) -> bool {
        match self {
            IntRef::Small(i) => i < 0,
            IntRef::Big(b) => b.is_negative(),
        }
    }

    pub fn to_f64(self) -> PyResult<f64> {
        match self {
            IntRef::Small(i) => Ok(i as f64),
            IntRef::Big(b) => big_to_f64(b),
        }
    }

    /// Whether the int is plus or minus a power of two.
    pub fn is_power_of_two(self) -> bool {
        match self {
            IntRef::Small(i) => i.unsigned_abs().is_power_of_two(),
            IntRef::Big(b) => power_of_two(b).is_some(),
        }
    }

    pub fn bits(self) -> u64 {
        match self {
            IntRef::Small(i) => 64 - i.unsigned_abs().leading_zeros() as u64,
            IntRef::Big(b) => b.bits(),
        }
    }
}

/// The result of an int operation: small when it fits.
#[derive(Debug, Clone, PartialEq)]
pub enum IntResult {
    Small(i64),
    Big(BigInt),
    /// A true division or negative power gives a float.
    Float(f64),
}

impl IntResult {
    pub fn from_big(b: BigInt) -> IntResult {
        match b.to_i64() {
            Some(i) => IntResult::Small(i),
            None => IntResult::Big(b),
        }
    }
}

/// A BigInt converted to the nearest float (ties to even, as CPython rounds), or OverflowError.
pub fn big_to_f64(b: &BigInt) -> PyResult<f64> {
    let magnitude = b.magnitude();
    let bits = magnitude.bits();
    let value = if bits <= 64 {
        magnitude.to_u64().map_or(f64::INFINITY, |m| m as f64)
    } else {
        // The top 64 bits, and whether any bit below them is set.
        let shift = bits - 64;
        let top = (magnitude >> shift).to_u64().unwrap_or(u64::MAX);
        let sticky = magnitude.trailing_zeros().is_some_and(|zeros| zeros < shift);
        let (mut mantissa, dropped) = (top >> 11, top & 0x7ff);
        if dropped > 0x400 || (dropped == 0x400 && (sticky || mantissa & 1 == 1)) {
            mantissa += 1;
        }
        let exponent = i32::try_from(shift + 11).unwrap_or(i32::MAX);
        if exponent > 1023 {
            f64::INFINITY
        } else {
            mantissa as f64 * 2f64.powi(exponent)
        }
    };
    if !value.is_finite() {
        return Err(PyErr::overflow_error("int too large to convert to float"));
    }
    Ok(if b.is_negative() { -value } else { value })
}

/// `a op b` for ints. `op` is any arithmetic, shift or bitwise operator.
pub fn int_binop(op: BinOp, a: IntRef, b: IntRef) -> PyResult<IntResult> {
    if let (IntRef::Small(x), IntRef::Small(y)) = (a, b) {
        if let Some(r) = small_binop(op, x, y)? {
            return Ok(r);
        }
    }
    big_binop(op, a, b)
}

fn small_binop(op: BinOp, x: i64, y: i64) -> PyResult<Option<IntResult>> {
    let small = |r: Option<i64>| r.map(IntResult::Small);
    Ok(match op {
        BinOp::Add => small(x.checked_add(y)),
        BinOp::Sub => small(x.checked_sub(y)),
        BinOp::Mul => small(x.checked_mul(y)),
        BinOp::FloorDiv => {
            if y == 0 {
                return Err(PyErr::zero_division("integer division or modulo by zero"));
            }
            small(x.checked_div_euclid(y).map(|_| floor_div(x, y)))
        }
        BinOp::Mod => {
            if y == 0 {
                return Err(PyErr::zero_division("integer modulo by zero"));
            }
            small(
                x.checked_rem(y)
                    .map(|r| if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r }),
            )
        }
        BinOp::TrueDiv => {
            if y == 0 {
                return Err(PyErr::zero_division("division by zero"));
            }
            const EXACT: i64 = 1 << 53;
            if x.abs() <= EXACT && y.abs() <= EXACT {
                Some(IntResult::Float(x as f64 / y as f64))
            } else {
                None
            }
        }
        BinOp::Pow => {
            if y < 0 {
                if x == 0 {
                    return Err(PyErr::zero_division("0.0 cannot be raised to a negative power"));
                }
                Some(IntResult::Float((x as f64).powf(y as f64)))
            } else if let Ok(e) = u32::try_from(y) {
                small(x.checked_pow(e))
            } else {
                None
            }
        }
        BinOp::LShift => {
            if y < 0 {
                return Err(PyErr::value_error("negative shift count"));
            }
            if y < 63 && x.unsigned_abs().leading_zeros() as i64 > y + 1 {
                Some(IntResult::Small(x << y))
            } else {
                None
            }
        }
        BinOp::RShift => {
            if y < 0 {
                return Err(PyErr::value_error("negative shift count"));
            }
            Some(IntResult::Small(if y >= 64 {
                if x < 0 {
                    -1
                } else {
                    0
                }
            } else {
                x >> y
            }))
        }
        BinOp::And => Some(IntResult::Small(x & y)),
        BinOp::Or => Some(IntResult::Small(x | y)),
        BinOp::Xor => Some(IntResult::Small(x ^ y)),
        BinOp::MatMul => None,
    })
}

/// Floor division of i64s whose quotient does not overflow.
fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

fn big_binop(op: BinOp, a: IntRef, b: IntRef) -> PyResult<IntResult> {
    let x = a.to_big();
    let y = b.to_big();
    Ok(match op {
        BinOp::Add => IntResult::from_big(x + y),
        BinOp::Sub => IntResult::from_big(x - y),
        BinOp::Mul => {
            check_size(a.bits() + b.bits())?;
            IntResult::from_big(x * y)
        }
        BinOp::FloorDiv => {
            if y.is_zero() {
                return Err(PyErr::zero_division("integer division or modulo by zero"));
            }
            IntResult::from_big(x.div_floor(&y))
        }
        BinOp::Mod => {
            if y.is_zero() {
                return Err(PyErr::zero_division("integer modulo by zero"));
            }
            IntResult::from_big(x.mod_floor(&y))
        }
        BinOp::TrueDiv => IntResult::Float(true_divide(&x, &y)?),
        BinOp::Pow => {
            if y.is_negative() {
                if x.is_zero() {
                    return Err(PyErr::zero_division("0.0 cannot be raised to a negative power"));
                }
                let base = big_to_f64(&x)?;
                let exp = y.to_f64().unwrap_or(f64::NEG_INFINITY);
                return Ok(IntResult::Float(base.powf(exp)));
            }
            if x.is_zero() || x.is_one() {
                return Ok(IntResult::from_big(if y.is_zero() { BigInt::one() } else { x }));
            }
            if x == BigInt::from(-1) {
                return Ok(IntResult::Small(if y.is_even() { 1 } else { -1 }));
            }
            let Some(e) = y.to_u64() else {
                return Err(PyErr::new(crate::types::TypeId::MemoryError, ""));
            };
            check_size(a.bits().saturating_mul(e))?;
            if let Some(k) = power_of_two(&x) {
                let magnitude = BigInt::one() << k.saturating_mul(e);
                let negative = x.is_negative() && e % 2 == 1;
                return Ok(IntResult::from_big(if negative { -magnitude } else { magnitude }));
            }
            IntResult::from_big(num_traits::pow::Pow::pow(&x, e))
        }
        BinOp::LShift => {
            if y.is_negative() {
                return Err(PyErr::value_error("negative shift count"));
            }
            if x.is_zero() {
                return Ok(IntResult::Small(0));
            }
            let Some(shift) = y.to_u64() else {
                return Err(PyErr::overflow_error("too many digits in integer"));
            };
            check_size(a.bits().saturating_add(shift))?;
            IntResult::from_big(x << shift)
        }
        BinOp::RShift => {
            if y.is_negative() {
                return Err(PyErr::value_error("negative shift count"));
            }
            let shift = y.to_u64().unwrap_or(u64::MAX);
            if shift >= a.bits() {
                return Ok(IntResult::Small(if x.is_negative() { -1 } else { 0 }));
            }
            IntResult::from_big(x >> shift)
        }
        BinOp::And => IntResult::from_big(x & y),
        BinOp::Or => IntResult::from_big(x | y),
        BinOp::Xor => IntResult::from_big(x ^ y),
        BinOp::MatMul => return Err(PyErr::type_error("unsupported operand type(s) for @: 'int' and 'int'")),
    })
}

/// `k` when `b` is plus or minus `2**k`.
fn power_of_two(b: &BigInt) -> Option<u64> {
    let magnitude = b.magnitude();
    let zeros = magnitude.trailing_zeros()?;
    (magnitude.bits() == zeros + 1).then_some(zeros)
}

/// Fails with MemoryError when an int of `bits` bits would be too large to build.
pub fn check_size(bits: u64) -> PyResult<()> {
    if bits > MAX_INT_BITS {
        Err(PyErr::new(crate::types::TypeId::MemoryError, ""))
    } else {
        Ok(())
    }
}

/// Correctly rounded `x / y` for ints of any size.
pub fn true_divide(x: &BigInt, y: &BigInt) -> PyResult<f64> {
    if y.is_zero() {
        return Err(PyErr::zero_division("division by zero"));
    }
    if x.is_zero() {
        return Ok(if x.sign() == Sign::Minus || y.is_negative() {
            -0.0
        } else {
            0.0
        });
    }
    let negative = x.is_negative() != y.is_negative();
    let (a, b) = (x.abs(), y.abs());
    // Scale so the integer quotient has 55 or 56 significant bits, then round once.
    let shift: i64 = 55 - (a.bits() as i64 - b.bits() as i64);
    let (num, den) = if shift >= 0 {
        (a << shift as u64, b)
    } else {
        (a, b << (-shift) as u64)
    };
    let (q, r) = num.div_rem(&den);
    let mut q = q.to_u64().unwrap_or(u64::MAX);
    if !r.is_zero() {
        q |= 1;
    }
    let magnitude = ldexp(q as f64, -shift);
    if magnitude.is_infinite() {
        return Err(PyErr::overflow_error("integer division result too large for a float"));
    }
    Ok(if negative { -magnitude } else { magnitude })
}

/// `x * 2**exp`, scaling in steps so intermediate powers neither overflow nor underflow.
pub fn ldexp(mut x: f64, mut exp: i64) -> f64 {
    while exp > 1000 {
        x *= 2f64.powi(1000);
        exp -= 1000;
        if x.is_infinite() {
            return x;
        }
    }
    while exp < -1000 {
        x *= 2f64.powi(-1000);
        exp += 1000;
        if x == 0.0 {
            return x;
        }
    }
    x * 2f64.powi(exp as i32)
}

/// Appends the decimal digits of `i` (without the allocation `to_string` makes).
pub fn push_i64(out: &mut String, i: i64) {
    if i < 0 {
        out.push('-');
    }
    push_u64(out, i.unsigned_abs());
}

/// Appends the decimal digits of `n`.
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&digits[start..]).unwrap_or_default());
}

pub fn hash_int(value: IntRef) -> i64 {
    match value {
        IntRef::Small(i) => hash_i64(i),
        IntRef::Big(b) => {
            let m = BigInt::from(HASH_MODULUS);
            let r = (b.abs() % &m).to_i64().unwrap_or(0);
            let h = if b.is_negative() { -r } else { r };
            if h == -1 {
                -2
            } else {
                h
            }
        }
    }
}

pub fn hash_i64(i: i64) -> i64 {
    let magnitude = (i.unsigned_abs() % HASH_MODULUS) as i64;
    let h = if i < 0 { -magnitude } else { magnitude };
    if h == -1 {
        -2
    } else {
        h
    }
}

/// `str(n)` for a big int, refusing more than `max_digits` digits (0: no limit) like CPython
/// 3.11. The caller charges the conversion's time first (`Vm::charge_decimal_conversion`).
pub fn big_to_decimal(b: &BigInt, max_digits: usize) -> PyResult<String> {
    // A decimal digit holds log2(10) > 3.32 bits, so an int of more bits than this has more
    // digits than the limit.
    if max_digits != 0 && b.bits() > (max_digits as u64).saturating_mul(3322) / 1000 + 4 {
        return Err(str_digits_error(max_digits));
    }
    let text = b.to_string();
    let digits = text.len() - text.starts_with('-') as usize;
    if max_digits != 0 && digits > max_digits {
        return Err(str_digits_error(max_digits));
    }
    Ok(text)
}

fn str_digits_error(max_digits: usize) -> PyErr {
    PyErr::value_error(format!(
        "Exceeds the limit ({max_digits} digits) for integer string conversion; use sys.set_int_max_str_digits() to \
         increase the limit"
    ))
}

/// Why `int(text)` refused a literal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvalidLiteral {
    /// Not an int in the base.
    Invalid,
    /// Its leading digits are more than CPython converts in a base that is not a power of two
    /// (the conversion is quadratic in their number); the count.
    TooManyDigits(usize),
}

/// The `ValueError` for an int of `digits` digits refused by a limit of `max_digits`.
pub fn too_many_digits_error(digits: usize, max_digits: usize) -> PyErr {
    PyErr::value_error(format!(
        "Exceeds the limit ({max_digits} digits) for integer string conversion: value has {digits} digits; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Parses an int literal in `base` (0 means "from the prefix") as `int(text, base)` does,
/// refusing more than `max_digits` digits (0: no limit) in a base that is not a power of two.
pub fn parse_int(text: &str, requested_base: u32, max_digits: usize) -> Result<IntResult, InvalidLiteral> {
    use InvalidLiteral::Invalid;
    let base = requested_base;
    let trimmed = text.trim();
    if let Some(value) = plain_decimal(trimmed, requested_base) {
        return Ok(IntResult::Small(value));
    }
    let (negative, unsigned) = match trimmed.as_bytes().first() {
        Some(b'-') => (true, &trimmed[1..]),
        Some(b'+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    let prefix_base = match unsigned.as_bytes() {
        [b'0', b'x' | b'X', ..] => Some(16),
        [b'0', b'o' | b'O', ..] => Some(8),
        [b'0', b'b' | b'B', ..] => Some(2),
        _ => None,
    };
    let (base, mut body) = match (base, prefix_base) {
        (0, Some(b)) => (b, &unsigned[2..]),
        (0, None) => (10, unsigned),
        (b, Some(p)) if b == p => (b, &unsigned[2..]),
        (b, _) => (b, unsigned),
    };
    if body.len() != unsigned.len() {
        body = body.strip_prefix('_').unwrap_or(body);
    }
    if !base.is_power_of_two() {
        let digits = body
            .chars()
            .take_while(|c| *c == '_' || c.is_digit(base))
            .filter(|c| *c != '_')
            .count();
        if max_digits != 0 && digits > max_digits {
            return Err(InvalidLiteral::TooManyDigits(digits));
        }
    }
    if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
        return Err(Invalid);
    }
    let clean: std::borrow::Cow<str> = if body.contains('_') {
        body.chars().filter(|c| *c != '_').collect::<String>().into()
    } else {
        body.into()
    };
    if !clean.chars().all(|c| c.is_digit(base)) {
        return Err(Invalid);
    }
    let auto_decimal = requested_base == 0 && prefix_base.is_none();
    if auto_decimal && clean.starts_with('0') && !clean.trim_start_matches('0').is_empty() {
        return Err(Invalid);
    }
    let value = BigInt::parse_bytes(clean.as_bytes(), base).ok_or(Invalid)?;
    Ok(IntResult::from_big(if negative { -value } else { value }))
}

/// The common case of `parse_int` without allocating: an optional sign and at most 18
/// decimal digits (no underscores, no leading zero when the base is guessed).
fn plain_decimal(trimmed: &str, base: u32) -> Option<i64> {
    let digits = trimmed.strip_prefix(['+', '-']).unwrap_or(trimmed);
    let plain = (base == 10 || (base == 0 && (digits.len() == 1 || !digits.starts_with('0'))))
        && !digits.is_empty()
        && digits.len() <= 18
        && digits.bytes().all(|b| b.is_ascii_digit());
    if !plain {
        return None;
    }
    let magnitude = digits.bytes().fold(0i64, |acc, b| acc * 10 + i64::from(b - b'0'));
    Some(if trimmed.starts_with('-') {
        -magnitude
    } else {
        magnitude
    })
}

/// `int.__format__`-style digits of `value` in base 2, 8 or 16 (no prefix, no sign).
pub fn to_radix(value: IntRef, radix: u32) -> String {
    match value {
        IntRef::Small(i) => match radix {
            2 => format!("{:b}", i.unsigned_abs()),
            8 => format!("{:o}", i.unsigned_abs()),
            16 => format!("{:x}", i.unsigned_abs()),
            _ => i.unsigned_abs().to_string(),
        },
        IntRef::Big(b) => b.abs().to_str_radix(radix),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_i64_writes_every_width_and_sign() {
        for i in [0, 7, -7, 10, -10, 1234567890, i64::MAX, i64::MIN, i64::MIN + 1] {
            let mut out = String::from("x");
            push_i64(&mut out, i);
            assert_eq!(out, format!("x{i}"));
        }
    }

    fn small(r: PyResult<IntResult>) -> i64 {
        match r {
            Ok(IntResult::Small(i)) => i,
            other => panic!("expected a small int, got {other:?}"),
        }
    }

    #[test]
    fn big_ints_convert_to_the_nearest_float_ties_to_even() {
        let cases: [(&str, f64); 8] = [
            ("18446744073709553663", 1.8446744073709552e19),
            ("18446744073709553664", 1.8446744073709552e19),
            ("18446744073709557760", 1.844674407370956e19),
            ("18446744073709553665", 1.8446744073709556e19),
            ("11417981541647680316116887983825362587765178368", 1.141798154164768e46),
            ("11417981541647680316116887983825362587765178369", 1.1417981541647682e46),
            ("340282366920938463463374607431768211455", 3.402823669209385e38),
            ("-340282366920938463456191340301941507772", -3.402823669209385e38),
        ];
        for (text, expected) in cases {
            let big: BigInt = text.parse().expect("a numeral");
            assert_eq!(big_to_f64(&big).expect("fits"), expected, "{text}");
        }
        let huge = BigInt::from(1) << 1024usize;
        assert!(big_to_f64(&huge).is_err());
        let largest = (BigInt::from(1) << 1024usize) - (BigInt::from(1) << 971usize);
        let halfway_past = (BigInt::from(1) << 1024usize) - (BigInt::from(1) << 970usize);
        assert!(big_to_f64(&halfway_past).is_err());
        assert_eq!(big_to_f64(&largest).expect("fits"), f64::MAX);
    }

    #[test]
    fn floor_division_and_modulo_match_python() {
        assert_eq!(
            small(int_binop(BinOp::FloorDiv, IntRef::Small(-7), IntRef::Small(2))),
            -4
        );
        assert_eq!(small(int_binop(BinOp::Mod, IntRef::Small(-7), IntRef::Small(2))), 1);
        assert_eq!(small(int_binop(BinOp::Mod, IntRef::Small(7), IntRef::Small(-3))), -2);
        assert_eq!(
            small(int_binop(BinOp::RShift, IntRef::Small(-9), IntRef::Small(100))),
            -1
        );
    }

    #[test]
    fn overflow_promotes_to_big_ints() {
        let r = int_binop(BinOp::Mul, IntRef::Small(i64::MAX), IntRef::Small(2));
        assert_eq!(r.ok(), Some(IntResult::Big(BigInt::from(i64::MAX) * 2)));
        let r = int_binop(BinOp::Pow, IntRef::Small(2), IntRef::Small(64));
        assert_eq!(r.ok(), Some(IntResult::Big(BigInt::from(1u128 << 64))));
        let r = int_binop(BinOp::Pow, IntRef::Small(2), IntRef::Small(-1));
        assert_eq!(r.ok(), Some(IntResult::Float(0.5)));
    }

    #[test]
    fn hash_matches_cpython() {
        assert_eq!(hash_i64(-1), -2);
        assert_eq!(hash_i64(1 << 61), 1);
        assert_eq!(hash_int(IntRef::Big(&(BigInt::from(1) << 64))), 8);
    }

    #[test]
    fn parses_int_literals_like_int() {
        assert_eq!(parse_int(" 42 ", 10, MAX_STR_DIGITS), Ok(IntResult::Small(42)));
        assert_eq!(parse_int("0x_ff", 0, MAX_STR_DIGITS), Ok(IntResult::Small(255)));
        assert_eq!(parse_int("1_000", 10, MAX_STR_DIGITS), Ok(IntResult::Small(1000)));
        assert_eq!(parse_int("010", 0, MAX_STR_DIGITS), Err(InvalidLiteral::Invalid));
        assert_eq!(parse_int("010", 10, MAX_STR_DIGITS), Ok(IntResult::Small(10)));
        assert_eq!(parse_int("1__0", 10, MAX_STR_DIGITS), Err(InvalidLiteral::Invalid));
        assert_eq!(parse_int("z", 36, MAX_STR_DIGITS), Ok(IntResult::Small(35)));
    }

    #[test]
    fn true_division_is_correctly_rounded() {
        let big = BigInt::from(10).pow(30);
        assert_eq!(true_divide(&big, &BigInt::from(3)).ok(), Some(3.333333333333333e29));
        assert_eq!(
            true_divide(&BigInt::from(1), &(BigInt::from(1) << 1074)).ok(),
            Some(5e-324)
        );
    }
}
