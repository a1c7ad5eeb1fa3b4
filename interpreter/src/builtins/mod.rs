//! The builtins: functions such as `print` and `len` ([`functions`], [`aggregate`],
//! [`introspect`]), the constructors called through type objects ([`constructors`]), and the
//! registry that numbers every native function and method ([`registry`]).

pub mod aggregate;
pub mod classes;
pub mod constructors;
pub mod exec;
pub mod functions;
pub mod import;
pub mod introspect;
pub mod native_signatures;
pub mod prelude;
pub mod registry;
pub mod slots;

use registry::{Args, NativeGroup, NativeKind};

use crate::types::{self, TypeId};
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// Every group of natives, in registration order.
pub(crate) fn native_groups() -> Vec<NativeGroup> {
    use NativeKind::{ClassMethod, Function, Method, SlotWrapper, StaticMethod};
    let mut groups = vec![
        (None, Function, functions::FUNCTIONS),
        (None, Function, aggregate::FUNCTIONS),
        (None, Function, introspect::FUNCTIONS),
        (None, Function, import::FUNCTIONS),
        (None, Function, exec::FUNCTIONS),
        (None, Function, classes::FUNCTIONS),
        (Some(TypeId::Object), SlotWrapper, classes::OBJECT_SLOTS),
        (Some(TypeId::Object), Method, classes::OBJECT_METHODS),
        (Some(TypeId::Object), StaticMethod, classes::OBJECT_STATIC_METHODS),
        (Some(TypeId::Object), ClassMethod, classes::OBJECT_CLASS_METHODS),
        (
            Some(TypeId::HostBridge),
            StaticMethod,
            crate::vm::host::BRIDGE_FUNCTIONS,
        ),
        (
            Some(TypeId::HostBridge),
            StaticMethod,
            crate::vm::task_step::TASK_FUNCTIONS,
        ),
        (Some(TypeId::PreludeNatives), StaticMethod, prelude::NATIVES),
        (Some(TypeId::Int), StaticMethod, classes::INT_NEW),
        (Some(TypeId::Float), StaticMethod, classes::FLOAT_NEW),
        (Some(TypeId::Str), StaticMethod, classes::STR_NEW),
        (Some(TypeId::Tuple), StaticMethod, classes::TUPLE_NEW),
        (Some(TypeId::Complex), StaticMethod, classes::COMPLEX_NEW),
        (Some(TypeId::Bytes), StaticMethod, classes::BYTES_NEW),
        (Some(TypeId::FrozenSet), StaticMethod, classes::FROZENSET_NEW),
        (Some(TypeId::Dict), StaticMethod, classes::DICT_NEW),
        (Some(TypeId::List), StaticMethod, classes::LIST_NEW),
        (Some(TypeId::Set), StaticMethod, classes::SET_NEW),
        (Some(TypeId::ByteArray), StaticMethod, classes::BYTEARRAY_NEW),
        (Some(TypeId::Type), Method, classes::TYPE_METHODS),
        (Some(TypeId::Type), StaticMethod, classes::TYPE_STATIC_METHODS),
        (Some(TypeId::List), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Dict), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Float), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Str), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Str), SlotWrapper, classes::STR_STR),
        (Some(TypeId::Tuple), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Set), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::FrozenSet), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::Bytes), SlotWrapper, classes::BUILTIN_REPR),
        (Some(TypeId::BaseException), SlotWrapper, classes::EXCEPTION_METHODS),
        (Some(TypeId::Dict), SlotWrapper, classes::DICT_METHODS),
        (Some(TypeId::List), SlotWrapper, classes::LIST_METHODS),
        (Some(TypeId::Set), SlotWrapper, classes::SET_METHODS),
        (Some(TypeId::ByteArray), SlotWrapper, classes::BYTEARRAY_METHODS),
        (Some(TypeId::Dict), Method, classes::CONTAINER_GETITEM),
        (Some(TypeId::List), Method, classes::CONTAINER_GETITEM),
        (Some(TypeId::Dict), Method, classes::CONTAINER_CONTAINS),
        (Some(TypeId::List), SlotWrapper, classes::CONTAINER_CONTAINS),
        (Some(TypeId::Dict), SlotWrapper, classes::CONTAINER_SLOTS),
        (Some(TypeId::List), SlotWrapper, classes::CONTAINER_SLOTS),
        (Some(TypeId::Property), Method, types::descriptor::PROPERTY_METHODS),
        (Some(TypeId::Str), Method, types::str::methods::METHODS),
        (Some(TypeId::Str), StaticMethod, types::str::methods::STATIC_METHODS),
        (Some(TypeId::List), Method, types::list::methods::METHODS),
        (Some(TypeId::Tuple), Method, types::tuple::METHODS),
        (Some(TypeId::Dict), Method, types::dict::methods::METHODS),
        (Some(TypeId::Dict), ClassMethod, types::dict::methods::CLASS_METHODS),
        (Some(TypeId::DictKeys), Method, types::dict::methods::VIEW_METHODS),
        (Some(TypeId::DictItems), Method, types::dict::methods::VIEW_METHODS),
        (Some(TypeId::Set), Method, types::set::methods::SHARED_METHODS),
        (Some(TypeId::Set), Method, types::set::methods::SET_METHODS),
        (Some(TypeId::FrozenSet), Method, types::set::methods::SHARED_METHODS),
        (Some(TypeId::Bytes), Method, types::bytes::METHODS),
        (Some(TypeId::Bytes), ClassMethod, types::bytes::CLASS_METHODS),
        (Some(TypeId::Bytes), StaticMethod, types::bytes::STATIC_METHODS),
        (Some(TypeId::ByteArray), Method, types::bytes::METHODS),
        (Some(TypeId::ByteArray), ClassMethod, types::bytes::CLASS_METHODS),
        (Some(TypeId::ByteArray), StaticMethod, types::bytes::STATIC_METHODS),
        (Some(TypeId::ByteArray), Method, types::bytearray::methods::METHODS),
        (Some(TypeId::MemoryView), Method, types::memoryview::methods::METHODS),
        (
            Some(TypeId::MemoryView),
            Method,
            types::bytearray::methods::VIEW_METHODS,
        ),
        (Some(TypeId::Int), Method, types::int_methods::METHODS),
        (Some(TypeId::Int), ClassMethod, types::int_methods::CLASS_METHODS),
        (Some(TypeId::Float), Method, types::float_methods::METHODS),
        (Some(TypeId::Float), ClassMethod, types::float_methods::CLASS_METHODS),
        (Some(TypeId::Complex), Method, types::complex_methods::METHODS),
        (Some(TypeId::Range), Method, types::range::METHODS),
        (Some(TypeId::Slice), Method, types::slice::METHODS),
        (Some(TypeId::Generator), Method, types::generator::METHODS),
        (Some(TypeId::Coroutine), Method, types::generator::COROUTINE_METHODS),
        (
            Some(TypeId::AsyncGenerator),
            Method,
            types::generator::ASYNC_GENERATOR_METHODS,
        ),
        (Some(TypeId::BaseException), Method, types::exception::METHODS),
        (
            Some(TypeId::BaseException),
            Method,
            types::exception_group::NOTE_METHODS,
        ),
        (
            Some(TypeId::BaseExceptionGroup),
            Method,
            types::exception_group::METHODS,
        ),
        (
            Some(TypeId::BaseExceptionGroup),
            StaticMethod,
            types::exception_group::STATIC_METHODS,
        ),
        (
            Some(TypeId::BaseExceptionGroup),
            ClassMethod,
            types::exception_group::CLASS_METHODS,
        ),
    ];
    groups.extend(slots::slot_groups());
    groups
}

/// The names Python code can reach as builtins, in registry order (for "Did you mean"): the
/// builtin types and functions, `Ellipsis`, `NotImplemented`, and the constants `True`, `False`
/// and `None`.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    TypeId::ALL
        .iter()
        .filter(|t| t.is_builtin_name())
        .map(|t| t.name())
        .chain(
            native_groups()
                .into_iter()
                .filter(|g| g.0.is_none())
                .flat_map(|g| g.2.iter().map(|(n, _)| *n)),
        )
        .chain(registry::CONSTANT_NAMES.iter().map(|(name, _)| *name))
        .chain(["True", "False", "None"])
}

/// The receiver (`self`) of a method call, checked to be an instance of `owner`.
pub fn receiver(vm: &Vm, args: &Args, owner: TypeId, method: &str) -> PyResult<Value> {
    match args.get(0) {
        Some(v) if vm.type_of(v).is_subtype(owner) => Ok(v),
        Some(v) => Err(PyErr::type_error(format!(
            "descriptor '{method}' for '{}' objects doesn't apply to a '{}' object",
            owner.name(),
            vm.type_name(v)
        ))),
        None => Err(PyErr::type_error(format!(
            "unbound method {}.{method}() needs an argument",
            owner.name()
        ))),
    }
}
