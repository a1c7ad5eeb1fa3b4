//! PBKDF2 (RFC 8018) with HMAC over a hashlib algorithm: each block of the key is the XOR of
//! `iterations` chained HMACs, computed here with the `hmac` crate's MAC, a round of rounds at
//! a time with the work charged first, so a huge iteration count meets the step and time limits.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};
use hmac::digest::core_api::BlockSizeUser;
use hmac::digest::{Digest, FixedOutputReset, KeyInit, Mac};
use hmac::SimpleHmac;

use super::{bytes_value, text_arg};
use crate::native::{int_arg, positional};

/// Rounds computed between two charges.
const ROUNDS_PER_CHARGE: u64 = 256;
/// Steps charged per round (two hash compressions, at least).
const STEPS_PER_ROUND: u64 = 4;

/// PBKDF2 over the digest `D`.
fn derive<D>(vm: &mut Vm, password: &[u8], salt: &[u8], iterations: u64, length: usize) -> PyResult<Vec<u8>>
where
    D: Digest + BlockSizeUser + FixedOutputReset + Clone,
{
    let prf =
        <SimpleHmac<D> as KeyInit>::new_from_slice(password).map_err(|_| PyErr::value_error("invalid key length"))?;
    let mut out = Vec::with_capacity(length);
    let mut block_index: u32 = 1;
    while out.len() < length {
        let mut mac = prf.clone();
        Mac::update(&mut mac, salt);
        Mac::update(&mut mac, &block_index.to_be_bytes());
        let mut previous = mac.finalize().into_bytes().to_vec();
        let mut block = previous.clone();
        let mut round = 1;
        while round < iterations {
            let batch = ROUNDS_PER_CHARGE.min(iterations - round);
            vm.charge(batch * STEPS_PER_ROUND)?;
            for _ in 0..batch {
                let mut mac = prf.clone();
                Mac::update(&mut mac, &previous);
                previous = mac.finalize().into_bytes().to_vec();
                block.iter_mut().zip(&previous).for_each(|(b, p)| *b ^= p);
            }
            round += batch;
        }
        let take = block.len().min(length - out.len());
        out.extend_from_slice(&block[..take]);
        block_index = block_index.wrapping_add(1);
    }
    Ok(out)
}

/// `pbkdf2_hmac(name, password, salt, iterations, dklen)`; `dklen` None means the digest size.
pub fn pbkdf2_hmac(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "pbkdf2_hmac", 5, 5)?;
    let name = text_arg(vm, args.positional[0], "hash_name")?;
    let password = vm.bytes_arg(args.positional[1])?;
    let salt = vm.bytes_arg(args.positional[2])?;
    let iterations = int_arg(vm, args.positional[3])?;
    let iterations = match i32::try_from(iterations) {
        Ok(n) if n >= 1 => n as u64,
        Ok(_) => return Err(PyErr::value_error("iteration value must be greater than 0.")),
        Err(_) if int_arg(vm, args.positional[3])?.sign() == num_bigint::Sign::Minus => {
            return Err(PyErr::value_error("iteration value must be greater than 0."))
        }
        Err(_) => return Err(PyErr::overflow_error("iteration value is too great.")),
    };
    let natural = super::fixed_digest(&name, b"").map(|d| d.len());
    let Some(natural) = natural else {
        return Err(PyErr::value_error(format!("unsupported hash type {name}")));
    };
    let length = match args.positional[4] {
        Value::None => natural,
        v => match i32::try_from(int_arg(vm, v)?) {
            Ok(n) if n >= 1 => n as usize,
            Ok(_) => return Err(PyErr::value_error("key length must be greater than 0.")),
            Err(_) => return Err(PyErr::overflow_error("key length is too great.")),
        },
    };
    vm.check_alloc_chars(length)?;
    let key = match name.as_str() {
        "md5" => derive::<md5::Md5>(vm, &password, &salt, iterations, length),
        "sha1" => derive::<sha1::Sha1>(vm, &password, &salt, iterations, length),
        "sha224" => derive::<sha2::Sha224>(vm, &password, &salt, iterations, length),
        "sha256" => derive::<sha2::Sha256>(vm, &password, &salt, iterations, length),
        "sha384" => derive::<sha2::Sha384>(vm, &password, &salt, iterations, length),
        "sha512" => derive::<sha2::Sha512>(vm, &password, &salt, iterations, length),
        "sha512_224" => derive::<sha2::Sha512_224>(vm, &password, &salt, iterations, length),
        "sha512_256" => derive::<sha2::Sha512_256>(vm, &password, &salt, iterations, length),
        "sha3_224" => derive::<sha3::Sha3_224>(vm, &password, &salt, iterations, length),
        "sha3_256" => derive::<sha3::Sha3_256>(vm, &password, &salt, iterations, length),
        "sha3_384" => derive::<sha3::Sha3_384>(vm, &password, &salt, iterations, length),
        _ => derive::<sha3::Sha3_512>(vm, &password, &salt, iterations, length),
    }?;
    Ok(bytes_value(vm, key))
}
