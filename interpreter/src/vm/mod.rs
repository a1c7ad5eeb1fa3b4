//! The virtual machine: the whole state of one interpreter (heap, frames, operand stack,
//! modules, output) and the operations the run loop and the builtins share.
//!
//! The run loop itself is in [`run`]; calling conventions in [`call`]; exception propagation and
//! tracebacks in [`unwind`]; operators in [`ops`] and [`compare`]; item and attribute access in
//! [`subscript`] and [`attr`]; iteration in [`iter`]; `match` statement support in [`pattern`];
//! the collector's roots in [`roots`].

mod async_gen;
pub mod attr;
pub mod attr_set;
mod binary_dunder;
mod budget;
pub mod call;
mod class_body;
mod class_cache;
mod class_creation;
pub mod classes;
mod code_attributes;
mod collect_call;
pub mod compare;
mod compare_dunder;
mod coroutine;
pub mod dunder;
pub mod errors;
mod except_star;
pub mod extension;
mod fallback;
pub mod frame;
mod fused;
mod generator;
pub mod globals;
pub mod hash;
pub mod host;
mod instance_attr;
mod int_args;
pub mod int_work;
mod internal;
pub use internal::is_public_module;
pub mod exec;
pub mod iter;
mod make;
pub(crate) use make::MAX_ALLOCATION;
mod instantiate;
mod names;
mod namespace;
pub mod ops;
mod pattern;
mod quick_calls;
mod quick_ops;
mod roots;
mod run;
mod slots;
mod spare_codes;
pub mod subscript;
mod subscript_dunder;
mod symbol_gc;
mod sys_modules;
pub mod task_step;
mod unwind;
mod weak;

use std::sync::Arc;

use crate::bytecode::{CodeKind, CodeObject};
use crate::heap::{Heap, ModuleObj, Object};
use crate::symbol::{Interner, Symbol};
use crate::types::function::{GeneratorObj, GeneratorState};
use crate::types::str::PyStr;
use crate::value::Value;
use call::CallOutcome;
pub use errors::{PyErr, PyResult};
use frame::{Frame, FrameExit, SavedFrame};
use globals::Globals;

/// How many nested run loops (native code calling back into Python) may be active at once.
const MAX_NESTED_RUNS: u32 = 200;

/// The default Python call depth limit (CPython's default recursion limit).
pub const DEFAULT_MAX_DEPTH: usize = 1000;

/// An interpreter's complete state.
pub struct Vm {
    pub heap: Heap,
    pub interner: Interner,
    /// The operand stack shared by all frames; each frame's locals sit at its base.
    pub stack: Vec<Value>,
    pub frames: Vec<Frame>,
    /// Global variables of each module; module 0 is `__main__`.
    pub modules: Vec<Globals>,
    /// Imported modules by name.
    pub imported: Vec<(Symbol, Value)>,
    /// Constants of every compiled code object (kept alive by the collector).
    pub constants: Vec<Value>,
    /// The exception being handled (`Value::None` outside handlers).
    pub exc_info: Value,
    /// Printed output not yet taken by the host.
    pub output: String,
    /// What the program wrote to `sys.stderr` (and what logging and warnings print there), not
    /// yet taken by the host.
    pub stderr: String,
    /// The value of the program's last expression statement.
    pub result: Value,
    /// Active nested run loops.
    pub(crate) nested_runs: u32,
    /// Largest number of Python frames.
    pub max_depth: usize,
    /// The program's limit on decimal digits in int/str conversions (0: none), set by
    /// `sys.set_int_max_str_digits`.
    pub int_max_str_digits: usize,
    /// The limits of the current and later runs.
    pub limits: crate::limits::Limits,
    /// Instructions executed.
    pub steps: u64,
    /// Heap slots visited by the collections the `weakref` module asked for (see `vm/weak.rs`).
    pub(crate) weak_collect_work: u64,
    /// Steps at which native work next reads the clock.
    pub(crate) next_clock_check: u64,
    /// When the current run's time limit expires.
    pub(crate) deadline: Option<std::time::Instant>,
    /// When the run paused for the host (the pause does not count against its time limit).
    pub(crate) paused_at: Option<std::time::Instant>,
    /// Whether the time a run waits for the host counts against its time limit (host
    /// configuration, not part of a snapshot).
    pub(crate) host_time_counts: bool,
    /// Whether output has passed its limit (later output is dropped).
    pub(crate) output_truncated: bool,
    /// How deeply native algorithms over user data are nested inside each other where each
    /// level restarts its own depth count (a dict lookup inside `==`, `str()` of an argument).
    pub(crate) native_nesting: u32,
    /// The globals of the `builtins` module, once made.
    pub(crate) builtins_module: Option<u32>,
    /// Whether the program changed the `builtins` module (or took its `__dict__`): from then on
    /// what it binds replaces the interpreter's builtin of that name for every module.
    pub(crate) builtins_changed: bool,
    /// The containers whose repr is being built, across nested `repr()` calls made by user
    /// `__repr__` methods (CPython's `Py_ReprEnter`), so a cycle through them prints `[...]`.
    pub(crate) repr_active: Vec<crate::value::HeapId>,
    /// Host calls made, outstanding and answered, and what a paused run waits for.
    pub host: host::HostState,
    /// Modules that `import` can load, by name.
    pub module_builders: Vec<(&'static str, ModuleBuilder)>,
    /// Modules written in Python: name and source, compiled and run on first import.
    pub source_modules: Vec<(&'static str, &'static str)>,
    /// Modules written in Python whose frames tracebacks leave out (see
    /// [`crate::Interpreter::hide_frames_of`]).
    pub frameless_modules: Vec<&'static str>,
    /// Set by `type.__call__` so that the class call it makes instantiates the class instead of
    /// going back to the metaclass's `__call__`; the next class call clears it.
    pub(crate) bypass_meta_call: bool,
    /// Native functions registered by libraries outside this crate, by module.
    pub extension_tables: Vec<extension::ExtensionTable>,
    /// Interned str objects for names (keys of instance `__dict__`s).
    pub name_strs: std::collections::HashMap<Symbol, Value>,
    /// The one-character strs of the first 256 code points, made on first use and shared (as
    /// CPython shares them), so iterating or indexing text allocates nothing; not part of a
    /// snapshot, emptied on restore.
    pub(crate) char_strs: Vec<Value>,
    /// The interner's bytes after its last sweep of unused names (`symbol_gc.rs`).
    pub(crate) names_kept: usize,
    /// The one empty tuple (CPython shares it too, so `() is ()`).
    pub(crate) empty_tuple: Value,
    /// Payload of the next NaN made by `float('nan')`: each such NaN is a distinct object in
    /// CPython, so each gets distinct bits here and identity (`is`) tells them apart.
    pub(crate) next_nan_payload: u64,
    /// The clock the host grants programs (configuration, not written in snapshots).
    pub clock: crate::host_policy::Clock,
    /// The entropy the host grants programs (configuration, not written in snapshots).
    pub entropy: crate::host_policy::Entropy,
    /// What programs accumulated through the policies (time slept, seeded bytes drawn).
    pub policy_state: crate::host_policy::PolicyState,
    /// The in-memory filesystem the host granted, if any (program state: snapshots carry it).
    pub filesystem: Option<crate::vfs::VirtualFs>,
    /// Lookups along user classes' MROs (not program state: rebuilt as the program runs).
    pub(crate) class_cache: class_cache::ClassCache,
    /// Whether some user class has defined `__getattribute__`: until one does, attribute reads
    /// of instances skip looking for it (see `vm/instance_attr.rs`).
    pub(crate) getattribute_hooks: bool,
    /// Code handles of recently returned frames, reused by calls of the same code (not program
    /// state): see `Vm::recycle_code`.
    pub(crate) spare_codes: spare_codes::SpareCodes,
    /// The module entry of each dict that holds globals of code `exec` ran (not program state:
    /// rebuilt from the entries on restore), see `namespace.rs`.
    pub(crate) namespace_index: crate::fast_hash::FastMap<crate::value::HeapId, u32>,
    /// Module entries whose dicts were collected, to reuse.
    pub(crate) free_namespaces: Vec<u32>,
    /// Recent compilations of `exec`, `eval` and `compile` (not program state).
    pub(crate) compiled_cache: exec::CompiledCache,
}

/// Builds a module's object when it is first imported.
pub type ModuleBuilder = fn(&mut Vm) -> PyResult<Value>;

impl Default for Vm {
    fn default() -> Vm {
        Vm::new()
    }
}

impl Vm {
    pub fn new() -> Vm {
        let mut vm = Vm {
            heap: Heap::new(),
            interner: Interner::default(),
            stack: Vec::with_capacity(256),
            frames: Vec::new(),
            modules: Vec::new(),
            imported: Vec::new(),
            constants: Vec::new(),
            exc_info: Value::None,
            output: String::new(),
            stderr: String::new(),
            result: Value::None,
            nested_runs: 0,
            max_depth: DEFAULT_MAX_DEPTH,
            int_max_str_digits: crate::types::int::MAX_STR_DIGITS,
            limits: crate::limits::Limits::default(),
            steps: 0,
            weak_collect_work: 0,
            next_clock_check: 0,
            deadline: None,
            paused_at: None,
            host_time_counts: false,
            output_truncated: false,
            native_nesting: 0,
            builtins_module: None,
            builtins_changed: false,
            repr_active: Vec::new(),
            host: host::HostState::default(),
            module_builders: vec![
                (
                    "builtins",
                    crate::builtins::exec::build_builtins_module as ModuleBuilder,
                ),
                ("_garter_host", host::build_host_bridge as ModuleBuilder),
                ("_garter_natives", crate::builtins::prelude::build_natives_module),
            ],
            source_modules: vec![("_garter_prelude", crate::builtins::prelude::SOURCE)],
            frameless_modules: Vec::new(),
            extension_tables: Vec::new(),
            bypass_meta_call: false,
            empty_tuple: Value::None,
            name_strs: std::collections::HashMap::new(),
            char_strs: Vec::new(),
            names_kept: 0,
            next_nan_payload: 1,
            clock: crate::host_policy::Clock::None,
            entropy: crate::host_policy::Entropy::None,
            policy_state: crate::host_policy::PolicyState::default(),
            filesystem: None,
            class_cache: class_cache::ClassCache::default(),
            getattribute_hooks: false,
            spare_codes: spare_codes::SpareCodes::default(),
            namespace_index: crate::fast_hash::FastMap::default(),
            free_namespaces: Vec::new(),
            compiled_cache: exec::CompiledCache::default(),
        };
        vm.empty_tuple = vm.heap.alloc_value(Object::Tuple(Vec::new()));
        let mut main = Globals::default();
        let name = vm.interner.intern("__name__");
        let main_name = vm.new_str("__main__");
        main.set(name, main_name);
        vm.modules.push(main);
        vm
    }

    // ----- allocation -----

    pub fn new_str(&mut self, text: impl Into<String>) -> Value {
        self.heap.alloc_value(Object::Str(PyStr::new(text.into())))
    }

    /// The str of one character: shared for the first 256 code points.
    pub fn char_str(&mut self, c: char) -> Value {
        let code = c as usize;
        if code >= 256 {
            return self.new_str(c.to_string());
        }
        if self.char_strs.is_empty() {
            self.char_strs = vec![Value::Undefined; 256];
        }
        if self.char_strs[code] == Value::Undefined {
            self.char_strs[code] = self.new_str(c.to_string());
        }
        self.char_strs[code]
    }

    pub fn new_list(&mut self, items: Vec<Value>) -> Value {
        self.heap.alloc_value(Object::List(items))
    }

    pub fn new_tuple(&mut self, items: Vec<Value>) -> Value {
        if items.is_empty() {
            return self.empty_tuple;
        }
        self.heap.alloc_value(Object::Tuple(items))
    }

    /// An int value from an i128.
    pub fn int_from_i128(&mut self, value: i128) -> Value {
        match i64::try_from(value) {
            Ok(i) => Value::Int(i),
            Err(_) => self.heap.alloc_value(Object::BigInt(num_bigint::BigInt::from(value))),
        }
    }

    /// A NaN distinct (by identity) from every other NaN made so far.
    pub fn fresh_nan(&mut self) -> f64 {
        let payload = self.next_nan_payload & 0x0007_ffff_ffff_ffff;
        self.next_nan_payload = self.next_nan_payload.wrapping_add(1).max(1);
        f64::from_bits(0x7ff8_0000_0000_0000 | payload)
    }

    /// An int value from a big integer, normalized to the 64-bit form when it fits.
    pub fn new_int(&mut self, value: num_bigint::BigInt) -> Value {
        match num_traits::ToPrimitive::to_i64(&value) {
            Some(i) => Value::Int(i),
            None => self.heap.alloc_value(Object::BigInt(value)),
        }
    }

    // ----- access helpers -----

    /// The text of a str value.
    pub fn str_of(&self, value: Value) -> Option<&str> {
        self.heap.str_text(value)
    }

    /// The `PyStr` of a str value.
    pub fn pystr(&self, value: Value) -> Option<&PyStr> {
        match value {
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(s) => Some(s),
                Object::Instance(i) if i.base != Value::Undefined => self.pystr(i.base),
                _ => None,
            },
            _ => None,
        }
    }

    /// The object a value refers to, if it is a heap value.
    pub fn object(&self, value: Value) -> Option<&Object> {
        value.heap_id().map(|id| self.heap.get(id))
    }

    /// The items of a list or tuple value.
    pub fn seq_items(&self, value: Value) -> Option<&[Value]> {
        match self.object(value)? {
            Object::List(items) | Object::Tuple(items) => Some(items),
            Object::Instance(i) if i.base != Value::Undefined => self.seq_items(i.base),
            _ => None,
        }
    }

    /// Item `i` of the list or tuple `id`, read afresh (a loop that calls back into Python
    /// between items sees the list as it is now, as CPython's do), or `None` past its end.
    pub fn item_at(&self, id: crate::value::HeapId, i: usize) -> Option<Value> {
        match self.heap.get(id) {
            Object::List(items) | Object::Tuple(items) => items.get(i).copied(),
            _ => None,
        }
    }

    /// A module object for module `globals`, named `name`.
    pub fn new_module(&mut self, name: Symbol, globals: Globals) -> Value {
        self.modules.push(globals);
        let index = self.modules.len() as u32 - 1;
        self.heap
            .alloc_value(Object::Module(ModuleObj { name, globals: index }))
    }

    // ----- running -----

    /// Runs a compiled module body in module `module` and returns when it finishes.
    pub fn run_module_code(&mut self, code: Arc<CodeObject>, module: u32) -> PyResult<Value> {
        let base = self.stack.len() as u32;
        let slots = code.frame_slots();
        self.stack.extend(std::iter::repeat_n(Value::Undefined, slots));
        self.frames.push(Frame {
            code,
            pc: 0,
            base,
            ret_sp: base,
            module,
            exit: FrameExit::Boundary,
            generator: None,
        });
        let floor = self.frames.len() - 1;
        let result = self.run(floor);
        if result.as_ref().is_err_and(|e| !matches!(e, PyErr::Suspended)) {
            self.frames.truncate(floor);
            self.stack.truncate(base as usize);
        }
        result.map(|v| v.unwrap_or(Value::None))
    }

    /// Continues a run paused for the host at the outermost level, with the paused call's
    /// result (or the error to raise where it was called).
    pub fn resume_root(&mut self, delivered: PyResult<Value>) -> PyResult<Value> {
        let result = match delivered {
            Ok(value) => {
                self.stack.push(value);
                self.run(0)
            }
            Err(err) => self.handle_error(err, 0).and_then(|()| self.run(0)),
        };
        if result.as_ref().is_err_and(|e| !matches!(e, PyErr::Suspended)) {
            self.frames.clear();
            self.stack.clear();
        }
        result.map(|v| v.unwrap_or(Value::None))
    }

    /// Runs a module body that uses top-level `await`: as a coroutine handed to `asyncio.run`.
    pub fn run_module_coroutine(&mut self, code: Arc<CodeObject>, module: u32) -> PyResult<Value> {
        let asyncio = self.interner.intern("asyncio");
        let asyncio = self.import_module(asyncio).map_err(|_| {
            PyErr::runtime_error("top-level 'await' needs the asyncio module, which this interpreter does not provide")
        })?;
        let run = self.interner.intern("run");
        let run = self.getattr(asyncio, run)?;
        let coroutine = GeneratorObj {
            kind: CodeKind::Coroutine,
            frame: Some(SavedFrame {
                code: code.clone(),
                pc: 0,
                module,
                slots: vec![Value::Undefined; code.frame_slots()],
            }),
            state: GeneratorState::Created,
            name: code.name,
            qualname: code.qualname.clone(),
            spare_slots: Vec::new(),
        };
        let coroutine = self.heap.alloc_value(Object::Generator(Box::new(coroutine)));
        let base = self.stack.len();
        self.stack.push(run);
        self.stack.push(coroutine);
        match self.call_at(base, base + 1, &[])? {
            CallOutcome::Done => Ok(self.stack.pop().unwrap_or(Value::None)),
            CallOutcome::Suspended => Err(PyErr::Suspended),
            CallOutcome::FramePushed => {
                let floor = self.frames.len() - 1;
                self.frames[floor].exit = FrameExit::Boundary;
                let result = self.run(floor);
                if result.as_ref().is_err_and(|e| !matches!(e, PyErr::Suspended)) {
                    self.frames.truncate(floor);
                    self.stack.truncate(base);
                }
                result.map(|v| v.unwrap_or(Value::None))
            }
        }
    }

    /// What the current run has used.
    pub fn usage(&self) -> crate::running::Usage {
        crate::running::Usage {
            steps: self.steps,
            peak_memory: self.heap.peak_bytes(),
            host_calls: self.host.calls_made(),
        }
    }

    /// Calls `callable` with `args` from native code, running a nested loop until it returns.
    pub fn call_value(&mut self, callable: Value, args: &[Value]) -> PyResult<Value> {
        self.call_value_kw(callable, args, &[])
    }

    /// Like [`Vm::call_value`], with keyword arguments.
    pub fn call_value_kw(&mut self, callable: Value, args: &[Value], kwargs: &[(Symbol, Value)]) -> PyResult<Value> {
        self.enter_nested()?;
        let result = self.call_nested(callable, args, kwargs);
        self.leave_nested();
        result
    }

    /// Runs `f` one level deeper in native recursion over user data, raising RecursionError
    /// ("maximum recursion depth exceeded {context}") past the nesting bound.
    pub fn nested_native<T>(&mut self, context: &str, f: impl FnOnce(&mut Vm) -> PyResult<T>) -> PyResult<T> {
        if self.native_nesting >= compare::MAX_NESTING {
            return Err(PyErr::new(
                crate::types::TypeId::RecursionError,
                format!("maximum recursion depth exceeded {context}"),
            ));
        }
        self.native_nesting += 1;
        let result = f(self);
        self.native_nesting -= 1;
        result
    }

    /// Notes that native code is about to run Python code in a nested loop.
    pub(crate) fn enter_nested(&mut self) -> PyResult<()> {
        if self.nested_runs >= MAX_NESTED_RUNS {
            return Err(PyErr::new(
                crate::types::TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        self.nested_runs += 1;
        Ok(())
    }

    pub(crate) fn leave_nested(&mut self) {
        self.nested_runs -= 1;
    }

    /// `true` when native code is running Python code through a nested loop, so values may be
    /// held in Rust locals where the collector cannot see them.
    fn in_nested_run(&self) -> bool {
        self.nested_runs > 0
    }

    /// The module id of the running frame (or `__main__`).
    pub fn current_module(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.module)
    }
}
