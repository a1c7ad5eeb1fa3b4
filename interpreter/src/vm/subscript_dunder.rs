//! `obj[key]`, `obj[key] = value` and `del obj[key]` on an instance of a user class whose
//! `__getitem__`/`__setitem__`/`__delitem__` is a Python function, run as a frame of the run loop
//! (a call like any other) instead of a nested loop: the common shape of a container class
//! (`Matrix.__getitem__`). A function with a native fast path (`array.__getitem__`) tries it first
//! and needs no frame when it answers. A `__getitem__` frame returns with the call's
//! `FrameExit::Push`, its result replacing the container on the stack; a `__setitem__` or
//! `__delitem__` frame with `FrameExit::Discard`, as the statement leaves nothing. Special methods
//! of other kinds (a staticmethod, a callable instance) and builtin values keep the general path in
//! `subscript.rs`, which gives the same result.

use smallvec::SmallVec;

use crate::builtins::registry::Args;
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::function::FastPath;
use crate::value::Value;

use super::binary_dunder::Operated;
use super::call::CallOutcome;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `container[key]`, `container` being the top of the stack: through a frame when its class's
    /// `__getitem__` is a Python function, else by the general rules.
    #[inline(never)]
    pub(super) fn subscript(&mut self, container: Value, key: Value) -> PyResult<Operated> {
        let Some((function, fast)) = self.frame_item_dunder(container, sym::DUNDER_GETITEM) else {
            return self.getitem(container, key).map(Operated::Value);
        };
        if let Some(result) = self.item_fast_path(function, fast, &[container, key])? {
            return Ok(Operated::Value(result));
        }
        let Some(at) = self.stack.len().checked_sub(1) else {
            return Err(PyErr::new(crate::types::TypeId::SystemError, "operand stack underflow"));
        };
        self.stack[at] = function;
        self.stack.extend([container, key]);
        Ok(match self.call_item_method(function, at, fast.is_some())? {
            CallOutcome::FramePushed => Operated::FramePushed,
            CallOutcome::Done => Operated::InPlace,
            CallOutcome::Suspended => return Err(Self::item_method_paused()),
        })
    }

    /// `container[key] = value` (`value` is `None` for `del container[key]`), all three already
    /// taken off the stack: true when a frame runs the class's Python `__setitem__` (or
    /// `__delitem__`), false when the general rules finished the statement.
    #[inline(never)]
    pub(super) fn store_subscript(&mut self, container: Value, key: Value, value: Option<Value>) -> PyResult<bool> {
        let name = if value.is_some() {
            sym::DUNDER_SETITEM
        } else {
            sym::DUNDER_DELITEM
        };
        let Some((function, fast)) = self.frame_item_dunder(container, name) else {
            match value {
                Some(value) => self.setitem(container, key, value)?,
                None => self.delitem(container, key)?,
            }
            return Ok(false);
        };
        let done = match value {
            Some(value) => self.item_fast_path(function, fast, &[container, key, value])?,
            None => self.item_fast_path(function, fast, &[container, key])?,
        };
        if done.is_some() {
            return Ok(false);
        }
        let at = self.stack.len();
        self.stack.extend([function, container, key]);
        self.stack.extend(value);
        match self.call_item_method(function, at, fast.is_some())? {
            CallOutcome::FramePushed => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.exit = FrameExit::Discard;
                }
                Ok(true)
            }
            CallOutcome::Done => {
                self.stack.pop();
                Ok(false)
            }
            CallOutcome::Suspended => Err(Self::item_method_paused()),
        }
    }

    /// The Python function a frame can run for special method `name` of `container`: the one a
    /// user object's class defines (the method `call_user_special` would bind to it).
    /// With it, the function's native fast path if it has one.
    fn frame_item_dunder(&self, container: Value, name: Symbol) -> Option<(Value, Option<FastPath>)> {
        let function = self.user_special(container, name)?;
        match self.object(function) {
            Some(Object::Function(f)) => Some((function, f.fast_path)),
            _ => None,
        }
    }

    /// Calls the item method `function` (at `stack[at]`, its arguments after it): past its fast
    /// path when `fast_declined` (tried already, it declined), else as any call.
    fn call_item_method(&mut self, function: Value, at: usize, fast_declined: bool) -> PyResult<CallOutcome> {
        match function {
            Value::Ref(id) if fast_declined => self.call_function_value(id, at, at + 1, &[]),
            _ => self.call_at(at, at + 1, &[]),
        }
    }

    /// The result of `function`'s native fast path `fast` for `args`, when it has one that did
    /// not decline: the call finished without a frame.
    fn item_fast_path(&mut self, function: Value, fast: Option<FastPath>, args: &[Value]) -> PyResult<Option<Value>> {
        let Some(fast) = fast else {
            return Ok(None);
        };
        let mut positional = SmallVec::new();
        positional.push(function);
        positional.extend_from_slice(args);
        let call = Args {
            positional,
            keywords: Vec::new(),
        };
        self.try_fast_path(fast, call)
    }

    fn item_method_paused() -> PyErr {
        PyErr::runtime_error("an item method cannot pause for the host")
    }
}
