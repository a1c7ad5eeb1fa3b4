//! What sets `OSError` apart from other exceptions: called with two to five arguments it takes
//! them as `(errno, strerror, filename, winerror, filename2)`, keeping only the first two in
//! `args`; `OSError(errno, ...)` itself picks the subclass the errno stands for
//! (`OSError(2, ...)` is a `FileNotFoundError`); and its str is `[Errno 2] No such file or
//! directory: 'x'` (with `-> 'y'` for a second filename).

use crate::heap::ExceptionObj;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

/// The subclass CPython makes of `OSError(errno, ...)` for an errno value (Linux numbering).
pub fn errno_class(errno: i64) -> Option<TypeId> {
    Some(match errno {
        11 | 114 | 115 => TypeId::BlockingIOError,
        10 => TypeId::ChildProcessError,
        32 | 108 => TypeId::BrokenPipeError,
        103 => TypeId::ConnectionAbortedError,
        111 => TypeId::ConnectionRefusedError,
        104 => TypeId::ConnectionResetError,
        17 => TypeId::FileExistsError,
        2 => TypeId::FileNotFoundError,
        21 => TypeId::IsADirectoryError,
        20 => TypeId::NotADirectoryError,
        4 => TypeId::InterruptedError,
        1 | 13 => TypeId::PermissionError,
        3 => TypeId::ProcessLookupError,
        110 => TypeId::TimeoutError,
        _ => return None,
    })
}

impl ExceptionObj {
    /// Takes an OSError's arguments apart into its attributes (no-op for other exceptions or
    /// argument counts outside two to five).
    pub fn take_os_error_args(&mut self) {
        if !self.class.is_subtype(TypeId::OSError) || !(2..=5).contains(&self.args.len()) {
            return;
        }
        self.set_attr(sym::ERRNO, self.args[0]);
        self.set_attr(sym::STRERROR, self.args[1]);
        if let Some(&filename) = self.args.get(2) {
            self.set_attr(sym::FILENAME, filename);
        }
        if let Some(&filename2) = self.args.get(4) {
            self.set_attr(sym::FILENAME2, filename2);
        }
        self.args.truncate(2);
    }
}

impl Vm {
    /// The str of an OSError that has an errno and a strerror, `None` for others.
    pub(crate) fn os_error_str(&mut self, e: &ExceptionObj) -> PyResult<Option<String>> {
        if !e.class.is_subtype(TypeId::OSError) {
            return Ok(None);
        }
        let field = |name| e.attr(name).unwrap_or(Value::None);
        let (errno, strerror) = (field(sym::ERRNO), field(sym::STRERROR));
        if errno == Value::None && strerror == Value::None {
            return Ok(None);
        }
        let (filename, filename2) = (field(sym::FILENAME), field(sym::FILENAME2));
        let mut text = format!("[Errno {}] {}", self.to_str(errno)?, self.to_str(strerror)?);
        if filename != Value::None {
            text.push_str(": ");
            text.push_str(&self.repr(filename)?);
            if filename2 != Value::None {
                text.push_str(" -> ");
                text.push_str(&self.repr(filename2)?);
            }
        }
        Ok(Some(text))
    }
}
