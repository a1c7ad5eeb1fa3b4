//! Exception presentation: CPython-format tracebacks for uncaught exceptions and the "Did you
//! mean" suggestions attached to NameError and AttributeError; OSError's errno, filenames and
//! subclass choice.

pub mod os_error;
pub mod suggest;
pub mod traceback;
