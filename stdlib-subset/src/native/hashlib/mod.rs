//! `_garter_hashlib`: the hash algorithms behind `hashlib` and `hmac`, all from RustCrypto
//! crates (md-5, sha1, sha2, sha3, blake2, hmac). A Python hash object keeps the bytes it was
//! given and hashes them when asked for a digest, so its whole state is plain data a snapshot
//! carries; the bytes are counted against the memory limit as any bytearray is.
//!
//! - `digest(name, data, length)`: the digest of `data` by `name` (a lower-case hashlib name;
//!   `length` is the output size of `shake_128`/`shake_256` and ignored otherwise);
//! - `blake2(name, data, digest_size, key, salt, person)`: BLAKE2b or BLAKE2s in sequential
//!   mode with a key, salt and personalisation (`blake2.rs`);
//! - `pbkdf2_hmac(name, password, salt, iterations, dklen)`: PBKDF2 with HMAC over `name`
//!   (`pbkdf2.rs`), charged as steps per round so a huge count stops at the limits.
//!
//! Hashing is charged one step per `BYTES_PER_STEP` bytes, before it runs.

mod blake2;
mod pbkdf2;

#[cfg(test)]
mod tests;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use sha3::digest::{Digest, ExtendableOutput, Update, XofReader};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("digest", digest),
    ("blake2", blake2::blake2),
    ("pbkdf2_hmac", pbkdf2::pbkdf2_hmac),
];

/// Bytes hashed per step charged.
const BYTES_PER_STEP: usize = 16;

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_hashlib", name) else {
            return Err(PyErr::runtime_error("the hashlib functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_hashlib");
    Ok(vm.new_module(name, globals))
}

/// The digest of `data` by the fixed-size algorithm `name`, or `None` for a name this module
/// does not know.
pub(crate) fn fixed_digest(name: &str, data: &[u8]) -> Option<Vec<u8>> {
    Some(match name {
        "md5" => md5::Md5::digest(data).to_vec(),
        "sha1" => sha1::Sha1::digest(data).to_vec(),
        "sha224" => sha2::Sha224::digest(data).to_vec(),
        "sha256" => sha2::Sha256::digest(data).to_vec(),
        "sha384" => sha2::Sha384::digest(data).to_vec(),
        "sha512" => sha2::Sha512::digest(data).to_vec(),
        "sha512_224" => sha2::Sha512_224::digest(data).to_vec(),
        "sha512_256" => sha2::Sha512_256::digest(data).to_vec(),
        "sha3_224" => sha3::Sha3_224::digest(data).to_vec(),
        "sha3_256" => sha3::Sha3_256::digest(data).to_vec(),
        "sha3_384" => sha3::Sha3_384::digest(data).to_vec(),
        "sha3_512" => sha3::Sha3_512::digest(data).to_vec(),
        _ => return None,
    })
}

/// `length` bytes of the SHAKE output for `data`.
fn shake(name: &str, data: &[u8], length: usize) -> Option<Vec<u8>> {
    let mut out = vec![0u8; length];
    match name {
        "shake_128" => {
            let mut hasher = sha3::Shake128::default();
            hasher.update(data);
            hasher.finalize_xof().read(&mut out);
        }
        "shake_256" => {
            let mut hasher = sha3::Shake256::default();
            hasher.update(data);
            hasher.finalize_xof().read(&mut out);
        }
        _ => return None,
    }
    Some(out)
}

/// A str argument's text.
pub(crate) fn text_arg(vm: &Vm, v: Value, what: &str) -> PyResult<String> {
    vm.str_of(v)
        .map(str::to_string)
        .ok_or_else(|| PyErr::type_error(format!("{what} must be a str, not {}", vm.type_name(v))))
}

/// A non-negative size argument.
pub(crate) fn size_arg(vm: &Vm, v: Value) -> PyResult<usize> {
    match v {
        Value::Int(i) => usize::try_from(i).map_err(|_| PyErr::value_error("length must be non-negative")),
        _ => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// A bytes value holding `data`.
pub(crate) fn bytes_value(vm: &mut Vm, data: Vec<u8>) -> Value {
    vm.heap.alloc_value(Object::Bytes(data))
}

/// `digest(name, data, length)`.
fn digest(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "digest", 3, 3)?;
    let name = text_arg(vm, args.positional[0], "name")?;
    let length = size_arg(vm, args.positional[2])?;
    let data = vm.bytes_arg(args.positional[1])?;
    let is_shake = name.starts_with("shake_");
    if is_shake {
        vm.check_alloc_chars(length)?;
    }
    let output = if is_shake { length } else { 0 };
    vm.charge(((data.len() + output) / BYTES_PER_STEP) as u64)?;
    let result = if is_shake {
        shake(&name, &data, length)
    } else {
        fixed_digest(&name, &data)
    };
    match result {
        Some(out) => Ok(bytes_value(vm, out)),
        None => Err(PyErr::value_error(format!("unsupported hash type {name}"))),
    }
}
