//! Builtin functions about objects themselves: `isinstance`, `issubclass`, `getattr` and
//! friends, `hash`, `id`, `callable`, `dir`, `vars`, `globals`, `locals`.

use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("isinstance", isinstance),
    ("issubclass", issubclass),
    ("getattr", getattr),
    ("setattr", setattr),
    ("hasattr", hasattr),
    ("delattr", delattr),
    ("hash", hash),
    ("id", id),
    ("callable", callable),
    ("dir", dir),
    ("vars", vars),
    ("globals", globals),
    ("locals", locals),
];

/// The special method an object other than a class needs to be the second argument of
/// `function` (`isinstance` or `issubclass`).
fn check_method(function: &str) -> crate::symbol::Symbol {
    if function == "issubclass" {
        crate::symbol::sym::DUNDER_SUBCLASSCHECK
    } else {
        crate::symbol::sym::DUNDER_INSTANCECHECK
    }
}

/// The classes named by an `isinstance`/`issubclass` second argument (a class or nested tuples),
/// or objects whose class defines the check (`__instancecheck__`/`__subclasscheck__`).
fn class_list(vm: &mut Vm, info: Value, function: &str, out: &mut Vec<Value>, depth: u32) -> PyResult<()> {
    match info {
        class if vm.is_class(class) => {
            out.push(class);
            Ok(())
        }
        other => match vm.object(other) {
            Some(Object::Tuple(_)) if depth >= crate::vm::compare::MAX_NESTING => Err(PyErr::new(
                crate::types::TypeId::RecursionError,
                if function == "issubclass" {
                    "maximum recursion depth exceeded in __subclasscheck__"
                } else {
                    "maximum recursion depth exceeded in __instancecheck__"
                },
            )),
            Some(Object::Tuple(items)) => {
                for item in items.clone() {
                    class_list(vm, item, function, out, depth + 1)?;
                }
                Ok(())
            }
            Some(Object::Instance(_)) if vm.qualified_class_name(vm.class_of(other)) == "types.UnionType" => {
                let members = vm.getattr(other, crate::symbol::sym::DUNDER_ARGS)?;
                class_list(vm, members, function, out, depth + 1)
            }
            Some(Object::Instance(_)) if vm.user_special(other, check_method(function)).is_some() => {
                out.push(other);
                Ok(())
            }
            _ if function == "issubclass" => Err(PyErr::type_error(
                "issubclass() arg 2 must be a class, a tuple of classes, or a union",
            )),
            _ => Err(PyErr::type_error(format!(
                "{function}() arg 2 must be a type, a tuple of types, or a union"
            ))),
        },
    }
}

fn isinstance(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("isinstance", 2, 2)?;
    if let Value::Type(_) = args.positional[1] {
        // A builtin type: no metaclass of its can define __instancecheck__.
        let (obj, class) = (args.positional[0], args.positional[1]);
        return Ok(Value::bool(
            vm.is_instance(obj, class) || claimed_instance(vm, obj, class)?,
        ));
    }
    let mut classes = Vec::new();
    // CPython checks a tuple's members in order, so a match before an invalid member wins:
    // the members listed before the invalid one are checked before its error is raised.
    let listed = class_list(vm, args.positional[1], "isinstance", &mut classes, 0);
    let obj = args.positional[0];
    for class in classes {
        if vm.is_instance(obj, class) || (vm.is_class(class) && claimed_instance(vm, obj, class)?) {
            return Ok(Value::bool(true));
        }
        if let Some(result) = vm.call_user_special(class, crate::symbol::sym::DUNDER_INSTANCECHECK, &[obj])? {
            if vm.truthy(result)? {
                return Ok(Value::bool(true));
            }
        }
    }
    listed?;
    Ok(Value::bool(false))
}

/// Whether `obj`'s `__class__` attribute, when its class overrides it (a property, as proxies
/// and mocks define) and it names another class, is a subclass of `class`: CPython's second
/// check in `isinstance`.
fn claimed_instance(vm: &mut Vm, obj: Value, class: Value) -> PyResult<bool> {
    if !vm.is_user_object(obj) || vm.user_special(obj, crate::symbol::sym::DUNDER_CLASS).is_none() {
        return Ok(false);
    }
    let claimed = match vm.getattr(obj, crate::symbol::sym::DUNDER_CLASS) {
        Ok(claimed) => claimed,
        Err(e) if vm.error_is(&e, TypeId::AttributeError) => return Ok(false),
        Err(e) => return Err(e),
    };
    Ok(!claimed.is_same(vm.class_of(obj)) && vm.is_class(claimed) && vm.is_subclass(claimed, class))
}

fn issubclass(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("issubclass", 2, 2)?;
    let class = args.positional[0];
    if !vm.is_class(class) {
        return Err(PyErr::type_error("issubclass() arg 1 must be a class"));
    }
    let mut classes = Vec::new();
    class_list(vm, args.positional[1], "issubclass", &mut classes, 0)?;
    for parent in classes {
        if let Some(result) = vm.call_user_special(parent, crate::symbol::sym::DUNDER_SUBCLASSCHECK, &[class])? {
            if vm.truthy(result)? {
                return Ok(Value::bool(true));
            }
            continue;
        }
        if vm.is_subclass(class, parent) {
            return Ok(Value::bool(true));
        }
    }
    Ok(Value::bool(false))
}

/// The attribute name argument of getattr/setattr/hasattr/delattr.
fn name_arg(vm: &mut Vm, v: Value, function: &str) -> PyResult<crate::symbol::Symbol> {
    match vm.str_of(v) {
        Some(s) => {
            let s = s.to_string();
            vm.intern_runtime_name(&s)
        }
        None => {
            let _ = function;
            Err(PyErr::type_error(format!(
                "attribute name must be string, not '{}'",
                vm.type_name(v)
            )))
        }
    }
}

fn getattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("getattr", 2, 3)?;
    let name = name_arg(vm, args.positional[1], "getattr")?;
    match vm.getattr(args.positional[0], name) {
        Ok(v) => Ok(v),
        Err(e) if args.len() == 3 && vm.error_is(&e, TypeId::AttributeError) => Ok(args.positional[2]),
        Err(e) => Err(e),
    }
}

fn setattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("setattr", 3, 3)?;
    let name = name_arg(vm, args.positional[1], "setattr")?;
    vm.setattr(args.positional[0], name, args.positional[2])?;
    Ok(Value::None)
}

fn hasattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("hasattr", 2, 2)?;
    let name = name_arg(vm, args.positional[1], "hasattr")?;
    match vm.getattr(args.positional[0], name) {
        Ok(_) => Ok(Value::bool(true)),
        Err(e) if vm.error_is(&e, TypeId::AttributeError) => Ok(Value::bool(false)),
        Err(e) => Err(e),
    }
}

fn delattr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("delattr", 2, 2)?;
    let name = name_arg(vm, args.positional[1], "delattr")?;
    vm.delattr(args.positional[0], name)?;
    Ok(Value::None)
}

fn hash(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("hash", 1, 1)?;
    Ok(Value::Int(vm.hash(args.positional[0])?))
}

fn id(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("id", 1, 1)?;
    Ok(Value::Int(vm.id_of(args.positional[0])))
}

fn callable(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("callable", 1, 1)?;
    Ok(Value::bool(vm.is_callable(args.positional[0])))
}

fn dir(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("dir", 0, 1)?;
    let mut names: Vec<String> = match args.get(0) {
        None => {
            let module = vm.current_module() as usize;
            vm.global_bindings(module).into_iter().map(|(name, _)| name).collect()
        }
        Some(v) => {
            // A class's own `__dir__` (for a class object: its metaclass's) decides, and a
            // module's own `__dir__` function (PEP 562).
            if let Some(listed) = vm.call_user_special(v, crate::symbol::sym::DUNDER_DIR, &[])? {
                return vm.call_prelude("sorted", &[listed]);
            }
            if let Some(Object::Module(m)) = vm.object(v) {
                if let Some(hook) = vm.module_attribute(m.name, m.globals, crate::symbol::sym::DUNDER_DIR) {
                    let listed = vm.call_value(hook, &[])?;
                    return vm.call_prelude("sorted", &[listed]);
                }
            }
            vm.attribute_names(v)
        }
    };
    names.sort();
    names.dedup();
    let items = names.into_iter().map(|n| vm.attribute_name_str(n)).collect();
    Ok(vm.new_list(items))
}

impl Vm {
    /// An attribute name as a str for `dir()`: the shared str of a builtin name (the names of
    /// every native and type), a new one otherwise.
    pub(crate) fn attribute_name_str(&mut self, name: String) -> Value {
        match crate::symbol::static_symbol(&name) {
            Some(symbol) => self.name_str(symbol),
            None => self.new_str(name),
        }
    }
}

fn vars(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("vars", 0, 1)?;
    match args.get(0) {
        None => locals(vm, args),
        Some(v) if vm.has_slots_only(v) => Err(PyErr::type_error("vars() argument must have __dict__ attribute")),
        Some(v @ Value::Type(_)) => vm.getattr(v, crate::symbol::sym::DUNDER_DICT),
        Some(v) => match vm.object(v) {
            Some(Object::Module(m)) => {
                let index = m.globals as usize;
                live_globals(vm, index)
            }
            Some(Object::Instance(_) | Object::Class(_) | Object::Function(_) | Object::Exception(_)) => {
                vm.getattr(v, crate::symbol::sym::DUNDER_DICT)
            }
            _ if vm.user_class_of(v).is_some() => vm.getattr(v, crate::symbol::sym::DUNDER_DICT),
            _ => Err(PyErr::type_error("vars() argument must have __dict__ attribute")),
        },
    }
}

/// A module's globals as a dict: the live dict when they are kept in one, else a new dict without what an internal module holds for a module that
/// is not internal.
fn module_dict(vm: &mut Vm, module: usize) -> PyResult<Value> {
    if let Some(namespace) = vm.namespace_dict(module) {
        return Ok(namespace);
    }
    let shown_as = vm.module_name_of(module as u32);
    let pairs: Vec<(String, Value)> = vm
        .global_bindings(module)
        .into_iter()
        .filter(|(_, v)| shown_as.is_none_or(|name| vm.shown_global(name, *v)))
        .collect();
    let mut flat = Vec::with_capacity(pairs.len() * 2);
    for (name, value) in pairs {
        flat.push(vm.new_str(name));
        flat.push(value);
    }
    vm.new_dict_from_pairs(&flat)
}

fn globals(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("globals", 0, 0)?;
    live_globals(vm, vm.current_module() as usize)
}

/// The live dict of a module's globals (`globals()`, `vars(module)`). A module holding an
/// internal module or native (the standard library's own) gets a filtered copy instead, so
/// nothing internal leaks through the dict.
fn live_globals(vm: &mut Vm, module: usize) -> PyResult<Value> {
    let holds_internal = vm
        .global_bindings(module)
        .iter()
        .any(|(_, value)| vm.is_internal_value(*value));
    if holds_internal {
        module_dict(vm, module)
    } else {
        vm.globals_dict(module)
    }
}

fn locals(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("locals", 0, 0)?;
    let Some(frame) = vm.frames.last() else {
        return vm.new_dict_from_pairs(&[]);
    };
    if let Some(namespace) = vm.frame_namespace() {
        return Ok(namespace);
    }
    if frame.code.kind == crate::bytecode::CodeKind::Module {
        return globals(vm, args);
    }
    let base = frame.base as usize;
    let code = frame.code.clone();
    vm.locals_snapshot(&code, base)
}
