//! Calling a user class, as `type.__call__` does: its `__new__` (a Python one runs as a frame of
//! the run loop when the call passes no keywords: `Fraction(n, d)`, namedtuples, enum members;
//! the class and the arguments stay on the caller's stack meanwhile, and the frame's return,
//! `FrameExit::New`, initializes the object with them), then the `__init__` of the object's own
//! class, whose frame is pushed so that the call returns the object.

use crate::builtins::registry::{self, Args};
use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::call::CallOutcome;
use super::classes::is_immutable_base;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// Calling a user class: `__new__` (when defined), then `__init__`, whose frame is pushed so
    /// that the call returns the instance.
    pub(super) fn instantiate(
        &mut self,
        class: HeapId,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let class_value = Value::Ref(class);
        let user_new = self
            .class_lookup(class_value, sym::DUNDER_NEW)
            .filter(|v| !matches!(v, Value::Native(_)));
        let builtin = self.class_obj(class_value).map_or(TypeId::Object, |c| c.builtin_base);
        let is_group = builtin.is_subtype(TypeId::BaseExceptionGroup);
        let takes_arguments = user_new.is_some() || is_immutable_base(builtin) || builtin == TypeId::Type || is_group;
        if !takes_arguments && !builtin.is_exception() {
            // The common case: a plain instance, made without looking at the arguments.
            self.check_not_abstract(class_value)?;
            let instance = self.new_instance(class, &[]);
            return self.initialize(class_value, instance, false, at, args_start, kwnames);
        }
        if let (Some(new), true) = (user_new, kwnames.is_empty()) {
            let function = match self.object(new) {
                Some(Object::StaticMethod(f)) => *f,
                _ => new,
            };
            if matches!(self.object(function), Some(Object::Function(_))) {
                return self.call_new(function, at, args_start);
            }
        }
        let kw_start = self.stack.len() - kwnames.len();
        let positional: Vec<Value> = self.stack[args_start..kw_start].to_vec();
        let keywords: Vec<(Symbol, Value)> = kwnames
            .iter()
            .copied()
            .zip(self.stack[kw_start..].iter().copied())
            .collect();
        let instance = match user_new {
            Some(new) => {
                let function = match self.object(new) {
                    Some(Object::StaticMethod(f)) => *f,
                    _ => new,
                };
                let mut args = vec![class_value];
                args.extend_from_slice(&positional);
                let instance = self.call_value_kw(function, &args, &keywords)?;
                if !self.is_instance(instance, class_value) {
                    self.stack.truncate(at);
                    self.stack.push(instance);
                    return Ok(CallOutcome::Done);
                }
                instance
            }
            None => {
                if is_immutable_base(builtin) {
                    let mut args = Args::new(&positional);
                    args.keywords.extend(keywords.iter().copied());
                    self.new_immutable_instance(class_value, builtin, &args)?
                } else if is_group {
                    self.new_exception_group(class_value, &positional, !keywords.is_empty())?
                } else if builtin == TypeId::Type {
                    let [name, bases, namespace] = positional[..] else {
                        return Err(PyErr::type_error("type() takes 1 or 3 arguments"));
                    };
                    self.type_new_with(name, bases, namespace, class_value, &keywords)?
                } else {
                    self.check_not_abstract(class_value)?;
                    self.new_instance(class, &positional)
                }
            }
        };
        // As in CPython's `type.__call__`, `__init__` is the one of the object's own class (a
        // `__new__` may return an instance of a subclass).
        let init_class = if user_new.is_some() {
            self.class_of(instance)
        } else {
            class_value
        };
        self.initialize(init_class, instance, takes_arguments, at, args_start, kwnames)
    }

    /// Runs `__init__` of a new `instance` of `class_value` with the call's arguments (still on
    /// the stack from `args_start`) and leaves the instance as the call's result.
    /// `takes_arguments`: the class's `__new__` accepted them, so `object.__init__` ignores them.
    fn initialize(
        &mut self,
        class_value: Value,
        instance: Value,
        takes_arguments: bool,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let kw_start = self.stack.len() - kwnames.len();
        let init = self.class_lookup(class_value, sym::DUNDER_INIT);
        match init {
            Some(Value::Native(id)) => {
                let def = registry::native(id);
                let owner = def.owner.unwrap_or(TypeId::Object);
                if owner == TypeId::Object {
                    if self.stack.len() > args_start && !takes_arguments {
                        let name = self.class_name(class_value);
                        return Err(PyErr::type_error(format!("{name}() takes no arguments")));
                    }
                } else {
                    let mut args = Args::new(&[instance]);
                    args.positional.extend_from_slice(&self.stack[args_start..kw_start]);
                    args.keywords
                        .extend(kwnames.iter().copied().zip(self.stack[kw_start..].iter().copied()));
                    registry::call_native(self, id, &args)?;
                }
                self.stack.truncate(at);
                self.stack.push(instance);
                Ok(CallOutcome::Done)
            }
            Some(function) if matches!(self.object(function), Some(Object::Function(_))) => {
                let args_start = if args_start == at + 2 {
                    self.stack[at + 1] = instance;
                    at + 1
                } else {
                    self.stack.insert(args_start, instance);
                    args_start
                };
                self.stack[at] = function;
                match self.call_at(at, args_start, kwnames)? {
                    CallOutcome::FramePushed => {
                        if let Some(frame) = self.frames.last_mut() {
                            frame.exit = FrameExit::Init { instance };
                        }
                        Ok(CallOutcome::FramePushed)
                    }
                    CallOutcome::Done => {
                        self.stack.pop();
                        self.stack.push(instance);
                        Ok(CallOutcome::Done)
                    }
                    CallOutcome::Suspended => Ok(CallOutcome::Suspended),
                }
            }
            Some(other) => {
                let mut args = vec![instance];
                args.extend_from_slice(&self.stack[args_start..kw_start]);
                let keywords: Vec<(Symbol, Value)> = kwnames
                    .iter()
                    .copied()
                    .zip(self.stack[kw_start..].iter().copied())
                    .collect();
                self.call_value_kw(other, &args, &keywords)?;
                self.stack.truncate(at);
                self.stack.push(instance);
                Ok(CallOutcome::Done)
            }
            None => {
                self.stack.truncate(at);
                self.stack.push(instance);
                Ok(CallOutcome::Done)
            }
        }
    }

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
        match self.initialize(init_class, made, true, at, args_start, &[])? {
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
