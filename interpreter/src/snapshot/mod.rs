//! Snapshots: the whole state of an interpreter (heap, frames, modules, paused host calls,
//! counters) written to bytes and restored, in this process or another, by an interpreter
//! configured the same way. See [`crate::Interpreter::snapshot`] and
//! [`crate::Interpreter::restore`].
//!
//! The container (magic, versions, checksum) is in [`format`]; the payload's parts in `state`
//! and `codes`; what a read-back state is checked for before it is used in `validate`.

mod codes;
mod context;
pub mod format;
mod state;
mod validate;

use std::fmt;

use bincode::Options;

use context::EncodeScope;
pub(crate) use context::{check_symbol, nested, shared_code};
use state::{Payload, PayloadRef, StateRef};

use crate::vm::Vm;

/// Why a snapshot could not be made or restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SnapshotError {
    /// The bytes do not start with a Garter snapshot's magic.
    NotASnapshot,
    /// The snapshot was made by another Garter version or in another format.
    Version { format: u16, version: String },
    /// The bytes end before the snapshot does.
    Truncated { expected: u64, found: u64 },
    /// The payload does not match its checksum.
    Corrupted,
    /// The payload decoded but is not a consistent interpreter state.
    Invalid(String),
    /// The interpreter is in a state that cannot be written (it failed earlier, or it is
    /// running).
    Unavailable(String),
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SnapshotError::NotASnapshot => f.write_str("not a Garter snapshot (the magic bytes are wrong)"),
            SnapshotError::Version { format: found, version } => write!(
                f,
                "snapshot was made by Garter {version} (snapshot format {found}), but this is Garter {} \
                 (snapshot format {})",
                format::GARTER_VERSION,
                format::FORMAT_VERSION
            ),
            SnapshotError::Truncated { expected, found } => {
                write!(f, "snapshot is truncated: expected {expected} bytes, found {found}")
            }
            SnapshotError::Corrupted => f.write_str("snapshot is corrupted: its checksum does not match"),
            SnapshotError::Invalid(why) => write!(f, "invalid snapshot: {why}"),
            SnapshotError::Unavailable(why) => write!(f, "cannot snapshot the interpreter: {why}"),
        }
    }
}

impl std::error::Error for SnapshotError {}

/// The payload codec: bincode with variable-length integers.
fn codec() -> impl Options {
    bincode::DefaultOptions::new()
}

/// Writes the state of `vm` (idle, or paused waiting for the host).
pub(crate) fn dump(vm: &Vm) -> Result<Vec<u8>, SnapshotError> {
    if vm.nested_runs > 0 {
        return Err(SnapshotError::Unavailable("it is running".into()));
    }
    let marked = vm.heap.mark(vm.roots().into_iter());
    let table = state::code_table(vm, &marked);
    let _scope = EncodeScope::enter(table.index().clone());
    let (sources, codes) = table.written();
    let payload = PayloadRef {
        interner: &vm.interner,
        sources,
        codes,
        state: StateRef::of(vm, &marked),
    };
    let mut out = format::begin(4096);
    codec()
        .serialize_into(&mut out, &payload)
        .map_err(|e| SnapshotError::Unavailable(e.to_string()))?;
    format::finish(&mut out);
    Ok(out)
}

/// Reads a snapshot into a new VM with the configuration of `config`, checking it thoroughly.
pub(crate) fn load(bytes: &[u8], config: &Vm) -> Result<Vm, SnapshotError> {
    let payload = format::unwrap(bytes)?;
    let decoded: Payload = codec()
        .with_limit(payload.len() as u64)
        .deserialize(payload)
        .map_err(|e| SnapshotError::Invalid(e.to_string()))?;
    let mut vm = decoded.state.into_vm(decoded.interner, config);
    validate::check(&vm, &decoded.codes).map_err(SnapshotError::Invalid)?;
    vm.find_builtins_module();
    Ok(vm)
}
