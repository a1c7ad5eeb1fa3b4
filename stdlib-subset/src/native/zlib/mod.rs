//! `_garter_zlib`: what the Python `zlib` module is built on. `crc32` and `adler32`; `deflate`,
//! raw DEFLATE data from `miniz_oxide`'s compressor (the Python side adds the zlib or gzip
//! container); and `inflate`, this crate's own decoder (`inflate.rs`), run over a state kept
//! as bytes between calls (`state.rs`). Decoding grows its output a round at a time, reserving
//! each round against the memory limit before making it and charging the work as steps, so a
//! decompression bomb stops at the limit instead of filling the host's memory.

mod bits;
mod checksum;
mod huffman;
mod inflate;
mod state;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use miniz_oxide::deflate::core::{compress, CompressionStrategy, CompressorOxide, TDEFLFlush, TDEFLStatus};
use miniz_oxide::DataFormat;
use num_integer::Integer;

use crate::native::{int_arg, no_keywords, positional};
use bits::BitReader;
use inflate::{Format, InflateError, Inflater, Stop};
use state::Pending;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("crc32", crc32),
    ("adler32", adler32),
    ("deflate", deflate),
    ("inflate", inflate),
];

/// Output bytes decoded between two checks of the memory limit.
const ROUND: usize = 1 << 20;
/// Bytes of output (or input) per step charged.
const BYTES_PER_STEP: u64 = 64;
/// Input bytes compressed per step charged (compressing costs more than copying).
const COMPRESSED_PER_STEP: u64 = 8;

/// A bytes-like argument's contents (a bytes, bytearray or memoryview).
fn bytes_arg(vm: &Vm, v: Value) -> PyResult<std::borrow::Cow<'_, [u8]>> {
    match vm.bytes_like(v) {
        Some(b) => Ok(b),
        None => vm.bytes_arg(v).map(std::borrow::Cow::Owned),
    }
}

/// An int argument that fits an i64.
fn small_int(vm: &Vm, v: Value) -> PyResult<i64> {
    let value = int_arg(vm, v)?;
    i64::try_from(value).map_err(|_| PyErr::overflow_error("Python int too large to convert to C long"))
}

/// A bytes value holding `data`, checked against the memory limit first.
fn bytes_value(vm: &mut Vm, data: Vec<u8>) -> PyResult<Value> {
    vm.check_alloc_chars(data.len())?;
    Ok(vm.heap.alloc_value(Object::Bytes(data)))
}

/// A checksum's starting value: any int, taken modulo 2**32 as C's unsigned int conversion does.
fn start_value(vm: &Vm, args: &Args, default: u32) -> PyResult<u32> {
    match args.positional.get(1) {
        None => Ok(default),
        Some(&v) => {
            let value = int_arg(vm, v)?.mod_floor(&num_bigint::BigInt::from(1u64 << 32));
            Ok(u32::try_from(value).unwrap_or(0))
        }
    }
}

/// `crc32(data, value=0)`.
fn crc32(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    no_keywords(args, "zlib.crc32")?;
    args.arity("crc32", 1, 2)?;
    let start = start_value(vm, args, 0)?;
    let data = bytes_arg(vm, args.positional[0])?;
    let (len, value) = (data.len(), checksum::crc32(&data, start));
    vm.charge(len as u64 / BYTES_PER_STEP)?;
    Ok(Value::Int(i64::from(value)))
}

/// `adler32(data, value=1)`.
fn adler32(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    no_keywords(args, "zlib.adler32")?;
    args.arity("adler32", 1, 2)?;
    let start = start_value(vm, args, 1)?;
    let data = bytes_arg(vm, args.positional[0])?;
    let (len, value) = (data.len(), checksum::adler32(&data, start));
    vm.charge(len as u64 / BYTES_PER_STEP)?;
    Ok(Value::Int(i64::from(value)))
}

/// `deflate(data, level, strategy, wbits, final)`: raw DEFLATE data for `data` (level 0 to 9,
/// strategy as zlib numbers them, window bits 9 to 15), ending the stream when `final` is true
/// and otherwise ending on a byte boundary after a sync marker, so later data can follow.
/// `miniz_oxide` may reach back 32 KiB whatever window it is told, so for a smaller window the
/// data is compressed in independent pieces of the window's size.
fn deflate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "deflate", 5, 5)?;
    let level = small_int(vm, args.positional[1])?.clamp(0, 9) as u8;
    let strategy = match small_int(vm, args.positional[2])? {
        1 => CompressionStrategy::Filtered,
        2 => CompressionStrategy::HuffmanOnly,
        3 => CompressionStrategy::RLE,
        4 => CompressionStrategy::Fixed,
        _ => CompressionStrategy::Default,
    };
    let wbits = small_int(vm, args.positional[3])?.clamp(9, 15);
    let last = vm.truthy(args.positional[4])?;
    let len = bytes_arg(vm, args.positional[0])?.len();
    let piece_size = 1usize << wbits;
    let bound = len + len / 8 + 1024 + (len / piece_size) * 8;
    vm.reserve(bound)?;
    vm.charge(len as u64 / COMPRESSED_PER_STEP)?;
    let data = bytes_arg(vm, args.positional[0])?;
    let mut out = Vec::with_capacity(bound);
    let pieces = data.len().div_ceil(piece_size).max(1);
    for index in 0..pieces {
        let piece = &data[(index * piece_size).min(data.len())..((index + 1) * piece_size).min(data.len())];
        let flush = if last && index + 1 == pieces {
            TDEFLFlush::Finish
        } else {
            TDEFLFlush::Sync
        };
        compress_piece(piece, level, strategy, flush, &mut out)?;
    }
    bytes_value(vm, out)
}

/// Appends `piece` compressed by a fresh compressor, flushed with `flush`.
fn compress_piece(
    piece: &[u8],
    level: u8,
    strategy: CompressionStrategy,
    flush: TDEFLFlush,
    out: &mut Vec<u8>,
) -> PyResult<()> {
    let mut compressor = CompressorOxide::with_params(DataFormat::Raw, level, strategy, 15);
    let mut buffer = vec![0u8; piece.len() + piece.len() / 8 + 1024];
    let mut read = 0;
    loop {
        let (status, used, made) = compress(&mut compressor, &piece[read..], &mut buffer, flush);
        read += used;
        out.extend_from_slice(&buffer[..made]);
        match status {
            TDEFLStatus::Okay if made == buffer.len() || read < piece.len() => {}
            TDEFLStatus::Okay | TDEFLStatus::Done => return Ok(()),
            TDEFLStatus::BadParam | TDEFLStatus::PutBufFailed => {
                return Err(PyErr::value_error("the compressor refused its parameters"));
            }
        }
    }
}

/// The container and window bits of a decoder from their codes (0 zlib, 1 raw, 2 gzip, 3 either).
fn format_arg(vm: &Vm, args: &Args) -> PyResult<(Format, u8)> {
    let format = match small_int(vm, args.positional[3])? {
        0 => Format::Zlib,
        1 => Format::Raw,
        2 => Format::Gzip,
        _ => Format::Auto,
    };
    let wbits = small_int(vm, args.positional[4])?.clamp(0, 15) as u8;
    Ok((format, wbits))
}

/// `inflate(state, data, max_length, format, wbits, zdict, context)`: decodes `data` after the
/// state (None at the start of a stream) and returns `(output, state, rest, eof)`, where `rest`
/// is the input after the end of the stream (`eof`) or not consumed because the output reached
/// `max_length` (when positive); or, when the data is invalid, the error message (naming
/// `context`, what the caller was doing) as a str.
fn inflate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "inflate", 7, 7)?;
    let (format, wbits) = format_arg(vm, args)?;
    let max_length = usize::try_from(small_int(vm, args.positional[2])?)
        .ok()
        .filter(|&n| n > 0)
        .unwrap_or(usize::MAX);
    let zdict = match args.positional[5] {
        Value::None => None,
        v => Some(bytes_arg(vm, v)?.to_vec()),
    };
    let (mut inflater, pending) = match args.positional[0] {
        Value::None => (
            Inflater::new(format, wbits, zdict.as_deref()),
            Pending {
                bytes: Vec::new(),
                skip: 0,
            },
        ),
        v => state::decode(&bytes_arg(vm, v)?).ok_or_else(|| PyErr::value_error("invalid decompressor state"))?,
    };
    let data_len = bytes_arg(vm, args.positional[1])?.len();
    vm.reserve(pending.bytes.len() + data_len)?;
    let mut input = pending.bytes;
    input.extend_from_slice(&bytes_arg(vm, args.positional[1])?);
    vm.charge(input.len() as u64 / BYTES_PER_STEP)?;
    let mut bits = BitReader::new(&input, usize::from(pending.skip));
    let mut hist = inflater.window.clone();
    let mut base = hist.len();
    let stop = loop {
        let produced = hist.len() - base;
        let round = (max_length - produced).min(ROUND);
        vm.check_alloc_chars(produced + round)?;
        let before = hist.len();
        let limit = before + round;
        let result = inflater.run(&mut bits, &mut hist, &mut base, limit, zdict.as_deref());
        vm.charge((hist.len() - before) as u64 / BYTES_PER_STEP)?;
        match result {
            Ok(Stop::OutputFull) if hist.len() - base < max_length => {}
            Ok(stop) => break stop,
            Err(error) => {
                let context = vm
                    .str_of(args.positional[6])
                    .unwrap_or("decompressing data")
                    .to_string();
                let message = match error {
                    InflateError::Data(message) => format!("Error -3 while {context}: {message}"),
                    InflateError::NeedDict => format!("Error 2 while {context}"),
                    InflateError::WrongDict => "Error -3 while setting zdict: invalid input data".to_string(),
                };
                return Ok(vm.new_str(message));
            }
        }
    };
    let pos = bits.position();
    let (carried, rest) = match stop {
        Stop::NeedInput => (
            Pending {
                bytes: input[pos / 8..].to_vec(),
                skip: (pos % 8) as u8,
            },
            &input[..0],
        ),
        Stop::Done => (
            Pending {
                bytes: Vec::new(),
                skip: 0,
            },
            &input[pos.div_ceil(8)..],
        ),
        Stop::OutputFull if !pos.is_multiple_of(8) => (
            Pending {
                bytes: vec![input[pos / 8]],
                skip: (pos % 8) as u8,
            },
            &input[pos / 8 + 1..],
        ),
        Stop::OutputFull => (
            Pending {
                bytes: Vec::new(),
                skip: 0,
            },
            &input[pos / 8..],
        ),
    };
    let output = hist[base..].to_vec();
    drop(hist);
    let state_bytes = state::encode(&inflater, &carried);
    let rest = rest.to_vec();
    let output = bytes_value(vm, output)?;
    let state_value = bytes_value(vm, state_bytes)?;
    let rest = bytes_value(vm, rest)?;
    Ok(vm.new_tuple(vec![output, state_value, rest, Value::bool(stop == Stop::Done)]))
}

/// Builds `_garter_zlib` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_zlib", name) else {
            return Err(PyErr::runtime_error("the zlib functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_zlib");
    Ok(vm.new_module(name, globals))
}

#[cfg(test)]
mod tests;
