//! Frames: the activation records on the VM's explicit frame stack, the saved form a generator
//! keeps while it is paused, and how the run loop borrows a running frame's code.

use std::sync::Arc;

use crate::bytecode::{BinOp, CmpOp, CodeObject};
use crate::value::{HeapId, Value};

/// What happens to a frame's result when it returns or yields.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum FrameExit {
    /// Push the result on the caller's stack (a call; for a generator, `next()`-style).
    Push,
    /// A generator driven by `ForIter`: a yield pushes the value; a return pops the iterator and
    /// jumps the caller to `target`.
    ForIter { target: u32 },
    /// A generator resumed by `next(gen, default)`: a return pushes `default`.
    NextWithDefault { default: Value },
    /// A generator delegated to by `yield from`: a return pops the iterator, pushes the value and
    /// jumps the caller to `target`.
    YieldFrom { target: u32 },
    /// An async generator stepped by awaiting `__anext__()`: its own yield pops the awaitable,
    /// pushes the value and jumps the caller to `target` (the await is complete); a yield passing
    /// an awaited value through acts as `YieldFrom`; a return raises StopAsyncIteration.
    AsyncGenStep { target: u32 },
    /// The `__next__` of an iterator class called by a `for` loop: a return pushes the item; a
    /// StopIteration leaving it pops the iterator and jumps the caller to `target`.
    ForNext { target: u32 },
    /// Return the result from the nested run loop that pushed this frame.
    Boundary,
    /// A generator resumed from native code: a yield or return ends the nested run loop.
    GeneratorBoundary,
    /// The coroutine of an asyncio Task stepped by `_garter_host.run_handle` (see `task_step.rs`):
    /// a bare yield reschedules the task; any other yield, a return or an exception goes to the
    /// task's `_finish_step`. `module` is the event loop's module and `current` the slot of its
    /// `_current_task` global, which the step set.
    TaskStep { task: Value, module: u32, current: u32 },
    /// A generator whose items a builtin called at stack index `at` (arguments from
    /// `args_start`) collects (see `collect_call.rs`): each yield appends to `list` and resumes
    /// the generator; the return calls the builtin with `list` in the generator's place.
    CollectArg { at: u32, args_start: u32, list: HeapId },
    /// `__init__` of a new instance: it must return None, and the call gives the instance.
    Init { instance: Value },
    /// `Init` for an instance created from native code: the nested run loop returns it.
    InitBoundary { instance: Value },
    /// A user class's Python `__new__` called for `cls(args)` (see `Vm::instantiate`): the class
    /// and the call's positional arguments stay on the caller's stack from `at`; the return
    /// initializes the new object with them, as `type.__call__` does, and leaves it there.
    New { at: u32, args_start: u32 },
    /// `New` for an instance created from native code: the nested run loop returns the object
    /// (once its `__init__` frame, if any, has run).
    NewBoundary { at: u32, args_start: u32 },
    /// A class statement's body: the return makes the class from the pending state (see
    /// `class_body.rs`) and pushes it.
    ClassBody { pending: HeapId },
    /// `ClassBody` for a class made from native code: the nested run loop returns the class.
    ClassBodyBoundary { pending: HeapId },
    /// A user class's `__op__` run for `left op right` (or `left op= right` when `inplace`):
    /// the result is pushed, unless it is NotImplemented, when the builtin rules decide.
    BinaryDunder {
        op: BinOp,
        left: Value,
        right: Value,
        inplace: bool,
    },
    /// A user class's rich comparison method run for `left op right`: the result is pushed,
    /// unless it is NotImplemented, when the right operand's reflected method and then the
    /// default rules decide (see `compare_dunder.rs`).
    CompareDunder { op: CmpOp, left: Value, right: Value },
    /// A user class's `__setitem__` or `__delitem__` run for a statement: the result is dropped.
    Discard,
}

/// An activation of a code object.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Frame {
    #[serde(with = "crate::snapshot::shared_code")]
    pub code: Arc<CodeObject>,
    /// The next instruction.
    pub pc: u32,
    /// Index in the VM stack of local slot 0.
    pub base: u32,
    /// Stack length to restore when the frame is popped (it drops the callable too).
    pub ret_sp: u32,
    /// The module whose globals the code reads.
    pub module: u32,
    pub exit: FrameExit,
    /// The generator this frame belongs to, if any.
    pub generator: Option<HeapId>,
}

impl Frame {
    /// Index in the VM stack where the operand stack starts.
    #[inline]
    pub fn stack_base(&self) -> usize {
        self.base as usize + self.code.frame_slots()
    }
}

/// A paused generator frame: its code, position and every slot (locals, then operand stack).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SavedFrame {
    #[serde(with = "crate::snapshot::shared_code")]
    pub code: Arc<CodeObject>,
    pub pc: u32,
    pub module: u32,
    pub slots: Vec<Value>,
}

/// The code object of `frame`, borrowed for as long as the run loop executes that frame,
/// without cloning its `Arc`: the two atomic reference-count operations of a clone and its drop,
/// on every frame entry and every return, cost a fifth of a Python call.
///
/// The returned reference is not tied to the borrow of the frame stack, so the loop can call
/// `&mut self` methods while it reads instructions. It stays valid because: the frame owns its
/// `Arc` (which keeps the code alive) for as long as it is on the frame stack, and no frame's
/// `code` is ever replaced; the operations the loop calls never pop the frame it executes
/// (nested run loops stop at their own floor, above it); and every path that pops it (return,
/// yield, unwinding) leaves the iteration with `continue 'frames` or a return before `code` is
/// used again, and the next iteration borrows the new top frame's code afresh.
#[allow(unsafe_code)]
#[inline]
pub(super) fn frame_code<'a>(frame: &Frame) -> &'a CodeObject {
    // SAFETY: see above: the frame outlives every use of the reference.
    unsafe { &*Arc::as_ptr(&frame.code) }
}
