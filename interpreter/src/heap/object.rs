//! The objects that live in the heap, the small structs some of them are made of, and what the
//! collector needs from each: its size in bytes and the values it refers to.

use std::mem::size_of;
use std::sync::Arc;

use num_bigint::BigInt;

use crate::bytecode::CodeObject;
use crate::symbol::Symbol;
use crate::types::async_gen_op::AsyncGenOp;
use crate::types::bytearray::ByteArrayObj;
use crate::types::class::{ClassObj, InstanceObj};
use crate::types::complex::Complex;
use crate::types::descriptor::{PropertyObj, SuperObj};
use crate::types::dict::DictTable;
use crate::types::function::{Function, GeneratorObj};
use crate::types::iter::IterObj;
use crate::types::memoryview::MemoryViewObj;
use crate::types::range::RangeObj;
use crate::types::set::SetTable;
use crate::types::str::PyStr;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

/// A heap object.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum Object {
    Str(PyStr),
    /// An int outside the 64-bit range (ints inside it are always `Value::Int`).
    BigInt(BigInt),
    Complex(Complex),
    Bytes(Vec<u8>),
    ByteArray(ByteArrayObj),
    MemoryView(MemoryViewObj),
    List(Vec<Value>),
    Tuple(Vec<Value>),
    Dict(DictTable),
    Set(SetTable),
    FrozenSet(SetTable),
    Range(RangeObj),
    Slice(SliceObj),
    Function(Box<Function>),
    BoundMethod(BoundMethod),
    /// A closure cell; `Value::Undefined` while empty.
    Cell(Value),
    Iter(IterObj),
    DictView(DictView),
    Exception(Box<ExceptionObj>),
    Module(ModuleObj),
    Generator(Box<GeneratorObj>),
    Class(Box<ClassObj>),
    Instance(Box<InstanceObj>),
    Property(Box<PropertyObj>),
    ClassMethod(Value),
    StaticMethod(Value),
    Super(SuperObj),
    /// A traceback entry of an exception (`exc.__traceback__`, `tb.tb_next`): the exception and
    /// the entry's position, outermost frame first.
    Traceback {
        exception: HeapId,
        position: usize,
    },
    /// The awaitable `agen.__anext__()`, `asend()`, `athrow()` or `aclose()` returns: awaiting
    /// it runs the async generator to its next own `yield`.
    AsyncGenOp(Box<AsyncGenOp>),
    /// A function of the host: calling it pauses the run until the host answers.
    HostFunction(Symbol),
    /// A native function registered with the interpreter by a library outside this crate
    /// (a module of the standard library written in Rust): entry `index` of the interpreter's
    /// extension table `table`.
    ExtensionFunction {
        table: u16,
        index: u16,
    },
    /// The heap half of a `weakref.ref` (see `heap/weak.rs`); the collector does not trace its
    /// target.
    WeakRef(super::WeakRefObj),
}

/// A `slice` object.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct SliceObj {
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

/// A function bound to the object it was looked up on.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct BoundMethod {
    pub receiver: Value,
    pub function: Value,
}

/// Which view of a dict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// `dict.keys()`, `dict.values()` or `dict.items()`: a live view of a dict.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct DictView {
    pub dict: HeapId,
    pub kind: ViewKind,
}

/// One line of a traceback: a frame's code and the line it was at.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct TracebackEntry {
    #[serde(with = "crate::snapshot::shared_code")]
    pub code: Arc<CodeObject>,
    pub line: u32,
    /// The instruction that was running, whose columns the traceback marks.
    pub pc: u32,
}

/// An exception instance.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ExceptionObj {
    /// The builtin exception class, or the nearest builtin ancestor of `user_class`.
    pub class: TypeId,
    /// The user-defined class of the exception, if it is an instance of one.
    pub user_class: Option<HeapId>,
    pub args: Vec<Value>,
    /// Where the exception passed, innermost frame last.
    pub traceback: Vec<TracebackEntry>,
    /// `__cause__`: set by `raise ... from ...` (`Value::None` when absent).
    pub cause: Value,
    /// `__context__`: the exception being handled when this one was raised.
    pub context: Value,
    pub suppress_context: bool,
    /// Other attributes (`name` of ImportError, those set by user code, ...).
    pub attrs: Vec<(Symbol, Value)>,
    /// A "Did you mean" suggestion shown only when the exception goes uncaught.
    pub hint: Option<String>,
    /// For an exception group: its message and its exceptions.
    pub group: Option<GroupParts>,
}

/// What an exception group holds besides `BaseException`'s fields.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct GroupParts {
    /// `message`, a str.
    pub message: Value,
    /// `exceptions`, a non-empty tuple of exceptions.
    pub exceptions: HeapId,
}

impl ExceptionObj {
    pub fn new(class: TypeId, args: Vec<Value>) -> ExceptionObj {
        ExceptionObj {
            class,
            user_class: None,
            args,
            traceback: Vec::new(),
            cause: Value::None,
            context: Value::None,
            suppress_context: false,
            attrs: Vec::new(),
            hint: None,
            group: None,
        }
    }

    pub fn attr(&self, name: Symbol) -> Option<Value> {
        self.attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    pub fn set_attr(&mut self, name: Symbol, value: Value) {
        match self.attrs.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.attrs.push((name, value)),
        }
    }
}

/// A module object; its variables live in the interpreter's module table.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct ModuleObj {
    pub name: Symbol,
    pub globals: u32,
}

impl Object {
    /// Approximate bytes held by the object, for memory accounting.
    pub fn size_bytes(&self) -> usize {
        let header = size_of::<Object>();
        header
            + match self {
                Object::Str(s) => s.size_bytes(),
                Object::BigInt(b) => b.bits() as usize / 8 + 8,
                Object::Bytes(b) => b.capacity(),
                Object::ByteArray(b) => b.data.capacity(),
                Object::MemoryView(_) => size_of::<MemoryViewObj>(),
                Object::List(v) | Object::Tuple(v) => v.capacity() * size_of::<Value>(),
                Object::Dict(d) => d.size_bytes(),
                Object::Set(s) | Object::FrozenSet(s) => s.capacity() * crate::types::set::table::SLOT_BYTES,
                Object::Function(f) => {
                    size_of::<Function>() + (f.defaults.len() + f.closure.len()) * size_of::<Value>()
                }
                Object::Iter(i) => i.size_bytes(),
                Object::Exception(e) => {
                    size_of::<ExceptionObj>()
                        + e.args.len() * size_of::<Value>()
                        + e.traceback.len() * size_of::<TracebackEntry>()
                }
                Object::Generator(g) => g.size_bytes(),
                Object::Class(c) => std::mem::size_of::<ClassObj>() + c.attrs.size_bytes(),
                Object::Instance(i) => std::mem::size_of::<InstanceObj>() + i.attrs.size_bytes(),
                Object::Property(_) => std::mem::size_of::<PropertyObj>(),
                Object::ClassMethod(_)
                | Object::StaticMethod(_)
                | Object::Super(_)
                | Object::Traceback { .. }
                | Object::HostFunction(_)
                | Object::ExtensionFunction { .. } => 0,
                Object::WeakRef(_) => size_of::<super::WeakRefObj>(),
                Object::AsyncGenOp(_) => size_of::<crate::types::async_gen_op::AsyncGenOp>(),
                Object::Complex(_)
                | Object::Range(_)
                | Object::Slice(_)
                | Object::BoundMethod(_)
                | Object::Cell(_)
                | Object::DictView(_)
                | Object::Module(_) => 0,
            }
    }

    /// Whether CPython's cycle collector tracks objects of this kind (those that can refer to
    /// others; strs, ints and bytes cannot).
    pub fn is_container(&self) -> bool {
        !matches!(
            self,
            Object::Str(_) | Object::BigInt(_) | Object::Complex(_) | Object::Bytes(_) | Object::Range(_)
        )
    }

    /// Pushes every value this object refers to, for the collector.
    pub fn trace(&self, out: &mut Vec<Value>) {
        match self {
            Object::Str(_)
            | Object::BigInt(_)
            | Object::Complex(_)
            | Object::Bytes(_)
            | Object::Range(_)
            | Object::Module(_) => {}
            Object::ByteArray(_) => {}
            Object::MemoryView(view) => out.push(Value::Ref(view.obj)),
            Object::List(v) | Object::Tuple(v) => out.extend_from_slice(v),
            Object::Dict(d) => d.trace(out),
            Object::Set(s) | Object::FrozenSet(s) => s.trace(out),
            Object::Slice(s) => out.extend([s.start, s.stop, s.step]),
            Object::Function(f) => f.trace(out),
            Object::BoundMethod(m) => out.extend([m.receiver, m.function]),
            Object::Cell(v) => out.push(*v),
            Object::Iter(i) => i.trace(out),
            Object::DictView(v) => out.push(Value::Ref(v.dict)),
            Object::Exception(e) => {
                out.extend_from_slice(&e.args);
                out.extend([e.cause, e.context]);
                out.extend(e.attrs.iter().map(|(_, v)| *v));
                out.extend(e.user_class.map(Value::Ref));
                if let Some(group) = e.group {
                    out.extend([group.message, Value::Ref(group.exceptions)]);
                }
                for entry in &e.traceback {
                    out.extend_from_slice(&entry.code.consts);
                }
            }
            Object::Generator(g) => g.trace(out),
            Object::Class(c) => c.trace(out),
            Object::Instance(i) => {
                out.push(i.class);
                i.attrs.trace(out);
                out.extend(i.dict.map(Value::Ref));
                out.push(i.base);
            }
            Object::Property(p) => out.extend([p.fget, p.fset, p.fdel, p.doc]),
            Object::ClassMethod(f) | Object::StaticMethod(f) => out.push(*f),
            Object::Super(s) => out.extend([s.start, s.receiver]),
            Object::Traceback { exception, .. } => out.push(Value::Ref(*exception)),
            Object::AsyncGenOp(op) => out.extend(op.values()),
            Object::HostFunction(_) | Object::ExtensionFunction { .. } => {}
            Object::WeakRef(weak) => out.extend([weak.callback, weak.owner]),
        }
    }
}
