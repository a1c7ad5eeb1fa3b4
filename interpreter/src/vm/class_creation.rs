//! Making classes: the class statement (`__build_class__`) and `type(name, bases, namespace)`,
//! the choice of metaclass, `__mro_entries__`, base checks, the C3 method resolution order, and
//! what follows the making of a class (`__set_name__`, `__init_subclass__`), plus the refusal to
//! instantiate a class with abstract methods left.

use crate::builtins::registry::Args;
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::class::{c3_linearize, AttrMap, ClassObj};
use crate::types::dict::DictTable;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::class_body::PendingClass;

use super::classes::{is_immutable_base, is_mutable_base};
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `__build_class__(body, name, *bases, **keywords)` called from native code: runs the class
    /// body in a nested loop and makes the class. A class statement's call takes the frame path
    /// instead (`Vm::call_build_class`), so its body may pause.
    pub fn build_class(&mut self, args: &Args) -> PyResult<Value> {
        let (body, namespace, pending) = self.prepare_class(args)?;
        let cell = self.call_value(body, &[namespace])?;
        self.finish_class(pending, cell)
    }

    /// Everything a class statement does before its body runs: the bases (after
    /// `__mro_entries__`), the metaclass and the namespace holding `__module__`, `__qualname__`
    /// (and `__orig_bases__`). Returns the body, the namespace and the pending class that
    /// [`Vm::finish_class`] completes.
    pub(super) fn prepare_class(&mut self, args: &Args) -> PyResult<(Value, Value, HeapId)> {
        let (Some(body), Some(name)) = (args.get(0), args.get(1)) else {
            return Err(PyErr::type_error("__build_class__: not enough arguments"));
        };
        let keywords: Vec<(Symbol, Value)> = args
            .keywords
            .iter()
            .filter(|(keyword, _)| self.interner.name(*keyword) != "metaclass")
            .copied()
            .collect();
        let bases = self.resolve_mro_entries(&args.positional[2..])?;
        let bases = self.stand_in_bases(bases)?;
        self.check_bases(&bases)?;
        let explicit = args
            .keywords
            .iter()
            .find(|(keyword, _)| self.interner.name(*keyword) == "metaclass")
            .map(|(_, value)| *value);
        let metaclass = self.select_metaclass(explicit, &bases)?;
        let (module, qualname) = match self.object(body) {
            Some(Object::Function(f)) => (f.module, self.function_qualname(f).to_string()),
            _ => (0, self.str_of(name).unwrap_or("?").to_string()),
        };
        let namespace = self.heap.alloc_value(Object::Dict(DictTable::new()));
        let module_name = self.module_name(module);
        let key = self.new_str("__module__");
        let value = self.new_str(module_name);
        self.dict_set(namespace, key, value)?;
        let key = self.new_str("__qualname__");
        let qualname = self.new_str(qualname);
        self.dict_set(namespace, key, qualname)?;
        if bases.len() != args.positional.len() - 2
            || bases.iter().zip(&args.positional[2..]).any(|(a, b)| !a.is_same(*b))
        {
            let key = self.new_str("__orig_bases__");
            let original = self.new_tuple(args.positional[2..].to_vec());
            self.dict_set(namespace, key, original)?;
        }
        let pending = PendingClass {
            name,
            qualname,
            module,
            bases,
            namespace,
            metaclass,
            keywords,
        };
        let pending = pending.store(self);
        Ok((body, namespace, pending))
    }

    /// Makes the class once its body has run (`cell` is what the body returned: the
    /// `__class__` cell, or None) and fills the cell with it.
    pub(super) fn finish_class(&mut self, pending: HeapId, cell: Value) -> PyResult<Value> {
        let PendingClass {
            name,
            qualname,
            module,
            bases,
            namespace,
            metaclass,
            keywords,
        } = PendingClass::load(self, pending)?;
        let class = if metaclass == Value::Type(TypeId::Type) {
            let name = self.str_of(name).unwrap_or("?").to_string();
            let qualname = self.str_of(qualname).unwrap_or("?").to_string();
            let class = self.make_class(name, qualname, module, bases, namespace, metaclass)?;
            self.class_created(class, &keywords)?;
            class
        } else {
            let bases = self.new_tuple(bases);
            self.call_value_kw(metaclass, &[name, bases, namespace], &keywords)?
        };
        if let Some(Object::Cell(slot)) = cell.heap_id().map(|id| self.heap.get_mut(id)) {
            *slot = class;
        }
        Ok(class)
    }

    /// Refuses to instantiate a class whose `__abstractmethods__` (set by `abc.ABCMeta`) is not
    /// empty, with CPython's message.
    pub fn check_not_abstract(&mut self, class: Value) -> PyResult<()> {
        let Some(abstract_methods) = self
            .class_obj(class)
            .and_then(|c| c.attrs.get(sym::DUNDER_ABSTRACTMETHODS))
        else {
            return Ok(());
        };
        // The usual value: a concrete subclass of an ABC keeps an empty frozenset.
        if matches!(self.object(abstract_methods), Some(Object::FrozenSet(set)) if set.is_empty()) {
            return Ok(());
        }
        let names = self.collect_iterable(abstract_methods)?;
        if names.is_empty() {
            return Ok(());
        }
        let mut names: Vec<String> = names
            .iter()
            .filter_map(|n| self.str_of(*n).map(str::to_string))
            .collect();
        names.sort();
        let plural = if names.len() > 1 { "s" } else { "" };
        Err(PyErr::type_error(format!(
            "Can't instantiate abstract class {} with abstract method{plural} {}",
            self.class_name(class),
            names.join(", ")
        )))
    }

    /// The metaclass of a class statement: the one named by `metaclass=`, or else `type`, made
    /// the most derived of its bases' metaclasses, as CPython's `_PyType_CalculateMetaclass`.
    fn select_metaclass(&mut self, explicit: Option<Value>, bases: &[Value]) -> PyResult<Value> {
        let mut winner = explicit.unwrap_or(Value::Type(TypeId::Type));
        if winner != Value::Type(TypeId::Type) && self.class_obj(winner).is_none() {
            return Ok(winner);
        }
        for base in bases {
            let candidate = self.class_obj(*base).map_or(Value::Type(TypeId::Type), |c| c.metaclass);
            if self.is_subclass(candidate, winner) {
                winner = candidate;
            } else if !self.is_subclass(winner, candidate) {
                return Err(PyErr::type_error(
                    "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases",
                ));
            }
        }
        Ok(winner)
    }

    /// `type(name, bases, namespace)`: a class made without a class statement. As in CPython,
    /// when a base's metaclass is more derived than `type`, that metaclass's `__new__` makes it.
    pub fn type_new(&mut self, name: Value, bases: Value, namespace: Value) -> PyResult<Value> {
        if let Some(Object::Tuple(items)) = self.object(bases) {
            let items = items.clone();
            let winner = self.select_metaclass(None, &items)?;
            if winner != Value::Type(TypeId::Type) {
                let new = self.getattr(winner, sym::DUNDER_NEW)?;
                let new = match self.object(new) {
                    Some(Object::StaticMethod(f)) => *f,
                    _ => new,
                };
                return self.call_value(new, &[winner, name, bases, namespace]);
            }
        }
        self.type_new_with(name, bases, namespace, Value::Type(TypeId::Type), &[])
    }

    /// `type.__new__(metaclass, name, bases, namespace, **keywords)`: a class whose class is
    /// `metaclass` (`type` or a user subclass of it); the keywords go to `__init_subclass__`.
    pub fn type_new_with(
        &mut self,
        name: Value,
        bases: Value,
        namespace: Value,
        metaclass: Value,
        keywords: &[(Symbol, Value)],
    ) -> PyResult<Value> {
        if metaclass != Value::Type(TypeId::Type) && !self.is_subclass(metaclass, Value::Type(TypeId::Type)) {
            let shown = self.class_name(metaclass);
            return Err(PyErr::type_error(format!(
                "type.__new__({shown}): {shown} is not a subtype of type"
            )));
        }
        let Some(name) = self.str_of(name).map(str::to_string) else {
            return Err(PyErr::type_error(format!(
                "type.__new__() argument 1 must be str, not {}",
                self.type_name(name)
            )));
        };
        let Some(Object::Tuple(bases)) = self.object(bases) else {
            return Err(PyErr::type_error(format!(
                "type.__new__() argument 2 must be tuple, not {}",
                self.type_name(bases)
            )));
        };
        let bases = self.stand_in_bases(bases.clone())?;
        if !matches!(self.object(namespace), Some(Object::Dict(_))) {
            return Err(PyErr::type_error(format!(
                "type.__new__() argument 3 must be dict, not {}",
                self.type_name(namespace)
            )));
        }
        self.check_bases(&bases)?;
        let module = self.frames.last().map_or(0, |f| f.module);
        let key = self.new_str("__qualname__");
        let qualname = match self.dict_get(namespace, key)? {
            Some(q) => self.str_of(q).map_or_else(|| name.clone(), str::to_string),
            None => name.clone(),
        };
        let class = self.make_class(name, qualname, module, bases, namespace, metaclass)?;
        self.class_created(class, keywords)?;
        Ok(class)
    }

    /// The bases of a class statement after each base that is not a class but has an
    /// `__mro_entries__` method (a `typing` alias such as `Generic[T]`) is replaced by the
    /// classes it names.
    fn resolve_mro_entries(&mut self, bases: &[Value]) -> PyResult<Vec<Value>> {
        let mut resolved = Vec::with_capacity(bases.len());
        for base in bases {
            let is_class = matches!(base, Value::Type(_)) || self.class_obj(*base).is_some();
            let hook = if is_class {
                None
            } else {
                self.user_special(*base, sym::DUNDER_MRO_ENTRIES)
            };
            match hook {
                None => resolved.push(*base),
                Some(hook) => {
                    let original = self.new_tuple(bases.to_vec());
                    let entries = self.call_value(hook, &[*base, original])?;
                    match self.object(entries) {
                        Some(Object::Tuple(items)) => resolved.extend(items.iter().copied()),
                        _ => return Err(PyErr::type_error("__mro_entries__ must return a tuple")),
                    }
                }
            }
        }
        Ok(resolved)
    }

    /// The bases with each builtin type that only the standard library subclasses directly
    /// (`property`, `enumerate`, ...) replaced by the prelude's Python class standing in for it,
    /// itself a subclass of the type, so that a program's subclass gets Python behaviour it can
    /// extend and still passes `isinstance(x, property)`.
    fn stand_in_bases(&mut self, bases: Vec<Value>) -> PyResult<Vec<Value>> {
        if self.in_standard_library() {
            return Ok(bases);
        }
        bases
            .into_iter()
            .map(|base| match base {
                Value::Type(t) if has_stand_in(t) => self.prelude_function(&format!("_subclassable_{}", t.name())),
                other => Ok(other),
            })
            .collect()
    }

    /// Whether the running code is the standard library's own.
    fn in_standard_library(&self) -> bool {
        self.frames.last().is_some_and(|f| f.code.source.standard_library)
    }

    /// Checks every base, then that none repeats.
    fn check_bases(&self, bases: &[Value]) -> PyResult<()> {
        for base in bases {
            self.check_base(*base)?;
        }
        for (i, base) in bases.iter().enumerate() {
            if bases[..i].iter().any(|b| b.is_same(*base)) {
                return Err(PyErr::type_error(format!(
                    "duplicate base class {}",
                    self.class_name(*base)
                )));
            }
        }
        Ok(())
    }

    /// The class object for a class named `name` with checked `bases` and the attributes in
    /// the dict `namespace`.
    fn make_class(
        &mut self,
        name: String,
        qualname: String,
        module: u32,
        mut bases: Vec<Value>,
        namespace: Value,
        metaclass: Value,
    ) -> PyResult<Value> {
        if bases.is_empty() {
            bases.push(Value::Type(TypeId::Object));
        }
        let builtin_base = self.solid_base(&bases)?;
        let mut attrs = AttrMap::new();
        for (k, v) in self.dict_items(namespace)? {
            let Some(text) = self.str_of(k).map(str::to_string) else {
                continue;
            };
            if text == "__qualname__" {
                continue;
            }
            // As in CPython, these two are class methods even when not declared so.
            let implicit_classmethod = text == "__init_subclass__" || text == "__class_getitem__";
            let v = if implicit_classmethod && matches!(self.object(v), Some(Object::Function(_))) {
                self.heap.alloc_value(Object::ClassMethod(v))
            } else {
                v
            };
            attrs.set(self.intern_runtime_name(&text)?, v);
        }
        // Slots are checked against the namespace as written, before the implicit attributes.
        let slots = self.class_slots(&name, &attrs, &bases, builtin_base)?;
        if attrs.get(sym::DUNDER_DOC).is_none() {
            attrs.set(sym::DUNDER_DOC, Value::None);
        }
        if attrs.get(sym::DUNDER_MODULE).is_none() {
            let module_name = self.module_name(module);
            let value = self.new_str(module_name);
            attrs.set(sym::DUNDER_MODULE, value);
        }
        if attrs.get(sym::DUNDER_EQ).is_some() && attrs.get(sym::DUNDER_HASH).is_none() {
            attrs.set(sym::DUNDER_HASH, Value::None);
        }
        let class = ClassObj {
            name,
            qualname,
            module,
            bases: bases.clone(),
            mro: Vec::new(),
            attrs,
            builtin_base,
            metaclass,
            slots,
        };
        let class_value = self.heap.alloc_value(Object::Class(Box::new(class)));
        let base_mros: Vec<Vec<Value>> = bases.iter().map(|b| self.mro_of(*b)).collect();
        let merge_work: usize = base_mros.iter().map(Vec::len).sum();
        self.charge((merge_work * bases.len()) as u64)?;
        let mro = c3_linearize(class_value, &bases, &base_mros).map_err(|heads| {
            let names: Vec<String> = heads.iter().map(|b| self.class_name(*b)).collect();
            PyErr::type_error(format!(
                "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                names.join(", ")
            ))
        })?;
        if let Some(Object::Class(c)) = class_value.heap_id().map(|id| self.heap.get_mut(id)) {
            c.mro = mro;
            self.getattribute_hooks |= c.attrs.get(sym::DUNDER_GETATTRIBUTE).is_some();
        }
        self.class_cache.clear();
        Ok(class_value)
    }

    /// What follows the making of a class, as in CPython's `type.__new__`: each attribute that
    /// is an instance of a user class defining `__set_name__` learns its owner and name, then the
    /// nearest base's user-defined `__init_subclass__` runs on the new class with the class
    /// statement's keywords.
    fn class_created(&mut self, class: Value, keywords: &[(Symbol, Value)]) -> PyResult<()> {
        let attrs: Vec<(Symbol, Value)> = self
            .class_obj(class)
            .map(|c| c.attrs.iter().collect())
            .unwrap_or_default();
        for (name, value) in attrs {
            if !matches!(self.object(value), Some(Object::Instance(_))) {
                continue;
            }
            if let Some(set_name) = self.user_special(value, sym::DUNDER_SET_NAME) {
                let name = self.name_str(name);
                self.call_value(set_name, &[value, class, name])?;
            }
        }
        let hook = self.class_lookup_after(class, sym::DUNDER_INIT_SUBCLASS, Some(class));
        // Found through `super(new_class, new_class)`: a classmethod binds the new class; a
        // plain function (one assigned after its class was made, so never made implicitly a
        // classmethod) or a staticmethod binds nothing.
        let (function, args) = match hook.map(|h| (h, self.object(h))) {
            Some((_, Some(Object::ClassMethod(f)))) => (*f, vec![class]),
            Some((h, Some(Object::Function(_)))) => (h, Vec::new()),
            Some((_, Some(Object::StaticMethod(f)))) => (*f, Vec::new()),
            _ if keywords.is_empty() => return Ok(()),
            _ => {
                let name = self.class_name(class);
                return Err(PyErr::type_error(format!(
                    "{name}.__init_subclass__() takes no keyword arguments"
                )));
            }
        };
        self.call_value_kw(function, &args, keywords)?;
        Ok(())
    }

    /// Refuses bases that are not classes or builtin types that cannot be subclassed: CPython's
    /// message for the types it refuses too, and Garter's own for the few CPython accepts.
    fn check_base(&self, base: Value) -> PyResult<()> {
        match base {
            Value::Type(t) => {
                let allowed = t.is_exception()
                    || matches!(t, TypeId::Object | TypeId::Type)
                    || (has_stand_in(t) && self.in_standard_library())
                    || is_immutable_base(t)
                    || is_mutable_base(t);
                if allowed {
                    Ok(())
                } else if matches!(
                    t,
                    TypeId::Property
                        | TypeId::ClassMethod
                        | TypeId::StaticMethod
                        | TypeId::Super
                        | TypeId::Enumerate
                        | TypeId::Zip
                        | TypeId::Map
                        | TypeId::Filter
                        | TypeId::Reversed
                ) {
                    Err(PyErr::type_error(format!(
                        "subclassing '{}' is not supported",
                        t.name()
                    )))
                } else {
                    Err(PyErr::type_error(format!(
                        "type '{}' is not an acceptable base type",
                        t.name()
                    )))
                }
            }
            other if self.class_obj(other).is_some() => Ok(()),
            other if self.user_special(other, sym::DUNDER_MRO_ENTRIES).is_some() => Err(PyErr::type_error(
                "type() doesn't support MRO entry resolution; use types.new_class()",
            )),
            other => Err(PyErr::type_error(format!(
                "bases must be types, not {}",
                self.type_name(other)
            ))),
        }
    }

    /// The builtin type instances of a class with `bases` are made of.
    fn solid_base(&self, bases: &[Value]) -> PyResult<TypeId> {
        let mut solid = TypeId::Object;
        for base in bases {
            let candidate = match base {
                Value::Type(t) => *t,
                other => self.class_obj(*other).map_or(TypeId::Object, |c| c.builtin_base),
            };
            if candidate.is_subtype(solid) {
                solid = candidate;
            } else if solid.is_subtype(candidate) {
                continue;
            } else if candidate.is_exception() && solid.is_exception() {
                let (kept, added) = (exception_layout(solid), exception_layout(candidate));
                if kept.is_subtype(added) {
                    continue;
                } else if added.is_subtype(kept) {
                    solid = candidate;
                } else {
                    return Err(PyErr::type_error("multiple bases have instance lay-out conflict"));
                }
            } else {
                return Err(PyErr::type_error("multiple bases have instance lay-out conflict"));
            }
        }
        Ok(solid)
    }
}

/// The exception class whose instance layout instances of `t` share in CPython: most exceptions
/// add no fields to `BaseException`'s, so `class E(ArithmeticError, TypeError)` is allowed, while
/// the classes listed here add fields of their own and cannot be mixed with each other.
fn exception_layout(t: TypeId) -> TypeId {
    const OWN_LAYOUTS: [TypeId; 11] = [
        TypeId::SystemExit,
        TypeId::BaseExceptionGroup,
        TypeId::StopIteration,
        TypeId::ImportError,
        TypeId::OSError,
        TypeId::SyntaxError,
        TypeId::NameError,
        TypeId::AttributeError,
        TypeId::UnicodeDecodeError,
        TypeId::UnicodeEncodeError,
        TypeId::UnicodeTranslateError,
    ];
    t.mro()
        .into_iter()
        .find(|ancestor| OWN_LAYOUTS.contains(ancestor))
        .unwrap_or(TypeId::BaseException)
}

impl Vm {
    /// A class's MRO as programs see it (`__mro__`, `mro()`): each builtin type that follows
    /// the prelude class standing in for it is left out, so it is listed once.
    pub(crate) fn visible_mro(&self, mro: &[Value]) -> Vec<Value> {
        let mut visible: Vec<Value> = Vec::with_capacity(mro.len());
        for entry in mro {
            if let (Value::Type(t), Some(previous)) = (entry, visible.last()) {
                let stands_in = has_stand_in(*t)
                    && self
                        .class_obj(*previous)
                        .is_some_and(|c| c.name == t.name() && c.bases == [*entry]);
                if stands_in {
                    continue;
                }
            }
            visible.push(*entry);
        }
        visible
    }
}

/// Whether the prelude has a Python class standing in for builtin type `t` as a base
/// ([`Vm::stand_in_bases`]).
fn has_stand_in(t: TypeId) -> bool {
    matches!(
        t,
        TypeId::Property
            | TypeId::ClassMethod
            | TypeId::StaticMethod
            | TypeId::Enumerate
            | TypeId::Zip
            | TypeId::Map
            | TypeId::Filter
            | TypeId::Reversed
            | TypeId::Module
    )
}
