//! Text formatting: `repr`/`str` ([`repr`]), the format-spec mini-language ([`spec`]),
//! `%`-formatting ([`percent`]) and `str.format` ([`str_format`]), plus the entry points the VM
//! uses for f-strings and the `format()` builtin.

pub mod complex_spec;
pub mod percent;
pub mod repr;
pub mod spec;
pub mod str_format;

use crate::builtins::receiver;
use crate::builtins::registry::Args;
use crate::bytecode::Conversion;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};
use spec::FormatSpec;

impl Vm {
    /// `format(value, spec)`.
    pub fn format_with_spec(&mut self, value: Value, spec: &str) -> PyResult<String> {
        if let Some(text) = self.user_format(value, spec)? {
            return Ok(text);
        }
        self.format_builtin(value, spec)
    }

    /// `format(value, spec)` by the rules of the builtin type `value` is or derives from, past
    /// any user `__format__` (what `int.__format__(value, spec)` does).
    pub fn format_builtin(&mut self, value: Value, spec: &str) -> PyResult<String> {
        // An empty spec is `str(value)` for every builtin type (a subclass's `__str__` or
        // `__repr__` included).
        if spec.is_empty() {
            return self.to_str(value);
        }
        let type_name = self.type_name(value);
        let value = self.builtin_value(value);
        let formattable = matches!(value, Value::Float(_))
            || self.as_int(value).is_some()
            || self.str_of(value).is_some()
            || self.as_complex(value).is_some();
        if !formattable {
            return Err(PyErr::type_error(format!(
                "unsupported format string passed to {type_name}.__format__"
            )));
        }
        let parsed = FormatSpec::parse(spec)?;
        let float_presentation = matches!(value, Value::Float(_))
            || matches!(parsed.kind, Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')) && self.as_int(value).is_some();
        if float_presentation {
            spec::check_float_precision(&parsed)?;
        }
        // A precision makes a float's digits (a complex has two floats); it only shortens a str.
        let parts = if self.as_complex(value).is_some() { 2 } else { 1 };
        let digits = if float_presentation || parts == 2 {
            parsed.precision.unwrap_or(0).saturating_mul(parts)
        } else {
            0
        };
        let size = parsed.width.unwrap_or(0).saturating_add(digits);
        self.check_alloc_chars(size)?;
        if let Value::Float(f) = value {
            return spec::format_float(f.get(), &parsed);
        }
        if let Some(z) = self.as_complex(value) {
            return complex_spec::format_complex(z, &parsed);
        }
        if let Some(bits) = self.as_int(value).map(|i| i.bits()) {
            self.charge_decimal_conversion(bits)?;
            let max_digits = self.int_max_str_digits;
            if let Some(i) = self.as_int(value) {
                return spec::format_int(i, &parsed, &type_name, max_digits);
            }
        }
        let text = self.str_of(value).unwrap_or_default().to_string();
        spec::format_str(&text, &parsed)
    }

    /// An f-string replacement field: conversion, then formatting with `spec` (a str or None).
    pub(crate) fn format_value(&mut self, value: Value, conversion: Conversion, spec: Value) -> PyResult<Value> {
        let value = match conversion {
            Conversion::None => value,
            Conversion::Str => {
                if self.str_of(value).is_some() {
                    value
                } else {
                    let text = self.to_str(value)?;
                    self.new_str(text)
                }
            }
            Conversion::Repr => {
                let text = self.repr(value)?;
                self.new_str(text)
            }
            Conversion::Ascii => {
                let text = self.ascii(value)?;
                self.new_str(text)
            }
        };
        let spec_text = match spec {
            Value::None => "",
            other => self.str_of(other).unwrap_or(""),
        };
        if spec_text.is_empty() {
            if self.str_of(value).is_some() {
                return Ok(value);
            }
            if let Value::Int(i) = value {
                return Ok(self.new_str(i.to_string()));
            }
        }
        let spec_owned = spec_text.to_string();
        let text = self.format_with_spec(value, &spec_owned)?;
        Ok(self.new_str(text))
    }

    /// Concatenates str values (the pieces of an f-string).
    pub(crate) fn concat_strs(&mut self, parts: &[Value]) -> Value {
        let mut out = String::new();
        for part in parts {
            if let Some(s) = self.str_of(*part) {
                out.push_str(s);
            }
        }
        self.new_str(out)
    }
}

/// `int.__format__`, `float.__format__` and `str.__format__`: the value formatted by its builtin
/// type's rules (a subclass's own `__format__` calls these through `super()` or the type).
pub(crate) fn builtin_format_method(vm: &mut Vm, args: &Args, owner: TypeId) -> PyResult<Value> {
    let value = receiver(vm, args, owner, "__format__")?;
    args.method_arity(vm, &format!("{}.__format__", owner.name()), 1, 1)?;
    let spec = match vm.str_of(args.positional[1]) {
        Some(spec) => spec.to_string(),
        None => {
            return Err(PyErr::type_error(format!(
                "__format__() argument must be str, not {}",
                vm.type_name(args.positional[1])
            )))
        }
    };
    let text = vm.format_builtin(value, &spec)?;
    Ok(vm.new_str(text))
}
