//! Python functions (closures over a code object) and generator objects.

use std::sync::Arc;

use crate::bytecode::{CodeKind, CodeObject};
use crate::symbol::Symbol;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::frame::SavedFrame;

/// A function made by `def` or `lambda`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Function {
    #[serde(with = "crate::snapshot::shared_code")]
    pub code: Arc<CodeObject>,
    /// The module whose globals the body reads.
    pub module: u32,
    /// `__name__` (a str), or `Undefined` for the code's own name: made into a str when the
    /// program first reads it (see `Vm::function_name_attribute`), so making a function (a
    /// lambda or generator expression in a loop) allocates no strs.
    pub name: Value,
    /// `__qualname__` (a str), or `Undefined` for the code's own, as `name`.
    pub qualname: Value,
    /// Defaults of the last positional parameters.
    pub defaults: Vec<Value>,
    /// Defaults of keyword-only parameters.
    pub kwdefaults: Vec<(Symbol, Value)>,
    /// The cells of the free variables, in the code's `freevars` order.
    pub closure: Vec<Value>,
    pub doc: Value,
    /// `__annotations__`: a dict, or None until the `def` or user code sets one (reading it
    /// then makes an empty one).
    pub annotations: Value,
    /// `__dict__`: attributes assigned by user code (`f.calls = 0`), made on first use.
    pub dict: Option<HeapId>,
    /// A native the standard library attached ([`crate::vm::Vm::set_fast_path`]) to compute
    /// the function's common cases: a call tries it first, and runs the body only when it
    /// declines.
    #[serde(default)]
    pub fast_path: Option<FastPath>,
}

/// A native function of an extension table (see `vm/extension.rs`) that a call of a Python
/// function tries first. It receives the function and then the call's positional arguments,
/// and returns `Value::Undefined` to decline (the body then runs as if it had not been tried),
/// so it must return what the body would and change nothing when it declines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FastPath {
    pub table: u16,
    pub index: u16,
}

impl Function {
    pub fn trace(&self, out: &mut Vec<Value>) {
        out.extend([self.name, self.qualname, self.doc, self.annotations]);
        out.extend_from_slice(&self.defaults);
        out.extend(self.kwdefaults.iter().map(|(_, v)| *v));
        out.extend_from_slice(&self.closure);
        out.extend(self.dict.map(Value::Ref));
        out.extend_from_slice(&self.code.consts);
    }
}

/// Where a generator is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GeneratorState {
    /// Created, not started: the frame holds the bound arguments.
    Created,
    /// Paused at a `yield`.
    Suspended,
    /// Its frame is on the frame stack.
    Running,
    /// Returned or raised; it yields nothing more.
    Finished,
}

/// A generator: a paused frame and its state.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct GeneratorObj {
    /// Generator, coroutine or async generator: the kind of code it runs.
    pub kind: CodeKind,
    pub frame: Option<SavedFrame>,
    pub state: GeneratorState,
    pub name: Symbol,
    /// The code's `__qualname__`, shared with it.
    pub qualname: std::sync::Arc<str>,
    /// While the frame runs: its emptied slot buffer, refilled at the next `yield`, so resuming
    /// and pausing allocate nothing.
    #[serde(skip)]
    pub spare_slots: Vec<Value>,
}

impl GeneratorObj {
    /// The Python type of the object.
    pub fn type_id(&self) -> TypeId {
        match self.kind {
            CodeKind::Coroutine => TypeId::Coroutine,
            CodeKind::AsyncGenerator => TypeId::AsyncGenerator,
            _ => TypeId::Generator,
        }
    }

    pub fn trace(&self, out: &mut Vec<Value>) {
        if let Some(frame) = &self.frame {
            out.extend_from_slice(&frame.slots);
            out.extend_from_slice(&frame.code.consts);
        }
    }

    pub fn size_bytes(&self) -> usize {
        std::mem::size_of::<GeneratorObj>()
            + self
                .frame
                .as_ref()
                .map_or(0, |f| f.slots.capacity() * std::mem::size_of::<Value>())
            + self.spare_slots.capacity() * std::mem::size_of::<Value>()
    }
}
