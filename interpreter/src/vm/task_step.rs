//! The event loop's hot path in native code: `_garter_host.run_handle(handle)` runs one ready
//! handle of the `asyncio` module's loop. For a Task whose step needs nothing special (pending,
//! no cancellation to deliver, no other step running, a native coroutine to resume) it does
//! what `Task._step` does without a Python frame: it sets the loop module's `_current_task`,
//! resumes the coroutine with a frame whose exit is [`FrameExit::TaskStep`], and when the
//! coroutine comes back with a bare yield (`await asyncio.sleep(0)`) puts the task back on the
//! loop's ready list. Every other outcome (a yielded future, a return, an exception) goes to the
//! task's Python `_finish_step`, and every other handle is run through its own `_run()`.
//! `_garter_host.yield_once` is the `__await__` of what `asyncio.sleep(0)` awaits: `await` keeps
//! it as a one-yield delegate that allocates nothing.
//!
//! The Python side (`_asyncio_futures.py`, whose `_run_ready` and `Task._wakeup` are the callers)
//! keeps the attributes read here as instance attributes of the Task (`_state`, `_must_cancel`,
//! `_coro`, `_loop`) and of the loop (`_ready`); when one is not where this code looks, the
//! handle takes the general path, so the result is the same.

use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::CodeKind;
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::function::GeneratorState;
use crate::value::{HeapId, NativeId, Value};

use super::call::CallOutcome;
use super::frame::FrameExit;
use super::iter::ForStep;
use super::{PyErr, PyResult, Vm};

/// Natives of the `_garter_host` module that run the event loop's handles.
pub const TASK_FUNCTIONS: &[(&str, NativeFn)] = &[("run_handle", run_handle), ("yield_once", yield_once)];

/// What a task's coroutine did, as `_finish_step(outcome, value)` receives it.
#[derive(Clone, Copy)]
pub(super) enum StepOutcome {
    Yielded = 0,
    Returned = 1,
    Raised = 2,
}

impl Vm {
    /// `_garter_host.run_handle(handle)` called from bytecode (the callable at `at`).
    pub(super) fn run_handle_from_bytecode(
        &mut self,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        if !kwnames.is_empty() || self.stack.len() != args_start + 1 {
            self.stack.truncate(at);
            return Err(PyErr::type_error("run_handle() takes exactly one positional argument"));
        }
        let handle = self.stack[args_start];
        let module = self.frames.last().map_or(0, |f| f.module);
        if let Some((coro, current)) = self.plain_task_coroutine(handle, module) {
            self.modules[module as usize].values[current as usize] = handle;
            let exit = FrameExit::TaskStep {
                task: handle,
                module,
                current,
            };
            if self.push_generator_frame(coro, Value::None, exit, at)? {
                return Ok(CallOutcome::FramePushed);
            }
            self.modules[module as usize].values[current as usize] = Value::None;
        }
        let run = self.getattr(handle, sym::HANDLE_RUN);
        self.stack.truncate(at);
        self.stack.push(run?);
        self.call_at(at, at + 1, &[])
    }

    /// The coroutine to resume, and the slot of the caller's `_current_task` global, when
    /// `handle` is a Task whose step takes the native path: its state is pending, no
    /// cancellation is waiting to be thrown in, no step is running (`_current_task` is None), and
    /// its coroutine is a native one that is not running or finished.
    fn plain_task_coroutine(&self, handle: Value, module: u32) -> Option<(HeapId, u32)> {
        let Some(Object::Instance(task)) = self.object(handle) else {
            return None;
        };
        if task.dict.is_some() {
            return None;
        }
        let attrs = &task.attrs;
        if attrs.get(sym::TASK_MUST_CANCEL) != Some(Value::bool(false)) {
            return None;
        }
        if self.str_of(attrs.get(sym::TASK_STATE)?) != Some("PENDING") {
            return None;
        }
        let globals = self.modules.get(module as usize)?;
        let current = globals.existing_slot(sym::TASK_CURRENT)?;
        if globals.values[current as usize] != Value::None {
            return None;
        }
        let coro = attrs.get(sym::TASK_CORO)?.heap_id()?;
        match self.heap.get(coro) {
            Object::Generator(g)
                if g.kind == CodeKind::Coroutine
                    && matches!(g.state, GeneratorState::Created | GeneratorState::Suspended)
                    && g.frame.is_some() =>
            {
                Some((coro, current))
            }
            _ => None,
        }
    }

    /// A task's coroutine yielded `value` (its frame is saved and popped; the stack is back at
    /// the call's position); `current` is the module and slot of `_current_task`. A bare yield puts the task back on its loop's ready list and makes
    /// `None` the call's result, as `Task._step` does; anything else goes to `_finish_step`.
    pub(super) fn task_yielded(&mut self, task: Value, (module, current): (u32, u32), value: Value) -> PyResult<()> {
        if value == Value::None {
            if let Some(ready) = self.task_ready_list(task) {
                self.list_append(ready, task);
                if let Some(slot) = self
                    .modules
                    .get_mut(module as usize)
                    .and_then(|g| g.values.get_mut(current as usize))
                {
                    *slot = Value::None;
                }
                self.stack.push(Value::None);
                return Ok(());
            }
        }
        self.finish_task_step(task, StepOutcome::Yielded, value)
    }

    /// The ready list of a task's loop (`task._loop._ready`), when both are where they should be.
    fn task_ready_list(&self, task: Value) -> Option<Value> {
        let attr = |v: Value, name: Symbol| match self.object(v) {
            Some(Object::Instance(i)) if i.dict.is_none() => i.attrs.get(name),
            _ => None,
        };
        let ready = attr(attr(task, sym::TASK_LOOP)?, sym::LOOP_READY)?;
        matches!(self.object(ready), Some(Object::List(_))).then_some(ready)
    }

    /// Calls `task._finish_step(outcome, value)`, whose result becomes the result of the
    /// `run_handle` call that began the step (the stack is at that call's position).
    pub(super) fn finish_task_step(&mut self, task: Value, outcome: StepOutcome, value: Value) -> PyResult<()> {
        let finish = self.getattr(task, sym::TASK_FINISH_STEP)?;
        let at = self.stack.len();
        self.stack.extend([finish, Value::Int(outcome as i64), value]);
        match self.call_at(at, at + 1, &[])? {
            CallOutcome::Done | CallOutcome::FramePushed => Ok(()),
            CallOutcome::Suspended => Err(PyErr::runtime_error("a task's _finish_step cannot pause the run")),
        }
    }
}

/// `_garter_host.run_handle(handle)` reached from native code (through a nested call): the
/// general path, `handle._run()`.
fn run_handle(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("run_handle", 1, 1)?;
    let run = vm.getattr(args.positional[0], sym::HANDLE_RUN)?;
    vm.call_value(run, &[])
}

/// `_garter_host.yield_once(awaitable)`, the `__await__` of what `asyncio.sleep(0)` awaits: an
/// iterator that yields None once (CPython's `tasks.__sleep0`). `await` itself does not call it
/// (see [`Vm::yield_once_step`]); this is for code that calls `__await__()` by hand.
fn yield_once(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("yield_once", 1, 1)?;
    let once = vm.new_tuple(vec![Value::None]);
    vm.get_iter(once)
}

/// Whether native `id` is `_garter_host.yield_once`.
pub(super) fn is_yield_once(id: NativeId) -> bool {
    super::host::is_bridge_native(id, "yield_once")
}

impl Vm {
    /// One step of `await` delegating to the awaitable whose `__await__` is `yield_once`: the
    /// awaiting frame keeps that native itself as its delegate until the yield, then
    /// `Undefined` until it is resumed, so the await allocates nothing. `None` for any other
    /// delegate.
    pub(super) fn yield_once_step(&mut self, it: Value) -> Option<ForStep> {
        match it {
            Value::Native(id) if is_yield_once(id) => {
                *self.stack.last_mut()? = Value::Undefined;
                Some(ForStep::Item(Value::None))
            }
            Value::Undefined => {
                *self.stack.last_mut()? = Value::None;
                Some(ForStep::Done)
            }
            _ => None,
        }
    }
}

/// Whether native `id` is `_garter_host.run_handle`.
pub(super) fn is_run_handle(id: NativeId) -> bool {
    super::host::is_bridge_native(id, "run_handle")
}
