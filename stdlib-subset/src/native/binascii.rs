//! `_garter_binascii`: the per-byte loops of `binascii` and `base64` (base64 lines, hex
//! decoding, base32, base85 and Ascii85), which the Python modules call after checking their arguments. A failure
//! CPython reports as `binascii.Error` (or, for base85, as ValueError) comes back as its message (a str), which the Python side
//! raises. Every function charges its input as steps and checks its output against the memory
//! limit before making it.

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("b2a_base64", b2a_base64),
    ("b2a_base64_lines", b2a_base64_lines),
    ("a2b_base64", a2b_base64),
    ("unhexlify", unhexlify),
    ("b32encode", b32encode),
    ("b32decode", b32decode),
    ("encode85", encode85),
    ("b85decode", b85decode),
    ("a85decode", a85decode),
];

/// Bytes of input per step charged.
const BYTES_PER_STEP: u64 = 16;

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const PAD: u8 = b'=';

/// Builds the module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_binascii", name) else {
            return Err(PyErr::runtime_error("the binascii functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_binascii");
    Ok(vm.new_module(name, globals))
}

/// Runs `f` over the bytes of argument `index` (a bytes-like value), after charging its length
/// and reserving `output(len)` bytes; `f`'s bytes become a bytes value, its message a str.
fn convert(
    vm: &mut Vm,
    args: &Args,
    output: impl Fn(usize) -> usize,
    f: impl FnOnce(&[u8]) -> Result<Vec<u8>, String>,
) -> PyResult<Value> {
    let Some(len) = vm.bytes_like(args.positional[0]).map(|b| b.len()) else {
        return Err(PyErr::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(args.positional[0])
        )));
    };
    vm.charge(len as u64 / BYTES_PER_STEP)?;
    vm.reserve(output(len))?;
    let result = f(&vm.bytes_like(args.positional[0]).unwrap_or_default());
    match result {
        Ok(data) => Ok(vm.heap.alloc_value(Object::Bytes(data))),
        Err(message) => Ok(vm.new_str(message)),
    }
}

/// `b2a_base64(data, newline)`: `data` in base64, with a newline at the end when `newline`.
fn b2a_base64(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "b2a_base64", 2, 2)?;
    let newline = vm.truthy(args.positional[1])?;
    convert(
        vm,
        args,
        |len| len.div_ceil(3).saturating_mul(4).saturating_add(1),
        |data| Ok(encode_base64(data, newline)),
    )
}

/// Input bytes per line of `b2a_base64_lines` (76 characters of base64).
const LINE_BYTES: usize = 57;

/// `b2a_base64_lines(data)`: `data` in base64 lines of 76 characters, each ending in a newline
/// (`base64.encodebytes`).
fn b2a_base64_lines(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "b2a_base64_lines", 1, 1)?;
    let size = |len: usize| len.div_ceil(LINE_BYTES).saturating_mul(77);
    convert(vm, args, size, |data| {
        let mut out = Vec::with_capacity(size(data.len()));
        for line in data.chunks(LINE_BYTES) {
            out.extend(encode_base64(line, true));
        }
        Ok(out)
    })
}

/// The base64 text of `data`, padded, with a newline when `newline`.
pub(crate) fn encode_base64(data: &[u8], newline: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4 + 1);
    let mut groups = data.chunks_exact(3);
    for group in &mut groups {
        let n = (u32::from(group[0]) << 16) | (u32::from(group[1]) << 8) | u32::from(group[2]);
        out.extend([18, 12, 6, 0].map(|shift| BASE64[(n >> shift) as usize & 63]));
    }
    match *groups.remainder() {
        [a] => {
            let n = u32::from(a) << 16;
            out.extend([BASE64[(n >> 18) as usize], BASE64[(n >> 12) as usize & 63], PAD, PAD]);
        }
        [a, b] => {
            let n = (u32::from(a) << 16) | (u32::from(b) << 8);
            out.extend([
                BASE64[(n >> 18) as usize],
                BASE64[(n >> 12) as usize & 63],
                BASE64[(n >> 6) as usize & 63],
                PAD,
            ]);
        }
        _ => {}
    }
    if newline {
        out.push(b'\n');
    }
    out
}

/// The value of a base64 digit, or `None` for any other byte.
fn base64_value(byte: u8) -> Option<u8> {
    match byte {
        b'A'..=b'Z' => Some(byte - b'A'),
        b'a'..=b'z' => Some(byte - b'a' + 26),
        b'0'..=b'9' => Some(byte - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// `a2b_base64(data, strict_mode)`: the bytes base64 `data` stands for, or the error message.
fn a2b_base64(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "a2b_base64", 2, 2)?;
    let strict = vm.truthy(args.positional[1])?;
    convert(vm, args, |len| len / 4 * 3 + 3, |data| decode_base64(data, strict))
}

/// Base64 decoding as CPython's binascii does it: bytes outside the alphabet are skipped (an
/// error in strict mode), and a complete padding ends the data.
pub(crate) fn decode_base64(data: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    if strict && data.first() == Some(&PAD) {
        return Err("Leading padding not allowed".into());
    }
    let mut out = Vec::with_capacity(data.len() / 4 * 3 + 3);
    let (mut quad_pos, mut left, mut pads) = (0u8, 0u8, 0usize);
    let mut padding_started = false;
    for (index, &byte) in data.iter().enumerate() {
        if byte == PAD {
            padding_started = true;
            if quad_pos >= 2 {
                pads += 1;
                if usize::from(quad_pos) + pads >= 4 {
                    if strict && index + 1 < data.len() {
                        return Err("Excess data after padding".into());
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let Some(value) = base64_value(byte) else {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        };
        if strict && padding_started {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        match quad_pos {
            0 => left = value,
            1 => {
                out.push((left << 2) | (value >> 4));
                left = value & 0x0f;
            }
            2 => {
                out.push((left << 4) | (value >> 2));
                left = value & 0x03;
            }
            _ => out.push((left << 6) | value),
        }
        quad_pos = (quad_pos + 1) % 4;
    }
    match quad_pos {
        0 => Ok(out),
        1 => Err(format!(
            "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4",
            out.len() / 3 * 4 + 1
        )),
        _ => Err("Incorrect padding".into()),
    }
}

/// `unhexlify(data)`: the bytes of hex digit pairs, or the error message.
fn unhexlify(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "unhexlify", 1, 1)?;
    convert(
        vm,
        args,
        |len| len / 2,
        |data| {
            if data.len() % 2 == 1 {
                return Err("Odd-length string".into());
            }
            data.chunks_exact(2)
                .map(|pair| match (hex_value(pair[0]), hex_value(pair[1])) {
                    (Some(high), Some(low)) => Ok((high << 4) | low),
                    _ => Err("Non-hexadecimal digit found".to_string()),
                })
                .collect()
        },
    )
}

fn hex_value(byte: u8) -> Option<u8> {
    (byte as char).to_digit(16).map(|d| d as u8)
}

/// The 32-digit alphabet argument (argument 1).
fn alphabet(vm: &Vm, args: &Args) -> PyResult<[u8; 32]> {
    vm.bytes_like(args.positional[1])
        .and_then(|b| <[u8; 32]>::try_from(&b[..]).ok())
        .ok_or_else(|| PyErr::value_error("the base32 alphabet must be 32 bytes"))
}

/// `b32encode(data, alphabet)`: `data` in base32 over `alphabet`, padded with `=`.
fn b32encode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "b32encode", 2, 2)?;
    let alphabet = alphabet(vm, args)?;
    convert(
        vm,
        args,
        |len| len.div_ceil(5).saturating_mul(8),
        |data| Ok(encode_base32(data, &alphabet)),
    )
}

/// Digits of the last group kept for each count of leftover bytes (the rest is padding).
const BASE32_DIGITS: [usize; 5] = [8, 2, 4, 5, 7];

pub(crate) fn encode_base32(data: &[u8], alphabet: &[u8; 32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(5) * 8);
    for group in data.chunks(5) {
        let mut word = [0u8; 8];
        word[3..3 + group.len()].copy_from_slice(group);
        let n = u64::from_be_bytes(word);
        let kept = BASE32_DIGITS[group.len() % 5];
        for digit in 0..8 {
            out.push(if digit < kept {
                alphabet[(n >> (35 - 5 * digit)) as usize & 31]
            } else {
                PAD
            });
        }
    }
    out
}

/// `b32decode(data, alphabet)`: the bytes of base32 `data` (already case-folded and mapped),
/// or the error message.
fn b32decode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "b32decode", 2, 2)?;
    let alphabet = alphabet(vm, args)?;
    convert(vm, args, |len| len / 8 * 5, |data| decode_base32(data, &alphabet))
}

pub(crate) fn decode_base32(data: &[u8], alphabet: &[u8; 32]) -> Result<Vec<u8>, String> {
    if !data.len().is_multiple_of(8) {
        return Err("Incorrect padding".into());
    }
    let mut values = [None; 256];
    for (value, &digit) in alphabet.iter().enumerate() {
        values[usize::from(digit)] = Some(value as u64);
    }
    let body = data.len() - data.iter().rev().take_while(|&&b| b == PAD).count();
    let padding = data.len() - body;
    let mut out = Vec::with_capacity(data.len() / 8 * 5);
    let mut last = 0u64;
    for group in data[..body].chunks(8) {
        last = 0;
        for &digit in group {
            let Some(value) = values[usize::from(digit)] else {
                return Err("Non-base32 digit found".into());
            };
            last = (last << 5) | value;
        }
        out.extend_from_slice(&last.to_be_bytes()[3..]);
    }
    if !matches!(padding, 0 | 1 | 3 | 4 | 6) {
        return Err("Incorrect padding".into());
    }
    if padding > 0 && !out.is_empty() {
        last <<= 5 * padding;
        let kept = (43 - 5 * padding) / 8;
        out.truncate(out.len() - 5);
        out.extend_from_slice(&last.to_be_bytes()[3..3 + kept]);
    }
    Ok(out)
}

/// `encode85(data, alphabet, pad, fold_nuls, fold_spaces)`: each 4-byte big-endian word of
/// `data` (zero-padded) as five digits of the 85-byte `alphabet`, most significant first; with
/// `fold_nuls`/`fold_spaces` a zero word is `z` and a word of spaces `y`; the padding's digits
/// are dropped unless `pad`.
fn encode85(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "encode85", 5, 5)?;
    let alphabet = vm
        .bytes_like(args.positional[1])
        .and_then(|b| <[u8; 85]>::try_from(&b[..]).ok())
        .ok_or_else(|| PyErr::value_error("the base85 alphabet must be 85 bytes"))?;
    let flags: Vec<bool> = args.positional[2..]
        .iter()
        .map(|&v| vm.truthy(v))
        .collect::<PyResult<_>>()?;
    let (pad, fold_nuls, fold_spaces) = (flags[0], flags[1], flags[2]);
    convert(
        vm,
        args,
        |len| len.div_ceil(4).saturating_mul(5),
        |data| Ok(encode_base85(data, &alphabet, pad, fold_nuls, fold_spaces)),
    )
}

pub(crate) fn encode_base85(
    data: &[u8],
    alphabet: &[u8; 85],
    pad: bool,
    fold_nuls: bool,
    fold_spaces: bool,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(4) * 5);
    let padding = (4 - data.len() % 4) % 4;
    for group in data.chunks(4) {
        let mut word = [0u8; 4];
        word[..group.len()].copy_from_slice(group);
        let mut n = u32::from_be_bytes(word);
        let last_cut = group.len() < 4 && !pad;
        if fold_nuls && n == 0 && !last_cut {
            out.push(b'z');
        } else if fold_spaces && n == 0x2020_2020 {
            out.push(b'y');
        } else {
            let mut digits = [0u8; 5];
            for digit in digits.iter_mut().rev() {
                *digit = alphabet[(n % 85) as usize];
                n /= 85;
            }
            let kept = if last_cut { 5 - padding } else { 5 };
            out.extend_from_slice(&digits[..kept]);
        }
    }
    out
}

/// The value of each byte as a base85 digit (`b85decode`'s alphabet).
fn base85_values() -> [Option<u8>; 256] {
    const ALPHABET: &[u8; 85] =
        b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
    let mut values = [None; 256];
    for (value, &digit) in ALPHABET.iter().enumerate() {
        values[usize::from(digit)] = Some(value as u8);
    }
    values
}

/// `b85decode(data)`: the bytes of base85 `data` (its last group padded with the largest
/// digit), or the message of CPython's ValueError.
fn b85decode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "b85decode", 1, 1)?;
    convert(vm, args, |len| len.div_ceil(5).saturating_mul(4), decode_base85)
}

pub(crate) fn decode_base85(data: &[u8]) -> Result<Vec<u8>, String> {
    let values = base85_values();
    let mut out = Vec::with_capacity(data.len().div_ceil(5) * 4);
    let padding = (5 - data.len() % 5) % 5;
    for (index, group) in data.chunks(5).enumerate() {
        let start = index * 5;
        let mut acc = 0u64;
        for position in 0..5 {
            let digit = match group.get(position) {
                Some(&byte) => values[usize::from(byte)]
                    .ok_or_else(|| format!("bad base85 character at position {}", start + position))?,
                None => 84,
            };
            acc = acc * 85 + u64::from(digit);
        }
        let word = u32::try_from(acc).map_err(|_| format!("base85 overflow in hunk starting at byte {start}"))?;
        out.extend_from_slice(&word.to_be_bytes());
    }
    out.truncate(out.len() - padding);
    Ok(out)
}

/// `a85decode(data, foldspaces, ignorechars)`: the bytes of Ascii85 `data` (no `<~ ~>`
/// frame), or the message of CPython's ValueError; when `ignorechars` is None (the caller's
/// was not bytes-like), the position of the first byte whose membership in it decides, as an
/// int, so the caller can ask the container.
fn a85decode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "a85decode", 3, 3)?;
    let foldspaces = vm.truthy(args.positional[1])?;
    let ignore = match args.positional[2] {
        Value::None => None,
        chars => {
            let mut set = [false; 256];
            for &byte in vm.bytes_like(chars).unwrap_or_default().iter() {
                set[usize::from(byte)] = true;
            }
            Some(set)
        }
    };
    let Some(len) = vm.bytes_like(args.positional[0]).map(|b| b.len()) else {
        return Err(PyErr::type_error("a85decode needs bytes"));
    };
    vm.charge(len as u64 / BYTES_PER_STEP)?;
    vm.reserve(len.saturating_mul(4))?;
    let result = decode_ascii85(
        &vm.bytes_like(args.positional[0]).unwrap_or_default(),
        foldspaces,
        ignore.as_ref(),
    );
    Ok(match result {
        Ok(data) => vm.heap.alloc_value(Object::Bytes(data)),
        Err(Ascii85Stop::Error(message)) => vm.new_str(message),
        Err(Ascii85Stop::AskIgnored(position)) => Value::Int(position as i64),
    })
}

/// Why Ascii85 decoding stopped early.
pub(crate) enum Ascii85Stop {
    Error(String),
    /// The byte at this position must be looked up in the caller's ignored characters.
    AskIgnored(usize),
}

pub(crate) fn decode_ascii85(
    data: &[u8],
    foldspaces: bool,
    ignore: Option<&[bool; 256]>,
) -> Result<Vec<u8>, Ascii85Stop> {
    let error = |message: String| Err(Ascii85Stop::Error(message));
    let mut out = Vec::with_capacity(data.len() / 5 * 4 + 4);
    let mut group = [0u8; 5];
    let mut filled = 0;
    let tail = [b'u'; 4];
    for (position, &byte) in data.iter().chain(tail.iter()).enumerate() {
        match byte {
            b'!'..=b'u' => {
                group[filled] = byte - b'!';
                filled += 1;
                if filled == 5 {
                    let acc = group.iter().fold(0u64, |acc, &digit| acc * 85 + u64::from(digit));
                    let Ok(word) = u32::try_from(acc) else {
                        return error("Ascii85 overflow".into());
                    };
                    out.extend_from_slice(&word.to_be_bytes());
                    filled = 0;
                }
            }
            b'z' if filled > 0 => return error("z inside Ascii85 5-tuple".into()),
            b'z' => out.extend_from_slice(&[0; 4]),
            b'y' if foldspaces && filled > 0 => return error("y inside Ascii85 5-tuple".into()),
            b'y' if foldspaces => out.extend_from_slice(b"    "),
            _ => match ignore {
                None => return Err(Ascii85Stop::AskIgnored(position)),
                Some(set) if set[usize::from(byte)] => {}
                Some(_) => return error(format!("Non-Ascii85 digit found: {}", char::from(byte))),
            },
        }
    }
    out.truncate(out.len().saturating_sub(4 - filled));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{
        decode_ascii85, decode_base32, decode_base64, decode_base85, encode_base32, encode_base64, encode_base85,
    };

    const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

    #[test]
    fn every_length_round_trips() {
        let data: Vec<u8> = (0..40u8).map(|i| i.wrapping_mul(97).wrapping_add(13)).collect();
        for len in 0..data.len() {
            let piece = &data[..len];
            let text = encode_base64(piece, false);
            assert_eq!(text.len(), len.div_ceil(3) * 4);
            assert_eq!(decode_base64(&text, true).as_deref(), Ok(piece));
            let text = encode_base32(piece, BASE32);
            assert_eq!(text.len(), len.div_ceil(5) * 8);
            assert_eq!(decode_base32(&text, BASE32).as_deref(), Ok(piece));
            let b85: Vec<u8> = (b'0'..=b'9')
                .chain(b'A'..=b'Z')
                .chain(b'a'..=b'z')
                .chain(b"!#$%&()*+-;<=>?@^_`{|}~".iter().copied())
                .collect();
            let text = encode_base85(piece, &b85.try_into().expect("85 digits"), false, false, false);
            assert_eq!(decode_base85(&text).as_deref(), Ok(piece));
            let a85: [u8; 85] = std::array::from_fn(|i| b'!' + i as u8);
            let text = encode_base85(piece, &a85, false, true, true);
            assert!(matches!(decode_ascii85(&text, true, Some(&[false; 256])), Ok(decoded) if decoded == piece));
        }
    }

    #[test]
    fn known_texts() {
        assert_eq!(encode_base64(b"abcd", true), b"YWJjZA==\n");
        assert_eq!(decode_base64(b"YW Jj\nZA==ignored", false).as_deref(), Ok(&b"abcd"[..]));
        assert_eq!(encode_base32(b"abc", BASE32), b"MFRGG===");
        assert_eq!(decode_base32(b"MFRGG==", BASE32), Err("Incorrect padding".to_string()));
        assert_eq!(
            decode_base64(b"abcde", false),
            Err(
                "Invalid base64-encoded string: number of data characters (5) cannot be 1 more than a multiple of 4"
                    .to_string()
            )
        );
    }
}
