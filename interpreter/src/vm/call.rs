//! Calling: binding arguments to a Python function's parameters (with CPython's error messages),
//! pushing its frame, creating generators, and dispatching calls to bound methods, native
//! functions and builtin types.

use smallvec::SmallVec;

use crate::builtins::registry::{self, Args};
use crate::bytecode::CodeObject;
use crate::heap::Object;
use crate::symbol::Symbol;
use crate::types::function::{Function, GeneratorObj, GeneratorState};
use crate::types::TypeId;
use crate::value::{HeapId, NativeId, Value};

use super::frame::{Frame, FrameExit, SavedFrame};
use super::{PyErr, PyResult, Vm};
use std::sync::{Arc, LazyLock};

/// What a call instruction did.
pub enum CallOutcome {
    /// The result is on the stack.
    Done,
    /// A Python frame was pushed; the run loop continues in it.
    FramePushed,
    /// The run pauses for the host; the call's result arrives when it resumes.
    Suspended,
}

/// Per native, whether a call of it is only a call of its function: not `_garter_host.wait`, not
/// a builtin the prelude may take over, not a generator method resuming a frame (computed once,
/// so most native calls skip those checks).
static PLAIN_NATIVES: LazyLock<Vec<bool>> = LazyLock::new(|| {
    (0..registry::native_count())
        .map(|i| {
            let id = NativeId(i as u64);
            !super::host::is_host_wait(id)
                && !super::task_step::is_run_handle(id)
                && !super::fallback::is_routed(id)
                && !super::generator::is_generator_native(id)
                && !Vm::is_exec_native(id)
                && !Vm::is_build_class(id)
        })
        .collect()
});

/// Room for operand-stack values a new generator's slot buffer gets beyond its locals, so its
/// first `yield`, which saves the locals and the operand stack, does not grow the buffer.
const GENERATOR_STACK_ROOM: usize = 8;

impl Vm {
    /// Calls the callable at `stack[at]` with positional arguments from `args_start` and, when
    /// `kwnames` is non-empty, keyword arguments (the last `kwnames.len()` values).
    pub fn call_at(&mut self, at: usize, args_start: usize, kwnames: &[Symbol]) -> PyResult<CallOutcome> {
        let callable = self.stack[at];
        match callable {
            Value::Ref(id) => match self.heap.get(id) {
                Object::Function(f) => {
                    if let Some(fast) = f.fast_path.filter(|_| kwnames.is_empty() && args_start == at + 1) {
                        if let Some(result) = self.try_fast_path(fast, Args::new(&self.stack[at..]))? {
                            self.stack.truncate(at);
                            self.stack.push(result);
                            return Ok(CallOutcome::Done);
                        }
                        return self.call_function_value(id, at, args_start, kwnames);
                    }
                    let (code, module) = (self.spare_codes.take(&f.code), f.module);
                    self.call_function(callable, code, module, at, args_start, kwnames)
                }
                Object::Class(_) => {
                    let meta_call = if std::mem::take(&mut self.bypass_meta_call) {
                        None
                    } else {
                        self.user_special(callable, crate::symbol::sym::DUNDER_CALL)
                    };
                    match meta_call {
                        Some(method) => {
                            let args_start = if args_start == at + 2 {
                                self.stack[at + 1] = callable;
                                at + 1
                            } else {
                                self.stack.insert(args_start, callable);
                                args_start
                            };
                            self.stack[at] = method;
                            self.call_at(at, args_start, kwnames)
                        }
                        None => self.instantiate(id, at, args_start, kwnames),
                    }
                }
                Object::HostFunction(name) => {
                    let name = *name;
                    self.call_host_function(name, at, args_start, kwnames)
                }
                Object::ExtensionFunction { table, index } => {
                    let (table, index) = (*table, *index);
                    let Some((_, function)) = self.extension_function(table, index) else {
                        return Err(self.not_callable(callable));
                    };
                    let args = self.take_args(at, args_start, kwnames);
                    let result = function(self, &args)?;
                    self.stack.push(result);
                    Ok(CallOutcome::Done)
                }
                Object::Instance(_) => match self.user_special(callable, crate::symbol::sym::DUNDER_CALL) {
                    Some(method) => self.nested_native("while calling a Python object", |vm| {
                        let (function, receiver) = vm.special_binding(callable, method)?;
                        let args_start = match receiver {
                            Some(receiver) if args_start == at + 2 => {
                                vm.stack[at + 1] = receiver;
                                at + 1
                            }
                            Some(receiver) => {
                                vm.stack.insert(args_start, receiver);
                                args_start
                            }
                            None => args_start,
                        };
                        vm.stack[at] = function;
                        vm.call_at(at, args_start, kwnames)
                    }),
                    None => Err(self.not_callable(callable)),
                },
                Object::StaticMethod(f) | Object::ClassMethod(f) => {
                    self.stack[at] = *f;
                    self.call_at(at, args_start, kwnames)
                }
                Object::BoundMethod(m) => {
                    let (receiver, function) = (m.receiver, m.function);
                    let args_start = if args_start == at + 2 {
                        self.stack[at + 1] = receiver;
                        at + 1
                    } else {
                        self.stack.insert(args_start, receiver);
                        args_start
                    };
                    self.stack[at] = function;
                    self.call_at(at, args_start, kwnames)
                }
                _ => Err(self.not_callable(callable)),
            },
            Value::Native(id) if PLAIN_NATIVES.get(id.0 as usize).copied().unwrap_or(false) => {
                let args = self.take_args(at, args_start, kwnames);
                let result = registry::call_native(self, id, &args)?;
                self.stack.push(result);
                Ok(CallOutcome::Done)
            }
            Value::Native(id) => {
                if super::host::is_host_wait(id) {
                    return self.host_wait(at);
                }
                if super::task_step::is_run_handle(id) {
                    return self.run_handle_from_bytecode(at, args_start, kwnames);
                }
                if Vm::is_exec_native(id) {
                    return self.call_exec(id, at, args_start, kwnames);
                }
                if Vm::is_build_class(id) {
                    if let Some(outcome) = self.call_build_class(at, args_start, kwnames)? {
                        return Ok(outcome);
                    }
                }
                if let Some(outcome) = self.call_routed(at, args_start, kwnames)? {
                    return Ok(outcome);
                }
                if let Some(outcome) = self.call_frame_native(id, at, args_start, kwnames)? {
                    return Ok(outcome);
                }
                let args = self.take_args(at, args_start, kwnames);
                let result = registry::call_native(self, id, &args)?;
                self.stack.push(result);
                Ok(CallOutcome::Done)
            }
            Value::Type(t) => {
                if let Some(outcome) = self.call_routed(at, args_start, kwnames)? {
                    return Ok(outcome);
                }
                let args = self.take_args(at, args_start, kwnames);
                let result = crate::builtins::constructors::construct(self, t, &args)?;
                self.stack.push(result);
                Ok(CallOutcome::Done)
            }
            _ => Err(self.not_callable(callable)),
        }
    }

    /// Removes a call's callable and arguments from the stack, returning the arguments.
    pub(super) fn take_args(&mut self, at: usize, args_start: usize, kwnames: &[Symbol]) -> Args {
        let kw_start = self.stack.len() - kwnames.len();
        let args = Args {
            positional: SmallVec::from_slice(&self.stack[args_start..kw_start]),
            keywords: kwnames
                .iter()
                .copied()
                .zip(self.stack[kw_start..].iter().copied())
                .collect(),
        };
        self.stack.truncate(at);
        args
    }

    /// `f(*args, **kwargs)`: the callable is on top of the stack (below the popped `args`, an
    /// iterable, and `kwargs`, a dict, or `Undefined` when the call has no `**`).
    pub(super) fn call_ex(&mut self, args: Value, kwargs: Value) -> PyResult<CallOutcome> {
        let at = self.stack.len() - 1;
        match args.heap_id().map(|id| self.heap.get(id)) {
            Some(Object::Tuple(items) | Object::List(items)) => self.stack.extend_from_slice(items),
            _ if !self.is_iterable(args) => {
                let name = self.callable_name(self.stack[at]);
                return Err(PyErr::type_error(format!(
                    "{name} argument after * must be an iterable, not {}",
                    self.type_name(args)
                )));
            }
            _ => {
                let positional = self.collect_iterable(args)?;
                self.stack.extend_from_slice(&positional);
            }
        }
        let mut names: SmallVec<[Symbol; 4]> = SmallVec::new();
        if kwargs != Value::Undefined {
            let Some(Object::Dict(table)) = kwargs.heap_id().map(|id| self.heap.get(id)) else {
                return Err(self.not_a_kwargs_mapping(self.stack[at], kwargs));
            };
            let new_names: usize = table
                .iter()
                .filter_map(|entry| self.heap.str_text(entry.key))
                .filter(|text| self.interner.lookup(text).is_none())
                .map(|text| crate::symbol::Interner::cost(text.len()))
                .sum();
            if new_names > 0 {
                self.reserve(new_names)?;
            }
            let Some(Object::Dict(table)) = kwargs.heap_id().map(|id| self.heap.get(id)) else {
                return Err(self.not_a_kwargs_mapping(self.stack[at], kwargs));
            };
            for entry in table.iter() {
                let Some(text) = self.heap.str_text(entry.key) else {
                    return Err(PyErr::type_error("keywords must be strings"));
                };
                names.push(self.interner.intern(text));
                self.stack.push(entry.value);
            }
            if new_names > 0 {
                self.refresh_heap_limit();
            }
        }
        self.call_at(at, at + 1, &names)
    }

    /// Calls `callable` from native code and runs it to completion.
    pub(super) fn call_nested(
        &mut self,
        callable: Value,
        args: &[Value],
        kwargs: &[(Symbol, Value)],
    ) -> PyResult<Value> {
        let at = self.stack.len();
        self.stack.push(callable);
        self.stack.extend_from_slice(args);
        let names: SmallVec<[Symbol; 4]> = kwargs.iter().map(|(n, _)| *n).collect();
        self.stack.extend(kwargs.iter().map(|(_, v)| *v));
        let frames_before = self.frames.len();
        match self.call_at(at, at + 1, &names) {
            Ok(CallOutcome::Done) => Ok(self.stack.pop().unwrap_or(Value::None)),
            Ok(CallOutcome::FramePushed) => {
                let floor = self.frames.len() - 1;
                self.frames[floor].exit = match self.frames[floor].exit {
                    FrameExit::Init { instance } => FrameExit::InitBoundary { instance },
                    FrameExit::New { at, args_start } => FrameExit::NewBoundary { at, args_start },
                    FrameExit::ClassBody { pending } => FrameExit::ClassBodyBoundary { pending },
                    _ => FrameExit::Boundary,
                };
                let result = self.run(floor);
                if result.is_err() {
                    self.frames.truncate(frames_before);
                    self.stack.truncate(at);
                }
                result.map(|v| v.unwrap_or(Value::None))
            }
            Ok(CallOutcome::Suspended) => {
                self.stack.truncate(at);
                Err(PyErr::runtime_error("a host function cannot be called from here"))
            }
            Err(e) => {
                self.stack.truncate(at);
                Err(e)
            }
        }
    }

    /// `f(a, b)` for a plain Python function taking exactly its positional arguments (no cells
    /// of its own, though it may be a closure; not a generator): pushes its frame and returns
    /// true; anything else returns false for the general path in [`Vm::call_at`].
    #[inline]
    pub(super) fn push_plain_call(&mut self, at: usize) -> bool {
        let Value::Ref(id) = self.stack[at] else {
            return false;
        };
        let Object::Function(f) = self.heap.get(id) else {
            return false;
        };
        let code = &f.code;
        let sig = &code.signature;
        let nargs = self.stack.len() - at - 1;
        if f.fast_path.is_some()
            || sig.varargs
            || sig.varkw
            || sig.kwonly != 0
            || nargs != sig.argcount as usize
            || code.kind.is_resumable()
            || !code.cellvars.is_empty()
            || self.frames.len() >= self.max_depth
        {
            return false;
        }
        if !code.freevars.is_empty() {
            return self.push_plain_closure_call(at, id);
        }
        let module = f.module;
        let code = self.spare_codes.take(code);
        let base = at + 1;
        let frame_len = base + code.varnames.len();
        if self.stack.len() < frame_len {
            self.stack.resize(frame_len, Value::Undefined);
        }
        self.push_call_frame(code, module, base, at);
        true
    }

    /// [`Vm::push_plain_call`] for a closure (function `id`): its free variables' cells follow
    /// its locals.
    #[inline(never)]
    fn push_plain_closure_call(&mut self, at: usize, id: HeapId) -> bool {
        let Object::Function(f) = self.heap.get(id) else {
            return false;
        };
        if f.closure.len() != f.code.freevars.len() {
            return false;
        }
        let module = f.module;
        let code = self.spare_codes.take(&f.code);
        let base = at + 1;
        let locals_end = base + code.varnames.len();
        let frame_len = locals_end + f.closure.len();
        if self.stack.len() < frame_len {
            self.stack.resize(frame_len, Value::Undefined);
        }
        self.stack[locals_end..frame_len].copy_from_slice(&f.closure);
        self.push_call_frame(code, module, base, at);
        true
    }

    /// Pushes the frame of a function call whose locals start at `base`; its result replaces the
    /// callable at `at`.
    #[inline]
    fn push_call_frame(&mut self, code: Arc<CodeObject>, module: u32, base: usize, at: usize) {
        self.frames.push(Frame {
            code,
            pc: 0,
            base: base as u32,
            ret_sp: at as u32,
            module,
            exit: FrameExit::Push,
            generator: None,
        });
    }

    /// Calls the Python function `id` (at `stack[at]`) by the general path of [`Vm::call_at`].
    pub(super) fn call_function_value(
        &mut self,
        id: HeapId,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let Object::Function(f) = self.heap.get(id) else {
            return Err(self.not_callable(Value::Ref(id)));
        };
        let (code, module) = (self.spare_codes.take(&f.code), f.module);
        self.call_function(Value::Ref(id), code, module, at, args_start, kwnames)
    }

    fn call_function(
        &mut self,
        function: Value,
        code: Arc<CodeObject>,
        module: u32,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let depth_limit = self.max_depth;
        if self.frames.len() >= depth_limit {
            self.stack.truncate(at);
            return Err(PyErr::new(TypeId::RecursionError, "maximum recursion depth exceeded"));
        }
        let nargs = self.stack.len() - args_start - kwnames.len();
        let sig = &code.signature;
        let positional_only_call = kwnames.is_empty() && !sig.varargs && !sig.varkw && sig.kwonly == 0;
        let simple = positional_only_call
            && (nargs == sig.argcount as usize || self.push_trailing_defaults(function, nargs, sig.argcount as usize));
        let base = if simple {
            args_start
        } else {
            let slots = self.bind_arguments(function, &code, args_start, kwnames)?;
            self.stack.truncate(at + 1);
            self.stack.extend_from_slice(&slots);
            at + 1
        };
        let frame_len = base + code.frame_slots().max(sig.param_slots() as usize);
        if self.stack.len() != frame_len {
            self.stack.resize(frame_len, Value::Undefined);
        }
        self.setup_cells(function, &code, base);
        if code.kind.is_resumable() {
            let mut slots = Vec::with_capacity(self.stack.len() - base + GENERATOR_STACK_ROOM);
            slots.extend_from_slice(&self.stack[base..]);
            self.stack.truncate(at);
            let generator = GeneratorObj {
                kind: code.kind,
                state: GeneratorState::Created,
                name: code.name,
                qualname: code.qualname.clone(),
                frame: Some(SavedFrame {
                    code,
                    pc: 0,
                    module,
                    slots,
                }),
                spare_slots: Vec::new(),
            };
            let value = self.heap.alloc_value(Object::Generator(Box::new(generator)));
            self.stack.push(value);
            return Ok(CallOutcome::Done);
        }
        self.push_call_frame(code, module, base, at);
        Ok(CallOutcome::FramePushed)
    }

    /// For a call passing `nargs` of a function's `argcount` positional parameters and nothing
    /// else: pushes the defaults of the parameters not passed, when they all have one, and
    /// returns true (the frame's slots are then exactly its positional arguments). False, with
    /// nothing pushed, when some parameter would be missing (the general binding reports it).
    fn push_trailing_defaults(&mut self, function: Value, nargs: usize, argcount: usize) -> bool {
        let Value::Ref(id) = function else {
            return false;
        };
        let Object::Function(f) = self.heap.get(id) else {
            return false;
        };
        let first_default = argcount - f.defaults.len().min(argcount);
        if nargs < first_default || nargs > argcount {
            return false;
        }
        self.stack.extend_from_slice(&f.defaults[nargs - first_default..]);
        true
    }

    /// Creates the cells of a new frame and copies in the function's closure.
    fn setup_cells(&mut self, function: Value, code: &CodeObject, base: usize) {
        if code.cellvars.is_empty() && code.freevars.is_empty() {
            return;
        }
        let nvars = code.varnames.len();
        for (i, param) in code.cell_params.iter().enumerate() {
            let initial = match param {
                Some(slot) => self.stack[base + *slot as usize],
                None => Value::Undefined,
            };
            let cell = self.heap.alloc_value(Object::Cell(initial));
            self.stack[base + nvars + i] = cell;
        }
        if let Some(Object::Function(f)) = function.heap_id().map(|id| self.heap.get(id)) {
            let start = base + nvars + code.cellvars.len();
            self.stack[start..start + f.closure.len()].copy_from_slice(&f.closure);
        }
    }

    /// Binds the arguments on the stack to the function's parameters, returning the frame's
    /// parameter slots.
    fn bind_arguments(
        &mut self,
        function: Value,
        code: &CodeObject,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<SmallVec<[Value; 8]>> {
        let Some(f) = self.function_ref(function) else {
            return Err(PyErr::type_error("not a function"));
        };
        let defaults_len = f.defaults.len();
        let sig = &code.signature;
        let argcount = sig.argcount as usize;
        let kwonly = sig.kwonly as usize;
        let kw_start = self.stack.len() - kwnames.len();
        let given = kw_start - args_start;
        let mut slots: SmallVec<[Value; 8]> = SmallVec::from_elem(Value::Undefined, sig.param_slots() as usize);
        let varargs_slot = argcount + kwonly;
        let varkw_slot = varargs_slot + sig.varargs as usize;

        for (slot, value) in slots.iter_mut().zip(&self.stack[args_start..kw_start]).take(argcount) {
            *slot = *value;
        }
        if given > argcount {
            if !sig.varargs {
                let kwonly_given = kwnames
                    .iter()
                    .filter(|n| code.varnames[argcount..argcount + kwonly].contains(n))
                    .count();
                return Err(self.too_many_positional(function, code, defaults_len, given, kwonly_given));
            }
            let extra = self.stack[args_start + argcount..kw_start].to_vec();
            slots[varargs_slot] = self.new_tuple(extra);
        } else if sig.varargs {
            slots[varargs_slot] = self.new_tuple(Vec::new());
        }
        let mut extra_keywords: SmallVec<[(Symbol, Value); 4]> = SmallVec::new();
        let mut posonly_as_keyword: Vec<Symbol> = Vec::new();
        for (name, value) in kwnames.iter().zip(&self.stack[kw_start..]) {
            let position = code.varnames[..argcount + kwonly].iter().position(|v| v == name);
            match position {
                Some(p) if p >= sig.posonly as usize => {
                    if slots[p] != Value::Undefined {
                        return Err(PyErr::type_error(format!(
                            "{}() got multiple values for argument '{}'",
                            self.qualname_of(function),
                            self.interner.name(*name)
                        )));
                    }
                    slots[p] = *value;
                }
                Some(_) if !sig.varkw => posonly_as_keyword.push(*name),
                _ if sig.varkw => extra_keywords.push((*name, *value)),
                _ => {
                    return Err(PyErr::type_error(format!(
                        "{}() got an unexpected keyword argument '{}'",
                        self.qualname_of(function),
                        self.interner.name(*name)
                    )))
                }
            }
        }
        if !posonly_as_keyword.is_empty() {
            let names: Vec<&str> = posonly_as_keyword.iter().map(|n| self.interner.name(*n)).collect();
            return Err(PyErr::type_error(format!(
                "{}() got some positional-only arguments passed as keyword arguments: '{}'",
                self.qualname_of(function),
                names.join(", ")
            )));
        }
        if sig.varkw {
            let mut pairs: SmallVec<[Value; 8]> = SmallVec::with_capacity(extra_keywords.len() * 2);
            for (name, value) in extra_keywords {
                pairs.push(self.name_str(name));
                pairs.push(value);
            }
            slots[varkw_slot] = self.new_dict_from_pairs(&pairs)?;
        }
        let mut missing: Vec<Symbol> = Vec::new();
        if let Some(f) = self.function_ref(function) {
            let first_default = argcount - f.defaults.len().min(argcount);
            for (i, slot) in slots.iter_mut().enumerate().take(argcount) {
                if *slot == Value::Undefined {
                    if i >= first_default {
                        *slot = f.defaults[i - first_default];
                    } else {
                        missing.push(code.varnames[i]);
                    }
                }
            }
        }
        if !missing.is_empty() {
            return Err(self.missing_arguments(function, &missing, "positional"));
        }
        if let Some(f) = self.function_ref(function) {
            for (i, slot) in slots.iter_mut().enumerate().skip(argcount).take(kwonly) {
                if *slot == Value::Undefined {
                    match f.kwdefaults.iter().find(|(n, _)| *n == code.varnames[i]) {
                        Some((_, v)) => *slot = *v,
                        None => missing.push(code.varnames[i]),
                    }
                }
            }
        }
        if !missing.is_empty() {
            return Err(self.missing_arguments(function, &missing, "keyword-only"));
        }
        Ok(slots)
    }

    /// The function object `function` refers to.
    fn function_ref(&self, function: Value) -> Option<&Function> {
        match self.object(function)? {
            Object::Function(f) => Some(f),
            _ => None,
        }
    }

    fn qualname_of(&self, function: Value) -> String {
        self.function_ref(function)
            .map_or("<function>", |f| self.function_qualname(f))
            .to_string()
    }

    /// A function's `__qualname__` as text: its code's until the program assigns another.
    pub(crate) fn function_qualname<'a>(&'a self, f: &'a Function) -> &'a str {
        match f.qualname {
            Value::Undefined => &f.code.qualname,
            qualname => self.str_of(qualname).unwrap_or("?"),
        }
    }

    fn too_many_positional(
        &self,
        function: Value,
        code: &CodeObject,
        defaults: usize,
        given: usize,
        kwonly_given: usize,
    ) -> PyErr {
        let argcount = code.signature.argcount as usize;
        let required = argcount - defaults.min(argcount);
        let plural = if argcount != 1 { "s" } else { "" };
        let takes = if required < argcount {
            format!("from {required} to {argcount}")
        } else {
            argcount.to_string()
        };
        let given_text = if kwonly_given > 0 {
            format!(
                "{given} positional argument{} (and {kwonly_given} keyword-only argument{})",
                if given != 1 { "s" } else { "" },
                if kwonly_given != 1 { "s" } else { "" }
            )
        } else {
            given.to_string()
        };
        let verb = if given == 1 && kwonly_given == 0 { "was" } else { "were" };
        PyErr::type_error(format!(
            "{}() takes {takes} positional argument{plural} but {given_text} {verb} given",
            self.qualname_of(function)
        ))
    }

    fn missing_arguments(&self, function: Value, missing: &[Symbol], kind: &str) -> PyErr {
        let names: Vec<String> = missing
            .iter()
            .map(|n| format!("'{}'", self.interner.name(*n)))
            .collect();
        let list = match names.len() {
            1 => names[0].clone(),
            2 => format!("{} and {}", names[0], names[1]),
            _ => format!(
                "{}, and {}",
                names[..names.len() - 1].join(", "),
                names[names.len() - 1]
            ),
        };
        let plural = if names.len() == 1 { "" } else { "s" };
        PyErr::type_error(format!(
            "{}() missing {} required {kind} argument{plural}: {list}",
            self.qualname_of(function),
            names.len()
        ))
    }

    pub(super) fn not_callable(&self, value: Value) -> PyErr {
        PyErr::type_error(format!("'{}' object is not callable", self.type_name(value)))
    }
}
