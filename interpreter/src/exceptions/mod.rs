//! Exception presentation: CPython-format tracebacks for uncaught exceptions and the "Did you
//! mean" suggestions attached to NameError and AttributeError; exception groups' nested boxes
//! and notes; OSError's errno, filenames and subclass choice; the codec errors' five arguments.

mod carets;
pub mod frame_summary;
pub mod group_traceback;
pub mod os_error;
pub mod suggest;
mod syntax_error;
pub mod traceback;
pub mod unicode_error;
mod wide_chars;
