//! `str.format` and `str.format_map`: replacement fields `{name.attr[key]!conv:spec}` with
//! automatic or manual numbering, nested fields inside the spec, and CPython's error messages.

use crate::symbol::Symbol;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// Where replacement fields get their values.
pub struct FormatArgs<'a> {
    pub positional: &'a [Value],
    /// Keyword arguments (for `format`).
    pub keywords: &'a [(Symbol, Value)],
    /// A mapping (for `format_map`).
    pub mapping: Option<Value>,
}

#[derive(PartialEq, Eq, Clone, Copy)]
enum Numbering {
    Unknown,
    Automatic,
    Manual,
}

struct State {
    numbering: Numbering,
    next_auto: usize,
}

impl Vm {
    /// Formats `template` with `args`.
    pub fn str_format(&mut self, template: &str, args: &FormatArgs) -> PyResult<String> {
        let mut state = State {
            numbering: Numbering::Unknown,
            next_auto: 0,
        };
        self.str_format_inner(template, args, &mut state, 2)
    }

    fn str_format_inner(
        &mut self,
        template: &str,
        args: &FormatArgs,
        state: &mut State,
        depth: u32,
    ) -> PyResult<String> {
        if depth == 0 {
            return Err(PyErr::value_error("Max string recursion exceeded"));
        }
        let chars: Vec<char> = template.chars().collect();
        let mut out = String::with_capacity(template.len());
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c == '}' {
                if chars.get(i + 1) == Some(&'}') {
                    out.push('}');
                    i += 2;
                    continue;
                }
                return Err(PyErr::value_error("Single '}' encountered in format string"));
            }
            if c != '{' {
                out.push(c);
                i += 1;
                continue;
            }
            if chars.get(i + 1) == Some(&'{') {
                out.push('{');
                i += 2;
                continue;
            }
            // Find the matching '}' (nested braces allowed in the spec).
            let start = i + 1;
            let mut nesting = 1;
            let mut j = start;
            while j < chars.len() {
                match chars[j] {
                    '{' => nesting += 1,
                    '}' => {
                        nesting -= 1;
                        if nesting == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            if j >= chars.len() {
                return Err(PyErr::value_error(if nesting > 1 {
                    "expected '}' before end of string"
                } else {
                    "Single '{' encountered in format string"
                }));
            }
            let field: String = chars[start..j].iter().collect();
            i = j + 1;
            out.push_str(&self.replacement_field(&field, args, state, depth)?);
        }
        Ok(out)
    }

    fn replacement_field(&mut self, field: &str, args: &FormatArgs, state: &mut State, depth: u32) -> PyResult<String> {
        // Split "name!conv:spec" (the name part may contain brackets holding ':' or '!').
        let mut bracket = false;
        let mut name_end = field.len();
        for (k, ch) in field.char_indices() {
            match ch {
                '[' => bracket = true,
                ']' => bracket = false,
                '!' | ':' if !bracket => {
                    name_end = k;
                    break;
                }
                _ => {}
            }
        }
        let name = &field[..name_end];
        let rest = &field[name_end..];
        let (conversion, spec) = if let Some(after) = rest.strip_prefix('!') {
            let mut it = after.chars();
            let conv = it.next();
            let remaining: String = it.collect();
            if !remaining.is_empty() && !remaining.starts_with(':') {
                return Err(PyErr::value_error("expected ':' after conversion specifier"));
            }
            (conv, remaining.strip_prefix(':').unwrap_or("").to_string())
        } else {
            (None, rest.strip_prefix(':').unwrap_or("").to_string())
        };
        let value = self.field_value(name, args, state)?;
        let value = match conversion {
            None => value,
            Some('s') => {
                let t = self.to_str(value)?;
                self.new_str(t)
            }
            Some('r') => {
                let t = self.repr(value)?;
                self.new_str(t)
            }
            Some('a') => {
                let t = self.ascii(value)?;
                self.new_str(t)
            }
            Some(other) => {
                return Err(PyErr::value_error(format!("Unknown conversion specifier {other}")));
            }
        };
        let spec = if spec.contains('{') {
            self.str_format_inner(&spec, args, state, depth - 1)?
        } else {
            spec
        };
        self.format_with_spec(value, &spec)
    }

    /// The value named by a field: an index or name, then `.attr` and `[key]` accessors.
    fn field_value(&mut self, name: &str, args: &FormatArgs, state: &mut State) -> PyResult<Value> {
        let first_end = name.find(['.', '[']).unwrap_or(name.len());
        let first = &name[..first_end];
        let mut value = if first.is_empty() {
            if state.numbering == Numbering::Manual {
                return Err(PyErr::value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
            state.numbering = Numbering::Automatic;
            if args.mapping.is_some() {
                return Err(PyErr::value_error("Format string contains positional fields"));
            }
            let index = state.next_auto;
            state.next_auto += 1;
            self.positional_field(index, args)?
        } else if let Ok(index) = first.parse::<usize>() {
            if args.mapping.is_some() {
                return Err(PyErr::value_error("Format string contains positional fields"));
            }
            if state.numbering == Numbering::Automatic {
                return Err(PyErr::value_error(
                    "cannot switch from automatic field numbering to manual field specification",
                ));
            }
            state.numbering = Numbering::Manual;
            self.positional_field(index, args)?
        } else {
            let key = self.new_str(first);
            match args.mapping {
                Some(mapping) => self.getitem(mapping, key)?,
                None => {
                    let symbol = self.interner.lookup(first);
                    match args.keywords.iter().find(|(n, _)| Some(*n) == symbol) {
                        Some((_, v)) => *v,
                        None => return Err(PyErr::with_value(TypeId::KeyError, key)),
                    }
                }
            }
        };
        let mut rest = &name[first_end..];
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('.') {
                let end = after.find(['.', '[']).unwrap_or(after.len());
                let attr = &after[..end];
                if attr.is_empty() {
                    return Err(PyErr::value_error("Empty attribute in format string"));
                }
                let symbol = self.intern_runtime_name(attr)?;
                value = self.getattr(value, symbol)?;
                rest = &after[end..];
            } else if let Some(after) = rest.strip_prefix('[') {
                let Some(end) = after.find(']') else {
                    return Err(PyErr::value_error("Missing ']' in format string"));
                };
                let key_text = &after[..end];
                let key = match key_text.parse::<i64>() {
                    Ok(n) if !key_text.starts_with(['-', '+']) => Value::Int(n),
                    _ => self.new_str(key_text),
                };
                value = self.getitem(value, key)?;
                rest = &after[end + 1..];
            } else {
                return Err(PyErr::value_error(
                    "Only '.' or '[' may follow ']' in format field specifier",
                ));
            }
        }
        Ok(value)
    }

    fn positional_field(&mut self, index: usize, args: &FormatArgs) -> PyResult<Value> {
        match args.positional.get(index) {
            Some(v) => Ok(*v),
            None => Err(PyErr::index_error(format!(
                "Replacement index {index} out of range for positional args tuple"
            ))),
        }
    }
}
