//! Why a filesystem operation failed, as the POSIX errno a real system would give, and how
//! such a failure becomes the Python exception CPython raises (`FileNotFoundError: [Errno 2] No
//! such file or directory: 'x.csv'`).

use std::fmt;

use crate::limits::format_size;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// A failed filesystem operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FsError {
    NotFound,
    Exists,
    IsADirectory,
    NotADirectory,
    NotEmpty,
    /// A read-only file (uploaded so by the host) was to be changed or removed.
    ReadOnly,
    /// Writing would pass the host's file quota (in bytes).
    NoSpace(usize),
    /// The file behind an open file object was removed.
    BadHandle,
    /// Removing the root, or moving a directory into itself.
    Busy,
    InvalidMove,
    /// The path contains a NUL character.
    NulByte,
    /// A host upload would take the files past the memory limit (in bytes).
    OverMemoryLimit(usize),
}

impl FsError {
    /// The errno value and its message as the GNU C library words it.
    pub fn errno(self) -> (i64, &'static str) {
        match self {
            FsError::NotFound => (2, "No such file or directory"),
            FsError::Exists => (17, "File exists"),
            FsError::IsADirectory => (21, "Is a directory"),
            FsError::NotADirectory => (20, "Not a directory"),
            FsError::NotEmpty => (39, "Directory not empty"),
            FsError::ReadOnly => (13, "Permission denied"),
            FsError::NoSpace(_) | FsError::OverMemoryLimit(_) => (28, "No space left on device"),
            FsError::BadHandle => (9, "Bad file descriptor"),
            FsError::Busy => (16, "Device or resource busy"),
            FsError::InvalidMove => (22, "Invalid argument"),
            FsError::NulByte => (22, "embedded null byte"),
        }
    }
}

impl fmt::Display for FsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FsError::NoSpace(quota) => write!(f, "the file quota of {} is used up", format_size(*quota)),
            FsError::OverMemoryLimit(limit) => {
                write!(f, "the files would pass the memory limit of {}", format_size(*limit))
            }
            other => f.write_str(other.errno().1),
        }
    }
}

impl std::error::Error for FsError {}

impl Vm {
    /// The Python exception for `err` on the paths a program named: `OSError(errno, strerror,
    /// filename[, None, filename2])`, which picks the subclass (`FileNotFoundError`, ...) and
    /// prints as CPython's `[Errno 2] No such file or directory: 'a' -> 'b'`. A NUL byte is
    /// CPython's `ValueError`.
    pub fn fs_error(&mut self, err: FsError, filename: Option<Value>, filename2: Option<Value>) -> PyErr {
        if err == FsError::NulByte {
            return PyErr::value_error("embedded null byte");
        }
        match self.make_os_error(err, filename, filename2) {
            Ok(exception) => exception,
            Err(failed) => failed,
        }
    }

    fn make_os_error(&mut self, err: FsError, filename: Option<Value>, filename2: Option<Value>) -> PyResult<PyErr> {
        let (errno, strerror) = err.errno();
        let strerror = match err {
            FsError::NoSpace(_) => format!("{strerror} ({err})"),
            _ => strerror.to_string(),
        };
        let strerror = self.new_str(strerror);
        let mut args = vec![Value::Int(errno), strerror];
        if let Some(name) = filename {
            args.push(name);
            if let Some(name2) = filename2 {
                args.push(Value::None);
                args.push(name2);
            }
        }
        let exception = self.call_value(Value::Type(TypeId::OSError), &args)?;
        Ok(match exception.heap_id() {
            Some(id) => PyErr::Exception(id),
            None => PyErr::new(TypeId::OSError, "filesystem error"),
        })
    }
}
