//! `cls(args)` for a user class whose `__new__` is a Python function, run as a frame of the run
//! loop instead of a nested loop (`Fraction(n, d)`, namedtuples, enum members): the class and
//! the arguments stay on the caller's stack while `__new__` runs, and its return
//! (`FrameExit::New`) initializes the object with them, as `type.__call__` does.

use crate::symbol::Symbol;
use crate::value::Value;

use super::call::CallOutcome;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// Calls `function` (the class's `__new__`) with the class at `stack[at]` and the call's
    /// positional arguments (from `args_start`), keeping both for the `__init__` after it.
    pub(super) fn call_new(&mut self, function: Value, at: usize, args_start: usize) -> PyResult<CallOutcome> {
        let call_at = self.stack.len();
        self.stack.push(function);
        self.stack.push(self.stack[at]);
        self.stack.extend_from_within(args_start..call_at);
        match self.call_at(call_at, call_at + 1, &[])? {
            CallOutcome::FramePushed => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.exit = FrameExit::New {
                        at: at as u32,
                        args_start: args_start as u32,
                    };
                }
                Ok(CallOutcome::FramePushed)
            }
            CallOutcome::Done => {
                let made = self.stack.pop().unwrap_or(Value::None);
                self.stack.truncate(call_at);
                Ok(if self.finish_new(made, at, args_start, false)? {
                    CallOutcome::FramePushed
                } else {
                    CallOutcome::Done
                })
            }
            CallOutcome::Suspended => Err(PyErr::runtime_error("__new__ cannot pause for the host")),
        }
    }

    /// What `__new__` made (`made`) becomes the call's result at `at`: an instance of the class
    /// at `stack[at]` is first initialized by its own class's `__init__` with the arguments from
    /// `args_start`. True when that pushed an `__init__` frame, whose exit finishes the call
    /// (returning the object from a nested loop when `boundary`).
    pub(super) fn finish_new(&mut self, made: Value, at: usize, args_start: usize, boundary: bool) -> PyResult<bool> {
        let class = self.stack[at];
        if !self.is_instance(made, class) {
            self.stack.truncate(at);
            self.stack.push(made);
            return Ok(false);
        }
        let init_class = self.class_of(made);
        let no_keywords: &[Symbol] = &[];
        match self.initialize(init_class, made, true, at, args_start, no_keywords)? {
            CallOutcome::FramePushed => {
                if boundary {
                    if let Some(frame) = self.frames.last_mut() {
                        frame.exit = FrameExit::InitBoundary { instance: made };
                    }
                }
                Ok(true)
            }
            CallOutcome::Done => Ok(false),
            CallOutcome::Suspended => Err(PyErr::runtime_error("__init__ cannot pause for the host")),
        }
    }
}
