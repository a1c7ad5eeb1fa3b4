//! Generators as frames: resuming one (`next`, `send`, `yield from`) pushes its saved frame on
//! the frame stack; `yield` saves it again; `return` finishes it. `throw` and `close` raise inside
//! the suspended frame, delegating through `yield from` chains as CPython does.

use std::sync::Arc;

use crate::builtins::registry;
use crate::heap::{ExceptionObj, Object};
use crate::types::function::GeneratorState;
use crate::types::TypeId;
use crate::value::{HeapId, NativeId, Value};

use crate::bytecode::{CodeKind, CodeObject, Instr};

use super::call::CallOutcome;
use super::frame::{Frame, FrameExit, SavedFrame};
use super::iter::ForStep;
use super::task_step::StepOutcome;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// One step of `yield from it` sending `sent`.
    pub(super) fn send_step(&mut self, it: Value, sent: Value, target: u32) -> PyResult<ForStep> {
        if let Some(Object::AsyncGenOp(_)) = self.object(it) {
            return self.async_gen_step(it, sent, target);
        }
        if let Some(Object::Generator(_)) = self.object(it) {
            let id = it.heap_id().expect("generators are heap objects");
            let ret_sp = self.stack.len();
            if self.push_generator_frame(id, sent, FrameExit::YieldFrom { target }, ret_sp)? {
                return Ok(ForStep::FramePushed);
            }
            self.stack.pop();
            self.stack.push(Value::None);
            return Ok(ForStep::Done);
        }
        if let Some(step) = self.yield_once_step(it) {
            return Ok(step);
        }
        match self.next_value(it)? {
            Some(v) => Ok(ForStep::Item(v)),
            None => {
                self.stack.pop();
                self.stack.push(Value::None);
                Ok(ForStep::Done)
            }
        }
    }

    /// Pushes a generator's frame to resume it, sending `sent`. Returns `false` when the
    /// generator has finished (nothing pushed).
    #[inline]
    pub(super) fn push_generator_frame(
        &mut self,
        id: HeapId,
        sent: Value,
        exit: FrameExit,
        ret_sp: usize,
    ) -> PyResult<bool> {
        self.restore_frame(id, Resume::Send(sent), exit, ret_sp)
    }

    /// Moves a generator's saved frame back onto the frame stack (its slots onto the value
    /// stack, its emptied buffer kept for the next `yield`), pushing the sent value as the result
    /// of the `yield` it stopped at (none for a first start or a throw). `false` when nothing was
    /// pushed (the generator has finished).
    #[inline]
    fn restore_frame(&mut self, id: HeapId, resume: Resume, exit: FrameExit, ret_sp: usize) -> PyResult<bool> {
        let Object::Generator(g) = self.heap.get_mut(id) else {
            return Ok(false);
        };
        let sent = match resume {
            Resume::Throw => None,
            Resume::Send(sent) => match g.state {
                GeneratorState::Running => return Err(PyErr::value_error("generator already executing")),
                GeneratorState::Finished if g.kind == CodeKind::Coroutine => return Err(reused_coroutine()),
                GeneratorState::Finished => return Ok(false),
                GeneratorState::Created if sent != Value::None => {
                    return Err(PyErr::type_error(
                        "can't send non-None value to a just-started generator",
                    ))
                }
                GeneratorState::Created => None,
                GeneratorState::Suspended => Some(sent),
            },
        };
        if self.frames.len() >= self.max_depth {
            return Err(PyErr::new(TypeId::RecursionError, "maximum recursion depth exceeded"));
        }
        let Some(saved) = g.frame.take() else {
            return Ok(false);
        };
        g.state = GeneratorState::Running;
        let SavedFrame {
            code,
            pc,
            module,
            mut slots,
        } = saved;
        let base = self.stack.len();
        self.stack.extend_from_slice(&slots);
        slots.clear();
        g.spare_slots = slots;
        if let Some(sent) = sent {
            self.stack.push(sent);
        }
        self.frames.push(Frame {
            code,
            pc,
            base: base as u32,
            ret_sp: ret_sp as u32,
            module,
            exit,
            generator: Some(id),
        });
        Ok(true)
    }

    /// `gen.throw(exc)`: pushes the frames the exception is raised in — the generator's own and,
    /// while it delegates with `yield from` to another suspended generator, that one's too
    /// (GeneratorExit instead closes the delegate first). Returns the error to raise in the top
    /// frame, or `None` when nothing was pushed (the generator had not started, and is now
    /// finished, or had finished) and the exception belongs to the caller.
    pub(super) fn push_throw_frames(
        &mut self,
        id: HeapId,
        exc: HeapId,
        exit: FrameExit,
        ret_sp: usize,
    ) -> PyResult<Option<PyErr>> {
        let Object::Generator(g) = self.heap.get_mut(id) else {
            return Ok(None);
        };
        match g.state {
            GeneratorState::Running => return Err(PyErr::value_error("generator already executing")),
            GeneratorState::Finished if g.kind == CodeKind::Coroutine => return Err(reused_coroutine()),
            GeneratorState::Finished => return Ok(None),
            GeneratorState::Created => {
                g.state = GeneratorState::Finished;
                g.frame = None;
                return Ok(None);
            }
            GeneratorState::Suspended => {}
        }
        let closing = self.error_is(&PyErr::Exception(exc), TypeId::GeneratorExit);
        let (mut current, mut exit, mut ret_sp) = (id, exit, ret_sp);
        loop {
            self.restore_frame(current, Resume::Throw, exit, ret_sp)?;
            let Some((inner, end)) = self.suspended_delegate() else {
                return Ok(Some(PyErr::Exception(exc)));
            };
            if closing {
                return Ok(Some(match self.close_generator(inner) {
                    Ok(()) => PyErr::Exception(exc),
                    Err(err) => err,
                }));
            }
            if let Some(frame) = self.frames.last_mut() {
                frame.pc -= 1;
            }
            (current, exit, ret_sp) = (inner, FrameExit::YieldFrom { target: end }, self.stack.len());
        }
    }

    /// The generator the top frame is delegating to with `yield from`, when it is suspended
    /// inside that loop, and where the loop ends.
    fn suspended_delegate(&self) -> Option<(HeapId, u32)> {
        let frame = self.frames.last()?;
        let Some(Instr::Jump(start)) = frame.code.instrs.get(frame.pc as usize) else {
            return None;
        };
        let Some(Instr::Send(end)) = frame.code.instrs.get(*start as usize) else {
            return None;
        };
        let inner = self.stack.last()?.heap_id()?;
        match self.heap.get(inner) {
            Object::Generator(g) if g.state == GeneratorState::Suspended => Some((inner, *end)),
            _ => None,
        }
    }

    /// `gen.throw(...)` called from bytecode: the frames are pushed and the exception raised in
    /// the top one by the run loop, which receives it as this call's error.
    fn throw_from_bytecode(&mut self, gen: HeapId, exc: HeapId, at: usize) -> PyResult<CallOutcome> {
        match self.push_throw_frames(gen, exc, FrameExit::Push, at)? {
            Some(err) => Err(err),
            None => {
                self.stack.truncate(at);
                Err(PyErr::Exception(exc))
            }
        }
    }

    /// `gen.throw(...)` from native code, run in a nested loop: `Some(value)` when the
    /// generator yields, `None` when it returns.
    pub(crate) fn throw_nested(&mut self, gen: HeapId, exc: HeapId) -> PyResult<Option<Value>> {
        let ret_sp = self.stack.len();
        let floor = self.frames.len();
        let Some(err) = self.push_throw_frames(gen, exc, FrameExit::GeneratorBoundary, ret_sp)? else {
            return Err(PyErr::Exception(exc));
        };
        let result = self.enter_nested().and_then(|()| {
            let result = self.handle_error(err, floor).and_then(|()| self.run(floor));
            self.leave_nested();
            result
        });
        if result.is_err() {
            while self.frames.len() > floor {
                let frame = self.frames.pop().expect("length checked");
                self.finish_generator(frame.generator);
            }
            self.stack.truncate(ret_sp);
        }
        result
    }

    /// `gen.close()`: raises GeneratorExit inside a suspended generator and expects it to finish.
    pub(crate) fn close_generator(&mut self, gen: HeapId) -> PyResult<()> {
        let Object::Generator(g) = self.heap.get_mut(gen) else {
            return Ok(());
        };
        match g.state {
            GeneratorState::Running => return Err(PyErr::value_error("generator already executing")),
            GeneratorState::Created | GeneratorState::Finished => {
                g.state = GeneratorState::Finished;
                g.frame = None;
                return Ok(());
            }
            GeneratorState::Suspended => {}
        }
        let exc = self.heap.alloc(Object::Exception(Box::new(ExceptionObj::new(
            TypeId::GeneratorExit,
            Vec::new(),
        ))));
        match self.throw_nested(gen, exc) {
            Ok(Some(_)) => Err(PyErr::runtime_error("generator ignored GeneratorExit")),
            Ok(None) => Ok(()),
            Err(err) if self.error_is(&err, TypeId::GeneratorExit) || self.error_is(&err, TypeId::StopIteration) => {
                Ok(())
            }
            Err(err) => Err(err),
        }
    }

    /// The exception `gen.throw(type[, value[, traceback]])` raises.
    pub(crate) fn throw_argument(&mut self, args: &[Value]) -> PyResult<HeapId> {
        let (kind, value) = (args[0], args.get(1).copied().unwrap_or(Value::None));
        if let Some(Object::Exception(_)) = self.object(kind) {
            if value != Value::None {
                return Err(PyErr::type_error("instance exception may not have a separate value"));
            }
            return Ok(kind.heap_id().expect("exceptions live on the heap"));
        }
        if !self.is_exception_class(kind) {
            return Err(PyErr::type_error(format!(
                "exceptions must be classes or instances deriving from BaseException, not {}",
                self.type_name(kind)
            )));
        }
        let instance = match value {
            Value::None => self.call_value(kind, &[])?,
            v if self.is_instance(v, kind) => v,
            Value::Ref(id) if matches!(self.heap.get(id), Object::Tuple(_)) => {
                let items = match self.heap.get(id) {
                    Object::Tuple(items) => items.clone(),
                    _ => Vec::new(),
                };
                self.call_value(kind, &items)?
            }
            v => self.call_value(kind, &[v])?,
        };
        instance
            .heap_id()
            .filter(|id| matches!(self.heap.get(*id), Object::Exception(_)))
            .ok_or_else(|| PyErr::type_error("exceptions must derive from BaseException"))
    }

    /// Runs a generator until its next yield from native code: `Some(value)`, or `None` when it
    /// returns.
    pub(crate) fn resume_generator_nested(&mut self, id: HeapId, sent: Value) -> PyResult<Option<Value>> {
        let ret_sp = self.stack.len();
        if !self.push_generator_frame(id, sent, FrameExit::GeneratorBoundary, ret_sp)? {
            return Ok(None);
        }
        let floor = self.frames.len() - 1;
        if let Err(e) = self.enter_nested() {
            self.frames.pop();
            self.stack.truncate(ret_sp);
            self.finish_generator(Some(id));
            return Err(e);
        }
        let result = self.run(floor);
        self.leave_nested();
        if result.is_err() {
            self.frames.truncate(floor);
            self.stack.truncate(ret_sp);
        }
        result
    }

    /// The `next()` builtin and generator methods called from bytecode on a generator: its frame
    /// is pushed instead of running a nested loop. Returns `None` for other calls.
    pub(super) fn call_frame_native(
        &mut self,
        id: NativeId,
        at: usize,
        args_start: usize,
        kwnames: &[crate::symbol::Symbol],
    ) -> PyResult<Option<CallOutcome>> {
        if !kwnames.is_empty() || !is_generator_native(id) {
            return Ok(None);
        }
        let nargs = self.stack.len() - args_start;
        let Some(Value::Ref(gen)) = self.stack.get(args_start).copied() else {
            return Ok(None);
        };
        if !matches!(self.heap.get(gen), Object::Generator(_)) {
            return Ok(None);
        }
        let def = registry::native(id);
        if def.name == "throw" && (2..=4).contains(&nargs) {
            let args: Vec<Value> = self.stack[args_start + 1..].to_vec();
            let exc = self.throw_argument(&args)?;
            return self.throw_from_bytecode(gen, exc, at).map(Some);
        }
        let (sent, exit) = match (def.name, nargs) {
            ("next", 1) | ("__next__", 1) => (Value::None, FrameExit::Push),
            ("next", 2) => (
                Value::None,
                FrameExit::NextWithDefault {
                    default: self.stack[args_start + 1],
                },
            ),
            ("send", 2) => (self.stack[args_start + 1], FrameExit::Push),
            _ => return Ok(None),
        };
        if self.push_generator_frame(gen, sent, exit, at)? {
            return Ok(Some(CallOutcome::FramePushed));
        }
        self.stack.truncate(at);
        match exit {
            FrameExit::NextWithDefault { default } => {
                self.stack.push(default);
                Ok(Some(CallOutcome::Done))
            }
            _ => Err(PyErr::bare(TypeId::StopIteration)),
        }
    }

    /// `return value` from a plain function call's frame (not a generator's, pushing its result
    /// on the caller's stack): pops the frame and pushes `value`, returning the frame's code
    /// handle for [`Vm::recycle_code`]. `None` (nothing done) for every other frame, which
    /// [`Vm::return_from_frame`] handles.
    #[inline(always)]
    pub(super) fn return_to_caller(&mut self, value: Value) -> Option<Arc<CodeObject>> {
        let frame = self.frames.last()?;
        if frame.generator.is_some() || !matches!(frame.exit, FrameExit::Push) {
            return None;
        }
        let Frame { code, ret_sp, .. } = self.frames.pop()?;
        self.stack.truncate(ret_sp as usize);
        self.stack.push(value);
        Some(code)
    }

    /// `return value` from the top frame. `Some(result)` when the run loop must return.
    pub(super) fn return_from_frame(&mut self, value: Value) -> PyResult<Option<Option<Value>>> {
        let Frame {
            code,
            ret_sp,
            exit,
            generator,
            ..
        } = self.frames.pop().expect("a frame is running");
        self.stack.truncate(ret_sp as usize);
        self.recycle_code(code);
        if generator.is_some() {
            self.finish_generator(generator);
            return match exit {
                FrameExit::ForIter { target } => {
                    self.stack.pop();
                    self.jump_caller(target);
                    Ok(None)
                }
                FrameExit::YieldFrom { target } => {
                    self.stack.pop();
                    self.stack.push(value);
                    self.jump_caller(target);
                    Ok(None)
                }
                FrameExit::AsyncGenStep { target } => {
                    if self.settle_async_op() {
                        self.stack.pop();
                        self.stack.push(Value::None);
                        self.jump_caller(target);
                        return Ok(None);
                    }
                    Err(PyErr::bare(TypeId::StopAsyncIteration))
                }
                FrameExit::NextWithDefault { default } => {
                    self.stack.push(default);
                    Ok(None)
                }
                FrameExit::GeneratorBoundary => Ok(Some(None)),
                FrameExit::TaskStep { task, .. } => {
                    self.finish_task_step(task, StepOutcome::Returned, value)?;
                    Ok(None)
                }
                FrameExit::CollectArg { at, args_start, list } => {
                    self.collect_finished(at, args_start, list)?;
                    Ok(None)
                }
                FrameExit::Init { .. }
                | FrameExit::InitBoundary { .. }
                | FrameExit::New { .. }
                | FrameExit::NewBoundary { .. }
                | FrameExit::ClassBody { .. }
                | FrameExit::ClassBodyBoundary { .. } => Ok(Some(Some(value))),
                // `next(it)`/`it.send(v)` called from native code (a class's `__next__` that is
                // a generator's bound method, `list(it)`): the end is a StopIteration there.
                FrameExit::Push
                | FrameExit::Boundary
                | FrameExit::ForNext { .. }
                | FrameExit::BinaryDunder { .. }
                | FrameExit::CompareDunder { .. }
                | FrameExit::Discard => Err(if value == Value::None {
                    PyErr::bare(TypeId::StopIteration)
                } else {
                    PyErr::with_value(TypeId::StopIteration, value)
                }),
            };
        }
        match exit {
            FrameExit::Boundary | FrameExit::GeneratorBoundary => Ok(Some(Some(value))),
            FrameExit::Init { instance } | FrameExit::InitBoundary { instance } => {
                if value != Value::None {
                    return Err(PyErr::type_error(format!(
                        "__init__() should return None, not '{}'",
                        self.type_name(value)
                    )));
                }
                if matches!(exit, FrameExit::InitBoundary { .. }) {
                    return Ok(Some(Some(instance)));
                }
                self.stack.push(instance);
                Ok(None)
            }
            FrameExit::ClassBody { pending } => {
                let class = self.finish_class(pending, value)?;
                self.stack.push(class);
                Ok(None)
            }
            FrameExit::New { at, args_start } => {
                self.finish_new(value, at as usize, args_start as usize, false)?;
                Ok(None)
            }
            FrameExit::NewBoundary { at, args_start } => {
                if self.finish_new(value, at as usize, args_start as usize, true)? {
                    return Ok(None);
                }
                Ok(Some(Some(self.stack.pop().unwrap_or(Value::None))))
            }
            FrameExit::ClassBodyBoundary { pending } => Ok(Some(Some(self.finish_class(pending, value)?))),
            FrameExit::BinaryDunder {
                op,
                left,
                right,
                inplace,
            } => {
                let result = self.binary_dunder_result(value, op, left, right, inplace)?;
                self.stack.push(result);
                Ok(None)
            }
            FrameExit::CompareDunder { op, left, right } => {
                let result = self.compare_dunder_result(value, op, left, right)?;
                self.stack.push(result);
                Ok(None)
            }
            FrameExit::Discard => Ok(None),
            _ => {
                self.stack.push(value);
                Ok(None)
            }
        }
    }

    /// Keeps a returned frame's code handle for the next call of the same code (a function
    /// called from a loop or recursively; see `spare_codes.rs`).
    pub(super) fn recycle_code(&mut self, code: Arc<CodeObject>) {
        self.spare_codes.put(code);
    }

    fn jump_caller(&mut self, target: u32) {
        if let Some(caller) = self.frames.last_mut() {
            caller.pc = target;
        }
    }

    /// `yield value` from the top (generator) frame. `Some(value)` when the run loop must
    /// return it.
    pub(super) fn yield_from_frame(&mut self, value: Value, own_async_yield: bool) -> PyResult<Option<Value>> {
        if self.frames.last().is_some_and(|f| f.generator.is_none()) {
            return Err(PyErr::new(TypeId::SystemError, "yield outside a generator frame"));
        }
        let frame = self.frames.pop().expect("a frame is running");
        let Some(gen) = frame.generator else {
            return Ok(None);
        };
        if let Object::Generator(g) = self.heap.get_mut(gen) {
            let mut slots = std::mem::take(&mut g.spare_slots);
            slots.extend_from_slice(self.stack.get(frame.base as usize..).unwrap_or(&[]));
            g.frame = Some(SavedFrame {
                code: frame.code,
                pc: frame.pc,
                module: frame.module,
                slots,
            });
            g.state = GeneratorState::Suspended;
        }
        self.stack.truncate(frame.ret_sp as usize);
        match frame.exit {
            FrameExit::GeneratorBoundary | FrameExit::Boundary => Ok(Some(value)),
            FrameExit::TaskStep { task, module, current } => {
                self.task_yielded(task, (module, current), value)?;
                Ok(None)
            }
            FrameExit::CollectArg { list, .. } => {
                self.collect_yielded(gen, frame.exit, list, value)?;
                Ok(None)
            }
            FrameExit::AsyncGenStep { target } if own_async_yield => {
                if self.settle_async_op() {
                    return Err(PyErr::runtime_error("async generator ignored GeneratorExit"));
                }
                self.stack.pop();
                self.stack.push(value);
                self.jump_caller(target);
                Ok(None)
            }
            _ => {
                self.stack.push(value);
                Ok(None)
            }
        }
    }
}

/// How a suspended frame is resumed: sending it a value (checked against the generator's
/// state, as `next` and `send` are), or to raise an exception in it (`throw`, whose caller has
/// checked the state).
enum Resume {
    Send(Value),
    Throw,
}

/// Sending to or throwing into a coroutine that has finished.
pub(super) fn reused_coroutine() -> PyErr {
    PyErr::runtime_error("cannot reuse already awaited coroutine")
}

/// Whether native `id` may resume a generator or coroutine frame (`next`, `send`, `throw`).
pub(super) fn is_generator_native(id: NativeId) -> bool {
    let def = registry::native(id);
    match def.owner {
        None => def.name == "next",
        Some(TypeId::Generator) => matches!(def.name, "send" | "__next__" | "throw"),
        Some(TypeId::Coroutine) => matches!(def.name, "send" | "throw"),
        _ => false,
    }
}
