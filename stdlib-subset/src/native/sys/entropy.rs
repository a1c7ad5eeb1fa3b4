//! Random bytes through the host's entropy policy, for `random` (seeding, `SystemRandom`),
//! `uuid.uuid4()` and `secrets`. Without granted entropy, drawing raises `PermissionError`
//! naming the function that needed it.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::host_policy::EntropyError;
use garter::types::int::IntRef;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// Bytes of random data a step of work pays for.
const BYTES_PER_STEP: u64 = 8;

/// `_garter_sys.urandom(n, what)`: `n` random bytes (checked as `os.urandom` checks them); the
/// missing-entropy error names `what`.
pub(super) fn urandom(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "urandom", 2, 2)?;
    let n = match vm.as_int(args.positional[0]) {
        Some(IntRef::Small(n)) => n,
        Some(IntRef::Big(_)) => return Err(PyErr::overflow_error("Python int too large to convert to C ssize_t")),
        None => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(args.positional[0])
            )))
        }
    };
    let Ok(n) = usize::try_from(n) else {
        return Err(PyErr::value_error("negative argument not allowed"));
    };
    if n == 0 {
        return Ok(vm.heap.alloc_value(Object::Bytes(Vec::new())));
    }
    let what = vm.str_of(args.positional[1]).unwrap_or("urandom()").to_string();
    if !vm.has_entropy() {
        return Err(no_entropy(&what));
    }
    vm.check_alloc_chars(n)?;
    vm.charge(n as u64 / BYTES_PER_STEP)?;
    let mut bytes = vec![0u8; n];
    match vm.draw_entropy(&mut bytes) {
        Ok(()) => Ok(vm.heap.alloc_value(Object::Bytes(bytes))),
        Err(EntropyError::Failed(why)) => Err(PyErr::new(TypeId::OSError, why)),
        Err(EntropyError::NotGranted) => Err(no_entropy(&what)),
    }
}

/// The error of drawing random bytes without entropy; `what` names the function.
fn no_entropy(what: &str) -> PyErr {
    PyErr::new(
        TypeId::PermissionError,
        format!("{what} needs random bytes, but this sandbox has no entropy source (the host has not granted one)"),
    )
}

/// `_garter_sys.has_entropy()`: whether the host granted entropy (an unseeded `random` takes
/// its seed from it, or starts from 0 without it).
pub(super) fn has_entropy(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "has_entropy", 0, 0)?;
    Ok(Value::bool(vm.has_entropy()))
}
