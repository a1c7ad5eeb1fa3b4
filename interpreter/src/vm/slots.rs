//! `__slots__`: a class that declares them (and whose user bases all do) gives its instances no
//! `__dict__`, so assigning any attribute outside the declared names fails as in CPython. The
//! class keeps the names its instances may hold (its own and its bases') as a tuple of strs in
//! [`ClassObj::slots`](crate::types::class::ClassObj).

use crate::symbol::{sym, Symbol};
use crate::types::class::AttrMap;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::class_cache::Scope;

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// The attribute names instances of a new class may hold, as a tuple of strs, or
    /// `Value::Undefined` when its instances have a `__dict__` (no `__slots__` in its namespace
    /// `attrs`, `'__dict__'` among them, a base whose instances have one).
    pub(super) fn class_slots(
        &mut self,
        class_name: &str,
        attrs: &AttrMap,
        bases: &[Value],
        builtin_base: TypeId,
    ) -> PyResult<Value> {
        let Some(declared) = attrs.get(sym::DUNDER_SLOTS) else {
            return Ok(Value::Undefined);
        };
        let items = match self.str_of(declared) {
            Some(_) => vec![declared],
            None => self.collect_iterable(declared)?,
        };
        let mut names = Vec::with_capacity(items.len());
        let mut has_dict = false;
        for item in items {
            let Some(name) = self.str_of(item) else {
                return Err(PyErr::type_error(format!(
                    "__slots__ items must be strings, not '{}'",
                    self.type_name(item)
                )));
            };
            if !crate::parse::has_identifier_shape(name) {
                return Err(PyErr::type_error("__slots__ must be identifiers"));
            }
            if name == "__dict__" {
                has_dict = true;
                continue;
            }
            // A private name is mangled, as the class body's own `self.__x` is.
            let name = match name.strip_prefix("__") {
                Some(_) if !name.ends_with("__") => format!("_{}{name}", class_name.trim_start_matches('_')),
                _ => name.to_string(),
            };
            let symbol = self.intern_runtime_name(&name)?;
            if attrs.get(symbol).is_some() {
                return Err(PyErr::value_error(format!(
                    "'{name}' in __slots__ conflicts with class variable"
                )));
            }
            names.push(self.new_str(name));
        }
        if has_dict || builtin_base.is_subtype(TypeId::BaseException) {
            return Ok(Value::Undefined);
        }
        for base in bases {
            match base {
                Value::Type(_) => {}
                _ => match self.class_obj(*base).map(|c| c.slots) {
                    Some(Value::Undefined) | None => return Ok(Value::Undefined),
                    Some(inherited) => names.extend(self.seq_items(inherited).unwrap_or(&[]).iter().copied()),
                },
            }
        }
        Ok(self.new_tuple(names))
    }

    /// Whether `obj` is an instance of a class whose instances have no `__dict__`.
    pub(crate) fn has_slots_only(&self, obj: Value) -> bool {
        let class = self.class_of(obj);
        self.class_obj(class).is_some_and(|c| c.slots != Value::Undefined)
    }

    /// CPython's error for setting or deleting attribute `name` of `obj`, which
    /// [`Vm::slots_refuse`]: read-only when its class has an attribute of that name.
    pub(super) fn slots_refusal(&mut self, obj: Value, name: Symbol) -> PyErr {
        if self.class_lookup(self.class_of(obj), name).is_none() {
            return self.missing_attribute(obj, name);
        }
        PyErr::attribute_error(format!(
            "'{}' object attribute '{}' is read-only",
            self.type_name(obj),
            self.interner.name(name)
        ))
    }

    /// Whether `obj` has no `__dict__` and `name` is none of its class's slots, so it cannot
    /// hold an attribute `name`.
    pub(super) fn slots_refuse(&self, obj: Value, name: Symbol) -> bool {
        let class = self.class_of(obj);
        let Some(slots) = self.class_obj(class).map(|c| c.slots) else {
            return false;
        };
        match class {
            Value::Ref(id) if slots != Value::Undefined => !self.declares_slot(id, slots, name),
            _ => false,
        }
    }

    /// Whether `name` is among `slots`, the names class `class` gives its instances (cached).
    pub(super) fn declares_slot(&self, class: HeapId, slots: Value, name: Symbol) -> bool {
        if let Some(found) = self.class_cache.get(class, name, Scope::Slot) {
            return found.is_some();
        }
        let wanted = self.interner.name(name);
        let declared = self
            .seq_items(slots)
            .unwrap_or(&[])
            .iter()
            .any(|slot| self.str_of(*slot) == Some(wanted));
        self.class_cache
            .insert(class, name, Scope::Slot, declared.then_some(Value::None));
        declared
    }
}
