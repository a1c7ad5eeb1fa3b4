//! `%`-formatting of strings (`'%5.2f %s' % (x, y)`, `'%(name)s' % mapping`), following
//! CPython's `PyUnicode_Format`: flags, `*` widths, conversions and their error messages; and of
//! bytes (`b'%s: %d' % (b'n', 1)`), following `_PyBytes_FormatEx`, the same machine over the
//! format's bytes read as latin-1 text, with the conversions bytes give `%s`/`%b`, `%r`/`%a`
//! and `%c`.

use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::int::IntRef;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::spec::{fixed, general, scientific};

/// Flags of one conversion.
#[derive(Default)]
struct Flags {
    left: bool,
    sign: bool,
    space: bool,
    alternate: bool,
    zero: bool,
}

impl Vm {
    /// `format % args` for a str format.
    pub fn percent_format(&mut self, format: &str, args: Value) -> PyResult<String> {
        self.percent_format_as(format, args, false)
    }

    /// `format % args` for a bytes format, given and returned as latin-1 text (each char one
    /// byte).
    pub fn percent_format_latin1(&mut self, format: &str, args: Value) -> PyResult<String> {
        self.percent_format_as(format, args, true)
    }

    fn percent_format_as(&mut self, format: &str, args: Value, bytes: bool) -> PyResult<String> {
        // As in CPython, a lone argument that supports subscription (a list, a dict) is taken
        // as a mapping, so it is never "left over".
        let user_mapping = self.is_user_object(args)
            && !matches!(
                self.type_of(args),
                crate::types::TypeId::Tuple | crate::types::TypeId::Str
            )
            && self.user_special(args, sym::DUNDER_GETITEM).is_some();
        let subscriptable = user_mapping
            || matches!(
                self.object(args),
                Some(
                    Object::Dict(_)
                        | Object::List(_)
                        | Object::Range(_)
                        | Object::ByteArray(_)
                        | Object::MemoryView(_)
                        | Object::Bytes(_)
                )
            );
        let tuple_args: Option<Vec<Value>> = match self.object(args) {
            Some(Object::Tuple(items)) => Some(items.clone()),
            _ => None,
        };
        let is_mapping = user_mapping || matches!(self.object(args), Some(Object::Dict(_)));
        let positional: Vec<Value> = tuple_args.clone().unwrap_or_else(|| vec![args]);
        let mut next_arg = 0usize;
        let mut used_mapping = false;
        let chars: Vec<char> = format.chars().collect();
        let mut out = String::with_capacity(format.len() + 16);
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c != '%' {
                out.push(c);
                i += 1;
                continue;
            }
            i += 1;
            if i >= chars.len() {
                return Err(PyErr::value_error("incomplete format"));
            }
            let mut value: Option<Value> = None;
            if chars[i] == '(' {
                if !is_mapping {
                    return Err(PyErr::type_error("format requires a mapping"));
                }
                let mut depth = 1;
                let key_start = i + 1;
                i += 1;
                while i < chars.len() && depth > 0 {
                    match chars[i] {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    i += 1;
                }
                if depth > 0 {
                    return Err(PyErr::value_error("incomplete format key"));
                }
                let key: String = chars[key_start..i - 1].iter().collect();
                let key_value = if bytes {
                    let key = key.chars().map(|c| c as u32 as u8).collect();
                    self.heap.alloc_value(Object::Bytes(key))
                } else {
                    self.new_str(key)
                };
                // As CPython's `PyObject_GetItem`: a dict subclass's `__missing__`, a mapping's
                // own `__getitem__`.
                value = Some(self.getitem(args, key_value)?);
                used_mapping = true;
            }
            let mut flags = Flags::default();
            while i < chars.len() {
                match chars[i] {
                    '-' => flags.left = true,
                    '+' => flags.sign = true,
                    ' ' => flags.space = true,
                    '#' => flags.alternate = true,
                    '0' => flags.zero = true,
                    _ => break,
                }
                i += 1;
            }
            let mut take_arg = || -> PyResult<Value> {
                if used_mapping {
                    return Err(PyErr::type_error("not enough arguments for format string"));
                }
                if next_arg < positional.len() {
                    next_arg += 1;
                    Ok(positional[next_arg - 1])
                } else {
                    Err(PyErr::type_error("not enough arguments for format string"))
                }
            };
            let mut width: Option<usize> = None;
            if i < chars.len() && chars[i] == '*' {
                let w = take_arg()?;
                let n = match self.as_int(w) {
                    Some(_) => self.ssize_arg(w)?,
                    None => return Err(PyErr::type_error("* wants int")),
                };
                if n < 0 {
                    flags.left = true;
                }
                width = Some(n.unsigned_abs() as usize);
                self.check_alloc_chars(n.unsigned_abs() as usize)?;
                i += 1;
            } else {
                let s = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                if i > s {
                    width = Some(percent_count(&chars[s..i], "width")?);
                }
            }
            let mut precision: Option<usize> = None;
            if i < chars.len() && chars[i] == '.' {
                i += 1;
                if i < chars.len() && chars[i] == '*' {
                    let p = take_arg()?;
                    let n = match self.as_int(p) {
                        Some(_) => self.c_int_arg(p)?,
                        None => return Err(PyErr::type_error("* wants int")),
                    };
                    precision = Some(n.max(0) as usize);
                    i += 1;
                } else {
                    let s = i;
                    while i < chars.len() && chars[i].is_ascii_digit() {
                        i += 1;
                    }
                    let p = percent_count(&chars[s..i], "precision")?;
                    self.check_alloc_chars(p)?;
                    precision = Some(p);
                }
            }
            while i < chars.len() && matches!(chars[i], 'h' | 'l' | 'L') {
                i += 1;
            }
            if i >= chars.len() {
                return Err(PyErr::value_error("incomplete format"));
            }
            let conversion = chars[i];
            i += 1;
            if conversion == '%' {
                out.push('%');
                continue;
            }
            let value = match value {
                Some(v) => v,
                None => take_arg()?,
            };
            let (sign, body) = if bytes {
                self.percent_convert_bytes(conversion, value, &flags, precision, i - 1)?
            } else {
                self.percent_convert(conversion, value, &flags, precision, i - 1)?
            };
            let width = width.unwrap_or(0);
            self.check_alloc_chars(width.saturating_add(out.len()))?;
            let len = sign.chars().count() + body.chars().count();
            if len >= width {
                out.push_str(&sign);
                out.push_str(&body);
            } else if flags.left {
                out.push_str(&sign);
                out.push_str(&body);
                out.extend(std::iter::repeat_n(' ', width - len));
            } else if flags.zero && !matches!(conversion, 's' | 'r' | 'a' | 'c') {
                out.push_str(&sign);
                out.extend(std::iter::repeat_n('0', width - len));
                out.push_str(&body);
            } else {
                out.extend(std::iter::repeat_n(' ', width - len));
                out.push_str(&sign);
                out.push_str(&body);
            }
        }
        if !subscriptable && next_arg < positional.len() {
            return Err(PyErr::type_error(if bytes {
                "not all arguments converted during bytes formatting"
            } else {
                "not all arguments converted during string formatting"
            }));
        }
        Ok(out)
    }

    /// One conversion: returns the sign/prefix and the digits or text.
    /// The int an instance of a user class converts to for `%d` (its `__int__` or `__index__`)
    /// or `%x`/`%o` (its `__index__`), as CPython's %-formatting converts it.
    fn percent_int_hook(&mut self, value: Value, conversion: char) -> PyResult<Option<Value>> {
        if self.user_class_of(value).is_none() {
            return Ok(None);
        }
        let hooks: &[Symbol] = if matches!(conversion, 'd' | 'i' | 'u') {
            &[sym::DUNDER_INT, sym::DUNDER_INDEX]
        } else {
            &[sym::DUNDER_INDEX]
        };
        for hook in hooks {
            if let Some(result) = self.call_user_special(value, *hook, &[])? {
                if self.as_int(result).is_some() {
                    return Ok(Some(result));
                }
            }
        }
        Ok(None)
    }

    /// One conversion of a bytes format: the bytes conversions, the numeric ones as for str.
    fn percent_convert_bytes(
        &mut self,
        conversion: char,
        value: Value,
        flags: &Flags,
        precision: Option<usize>,
        index: usize,
    ) -> PyResult<(String, String)> {
        let latin1 = |bytes: &[u8]| -> String { bytes.iter().map(|b| char::from(*b)).collect() };
        let clip = |text: String| -> String {
            match precision {
                Some(p) => text.chars().take(p).collect(),
                None => text,
            }
        };
        match conversion {
            's' | 'b' => {
                if let Some(bytes) = self.bytes_like(value) {
                    let text = latin1(&bytes);
                    return Ok((String::new(), clip(text)));
                }
                if let Some(result) = self.call_user_special(value, sym::DUNDER_BYTES, &[])? {
                    return match self.object(result) {
                        Some(Object::Bytes(bytes)) => Ok((String::new(), clip(latin1(bytes)))),
                        _ => Err(PyErr::type_error(format!(
                            "__bytes__ returned non-bytes (type {})",
                            self.type_name(result)
                        ))),
                    };
                }
                Err(PyErr::type_error(format!(
                    "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                    self.type_name(value)
                )))
            }
            'r' | 'a' => {
                let text = self.ascii(value)?;
                Ok((String::new(), clip(text)))
            }
            'c' => {
                if let Some(bytes) = self.bytes_like(value).filter(|b| b.len() == 1) {
                    return Ok((String::new(), latin1(&bytes)));
                }
                match self.as_int(value) {
                    Some(IntRef::Small(code)) if (0..256).contains(&code) => {
                        Ok((String::new(), char::from(code as u8).to_string()))
                    }
                    Some(_) => Err(PyErr::overflow_error("%c arg not in range(256)")),
                    None => Err(PyErr::type_error(
                        "%c requires an integer in range(256) or a single byte",
                    )),
                }
            }
            _ => self.percent_convert(conversion, value, flags, precision, index),
        }
    }

    fn percent_convert(
        &mut self,
        conversion: char,
        value: Value,
        flags: &Flags,
        precision: Option<usize>,
        index: usize,
    ) -> PyResult<(String, String)> {
        let sign_for = |negative: bool| -> String {
            if negative {
                "-".into()
            } else if flags.sign {
                "+".into()
            } else if flags.space {
                " ".into()
            } else {
                String::new()
            }
        };
        match conversion {
            's' | 'r' | 'a' => {
                let text = match conversion {
                    's' => self.to_str(value)?,
                    'r' => self.repr(value)?,
                    _ => self.ascii(value)?,
                };
                let text = match precision {
                    Some(p) => text.chars().take(p).collect(),
                    None => text,
                };
                Ok((String::new(), text))
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                let int_value = match value {
                    Value::Float(f) if matches!(conversion, 'd' | 'i' | 'u') => {
                        crate::types::float::check_finite_for_int(f.get())?;
                        self.new_int(crate::vm::compare::float_to_big(f.get().trunc()))
                    }
                    v if self.as_int(v).is_some() => v,
                    v => match self.percent_int_hook(v, conversion)? {
                        Some(converted) => converted,
                        None => {
                            let what = if matches!(conversion, 'd' | 'i' | 'u') {
                                "a real number"
                            } else {
                                "an integer"
                            };
                            return Err(PyErr::type_error(format!(
                                "%{conversion} format: {what} is required, not {}",
                                self.type_name(v)
                            )));
                        }
                    },
                };
                if !matches!(conversion, 'x' | 'X' | 'o') {
                    let bits = self.as_int(int_value).map_or(0, |i| i.bits());
                    self.charge_decimal_conversion(bits)?;
                }
                let int = self.as_int(int_value).expect("checked to be an int");
                let negative = int.is_negative();
                let mut digits = match conversion {
                    'x' => crate::types::int::to_radix(int, 16),
                    'X' => crate::types::int::to_radix(int, 16).to_uppercase(),
                    'o' => crate::types::int::to_radix(int, 8),
                    _ => match int {
                        IntRef::Small(i) => i.unsigned_abs().to_string(),
                        IntRef::Big(b) => crate::types::int::big_to_decimal(b, self.int_max_str_digits)?
                            .trim_start_matches('-')
                            .to_string(),
                    },
                };
                if let Some(p) = precision.filter(|p| *p > digits.len()) {
                    self.check_alloc_chars(p)?;
                    let mut padded = String::with_capacity(p);
                    padded.extend(std::iter::repeat_n('0', p - digits.len()));
                    padded.push_str(&digits);
                    digits = padded;
                }
                let mut sign = sign_for(negative);
                if flags.alternate {
                    sign.push_str(match conversion {
                        'x' => "0x",
                        'X' => "0X",
                        'o' => "0o",
                        _ => "",
                    });
                }
                Ok((sign, digits))
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let x = match self.as_num(value) {
                    Some(crate::vm::compare::Num::Float(f)) => f,
                    Some(crate::vm::compare::Num::Int(i)) => i.to_f64()?,
                    None if self.user_class_of(value).is_some() => {
                        match self.call_user_special(value, sym::DUNDER_FLOAT, &[])? {
                            Some(Value::Float(f)) => f.get(),
                            None if self.user_special(value, sym::DUNDER_INDEX).is_some() => {
                                let int = self.index_int(value)?;
                                match self.as_int(int) {
                                    Some(int) => int.to_f64()?,
                                    None => f64::NAN,
                                }
                            }
                            _ => {
                                return Err(PyErr::type_error(format!(
                                    "must be real number, not {}",
                                    self.type_name(value)
                                )));
                            }
                        }
                    }
                    None => {
                        return Err(PyErr::type_error(format!(
                            "must be real number, not {}",
                            self.type_name(value)
                        )));
                    }
                };
                let negative = x.is_sign_negative() && !x.is_nan();
                let magnitude = x.abs();
                let upper = conversion.is_ascii_uppercase();
                let p = precision.unwrap_or(6);
                if matches!(conversion, 'e' | 'E' | 'f' | 'F') {
                    self.check_alloc_chars(p)?;
                }
                let body = if !magnitude.is_finite() {
                    let t = if magnitude.is_nan() { "nan" } else { "inf" };
                    if upper {
                        t.to_uppercase()
                    } else {
                        t.to_string()
                    }
                } else {
                    match conversion {
                        'e' | 'E' => scientific(magnitude, p, flags.alternate, upper),
                        'f' | 'F' => fixed(magnitude, p, flags.alternate),
                        _ => general(magnitude, p.max(1), flags.alternate, false, upper),
                    }
                };
                Ok((sign_for(negative), body))
            }
            'c' => {
                let value = if self.user_special(value, sym::DUNDER_INDEX).is_some() {
                    self.index_int(value)?
                } else {
                    value
                };
                match self.as_int(value) {
                    Some(IntRef::Small(code)) => {
                        return match char::from_u32(code as u32).filter(|_| (0..=0x10ffff).contains(&code)) {
                            Some(c) => Ok((String::new(), c.to_string())),
                            None => Err(PyErr::overflow_error("%c arg not in range(0x110000)")),
                        };
                    }
                    Some(IntRef::Big(_)) => return Err(PyErr::overflow_error("%c arg not in range(0x110000)")),
                    None => {}
                }
                match self.pystr(value) {
                    Some(s) if s.char_len() == 1 => Ok((String::new(), s.as_str().to_string())),
                    _ => Err(PyErr::type_error("%c requires int or char")),
                }
            }
            other => Err(PyErr::value_error(format!(
                "unsupported format character '{other}' ({:#x}) at index {}",
                other as u32, index
            ))),
        }
    }
}

/// A width (at most `sys.maxsize`) or precision (at most C's `INT_MAX`) written in digits,
/// refused past its bound as CPython refuses it (`ValueError: width too big`, `precision too
/// big`).
fn percent_count(digits: &[char], what: &str) -> PyResult<usize> {
    let bound = if what == "width" {
        i64::MAX as usize
    } else {
        i32::MAX as usize
    };
    let mut n: usize = 0;
    for d in digits {
        let digit = d.to_digit(10).unwrap_or(0) as usize;
        if n > (bound - digit) / 10 {
            return Err(PyErr::value_error(format!("{what} too big")));
        }
        n = n * 10 + digit;
    }
    Ok(n)
}
