//! Calls that consume a whole generator before doing anything else — `sep.join(gen)`,
//! `list(gen)`, `tuple(gen)`, `sorted(gen)` — made from bytecode: the generator's frame is run
//! with a [`FrameExit::CollectArg`] exit, which appends each yielded item to a list and resumes
//! the generator at once; when the generator returns, the list takes its place among the call's
//! arguments and the builtin is called (for `list(gen)` the list is the result). The generator
//! runs as frames of the run loop (so it may pause for the host) without the prelude function
//! and comprehension frames the routed call would run (see `fallback.rs`).
//!
//! Only builtins that read every item before anything observable happens qualify, so the
//! result and every side effect are the same; calls with keywords take the general path.

use std::sync::LazyLock;

use crate::builtins::registry;
use crate::heap::Object;
use crate::types::function::GeneratorState;
use crate::types::TypeId;
use crate::value::{HeapId, NativeId, Value};

use super::call::CallOutcome;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

/// What a collecting call does with its arguments.
#[derive(Clone, Copy, PartialEq)]
enum Collector {
    /// `str.join(separator, iterable)`.
    Join,
    /// `sorted(iterable)`.
    Sorted,
}

/// The collecting natives, by `NativeId` (computed once, like the call paths' other tables).
static COLLECTORS: LazyLock<Vec<Option<Collector>>> = LazyLock::new(|| {
    (0..registry::native_count())
        .map(|i| {
            let def = registry::native(NativeId(i as u64));
            match (def.owner, def.name) {
                (Some(TypeId::Str), "join") => Some(Collector::Join),
                (None, "sorted") => Some(Collector::Sorted),
                _ => None,
            }
        })
        .collect()
});

impl Vm {
    /// A call from bytecode of the callable at `at` with positional arguments from
    /// `args_start`: a collecting call of a generator pushes its collecting frame; any other
    /// goes to [`Vm::call_at`].
    #[inline(never)]
    pub(super) fn call_positional(&mut self, at: usize, args_start: usize) -> PyResult<CallOutcome> {
        if matches!(self.stack[at], Value::Native(_) | Value::Type(_)) && self.collect_generator_call(at, args_start)? {
            return Ok(CallOutcome::FramePushed);
        }
        self.call_at(at, args_start, &[])
    }

    /// When the builtin at `at` makes a collecting call whose iterable is a suspended or new
    /// generator, pushes that generator's collecting frame and returns true; false (nothing
    /// done) for every other call.
    fn collect_generator_call(&mut self, at: usize, args_start: usize) -> PyResult<bool> {
        let nargs = self.stack.len() - args_start;
        let fits = match self.stack[at] {
            Value::Native(id) => match COLLECTORS.get(id.0 as usize).copied().flatten() {
                Some(Collector::Join) => {
                    nargs == 2 && matches!(self.object(self.stack[args_start]), Some(Object::Str(_)))
                }
                Some(Collector::Sorted) => nargs == 1,
                None => false,
            },
            Value::Type(TypeId::List | TypeId::Tuple) => nargs == 1,
            _ => false,
        };
        if !fits {
            return Ok(false);
        }
        let iterable = self.stack[self.stack.len() - 1];
        let Some(gen) = self.collectable_generator(iterable) else {
            return Ok(false);
        };
        let list = self.heap.alloc(Object::List(Vec::new()));
        let exit = FrameExit::CollectArg {
            at: at as u32,
            args_start: args_start as u32,
            list,
        };
        let ret_sp = self.stack.len();
        self.push_generator_frame(gen, Value::None, exit, ret_sp)
    }

    /// `v` as a plain generator that can be resumed now (not running, not finished).
    fn collectable_generator(&self, v: Value) -> Option<HeapId> {
        let id = v.heap_id()?;
        match self.heap.get(id) {
            Object::Generator(g)
                if g.kind == crate::bytecode::CodeKind::Generator
                    && matches!(g.state, GeneratorState::Created | GeneratorState::Suspended) =>
            {
                Some(id)
            }
            _ => None,
        }
    }

    /// The collected generator `gen` yielded `item` (its frame is saved and popped): appends it
    /// and resumes the generator with the same exit.
    pub(super) fn collect_yielded(&mut self, gen: HeapId, exit: FrameExit, list: HeapId, item: Value) -> PyResult<()> {
        self.list_append(Value::Ref(list), item);
        let ret_sp = self.stack.len();
        self.push_generator_frame(gen, Value::None, exit, ret_sp)?;
        Ok(())
    }

    /// The collected generator returned (its frame is popped; the stack is as the call left
    /// it): the list replaces the generator among the arguments and the builtin is called.
    pub(super) fn collect_finished(&mut self, at: u32, args_start: u32, list: HeapId) -> PyResult<()> {
        let (at, args_start) = (at as usize, args_start as usize);
        if self.stack[at] == Value::Type(TypeId::List) {
            self.stack.truncate(at);
            self.stack.push(Value::Ref(list));
            return Ok(());
        }
        if let Some(last) = self.stack.last_mut() {
            *last = Value::Ref(list);
        }
        match self.call_at(at, args_start, &[])? {
            CallOutcome::Done | CallOutcome::FramePushed => Ok(()),
            CallOutcome::Suspended => Err(PyErr::runtime_error("a collecting call cannot pause the run")),
        }
    }
}
