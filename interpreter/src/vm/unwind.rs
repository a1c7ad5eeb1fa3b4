//! Raising and propagating exceptions: turning errors into exception objects, chaining them
//! (`__context__`, `__cause__`), recording traceback entries as they cross frames, finding the
//! handler in each frame's exception table, and PEP 479's rule for generators.

use crate::bytecode::CodeKind;
use crate::heap::{ExceptionObj, Object, TracebackEntry};
use crate::types::function::GeneratorState;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::errors::{LazyArg, LazyItem};
use super::frame::FrameExit;
use super::task_step::StepOutcome;
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// The exception object for an error, allocating it if needed. Limits have none.
    pub fn exception_object(&mut self, err: PyErr) -> Result<HeapId, PyErr> {
        match err {
            PyErr::Exception(id) => Ok(id),
            PyErr::Lazy(lazy) => {
                let (class, arg) = *lazy;
                let args = match arg {
                    LazyArg::None => Vec::new(),
                    LazyArg::Message(m) => vec![self.new_str(m)],
                    LazyArg::Value(v) => vec![v],
                    LazyArg::Items(items) => items
                        .into_iter()
                        .map(|item| match item {
                            LazyItem::Int(i) => Value::Int(i),
                            LazyItem::Str(text) => self.new_str(text),
                            LazyItem::Bytes(bytes) => self.heap.alloc_value(Object::Bytes(bytes)),
                        })
                        .collect(),
                };
                let mut exc = ExceptionObj::new(class, args);
                exc.take_unicode_error_args();
                Ok(self.heap.alloc(Object::Exception(Box::new(exc))))
            }
            other @ (PyErr::Limit(_) | PyErr::Suspended) => Err(other),
        }
    }

    /// Handles an error raised by the instruction before `pc` of the top frame: records it in the
    /// traceback, chains it to the exception being handled, and transfers control to the
    /// innermost handler at or above `floor`. Returns the error if it escapes the floor frame.
    pub(super) fn handle_error(&mut self, err: PyErr, floor: usize) -> PyResult<()> {
        if matches!(err, PyErr::Suspended) {
            return Err(err);
        }
        let id = match self.exception_object(err) {
            Ok(id) => id,
            Err(limit) => return Err(self.abandon_frames(limit, floor)),
        };
        let walked = self.chain_context(id);
        self.charge(walked)?;
        self.propagate(id, floor, true)
    }

    /// Re-raises `exc` (the end of a handler or finally block, or a bare `raise`) without adding a
    /// traceback entry for the current frame.
    pub(super) fn reraise_handled(&mut self, exc: Value, floor: usize) -> PyResult<()> {
        match exc {
            Value::Ref(id) if matches!(self.heap.get(id), Object::Exception(_)) => self.propagate(id, floor, false),
            _ => self.handle_error(PyErr::new(TypeId::SystemError, "re-raised a non-exception"), floor),
        }
    }

    /// Pops every frame above the floor after a limit, which no handler may catch.
    fn abandon_frames(&mut self, limit: PyErr, floor: usize) -> PyErr {
        while self.frames.len() > floor {
            let frame = self.frames.pop().expect("length checked");
            self.finish_generator(frame.generator);
            self.stack.truncate(frame.ret_sp as usize);
        }
        limit
    }

    /// Sets `__context__` to the exception being handled, as CPython does when raising inside a
    /// handler (never creating a cycle). Returns the links of the chain it walked, as work.
    fn chain_context(&mut self, id: HeapId) -> u64 {
        let Value::Ref(handled) = self.exc_info else {
            return 0;
        };
        if handled == id {
            return 0;
        }
        let mut cursor = Some(handled);
        let mut steps = 0;
        while let Some(c) = cursor {
            let Object::Exception(e) = self.heap.get(c) else {
                break;
            };
            if e.context == Value::Ref(id) {
                if let Object::Exception(e) = self.heap.get_mut(c) {
                    e.context = Value::None;
                }
                break;
            }
            cursor = e.context.heap_id();
            steps += 1;
            if steps > 10_000 {
                break;
            }
        }
        if let Object::Exception(e) = self.heap.get_mut(id) {
            if e.context == Value::None {
                e.context = Value::Ref(handled);
            }
        }
        steps
    }

    /// Moves exception `id` up the frame stack until a handler takes it.
    fn propagate(&mut self, mut id: HeapId, floor: usize, mut record_current: bool) -> PyResult<()> {
        loop {
            let fi = self.frames.len() - 1;
            let pc = self.frames[fi].pc.saturating_sub(1);
            if record_current {
                let entry = TracebackEntry {
                    code: self.frames[fi].code.clone(),
                    line: self.frames[fi].code.line_of(pc as usize),
                    pc,
                };
                if let Object::Exception(e) = self.heap.get_mut(id) {
                    e.traceback.push(entry);
                    self.heap.note_growth(std::mem::size_of::<TracebackEntry>());
                }
            }
            record_current = true;
            self.charge(1)?;
            if let Some(handler) = self.frames[fi].code.handler_for(pc).copied() {
                let depth = self.frames[fi].stack_base() + handler.depth as usize;
                self.stack.truncate(depth);
                self.stack.push(Value::Ref(id));
                self.frames[fi].pc = handler.handler;
                return Ok(());
            }
            let frame = self.frames.pop().expect("a frame is running");
            self.stack.truncate(frame.ret_sp as usize);
            if let (FrameExit::ForNext { target }, true) = (frame.exit, self.is_stop_iteration(id)) {
                self.stack.pop();
                if let Some(caller) = self.frames.last_mut() {
                    caller.pc = target;
                }
                return Ok(());
            }
            if let Some(gen) = frame.generator {
                id = self.generator_stop_iteration(gen, id);
                self.finish_generator(frame.generator);
            }
            if let (FrameExit::AsyncGenStep { target }, true) = (frame.exit, self.frames.len() > floor) {
                let err = PyErr::Exception(id);
                let closed = self.settle_async_op()
                    && (self.error_is(&err, TypeId::GeneratorExit) || self.error_is(&err, TypeId::StopAsyncIteration));
                if closed {
                    self.stack.pop();
                    self.stack.push(Value::None);
                    if let Some(caller) = self.frames.last_mut() {
                        caller.pc = target;
                    }
                    return Ok(());
                }
            }
            if let (FrameExit::TaskStep { task, .. }, true) = (frame.exit, self.frames.len() > floor) {
                return match self.finish_task_step(task, StepOutcome::Raised, Value::Ref(id)) {
                    Ok(()) => Ok(()),
                    Err(err) => self.handle_error(err, floor),
                };
            }
            if self.frames.len() <= floor {
                return Err(PyErr::Exception(id));
            }
        }
    }

    fn is_stop_iteration(&self, id: HeapId) -> bool {
        matches!(self.heap.get(id), Object::Exception(e) if e.class.is_subtype(TypeId::StopIteration))
    }

    /// Marks a generator whose frame ended as finished.
    pub(super) fn finish_generator(&mut self, generator: Option<HeapId>) {
        if let Some(g) = generator {
            if let Object::Generator(g) = self.heap.get_mut(g) {
                g.state = GeneratorState::Finished;
                g.frame = None;
                g.spare_slots = Vec::new();
            }
        }
    }

    /// PEP 479: a StopIteration escaping generator `gen` (or a StopAsyncIteration escaping an
    /// async generator) becomes a RuntimeError saying so, as in CPython.
    fn generator_stop_iteration(&mut self, gen: HeapId, id: HeapId) -> HeapId {
        let Object::Exception(e) = self.heap.get(id) else {
            return id;
        };
        let class = e.class;
        let what = match self.heap.get(gen) {
            Object::Generator(g) if g.kind == CodeKind::Coroutine => "coroutine",
            Object::Generator(g) if g.kind == CodeKind::AsyncGenerator => "async generator",
            _ => "generator",
        };
        let raised = if class.is_subtype(TypeId::StopIteration) {
            "StopIteration"
        } else if what == "async generator" && class.is_subtype(TypeId::StopAsyncIteration) {
            "StopAsyncIteration"
        } else {
            return id;
        };
        let message = self.new_str(format!("{what} raised {raised}"));
        let mut replacement = ExceptionObj::new(TypeId::RuntimeError, vec![message]);
        replacement.cause = Value::Ref(id);
        replacement.context = Value::Ref(id);
        replacement.suppress_context = true;
        self.heap.alloc(Object::Exception(Box::new(replacement)))
    }

    /// The error for `raise exc` or `raise exc from cause`.
    pub(super) fn raise_value(&mut self, exc: Value, cause: Option<Value>) -> PyErr {
        let id = match self.make_exception(exc) {
            Ok(id) => id,
            Err(err) => return err,
        };
        if let Some(cause) = cause {
            let cause_value = match cause {
                Value::None => Value::None,
                other => match self.make_exception(other) {
                    Ok(c) => Value::Ref(c),
                    Err(_) => return PyErr::type_error("exception causes must derive from BaseException"),
                },
            };
            if let Object::Exception(e) = self.heap.get_mut(id) {
                e.cause = cause_value;
                e.suppress_context = true;
            }
        }
        PyErr::Exception(id)
    }

    /// An exception instance from a class or instance value.
    fn make_exception(&mut self, value: Value) -> Result<HeapId, PyErr> {
        match value {
            Value::Type(t) if t.is_exception() => {
                let instance = crate::builtins::constructors::construct(self, t, &Default::default())?;
                instance
                    .heap_id()
                    .ok_or_else(|| PyErr::type_error("exceptions must derive from BaseException"))
            }
            Value::Ref(id) if matches!(self.heap.get(id), Object::Exception(_)) => Ok(id),
            Value::Ref(_) if self.is_exception_class(value) => {
                let instance = self.call_value(value, &[])?;
                match instance.heap_id() {
                    Some(id) if matches!(self.heap.get(id), Object::Exception(_)) => Ok(id),
                    _ => Err(PyErr::type_error("exceptions must derive from BaseException")),
                }
            }
            _ => Err(PyErr::type_error("exceptions must derive from BaseException")),
        }
    }

    /// `except class:` — whether the exception matches a class or a tuple of classes.
    pub(crate) fn exception_matches(&mut self, exc: Value, class: Value) -> PyResult<bool> {
        let classes: Vec<Value> = match self.object(class) {
            Some(Object::Tuple(items)) => items.clone(),
            _ => vec![class],
        };
        let mut matched = false;
        for c in classes {
            if !self.is_exception_class(c) {
                return Err(PyErr::type_error(
                    "catching classes that do not inherit from BaseException is not allowed",
                ));
            }
            matched |= self.is_instance(exc, c);
        }
        Ok(matched)
    }

    /// Whether `class` is BaseException or a subclass of it.
    pub fn is_exception_class(&self, class: Value) -> bool {
        match class {
            Value::Type(t) => t.is_exception(),
            other => self.class_obj(other).is_some_and(|c| c.builtin_base.is_exception()),
        }
    }

    /// Whether an error is an exception of `class` (or a subclass).
    pub fn error_is(&self, err: &PyErr, class: TypeId) -> bool {
        match err {
            PyErr::Lazy(lazy) => lazy.0.is_subtype(class),
            PyErr::Exception(id) => {
                matches!(self.heap.get(*id), Object::Exception(e) if e.class.is_subtype(class))
            }
            PyErr::Limit(_) | PyErr::Suspended => false,
        }
    }

    /// The class of an exception value.
    pub fn exception_class(&self, exc: Value) -> Option<TypeId> {
        match self.object(exc)? {
            Object::Exception(e) => Some(e.class),
            _ => None,
        }
    }

    /// `UnboundLocalError` for local slot `slot`.
    pub(super) fn unbound_local(&self, code: &crate::bytecode::CodeObject, slot: usize) -> PyErr {
        let name = self.interner.name(code.varnames[slot]);
        PyErr::new(
            TypeId::UnboundLocalError,
            format!("cannot access local variable '{name}' where it is not associated with a value"),
        )
    }

    /// The error for an empty cell.
    pub(super) fn unbound_deref(&self, code: &crate::bytecode::CodeObject, index: usize) -> PyErr {
        let name = self.interner.name(code.deref_name(index));
        if index < code.cellvars.len() {
            PyErr::new(
                TypeId::UnboundLocalError,
                format!("cannot access local variable '{name}' where it is not associated with a value"),
            )
        } else {
            PyErr::new(
                TypeId::NameError,
                format!(
                    "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
                ),
            )
        }
    }

    /// `NameError` for a global or builtin that is not bound, with a "Did you mean" hint computed
    /// from the running frame's locals, the module's globals and the builtins.
    pub(super) fn name_error(&mut self, name: crate::symbol::Symbol, module: usize) -> PyErr {
        let text = self.interner.name(name).to_string();
        let mut candidate_sets: Vec<Vec<String>> = Vec::new();
        if let Some(frame) = self.frames.last() {
            let base = frame.base as usize;
            let locals: Vec<String> = frame
                .code
                .varnames
                .iter()
                .enumerate()
                .filter(|(i, _)| self.stack.get(base + i).is_some_and(|v| *v != Value::Undefined))
                .map(|(_, n)| self.interner.name(*n).to_string())
                .collect();
            candidate_sets.push(locals);
        }
        candidate_sets.push(
            self.modules[module]
                .bound()
                .map(|(n, _)| self.interner.name(n).to_string())
                .collect(),
        );
        candidate_sets.push(crate::builtins::builtin_names().map(str::to_string).collect());
        let hint = candidate_sets
            .iter()
            .find_map(|set| crate::exceptions::suggest::closest(&text, set.iter().map(String::as_str)));
        let message = self.new_str(format!("name '{text}' is not defined"));
        let mut exc = ExceptionObj::new(TypeId::NameError, vec![message]);
        let name_value = self.new_str(text);
        exc.set_attr(crate::symbol::sym::NAME, name_value);
        exc.hint = hint.map(|h| format!("Did you mean: '{h}'?"));
        PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc))))
    }

    /// `raise exc` (`kind` 1) or `raise exc from cause` (`kind` 2) with its operands on the
    /// stack: the error to raise.
    pub(super) fn raise_from_stack(&mut self, kind: u32) -> PyErr {
        let cause = if kind == 1 { None } else { self.stack.pop() };
        let exc = self.stack.pop().unwrap_or(Value::None);
        self.raise_value(exc, cause)
    }

    /// `ExcInfoTriple`: replaces the exception on top of the stack by its class, itself and its
    /// traceback (what a `with` block's `__exit__` receives).
    pub(super) fn exc_info_triple_on_stack(&mut self) -> PyResult<()> {
        let exc = self.stack.pop().unwrap_or(Value::None);
        let class = self.class_of(exc);
        let traceback = self.getattr(exc, crate::symbol::sym::DUNDER_TRACEBACK)?;
        self.stack.extend([class, exc, traceback]);
        Ok(())
    }
}
