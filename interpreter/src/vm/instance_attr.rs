//! Attribute access on user-defined classes, their instances and `super()` proxies: the
//! descriptor protocol for functions, `property`, `classmethod`, `staticmethod` and instances of
//! user classes defining `__get__`/`__set__`/`__delete__`, instance attributes,
//! `__getattr__`/`__setattr__` hooks, and CPython's messages.

use crate::builtins::registry::{self, NativeKind};
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::descriptor::SuperObj;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::{PyErr, PyResult, Vm};

/// How a class attribute found by lookup becomes the attribute value.
enum Binding {
    /// Return it as is.
    Plain(Value),
    /// Bind it to this receiver.
    Bound(Value, Value),
}

impl Vm {
    /// Whether `obj` is an object whose attributes follow a user class (an instance, a user
    /// exception, or a dict/list subclass instance).
    pub(crate) fn has_user_class(&self, obj: Value) -> bool {
        self.user_class_of(obj).is_some() || matches!(self.object(obj), Some(Object::Instance(_)))
    }

    /// How a class attribute `d` is seen through `instance` (None when looked up on the class
    /// itself) of class `class`.
    fn binding(&self, d: Value, instance: Option<Value>, class: Value) -> Binding {
        match d {
            Value::Native(id) => match (registry::native(id).kind, instance) {
                (NativeKind::ClassMethod, _) => Binding::Bound(class, d),
                (NativeKind::Unset, _) => Binding::Plain(Value::None),
                (NativeKind::StaticMethod | NativeKind::Function, _) | (_, None) => Binding::Plain(d),
                (NativeKind::Method | NativeKind::SlotWrapper, Some(obj)) => Binding::Bound(obj, d),
            },
            Value::Ref(_) => match (self.object(d), instance) {
                (Some(Object::Function(_)), Some(obj)) => Binding::Bound(obj, d),
                (Some(Object::ClassMethod(f)), _) => Binding::Bound(class, *f),
                (Some(Object::StaticMethod(f)), _) => Binding::Plain(*f),
                _ => Binding::Plain(d),
            },
            other => Binding::Plain(other),
        }
    }

    /// The `__get__` of a class attribute `d` that is an instance of a user class defining one,
    /// and whether `d` is a data descriptor (its class also defines `__set__` or `__delete__`).
    fn user_descriptor(&self, d: Value) -> Option<(Value, bool)> {
        let get = self.user_special(d, sym::DUNDER_GET)?;
        let data =
            self.user_special(d, sym::DUNDER_SET).is_some() || self.user_special(d, sym::DUNDER_DELETE).is_some();
        Some((get, data))
    }

    /// The `__set__` (or `__delete__`) of a class attribute `d` that is a user descriptor.
    fn user_descriptor_hook(&self, d: Value, hook: Symbol) -> Option<Value> {
        self.user_special(d, hook)
    }

    fn bound_value(&mut self, binding: Binding) -> Value {
        match binding {
            Binding::Plain(v) => v,
            Binding::Bound(receiver, function) => self.bind(receiver, function),
        }
    }

    /// The common cases of `obj.name`, `obj` an instance of a user class: `name` one of its own
    /// attributes that no class in its MRO defines (so no descriptor can come first), or a class
    /// attribute that no descriptor rule applies to (a number, a str, a container, a builtin
    /// type: `self.LIMIT`), which its own attribute of that name hides. And `obj` a user class
    /// whose metaclass is `type`: such a class attribute, a plain function, or an instance of a
    /// user class without `__get__` (`Color.RED`). `None` leaves the read to
    /// [`Vm::getattr`]'s full rules, which find the same value. The run loop calls this before
    /// anything else, so the common read returns no `Result`.
    #[inline(always)]
    pub(super) fn quick_attr(&self, obj: Value, name: Symbol) -> Option<Value> {
        let Value::Ref(id) = obj else { return None };
        let i = match self.heap.get(id) {
            Object::Instance(i) => i,
            Object::Class(c) => return self.plain_class_attr(obj, c.metaclass, name),
            _ => return None,
        };
        if i.dict.is_some() || !matches!(i.class, Value::Ref(_)) {
            return None;
        }
        let own = i.attrs.get(name);
        let class = i.class;
        if name == sym::DUNDER_CLASS || name == sym::DUNDER_DICT {
            return None;
        }
        let found = match self.class_lookup(class, name) {
            None => own?,
            Some(d) if self.is_plain_class_value(d) => own.unwrap_or(d),
            Some(_) => return None,
        };
        if self.getattribute_hooks && self.getattribute_hook(class).is_some() {
            return None;
        }
        Some(found)
    }

    /// `class.name` for a user class whose metaclass is `type`, when the attribute found along
    /// its MRO is returned as it is (see [`Vm::quick_attr`]); the names `type` itself
    /// answers (`__name__`, `__mro__`, `__dict__`, ...) and everything else take the full rules.
    #[inline]
    fn plain_class_attr(&self, class: Value, metaclass: Value, name: Symbol) -> Option<Value> {
        if metaclass != Value::Type(TypeId::Type) || self.interner.name(name).starts_with("__") {
            return None;
        }
        let d = self.class_lookup(class, name)?;
        let plain = self.is_plain_class_value(d)
            || match self.object(d) {
                Some(Object::Function(_)) => true,
                Some(Object::Instance(_)) => self.user_special(d, sym::DUNDER_GET).is_none(),
                _ => false,
            };
        plain.then_some(d)
    }

    /// Whether a class attribute is read through an instance as it is: a value of a builtin
    /// type that defines no `__get__` (not a function, method wrapper, property or user object).
    #[inline]
    fn is_plain_class_value(&self, d: Value) -> bool {
        match d {
            Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::Float(_)
            | Value::Type(_)
            | Value::NotImplemented
            | Value::Ellipsis => true,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(_) | Object::Tuple(_) | Object::Bytes(_) | Object::FrozenSet(_) => true,
                Object::List(_) | Object::Dict(_) | Object::Set(_) => !self.heap.is_subclass_instance(id),
                _ => false,
            },
            Value::Undefined | Value::Native(_) => false,
        }
    }

    /// The `__getattribute__` a user class (or one of its user bases) defines, which every
    /// attribute read of its instances calls (`object`'s own is not one: it is the ordinary
    /// lookup). Only asked once some class has defined one (`Vm::getattribute_hooks`).
    pub(super) fn getattribute_hook(&self, class: Value) -> Option<Value> {
        self.class_lookup(class, sym::DUNDER_GETATTRIBUTE)
            .filter(|hook| !matches!(hook, Value::Native(_)))
    }

    /// `obj.name` through the class's own `__getattribute__`, then its `__getattr__` when that
    /// raises AttributeError, as CPython's `slot_tp_getattr_hook`.
    fn call_getattribute_hook(&mut self, obj: Value, hook: Value, name: Symbol) -> PyResult<Value> {
        let attr = self.name_str(name);
        let hook = match self.object(hook) {
            Some(Object::StaticMethod(f)) => *f,
            _ => hook,
        };
        match self.call_value(hook, &[obj, attr]) {
            Err(e) if self.error_is(&e, crate::types::TypeId::AttributeError) => {
                match self.user_special(obj, sym::DUNDER_GETATTR) {
                    Some(fallback) => self.call_value(fallback, &[obj, attr]),
                    None => Err(e),
                }
            }
            other => other,
        }
    }

    /// `obj.name` for an instance of a user class.
    pub(super) fn instance_getattr(&mut self, obj: Value, name: Symbol) -> PyResult<Value> {
        self.instance_getattr_with(obj, name, true)
    }

    /// `object.__getattribute__(obj, name)` for an instance of a user class: the lookup without
    /// the class's `__getattr__` fallback (which CPython calls only after `__getattribute__`).
    pub(crate) fn instance_getattribute(&mut self, obj: Value, name: Symbol) -> PyResult<Value> {
        self.instance_getattr_with(obj, name, false)
    }

    /// `obj.name` for an instance of a user class, falling back to the class's `__getattr__`
    /// when `fallback` is set.
    #[inline]
    fn instance_getattr_with(&mut self, obj: Value, name: Symbol, fallback: bool) -> PyResult<Value> {
        if let Some(v) = self.quick_attr(obj, name) {
            return Ok(v);
        }
        let class = self.class_of(obj);
        if fallback && self.getattribute_hooks {
            if let Some(hook) = self.getattribute_hook(class) {
                return self.call_getattribute_hook(obj, hook, name);
            }
        }
        let descriptor = self.class_lookup(class, name);
        if let Some(d) = descriptor {
            if let Some(Object::Property(p)) = self.object(d) {
                let fget = p.fget;
                if fget == Value::None {
                    let attr = self.interner.name(name).to_string();
                    let class_name = self.class_name(class);
                    return Err(PyErr::attribute_error(format!(
                        "property '{attr}' of '{class_name}' object has no getter"
                    )));
                }
                return match self.call_value(fget, &[obj]) {
                    Err(e) if fallback && self.error_is(&e, crate::types::TypeId::AttributeError) => {
                        match self.user_special(obj, sym::DUNDER_GETATTR) {
                            Some(hook) => {
                                let attr = self.name_str(name);
                                self.call_value(hook, &[obj, attr])
                            }
                            None => Err(e),
                        }
                    }
                    other => other,
                };
            }
            if let Some((get, true)) = self.user_descriptor(d) {
                return self.call_value(get, &[d, obj, class]);
            }
        }
        if name == sym::DUNDER_CLASS {
            return Ok(class);
        }
        if name == sym::DUNDER_DICT && !self.has_slots_only(obj) {
            if let Some(dict) = self.instance_dict(obj)? {
                return Ok(dict);
            }
        }
        if let Some(v) = self.get_instance_attr(obj, name)? {
            return Ok(v);
        }
        if matches!(self.object(obj), Some(Object::Exception(_))) {
            if let Some(v) = self.exception_attribute(obj, name)? {
                return Ok(v);
            }
        }
        if let Some(d) = descriptor {
            if let Some((get, _)) = self.user_descriptor(d) {
                return self.call_value(get, &[d, obj, class]);
            }
            let binding = self.binding(d, Some(obj), class);
            return Ok(self.bound_value(binding));
        }
        // A number's `real`, `imag` (an int's `numerator`, `denominator`) on an instance of a
        // subclass of `int`, `float` or `complex`.
        let numeric = matches!(self.type_of(obj), TypeId::Int | TypeId::Float | TypeId::Complex);
        if numeric && self.has_builtin_base(obj) {
            if let Some(v) = self.data_attribute(self.builtin_value(obj), name)? {
                return Ok(v);
            }
        }
        if let Some(hook) = self.user_special(obj, sym::DUNDER_GETATTR).filter(|_| fallback) {
            let attr = self.interner.name(name).to_string();
            let attr = self.new_str(attr);
            return self.call_value(hook, &[obj, attr]);
        }
        Err(self.missing_attribute(obj, name))
    }

    /// The method and receiver for `obj.name(...)` on an instance of a user class, without
    /// allocating a bound method when the attribute is a plain function of the class.
    pub(super) fn instance_load_method(&mut self, obj: Value, name: Symbol) -> PyResult<(Value, Value)> {
        let class = self.class_of(obj);
        if self.getattribute_hooks && self.getattribute_hook(class).is_some() {
            return Ok((self.instance_getattr(obj, name)?, Value::Undefined));
        }
        if let Some(d) = self.class_lookup(class, name) {
            // The common case: a plain function on the class, not shadowed by the instance.
            if let (Some(Object::Function(_)), Some(Object::Instance(i))) = (self.object(d), self.object(obj)) {
                if i.dict.is_none() && i.attrs.get(name).is_none() {
                    return Ok((d, obj));
                }
            }
            let shadowed = self.get_instance_attr(obj, name)?.is_some();
            if !shadowed {
                match self.binding(d, Some(obj), class) {
                    Binding::Bound(receiver, function) if !matches!(self.object(d), Some(Object::Property(_))) => {
                        return Ok((function, receiver));
                    }
                    Binding::Plain(f) if !matches!(self.object(d), Some(Object::Property(_))) && d != f => {
                        return Ok((f, Value::Undefined));
                    }
                    _ => {}
                }
            }
        }
        Ok((self.instance_getattr(obj, name)?, Value::Undefined))
    }

    /// `cls.name` for a user class.
    pub(super) fn class_getattr(&mut self, class: Value, name: Symbol) -> PyResult<Value> {
        let Some(c) = self.class_obj(class) else {
            return Err(self.missing_attribute(class, name));
        };
        match name {
            n if n == sym::DUNDER_NAME => {
                let text = c.name.clone();
                return Ok(self.new_str(text));
            }
            n if n == sym::DUNDER_QUALNAME => {
                let text = c.qualname.clone();
                return Ok(self.new_str(text));
            }
            n if n == sym::DUNDER_MRO => {
                let mro = self.visible_mro(&c.mro.clone());
                return Ok(self.new_tuple(mro));
            }
            n if n == sym::DUNDER_BASES => {
                let bases = c.bases.clone();
                return Ok(self.new_tuple(bases));
            }
            n if n == sym::DUNDER_BASE => return Ok(c.bases.first().copied().unwrap_or(Value::None)),
            n if n == sym::DUNDER_CLASS => return Ok(Value::Type(crate::types::TypeId::Type)),
            n if n == sym::DUNDER_DICT => {
                let attrs: Vec<(Symbol, Value)> = c.attrs.iter().collect();
                let mut flat = Vec::with_capacity(attrs.len() * 2);
                for (k, v) in attrs {
                    let key = self.interner.name(k).to_string();
                    flat.push(self.new_str(key));
                    flat.push(v);
                }
                // As CPython's, a read-only view (of a copy here).
                let dict = self.new_dict_from_pairs(&flat)?;
                return self.call_prelude("mappingproxy", &[dict]);
            }
            _ => {}
        }
        if self.metaclass_data_descriptor(class, name) {
            if let Some(found) = self.metaclass_getattr(class, name)? {
                return Ok(found);
            }
        }
        match self.class_lookup(class, name) {
            Some(d) => {
                if let Some((get, _)) = self.user_descriptor(d) {
                    return self.call_value(get, &[d, Value::None, class]);
                }
                let binding = self.binding(d, None, class);
                Ok(self.bound_value(binding))
            }
            None => {
                if let Some(found) = self.metaclass_getattr(class, name)? {
                    return Ok(found);
                }
                if let Some(id) = registry::find_method(TypeId::Type, name) {
                    return Ok(self.bind(class, Value::Native(id)));
                }
                // The metaclass's `__getattr__` has the last word, as for instances.
                let attr = self.name_str(name);
                match self.call_user_special(class, sym::DUNDER_GETATTR, &[attr])? {
                    Some(found) => Ok(found),
                    None => Err(self.missing_attribute(class, name)),
                }
            }
        }
    }

    /// Whether `class`'s metaclass (a user subclass of `type`) has a data descriptor `name` (a
    /// property, or an object whose type defines `__get__` and `__set__` or `__delete__`), which
    /// comes before the class's own attribute, as in CPython's `type.__getattribute__`.
    fn metaclass_data_descriptor(&self, class: Value, name: Symbol) -> bool {
        let Some(meta) = self.class_obj(class).map(|c| c.metaclass) else {
            return false;
        };
        if self.class_obj(meta).is_none() {
            return false;
        }
        match self.class_lookup(meta, name) {
            Some(d) => {
                matches!(self.object(d), Some(Object::Property(_)))
                    || matches!(self.user_descriptor(d), Some((_, true)))
            }
            None => false,
        }
    }

    /// `cls.name` found on the class's metaclass (a user subclass of `type`): its methods bind to
    /// the class, its properties and descriptors see the class as their instance.
    fn metaclass_getattr(&mut self, class: Value, name: Symbol) -> PyResult<Option<Value>> {
        let Some(meta) = self.class_obj(class).map(|c| c.metaclass) else {
            return Ok(None);
        };
        if self.class_obj(meta).is_none() {
            return Ok(None);
        }
        let Some(d) = self.class_lookup(meta, name) else {
            return Ok(None);
        };
        if let Some(Object::Property(p)) = self.object(d) {
            let fget = p.fget;
            return self.call_value(fget, &[class]).map(Some);
        }
        if let Some((get, _)) = self.user_descriptor(d) {
            return self.call_value(get, &[d, class, meta]).map(Some);
        }
        let binding = self.binding(d, Some(class), meta);
        Ok(Some(self.bound_value(binding)))
    }

    /// Whether a `super()` proxy looks attributes up for a class (in a classmethod: the receiver
    /// is a subclass of the start) rather than for an instance (a metaclass method's receiver is
    /// a class that is an instance of the start).
    fn super_binds_class(&self, proxy: SuperObj) -> bool {
        self.is_class(proxy.receiver) && self.is_subclass(proxy.receiver, proxy.start)
    }

    /// `super().name`.
    pub(super) fn super_getattr(&mut self, proxy: SuperObj, name: Symbol) -> PyResult<Value> {
        let receiver = proxy.receiver;
        let receiver_is_class = self.super_binds_class(proxy);
        let class = if receiver_is_class {
            receiver
        } else {
            self.class_of(receiver)
        };
        let Some(d) = self.class_lookup_after(class, name, Some(proxy.start)) else {
            let attr = self.interner.name(name).to_string();
            return Err(PyErr::attribute_error(format!(
                "'super' object has no attribute '{attr}'"
            )));
        };
        if let Some(Object::Property(p)) = self.object(d) {
            let fget = p.fget;
            return self.call_value(fget, &[receiver]);
        }
        let instance = if receiver_is_class { None } else { Some(receiver) };
        if let Some((get, _)) = self.user_descriptor(d) {
            return self.call_value(get, &[d, instance.unwrap_or(Value::None), class]);
        }
        let binding = self.binding(d, instance, class);
        Ok(self.bound_value(binding))
    }

    /// `super().name(...)` lookup without allocating a bound method.
    pub(super) fn super_load_method(&mut self, proxy: SuperObj, name: Symbol) -> PyResult<(Value, Value)> {
        let receiver = proxy.receiver;
        if !self.super_binds_class(proxy) {
            let class = self.class_of(receiver);
            if let Some(d) = self.class_lookup_after(class, name, Some(proxy.start)) {
                if let Binding::Bound(r, f) = self.binding(d, Some(receiver), class) {
                    if !matches!(self.object(d), Some(Object::Property(_))) {
                        return Ok((f, r));
                    }
                }
            }
        }
        Ok((self.super_getattr(proxy, name)?, Value::Undefined))
    }

    /// `obj.name = value` for an instance (with no `__dict__` taken yet) whose class neither
    /// defines `__setattr__` nor has an attribute `name` (so no descriptor takes the value), and
    /// has no `__slots__` or declares `name` in them: the value goes straight into the
    /// instance's attributes, as the general path would put it. Returns whether it applied.
    #[inline]
    pub(super) fn set_plain_instance_attr(&mut self, id: HeapId, name: Symbol, value: Value) -> bool {
        let Object::Instance(i) = self.heap.get(id) else {
            return false;
        };
        let class = i.class;
        let Value::Ref(class_id) = class else {
            return false;
        };
        if i.dict.is_some()
            || name == sym::DUNDER_CLASS
            || self.class_lookup(class, name).is_some()
            || self.class_special(class_id, sym::DUNDER_SETATTR).is_some()
            || !matches!(self.heap.get(class_id), Object::Class(c)
                if c.slots == Value::Undefined || self.declares_slot(class_id, c.slots, name))
        {
            return false;
        }
        let Object::Instance(i) = self.heap.get_mut(id) else {
            return false;
        };
        let grown = i.attrs.set(name, value);
        self.heap.note_growth(grown);
        true
    }

    /// `obj.name = value` for an instance of a user class: its class's `__setattr__` when it
    /// defines one (which sees every assignment, to properties too), else the generic way.
    pub(super) fn instance_setattr(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<()> {
        if name != sym::DUNDER_CLASS && self.class_of(obj) != Value::Type(TypeId::Object) {
            if let Some(hook) = self.user_special(obj, sym::DUNDER_SETATTR) {
                let attr = self.interner.name(name).to_string();
                let attr = self.new_str(attr);
                self.call_value(hook, &[obj, attr, value])?;
                return Ok(());
            }
        }
        self.generic_setattr(obj, name, value)
    }

    /// `object.__setattr__(obj, name, value)`: a data descriptor of the class (a property's
    /// setter, a user `__set__`) takes the value, else the instance's own storage does.
    pub(crate) fn generic_setattr(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<()> {
        let class = self.class_of(obj);
        if name == sym::DUNDER_CLASS {
            return self.assign_class(obj, class, value);
        }
        if class == Value::Type(TypeId::Object) {
            return Err(self.missing_attribute(obj, name));
        }
        if let Some(d) = self.class_lookup(class, name) {
            if let Some(Object::Property(p)) = self.object(d) {
                let fset = p.fset;
                if fset == Value::None {
                    let attr = self.interner.name(name).to_string();
                    let class_name = self.class_name(class);
                    return Err(PyErr::attribute_error(format!(
                        "property '{attr}' of '{class_name}' object has no setter"
                    )));
                }
                self.call_value(fset, &[obj, value])?;
                return Ok(());
            }
            if let Some(set) = self.user_descriptor_hook(d, sym::DUNDER_SET) {
                self.call_value(set, &[d, obj, value])?;
                return Ok(());
            }
        }
        self.store_instance_attr(obj, name, value)
    }

    /// `obj.__class__ = new_class`: allowed between user classes whose instances share a layout.
    fn assign_class(&mut self, obj: Value, class: Value, new_class: Value) -> PyResult<()> {
        let Some(target) = self.class_obj(new_class) else {
            return Err(PyErr::type_error(format!(
                "__class__ must be set to a class, not '{}' object",
                self.type_name(new_class)
            )));
        };
        let new_base = target.builtin_base;
        let old_base = self.class_obj(class).map(|c| c.builtin_base);
        let Some(new_id) = new_class.heap_id().filter(|_| old_base == Some(new_base)) else {
            return Err(PyErr::type_error(format!(
                "__class__ assignment: '{}' object layout differs from '{}'",
                self.class_name(new_class),
                self.class_name(class)
            )));
        };
        let id = obj.heap_id().expect("instances live on the heap");
        if let Some(data) = self.heap.subclassed.get_mut(&id) {
            data.class = new_id;
            return Ok(());
        }
        match self.heap.get_mut(id) {
            Object::Instance(i) => i.class = new_class,
            Object::Exception(e) => e.user_class = Some(new_id),
            _ => {}
        }
        Ok(())
    }

    /// Stores an attribute in an instance's own storage (`object.__setattr__`).
    fn store_instance_attr(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<()> {
        if self.slots_refuse(obj, name) {
            return Err(self.slots_refusal(obj, name));
        }
        if self.set_instance_attr(obj, name, value)? {
            return Ok(());
        }
        if let Some(Object::Exception(e)) = obj.heap_id().map(|id| self.heap.get_mut(id)) {
            match name {
                n if n == sym::DUNDER_CAUSE => {
                    e.cause = value;
                    e.suppress_context = true;
                }
                n if n == sym::DUNDER_CONTEXT => e.context = value,
                n if n == sym::DUNDER_SUPPRESS_CONTEXT => e.suppress_context = value == Value::bool(true),
                n if n == sym::ARGS => {
                    let args = self.seq_items(value).map(|s| s.to_vec());
                    if let (Some(args), Some(Object::Exception(e))) =
                        (args, obj.heap_id().map(|id| self.heap.get_mut(id)))
                    {
                        e.args = args;
                    }
                }
                n => e.set_attr(n, value),
            }
            return Ok(());
        }
        Err(self.missing_attribute(obj, name))
    }

    /// `del obj.name` for an instance of a user class.
    pub(super) fn instance_delattr(&mut self, obj: Value, name: Symbol) -> PyResult<()> {
        let class = self.class_of(obj);
        if let Some(d) = self.class_lookup(class, name) {
            if let Some(Object::Property(p)) = self.object(d) {
                let fdel = p.fdel;
                if fdel == Value::None {
                    let attr = self.interner.name(name).to_string();
                    let class_name = self.class_name(class);
                    return Err(PyErr::attribute_error(format!(
                        "property '{attr}' of '{class_name}' object has no deleter"
                    )));
                }
                self.call_value(fdel, &[obj])?;
                return Ok(());
            }
            if let Some(delete) = self.user_descriptor_hook(d, sym::DUNDER_DELETE) {
                self.call_value(delete, &[d, obj])?;
                return Ok(());
            }
        }
        if let Some(hook) = self.user_special(obj, sym::DUNDER_DELATTR) {
            let attr = self.interner.name(name).to_string();
            let attr = self.new_str(attr);
            self.call_value(hook, &[obj, attr])?;
            return Ok(());
        }
        let removed = if self.remove_instance_attr(obj, name)? {
            true
        } else {
            match obj.heap_id().map(|id| self.heap.get_mut(id)) {
                Some(Object::Exception(e)) => {
                    let before = e.attrs.len();
                    e.attrs.retain(|(n, _)| *n != name);
                    e.attrs.len() != before
                }
                _ => false,
            }
        };
        if removed {
            Ok(())
        } else if self.slots_refuse(obj, name) {
            Err(self.slots_refusal(obj, name))
        } else {
            Err(self.missing_attribute(obj, name))
        }
    }
}
