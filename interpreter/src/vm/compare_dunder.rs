//! `a < b` (any rich comparison) on an instance of a user class whose `__lt__` is a Python
//! function, run as a frame of the run loop instead of a nested loop, as `binary_dunder.rs`
//! does for arithmetic. The frame's exit (`FrameExit::CompareDunder`) takes its result, or,
//! when it is NotImplemented, finishes as the general path (`compare.rs`, `dunder.rs`) would:
//! the right operand's reflected method, then identity for `==` and `!=`, else TypeError.
//! Shapes where the right operand answers first (an instance of a proper subclass) or that
//! involve builtin subclasses keep the general path.

use crate::bytecode::CmpOp;
use crate::heap::Object;
use crate::value::Value;

use super::call::CallOutcome;
use super::dunder::compare_methods;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

/// How `a op b` went once the run loop's inline comparison declined it.
pub(super) enum Compared {
    /// The result, to push.
    Value(Value),
    /// A frame runs the user's method; its exit pushes the result.
    FramePushed,
}

impl Vm {
    /// `a op b` (both already popped): through a frame for the user method
    /// [`Vm::frame_compare_dunder`] finds, else by the general rules.
    #[inline(never)]
    pub(super) fn compare_or_frame(&mut self, op: CmpOp, a: Value, b: Value) -> PyResult<Compared> {
        let Some(function) = self.frame_compare_dunder(op, a, b) else {
            return Ok(Compared::Value(self.compare(op, a, b)?));
        };
        let at = self.stack.len();
        self.stack.extend([function, a, b]);
        match self.call_at(at, at + 1, &[])? {
            CallOutcome::FramePushed => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.exit = FrameExit::CompareDunder { op, left: a, right: b };
                }
                Ok(Compared::FramePushed)
            }
            CallOutcome::Done => {
                let value = self.stack.pop().unwrap_or(Value::None);
                Ok(Compared::Value(self.compare_dunder_result(value, op, a, b)?))
            }
            CallOutcome::Suspended => Err(PyErr::runtime_error("a comparison method cannot pause for the host")),
        }
    }

    /// The Python function a frame can run for `a op b`: `a` is a plain instance of a user
    /// class defining the comparison's method as a function, and `b` is neither an instance
    /// of a proper subclass of `a`'s class (whose reflected method would go first) nor built on
    /// a builtin type.
    fn frame_compare_dunder(&self, op: CmpOp, a: Value, b: Value) -> Option<Value> {
        match self.object(a) {
            Some(Object::Instance(instance)) if instance.base == Value::Undefined => {}
            _ => return None,
        }
        let function = self.user_special(a, compare_methods(op).0)?;
        if !matches!(self.object(function), Some(Object::Function(_))) || self.has_builtin_base(b) {
            return None;
        }
        if self.is_user_object(b) {
            let (class_a, class_b) = (self.class_of(a), self.class_of(b));
            if !class_a.is_same(class_b) && self.is_subclass(class_b, class_a) {
                return None;
            }
        }
        Some(function)
    }

    /// What `left op right` gives once the left operand's method returned `value`.
    pub(super) fn compare_dunder_result(
        &mut self,
        value: Value,
        op: CmpOp,
        left: Value,
        right: Value,
    ) -> PyResult<Value> {
        if value != Value::NotImplemented {
            return Ok(value);
        }
        if self.is_user_object(right) {
            let reflected = compare_methods(op).1;
            if let Some(r) = self.call_user_special(right, reflected, &[left])? {
                if r != Value::NotImplemented {
                    return Ok(r);
                }
            }
        }
        match op {
            CmpOp::Eq => Ok(Value::bool(self.builtin_eq(left, right, 0)?)),
            CmpOp::Ne => Ok(Value::bool(!self.builtin_eq(left, right, 0)?)),
            _ => Err(self.not_orderable(op, left, right)),
        }
    }
}
