//! Setting and deleting attributes of builtin values: functions' own attributes and
//! `__kwdefaults__`, exceptions' `__cause__`/`__context__`, module globals, classes (their
//! namespace, and renaming through `__name__`/`__qualname__`), with CPython's errors for the
//! values that take none.

use crate::builtins::registry;
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `obj.name = value`: an instance's plain attribute at once (the run loop's common store),
    /// else by the full rules.
    #[inline(always)]
    pub fn setattr(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<()> {
        match obj {
            Value::Ref(id) if self.set_plain_instance_attr(id, name, value) => Ok(()),
            _ => self.setattr_by_rules(obj, name, value),
        }
    }

    /// [`Vm::setattr`] for every store but an instance's plain attribute.
    #[inline(never)]
    fn setattr_by_rules(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<()> {
        let Value::Ref(id) = obj else {
            return Err(self.cannot_set(obj, name));
        };
        if let Object::Class(_) = self.heap.get(id) {
            if let Some(hook) = self.user_special(obj, sym::DUNDER_SETATTR) {
                let attr = self.name_str(name);
                self.call_value(hook, &[obj, attr, value])?;
                return Ok(());
            }
            if name == sym::DUNDER_NAME || name == sym::DUNDER_QUALNAME {
                return self.rename_class(id, name, value);
            }
            if let Object::Class(c) = self.heap.get_mut(id) {
                c.attrs.set(name, value);
            }
            self.getattribute_hooks |= name == sym::DUNDER_GETATTRIBUTE;
            self.class_cache.clear();
            return Ok(());
        }
        if (name == sym::MESSAGE || name == sym::EXCEPTIONS) && self.group_parts(obj).is_some() {
            return Err(PyErr::attribute_error("readonly attribute"));
        }
        if self.has_user_class(obj) {
            return self.instance_setattr(obj, name, value);
        }
        if name == sym::DUNDER_ANNOTATIONS
            && matches!(self.heap.get(id), Object::Function(_))
            && value != Value::None
            && !matches!(self.object(value), Some(Object::Dict(_)))
        {
            return Err(PyErr::type_error("__annotations__ must be set to a dict object"));
        }
        if name == sym::DUNDER_KWDEFAULTS && matches!(self.heap.get(id), Object::Function(_)) {
            return self.set_kwdefaults(id, value);
        }
        match self.heap.get_mut(id) {
            Object::Function(f) => {
                match name {
                    n if n == sym::DUNDER_NAME => f.name = value,
                    n if n == sym::DUNDER_ANNOTATIONS => f.annotations = value,
                    n if n == sym::DUNDER_QUALNAME => f.qualname = value,
                    n if n == sym::DUNDER_DOC => f.doc = value,
                    _ => {
                        let dict = self.function_dict(id);
                        let key = self.name_str(name);
                        self.dict_set(dict, key, value)?;
                    }
                }
                Ok(())
            }
            Object::Exception(e) => {
                match name {
                    n if n == sym::DUNDER_CAUSE => {
                        e.cause = value;
                        e.suppress_context = true;
                    }
                    n if n == sym::DUNDER_CONTEXT => e.context = value,
                    n if n == sym::DUNDER_SUPPRESS_CONTEXT => e.suppress_context = value == Value::bool(true),
                    n => e.set_attr(n, value),
                }
                Ok(())
            }
            Object::Module(m) => {
                let globals = m.globals as usize;
                self.store_global_name(globals, name, value)
            }
            _ => Err(self.cannot_set(obj, name)),
        }
    }

    /// `cls.__name__ = value` or `cls.__qualname__ = value`: a str, which reprs and
    /// tracebacks then show.
    fn rename_class(&mut self, id: crate::value::HeapId, name: Symbol, value: Value) -> PyResult<()> {
        let Some(text) = self.str_of(value).map(str::to_string) else {
            let class_name = match self.heap.get(id) {
                Object::Class(c) => c.name.clone(),
                _ => String::new(),
            };
            return Err(PyErr::type_error(format!(
                "can only assign string to {class_name}.{}, not '{}'",
                self.interner.name(name),
                self.type_name(value)
            )));
        };
        if let Object::Class(c) = self.heap.get_mut(id) {
            if name == sym::DUNDER_NAME {
                c.name = text;
            } else {
                c.qualname = text;
            }
        }
        self.class_cache.clear();
        Ok(())
    }

    /// `f.__kwdefaults__ = value`: a dict of keyword-only defaults, or None for none.
    fn set_kwdefaults(&mut self, id: crate::value::HeapId, value: Value) -> PyResult<()> {
        let mut pairs = Vec::new();
        if value != Value::None {
            if self.dict_table(value).is_none() {
                return Err(PyErr::type_error("__kwdefaults__ must be set to a dict object"));
            }
            for (key, item) in self.dict_items(value)? {
                let Some(text) = self.str_of(key).map(str::to_string) else {
                    continue;
                };
                pairs.push((self.intern_runtime_name(&text)?, item));
            }
        }
        if let Object::Function(f) = self.heap.get_mut(id) {
            f.kwdefaults = pairs;
        }
        Ok(())
    }

    fn cannot_set(&self, obj: Value, name: Symbol) -> PyErr {
        let attr = self.interner.name(name);
        if let Value::Type(t) = obj {
            return PyErr::type_error(format!(
                "cannot set '{attr}' attribute of immutable type '{}'",
                t.name()
            ));
        }
        let owner = self.type_of(obj);
        if registry::find_method(owner, name).is_some() {
            return PyErr::attribute_error(format!("'{}' object attribute '{attr}' is read-only", owner.name()));
        }
        if owner == TypeId::Complex && matches!(attr, "real" | "imag") {
            return PyErr::attribute_error("readonly attribute");
        }
        if matches!(owner, TypeId::Int | TypeId::Bool | TypeId::Float)
            && matches!(attr, "real" | "imag" | "numerator" | "denominator")
        {
            return PyErr::attribute_error(format!(
                "attribute '{attr}' of '{}' objects is not writable",
                owner.name()
            ));
        }
        PyErr::attribute_error(format!("'{}' object has no attribute '{attr}'", owner.name()))
    }

    /// `del obj.name`.
    pub fn delattr(&mut self, obj: Value, name: Symbol) -> PyResult<()> {
        if let Some(Object::Class(_)) = self.object(obj) {
            if let Some(hook) = self.user_special(obj, sym::DUNDER_DELATTR) {
                let attr = self.name_str(name);
                self.call_value(hook, &[obj, attr])?;
                return Ok(());
            }
            if let Some(Object::Class(c)) = obj.heap_id().map(|id| self.heap.get_mut(id)) {
                if c.attrs.remove(name) {
                    self.class_cache.clear();
                    return Ok(());
                }
            }
            return Err(self.missing_attribute(obj, name));
        }
        if self.has_user_class(obj) {
            return self.instance_delattr(obj, name);
        }
        if let Value::Ref(id) = obj {
            match self.heap.get_mut(id) {
                Object::Function(f) => {
                    if name == sym::DUNDER_ANNOTATIONS {
                        f.annotations = Value::None;
                        return Ok(());
                    }
                    if let Some(dict) = f.dict {
                        let key = self.name_str(name);
                        if self.dict_remove(Value::Ref(dict), key)?.is_some() {
                            return Ok(());
                        }
                    }
                }
                Object::Exception(e) => {
                    if let Some(pos) = e.attrs.iter().position(|(n, _)| *n == name) {
                        e.attrs.remove(pos);
                        return Ok(());
                    }
                }
                Object::Module(m) => {
                    let globals = m.globals as usize;
                    if self.peek_global(globals, name).is_some() {
                        return self.delete_global_name(globals, name);
                    }
                }
                _ => {}
            }
        }
        let attr = self.interner.name(name).to_string();
        Err(PyErr::attribute_error(format!(
            "'{}' object has no attribute '{attr}'",
            self.type_name(obj)
        )))
    }

    /// A function's `__dict__`, made on first use.
    pub(super) fn function_dict(&mut self, id: crate::value::HeapId) -> Value {
        if let Object::Function(f) = self.heap.get(id) {
            if let Some(dict) = f.dict {
                return Value::Ref(dict);
            }
        }
        let dict = self.heap.alloc(Object::Dict(crate::types::dict::DictTable::new()));
        if let Object::Function(f) = self.heap.get_mut(id) {
            f.dict = Some(dict);
        }
        Value::Ref(dict)
    }
}
