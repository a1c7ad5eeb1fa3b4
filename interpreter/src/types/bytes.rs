//! The `bytes` type: encoding str to bytes and decoding back (utf-8, ascii, latin-1 with the
//! strict/ignore/replace/backslashreplace/xmlcharrefreplace handlers), and the bytes methods.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("decode", decode),
    ("hex", hex),
    ("upper", upper),
    ("lower", lower),
    ("startswith", startswith),
    ("endswith", endswith),
    ("find", find),
    ("count", count),
    ("index", index),
    ("replace", replace),
    ("split", split),
    ("join", join),
    ("strip", strip),
    ("lstrip", lstrip),
    ("rstrip", rstrip),
    ("isdigit", isdigit),
    ("isalpha", isalpha),
    ("isspace", isspace),
    ("isascii", isascii),
    ("translate", translate),
];

pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("fromhex", fromhex)];

pub const STATIC_METHODS: &[(&str, NativeFn)] = &[("maketrans", maketrans)];

/// Normalizes a codec name (`UTF8`, `utf_8`, `Latin1` ...).
fn codec(name: &str) -> Option<&'static str> {
    match name.to_ascii_lowercase().replace('_', "-").as_str() {
        "utf-8" | "utf8" | "u8" => Some("utf-8"),
        "ascii" | "us-ascii" => Some("ascii"),
        "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" | "l1" => Some("latin-1"),
        _ => None,
    }
}

/// `str.encode(encoding, errors)`.
pub fn encode_text(text: &str, encoding: &str, errors: &str) -> PyResult<Vec<u8>> {
    let Some(codec) = codec(encoding) else {
        return Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {encoding}")));
    };
    if codec == "utf-8" {
        return Ok(text.as_bytes().to_vec());
    }
    let limit: u32 = if codec == "ascii" { 128 } else { 256 };
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        match errors {
            "ignore" => {}
            "replace" => out.push(b'?'),
            "backslashreplace" => {
                let n = c as u32;
                let escaped = if n <= 0xff {
                    format!("\\x{n:02x}")
                } else if n <= 0xffff {
                    format!("\\u{n:04x}")
                } else {
                    format!("\\U{n:08x}")
                };
                out.extend_from_slice(escaped.as_bytes());
            }
            "xmlcharrefreplace" => out.extend_from_slice(format!("&#{};", c as u32).as_bytes()),
            _ => {
                let mut end = i + 1;
                while end < chars.len() && (chars[end] as u32) >= limit {
                    end += 1;
                }
                let position = if end - i == 1 {
                    format!("character '{}' in position {i}", escape_char(c))
                } else {
                    format!("characters in position {i}-{}", end - 1)
                };
                return Err(PyErr::new(
                    TypeId::UnicodeEncodeError,
                    format!("'{codec}' codec can't encode {position}: ordinal not in range({limit})"),
                ));
            }
        }
        i += 1;
    }
    Ok(out)
}

fn escape_char(c: char) -> String {
    let n = c as u32;
    if n <= 0xff {
        format!("\\x{n:02x}")
    } else if n <= 0xffff {
        format!("\\u{n:04x}")
    } else {
        format!("\\U{n:08x}")
    }
}

/// `bytes.decode(encoding, errors)`.
pub fn decode_bytes(bytes: &[u8], encoding: &str, errors: &str) -> PyResult<String> {
    let Some(codec) = codec(encoding) else {
        return Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {encoding}")));
    };
    match codec {
        "latin-1" => Ok(bytes.iter().map(|b| *b as char).collect()),
        "ascii" => {
            let mut out = String::with_capacity(bytes.len());
            for (i, b) in bytes.iter().enumerate() {
                if *b < 128 {
                    out.push(*b as char);
                } else {
                    match errors {
                        "ignore" => {}
                        "replace" => out.push('\u{fffd}'),
                        "backslashreplace" => out.push_str(&format!("\\x{b:02x}")),
                        _ => {
                            return Err(PyErr::new(
                                TypeId::UnicodeDecodeError,
                                format!("'ascii' codec can't decode byte {b:#04x} in position {i}: ordinal not in range(128)"),
                            ))
                        }
                    }
                }
            }
            Ok(out)
        }
        _ => {
            let mut out = String::with_capacity(bytes.len());
            let mut rest = bytes;
            let mut offset = 0;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(valid) => {
                        out.push_str(valid);
                        return Ok(out);
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or(""));
                        let bad_len = e.error_len().unwrap_or(rest.len() - good);
                        let position = offset + good;
                        match errors {
                            "ignore" => {}
                            "replace" => out.push('\u{fffd}'),
                            "backslashreplace" => {
                                for b in &rest[good..good + bad_len] {
                                    out.push_str(&format!("\\x{b:02x}"));
                                }
                            }
                            _ => {
                                let byte = rest[good];
                                let reason = match e.error_len() {
                                    None => "unexpected end of data",
                                    Some(_) if (0x80..0xc2).contains(&byte) || byte > 0xf4 => "invalid start byte",
                                    Some(_) => "invalid continuation byte",
                                };
                                let what = if e.error_len().is_none() && rest.len() - good > 1 {
                                    format!("bytes in position {position}-{}", position + rest.len() - good - 1)
                                } else {
                                    format!("byte {byte:#04x} in position {position}")
                                };
                                return Err(PyErr::new(
                                    TypeId::UnicodeDecodeError,
                                    format!("'utf-8' codec can't decode {what}: {reason}"),
                                ));
                            }
                        }
                        offset += good + bad_len;
                        rest = &rest[good + bad_len..];
                    }
                }
            }
        }
    }
}

fn data(vm: &Vm, args: &Args, method: &str) -> PyResult<Vec<u8>> {
    let b = receiver(vm, args, TypeId::Bytes, method)?;
    match vm.object(b) {
        Some(Object::Bytes(bytes)) => Ok(bytes.clone()),
        _ => Ok(Vec::new()),
    }
}

/// A bytes argument.
fn bytes_arg(vm: &Vm, v: Value) -> PyResult<Vec<u8>> {
    match vm.object(v) {
        Some(Object::Bytes(b)) => Ok(b.clone()),
        _ => Err(PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v)))),
    }
}

fn new_bytes(vm: &mut Vm, bytes: Vec<u8>) -> PyResult<Value> {
    Ok(vm.heap.alloc_value(Object::Bytes(bytes)))
}

fn decode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let bytes = data(vm, args, "decode")?;
    let encoding = match args.get_or_keyword(1, sym::ENCODING) {
        Some(v) => vm.str_of(v).unwrap_or("utf-8").to_string(),
        None => "utf-8".into(),
    };
    let errors = match args.get_or_keyword(2, sym::ERRORS) {
        Some(v) => vm.str_of(v).unwrap_or("strict").to_string(),
        None => "strict".into(),
    };
    let text = decode_bytes(&bytes, &encoding, &errors)?;
    Ok(vm.new_str(text))
}

fn hex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let bytes = data(vm, args, "hex")?;
    let sep = args.get(1).and_then(|v| vm.str_of(v).map(str::to_string));
    let parts: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let text = parts.join(sep.as_deref().unwrap_or(""));
    Ok(vm.new_str(text))
}

fn fromhex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity("fromhex", 1, 1)?;
    let text = vm.str_of(args.positional[1]).unwrap_or("").to_string();
    let digits: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = Vec::with_capacity(digits.len() / 2);
    for (i, pair) in digits.chunks(2).enumerate() {
        let value = match pair {
            [a, b] => a.to_digit(16).zip(b.to_digit(16)).map(|(x, y)| (x * 16 + y) as u8),
            _ => None,
        };
        match value {
            Some(v) => out.push(v),
            None => {
                return Err(PyErr::value_error(format!(
                    "non-hexadecimal number found in fromhex() arg at position {}",
                    i * 2 + 1
                )))
            }
        }
    }
    new_bytes(vm, out)
}

fn upper(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "upper")?;
    new_bytes(vm, b.to_ascii_uppercase())
}

fn lower(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "lower")?;
    new_bytes(vm, b.to_ascii_lowercase())
}

fn affix(vm: &mut Vm, args: &Args, method: &str, at_end: bool) -> PyResult<Value> {
    let b = data(vm, args, method)?;
    args.method_arity(method, 1, 1)?;
    let candidates: Vec<Value> = match vm.object(args.positional[1]) {
        Some(Object::Tuple(items)) => items.clone(),
        _ => vec![args.positional[1]],
    };
    for c in candidates {
        let a = bytes_arg(vm, c)?;
        if (at_end && b.ends_with(&a)) || (!at_end && b.starts_with(&a)) {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn startswith(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    affix(vm, args, "startswith", false)
}

fn endswith(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    affix(vm, args, "endswith", true)
}

/// The needle of `find`/`count`/`index`: bytes or a single byte value.
fn needle(vm: &Vm, v: Value) -> PyResult<Vec<u8>> {
    if let Some(crate::types::int::IntRef::Small(i)) = vm.as_int(v) {
        if !(0..256).contains(&i) {
            return Err(PyErr::value_error("byte must be in range(0, 256)"));
        }
        return Ok(vec![i as u8]);
    }
    bytes_arg(vm, v)
}

fn position(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

fn find(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "find")?;
    args.method_arity("find", 1, 1)?;
    let n = needle(vm, args.positional[1])?;
    Ok(Value::Int(position(&b, &n).map_or(-1, |p| p as i64)))
}

fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "index")?;
    args.method_arity("index", 1, 1)?;
    let n = needle(vm, args.positional[1])?;
    match position(&b, &n) {
        Some(p) => Ok(Value::Int(p as i64)),
        None => Err(PyErr::value_error("subsection not found")),
    }
}

fn count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "count")?;
    args.method_arity("count", 1, 1)?;
    let n = needle(vm, args.positional[1])?;
    if n.is_empty() {
        return Ok(Value::Int(b.len() as i64 + 1));
    }
    let mut count = 0;
    let mut i = 0;
    while i + n.len() <= b.len() {
        if b[i..i + n.len()] == n[..] {
            count += 1;
            i += n.len();
        } else {
            i += 1;
        }
    }
    Ok(Value::Int(count))
}

fn replace(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "replace")?;
    args.method_arity("replace", 2, 2)?;
    let old = bytes_arg(vm, args.positional[1])?;
    let new = bytes_arg(vm, args.positional[2])?;
    if old.is_empty() {
        return new_bytes(vm, b);
    }
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(&old) {
            out.extend_from_slice(&new);
            i += old.len();
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    new_bytes(vm, out)
}

fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "split")?;
    let parts: Vec<Vec<u8>> = match args.get_or_keyword(1, sym::SEP) {
        None | Some(Value::None) => b.split(|c| c.is_ascii_whitespace()).filter(|p| !p.is_empty()).map(<[u8]>::to_vec).collect(),
        Some(v) => {
            let sep = bytes_arg(vm, v)?;
            if sep.is_empty() {
                return Err(PyErr::value_error("empty separator"));
            }
            let mut parts = Vec::new();
            let mut start = 0;
            let mut i = 0;
            while i + sep.len() <= b.len() {
                if b[i..i + sep.len()] == sep[..] {
                    parts.push(b[start..i].to_vec());
                    i += sep.len();
                    start = i;
                } else {
                    i += 1;
                }
            }
            parts.push(b[start..].to_vec());
            parts
        }
    };
    let items = parts.into_iter().map(|p| vm.heap.alloc_value(Object::Bytes(p))).collect();
    Ok(vm.new_list(items))
}

fn join(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let sep = data(vm, args, "join")?;
    args.method_arity("join", 1, 1)?;
    let items = vm.collect_iterable(args.positional[1])?;
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        match vm.object(*item) {
            Some(Object::Bytes(b)) => out.extend_from_slice(b),
            _ => {
                return Err(PyErr::type_error(format!(
                    "sequence item {i}: expected a bytes-like object, {} found",
                    vm.type_name(*item)
                )))
            }
        }
    }
    new_bytes(vm, out)
}

fn strip_impl(vm: &mut Vm, args: &Args, method: &str, left: bool, right: bool) -> PyResult<Value> {
    let b = data(vm, args, method)?;
    let chars = match args.get(1) {
        None | Some(Value::None) => b" \t\n\r\x0b\x0c".to_vec(),
        Some(v) => bytes_arg(vm, v)?,
    };
    let mut start = 0;
    let mut end = b.len();
    if left {
        while start < end && chars.contains(&b[start]) {
            start += 1;
        }
    }
    if right {
        while end > start && chars.contains(&b[end - 1]) {
            end -= 1;
        }
    }
    new_bytes(vm, b[start..end].to_vec())
}

fn strip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "strip", true, true)
}

fn lstrip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "lstrip", true, false)
}

fn rstrip(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    strip_impl(vm, args, "rstrip", false, true)
}

fn all_bytes(vm: &mut Vm, args: &Args, method: &str, test: fn(&u8) -> bool) -> PyResult<Value> {
    let b = data(vm, args, method)?;
    Ok(Value::Bool(!b.is_empty() && b.iter().all(test)))
}

fn isdigit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    all_bytes(vm, args, "isdigit", u8::is_ascii_digit)
}

fn isalpha(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    all_bytes(vm, args, "isalpha", u8::is_ascii_alphabetic)
}

fn isspace(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    all_bytes(vm, args, "isspace", u8::is_ascii_whitespace)
}

fn isascii(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "isascii")?;
    Ok(Value::Bool(b.is_ascii()))
}

fn maketrans(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("maketrans", 2, 2)?;
    let from = bytes_arg(vm, args.positional[0])?;
    let to = bytes_arg(vm, args.positional[1])?;
    if from.len() != to.len() {
        return Err(PyErr::value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (a, b) in from.iter().zip(to.iter()) {
        table[*a as usize] = *b;
    }
    new_bytes(vm, table)
}

fn translate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "translate")?;
    args.method_arity("translate", 1, 2)?;
    let table = match args.positional[1] {
        Value::None => None,
        v => Some(bytes_arg(vm, v)?),
    };
    if let Some(t) = &table {
        if t.len() != 256 {
            return Err(PyErr::value_error("translation table must be 256 characters long"));
        }
    }
    let delete = match args.get(2) {
        Some(v) => bytes_arg(vm, v)?,
        None => Vec::new(),
    };
    let out: Vec<u8> = b
        .iter()
        .filter(|c| !delete.contains(c))
        .map(|c| table.as_ref().map_or(*c, |t| t[*c as usize]))
        .collect();
    new_bytes(vm, out)
}
