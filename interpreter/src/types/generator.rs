//! The methods of generators and coroutines: `send`, `throw`, `close` (and `__next__`), and of
//! async generators: `__anext__`, `__aiter__`, `asend`, `athrow`, `aclose`. `send` and `__next__`
//! called from bytecode are intercepted by the VM, which pushes the generator's frame; these
//! natives serve the other callers (native code, bound methods).

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::async_gen_op::AsyncGenOpState;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[("send", send), ("__next__", next), ("throw", throw), ("close", close)];

/// The methods of async generators reachable by name (`async for` uses them directly).
pub const ASYNC_GENERATOR_METHODS: &[(&str, NativeFn)] = &[
    ("__anext__", anext),
    ("__aiter__", aiter),
    ("asend", asend),
    ("athrow", athrow),
    ("aclose", aclose),
];

/// Coroutines have the same methods except `__next__`.
pub const COROUTINE_METHODS: &[(&str, NativeFn)] = &[("send", send), ("throw", throw), ("close", close)];

fn generator_id(vm: &Vm, args: &Args, method: &str) -> PyResult<crate::value::HeapId> {
    if let Some(Value::Ref(id)) = args.get(0) {
        if matches!(vm.heap.get(id), Object::Generator(_)) {
            return Ok(id);
        }
    }
    let g = receiver(vm, args, TypeId::Generator, method)?;
    g.heap_id().ok_or_else(|| PyErr::type_error("expected a generator"))
}

fn send(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = generator_id(vm, args, "send")?;
    args.method_arity(vm, "send", 1, 1)?;
    match vm.resume_generator_nested(id, args.positional[1])? {
        Some(v) => Ok(v),
        None => Err(PyErr::bare(TypeId::StopIteration)),
    }
}

fn next(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = generator_id(vm, args, "__next__")?;
    match vm.resume_generator_nested(id, Value::None)? {
        Some(v) => Ok(v),
        None => Err(PyErr::bare(TypeId::StopIteration)),
    }
}

fn throw(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = generator_id(vm, args, "throw")?;
    args.method_arity(vm, "throw", 1, 3)?;
    let exc = vm.throw_argument(&args.positional[1..])?;
    match vm.throw_nested(id, exc)? {
        Some(v) => Ok(v),
        None => Err(PyErr::bare(TypeId::StopIteration)),
    }
}

fn close(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = generator_id(vm, args, "close")?;
    args.method_arity(vm, "close", 0, 0)?;
    vm.close_generator(id)?;
    Ok(Value::None)
}

fn anext(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let agen = receiver(vm, args, TypeId::AsyncGenerator, "__anext__")?;
    args.method_arity(vm, "__anext__", 0, 0)?;
    vm.async_next(agen)
}

fn aiter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let agen = receiver(vm, args, TypeId::AsyncGenerator, "__aiter__")?;
    args.method_arity(vm, "__aiter__", 0, 0)?;
    Ok(agen)
}

/// The async generator a method was called on.
fn async_generator(vm: &Vm, args: &Args, method: &str) -> PyResult<crate::value::HeapId> {
    let agen = receiver(vm, args, TypeId::AsyncGenerator, method)?;
    agen.heap_id()
        .ok_or_else(|| PyErr::type_error("expected an async generator"))
}

fn asend(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let gen = async_generator(vm, args, "asend")?;
    if args.positional.len() != 2 {
        return Err(PyErr::type_error(format!(
            "async_generator.asend() takes exactly one argument ({} given)",
            args.positional.len().saturating_sub(1)
        )));
    }
    Ok(vm.async_gen_op(gen, false, AsyncGenOpState::Send(args.positional[1])))
}

fn athrow(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let gen = async_generator(vm, args, "athrow")?;
    args.method_arity(vm, "athrow", 1, 3)?;
    let thrown = vm.new_tuple(args.positional[1..].to_vec());
    Ok(vm.async_gen_op(gen, true, AsyncGenOpState::Throw(thrown)))
}

fn aclose(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let gen = async_generator(vm, args, "aclose")?;
    args.method_arity(vm, "aclose", 0, 0)?;
    Ok(vm.async_gen_op(gen, true, AsyncGenOpState::Close))
}
