//! `a op b` on an instance of a user class whose `__op__` is a Python function, run as a frame
//! of the run loop (a call like any other) instead of a nested loop: the common shape of
//! operator overloading (`Vec.__add__`). The frame's exit (`FrameExit::BinaryDunder`) takes its
//! result, or, when it is NotImplemented, lets the builtin rules decide, as the general path in
//! `ops.rs`/`dunder.rs` would. Shapes where the right operand may answer first or after
//! (a reflected method on another class), builtin subclasses and in-place methods keep the
//! general path.

use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::value::Value;

use super::call::CallOutcome;
use super::dunder::binop_methods;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

/// How `a op b` went once the run loop's inline arithmetic declined it.
pub(super) enum Operated {
    /// The result, to replace `a` on the stack.
    Value(Value),
    /// A frame runs the user's method; its exit finishes the operation.
    FramePushed,
    /// The user's method finished at once and its result already replaced `a`.
    InPlace,
}

impl Vm {
    /// `a op b` (`a op= b` when `inplace`), `a` being the top of the stack: through a frame for
    /// the user method [`Vm::frame_binary_dunder`] finds, else by the general rules.
    #[inline(never)]
    pub(super) fn operate(&mut self, op: BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Operated> {
        if let Some(function) = self.frame_binary_dunder(op, a, b, inplace) {
            return Ok(if self.push_binary_dunder(function, op, a, b, inplace)? {
                Operated::FramePushed
            } else {
                Operated::InPlace
            });
        }
        let value = if inplace {
            self.inplace_op(op, a, b)?
        } else {
            self.binary_op(op, a, b)?
        };
        Ok(Operated::Value(value))
    }

    /// The Python function a frame can run for `a op b` (`a op= b` when `inplace`): `a` is a
    /// plain instance of a user class defining `__op__` as a function (and, for `op=`, no
    /// `__iop__`), and `b` has no reflected method that could take part.
    fn frame_binary_dunder(&self, op: BinOp, a: Value, b: Value, inplace: bool) -> Option<Value> {
        match self.object(a) {
            Some(Object::Instance(instance)) if instance.base == Value::Undefined => {}
            _ => return None,
        }
        let (method, reflected, inplace_method) = binop_methods(op);
        if inplace && self.user_special(a, inplace_method).is_some() {
            return None;
        }
        let function = self.user_special(a, method)?;
        if !matches!(self.object(function), Some(Object::Function(_))) {
            return None;
        }
        let other_class = self.is_user_object(b) && !self.class_of(a).is_same(self.class_of(b));
        if other_class && self.user_special(b, reflected).is_some() {
            return None;
        }
        Some(function)
    }

    /// Calls `function(a, b)` for `a op b`, where `a` is the top of the stack, which the result
    /// replaces: true when a frame was pushed (its exit finishes the operation), false when the
    /// result is already in place.
    fn push_binary_dunder(&mut self, function: Value, op: BinOp, a: Value, b: Value, inplace: bool) -> PyResult<bool> {
        let Some(at) = self.stack.len().checked_sub(1) else {
            return Err(PyErr::new(crate::types::TypeId::SystemError, "operand stack underflow"));
        };
        self.stack[at] = function;
        self.stack.push(a);
        self.stack.push(b);
        match self.call_at(at, at + 1, &[])? {
            CallOutcome::FramePushed => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.exit = FrameExit::BinaryDunder {
                        op,
                        left: a,
                        right: b,
                        inplace,
                    };
                }
                Ok(true)
            }
            CallOutcome::Done => {
                let value = self.stack.pop().unwrap_or(Value::None);
                let result = self.binary_dunder_result(value, op, a, b, inplace)?;
                self.stack.push(result);
                Ok(false)
            }
            CallOutcome::Suspended => Err(PyErr::runtime_error("an operator method cannot pause for the host")),
        }
    }

    /// What `left op right` gives once the user method returned `value`.
    pub(super) fn binary_dunder_result(
        &mut self,
        value: Value,
        op: BinOp,
        left: Value,
        right: Value,
        inplace: bool,
    ) -> PyResult<Value> {
        if value != Value::NotImplemented {
            return Ok(value);
        }
        if inplace {
            // A user class's instance on the left has no in-place sequence behaviour to fall back
            // on (CPython: its type's sequence slots are empty), whatever the right operand is.
            return Err(super::ops::inplace_message(self.unsupported(op, left, right), op));
        }
        self.builtin_sequence_op(op, left, right)
    }
}
