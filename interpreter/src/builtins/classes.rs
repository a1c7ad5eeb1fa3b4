//! Natives behind classes: `__build_class__`, and the methods of `object`, `BaseException` and
//! the subclassable builtins (`__new__`, `__init__`, the container protocol) that subclasses
//! reach through `super()` or by inheritance.

use crate::heap::Object;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[("__build_class__", build_class)];

/// The methods of `object` that CPython defines as slot wrappers.
pub const OBJECT_SLOTS: &[(&str, NativeFn)] = &[
    ("__init__", object_init),
    ("__repr__", object_repr),
    ("__str__", object_str),
    ("__eq__", object_eq),
    ("__ne__", object_ne),
    ("__hash__", object_hash),
    ("__setattr__", object_setattr),
    ("__getattribute__", object_getattribute),
    ("__delattr__", object_delattr),
];

pub const OBJECT_METHODS: &[(&str, NativeFn)] = &[("__format__", object_format)];

/// `__new__` of the immutable builtins that classes may subclass.
pub const INT_NEW: &[(&str, NativeFn)] = &[("__new__", int_new)];
pub const FLOAT_NEW: &[(&str, NativeFn)] = &[("__new__", float_new)];
pub const STR_NEW: &[(&str, NativeFn)] = &[("__new__", str_new)];
pub const TUPLE_NEW: &[(&str, NativeFn)] = &[("__new__", tuple_new)];
pub const COMPLEX_NEW: &[(&str, NativeFn)] = &[("__new__", complex_new)];
pub const BYTES_NEW: &[(&str, NativeFn)] = &[("__new__", bytes_new)];
pub const FROZENSET_NEW: &[(&str, NativeFn)] = &[("__new__", frozenset_new)];

/// `__new__` of the mutable builtins that classes may subclass.
pub const DICT_NEW: &[(&str, NativeFn)] = &[("__new__", dict_new)];
pub const LIST_NEW: &[(&str, NativeFn)] = &[("__new__", list_new)];
pub const SET_NEW: &[(&str, NativeFn)] = &[("__new__", set_new)];
pub const BYTEARRAY_NEW: &[(&str, NativeFn)] = &[("__new__", bytearray_new)];

/// Class methods of `object`.
pub const OBJECT_CLASS_METHODS: &[(&str, NativeFn)] = &[("__init_subclass__", object_init_subclass)];

/// Static methods of `object`.
pub const OBJECT_STATIC_METHODS: &[(&str, NativeFn)] = &[("__new__", object_new)];

/// Methods of `type` (seen on every class): `C.mro()`; `__init__` is reached from metaclasses
/// through `super()`.
pub const TYPE_METHODS: &[(&str, NativeFn)] = &[
    ("mro", type_mro),
    ("__init__", type_dunder_init),
    ("__call__", type_dunder_call),
    ("__setattr__", type_setattr),
    ("__delattr__", type_delattr),
];

/// `type.__new__`, reached from metaclasses through `super()`.
pub const TYPE_STATIC_METHODS: &[(&str, NativeFn)] = &[("__new__", type_dunder_new)];

/// `__repr__` of the builtin containers, reachable from subclasses through `super()`.
pub const BUILTIN_REPR: &[(&str, NativeFn)] = &[("__repr__", builtin_repr)];

/// `str.__str__`: the text itself, as an exact str (what a str subclass's `__str__` reaches).
pub const STR_STR: &[(&str, NativeFn)] = &[("__str__", str_str)];

pub const EXCEPTION_METHODS: &[(&str, NativeFn)] = &[
    ("__init__", exception_init),
    ("__str__", exception_str),
    ("__repr__", exception_repr),
];

pub const DICT_METHODS: &[(&str, NativeFn)] = &[("__init__", dict_init)];

pub const LIST_METHODS: &[(&str, NativeFn)] = &[("__init__", list_init)];

pub const SET_METHODS: &[(&str, NativeFn)] = &[("__init__", set_init)];

pub const BYTEARRAY_METHODS: &[(&str, NativeFn)] = &[("__init__", bytearray_init)];

/// The container protocol of `dict` and `list`, so that subclasses overriding one reach the
/// builtin behaviour through `super()`: `__getitem__` is an ordinary method of both in CPython,
/// `__contains__` one of dict's and a slot wrapper of list's, the rest slot wrappers.
pub const CONTAINER_GETITEM: &[(&str, NativeFn)] = &[("__getitem__", container_getitem)];

pub const CONTAINER_CONTAINS: &[(&str, NativeFn)] = &[("__contains__", container_contains)];

pub const CONTAINER_SLOTS: &[(&str, NativeFn)] = &[
    ("__setitem__", container_setitem),
    ("__delitem__", container_delitem),
    ("__len__", container_len),
    ("__iter__", container_iter),
];

fn build_class(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    vm.build_class(args)
}

fn this(args: &Args, method: &str) -> PyResult<Value> {
    args.get(0)
        .ok_or_else(|| PyErr::type_error(format!("descriptor '{method}' of 'object' object needs an argument")))
}

fn object_init(_vm: &mut Vm, args: &Args) -> PyResult<Value> {
    this(args, "__init__")?;
    if args.len() > 1 || !args.keywords.is_empty() {
        return Err(PyErr::type_error(
            "object.__init__() takes exactly one argument (the instance to initialize)",
        ));
    }
    Ok(Value::None)
}

/// `object.__init_subclass__`: the end of a chain of `super().__init_subclass__(**kwargs)`
/// calls, which refuses whatever the classes before it left over.
fn object_init_subclass(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let class = this(args, "__init_subclass__")?;
    let name = vm.class_name(class);
    if !args.keywords.is_empty() {
        return Err(PyErr::type_error(format!(
            "{name}.__init_subclass__() takes no keyword arguments"
        )));
    }
    if args.len() > 1 {
        return Err(PyErr::type_error(format!(
            "{name}.__init_subclass__() takes no arguments ({} given)",
            args.len() - 1
        )));
    }
    Ok(Value::None)
}

fn object_repr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let obj = this(args, "__repr__")?;
    let name = vm.qualified_class_name(vm.class_of(obj));
    let address = vm.id_of(obj);
    Ok(vm.new_str(format!("<{name} object at {address:#x}>")))
}

fn object_str(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let obj = this(args, "__str__")?;
    let text = vm.repr(obj)?;
    Ok(vm.new_str(text))
}

fn object_eq(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__eq__", 1, 1)?;
    Ok(if args.positional[0].is_same(args.positional[1]) {
        Value::bool(true)
    } else {
        Value::NotImplemented
    })
}

/// `object.__ne__`: the inverse of the type's own `__eq__` (a user class's, else the builtin
/// type's slot), NotImplemented when that declines.
fn object_ne(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__ne__", 1, 1)?;
    let (a, b) = (args.positional[0], args.positional[1]);
    let equal = match vm.call_user_special(a, sym::DUNDER_EQ, &[b])? {
        Some(r) => r,
        None => match super::registry::find_method(vm.type_of(a), sym::DUNDER_EQ) {
            Some(eq) => super::registry::call_native(vm, eq, &Args::new(&[a, b]))?,
            None => Value::NotImplemented,
        },
    };
    if equal == Value::NotImplemented {
        return Ok(Value::NotImplemented);
    }
    Ok(Value::bool(!vm.truthy(equal)?))
}

fn object_hash(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let obj = this(args, "__hash__")?;
    // Found on a builtin value (or a subclass instance of an immutable builtin), this stands for
    // its type's own `__hash__`: `(5).__hash__() == hash(5)`.
    match obj {
        Value::Ref(id) if vm.user_class_of(obj).is_some() && !vm.has_builtin_base(obj) => {
            Ok(Value::Int(crate::vm::hash::identity_hash(id)))
        }
        _ => {
            let value = vm.builtin_value(obj);
            Ok(Value::Int(vm.hash(value)?))
        }
    }
}

fn attribute_name(vm: &mut Vm, v: Value) -> PyResult<crate::symbol::Symbol> {
    match vm.str_of(v).map(str::to_string) {
        Some(text) => vm.intern_runtime_name(&text),
        None => Err(PyErr::type_error(format!(
            "attribute name must be string, not '{}'",
            vm.type_name(v)
        ))),
    }
}

fn object_setattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__setattr__", 2, 2)?;
    let name = attribute_name(vm, args.positional[1])?;
    vm.generic_setattr(args.positional[0], name, args.positional[2])?;
    Ok(Value::None)
}

fn object_getattribute(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__getattribute__", 1, 1)?;
    let name = attribute_name(vm, args.positional[1])?;
    let obj = args.positional[0];
    if vm.has_user_class(obj) && !vm.is_class(obj) {
        return vm.instance_getattribute(obj, name);
    }
    vm.getattr(obj, name)
}

fn object_delattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__delattr__", 1, 1)?;
    let name = attribute_name(vm, args.positional[1])?;
    let obj = args.positional[0];
    let removed = vm.remove_instance_attr(obj, name)?;
    if !removed {
        let attr = vm.interner.name(name).to_string();
        return Err(PyErr::attribute_error(format!(
            "'{}' object has no attribute '{attr}'",
            vm.type_name(obj)
        )));
    }
    Ok(Value::None)
}

fn object_format(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__format__", 1, 1)?;
    let obj = args.positional[0];
    let spec = vm.str_of(args.positional[1]).unwrap_or("").to_string();
    if !spec.is_empty() {
        return Err(PyErr::type_error(format!(
            "unsupported format string passed to {}.__format__",
            vm.type_name(obj)
        )));
    }
    let text = vm.to_str(obj)?;
    Ok(vm.new_str(text))
}

fn exception_init(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = this(args, "__init__")?;
    let new_args = args.positional[1..].to_vec();
    if let Some(Object::Exception(e)) = exc.heap_id().map(|id| vm.heap.get_mut(id)) {
        e.args = new_args;
    }
    Ok(Value::None)
}

fn exception_str(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = this(args, "__str__")?;
    let text = vm.exception_default_str(exc)?;
    Ok(vm.new_str(text))
}

fn exception_repr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = this(args, "__repr__")?;
    let Some(Object::Exception(e)) = vm.object(exc) else {
        return Err(PyErr::type_error("expected an exception"));
    };
    let items = e.args.clone();
    let name = vm.type_name(exc);
    let text = if items.len() == 1 {
        format!("{name}({})", vm.repr(items[0])?)
    } else {
        let tuple = vm.new_tuple(items);
        let shown = if vm.seq_items(tuple).is_some_and(|s| s.is_empty()) {
            "()".to_string()
        } else {
            vm.repr(tuple)?
        };
        format!("{name}{shown}")
    };
    Ok(vm.new_str(text))
}

fn object_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(class) = args.get(0) else {
        return Err(PyErr::type_error("object.__new__(): not enough arguments"));
    };
    if !vm.is_class(class) {
        return Err(PyErr::type_error(format!(
            "object.__new__(X): X is not a type object ({})",
            vm.type_name(class)
        )));
    }
    vm.check_not_abstract(class)?;
    vm.new_bare_instance(class)
}

fn type_mro(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(class) = args.get(0).filter(|c| vm.is_class(*c)) else {
        return Err(PyErr::type_error("descriptor 'mro' of 'type' object needs an argument"));
    };
    let mro = vm.mro_of(class);
    let mro = vm.visible_mro(&mro);
    Ok(vm.new_list(mro))
}

/// `type.__new__(metaclass, name, bases, namespace, **keywords)`.
fn type_dunder_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let [metaclass, name, bases, namespace] = args.positional[..] else {
        return Err(PyErr::type_error(format!(
            "type.__new__() takes exactly 3 arguments ({} given)",
            args.positional.len().saturating_sub(1)
        )));
    };
    vm.type_new_with(name, bases, namespace, metaclass, &args.keywords)
}

/// `type.__call__(cls, *args, **kwargs)`: makes an instance of `cls` the ordinary way
/// (`__new__`, then `__init__`), for a metaclass `__call__` that calls `super().__call__`.
fn type_dunder_call(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(class) = args.get(0).filter(|c| vm.is_class(*c)) else {
        return Err(PyErr::type_error(
            "descriptor '__call__' of 'type' object needs an argument",
        ));
    };
    vm.bypass_meta_call = true;
    let result = vm.call_value_kw(class, &args.positional[1..], &args.keywords);
    vm.bypass_meta_call = false;
    result
}

/// `type.__setattr__(cls, name, value)`: sets a class attribute (a metaclass's `__setattr__`
/// reaches it through `super()`).
fn type_setattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__setattr__", 2, 2)?;
    let class = args.positional[0];
    let name = attribute_name(vm, args.positional[1])?;
    match class.heap_id().map(|id| vm.heap.get_mut(id)) {
        Some(Object::Class(c)) => {
            c.attrs.set(name, args.positional[2]);
            vm.getattribute_hooks |= name == crate::symbol::sym::DUNDER_GETATTRIBUTE;
            vm.class_cache.clear();
            Ok(Value::None)
        }
        _ => Err(PyErr::type_error(format!(
            "cannot set '{}' attribute of immutable type '{}'",
            vm.interner.name(name),
            vm.class_name(class)
        ))),
    }
}

/// `type.__delattr__(cls, name)`.
fn type_delattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "__delattr__", 1, 1)?;
    let class = args.positional[0];
    let name = attribute_name(vm, args.positional[1])?;
    if let Some(Object::Class(c)) = class.heap_id().map(|id| vm.heap.get_mut(id)) {
        if c.attrs.remove(name) {
            vm.class_cache.clear();
            return Ok(Value::None);
        }
    }
    let attr = vm.interner.name(name).to_string();
    Err(PyErr::attribute_error(format!(
        "type object '{}' has no attribute '{attr}'",
        vm.class_name(class)
    )))
}

/// `type.__init__(cls, name, bases, namespace, **keywords)`: the class is already made.
fn type_dunder_init(_vm: &mut Vm, args: &Args) -> PyResult<Value> {
    match args.positional.len() {
        2 | 4 => Ok(Value::None),
        _ => Err(PyErr::type_error("type.__init__() takes 1 or 3 arguments")),
    }
}

fn str_str(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let text = args.get(0).and_then(|v| vm.str_of(v)).map(str::to_string);
    match text {
        Some(text) => Ok(vm.new_str(text)),
        None => Err(PyErr::type_error("descriptor '__str__' requires a 'str' object")),
    }
}

fn builtin_repr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(v) = args.get(0) else {
        return Err(PyErr::type_error("__repr__ needs an argument"));
    };
    let text = vm.builtin_repr(v)?;
    Ok(vm.new_str(text))
}

fn dict_init(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let d = this(args, "__init__")?;
    args.method_arity(vm, "dict", 0, 1)?;
    if let Some(source) = args.get(1) {
        vm.dict_update_from(d, source)?;
    }
    for (name, value) in args.keywords.clone() {
        let key = vm.interner.name(name).to_string();
        let key = vm.new_str(key);
        vm.dict_set(d, key, value)?;
    }
    Ok(Value::None)
}

fn list_init(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(args, "__init__")?;
    args.no_keywords("list")?;
    args.method_arity(vm, "list", 0, 1)?;
    if let Some(Object::List(items)) = list.heap_id().map(|id| vm.heap.get_mut(id)) {
        items.clear();
    }
    if let Some(source) = args.get(1) {
        vm.list_extend(list, source)?;
    }
    Ok(Value::None)
}

fn container_getitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__getitem__")?;
    args.method_arity(vm, "__getitem__", 1, 1)?;
    vm.builtin_getitem(container, args.positional[1])
}

fn container_setitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__setitem__")?;
    args.method_arity(vm, "__setitem__", 2, 2)?;
    vm.builtin_setitem(container, args.positional[1], args.positional[2])?;
    Ok(Value::None)
}

fn container_delitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__delitem__")?;
    args.method_arity(vm, "__delitem__", 1, 1)?;
    vm.builtin_delitem(container, args.positional[1])?;
    Ok(Value::None)
}

fn container_contains(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__contains__")?;
    args.method_arity(vm, "__contains__", 1, 1)?;
    Ok(Value::bool(vm.builtin_contains(container, args.positional[1])?))
}

fn container_len(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__len__")?;
    args.method_arity(vm, "__len__", 0, 0)?;
    let len = match vm.object(container) {
        Some(Object::Dict(d)) => d.len(),
        Some(Object::List(items)) => items.len(),
        _ => return Err(PyErr::type_error("descriptor '__len__' requires a container")),
    };
    Ok(Value::Int(len as i64))
}

fn container_iter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let container = this(args, "__iter__")?;
    args.method_arity(vm, "__iter__", 0, 0)?;
    vm.builtin_iter(container)
}

fn immutable_new(vm: &mut Vm, args: &Args, builtin: crate::types::TypeId) -> PyResult<Value> {
    let Some(class) = args.get(0) else {
        return Err(PyErr::type_error(format!(
            "{}.__new__(): not enough arguments",
            builtin.name()
        )));
    };
    let mut rest = Args::new(&args.positional[1..]);
    rest.keywords.extend(args.keywords.iter().copied());
    vm.new_immutable_instance(class, builtin, &rest)
}

fn int_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Int)
}

fn float_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Float)
}

fn str_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Str)
}

fn tuple_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Tuple)
}

fn complex_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Complex)
}

fn bytes_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::Bytes)
}

fn frozenset_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    immutable_new(vm, args, TypeId::FrozenSet)
}

/// `__new__` of a mutable builtin: a new empty one of the class (`__init__` fills it).
fn mutable_new(vm: &mut Vm, args: &Args, builtin: TypeId) -> PyResult<Value> {
    let Some(class) = args.get(0) else {
        return Err(PyErr::type_error(format!(
            "{}.__new__(): not enough arguments",
            builtin.name()
        )));
    };
    vm.new_mutable_instance(class, builtin)
}

fn dict_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    mutable_new(vm, args, TypeId::Dict)
}

fn list_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    mutable_new(vm, args, TypeId::List)
}

fn set_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    mutable_new(vm, args, TypeId::Set)
}

fn bytearray_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    mutable_new(vm, args, TypeId::ByteArray)
}

/// The receiver of `__init__` of a mutable builtin, checked to be one.
fn init_receiver(vm: &Vm, args: &Args, owner: TypeId) -> PyResult<Value> {
    let Some(this) = args.get(0) else {
        return Err(PyErr::type_error(format!(
            "descriptor '__init__' of '{}' object needs an argument",
            owner.name()
        )));
    };
    if !vm.type_of(this).is_subtype(owner) {
        return Err(PyErr::type_error(format!(
            "descriptor '__init__' requires a '{}' object but received a '{}'",
            owner.name(),
            vm.type_name(this)
        )));
    }
    Ok(this)
}

/// `set.__init__(self, iterable=())`: the set emptied, then filled from `iterable`.
fn set_init(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let set = init_receiver(vm, args, TypeId::Set)?;
    args.no_keywords("set")?;
    let name = vm.type_name(set);
    Args::new(&args.positional[1..]).arity(&name, 0, 1)?;
    if let Some(Object::Set(table)) = set.heap_id().map(|id| vm.heap.get_mut(id)) {
        table.clear();
    }
    if let Some(source) = args.get(1) {
        vm.set_update(set, source)?;
    }
    Ok(Value::None)
}

/// `bytearray.__init__(self, source, encoding, errors)`: the bytearray emptied (refused while
/// a memoryview exports it), then filled with the bytes the arguments stand for (read after the
/// emptying, as CPython reads them).
fn bytearray_init(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    use crate::types::bytearray::construct::{byte_source, check_byte_source_args};
    let array = init_receiver(vm, args, TypeId::ByteArray)?;
    let mut rest = Args::new(&args.positional[1..]);
    rest.keywords.extend(args.keywords.iter().copied());
    check_byte_source_args(vm, &rest, TypeId::ByteArray)?;
    let Some(id) = vm.bytearray_id(array) else {
        return Ok(Value::None);
    };
    let len = vm.bytearray_data(id).len();
    vm.splice_bytearray(id, 0, len, &[])?;
    let data = byte_source(vm, &rest, TypeId::ByteArray)?;
    vm.splice_bytearray(id, 0, 0, &data)?;
    Ok(Value::None)
}
