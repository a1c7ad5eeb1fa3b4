//! A class statement's body run as a frame of the run loop, so that it can pause like any other
//! code (a host tool called in a class body: `class Config: limit = get_limit()`).
//!
//! `__build_class__` called from bytecode prepares the class (`Vm::prepare_class`), keeps what
//! the making of the class needs in a heap tuple (a [`PendingClass`]), and pushes the body's
//! frame with `FrameExit::ClassBody`; when the body returns, `Vm::finish_class` makes the class
//! and the class statement receives it. The tuple lives in the heap so that a paused class body
//! is serialized with the rest of the run.

use crate::builtins::registry;
use crate::heap::Object;
use crate::symbol::Symbol;
use crate::value::{HeapId, NativeId, Value};

use super::call::CallOutcome;
use super::frame::FrameExit;
use super::{PyErr, PyResult, Vm};

/// What making a class needs once its body has run.
pub(super) struct PendingClass {
    /// The class name (a str).
    pub name: Value,
    /// The qualified name (a str).
    pub qualname: Value,
    /// The module whose code defines the class.
    pub module: u32,
    pub bases: Vec<Value>,
    /// The dict the body fills.
    pub namespace: Value,
    pub metaclass: Value,
    /// The class statement's keywords other than `metaclass=`.
    pub keywords: Vec<(Symbol, Value)>,
}

/// Fields of the heap tuple before the bases and keywords.
const FIXED_FIELDS: usize = 7;

impl PendingClass {
    /// Stores the pending class as one tuple: name, qualname, module, namespace, metaclass, the
    /// number of bases, the number of keywords, the bases, then each keyword's name and value.
    pub fn store(self, vm: &mut Vm) -> HeapId {
        let mut items = Vec::with_capacity(FIXED_FIELDS + self.bases.len() + 2 * self.keywords.len());
        items.extend([
            self.name,
            self.qualname,
            Value::Int(i64::from(self.module)),
            self.namespace,
            self.metaclass,
            Value::Int(self.bases.len() as i64),
            Value::Int(self.keywords.len() as i64),
        ]);
        items.extend(self.bases);
        for (name, value) in self.keywords {
            let name = vm.new_str(vm.interner.name(name).to_string());
            items.extend([name, value]);
        }
        vm.heap.alloc(Object::Tuple(items))
    }

    /// The pending class a tuple made by [`PendingClass::store`] holds.
    pub fn load(vm: &mut Vm, id: HeapId) -> PyResult<PendingClass> {
        let broken = || PyErr::new(crate::types::TypeId::SystemError, "a class statement lost its state");
        let Object::Tuple(items) = vm.heap.get(id) else {
            return Err(broken());
        };
        let items = items.clone();
        let (Some(&Value::Int(module)), Some(&Value::Int(nbases)), Some(&Value::Int(nkeywords))) =
            (items.get(2), items.get(5), items.get(6))
        else {
            return Err(broken());
        };
        let (nbases, nkeywords) = (
            usize::try_from(nbases).map_err(|_| broken())?,
            usize::try_from(nkeywords).map_err(|_| broken())?,
        );
        if items.len() != FIXED_FIELDS + nbases + 2 * nkeywords {
            return Err(broken());
        }
        let bases = items[FIXED_FIELDS..FIXED_FIELDS + nbases].to_vec();
        let mut keywords = Vec::with_capacity(nkeywords);
        for pair in items[FIXED_FIELDS + nbases..].chunks_exact(2) {
            let text = vm.str_of(pair[0]).ok_or_else(broken)?.to_string();
            keywords.push((vm.intern_runtime_name(&text)?, pair[1]));
        }
        Ok(PendingClass {
            name: items[0],
            qualname: items[1],
            module: u32::try_from(module).map_err(|_| broken())?,
            bases,
            namespace: items[3],
            metaclass: items[4],
            keywords,
        })
    }
}

impl Vm {
    /// Whether native `id` is `__build_class__`.
    pub(super) fn is_build_class(id: NativeId) -> bool {
        id == registry::build_class_id()
    }

    /// `__build_class__(body, name, *bases, **keywords)` called at `stack[at]` with a Python
    /// function as the body: prepares the class and pushes the body's frame, whose return
    /// makes the class (see the module doc). `None` for any other body, which the native runs.
    pub(super) fn call_build_class(
        &mut self,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<Option<CallOutcome>> {
        let body = self.stack.get(args_start).copied().unwrap_or(Value::Undefined);
        if args_start + 1 >= self.stack.len() - kwnames.len() || !matches!(self.object(body), Some(Object::Function(_)))
        {
            return Ok(None);
        }
        let args = self.take_args(at, args_start, kwnames);
        let (body, namespace, pending) = self.prepare_class(&args)?;
        self.stack.extend([body, namespace]);
        let outcome = self.call_at(at, at + 1, &[])?;
        match outcome {
            CallOutcome::FramePushed => {
                if let Some(frame) = self.frames.last_mut() {
                    frame.exit = FrameExit::ClassBody { pending };
                }
            }
            CallOutcome::Done => {
                let cell = self.stack.pop().unwrap_or(Value::None);
                let class = self.finish_class(pending, cell)?;
                self.stack.push(class);
            }
            CallOutcome::Suspended => {}
        }
        Ok(Some(outcome))
    }
}
