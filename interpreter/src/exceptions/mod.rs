//! Exception presentation: CPython-format tracebacks for uncaught exceptions and the "Did you
//! mean" suggestions attached to NameError and AttributeError.

pub mod suggest;
pub mod traceback;
