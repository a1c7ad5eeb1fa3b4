//! BLAKE2b and BLAKE2s with CPython's parameters in sequential mode: any digest size up to the
//! algorithm's largest, a key (hashed as a first block of its own), salt and personalisation.

use blake2::digest::block_buffer::{BlockBuffer, Lazy};
use blake2::digest::core_api::{Block, BlockSizeUser, UpdateCore, VariableOutputCore};
use blake2::digest::Output;
use blake2::{Blake2bVarCore, Blake2sVarCore};
use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::{bytes_value, size_arg, text_arg, BYTES_PER_STEP};
use crate::native::positional;

/// What a BLAKE2 digest is made from.
pub(super) struct Params<'a> {
    pub data: &'a [u8],
    pub size: usize,
    pub key: &'a [u8],
    pub salt: &'a [u8],
    pub person: &'a [u8],
}

/// Runs one BLAKE2 variant's core over the key block and the data.
macro_rules! run_blake2 {
    ($core:ty, $params:expr) => {{
        let p = $params;
        let mut core = <$core>::new_with_params(p.salt, p.person, p.key.len(), p.size);
        let mut buffer = BlockBuffer::<<$core as BlockSizeUser>::BlockSize, Lazy>::default();
        if !p.key.is_empty() {
            let mut block = Block::<$core>::default();
            block[..p.key.len()].copy_from_slice(p.key);
            buffer.digest_blocks(&block, |blocks| core.update_blocks(blocks));
        }
        buffer.digest_blocks(p.data, |blocks| core.update_blocks(blocks));
        let mut full = Output::<$core>::default();
        core.finalize_variable_core(&mut buffer, &mut full);
        full[..p.size].to_vec()
    }};
}

/// The digest, once the sizes are known to be within the variant's bounds.
pub(super) fn hash(name: &str, params: Params<'_>) -> Vec<u8> {
    if name == "blake2s" {
        run_blake2!(Blake2sVarCore, params)
    } else {
        run_blake2!(Blake2bVarCore, params)
    }
}

/// `blake2(name, data, digest_size, key, salt, person)`.
pub fn blake2(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "blake2", 6, 6)?;
    let name = text_arg(vm, args.positional[0], "name")?;
    let (max_size, max_salt) = match name.as_str() {
        "blake2b" => (64, 16),
        "blake2s" => (32, 8),
        _ => return Err(PyErr::value_error(format!("unsupported hash type {name}"))),
    };
    let size = size_arg(vm, args.positional[2])?;
    if !(1..=max_size).contains(&size) {
        return Err(PyErr::value_error(format!(
            "digest_size must be between 1 and {max_size} bytes"
        )));
    }
    let data = vm.bytes_arg(args.positional[1])?;
    let key = vm.bytes_arg(args.positional[3])?;
    let salt = vm.bytes_arg(args.positional[4])?;
    let person = vm.bytes_arg(args.positional[5])?;
    if key.len() > max_size {
        return Err(PyErr::value_error(format!("maximum key length is {max_size} bytes")));
    }
    if salt.len() > max_salt {
        return Err(PyErr::value_error(format!("maximum salt length is {max_salt} bytes")));
    }
    if person.len() > max_salt {
        return Err(PyErr::value_error(format!("maximum person length is {max_salt} bytes")));
    }
    vm.charge((data.len() / BYTES_PER_STEP) as u64)?;
    let digest = hash(
        &name,
        Params {
            data: &data,
            size,
            key: &key,
            salt: &salt,
            person: &person,
        },
    );
    Ok(bytes_value(vm, digest))
}
