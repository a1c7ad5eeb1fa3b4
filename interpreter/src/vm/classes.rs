//! Classes at run time: the class of any value, lookups along the method resolution order, new
//! instances, instance attribute storage, and `isinstance`/`issubclass` over user and builtin
//! classes. Making classes is in `class_creation.rs`, calling them (`__new__`/`__init__`) in
//! `instantiate.rs`.

use smallvec::SmallVec;

use crate::builtins::registry::{self, Args};
use crate::heap::{ExceptionObj, Object};
use crate::symbol::{sym, Symbol};
use crate::types::bytearray::ByteArrayObj;
use crate::types::class::{AttrMap, ClassObj, InstanceObj};
use crate::types::dict::DictTable;
use crate::types::set::SetTable;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::class_cache::Scope;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// The class of a value: `Value::Type` for builtins, `Value::Ref` for user classes.
    pub fn class_of(&self, v: Value) -> Value {
        match self.user_class_of(v) {
            Some(c) => Value::Ref(c),
            None => Value::Type(self.type_of(v)),
        }
    }

    /// The user-defined class of a value, if it has one.
    #[inline]
    pub fn user_class_of(&self, v: Value) -> Option<HeapId> {
        let Value::Ref(id) = v else { return None };
        match self.heap.get(id) {
            Object::Instance(i) => i.class.heap_id(),
            Object::Class(c) => c.metaclass.heap_id(),
            Object::Exception(e) => e.user_class,
            Object::Dict(_) | Object::List(_) | Object::Set(_) | Object::ByteArray(_)
                if !self.heap.subclassed.is_empty() =>
            {
                self.heap.subclassed.get(&id).map(|d| d.class)
            }
            _ => None,
        }
    }

    /// The builtin value an instance of a subclass of an immutable builtin (`int`, `float`,
    /// `complex`, `str`, `bytes`, `tuple`, `frozenset`) stands for (the value itself for anything
    /// else).
    pub fn builtin_value(&self, v: Value) -> Value {
        match self.object(v) {
            Some(Object::Instance(i)) if i.base != Value::Undefined => i.base,
            _ => v,
        }
    }

    /// Whether `v` is an instance of a user subclass of an immutable builtin.
    pub fn has_builtin_base(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Instance(i)) if i.base != Value::Undefined)
    }

    /// The class object of a `Value::Ref` class.
    pub fn class_obj(&self, class: Value) -> Option<&ClassObj> {
        match self.object(class)? {
            Object::Class(c) => Some(c),
            _ => None,
        }
    }

    /// Whether `v` is a class (builtin or user-defined).
    pub fn is_class(&self, v: Value) -> bool {
        matches!(v, Value::Type(_)) || self.class_obj(v).is_some()
    }

    /// The method resolution order of a class value.
    pub fn mro_of(&self, class: Value) -> Vec<Value> {
        match class {
            Value::Type(t) => t.mro().into_iter().map(Value::Type).collect(),
            other => self.class_obj(other).map(|c| c.mro.clone()).unwrap_or_default(),
        }
    }

    /// The `__name__` of a class value.
    pub fn class_name(&self, class: Value) -> String {
        match class {
            Value::Type(t) => t.name().to_string(),
            other => self
                .class_obj(other)
                .map_or_else(|| "?".to_string(), |c| c.name.clone()),
        }
    }

    /// The name CPython prints for a class in tracebacks and reprs: `__main__.C` for user
    /// classes, `int` for builtins.
    pub fn qualified_class_name(&self, class: Value) -> String {
        match self.class_obj(class) {
            Some(c) => {
                let module = match c.attrs.get(sym::DUNDER_MODULE).and_then(|m| self.str_of(m)) {
                    Some(text) => text.to_string(),
                    None => self.module_name(c.module),
                };
                format!("{module}.{}", c.qualname)
            }
            None => self.class_name(class),
        }
    }

    /// The class name in the last line of a traceback: qualified by its module unless that is
    /// `__main__` or `builtins` (as the traceback module prints it).
    pub fn traceback_class_name(&self, class: Value) -> String {
        match self.class_obj(class) {
            Some(c) => {
                let module = match c.attrs.get(sym::DUNDER_MODULE).and_then(|m| self.str_of(m)) {
                    Some(text) => text.to_string(),
                    None => self.module_name(c.module),
                };
                if module == "__main__" || module == "builtins" {
                    c.qualname.clone()
                } else {
                    format!("{module}.{}", c.qualname)
                }
            }
            None => self.class_name(class),
        }
    }

    /// Looks `name` up along `class`'s MRO, starting after `after` when given. Methods of builtin
    /// ancestors come back as `Value::Native`.
    pub fn class_lookup_after(&self, class: Value, name: Symbol, after: Option<Value>) -> Option<Value> {
        if let (Value::Ref(id), None) = (class, after) {
            if let Some(found) = self.class_cache.get(id, name, Scope::All) {
                return found;
            }
            let found = self.class_lookup_uncached(class, name, None);
            self.class_cache.insert(id, name, Scope::All, found);
            return found;
        }
        self.class_lookup_uncached(class, name, after)
    }

    /// [`Vm::class_lookup_after`] without the cache.
    fn class_lookup_uncached(&self, class: Value, name: Symbol, after: Option<Value>) -> Option<Value> {
        let mro = match class {
            Value::Type(t) => {
                return t
                    .mro()
                    .into_iter()
                    .find_map(|t| registry::own_method(t, name))
                    .map(Value::Native);
            }
            other => &self.class_obj(other)?.mro,
        };
        let start = match after {
            Some(a) => mro.iter().position(|c| c.is_same(a)).map_or(mro.len(), |p| p + 1),
            None => 0,
        };
        for entry in &mro[start..] {
            match entry {
                Value::Type(t) => {
                    if let Some(id) = registry::own_method(*t, name) {
                        return Some(Value::Native(id));
                    }
                }
                other => {
                    if let Some(v) = self.class_obj(*other).and_then(|c| c.attrs.get(name)) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    /// Looks `name` up along `class`'s MRO.
    #[inline]
    pub fn class_lookup(&self, class: Value, name: Symbol) -> Option<Value> {
        // A cached lookup answered where it is asked; a miss takes the call.
        if let Value::Ref(id) = class {
            if let Some(found) = self.class_cache.get(id, name, Scope::All) {
                return found;
            }
        }
        self.class_lookup_after(class, name, None)
    }

    /// A special method defined by a user class in `v`'s MRO (builtin ancestors excluded).
    #[inline]
    pub fn user_special(&self, v: Value, name: Symbol) -> Option<Value> {
        self.class_special(self.user_class_of(v)?, name)
    }

    /// [`Vm::user_special`] for instances of the user class `class`.
    #[inline]
    pub(crate) fn class_special(&self, class: HeapId, name: Symbol) -> Option<Value> {
        match self.class_cache.get(class, name, Scope::User) {
            Some(found) => found,
            None => self.user_special_uncached(class, name),
        }
    }

    /// [`Vm::user_special`] when the cache has no answer: the lookup, then cached.
    #[inline(never)]
    fn user_special_uncached(&self, class: HeapId, name: Symbol) -> Option<Value> {
        let found = self
            .class_obj(Value::Ref(class))?
            .mro
            .iter()
            .find_map(|entry| self.class_obj(*entry).and_then(|c| c.attrs.get(name)));
        self.class_cache.insert(class, name, Scope::User, found);
        found
    }

    /// Calls the user-defined special method `name` of `v` with `args`, if there is one.
    pub fn call_user_special(&mut self, v: Value, name: Symbol, args: &[Value]) -> PyResult<Option<Value>> {
        let Some(method) = self.user_special(v, name) else {
            return Ok(None);
        };
        if method == Value::None {
            return Ok(None);
        }
        self.call_special_method(v, method, args).map(Some)
    }

    /// Calls `method`, a special method found on the class of `v`, for `v` with `args`, binding
    /// it as CPython's slots do: a function takes `v` first, a classmethod its class, a
    /// staticmethod nothing; an object whose class defines `__get__` is called as what that
    /// returns; any other callable (a bound method, a callable instance, a class) is called
    /// with `args` alone.
    pub fn call_special_method(&mut self, v: Value, method: Value, args: &[Value]) -> PyResult<Value> {
        if let Some(fast) = self.fast_path_of(method) {
            let mut positional: SmallVec<[Value; 4]> = SmallVec::new();
            positional.extend([method, v]);
            positional.extend_from_slice(args);
            let call = Args {
                positional,
                keywords: Vec::new(),
            };
            if let Some(result) = self.try_fast_path(fast, call)? {
                return Ok(result);
            }
        }
        let (function, receiver) = match self.special_binding(v, method)? {
            (function, Some(receiver)) => (function, receiver),
            (function, None) => return self.call_value(function, args),
        };
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(receiver);
        full.extend_from_slice(args);
        self.call_value(function, &full)
    }

    /// What calling special method `method` of `v` calls, and the receiver it passes first
    /// (none for callables that do not bind): see [`Vm::call_special_method`].
    pub fn special_binding(&mut self, v: Value, method: Value) -> PyResult<(Value, Option<Value>)> {
        match self.object(method) {
            Some(Object::StaticMethod(f)) => Ok((*f, None)),
            Some(Object::ClassMethod(f)) => {
                let f = *f;
                Ok((f, Some(self.class_of(v))))
            }
            Some(Object::BoundMethod(_) | Object::Class(_)) => Ok((method, None)),
            Some(Object::Instance(_)) if self.is_user_object(method) => {
                match self.user_special(method, sym::DUNDER_GET) {
                    Some(get) => {
                        let owner = self.class_of(v);
                        let bound = self.nested_native("while calling a Python object", |vm| {
                            vm.call_special_method(method, get, &[v, owner])
                        })?;
                        Ok((bound, None))
                    }
                    None => Ok((method, None)),
                }
            }
            _ => Ok((method, Some(v))),
        }
    }

    /// `issubclass(a, b)` for class values.
    pub fn is_subclass(&self, a: Value, b: Value) -> bool {
        if a.is_same(b) {
            return true;
        }
        match (a, b) {
            (Value::Type(x), Value::Type(y)) => x.is_subtype(y),
            _ => self.class_obj(a).is_some_and(|c| {
                c.mro
                    .iter()
                    .any(|m| m.is_same(b) || matches!((m, b), (Value::Type(x), Value::Type(y)) if x.is_subtype(y)))
            }),
        }
    }

    /// `isinstance(v, class)` for one class value.
    pub fn is_instance(&self, v: Value, class: Value) -> bool {
        self.is_subclass(self.class_of(v), class)
    }

    /// A new, uninitialized instance of user class `class` holding `args` (the arguments of an
    /// exception).
    pub(super) fn new_instance(&mut self, class: HeapId, args: &[Value]) -> Value {
        let builtin = self
            .class_obj(Value::Ref(class))
            .map_or(TypeId::Object, |c| c.builtin_base);
        if builtin.is_exception() {
            let mut exc = ExceptionObj::new(builtin, args.to_vec());
            exc.user_class = Some(class);
            exc.take_os_error_args();
            exc.take_unicode_error_args();
            return self.heap.alloc_value(Object::Exception(Box::new(exc)));
        }
        let object = match builtin {
            TypeId::Dict => Object::Dict(DictTable::new()),
            TypeId::List => Object::List(Vec::new()),
            TypeId::Set => Object::Set(SetTable::new()),
            TypeId::ByteArray => Object::ByteArray(ByteArrayObj {
                data: Vec::new(),
                exports: 0,
            }),
            _ => {
                return self.heap.alloc_value(Object::Instance(Box::new(InstanceObj {
                    class: Value::Ref(class),
                    attrs: AttrMap::new(),
                    dict: None,
                    base: Value::Undefined,
                })))
            }
        };
        let id = self.heap.alloc(object);
        self.heap.mark_subclassed(id, class);
        Value::Ref(id)
    }

    /// `int.__new__(cls, ...)` (and the other immutable builtins'): the builtin value made from
    /// `args`, wrapped in an instance when `class` is a user subclass.
    pub fn new_immutable_instance(&mut self, class: Value, builtin: TypeId, args: &Args) -> PyResult<Value> {
        if class == Value::Type(builtin) {
            return crate::builtins::constructors::construct(self, builtin, args);
        }
        self.check_new_class(class, builtin)?;
        let positional_only;
        let args = if builtin == TypeId::FrozenSet {
            // As CPython's: keywords are left to a Python `__init__` when the class has one, and
            // the count message names the class.
            let own_init = self
                .class_lookup(class, sym::DUNDER_INIT)
                .is_some_and(|init| !matches!(init, Value::Native(_)));
            if !own_init {
                args.no_keywords("frozenset")?;
            }
            args.arity(&self.class_name(class), 0, 1)?;
            positional_only = Args::new(&args.positional);
            &positional_only
        } else {
            args
        };
        // The value is always an exact builtin one, never another subclass instance.
        let value = crate::builtins::constructors::construct(self, builtin, args)?;
        let value = self.builtin_value(value);
        Ok(self.heap.alloc_value(Object::Instance(Box::new(InstanceObj {
            class,
            attrs: AttrMap::new(),
            dict: None,
            base: value,
        }))))
    }

    /// `list.__new__(cls, ...)` (and `dict`'s, `set`'s, `bytearray`'s): a new empty `builtin`,
    /// an instance of `class`; `__init__` fills it, so the arguments are not looked at.
    pub fn new_mutable_instance(&mut self, class: Value, builtin: TypeId) -> PyResult<Value> {
        if class == Value::Type(builtin) {
            return crate::builtins::constructors::construct(self, builtin, &Args::default());
        }
        let id = self.check_new_class(class, builtin)?;
        Ok(self.new_instance(id, &[]))
    }

    /// Checks that `class`, given to `builtin.__new__`, is a user subclass of `builtin`.
    fn check_new_class(&self, class: Value, builtin: TypeId) -> PyResult<HeapId> {
        if !self.is_class(class) {
            return Err(PyErr::type_error(format!(
                "{}.__new__(X): X is not a type object ({})",
                builtin.name(),
                self.type_name(class)
            )));
        }
        match class.heap_id() {
            Some(id) if self.class_obj(class).is_some_and(|c| c.builtin_base == builtin) => Ok(id),
            _ => {
                let name = self.class_name(class);
                Err(PyErr::type_error(format!(
                    "{}.__new__({name}): {name} is not a subtype of {}",
                    builtin.name(),
                    builtin.name()
                )))
            }
        }
    }

    /// `object.__new__(cls)`: an uninitialized instance of `cls`. A class built on a builtin
    /// with its own `__new__` (`int`, `list`, ...) is refused, as in CPython.
    pub fn new_bare_instance(&mut self, class: Value) -> PyResult<Value> {
        let own_new = |t: TypeId| is_immutable_base(t) || is_mutable_base(t);
        match class {
            Value::Ref(id) if self.class_obj(class).is_some_and(|c| !own_new(c.builtin_base)) => {
                Ok(self.new_instance(id, &[]))
            }
            Value::Type(TypeId::Object) => Ok(self.heap.alloc_value(Object::Instance(Box::new(InstanceObj {
                class,
                attrs: AttrMap::new(),
                dict: None,
                base: Value::Undefined,
            })))),
            _ => Err(PyErr::type_error(format!(
                "object.__new__({}) is not safe, use {}.__new__()",
                self.class_name(class),
                self.class_name(self.static_base(class))
            ))),
        }
    }

    /// The class whose `__new__` CPython names when `object.__new__` refuses `class`: the
    /// nearest along its MRO that does not define `__new__` in Python.
    fn static_base(&self, class: Value) -> Value {
        self.mro_of(class)
            .into_iter()
            .find(|entry| {
                self.class_obj(*entry)
                    .is_none_or(|c| c.attrs.get(sym::DUNDER_NEW).is_none())
            })
            .unwrap_or(class)
    }

    /// `BeforeWith`: replaces the context manager on top of the stack with its bound
    /// `__exit__`, its `__enter__` function and the manager (which `__enter__` is called with).
    pub(super) fn before_with_on_stack(&mut self) -> PyResult<()> {
        let manager = self.stack.pop().unwrap_or(Value::None);
        let (exit, enter) = self.context_methods(manager)?;
        self.stack.extend([exit, enter, manager]);
        Ok(())
    }

    /// The bound `__exit__` and the `__enter__` function of a context manager.
    pub(super) fn context_methods(&mut self, manager: Value) -> PyResult<(Value, Value)> {
        let class = self.class_of(manager);
        let enter = self.class_lookup(class, sym::DUNDER_ENTER);
        let exit = self.class_lookup(class, sym::DUNDER_EXIT);
        let (Some(enter), Some(exit)) = (enter, exit) else {
            return Err(PyErr::type_error(format!(
                "'{}' object does not support the context manager protocol",
                self.type_name(manager)
            )));
        };
        let exit = self.bind(manager, exit);
        Ok((exit, enter))
    }

    /// The str object for a name (cached, so attribute dicts share their key strings).
    pub fn name_str(&mut self, name: Symbol) -> Value {
        if let Some(v) = self.name_strs.get(&name) {
            return *v;
        }
        let text = self.interner.name(name).to_string();
        let v = self.new_str(text);
        self.name_strs.insert(name, v);
        v
    }

    /// Where an object keeps its own attributes.
    fn attribute_storage(&self, obj: Value) -> Storage {
        let Value::Ref(id) = obj else { return Storage::None };
        match self.heap.get(id) {
            Object::Instance(i) => match i.dict {
                Some(d) => Storage::Dict(Value::Ref(d)),
                None => Storage::Attrs,
            },
            Object::Dict(_) | Object::List(_) | Object::Set(_) | Object::ByteArray(_)
                if self.heap.subclassed.contains_key(&id) =>
            {
                Storage::Subclassed
            }
            _ => Storage::None,
        }
    }

    fn attr_map_mut(&mut self, obj: Value) -> Option<&mut AttrMap> {
        let id = obj.heap_id()?;
        if self.heap.subclassed.contains_key(&id) {
            return self.heap.subclassed.get_mut(&id).map(|data| &mut data.attrs);
        }
        match self.heap.get_mut(id) {
            Object::Instance(i) => Some(&mut i.attrs),
            _ => None,
        }
    }

    fn attr_map(&self, obj: Value) -> Option<&AttrMap> {
        let id = obj.heap_id()?;
        if let Some(data) = self.heap.subclassed.get(&id) {
            return Some(&data.attrs);
        }
        match self.heap.get(id) {
            Object::Instance(i) => Some(&i.attrs),
            _ => None,
        }
    }

    /// The attributes of a plain instance of a user class (one without a `__dict__` object and
    /// not built on a builtin type), for natives that read their own classes' slots.
    pub fn plain_instance_attrs(&self, obj: Value) -> Option<&AttrMap> {
        match self.heap.get(obj.heap_id()?) {
            Object::Instance(i) if i.dict.is_none() && i.base == Value::Undefined => Some(&i.attrs),
            _ => None,
        }
    }

    /// Sets an attribute of a plain instance (see [`Vm::plain_instance_attrs`]); `false` when
    /// `obj` is not one.
    pub fn store_plain_instance_attr(&mut self, obj: Value, name: Symbol, value: Value) -> bool {
        let Some(id) = obj.heap_id() else { return false };
        let grown = match self.heap.get_mut(id) {
            Object::Instance(i) if i.dict.is_none() && i.base == Value::Undefined => i.attrs.set(name, value),
            _ => return false,
        };
        self.heap.note_growth(grown);
        true
    }

    /// An attribute stored on the instance itself.
    pub fn get_instance_attr(&mut self, obj: Value, name: Symbol) -> PyResult<Option<Value>> {
        match self.attribute_storage(obj) {
            Storage::Dict(d) => {
                let key = self.name_str(name);
                self.dict_get(d, key)
            }
            Storage::Attrs | Storage::Subclassed => Ok(self.attr_map(obj).and_then(|a| a.get(name))),
            Storage::None => Ok(None),
        }
    }

    /// Stores an attribute on the instance itself; `false` when the object has no attributes.
    pub fn set_instance_attr(&mut self, obj: Value, name: Symbol, value: Value) -> PyResult<bool> {
        match self.attribute_storage(obj) {
            Storage::Dict(d) => {
                let key = self.name_str(name);
                self.dict_set(d, key, value)?;
                Ok(true)
            }
            Storage::Attrs | Storage::Subclassed => {
                let grown = self.attr_map_mut(obj).map_or(0, |a| a.set(name, value));
                self.heap.note_growth(grown);
                Ok(true)
            }
            Storage::None => Ok(false),
        }
    }

    /// Removes an attribute stored on the instance itself; whether it was there.
    pub fn remove_instance_attr(&mut self, obj: Value, name: Symbol) -> PyResult<bool> {
        match self.attribute_storage(obj) {
            Storage::Dict(d) => {
                let key = self.name_str(name);
                Ok(self.dict_remove(d, key)?.is_some())
            }
            Storage::Attrs | Storage::Subclassed => Ok(self.attr_map_mut(obj).is_some_and(|a| a.remove(name))),
            Storage::None => Ok(false),
        }
    }

    /// The names of the attributes stored on the instance itself.
    pub fn instance_attr_names(&self, obj: Value) -> Vec<String> {
        match self.attribute_storage(obj) {
            Storage::Dict(d) => self
                .dict_table(d)
                .map(|t| {
                    t.iter()
                        .filter_map(|e| self.str_of(e.key).map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
            Storage::Attrs | Storage::Subclassed => self
                .attr_map(obj)
                .map(|a| a.iter().map(|(n, _)| self.interner.name(n).to_string()).collect())
                .unwrap_or_default(),
            Storage::None => Vec::new(),
        }
    }

    /// `obj.__dict__`: the live attribute dict of an instance (made on first use).
    pub fn instance_dict(&mut self, obj: Value) -> PyResult<Option<Value>> {
        if let Some(Object::Exception(e)) = self.object(obj) {
            let pairs = e.attrs.clone();
            let mut flat = Vec::with_capacity(pairs.len() * 2);
            for (name, value) in pairs {
                flat.push(self.name_str(name));
                flat.push(value);
            }
            return Ok(Some(self.new_dict_from_pairs(&flat)?));
        }
        match self.attribute_storage(obj) {
            Storage::Dict(d) => Ok(Some(d)),
            Storage::Attrs => {
                let pairs: Vec<(Symbol, Value)> = self.attr_map(obj).map(|a| a.iter().collect()).unwrap_or_default();
                let dict = self
                    .heap
                    .alloc_value(Object::Dict(DictTable::with_capacity(pairs.len())));
                for (name, value) in pairs {
                    let key = self.name_str(name);
                    self.dict_set(dict, key, value)?;
                }
                if let Some(Object::Instance(i)) = obj.heap_id().map(|id| self.heap.get_mut(id)) {
                    i.attrs = AttrMap::new();
                    i.dict = dict.heap_id();
                }
                Ok(Some(dict))
            }
            Storage::Subclassed => {
                let pairs: Vec<(Symbol, Value)> = self.attr_map(obj).map(|a| a.iter().collect()).unwrap_or_default();
                let mut flat = Vec::with_capacity(pairs.len() * 2);
                for (name, value) in pairs {
                    flat.push(self.name_str(name));
                    flat.push(value);
                }
                Ok(Some(self.new_dict_from_pairs(&flat)?))
            }
            Storage::None => Ok(None),
        }
    }
}

/// Where an object keeps its own attributes.
enum Storage {
    None,
    Attrs,
    Dict(Value),
    Subclassed,
}

/// Builtin types whose values are immutable: a subclass instance wraps one such value.
pub fn is_immutable_base(t: TypeId) -> bool {
    matches!(
        t,
        TypeId::Int | TypeId::Float | TypeId::Complex | TypeId::Str | TypeId::Bytes | TypeId::Tuple | TypeId::FrozenSet
    )
}

/// Builtin types whose values are mutable: a subclass instance is such a value itself, with its
/// class and attributes in the heap's side table (`Heap::subclassed`).
pub fn is_mutable_base(t: TypeId) -> bool {
    matches!(t, TypeId::Dict | TypeId::List | TypeId::Set | TypeId::ByteArray)
}
