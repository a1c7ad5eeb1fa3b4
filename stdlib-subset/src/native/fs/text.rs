//! Text files over the byte files: decoding a whole file for a text reader (with universal
//! newlines translated when asked), encoding and writing text (with `\n` turned into the
//! stream's newline), and mapping between a position in the decoded text and the byte offset
//! in the file that `tell()` reports and `seek()` takes.
//!
//! The mapping walks the file and the text side by side: a character takes its encoded width,
//! and a translated `\n` the `\r\n` or `\r` it came from. Decoding errors replaced or ignored
//! under a non-strict `errors` make the offsets approximate, as they are opaque in CPython too.

use garter::builtins::registry::Args;
use garter::types::codecs::{codec, decode_bytes, encode_text};
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::files::write_bytes;
use super::{file_error, index_arg, open_filesystem, str_arg};
use crate::native::io::char_count;
use crate::native::positional;

/// The UTF-8 byte order mark `utf-8-sig` skips on reading and writes first.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// Bytes decoded per step of work.
const BYTES_PER_STEP: u64 = 64;

/// An encoding a text file supports: one of the interpreter's codecs, or UTF-8 with a BOM.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Encoding {
    codec: &'static str,
    bom: bool,
}

fn encoding_arg(vm: &Vm, args: &Args, i: usize) -> PyResult<Encoding> {
    let name = str_arg(vm, args, i)?;
    let lowered = name.to_ascii_lowercase().replace('_', "-");
    if lowered == "utf-8-sig" || lowered == "utf8-sig" {
        return Ok(Encoding {
            codec: "utf-8",
            bom: true,
        });
    }
    match codec(&name) {
        Some(codec) if !matches!(codec, "utf-8" | "ascii" | "latin-1") => Err(PyErr::value_error(format!(
            "Garter's text files are utf-8, utf-8-sig, ascii or latin-1, not '{name}': open the file in binary mode and decode its bytes"
        ))),
        Some(codec) => Ok(Encoding { codec, bom: false }),
        None => Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {name}"))),
    }
}

/// The width in the file of one decoded character.
fn width(c: char, encoding: Encoding) -> usize {
    if encoding.codec == "utf-8" {
        c.len_utf8()
    } else {
        1
    }
}

/// Where the text starts in the file (after a byte order mark `utf-8-sig` skips).
fn text_start(raw: &[u8], encoding: Encoding) -> usize {
    if encoding.bom && raw.starts_with(BOM) {
        BOM.len()
    } else {
        0
    }
}

/// `load_text(id, encoding, errors, translate)`: `(text, version)`, the whole file decoded, with
/// `\r\n` and `\r` made `\n` when `translate`.
pub(super) fn load_text(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "load_text", 4, 4)?;
    let id = index_arg(vm, args, 0)? as u64;
    let encoding = encoding_arg(vm, args, 1)?;
    let errors = str_arg(vm, args, 2)?;
    let translate = vm.truthy(args.positional[3])?;
    let fs = open_filesystem(vm)?;
    let (decoded, version) = match fs.contents(id).and_then(|raw| Ok((raw, fs.version(id)?))) {
        Ok((raw, version)) => (
            decode_bytes(&raw[text_start(raw, encoding)..], encoding.codec, &errors),
            version,
        ),
        Err(e) => return Err(file_error(vm, e)),
    };
    let mut text = decoded?;
    if translate && text.contains('\r') {
        text = text.replace("\r\n", "\n").replace('\r', "\n");
    }
    vm.check_alloc_chars(text.len())?;
    vm.charge(text.len() as u64 / BYTES_PER_STEP)?;
    let text = vm.new_str(text);
    Ok(vm.new_tuple(vec![text, Value::Int(version as i64)]))
}

/// `write_text(id, pos, text, encoding, errors, newline)`: encodes `text` (each `\n` written as
/// `newline` unless that is None) and writes it at `pos`; the position after it. A `utf-8-sig`
/// file gets its byte order mark when written from its start.
pub(super) fn write_text(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "write_text", 6, 6)?;
    let id = index_arg(vm, args, 0)? as u64;
    let pos = index_arg(vm, args, 1)?;
    let encoding = encoding_arg(vm, args, 3)?;
    let errors = str_arg(vm, args, 4)?;
    let newline = match args.positional[5] {
        Value::None => None,
        v => vm.str_of(v).map(str::to_string),
    };
    let Some(text) = vm.str_of(args.positional[2]) else {
        return Err(PyErr::type_error(format!(
            "write() argument must be str, not {}",
            vm.type_name(args.positional[2])
        )));
    };
    let mut data = match newline.as_deref() {
        Some(nl) if nl != "\n" && !nl.is_empty() && text.contains('\n') => {
            encode_text(&text.replace('\n', nl), encoding.codec, &errors)?
        }
        _ => encode_text(text, encoding.codec, &errors)?,
    };
    if encoding.bom && pos == 0 {
        data.splice(0..0, BOM.iter().copied());
    }
    let end = write_bytes(vm, id, pos, &data)?;
    Ok(Value::Int(end as i64))
}

/// Walks `text` (decoded from `raw`) and `raw` together until `stop(text byte, raw offset)`
/// holds; the characters, text bytes and raw offset reached.
fn walk(
    raw: &[u8],
    text: &str,
    encoding: Encoding,
    translate: bool,
    stop: impl Fn(usize, usize) -> bool,
) -> (usize, usize, usize) {
    let mut r = text_start(raw, encoding);
    let mut chars = 0;
    for (i, c) in text.char_indices() {
        if stop(i, r) {
            return (chars, i, r);
        }
        if translate && c == '\n' && raw.get(r) == Some(&b'\r') {
            r += if raw.get(r + 1) == Some(&b'\n') { 2 } else { 1 };
        } else {
            r += width(c, encoding);
        }
        chars += 1;
    }
    (chars, text.len(), r)
}

/// Whether text offsets equal file offsets (the text is the file's bytes).
fn same_layout(raw: &[u8], text: &str, encoding: Encoding) -> bool {
    !encoding.bom && raw.len() == text.len() && (encoding.codec == "utf-8" || text.is_ascii())
}

/// The file's bytes and the text argument `i`, read side by side without copying either.
fn with_raw_and_text<R>(vm: &Vm, args: &Args, id: u64, i: usize, f: impl FnOnce(&[u8], &str) -> R) -> PyResult<R> {
    let Some(fs) = vm.filesystem.as_ref() else {
        return Err(PyErr::new(TypeId::ValueError, "I/O operation on closed file."));
    };
    let Some(text) = vm.str_of(args.positional[i]) else {
        return Err(PyErr::type_error("the text must be a str"));
    };
    match fs.contents(id) {
        Ok(raw) => Ok(f(raw, text)),
        Err(e) => Err(PyErr::new(TypeId::OSError, format!("[Errno {}] {e}", e.errno().0))),
    }
}

/// `file_offset(id, text, byte, encoding, translate)`: the file offset of text byte `byte`.
pub(super) fn file_offset(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "file_offset", 5, 5)?;
    let id = index_arg(vm, args, 0)? as u64;
    let byte = index_arg(vm, args, 2)?;
    let encoding = encoding_arg(vm, args, 3)?;
    let translate = vm.truthy(args.positional[4])?;
    let offset = with_raw_and_text(vm, args, id, 1, |raw, text| {
        if same_layout(raw, text, encoding) {
            byte.min(raw.len())
        } else {
            walk(raw, text, encoding, translate, |i, _| i >= byte).2
        }
    })?;
    vm.charge(byte as u64 / BYTES_PER_STEP)?;
    Ok(Value::Int(offset as i64))
}

/// `text_position(id, text, encoding, translate, offset)`: `(characters, text byte)` of the
/// first character at or after file offset `offset`.
pub(super) fn text_position(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "text_position", 5, 5)?;
    let id = index_arg(vm, args, 0)? as u64;
    let encoding = encoding_arg(vm, args, 2)?;
    let translate = vm.truthy(args.positional[3])?;
    let offset = index_arg(vm, args, 4)?;
    let (chars, byte) = with_raw_and_text(vm, args, id, 1, |raw, text| {
        if same_layout(raw, text, encoding) {
            let mut byte = offset.min(text.len());
            while !text.is_char_boundary(byte) {
                byte += 1;
            }
            (char_count(&text[..byte]), byte)
        } else {
            let (chars, byte, _) = walk(raw, text, encoding, translate, |_, r| r >= offset);
            (chars, byte)
        }
    })?;
    vm.charge(byte as u64 / BYTES_PER_STEP)?;
    Ok(vm.new_tuple(vec![Value::Int(chars as i64), Value::Int(byte as i64)]))
}
