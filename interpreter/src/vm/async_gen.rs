//! Awaiting an async generator's step: the awaitables of `__anext__()`, `asend()`, `athrow()`
//! and `aclose()` (`types/async_gen_op.rs`). The awaiting frame delegates to the awaitable as
//! to any other (`Send`): its first step sends the value (or raises the exception) in the
//! generator's frame, pushed with `FrameExit::AsyncGenStep`; later steps pass the values the
//! event loop sends through to the generator's own awaits. The generator's next own `yield`,
//! its return or an exception leaving it settles the awaitable (see `Vm::settle_async_op`).

use crate::heap::{ExceptionObj, Object};
use crate::types::async_gen_op::{AsyncGenOp, AsyncGenOpState};
use crate::types::function::GeneratorState;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::frame::FrameExit;
use super::iter::ForStep;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// A new awaitable for one step of async generator `gen`.
    pub(crate) fn async_gen_op(&mut self, gen: HeapId, throws: bool, state: AsyncGenOpState) -> Value {
        self.heap
            .alloc_value(Object::AsyncGenOp(Box::new(AsyncGenOp { gen, throws, state })))
    }

    /// One step of awaiting `it` (an async generator's awaitable, on top of the stack), sending
    /// `sent`; `target` is where the awaiting loop ends.
    pub(super) fn async_gen_step(&mut self, it: Value, sent: Value, target: u32) -> PyResult<ForStep> {
        let Some(id) = it.heap_id() else {
            return Err(PyErr::type_error("expected an async generator step"));
        };
        let Object::AsyncGenOp(op) = self.heap.get(id) else {
            return Err(PyErr::type_error("expected an async generator step"));
        };
        let (gen, throws, state, method) = (op.gen, op.throws, op.state, op.method());
        let gen_state = match self.heap.get(gen) {
            Object::Generator(g) => g.state,
            _ => GeneratorState::Finished,
        };
        let (exit, ret_sp) = (FrameExit::AsyncGenStep { target }, self.stack.len());
        match state {
            AsyncGenOpState::Done => Err(PyErr::runtime_error(if throws {
                "cannot reuse already awaited aclose()/athrow()"
            } else {
                "cannot reuse already awaited __anext__()/asend()"
            })),
            _ if gen_state == GeneratorState::Running => {
                self.set_async_op_state(id, AsyncGenOpState::Done);
                Err(PyErr::runtime_error(format!(
                    "{method}: asynchronous generator is already running"
                )))
            }
            AsyncGenOpState::Running { .. } => self.async_gen_send(id, gen, sent, exit, ret_sp),
            AsyncGenOpState::Send(value) => {
                let value = if sent == Value::None { value } else { sent };
                if gen_state == GeneratorState::Created && value != Value::None {
                    self.set_async_op_state(id, AsyncGenOpState::Done);
                    return Err(PyErr::type_error(
                        "can't send non-None value to a just-started async generator",
                    ));
                }
                self.set_async_op_state(id, AsyncGenOpState::Running { closing: false });
                self.async_gen_send(id, gen, value, exit, ret_sp)
            }
            AsyncGenOpState::Throw(_) | AsyncGenOpState::Close => {
                let closing = matches!(state, AsyncGenOpState::Close);
                let exc = match state {
                    AsyncGenOpState::Throw(args) => {
                        let args = match self.object(args) {
                            Some(Object::Tuple(items)) => items.clone(),
                            _ => Vec::new(),
                        };
                        self.set_async_op_state(id, AsyncGenOpState::Done);
                        self.throw_argument(&args)?
                    }
                    _ => self.heap.alloc(Object::Exception(Box::new(ExceptionObj::new(
                        TypeId::GeneratorExit,
                        Vec::new(),
                    )))),
                };
                self.set_async_op_state(id, AsyncGenOpState::Running { closing });
                if let Some(err) = self.push_throw_frames(gen, exc, exit, ret_sp)? {
                    return Err(err);
                }
                self.set_async_op_state(id, AsyncGenOpState::Done);
                if closing || gen_state == GeneratorState::Finished {
                    self.stack.pop();
                    self.stack.push(Value::None);
                    return Ok(ForStep::Done);
                }
                Err(PyErr::Exception(exc))
            }
        }
    }

    /// Resumes the generator sending `value`; a finished generator ends the await with
    /// StopAsyncIteration.
    fn async_gen_send(
        &mut self,
        op: HeapId,
        gen: HeapId,
        value: Value,
        exit: FrameExit,
        ret_sp: usize,
    ) -> PyResult<ForStep> {
        if self.push_generator_frame(gen, value, exit, ret_sp)? {
            return Ok(ForStep::FramePushed);
        }
        self.set_async_op_state(op, AsyncGenOpState::Done);
        Err(PyErr::bare(TypeId::StopAsyncIteration))
    }

    fn set_async_op_state(&mut self, op: HeapId, state: AsyncGenOpState) {
        if let Object::AsyncGenOp(op) = self.heap.get_mut(op) {
            op.state = state;
        }
    }

    /// Marks the awaitable on top of the stack (when it is an async generator's step, whose
    /// generator frame just yielded, returned or raised) as done. Returns whether it was
    /// `aclose()`'s, which ends differently: a yield is a RuntimeError, a return or
    /// GeneratorExit completes the await with None.
    pub(super) fn settle_async_op(&mut self) -> bool {
        let Some(Value::Ref(id)) = self.stack.last().copied() else {
            return false;
        };
        let Object::AsyncGenOp(op) = self.heap.get_mut(id) else {
            return false;
        };
        let closing = matches!(op.state, AsyncGenOpState::Running { closing: true });
        op.state = AsyncGenOpState::Done;
        closing
    }
}
