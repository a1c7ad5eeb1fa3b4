//! `format(z, spec)` for a complex number, with CPython 3.11's rules: without a presentation
//! type it reads like `str(z)` (parentheses, no real part when that is `+0`), each part is
//! formatted as a float with the imaginary part always signed, padding goes around the whole,
//! and zero padding or `=` alignment is refused.

use crate::types::complex::Complex;
use crate::types::float::repr_f64;
use crate::vm::{PyErr, PyResult};

use super::spec::{fixed, general, group_digits, pad, scientific, sign_prefix, FormatSpec};

/// How each part of the number is written.
#[derive(Clone, Copy, PartialEq)]
enum Presentation {
    /// The shortest repr, without `.0` (no type and no precision).
    Repr,
    Scientific,
    Fixed,
    General,
}

/// `format(z, spec)`.
pub fn format_complex(z: Complex, spec: &FormatSpec) -> PyResult<String> {
    super::spec::check_float_precision(spec)?;
    if spec.fill == Some('0') || spec.zero_pad && spec.fill.is_none() {
        return Err(PyErr::value_error(
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    if spec.align == Some('=') {
        return Err(PyErr::value_error(
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }
    let (presentation, upper) = match spec.kind {
        None if spec.precision.is_some() => (Presentation::General, false),
        None => (Presentation::Repr, false),
        Some('e') => (Presentation::Scientific, false),
        Some('E') => (Presentation::Scientific, true),
        Some('f') => (Presentation::Fixed, false),
        Some('F') => (Presentation::Fixed, true),
        Some('g' | 'n') => (Presentation::General, false),
        Some('G') => (Presentation::General, true),
        Some(other) => {
            return Err(PyErr::value_error(format!(
                "Unknown format code '{other}' for object of type 'complex'"
            )))
        }
    };
    let like_str = spec.kind.is_none();
    let skip_real = like_str && z.re == 0.0 && z.re.is_sign_positive();
    let parens = like_str && !skip_real;
    let precision = spec.precision.unwrap_or(6);
    let mut body = String::new();
    if parens {
        body.push('(');
    }
    if !skip_real {
        let (negative, digits) = format_part(z.re, presentation, precision, spec, upper);
        body.push_str(sign_prefix(spec, negative));
        body.push_str(&digits);
    }
    let (negative, digits) = format_part(z.im, presentation, precision, spec, upper);
    if skip_real {
        body.push_str(sign_prefix(spec, negative));
    } else {
        body.push(if negative { '-' } else { '+' });
    }
    body.push_str(&digits);
    body.push('j');
    if parens {
        body.push(')');
    }
    Ok(pad(spec, "", &body, '>'))
}

/// One part's digits without its sign, and whether it is negative (a NaN never is; under `z`
/// neither is a value that rounds to zero).
fn format_part(x: f64, presentation: Presentation, precision: usize, spec: &FormatSpec, upper: bool) -> (bool, String) {
    let magnitude = x.abs();
    let mut negative = x.is_sign_negative() && !x.is_nan();
    let text = if !magnitude.is_finite() {
        let word = if magnitude.is_nan() { "nan" } else { "inf" };
        if upper {
            word.to_uppercase()
        } else {
            word.to_string()
        }
    } else {
        match presentation {
            Presentation::Repr => {
                let mut text = repr_f64(magnitude);
                if text.ends_with(".0") {
                    text.truncate(text.len() - 2);
                }
                if spec.alternate && !text.contains('.') {
                    match text.find('e') {
                        Some(at) => text.insert(at, '.'),
                        None => text.push('.'),
                    }
                }
                text
            }
            Presentation::Scientific => scientific(magnitude, precision, spec.alternate, upper),
            Presentation::Fixed => fixed(magnitude, precision, spec.alternate),
            Presentation::General => general(magnitude, precision.max(1), spec.alternate, false, upper),
        }
    };
    if spec.coerce_zero && negative {
        let mantissa = text.split(['e', 'E']).next().unwrap_or("");
        negative = !mantissa.chars().all(|c| c == '0' || c == '.');
    }
    let text = match spec.grouping {
        Some(separator) if magnitude.is_finite() => {
            let split_at = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
            let (int_part, rest) = text.split_at(split_at);
            format!("{}{rest}", group_digits(int_part, separator, 3))
        }
        _ => text,
    };
    (negative, text)
}
