//! The format-spec mini-language (`format(x, spec)`, f-string `{x:spec}`, `str.format`):
//! parsing `[[fill]align][sign][z][#][0][width][grouping][.precision][type]` and applying it to
//! str, int and float values with CPython's rules and error messages.

use crate::types::float::repr_f64;
use crate::types::int::{to_radix, IntRef};
use crate::vm::{PyErr, PyResult};

/// A parsed format spec.
#[derive(Debug, Clone, Default)]
pub struct FormatSpec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    pub coerce_zero: bool,
    pub alternate: bool,
    pub zero_pad: bool,
    pub width: Option<usize>,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub kind: Option<char>,
}

/// Largest width or precision accepted (CPython rejects anything past `sys.maxsize`; Garter keeps
/// padding within what memory can hold).
const MAX_WIDTH: usize = i64::MAX as usize;

impl FormatSpec {
    pub fn parse(spec: &str) -> PyResult<FormatSpec> {
        let chars: Vec<char> = spec.chars().collect();
        let mut i = 0;
        let mut out = FormatSpec::default();
        let is_align = |c: char| matches!(c, '<' | '>' | '=' | '^');
        if chars.len() >= 2 && is_align(chars[1]) {
            out.fill = Some(chars[0]);
            out.align = Some(chars[1]);
            i = 2;
        } else if !chars.is_empty() && is_align(chars[0]) {
            out.align = Some(chars[0]);
            i = 1;
        }
        if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
            out.sign = Some(chars[i]);
            i += 1;
        }
        if i < chars.len() && chars[i] == 'z' {
            out.coerce_zero = true;
            i += 1;
        }
        if i < chars.len() && chars[i] == '#' {
            out.alternate = true;
            i += 1;
        }
        // A '0' before the width means fill with zeros, unless a fill character was given
        // (then it is the width's first digit).
        if i < chars.len() && chars[i] == '0' && out.fill.is_none() {
            out.zero_pad = true;
            i += 1;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i > start {
            out.width = Some(parse_count(&chars[start..i])?);
        }
        if i < chars.len() && matches!(chars[i], ',' | '_') {
            out.grouping = Some(chars[i]);
            i += 1;
            if i < chars.len() && matches!(chars[i], ',' | '_') {
                return Err(PyErr::value_error("Cannot specify both ',' and '_'."));
            }
        }
        if i < chars.len() && chars[i] == '.' {
            i += 1;
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            if i == start {
                return Err(PyErr::value_error("Format specifier missing precision"));
            }
            out.precision = Some(parse_count(&chars[start..i])?);
        }
        if i < chars.len() {
            out.kind = Some(chars[i]);
            i += 1;
        }
        if i < chars.len() {
            return Err(PyErr::value_error("Invalid format specifier"));
        }
        if let Some(g) = out.grouping {
            let allowed = match g {
                ',' => matches!(out.kind, None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F')),
                _ => matches!(
                    out.kind,
                    None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F' | 'b' | 'o' | 'x' | 'X')
                ),
            };
            if !allowed {
                let kind = out.kind.unwrap_or(' ');
                return Err(PyErr::value_error(format!("Cannot specify '{g}' with '{kind}'.")));
            }
        }
        Ok(out)
    }
}

fn parse_count(digits: &[char]) -> PyResult<usize> {
    let text: String = digits.iter().collect();
    match text.parse::<usize>() {
        Ok(n) if n <= MAX_WIDTH => Ok(n),
        _ => Err(PyErr::value_error("Too many decimal digits in format string")),
    }
}

/// Whether the padding of a number with grouping is itself grouped digits: zeros placed
/// between the sign and the digits (CPython groups them when the fill is '0' and the alignment
/// '=', the defaults the '0' flag gives).
fn zeros_are_grouped(spec: &FormatSpec) -> bool {
    let fill = spec.fill.unwrap_or(if spec.zero_pad { '0' } else { ' ' });
    let align = spec.align.unwrap_or(if spec.zero_pad { '=' } else { '>' });
    fill == '0' && align == '='
}

/// Pads `body` (whose sign/prefix is `prefix`) to the spec's width and alignment.
pub(super) fn pad(spec: &FormatSpec, prefix: &str, body: &str, default_align: char) -> String {
    let fill = spec.fill.unwrap_or(if spec.zero_pad { '0' } else { ' ' });
    let align = spec.align.unwrap_or(if spec.zero_pad && default_align == '>' {
        '='
    } else {
        default_align
    });
    let len = prefix.chars().count() + body.chars().count();
    let padding = spec.width.unwrap_or(0).saturating_sub(len);
    let (before, inside, after) = match align {
        '<' => (0, 0, padding),
        '^' => (padding / 2, 0, padding - padding / 2),
        '=' => (0, padding, 0),
        _ => (padding, 0, 0),
    };
    let mut out = String::with_capacity(prefix.len() + body.len() + padding * fill.len_utf8());
    let push_fill = |out: &mut String, n: usize| out.extend(std::iter::repeat_n(fill, n));
    push_fill(&mut out, before);
    out.push_str(prefix);
    push_fill(&mut out, inside);
    out.push_str(body);
    push_fill(&mut out, after);
    out
}

/// Inserts a grouping separator every `every` digits of an integer digit string.
pub(super) fn group_digits(digits: &str, separator: char, every: usize) -> String {
    let n = digits.len();
    let mut out = String::with_capacity(n + n / every);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (n - i).is_multiple_of(every) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// Zero-padding with grouping: the digits are widened with leading zeros so separators fall in
/// the padding too, to the fewest digits whose grouped form is at least `min_len` long.
fn zero_pad_grouped(digits: &str, separator: char, every: usize, min_len: usize) -> String {
    let grouped_len = |n: usize| n + n.saturating_sub(1) / every;
    let mut wanted = digits.len().max(1);
    if grouped_len(wanted) < min_len {
        // grouped_len(n) >= n * (every + 1) / every - 1, so this first guess never overshoots
        // by more than a digit; the loop settles the rest.
        wanted = (min_len.saturating_mul(every) / (every + 1)).max(wanted);
        while wanted > digits.len() && grouped_len(wanted - 1) >= min_len {
            wanted -= 1;
        }
        while grouped_len(wanted) < min_len {
            wanted += 1;
        }
    }
    let mut widened = String::with_capacity(wanted);
    widened.extend(std::iter::repeat_n('0', wanted - digits.len()));
    widened.push_str(digits);
    group_digits(&widened, separator, every)
}

pub(super) fn sign_prefix(spec: &FormatSpec, negative: bool) -> &'static str {
    if negative {
        "-"
    } else {
        match spec.sign {
            Some('+') => "+",
            Some(' ') => " ",
            _ => "",
        }
    }
}

/// `format(s, spec)` for a str.
pub fn format_str(text: &str, spec: &FormatSpec) -> PyResult<String> {
    if let Some(kind) = spec.kind {
        if kind != 's' {
            return Err(PyErr::value_error(format!(
                "Unknown format code '{kind}' for object of type 'str'"
            )));
        }
    }
    if let Some(g) = spec.grouping {
        return Err(PyErr::value_error(format!("Cannot specify '{g}' with 's'.")));
    }
    match spec.sign {
        Some(' ') => return Err(PyErr::value_error("Space not allowed in string format specifier")),
        Some(_) => return Err(PyErr::value_error("Sign not allowed in string format specifier")),
        None => {}
    }
    if spec.alternate {
        return Err(PyErr::value_error(
            "Alternate form (#) not allowed in string format specifier",
        ));
    }
    if spec.align == Some('=') {
        return Err(PyErr::value_error(
            "'=' alignment not allowed in string format specifier",
        ));
    }
    let body: String = match spec.precision {
        Some(p) => text.chars().take(p).collect(),
        None => text.to_string(),
    };
    Ok(pad(spec, "", &body, '<'))
}

/// `format(n, spec)` for an int; `type_name` names the value's type in CPython's error for an
/// unknown presentation type.
pub fn format_int(value: IntRef, spec: &FormatSpec, type_name: &str, max_digits: usize) -> PyResult<String> {
    let kind = spec.kind.unwrap_or('d');
    if matches!(kind, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') {
        return format_float(value.to_f64()?, spec);
    }
    if !matches!(kind, 'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') {
        return Err(PyErr::value_error(format!(
            "Unknown format code '{kind}' for object of type '{type_name}'"
        )));
    }
    if spec.precision.is_some() {
        return Err(PyErr::value_error("Precision not allowed in integer format specifier"));
    }
    let negative = value.is_negative();
    let (digits, radix_prefix, every) = match kind {
        'b' => (to_radix(value, 2), "0b", 4),
        'o' => (to_radix(value, 8), "0o", 4),
        'x' => (to_radix(value, 16), "0x", 4),
        'X' => (to_radix(value, 16).to_uppercase(), "0X", 4),
        'c' => {
            if spec.sign.is_some() {
                return Err(PyErr::value_error("Sign not allowed with integer format specifier 'c'"));
            }
            if spec.alternate {
                return Err(PyErr::value_error(
                    "Alternate form (#) not allowed with integer format specifier 'c'",
                ));
            }
            let code = match value {
                IntRef::Small(i) if (0..=0x10ffff).contains(&i) => i as u32,
                IntRef::Small(_) => return Err(PyErr::overflow_error("%c arg not in range(0x110000)")),
                IntRef::Big(_) => return Err(PyErr::overflow_error("Python int too large to convert to C long")),
            };
            let c = char::from_u32(code).unwrap_or('\u{fffd}');
            return Ok(pad(spec, "", &c.to_string(), '>'));
        }
        // 'd' and 'n' (the only kinds left).
        _ => {
            let text = match value {
                IntRef::Small(i) => {
                    let mut digits = String::new();
                    crate::types::int::push_u64(&mut digits, i.unsigned_abs());
                    digits
                }
                IntRef::Big(b) => crate::types::int::big_to_decimal(b, max_digits)?
                    .trim_start_matches('-')
                    .to_string(),
            };
            (text, "", 3)
        }
    };
    if let Some(g) = spec.grouping {
        if g == ',' && !matches!(kind, 'd') {
            return Err(PyErr::value_error(format!("Cannot specify ',' with '{kind}'.")));
        }
        if kind == 'n' {
            return Err(PyErr::value_error(format!("Cannot specify '{g}' with 'n'.")));
        }
    }
    let mut prefix = sign_prefix(spec, negative).to_string();
    if spec.alternate {
        prefix.push_str(radix_prefix);
    }
    let body = match spec.grouping {
        Some(sep) => {
            if zeros_are_grouped(spec) {
                let min = spec.width.unwrap_or(0).saturating_sub(prefix.len());
                zero_pad_grouped(&digits, sep, every, min)
            } else {
                group_digits(&digits, sep, every)
            }
        }
        None => digits,
    };
    Ok(pad(spec, &prefix, &body, '>'))
}

/// Refuses a float precision past C's `INT_MAX`, as CPython does.
pub fn check_float_precision(spec: &FormatSpec) -> PyResult<()> {
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err(PyErr::value_error("precision too big"));
    }
    Ok(())
}

/// `format(x, spec)` for a float.
pub fn format_float(x: f64, spec: &FormatSpec) -> PyResult<String> {
    let mut kind = spec.kind;
    check_float_precision(spec)?;
    if let Some(k) = kind {
        if !matches!(k, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') {
            return Err(PyErr::value_error(format!(
                "Unknown format code '{k}' for object of type 'float'"
            )));
        }
    }
    if kind == Some('n') {
        kind = Some('g');
    }
    let mut x = x;
    if spec.coerce_zero && x == 0.0 {
        x = 0.0;
    }
    let negative = x.is_sign_negative() && !x.is_nan();
    let magnitude = x.abs();
    let upper = matches!(kind, Some('E' | 'F' | 'G'));
    let mut body = if !magnitude.is_finite() {
        let text = if magnitude.is_nan() { "nan" } else { "inf" };
        let text = if kind == Some('%') {
            format!("{text}%")
        } else {
            text.to_string()
        };
        if upper {
            text.to_uppercase()
        } else {
            text
        }
    } else {
        match (kind, spec.precision) {
            (None, None) => repr_f64(magnitude),
            (None, Some(p)) => general(magnitude, p.max(1), spec.alternate, true, false),
            (Some('e' | 'E'), p) => scientific(magnitude, p.unwrap_or(6), spec.alternate, upper),
            (Some('f' | 'F'), p) => fixed(magnitude, p.unwrap_or(6), spec.alternate),
            (Some('g' | 'G'), p) => general(magnitude, p.unwrap_or(6).max(1), spec.alternate, false, upper),
            (Some('%'), p) => format!("{}%", fixed(magnitude * 100.0, p.unwrap_or(6), spec.alternate)),
            _ => repr_f64(magnitude),
        }
    };
    if spec.coerce_zero
        && negative
        && body
            .chars()
            .all(|c| matches!(c, '0' | '.' | '%' | 'e' | 'E' | '+' | '-'))
    {
        return format_float(0.0, spec);
    }
    if let Some(sep) = spec.grouping {
        let split_at = body.find(|c: char| !c.is_ascii_digit()).unwrap_or(body.len());
        let (int_part, rest) = body.split_at(split_at);
        let grouped = if zeros_are_grouped(spec) && magnitude.is_finite() {
            let prefix_len = sign_prefix(spec, negative).len();
            let min = spec
                .width
                .unwrap_or(0)
                .saturating_sub(prefix_len + rest.chars().count());
            zero_pad_grouped(int_part, sep, 3, min)
        } else {
            group_digits(int_part, sep, 3)
        };
        body = format!("{grouped}{rest}");
    }
    let prefix = sign_prefix(spec, negative);
    Ok(pad(spec, prefix, &body, '>'))
}

/// Decimals past which a finite f64's exact decimal expansion has only zeros (its smallest
/// subnormal has 1074 of them); Rust's formatter refuses precisions past `u16::MAX`.
const EXACT_DECIMALS: usize = 1100;
/// Significant digits past which a finite f64's exact expansion has only zeros (at most 767).
const EXACT_SIGNIFICANT: usize = 800;

/// `x` with `decimals` digits after the point, correctly rounded, for any precision.
fn fixed_digits(x: f64, decimals: usize) -> String {
    if decimals <= EXACT_DECIMALS {
        return format!("{x:.decimals$}");
    }
    let mut text = format!("{x:.EXACT_DECIMALS$}");
    text.extend(std::iter::repeat_n('0', decimals - EXACT_DECIMALS));
    text
}

/// `x` as `d.ddd…e±N` with `decimals` mantissa digits after the point, for any precision.
fn scientific_digits(x: f64, decimals: usize) -> String {
    if decimals <= EXACT_SIGNIFICANT {
        return format!("{x:.decimals$e}");
    }
    let text = format!("{x:.EXACT_SIGNIFICANT$e}");
    let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
    let mut out = String::with_capacity(text.len() + decimals - EXACT_SIGNIFICANT);
    out.push_str(mantissa);
    out.extend(std::iter::repeat_n('0', decimals - EXACT_SIGNIFICANT));
    out.push('e');
    out.push_str(exp);
    out
}

/// Fixed notation with `precision` decimals.
pub fn fixed(x: f64, precision: usize, alternate: bool) -> String {
    let text = fixed_digits(x, precision);
    if alternate && precision == 0 {
        format!("{text}.")
    } else {
        text
    }
}

/// Scientific notation with `precision` decimals and a two-digit exponent.
pub fn scientific(x: f64, precision: usize, alternate: bool, upper: bool) -> String {
    let text = scientific_digits(x, precision);
    let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let mut mantissa = mantissa.to_string();
    if alternate && precision == 0 {
        mantissa.push('.');
    }
    let e = if upper { 'E' } else { 'e' };
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}{e}{sign}{:02}", exp.abs())
}

/// The `g` presentation: fixed or scientific by the exponent, trailing zeros removed unless
/// `alternate`; `add_dot_zero` keeps at least one decimal (the spec-without-type form).
pub fn general(x: f64, precision: usize, alternate: bool, add_dot_zero: bool, upper: bool) -> String {
    let exp: i32 = if x == 0.0 {
        0
    } else {
        let sci = scientific_digits(x, precision - 1);
        sci.split_once('e').map_or(0, |(_, e)| e.parse().unwrap_or(0))
    };
    // A format with no type but a precision keeps a digit after the point, so an integral
    // value switches to exponent notation one digit sooner (CPython's `Py_DTSF_ADD_DOT_0`).
    let fixed_below = precision as i32 - i32::from(add_dot_zero);
    if exp >= -4 && exp < fixed_below {
        general_fixed(x, precision, exp, alternate, add_dot_zero)
    } else {
        let mut text = scientific(x, precision - 1, alternate, upper);
        if !alternate {
            let (mantissa, exponent) = text.split_at(text.find(['e', 'E']).unwrap_or(text.len()));
            let mut mantissa = mantissa.to_string();
            if mantissa.contains('.') {
                while mantissa.ends_with('0') {
                    mantissa.pop();
                }
                if mantissa.ends_with('.') {
                    mantissa.pop();
                }
            }
            text = format!("{mantissa}{exponent}");
        }
        text
    }
}

fn general_fixed(x: f64, precision: usize, exp: i32, alternate: bool, add_dot_zero: bool) -> String {
    let decimals = (precision as i32 - 1 - exp).max(0) as usize;
    let mut text = fixed_digits(x, decimals);
    if !alternate && text.contains('.') {
        while text.ends_with('0') {
            text.pop();
        }
        if text.ends_with('.') {
            text.pop();
        }
    }
    if alternate && !text.contains('.') {
        text.push('.');
    }
    if add_dot_zero && !text.contains('.') {
        text.push_str(".0");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f64, spec: &str) -> String {
        format_float(x, &FormatSpec::parse(spec).expect("valid spec")).expect("formats")
    }

    fn i(n: i64, spec: &str) -> String {
        format_int(
            IntRef::Small(n),
            &FormatSpec::parse(spec).expect("valid spec"),
            "int",
            4300,
        )
        .expect("formats")
    }

    #[test]
    fn float_presentations() {
        assert_eq!(f(1.23456, ".2f"), "1.23");
        assert_eq!(f(1234567.891, ",.2f"), "1,234,567.89");
        assert_eq!(f(0.5, "%"), "50.000000%");
        assert_eq!(f(0.256, ".1%"), "25.6%");
        assert_eq!(f(12345.678, "e"), "1.234568e+04");
        assert_eq!(f(0.0001234, "g"), "0.0001234");
        assert_eq!(f(123456789.0, "g"), "1.23457e+08");
        assert_eq!(f(2.0, ".3"), "2.0");
        assert_eq!(f(-1.5, "+08.2f"), "-0001.50");
        assert_eq!(f(1.5, "*^9"), "***1.5***");
    }

    #[test]
    fn int_presentations() {
        assert_eq!(i(255, "#x"), "0xff");
        assert_eq!(i(255, "08b"), "11111111");
        assert_eq!(i(1234567, "_"), "1_234_567");
        assert_eq!(i(-42, "=+6"), "-   42");
        assert_eq!(i(65, "c"), "A");
        assert_eq!(i(1234, "010,"), "00,001,234");
    }

    #[test]
    fn invalid_specs_are_rejected_with_cpython_messages() {
        assert!(FormatSpec::parse(",x").is_err());
        assert!(format_str("abc", &FormatSpec::parse("+").expect("parses")).is_err());
        assert!(format_int(IntRef::Small(1), &FormatSpec::parse(".2").expect("parses"), "int", 4300).is_err());
    }
}
