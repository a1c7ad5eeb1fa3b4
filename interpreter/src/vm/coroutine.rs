//! The coroutine protocol: what `await` accepts (coroutines, the steps of async generators,
//! objects with `__await__`), `async for`'s `__aiter__`/`__anext__`, and `async with`'s
//! `__aenter__`/`__aexit__`, with CPython's error messages. Running coroutines reuses the
//! generator machinery in `generator.rs`; the event loop is Python code (the `asyncio` module).

use crate::bytecode::CodeKind;
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::async_gen_op::AsyncGenOpState;
use crate::types::function::GeneratorState;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `await v`: the iterator the awaiting frame delegates to.
    pub(super) fn get_awaitable(&mut self, v: Value) -> PyResult<Value> {
        match self.object(v) {
            Some(Object::Generator(g)) if g.kind == CodeKind::Coroutine => {
                return match g.state {
                    GeneratorState::Finished => Err(super::generator::reused_coroutine()),
                    GeneratorState::Running => Err(PyErr::runtime_error("coroutine is being awaited already")),
                    _ => Ok(v),
                };
            }
            Some(Object::AsyncGenOp(_)) => return Ok(v),
            _ => {}
        }
        if let Some(Value::Native(id)) = self.user_special(v, sym::DUNDER_AWAIT) {
            if super::task_step::is_yield_once(id) {
                return Ok(Value::Native(id));
            }
        }
        if !matches!(self.object(v), Some(Object::Generator(_))) {
            if let Some(it) = self.call_user_special(v, sym::DUNDER_AWAIT, &[])? {
                if matches!(self.object(it), Some(Object::Generator(g)) if g.kind == CodeKind::Coroutine) {
                    return Err(PyErr::type_error("__await__() returned a coroutine"));
                }
                if !self.is_iterator(it) {
                    return Err(PyErr::type_error(format!(
                        "__await__() returned non-iterator of type '{}'",
                        self.type_name(it)
                    )));
                }
                return Ok(it);
            }
        }
        Err(PyErr::type_error(format!(
            "object {} can't be used in 'await' expression",
            self.type_name(v)
        )))
    }

    /// `async for` over `v`: its asynchronous iterator.
    pub fn get_aiter(&mut self, v: Value) -> PyResult<Value> {
        if self.is_async_generator(v) {
            return Ok(v);
        }
        match self.call_user_special(v, sym::DUNDER_AITER, &[])? {
            Some(it) if self.is_async_generator(it) || self.user_special(it, sym::DUNDER_ANEXT).is_some() => Ok(it),
            Some(it) => Err(PyErr::type_error(format!(
                "'async for' received an object from __aiter__ that does not implement __anext__: {}",
                self.type_name(it)
            ))),
            None => Err(PyErr::type_error(format!(
                "'async for' requires an object with __aiter__ method, got {}",
                self.type_name(v)
            ))),
        }
    }

    /// One step of `async for`: the awaitable `it.__anext__()` returns.
    pub fn get_anext(&mut self, it: Value) -> PyResult<Value> {
        if let (true, Some(gen)) = (self.is_async_generator(it), it.heap_id()) {
            return Ok(self.async_gen_op(gen, false, AsyncGenOpState::Send(Value::None)));
        }
        let Some(step) = self.call_user_special(it, sym::DUNDER_ANEXT, &[])? else {
            return Err(PyErr::type_error(format!(
                "'async for' requires an iterator with __anext__ method, got {}",
                self.type_name(it)
            )));
        };
        self.get_awaitable(step).map_err(|_| {
            PyErr::type_error(format!(
                "'async for' received an invalid object from __anext__: {}",
                self.type_name(step)
            ))
        })
    }

    /// `agen.__anext__()` of an async generator: the awaitable for its next step.
    pub fn async_next(&mut self, agen: Value) -> PyResult<Value> {
        match agen.heap_id() {
            Some(gen) if self.is_async_generator(agen) => {
                Ok(self.async_gen_op(gen, false, AsyncGenOpState::Send(Value::None)))
            }
            _ => Err(PyErr::type_error("expected an async generator")),
        }
    }

    /// The bound `__aexit__` and the unbound `__aenter__` of an `async with` manager.
    pub(super) fn async_context_methods(&mut self, manager: Value) -> PyResult<(Value, Value)> {
        let class = self.class_of(manager);
        let enter = self.class_lookup(class, sym::DUNDER_AENTER);
        let exit = self.class_lookup(class, sym::DUNDER_AEXIT);
        let (Some(enter), Some(exit)) = (enter, exit) else {
            return Err(PyErr::type_error(format!(
                "'{}' object does not support the asynchronous context manager protocol",
                self.type_name(manager)
            )));
        };
        let exit = self.bind(manager, exit);
        Ok((exit, enter))
    }

    /// Whether `v` is an asynchronous iterator (an async generator, or has `__anext__`).
    pub fn is_async_iterator(&self, v: Value) -> bool {
        self.is_async_generator(v) || self.user_special(v, sym::DUNDER_ANEXT).is_some()
    }

    fn is_async_generator(&self, v: Value) -> bool {
        matches!(self.object(v), Some(Object::Generator(g)) if g.kind == CodeKind::AsyncGenerator)
    }
}
