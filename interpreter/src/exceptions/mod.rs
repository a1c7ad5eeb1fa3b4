//! Exception presentation: CPython-format tracebacks for uncaught exceptions and the "Did you
//! mean" suggestions attached to NameError and AttributeError; OSError's errno, filenames and
//! subclass choice.

mod carets;
pub mod os_error;
pub mod suggest;
pub mod traceback;
mod wide_chars;
