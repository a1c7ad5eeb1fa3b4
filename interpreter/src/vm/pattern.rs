//! The run-time side of `match` statements: their instructions on the operand stack
//! ([`Vm::pattern_instruction`]), which subjects sequence and mapping patterns accept,
//! the key lookup of mapping patterns (`MatchKeys`) and the isinstance check and attribute
//! extraction of class patterns (`MatchClass`), with CPython 3.11's error messages.

use crate::bytecode::{CodeObject, Instr};
use crate::format::repr::push_str_repr;
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// The builtin types whose class patterns match the subject itself with one positional
/// sub-pattern (CPython's `_Py_TPFLAGS_MATCH_SELF`), which their subclasses inherit.
const MATCH_SELF_TYPES: &[TypeId] = &[
    TypeId::Bool,
    TypeId::ByteArray,
    TypeId::Bytes,
    TypeId::Dict,
    TypeId::Float,
    TypeId::FrozenSet,
    TypeId::Int,
    TypeId::List,
    TypeId::Set,
    TypeId::Str,
    TypeId::Tuple,
];

impl Vm {
    /// Whether a sequence pattern may match `v`: lists (and their subclasses), tuples and
    /// ranges, but never strings, bytes, mappings, sets or iterators.
    pub(super) fn is_sequence_subject(&self, v: Value) -> bool {
        matches!(
            self.object(v),
            Some(Object::List(_) | Object::Tuple(_) | Object::Range(_))
        )
    }

    /// Whether a mapping pattern may match `v`: dicts and their subclasses.
    pub(super) fn is_mapping_subject(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Dict(_)))
    }

    /// The values of `keys` (a tuple) in the mapping `subject`, as a tuple, or None when one is
    /// missing. Keys are looked up as `subject.get(key, default)` does, so `__missing__` is
    /// never called; a key repeated at run time is a ValueError.
    #[inline(never)]
    pub(super) fn match_keys(&mut self, subject: Value, keys: Value) -> PyResult<Value> {
        let keys = self.seq_items(keys).map(<[Value]>::to_vec).unwrap_or_default();
        if keys.is_empty() {
            return Ok(self.new_tuple(Vec::new()));
        }
        let get = self.interner.intern("get");
        let user_get = self.user_special(subject, get).is_some();
        let missing = if user_get {
            self.new_bare_instance(Value::Type(TypeId::Object))?
        } else {
            Value::Undefined
        };
        let seen = self.new_dict_from_pairs(&[])?;
        let mut values = Vec::with_capacity(keys.len());
        for key in keys {
            if self.dict_contains(seen, key)? {
                let repr = self.repr(key)?;
                return Err(PyErr::value_error(format!(
                    "mapping pattern checks duplicate key ({repr})"
                )));
            }
            self.dict_set(seen, key, Value::None)?;
            let value = if user_get {
                self.call_user_special(subject, get, &[key, missing])?
                    .filter(|v| !v.is_same(missing))
            } else {
                self.dict_get(subject, key)?
            };
            match value {
                Some(v) => values.push(v),
                None => return Ok(Value::None),
            }
        }
        Ok(self.new_tuple(values))
    }

    /// A class pattern: the tuple of the subject's attributes its sub-patterns match (the
    /// positional ones through `__match_args__`), or None when the subject is not an instance of
    /// `class` or lacks one of the attributes.
    #[inline(never)]
    pub(super) fn match_class(
        &mut self,
        subject: Value,
        class: Value,
        nargs: usize,
        names: &[Symbol],
    ) -> PyResult<Value> {
        if !self.is_class(class) {
            return Err(PyErr::type_error("called match pattern must be a type"));
        }
        if !self.is_instance(subject, class) {
            return Ok(Value::None);
        }
        let mut seen = Vec::with_capacity(nargs + names.len());
        let mut attrs = Vec::with_capacity(nargs + names.len());
        if nargs > 0 {
            let class_name = self.class_name(class);
            let (match_args, match_self) = match self.getattr(class, sym::DUNDER_MATCH_ARGS) {
                Ok(v) => match self.object(v) {
                    Some(Object::Tuple(items)) => (items.clone(), false),
                    _ => {
                        let got = self.type_name(v);
                        return Err(PyErr::type_error(format!(
                            "{class_name}.__match_args__ must be a tuple (got {got})"
                        )));
                    }
                },
                Err(e) if self.error_is(&e, TypeId::AttributeError) => (Vec::new(), self.matches_self(class)),
                Err(e) => return Err(e),
            };
            let allowed = if match_self { 1 } else { match_args.len() };
            if allowed < nargs {
                let plural = if allowed == 1 { "" } else { "s" };
                return Err(PyErr::type_error(format!(
                    "{class_name}() accepts {allowed} positional sub-pattern{plural} ({nargs} given)"
                )));
            }
            if match_self {
                attrs.push(subject);
            } else {
                for name in &match_args[..nargs] {
                    let Some(text) = self.str_of(*name).map(str::to_owned) else {
                        let got = self.type_name(*name);
                        return Err(PyErr::type_error(format!(
                            "__match_args__ elements must be strings (got {got})"
                        )));
                    };
                    let symbol = self.intern_runtime_name(&text)?;
                    match self.match_class_attr(subject, class, symbol, &mut seen)? {
                        Some(v) => attrs.push(v),
                        None => return Ok(Value::None),
                    }
                }
            }
        }
        for name in names {
            match self.match_class_attr(subject, class, *name, &mut seen)? {
                Some(v) => attrs.push(v),
                None => return Ok(Value::None),
            }
        }
        Ok(self.new_tuple(attrs))
    }

    /// Whether a class without `__match_args__` matches the subject itself positionally.
    fn matches_self(&self, class: Value) -> bool {
        let builtin = match class {
            Value::Type(t) => t,
            other => self.class_obj(other).map_or(TypeId::Object, |c| c.builtin_base),
        };
        MATCH_SELF_TYPES.iter().any(|t| builtin.is_subtype(*t))
    }

    /// The attribute `name` of a class pattern's subject, or `None` when it has none.
    fn match_class_attr(
        &mut self,
        subject: Value,
        class: Value,
        name: Symbol,
        seen: &mut Vec<Symbol>,
    ) -> PyResult<Option<Value>> {
        if seen.contains(&name) {
            let mut repr = String::new();
            push_str_repr(&mut repr, self.interner.name(name));
            return Err(PyErr::type_error(format!(
                "{}() got multiple sub-patterns for attribute {repr}",
                self.class_name(class)
            )));
        }
        seen.push(name);
        match self.getattr(subject, name) {
            Ok(v) => Ok(Some(v)),
            Err(e) if self.error_is(&e, TypeId::AttributeError) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

impl Vm {
    /// Runs one of the instructions of `match` statements (`MatchSequence`, `MatchMapping`,
    /// `GetLen`, `MatchKeys`, `MatchClass`) on the operand stack of a frame running `code`.
    pub(super) fn pattern_instruction(&mut self, instr: Instr, code: &CodeObject) -> PyResult<()> {
        let top = *self.stack.last().unwrap_or(&Value::None);
        let result = match instr {
            Instr::MatchSequence => Value::bool(self.is_sequence_subject(top)),
            Instr::MatchMapping => Value::bool(self.is_mapping_subject(top)),
            Instr::GetLen => Value::Int(self.len_of(top)? as i64),
            Instr::MatchKeys => {
                let subject = self.stack[self.stack.len() - 2];
                self.match_keys(subject, top)?
            }
            Instr::MatchClass { nargs, kwnames } => {
                let class = self.stack.pop().unwrap_or(Value::None);
                let subject = self.stack.pop().unwrap_or(Value::None);
                self.match_class(subject, class, nargs as usize, &code.kwnames[kwnames as usize])?
            }
            _ => return Err(PyErr::new(TypeId::SystemError, "not a pattern instruction")),
        };
        self.stack.push(result);
        Ok(())
    }
}
