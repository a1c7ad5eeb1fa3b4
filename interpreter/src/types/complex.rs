//! The `complex` type's value and arithmetic as CPython 3.11 computes them: the textbook
//! product, division scaled by the larger part of the divisor, powers by repeated squaring for
//! small integral exponents and through polar form otherwise, `abs` by `hypot`, the hash that
//! combines the parts' float hashes, the repr without `.0`, and the parsing of `complex(str)`.

use crate::types::float::{hash_f64, push_float_repr};

/// A complex number: two floats.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Complex {
    pub re: f64,
    pub im: f64,
}

/// Why a complex power has no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowError {
    /// Zero to a negative or complex power (CPython's ZeroDivisionError).
    ZeroToNegative,
    /// A part of the result is infinite (CPython's OverflowError).
    Overflow,
}

/// Largest integral exponent computed by repeated multiplication, as CPython does.
const MAX_SQUARING_EXPONENT: f64 = 100.0;

impl Complex {
    pub const ONE: Complex = Complex { re: 1.0, im: 0.0 };

    pub const fn new(re: f64, im: f64) -> Complex {
        Complex { re, im }
    }

    /// A real number as a complex one (imaginary part `+0.0`).
    pub fn real(re: f64) -> Complex {
        Complex { re, im: 0.0 }
    }

    /// `self / other`, `None` when `other` is zero. The ratio of the divisor's smaller part to
    /// its larger keeps intermediate products in range.
    pub fn checked_div(self, other: Complex) -> Option<Complex> {
        let (abs_re, abs_im) = (other.re.abs(), other.im.abs());
        if abs_re >= abs_im {
            if abs_re == 0.0 {
                return None;
            }
            let ratio = other.im / other.re;
            let denom = other.re + other.im * ratio;
            Some(Complex::new(
                (self.re + self.im * ratio) / denom,
                (self.im - self.re * ratio) / denom,
            ))
        } else if abs_im >= abs_re {
            let ratio = other.re / other.im;
            let denom = other.re * ratio + other.im;
            Some(Complex::new(
                (self.re * ratio + self.im) / denom,
                (self.im * ratio - self.re) / denom,
            ))
        } else {
            Some(Complex::new(f64::NAN, f64::NAN))
        }
    }

    /// `self ** exponent`.
    pub fn pow(self, exponent: Complex) -> Result<Complex, PowError> {
        let result =
            if exponent.im == 0.0 && exponent.re == exponent.re.floor() && exponent.re.abs() <= MAX_SQUARING_EXPONENT {
                self.pow_int(exponent.re as i64)?
            } else {
                self.pow_general(exponent)?
            };
        if result.re.is_infinite() || result.im.is_infinite() {
            return Err(PowError::Overflow);
        }
        Ok(result)
    }

    /// An integral power by repeated squaring (a negative one as the reciprocal).
    fn pow_int(self, n: i64) -> Result<Complex, PowError> {
        if n >= 0 {
            return Ok(self.pow_unsigned(n.unsigned_abs()));
        }
        Complex::ONE
            .checked_div(self.pow_unsigned(n.unsigned_abs()))
            .ok_or(PowError::ZeroToNegative)
    }

    fn pow_unsigned(self, n: u64) -> Complex {
        let mut result = Complex::ONE;
        let mut square = self;
        let mut bit = 1u64;
        while bit <= n {
            if n & bit != 0 {
                result = result * square;
            }
            bit <<= 1;
            square = square * square;
        }
        result
    }

    /// A power through the polar form: `|z|**re / e**(arg*im)` at angle `arg*re + im*ln|z|`.
    fn pow_general(self, exponent: Complex) -> Result<Complex, PowError> {
        if exponent.re == 0.0 && exponent.im == 0.0 {
            return Ok(Complex::ONE);
        }
        if self.re == 0.0 && self.im == 0.0 {
            if exponent.im != 0.0 || exponent.re < 0.0 {
                return Err(PowError::ZeroToNegative);
            }
            return Ok(Complex::new(0.0, 0.0));
        }
        let modulus = self.re.hypot(self.im);
        let mut length = modulus.powf(exponent.re);
        let angle = self.im.atan2(self.re);
        let mut phase = angle * exponent.re;
        if exponent.im != 0.0 {
            length /= (angle * exponent.im).exp();
            phase += exponent.im * modulus.ln();
        }
        if phase.is_infinite() {
            // CPython's C library reports the cosine of an infinite angle as a domain error,
            // which its complex power raises as it raises 0 to a complex power.
            return Err(PowError::ZeroToNegative);
        }
        Ok(Complex::new(length * phase.cos(), length * phase.sin()))
    }

    /// `abs(z)`, `None` when it overflows. An infinite part makes it infinite even beside a NaN.
    pub fn abs(self) -> Option<f64> {
        if self.re.is_infinite() || self.im.is_infinite() {
            return Some(f64::INFINITY);
        }
        if self.re.is_nan() || self.im.is_nan() {
            return Some(f64::NAN);
        }
        let result = self.re.hypot(self.im);
        result.is_finite().then_some(result)
    }

    /// `hash(z)`: the real part's hash plus 1000003 times the imaginary part's, wrapping. A
    /// NaN part hashes as `nan_hash` (CPython uses the object's identity there).
    pub fn hash(self, nan_hash: i64) -> i64 {
        const IMAG_MULTIPLIER: u64 = 1_000_003;
        let part = |x: f64| if x.is_nan() { nan_hash } else { hash_f64(x) };
        let combined = (part(self.re) as u64).wrapping_add(IMAG_MULTIPLIER.wrapping_mul(part(self.im) as u64));
        match combined as i64 {
            -1 => -2,
            h => h,
        }
    }

    pub fn is_zero(self) -> bool {
        self.re == 0.0 && self.im == 0.0
    }
}

impl std::ops::Add for Complex {
    type Output = Complex;

    fn add(self, other: Complex) -> Complex {
        Complex::new(self.re + other.re, self.im + other.im)
    }
}

impl std::ops::Sub for Complex {
    type Output = Complex;

    fn sub(self, other: Complex) -> Complex {
        Complex::new(self.re - other.re, self.im - other.im)
    }
}

/// The textbook product (four multiplications, no fused operations), as CPython computes it.
impl std::ops::Mul for Complex {
    type Output = Complex;

    fn mul(self, other: Complex) -> Complex {
        Complex::new(
            self.re * other.re - self.im * other.im,
            self.re * other.im + self.im * other.re,
        )
    }
}

impl std::ops::Neg for Complex {
    type Output = Complex;

    fn neg(self) -> Complex {
        Complex::new(-self.re, -self.im)
    }
}

/// `repr(z)`: `2j` when the real part is `+0.0`, `(1+2j)` otherwise, each part as its float repr
/// without a trailing `.0`.
pub fn push_complex_repr(out: &mut String, z: Complex) {
    let bare = z.re == 0.0 && z.re.is_sign_positive();
    if !bare {
        out.push('(');
        push_part(out, z.re);
        if !z.im.is_sign_negative() || z.im.is_nan() {
            out.push('+');
        }
    }
    push_part(out, z.im);
    out.push('j');
    if !bare {
        out.push(')');
    }
}

/// A part of a complex repr: the float repr with `.0` dropped.
fn push_part(out: &mut String, x: f64) {
    let start = out.len();
    push_float_repr(out, x);
    if out[start..].ends_with(".0") {
        out.truncate(out.len() - 2);
    }
}

pub fn complex_repr(z: Complex) -> String {
    let mut out = String::new();
    push_complex_repr(&mut out, z);
    out
}

/// What a string given to `complex()` can fail with.
#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    /// "complex() arg is a malformed string".
    Malformed,
    /// An underscore not between two digits: "could not convert string to complex: ...".
    BadUnderscore,
}

/// Parses `complex(text)`: `[ws] [(] [ws] (real | real±imagj | imagj | ±j | j) [ws] [)] [ws]`,
/// where each number is a float literal (inf, infinity and nan included) and underscores may
/// only stand between digits. `text` holds ASCII digits and spaces already.
pub fn parse_complex(text: &str) -> Result<Complex, ParseError> {
    let cleaned;
    let text = if text.contains('_') {
        cleaned = without_underscores(text).ok_or(ParseError::BadUnderscore)?;
        cleaned.as_str()
    } else {
        text
    };
    let s = text.as_bytes();
    let mut i = skip_space(s, 0);
    let bracket = s.get(i) == Some(&b'(');
    if bracket {
        i = skip_space(s, i + 1);
    }
    let (re, im);
    if let Some((first, end)) = float_prefix(s, i) {
        i = end;
        match s.get(i) {
            Some(b'+' | b'-') => {
                re = first;
                match float_prefix(s, i) {
                    Some((second, end)) => {
                        im = second;
                        i = end;
                    }
                    None => {
                        im = if s[i] == b'+' { 1.0 } else { -1.0 };
                        i += 1;
                    }
                }
                if !matches!(s.get(i), Some(b'j' | b'J')) {
                    return Err(ParseError::Malformed);
                }
                i += 1;
            }
            Some(b'j' | b'J') => {
                re = 0.0;
                im = first;
                i += 1;
            }
            _ => {
                re = first;
                im = 0.0;
            }
        }
    } else {
        re = 0.0;
        im = match s.get(i) {
            Some(b'+') => {
                i += 1;
                1.0
            }
            Some(b'-') => {
                i += 1;
                -1.0
            }
            _ => 1.0,
        };
        if !matches!(s.get(i), Some(b'j' | b'J')) {
            return Err(ParseError::Malformed);
        }
        i += 1;
    }
    i = skip_space(s, i);
    if bracket {
        if s.get(i) != Some(&b')') {
            return Err(ParseError::Malformed);
        }
        i = skip_space(s, i + 1);
    }
    if i != s.len() {
        return Err(ParseError::Malformed);
    }
    Ok(Complex::new(re, im))
}

fn skip_space(s: &[u8], mut i: usize) -> usize {
    while s.get(i).is_some_and(|b| b.is_ascii_whitespace() || *b == 0x0b) {
        i += 1;
    }
    i
}

/// `text` with its underscores removed, `None` if one does not stand between two digits.
fn without_underscores(text: &str) -> Option<String> {
    let s = text.as_bytes();
    for (i, &b) in s.iter().enumerate() {
        if b == b'_' && !(i > 0 && s[i - 1].is_ascii_digit() && s.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            return None;
        }
    }
    Some(text.replace('_', ""))
}

/// The float literal starting at `start` (a sign, digits with an optional point, an exponent
/// only when digits follow its `e`; or inf, infinity, nan) and the index after it.
fn float_prefix(s: &[u8], start: usize) -> Option<(f64, usize)> {
    let mut i = start;
    let negative = s.get(i) == Some(&b'-');
    if matches!(s.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let rest = &s[i..];
    for (word, value) in [("infinity", f64::INFINITY), ("inf", f64::INFINITY), ("nan", f64::NAN)] {
        if rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word.as_bytes()) {
            let value = if negative { -value } else { value };
            return Some((value, i + word.len()));
        }
    }
    let digits_from = |mut j: usize| {
        while s.get(j).is_some_and(u8::is_ascii_digit) {
            j += 1;
        }
        j
    };
    let int_end = digits_from(i);
    let mut end = int_end;
    let mut frac_digits = 0;
    if s.get(end) == Some(&b'.') {
        let frac_end = digits_from(end + 1);
        frac_digits = frac_end - end - 1;
        end = frac_end;
    }
    if int_end == i && frac_digits == 0 {
        return None;
    }
    if matches!(s.get(end), Some(b'e' | b'E')) {
        let mut j = end + 1;
        if matches!(s.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let exp_end = digits_from(j);
        if exp_end > j {
            end = exp_end;
        }
    }
    let literal = std::str::from_utf8(&s[start..end]).ok()?;
    literal.parse::<f64>().ok().map(|value| (value, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_matches_cpython() {
        assert_eq!(complex_repr(Complex::new(0.0, 1.0)), "1j");
        assert_eq!(complex_repr(Complex::new(1.0, 2.0)), "(1+2j)");
        assert_eq!(complex_repr(Complex::new(-0.0, -0.0)), "(-0-0j)");
        assert_eq!(complex_repr(Complex::new(0.0, -0.0)), "-0j");
        assert_eq!(complex_repr(Complex::new(1.0, f64::NAN)), "(1+nanj)");
        assert_eq!(complex_repr(Complex::new(1e16, 1e-5)), "(1e+16+1e-05j)");
    }

    #[test]
    fn powers_match_cpython() {
        let z = Complex::new(1.0, 1.0);
        assert_eq!(z.pow(Complex::real(100.0)), Ok(Complex::new(-1125899906842624.0, 0.0)));
        assert_eq!(
            Complex::new(0.0, 0.0).pow(Complex::real(-1.0)),
            Err(PowError::ZeroToNegative)
        );
        assert_eq!(
            Complex::new(0.0, 1e200).pow(Complex::real(200.0)),
            Err(PowError::Overflow)
        );
    }

    #[test]
    fn hash_matches_cpython() {
        assert_eq!(Complex::new(0.0, 1.0).hash(0), 1000003);
        assert_eq!(Complex::new(1.0, -1.0).hash(0), -2000005);
        assert_eq!(Complex::new(-1.0, 0.0).hash(0), -2);
    }

    #[test]
    fn parses_complex_strings() {
        assert_eq!(parse_complex(" ( -1.5e-3-2J ) "), Ok(Complex::new(-0.0015, -2.0)));
        assert_eq!(parse_complex("1_0j"), Ok(Complex::new(0.0, 10.0)));
        assert_eq!(parse_complex("-j"), Ok(Complex::new(0.0, -1.0)));
        assert_eq!(parse_complex("1.e3+.5j"), Ok(Complex::new(1000.0, 0.5)));
        assert_eq!(parse_complex("1e"), Err(ParseError::Malformed));
        assert_eq!(parse_complex("1__0j"), Err(ParseError::BadUnderscore));
        assert_eq!(parse_complex("1+ 2j"), Err(ParseError::Malformed));
        assert_eq!(parse_complex("((1+2j))"), Err(ParseError::Malformed));
    }
}
