//! The `float` type: CPython's shortest round-trip `repr`, its hash, Python's floor division and
//! modulo, `round()` (correctly rounded, ties to even on the exact binary value) and `float.hex`.

use crate::vm::{PyErr, PyResult};

/// `repr(x)` as CPython prints it: the shortest digits that round-trip, in fixed notation for
/// exponents from -4 to 15 and scientific notation otherwise (`1e+16`, `1.5e-05`).
pub fn repr_f64(x: f64) -> String {
    let mut out = String::new();
    push_float_repr(&mut out, x);
    out
}

/// Appends `repr(x)` to `out`.
pub fn push_float_repr(out: &mut String, x: f64) {
    if x.is_nan() {
        out.push_str("nan");
        return;
    }
    if x.is_sign_negative() {
        out.push('-');
    }
    if x.is_infinite() {
        out.push_str("inf");
    } else if x == 0.0 {
        out.push_str("0.0");
    } else {
        let decimal = shortest_decimal(x);
        if (-4..16).contains(&decimal.exp) {
            decimal.push_fixed(out);
        } else {
            decimal.push_scientific(out);
        }
    }
}

/// The significant decimal digits of a float (no leading or trailing zeros) and the decimal
/// exponent of the first.
struct Decimal {
    digits: [u8; DIGITS_CAPACITY],
    len: usize,
    exp: i32,
}

/// More digits than any shortest or 17-digit form of a double has.
const DIGITS_CAPACITY: usize = 40;

impl Decimal {
    /// The digits and exponent of a decimal text such as `0.0012`, `120.0`, `1.5e-7` or `1e30`.
    fn parse(text: &str) -> Decimal {
        let mut decimal = Decimal {
            digits: [0; DIGITS_CAPACITY],
            len: 0,
            exp: 0,
        };
        let (mut point, mut first, mut seen) = (None, None, 0i32);
        let bytes = text.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'.' => point = Some(seen),
                b'e' | b'E' => {
                    decimal.exp = parse_exponent(&bytes[i + 1..]);
                    break;
                }
                b'0' if first.is_none() => seen += 1,
                b'0'..=b'9' => {
                    first.get_or_insert(seen);
                    seen += 1;
                    if decimal.len < DIGITS_CAPACITY {
                        decimal.digits[decimal.len] = b;
                        decimal.len += 1;
                    }
                }
                _ => {}
            }
        }
        while decimal.len > 1 && decimal.digits[decimal.len - 1] == b'0' {
            decimal.len -= 1;
        }
        decimal.exp += point.unwrap_or(seen) - 1 - first.unwrap_or(0);
        decimal
    }

    fn digits(&self) -> &str {
        std::str::from_utf8(&self.digits[..self.len]).unwrap_or_default()
    }

    /// Fixed notation, `.0` after a whole number.
    fn push_fixed(&self, out: &mut String) {
        let (digits, n) = (self.digits(), self.len as i32);
        if self.exp < 0 {
            out.push_str("0.");
            push_zeros(out, -self.exp - 1);
            out.push_str(digits);
        } else if self.exp + 1 >= n {
            out.push_str(digits);
            push_zeros(out, self.exp + 1 - n);
            out.push_str(".0");
        } else {
            let (int_part, frac) = digits.split_at((self.exp + 1) as usize);
            out.push_str(int_part);
            out.push('.');
            out.push_str(frac);
        }
    }

    /// Scientific notation with an exponent of at least two digits (`1e+16`, `1.5e-05`).
    fn push_scientific(&self, out: &mut String) {
        let (first, rest) = self.digits().split_at(1);
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        out.push_str(if self.exp < 0 { "e-" } else { "e+" });
        if self.exp.abs() < 10 {
            out.push('0');
        }
        out.push_str(&self.exp.abs().to_string());
    }
}

/// A decimal exponent such as `-7`, `+16` or `30`.
fn parse_exponent(text: &[u8]) -> i32 {
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    let magnitude = digits
        .iter()
        .filter(|d| d.is_ascii_digit())
        .fold(0i32, |n, &d| n.saturating_mul(10).saturating_add(i32::from(d - b'0')));
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

fn push_zeros(out: &mut String, count: i32) {
    for _ in 0..count {
        out.push('0');
    }
}

/// The shortest round-trip digits of a finite non-zero float (of its magnitude).
fn shortest_decimal(x: f64) -> Decimal {
    let mut buffer = zmij::Buffer::new();
    let shortest = Decimal::parse(buffer.format_finite(x.abs()));
    if shortest.len >= TIE_DIGITS && may_be_halfway(x) {
        // With 16 or 17 digits two shortest candidates can be equally close (x halfway between
        // them); CPython takes the even one, which is what correctly rounding x to that many
        // digits gives, when it round-trips (at a power of two the gap below is half the gap
        // above, and only the upper one may).
        let rounded = format!("{:.*e}", shortest.len - 1, x.abs());
        if rounded.parse::<f64>() == Ok(x.abs()) {
            return Decimal::parse(&rounded);
        }
    }
    shortest
}

/// Whether x's exact decimal expansion is short enough (18 significant digits at most) to lie
/// halfway between two 16- or 17-digit decimals: x is an odd multiple m of 2^e, and for e < 0
/// its significant digits are those of m·5^(-e), at least 0.69·(-e) of them.
fn may_be_halfway(x: f64) -> bool {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exponent) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    mantissa == 0 || exponent + mantissa.trailing_zeros() as i32 >= -26
}

/// From this many significant digits on, a double can lie exactly halfway between two shortest
/// candidates (with 15 or fewer, their spacing is too wide for both to round-trip).
const TIE_DIGITS: usize = 16;

/// CPython's hash of a float (equal to the hash of an equal int).
pub fn hash_f64(x: f64) -> i64 {
    use super::int::HASH_MODULUS;
    if x.is_infinite() {
        return if x > 0.0 { 314_159 } else { -314_159 };
    }
    if x.is_nan() {
        return 0;
    }
    let (mut m, mut e) = frexp(x.abs());
    let mut h: u64 = 0;
    while m != 0.0 {
        h = ((h << 28) & HASH_MODULUS) | (h >> (61 - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        h += y;
        if h >= HASH_MODULUS {
            h -= HASH_MODULUS;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) };
    h = ((h << e) & HASH_MODULUS) | (h >> (61 - e));
    let mut h = h as i64;
    if x < 0.0 {
        h = -h;
    }
    if h == -1 {
        -2
    } else {
        h
    }
}

/// `frexp`: `x = m * 2**e` with `0.5 <= m < 1`.
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// Python's `x // y` and `x % y` for floats (CPython's `_float_div_mod`).
pub fn div_mod(x: f64, y: f64) -> (f64, f64) {
    let mut m = x % y;
    let mut div = (x - m) / y;
    if m != 0.0 {
        if (y < 0.0) != (m < 0.0) {
            m += y;
            div -= 1.0;
        }
    } else {
        m = 0f64.copysign(y);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0f64.copysign(x / y)
    };
    (floordiv, m)
}

/// `round(x, ndigits)` for a float: the correctly rounded decimal value, ties to even.
pub fn round_f64(x: f64, ndigits: i64) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    if ndigits > 330 {
        return x;
    }
    if ndigits >= 0 {
        let text = format!("{:.*}", ndigits as usize, x);
        return text.parse().unwrap_or(x);
    }
    if ndigits < -330 {
        return 0f64.copysign(x);
    }
    let places = (-ndigits) as usize;
    let whole = format!("{:.0}", x.abs().trunc());
    let fraction_nonzero = x.abs().fract() != 0.0;
    if whole.len() < places {
        return 0f64.copysign(x);
    }
    let (keep, dropped) = whole.split_at(whole.len() - places);
    let first = dropped.as_bytes()[0];
    let rest_zero = dropped[1..].bytes().all(|b| b == b'0') && !fraction_nonzero;
    let last_even = keep.bytes().last().is_none_or(|b| (b - b'0').is_multiple_of(2));
    let round_up = first > b'5' || (first == b'5' && (!rest_zero || !last_even));
    let kept = if round_up {
        increment_decimal(keep)
    } else {
        keep.to_string()
    };
    let text = format!("{}{}", if kept.is_empty() { "0" } else { &kept }, "0".repeat(places));
    let result: f64 = text.parse().unwrap_or(f64::INFINITY);
    result.copysign(x)
}

/// `digits` (a decimal numeral, possibly empty) plus one, in decimal: any length, no float or
/// machine-integer range involved.
fn increment_decimal(digits: &str) -> String {
    let mut out: Vec<char> = digits.chars().collect();
    for digit in out.iter_mut().rev() {
        if *digit == '9' {
            *digit = '0';
        } else {
            *digit = char::from(*digit as u8 + 1);
            return out.into_iter().collect();
        }
    }
    std::iter::once('1').chain(out).collect()
}

/// The int nearest to `x`, ties to even (`round(x)`), as an error when `x` is not finite.
pub fn check_finite_for_int(x: f64) -> PyResult<()> {
    if x.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(PyErr::overflow_error("cannot convert float infinity to integer"));
    }
    Ok(())
}

/// `float.hex()`.
pub fn to_hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = x.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let mantissa = bits & ((1 << 52) - 1);
    let (lead, exp) = if raw_exp == 0 { (0, -1022) } else { (1, raw_exp - 1023) };
    let hex = format!("{mantissa:013x}");
    let exp_sign = if exp < 0 { '-' } else { '+' };
    format!("{sign}0x{lead}.{hex}p{exp_sign}{}", exp.abs())
}

/// `float.fromhex(text)`.
pub fn from_hex(text: &str) -> Option<f64> {
    let s = text.trim().to_ascii_lowercase();
    let (negative, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, s.strip_prefix('+').unwrap_or(&s).to_string()),
    };
    match s.as_str() {
        "inf" | "infinity" => return Some(if negative { f64::NEG_INFINITY } else { f64::INFINITY }),
        "nan" => return Some(f64::NAN),
        _ => {}
    }
    let s = s.strip_prefix("0x").unwrap_or(&s);
    let (mantissa, exp) = match s.split_once('p') {
        Some((m, e)) => (m, e.parse::<i64>().ok()?),
        None => (s, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut value = 0f64;
    for c in int_part.chars() {
        value = value * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        value += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    let result = value * 2f64.powi(exp.clamp(-2000, 2000) as i32);
    Some(if negative { -result } else { result })
}

/// Parses a float literal as `float(text)` does (underscores between digits allowed).
pub fn parse_float(text: &str) -> Option<f64> {
    let s = text.trim();
    let lower = s.to_ascii_lowercase();
    let unsigned = lower.trim_start_matches(['+', '-']);
    if lower.len() - unsigned.len() > 1 {
        return None;
    }
    let negative = lower.starts_with('-');
    match unsigned {
        "inf" | "infinity" => return Some(if negative { f64::NEG_INFINITY } else { f64::INFINITY }),
        "nan" => return Some(if negative { -f64::NAN } else { f64::NAN }),
        _ => {}
    }
    if unsigned.is_empty() || unsigned.starts_with('_') || unsigned.ends_with('_') || unsigned.contains("__") {
        return None;
    }
    let valid = unsigned
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-' | '_'));
    if !valid {
        return None;
    }
    let bytes = unsigned.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'_'
            && !(i > 0 && bytes[i - 1].is_ascii_digit() && bytes.get(i + 1).is_some_and(|n| n.is_ascii_digit()))
        {
            return None;
        }
    }
    let clean: String = lower.chars().filter(|c| *c != '_').collect();
    clean.parse::<f64>().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_matches_cpython() {
        let cases = [
            (0.1 + 0.2, "0.30000000000000004"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1.5e-5, "1.5e-05"),
            (0.0001, "0.0001"),
            (-0.0, "-0.0"),
            (f64::INFINITY, "inf"),
            (123456789012345680000.0, "1.2345678901234568e+20"),
            (5e-324, "5e-324"),
            (2.0, "2.0"),
        ];
        for (x, expected) in cases {
            assert_eq!(repr_f64(x), expected);
        }
    }

    #[test]
    fn round_is_correctly_rounded() {
        assert_eq!(round_f64(2.675, 2), 2.67);
        assert_eq!(round_f64(0.125, 2), 0.12);
        assert_eq!(round_f64(0.375, 2), 0.38);
        assert_eq!(round_f64(1234.5, -2), 1200.0);
        assert_eq!(round_f64(1250.0, -2), 1200.0);
        assert_eq!(round_f64(1350.0, -2), 1400.0);
        assert_eq!(round_f64(-1250.0, -2), -1200.0);
        assert_eq!(round_f64(1e308, -3), 1e308);
        assert_eq!(round_f64(-5.087571256568203e114, -1), -5.087571256568203e114);
        assert_eq!(round_f64(9.5e40, -40), 1e41);
        assert_eq!(round_f64(999.0, -3), 1000.0);
        assert_eq!(increment_decimal(""), "1");
        assert_eq!(increment_decimal("1299"), "1300");
        assert_eq!(increment_decimal("99"), "100");
    }

    #[test]
    fn floor_division_and_modulo_follow_the_divisor_sign() {
        assert_eq!(div_mod(-7.0, 2.0), (-4.0, 1.0));
        assert_eq!(div_mod(7.0, -2.0), (-4.0, -1.0));
        assert_eq!(div_mod(7.5, 2.0), (3.0, 1.5));
    }

    #[test]
    fn hash_agrees_with_ints_and_cpython() {
        assert_eq!(hash_f64(1.0), 1);
        assert_eq!(hash_f64(0.5), 1152921504606846976);
        assert_eq!(hash_f64(-1.0), -2);
        assert_eq!(hash_f64(f64::INFINITY), 314159);
    }

    #[test]
    fn parses_float_literals() {
        assert_eq!(parse_float(" 1_000.5 "), Some(1000.5));
        assert_eq!(parse_float("-inf"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_float("1__0"), None);
        assert_eq!(parse_float("abc"), None);
        assert_eq!(to_hex(1.0), "0x1.0000000000000p+0");
        assert_eq!(from_hex("0x1.8p1"), Some(3.0));
    }
}
