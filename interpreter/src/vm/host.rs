//! Calls to the host. Calling a host function converts its arguments to [`HostValue`]s, records
//! the call and pauses the run: the frames stay on the frame stack, and the host resumes the run
//! with the call's result (or an exception to raise at the call site). Async host calls are
//! submitted without pausing (`_garter_host.submit`) and collected by the event loop when it has
//! nothing else to run (`_garter_host.wait`), which hands every submitted call to the host at
//! once. A host call made from native code running Python (a `sorted` key, a `__repr__`) cannot
//! pause and raises RuntimeError instead.

use num_bigint::BigInt;

use crate::builtins::registry::{self, Args, NativeFn};
use crate::heap::Object;
use crate::host_value::{HostValue, HOST_NODE_BYTES};
use crate::symbol::Symbol;
use crate::types::dict::DictTable;
use crate::types::TypeId;
use crate::value::Value;

use super::call::CallOutcome;
use super::globals::Globals;
use super::{PyErr, PyResult, Vm};

/// How deeply nested a value may be to cross to the host.
const MAX_HOST_VALUE_DEPTH: u32 = 200;
/// Values copied out between two looks at the step and time limits.
const CROSSING_CHECK_EVERY: u64 = 4096;

/// A copy out for the host under way: the bytes it may take and has taken, and its values.
struct Crossing {
    room: usize,
    used: usize,
    nodes: u64,
    /// The memory limit, for the error (made only when it is needed).
    limit: usize,
}

impl Crossing {
    /// Counts `bytes` more of the copy, failing once it passes the room the memory limit left.
    fn count(&mut self, bytes: usize) -> PyResult<()> {
        self.used = self.used.saturating_add(bytes);
        if self.used > self.room {
            return Err(super::budget::memory_limit_error(self.limit));
        }
        Ok(())
    }
}

/// A call the host must answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct HostCall {
    pub id: u64,
    pub name: String,
    pub args: Vec<HostValue>,
    pub kwargs: Vec<(String, HostValue)>,
}

/// An exception the host wants raised where its function was called.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct HostError {
    /// A builtin exception class name (`ValueError`, `TimeoutError`, ...); unknown names raise
    /// RuntimeError.
    pub exception: String,
    pub message: String,
}

/// What the paused run waits for.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Suspension {
    /// The result of one host function call, to push where the call was.
    Call(u64),
    /// Results of submitted async calls, as the list `_garter_host.wait()` returns.
    Wait,
}

/// The host calls of a run.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct HostState {
    next_id: u64,
    /// `next_id` when the current run started: the calls of earlier runs of the same session.
    calls_before_run: u64,
    /// Calls made but not yet handed to the host.
    submitted: Vec<HostCall>,
    /// Calls handed to the host and not yet answered.
    outstanding: Vec<HostCall>,
    /// Answers to async calls not yet collected by `wait`.
    answered: Vec<(u64, Result<HostValue, HostError>)>,
    pub suspension: Option<Suspension>,
    /// Bytes of the arguments and answers above, which the memory limit counts as the heap's.
    #[serde(skip)]
    held: usize,
}

/// The bytes a call's arguments hold.
fn call_bytes(call: &HostCall) -> usize {
    let args: usize = call.args.iter().map(HostValue::held_bytes).sum();
    let kwargs: usize = call.kwargs.iter().map(|(k, v)| k.len() + v.held_bytes()).sum();
    call.name.len() + args + kwargs
}

/// The bytes an answer holds.
fn answer_bytes(answer: &Result<HostValue, HostError>) -> usize {
    match answer {
        Ok(value) => value.held_bytes(),
        Err(error) => error.exception.len() + error.message.len(),
    }
}

impl HostState {
    /// The bytes of arguments and answers held for the host, counted against the memory limit.
    pub fn held_bytes(&self) -> usize {
        self.held
    }

    /// Counts the held bytes again (after a snapshot is restored).
    pub(crate) fn recount(&mut self) {
        let calls: usize = self.submitted.iter().chain(&self.outstanding).map(call_bytes).sum();
        let answers: usize = self.answered.iter().map(|(_, a)| answer_bytes(a)).sum();
        self.held = calls + answers;
    }

    /// Forgets every call and answer of an abandoned run.
    pub(crate) fn forget_calls(&mut self) {
        self.submitted.clear();
        self.outstanding.clear();
        self.answered.clear();
        self.suspension = None;
        self.held = 0;
    }

    fn submit(&mut self, call: HostCall) {
        self.held = self.held.saturating_add(call_bytes(&call));
        self.submitted.push(call);
    }

    /// Removes the answer to call `id`, if it came.
    fn take_answer(&mut self, id: u64) -> Option<Result<HostValue, HostError>> {
        let pos = self.answered.iter().position(|(r, _)| *r == id)?;
        let (_, answer) = self.answered.remove(pos);
        self.held = self.held.saturating_sub(answer_bytes(&answer));
        Some(answer)
    }

    /// Removes every answer that came.
    fn take_answers(&mut self) -> Vec<(u64, Result<HostValue, HostError>)> {
        let answers = std::mem::take(&mut self.answered);
        let bytes: usize = answers.iter().map(|(_, a)| answer_bytes(a)).sum();
        self.held = self.held.saturating_sub(bytes);
        answers
    }

    /// Records the host's answers: their calls are no longer outstanding.
    fn record_answers(&mut self, results: Vec<(u64, Result<HostValue, HostError>)>) {
        let mut freed = 0;
        self.outstanding.retain(|c| {
            let answered = results.iter().any(|(r, _)| *r == c.id);
            if answered {
                freed += call_bytes(c);
            }
            !answered
        });
        let added: usize = results.iter().map(|(_, a)| answer_bytes(a)).sum();
        self.held = self.held.saturating_sub(freed).saturating_add(added);
        self.answered.extend(results);
    }
    /// How many host calls the current run has made.
    pub fn calls_made(&self) -> u64 {
        self.next_id.saturating_sub(self.calls_before_run)
    }

    /// Starts counting the calls of a new run (ids keep growing across runs, so a late answer
    /// to an earlier run's call can never be taken for one of this run's).
    pub fn start_run(&mut self) {
        self.calls_before_run = self.next_id;
    }

    /// The calls handed to the host that it has not answered yet.
    pub fn pending_calls(&self) -> &[HostCall] {
        &self.outstanding
    }

    /// Checks a restored state: every call id was handed out, and a paused call is outstanding.
    pub(crate) fn check(&self) -> Result<(), String> {
        let ids = self
            .submitted
            .iter()
            .map(|c| c.id)
            .chain(self.outstanding.iter().map(|c| c.id))
            .chain(self.answered.iter().map(|(id, _)| *id));
        if let Some(id) = ids.into_iter().find(|id| *id == 0 || *id > self.next_id) {
            return Err(format!("host call {id} was never made"));
        }
        match self.suspension {
            Some(Suspension::Call(id))
                if !self.outstanding.iter().any(|c| c.id == id) && !self.submitted.iter().any(|c| c.id == id) =>
            {
                Err(format!("the run waits for host call {id}, which is not outstanding"))
            }
            _ => Ok(()),
        }
    }
}

/// Natives of the `_garter_host` module, which the event loop uses for async host calls and to
/// know which run it is in.
pub const BRIDGE_FUNCTIONS: &[(&str, NativeFn)] = &[("submit", submit), ("wait", wait), ("run_serial", run_serial)];

impl Vm {
    /// A host function object named `name`.
    pub fn new_host_function(&mut self, name: &str) -> Value {
        let symbol = self.interner.intern(name);
        self.heap.alloc_value(Object::HostFunction(symbol))
    }

    /// Calling host function `name` with the arguments on the stack from `args_start`: records
    /// the call and pauses.
    pub(super) fn call_host_function(
        &mut self,
        name: Symbol,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<CallOutcome> {
        let text = self.interner.name(name).to_string();
        if self.nested_runs > 0 {
            self.stack.truncate(at);
            return Err(PyErr::runtime_error(format!(
                "host function '{text}' cannot be called from code that a builtin runs on its own \
                 (a sorted() or min()/max() key, map(), a special method called by a builtin); call it \
                 in a plain loop instead"
            )));
        }
        let kw_start = self.stack.len() - kwnames.len();
        let positional: Vec<Value> = self.stack[args_start..kw_start].to_vec();
        let keywords: Vec<(Symbol, Value)> = kwnames
            .iter()
            .copied()
            .zip(self.stack[kw_start..].iter().copied())
            .collect();
        let call = self.host_call(&text, &positional, &keywords);
        self.stack.truncate(at);
        let call = call?;
        self.host.suspension = Some(Suspension::Call(call.id));
        self.host.submit(call);
        self.refresh_heap_limit();
        Ok(CallOutcome::Suspended)
    }

    /// A new host call with its arguments converted.
    fn host_call(&mut self, name: &str, positional: &[Value], keywords: &[(Symbol, Value)]) -> PyResult<HostCall> {
        let mut crossing = self.start_crossing();
        let mut args = Vec::with_capacity(positional.len());
        for v in positional {
            args.push(self.copy_out(*v, 0, &mut crossing)?);
        }
        let mut kwargs = Vec::with_capacity(keywords.len());
        for (k, v) in keywords {
            let key = self.interner.name(*k).to_string();
            crossing.count(key.len())?;
            kwargs.push((key, self.copy_out(*v, 0, &mut crossing)?));
        }
        self.end_crossing(&crossing)?;
        self.host.next_id += 1;
        Ok(HostCall {
            id: self.host.next_id,
            name: name.to_string(),
            args,
            kwargs,
        })
    }

    /// Copies a Python value out for the host. The copy is a tree: a value the program shares
    /// is copied once per reference, so the copy is charged as it grows, against the memory the
    /// limit leaves free and against the steps and time left.
    pub fn to_host_value(&mut self, v: Value) -> PyResult<HostValue> {
        let mut crossing = self.start_crossing();
        let value = self.copy_out(v, 0, &mut crossing)?;
        self.end_crossing(&crossing)?;
        Ok(value)
    }

    fn start_crossing(&self) -> Crossing {
        Crossing {
            room: self.heap_room(),
            used: 0,
            nodes: 0,
            limit: self.limits.max_memory.unwrap_or(usize::MAX),
        }
    }

    /// Charges a finished copy's work as steps.
    fn end_crossing(&mut self, crossing: &Crossing) -> PyResult<()> {
        self.charge(crossing.nodes + crossing.used as u64 / 64)
    }

    fn copy_out(&self, v: Value, depth: u32, crossing: &mut Crossing) -> PyResult<HostValue> {
        if depth > MAX_HOST_VALUE_DEPTH {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while passing a value to the host",
            ));
        }
        crossing.count(HOST_NODE_BYTES)?;
        crossing.nodes += 1;
        if crossing.nodes.is_multiple_of(CROSSING_CHECK_EVERY) {
            self.check_limits_during(crossing.nodes)?;
        }
        let v = self.builtin_value(v);
        Ok(match v {
            Value::None => HostValue::None,
            Value::Bool(b) => HostValue::Bool(b.get()),
            Value::Int(i) => HostValue::Int(BigInt::from(i)),
            Value::Float(f) => HostValue::Float(f.get()),
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(s) => {
                    crossing.count(s.as_str().len())?;
                    HostValue::Str(s.as_str().to_string())
                }
                Object::BigInt(b) => {
                    crossing.count((b.bits() / 8) as usize)?;
                    HostValue::Int(b.clone())
                }
                Object::Bytes(b) => {
                    crossing.count(b.len())?;
                    HostValue::Bytes(b.clone())
                }
                Object::ByteArray(b) => {
                    crossing.count(b.data.len())?;
                    HostValue::Bytes(b.data.clone())
                }
                Object::List(items) => HostValue::List(self.copy_out_all(items, depth, crossing)?),
                Object::Tuple(items) => HostValue::Tuple(self.copy_out_all(items, depth, crossing)?),
                Object::Dict(d) if d.iter().all(|entry| self.str_of(entry.key).is_some()) => {
                    let mut pairs = Vec::with_capacity(d.len());
                    for entry in d.iter() {
                        let key = self.str_of(entry.key).unwrap_or_default();
                        crossing.count(key.len())?;
                        pairs.push((key.to_string(), self.copy_out(entry.value, depth + 1, crossing)?));
                    }
                    HostValue::Dict(pairs)
                }
                Object::Dict(d) => {
                    let mut pairs = Vec::with_capacity(d.len());
                    for entry in d.iter() {
                        let key = self.copy_out(entry.key, depth + 1, crossing)?;
                        pairs.push((key, self.copy_out(entry.value, depth + 1, crossing)?));
                    }
                    HostValue::Map(pairs)
                }
                Object::Set(items) | Object::FrozenSet(items) => {
                    let items: Vec<Value> = items.keys().collect();
                    HostValue::Set(self.copy_out_all(&items, depth, crossing)?)
                }
                _ => return Err(self.cannot_cross(v)),
            },
            other => return Err(self.cannot_cross(other)),
        })
    }

    fn copy_out_all(&self, items: &[Value], depth: u32, crossing: &mut Crossing) -> PyResult<Vec<HostValue>> {
        items.iter().map(|v| self.copy_out(*v, depth + 1, crossing)).collect()
    }

    fn cannot_cross(&self, v: Value) -> PyErr {
        PyErr::type_error(format!(
            "a '{}' object cannot be passed to the host (only None, bool, int, float, str, bytes, list, tuple, \
             dict and set can)",
            self.type_name(v)
        ))
    }

    /// Allocates a host value in the heap.
    pub fn alloc_host_value(&mut self, value: &HostValue) -> PyResult<Value> {
        Ok(match value {
            HostValue::None => Value::None,
            HostValue::Bool(b) => Value::bool(*b),
            HostValue::Int(i) => match i64::try_from(i) {
                Ok(small) => Value::Int(small),
                Err(_) => {
                    self.reserve((i.bits() / 8) as usize)?;
                    self.heap.alloc_value(Object::BigInt(i.clone()))
                }
            },
            HostValue::Float(f) => Value::float(*f),
            HostValue::Str(s) => {
                self.check_alloc_chars(s.len())?;
                self.new_str(s.clone())
            }
            HostValue::Bytes(b) => {
                self.check_alloc_chars(b.len())?;
                self.heap.alloc_value(Object::Bytes(b.clone()))
            }
            HostValue::List(items) => {
                let items = self.alloc_host_values(items)?;
                self.new_list(items)
            }
            HostValue::Tuple(items) => {
                let items = self.alloc_host_values(items)?;
                self.new_tuple(items)
            }
            HostValue::Dict(pairs) => {
                self.check_alloc_items(pairs.len())?;
                let dict = self
                    .heap
                    .alloc_value(Object::Dict(DictTable::with_capacity(pairs.len())));
                for (k, v) in pairs {
                    let key = self.new_str(k.clone());
                    let value = self.alloc_host_value(v)?;
                    self.dict_set(dict, key, value)?;
                }
                dict
            }
            HostValue::Set(items) => {
                let items = self.alloc_host_values(items)?;
                self.new_set_from(&items)?
            }
            HostValue::Map(pairs) => {
                self.check_alloc_items(pairs.len())?;
                let dict = self
                    .heap
                    .alloc_value(Object::Dict(DictTable::with_capacity(pairs.len())));
                for (k, v) in pairs {
                    let key = self.alloc_host_value(k)?;
                    let value = self.alloc_host_value(v)?;
                    self.dict_set(dict, key, value)?;
                }
                dict
            }
        })
    }

    fn alloc_host_values(&mut self, items: &[HostValue]) -> PyResult<Vec<Value>> {
        self.check_alloc_items(items.len())?;
        items.iter().map(|v| self.alloc_host_value(v)).collect()
    }

    /// The exception a host error raises.
    fn host_exception(&mut self, error: &HostError) -> PyErr {
        let class = TypeId::ALL
            .iter()
            .copied()
            .find(|t| t.is_exception() && t.name() == error.exception)
            .unwrap_or(TypeId::RuntimeError);
        let message = if class.name() == error.exception {
            error.message.clone()
        } else {
            format!("{}: {}", error.exception, error.message)
        };
        PyErr::new(class, message)
    }

    /// Hands the calls made since the last time to the host.
    pub fn take_host_calls(&mut self) -> Vec<HostCall> {
        let calls = std::mem::take(&mut self.host.submitted);
        self.host.outstanding.extend(calls.iter().cloned());
        calls
    }

    /// Delivers the host's answers and prepares the paused run to continue: the value to push
    /// as the paused call's result, or the error to raise there.
    pub fn deliver_host_results(&mut self, results: Vec<(u64, Result<HostValue, HostError>)>) -> PyResult<Value> {
        for (id, _) in &results {
            if !self.host.outstanding.iter().any(|c| c.id == *id) {
                return Err(PyErr::runtime_error(format!(
                    "the host answered call {id}, which is not waiting for an answer"
                )));
            }
        }
        self.host.record_answers(results);
        self.refresh_heap_limit();
        match self.host.suspension.take() {
            Some(Suspension::Call(id)) => {
                let Some(result) = self.host.take_answer(id) else {
                    self.host.suspension = Some(Suspension::Call(id));
                    return Err(PyErr::runtime_error(format!("the host did not answer call {id}")));
                };
                self.refresh_heap_limit();
                match result {
                    Ok(value) => self.alloc_host_value(&value),
                    Err(error) => Err(self.host_exception(&error)),
                }
            }
            Some(Suspension::Wait) => self.collect_answers(),
            None => Err(PyErr::runtime_error("the run is not waiting for the host")),
        }
    }

    /// The answered async calls as a list of `(id, ok, value_or_exception)`.
    fn collect_answers(&mut self) -> PyResult<Value> {
        let answered = self.host.take_answers();
        self.refresh_heap_limit();
        let mut items = Vec::with_capacity(answered.len());
        for (id, result) in answered {
            let (ok, value) = match result {
                Ok(value) => (true, self.alloc_host_value(&value)?),
                Err(error) => {
                    let err = self.host_exception(&error);
                    let exc = self.exception_object(err)?;
                    (false, Value::Ref(exc))
                }
            };
            items.push(self.new_tuple(vec![Value::Int(id as i64), Value::bool(ok), value]));
        }
        Ok(self.new_list(items))
    }

    /// `_garter_host.wait()` called from bytecode: answers already in, or a pause until the host
    /// answers some of the submitted calls.
    pub(super) fn host_wait(&mut self, at: usize) -> PyResult<CallOutcome> {
        self.stack.truncate(at);
        if !self.host.answered.is_empty() {
            let answers = self.collect_answers()?;
            self.stack.push(answers);
            return Ok(CallOutcome::Done);
        }
        if self.host.submitted.is_empty() && self.host.outstanding.is_empty() {
            return Err(PyErr::runtime_error("waiting for host calls, but none was made"));
        }
        if self.nested_runs > 0 {
            return Err(PyErr::runtime_error(
                "the event loop cannot wait for the host from code that a builtin runs on its own",
            ));
        }
        self.host.suspension = Some(Suspension::Wait);
        Ok(CallOutcome::Suspended)
    }

    /// The `_garter_host` module.
    pub(super) fn host_bridge_module(&mut self) -> PyResult<Value> {
        let mut globals = Globals::default();
        for (name, _) in BRIDGE_FUNCTIONS.iter().chain(super::task_step::TASK_FUNCTIONS) {
            let symbol = self.interner.intern(name);
            if let Some(id) = registry::own_method(TypeId::HostBridge, symbol) {
                globals.set(symbol, Value::Native(id));
            }
        }
        let name = self.interner.intern("_garter_host");
        Ok(self.new_module(name, globals))
    }
}

/// `_garter_host.submit(name, args, kwargs)`: records an async host call and returns its id.
fn submit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("submit", 3, 3)?;
    let Some(name) = vm.str_of(args.positional[0]).map(str::to_string) else {
        return Err(PyErr::type_error("submit() argument 1 must be str"));
    };
    let positional = vm.seq_items(args.positional[1]).unwrap_or(&[]).to_vec();
    let mut keywords = Vec::new();
    for (k, v) in vm.dict_items(args.positional[2])? {
        let Some(key) = vm.str_of(k).map(str::to_string) else {
            return Err(PyErr::type_error("keywords must be strings"));
        };
        keywords.push((vm.intern_runtime_name(&key)?, v));
    }
    let call = vm.host_call(&name, &positional, &keywords)?;
    let id = call.id;
    vm.host.submit(call);
    vm.refresh_heap_limit();
    Ok(Value::Int(id as i64))
}

/// `_garter_host.run_serial()`: the serial number of the current run (see
/// `PolicyState::runs_started`).
fn run_serial(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("run_serial", 0, 0)?;
    Ok(Value::Int(vm.policy_state.runs_started as i64))
}

/// `_garter_host.wait()` reached other than from bytecode (through a nested call).
fn wait(_vm: &mut Vm, _args: &Args) -> PyResult<Value> {
    Err(PyErr::runtime_error(
        "the event loop cannot wait for the host from code that a builtin runs on its own",
    ))
}

/// Builds the `_garter_host` module on import.
pub(super) fn build_host_bridge(vm: &mut Vm) -> PyResult<Value> {
    vm.host_bridge_module()
}

/// Whether native `id` is the `_garter_host` function `name`.
pub(super) fn is_bridge_native(id: crate::value::NativeId, name: &str) -> bool {
    let def = registry::native(id);
    def.owner == Some(TypeId::HostBridge) && def.name == name
}

/// Whether native `id` is `_garter_host.wait`.
pub(super) fn is_host_wait(id: crate::value::NativeId) -> bool {
    is_bridge_native(id, "wait")
}
