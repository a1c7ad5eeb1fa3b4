//! The error type of every fallible VM operation: a raised Python exception, an exception not
//! yet allocated on the heap, or an exceeded limit (which Python code cannot catch).

use crate::types::TypeId;
use crate::value::{HeapId, Value};

/// The argument of an exception that has not been allocated yet.
#[derive(Debug, Clone)]
pub enum LazyArg {
    None,
    Message(String),
    Value(Value),
    /// Several arguments (a codec error's five, an OverflowError's errno and message).
    Items(Vec<LazyItem>),
}

/// One of several arguments of an exception that has not been allocated yet.
#[derive(Debug, Clone)]
pub enum LazyItem {
    Int(i64),
    Str(String),
    Bytes(Vec<u8>),
}

/// A failed operation.
#[derive(Debug, Clone)]
pub enum PyErr {
    /// An exception object on the heap.
    Exception(HeapId),
    /// An exception of a builtin class with one argument, allocated when something handles it.
    Lazy(Box<(TypeId, LazyArg)>),
    /// A resource limit was exceeded; the message names the limit.
    Limit(Box<LimitExceeded>),
    /// The run paused for the host (a host function was called); the frames stay as they are
    /// until the host resumes the run. Never visible to Python code.
    Suspended,
}

/// An exceeded limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitExceeded {
    /// The exception class name shown to the user (`MemoryError`, `TimeoutError`, ...).
    pub class: &'static str,
    pub message: String,
}

pub type PyResult<T> = Result<T, PyErr>;

impl PyErr {
    /// An exception of `class` with a message.
    #[cold]
    pub fn new(class: TypeId, message: impl Into<String>) -> PyErr {
        PyErr::Lazy(Box::new((class, LazyArg::Message(message.into()))))
    }

    /// An exception of `class` whose single argument is `value` (KeyError, StopIteration).
    #[cold]
    pub fn with_value(class: TypeId, value: Value) -> PyErr {
        PyErr::Lazy(Box::new((class, LazyArg::Value(value))))
    }

    /// An exception of `class` whose arguments are `items`.
    #[cold]
    pub fn with_items(class: TypeId, items: Vec<LazyItem>) -> PyErr {
        PyErr::Lazy(Box::new((class, LazyArg::Items(items))))
    }

    /// An exception of `class` without arguments.
    #[cold]
    pub fn bare(class: TypeId) -> PyErr {
        PyErr::Lazy(Box::new((class, LazyArg::None)))
    }

    #[cold]
    pub fn type_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::TypeError, message)
    }

    #[cold]
    pub fn value_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::ValueError, message)
    }

    #[cold]
    pub fn index_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::IndexError, message)
    }

    #[cold]
    pub fn overflow_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::OverflowError, message)
    }

    #[cold]
    pub fn zero_division(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::ZeroDivisionError, message)
    }

    #[cold]
    pub fn attribute_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::AttributeError, message)
    }

    #[cold]
    pub fn runtime_error(message: impl Into<String>) -> PyErr {
        PyErr::new(TypeId::RuntimeError, message)
    }

    #[cold]
    pub fn limit(class: &'static str, message: impl Into<String>) -> PyErr {
        PyErr::Limit(Box::new(LimitExceeded {
            class,
            message: message.into(),
        }))
    }

    /// The class of a not-yet-allocated exception (for cheap checks such as StopIteration).
    pub fn lazy_class(&self) -> Option<TypeId> {
        match self {
            PyErr::Lazy(lazy) => Some(lazy.0),
            _ => None,
        }
    }

    /// This error, or `replacement` when this is the not-yet-allocated exception `expected` (same
    /// class, same message): how an operation on the builtin values of subclass instances names
    /// the instances' own classes in its message, as CPython's does.
    pub fn replaced_if(self, expected: &PyErr, replacement: impl FnOnce() -> PyErr) -> PyErr {
        let same = match (&self, expected) {
            (PyErr::Lazy(a), PyErr::Lazy(b)) => {
                a.0 == b.0 && matches!((&a.1, &b.1), (LazyArg::Message(x), LazyArg::Message(y)) if x == y)
            }
            _ => false,
        };
        if same {
            replacement()
        } else {
            self
        }
    }
}
