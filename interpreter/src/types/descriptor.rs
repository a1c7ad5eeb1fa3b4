//! Descriptors and `super`: `property` (with `getter`/`setter`/`deleter`), `classmethod`,
//! `staticmethod`, and the proxy `super()` returns.

use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// A `property`.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct PropertyObj {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    pub doc: Value,
}

/// What `super()` returns: attribute lookups start after `start` in the MRO of `receiver`'s
/// class.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct SuperObj {
    pub start: Value,
    pub receiver: Value,
}

pub const PROPERTY_METHODS: &[(&str, NativeFn)] = &[
    ("getter", property_getter),
    ("setter", property_setter),
    ("deleter", property_deleter),
];

fn property_of(vm: &Vm, args: &Args, method: &str) -> PyResult<PropertyObj> {
    match args.get(0).and_then(|v| vm.object(v)) {
        Some(Object::Property(p)) => Ok(**p),
        _ => Err(PyErr::type_error(format!(
            "descriptor '{method}' requires a 'property' object"
        ))),
    }
}

fn with_part(vm: &mut Vm, args: &Args, method: &str, set: fn(&mut PropertyObj, Value)) -> PyResult<Value> {
    let mut p = property_of(vm, args, method)?;
    args.method_arity(vm, method, 1, 1)?;
    set(&mut p, args.positional[1]);
    if method == "getter" && p.doc == Value::None {
        p.doc = function_doc(vm, p.fget);
    }
    Ok(vm.heap.alloc_value(Object::Property(Box::new(p))))
}

fn property_getter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    with_part(vm, args, "getter", |p, f| p.fget = f)
}

fn property_setter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    with_part(vm, args, "setter", |p, f| p.fset = f)
}

fn property_deleter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    with_part(vm, args, "deleter", |p, f| p.fdel = f)
}

/// The docstring of a function value (None when it has none).
fn function_doc(vm: &Vm, f: Value) -> Value {
    match vm.object(f) {
        Some(Object::Function(func)) => func.doc,
        _ => Value::None,
    }
}

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
pub fn new_property(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("property", 0, 4)?;
    let names = ["fget", "fset", "fdel", "doc"].map(|n| vm.interner.intern(n));
    args.only_keywords(vm, "property", &names)?;
    let part = |i: usize| args.get_or_keyword(i, names[i]).unwrap_or(Value::None);
    let mut p = PropertyObj {
        fget: part(0),
        fset: part(1),
        fdel: part(2),
        doc: part(3),
    };
    if p.doc == Value::None {
        p.doc = function_doc(vm, p.fget);
    }
    Ok(vm.heap.alloc_value(Object::Property(Box::new(p))))
}

/// `classmethod(f)` and `staticmethod(f)`.
pub fn new_method_wrapper(vm: &mut Vm, kind: TypeId, args: &Args) -> PyResult<Value> {
    args.no_keywords(kind.name())?;
    args.arity(kind.name(), 1, 1)?;
    let f = args.positional[0];
    let object = if kind == TypeId::ClassMethod {
        Object::ClassMethod(f)
    } else {
        Object::StaticMethod(f)
    };
    Ok(vm.heap.alloc_value(object))
}
