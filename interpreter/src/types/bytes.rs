//! The methods of `bytes` (most shared with `bytearray`); the text codecs `decode` uses are in
//! `codecs.rs`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::bytes_search;
use crate::types::codecs::decode_bytes;
use crate::types::int::IntRef;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("decode", decode),
    ("hex", hex),
    ("upper", upper),
    ("lower", lower),
    ("swapcase", swapcase),
    ("capitalize", capitalize),
    ("title", title),
    ("startswith", startswith),
    ("endswith", endswith),
    ("find", find),
    ("rfind", rfind),
    ("count", count),
    ("index", index),
    ("rindex", rindex),
    ("replace", replace),
    ("split", split),
    ("rsplit", rsplit),
    ("splitlines", splitlines),
    ("partition", partition),
    ("rpartition", rpartition),
    ("join", join),
    ("strip", strip),
    ("lstrip", lstrip),
    ("rstrip", rstrip),
    ("center", center),
    ("ljust", ljust),
    ("rjust", rjust),
    ("zfill", zfill),
    ("expandtabs", expandtabs),
    ("removeprefix", removeprefix),
    ("removesuffix", removesuffix),
    ("isdigit", isdigit),
    ("isalpha", isalpha),
    ("isalnum", isalnum),
    ("isspace", isspace),
    ("islower", islower),
    ("isupper", isupper),
    ("istitle", istitle),
    ("isascii", isascii),
    ("translate", translate),
];

pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("fromhex", fromhex)];

pub const STATIC_METHODS: &[(&str, NativeFn)] = &[("maketrans", maketrans)];

/// A copy of the receiver's bytes: a bytes or a bytearray (they share these methods).
fn data(vm: &mut Vm, args: &Args, method: &str) -> PyResult<Vec<u8>> {
    let this = match args.get(0) {
        Some(v) if vm.type_of(v) == TypeId::ByteArray => v,
        _ => receiver(vm, args, TypeId::Bytes, method)?,
    };
    let bytes = vm.bytes_like(this).unwrap_or_default().into_owned();
    vm.charge_scan(bytes.len())?;
    Ok(bytes)
}

/// A bytes-like argument.
fn bytes_arg(vm: &Vm, v: Value) -> PyResult<Vec<u8>> {
    vm.bytes_arg(v)
}

/// The result of a method: bytes, or a bytearray when the receiver is one.
fn new_bytes(vm: &mut Vm, args: &Args, bytes: Vec<u8>) -> PyResult<Value> {
    match args.get(0) {
        Some(this) => Ok(vm.new_bytes_like(this, bytes)),
        None => Ok(vm.heap.alloc_value(Object::Bytes(bytes))),
    }
}

fn decode(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let bytes = data(vm, args, "decode")?;
    let encoding = match args.get_or_keyword(1, sym::ENCODING) {
        Some(v) => text_argument(vm, "decode", "encoding", v)?,
        None => "utf-8".into(),
    };
    let errors = match args.get_or_keyword(2, sym::ERRORS) {
        Some(v) => text_argument(vm, "decode", "errors", v)?,
        None => "strict".into(),
    };
    let text = decode_bytes(&bytes, &encoding, &errors)?;
    Ok(vm.new_str(text))
}

/// The text of a str argument `parameter` of `function`, or CPython's TypeError naming both
/// (`decode() argument 'encoding' must be str, not int`).
pub fn text_argument(vm: &Vm, function: &str, parameter: &str, v: Value) -> PyResult<String> {
    match vm.str_of(v) {
        Some(text) => Ok(text.to_string()),
        None => Err(PyErr::type_error(format!(
            "{function}() argument '{parameter}' must be str, not {}",
            vm.type_name(v)
        ))),
    }
}

/// `bytes.hex(sep=None, bytes_per_sep=1)`: a separator (one ASCII character, as str or
/// bytes) between groups of `bytes_per_sep` bytes, counted from the right (from the left when
/// negative).
fn hex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let bytes = data(vm, args, "hex")?;
    args.method_keyword_arity("hex", 2)?;
    hex_text(vm, &bytes, args)
}

/// The text of `hex(sep, bytes_per_sep)` of `bytes`, with the separator arguments in `args`
/// after the receiver (shared by bytes, bytearray and memoryview).
pub fn hex_text(vm: &mut Vm, bytes: &[u8], args: &Args) -> PyResult<Value> {
    let per_sep_name = vm.interner.intern("bytes_per_sep");
    let sep = match args.get_or_keyword(1, sym::SEP) {
        None => None,
        Some(v) => {
            let raw = vm
                .bytes_like(v)
                .map(|b| b.iter().map(|&c| char::from(c)).collect::<String>());
            let text = match (vm.str_of(v), raw) {
                (Some(s), _) => s.to_string(),
                (None, Some(b)) => b,
                (None, None) => {
                    return Err(PyErr::type_error(format!(
                        "object of type '{}' has no len()",
                        vm.type_name(v)
                    )))
                }
            };
            let mut chars = text.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii() => Some(c),
                (Some(_), None) => return Err(PyErr::value_error("sep must be ASCII.")),
                _ => return Err(PyErr::value_error("sep must be length 1.")),
            }
        }
    };
    let per_sep = match args.get_or_keyword(2, per_sep_name) {
        None => 1,
        Some(v) => match vm.as_int(v) {
            Some(IntRef::Small(n)) => n,
            _ => {
                return Err(PyErr::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    vm.type_name(v)
                )))
            }
        },
    };
    vm.check_alloc_chars(bytes.len().saturating_mul(3))?;
    let group = per_sep.unsigned_abs() as usize;
    let mut text = String::with_capacity(bytes.len() * 3);
    for (i, b) in bytes.iter().enumerate() {
        if let Some(sep) = sep.filter(|_| group > 0 && i > 0) {
            let boundary = if per_sep > 0 {
                (bytes.len() - i).is_multiple_of(group)
            } else {
                i.is_multiple_of(group)
            };
            if boundary {
                text.push(sep);
            }
        }
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        text.push(char::from(DIGITS[usize::from(b >> 4)]));
        text.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    Ok(vm.new_str(text))
}

fn fromhex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "fromhex", 1, 1)?;
    let Some(text) = vm.str_of(args.positional[1]) else {
        return Err(PyErr::type_error(format!(
            "fromhex() argument must be str, not {}",
            vm.type_name(args.positional[1])
        )));
    };
    let text: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut i = 0;
    while i < text.len() {
        if text[i] == ' ' {
            i += 1;
            continue;
        }
        let high = text[i].to_digit(16);
        let low = text.get(i + 1).and_then(|c| c.to_digit(16));
        match (high, low) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            (None, _) => {
                return Err(PyErr::value_error(format!(
                    "non-hexadecimal number found in fromhex() arg at position {i}"
                )))
            }
            (Some(_), None) => {
                return Err(PyErr::value_error(format!(
                    "non-hexadecimal number found in fromhex() arg at position {}",
                    i + 1
                )))
            }
        }
        i += 2;
    }
    // Called on a subclass, the class makes the result from the bytes, as in CPython.
    let class = args.positional[0];
    let base = match class {
        Value::Type(t) => t,
        other => vm.class_obj(other).map_or(TypeId::Bytes, |c| c.builtin_base),
    };
    let value = if base == TypeId::ByteArray {
        vm.new_bytearray(out)
    } else {
        vm.heap.alloc_value(Object::Bytes(out))
    };
    match class {
        Value::Type(_) => Ok(value),
        _ => vm.call_value(class, &[value]),
    }
}

fn upper(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "upper")?;
    new_bytes(vm, args, b.to_ascii_uppercase())
}

fn lower(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "lower")?;
    new_bytes(vm, args, b.to_ascii_lowercase())
}

fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "split")?;
    match args.get_or_keyword(1, sym::SEP) {
        None | Some(Value::None) if args.get_or_keyword(2, sym::MAXSPLIT).is_none() => {
            let words = b.split(|c| c.is_ascii_whitespace()).filter(|p| !p.is_empty());
            bytes_list(vm, args, words)
        }
        _ => via_str(vm, args, "split"),
    }
}

fn join(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let sep = data(vm, args, "join")?;
    args.method_arity(vm, "join", 1, 1)?;
    if !vm.is_iterable(args.positional[1]) {
        return Err(PyErr::type_error("can only join an iterable"));
    }
    let items = vm.collect_iterable(args.positional[1])?;
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        let Some(piece) = vm.bytes_like(*item).map(std::borrow::Cow::into_owned) else {
            return Err(PyErr::type_error(format!(
                "sequence item {i}: expected a bytes-like object, {} found",
                vm.type_name(*item)
            )));
        };
        vm.check_alloc_chars(out.len().saturating_add(piece.len()))?;
        vm.charge_scan(piece.len())?;
        out.extend_from_slice(&piece);
    }
    new_bytes(vm, args, out)
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
    new_bytes(vm, args, b[start..end].to_vec())
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
    Ok(Value::bool(!b.is_empty() && b.iter().all(test)))
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
    Ok(Value::bool(b.is_ascii()))
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
    Ok(vm.heap.alloc_value(Object::Bytes(table)))
}

fn translate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "translate")?;
    args.method_arity(vm, "translate", 1, 2)?;
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
    new_bytes(vm, args, out)
}

/// Runs the `str` method `method` on bytes viewed as latin-1 text: every bytes argument becomes
/// the str with the same code points, and str results (alone, in a list or in a tuple) become
/// bytes again. Used for the bytes methods whose behaviour is the str method's on byte values.
fn via_str(vm: &mut Vm, args: &Args, method: &str) -> PyResult<Value> {
    data(vm, args, method)?;
    if matches!(
        method,
        "zfill" | "removeprefix" | "removesuffix" | "partition" | "rpartition"
    ) {
        args.method_arity(vm, method, 1, 1)?;
    }
    let affix = matches!(method, "startswith" | "endswith");
    let mut converted = Args::default();
    let searching = matches!(method, "find" | "rfind" | "index" | "rindex" | "count");
    for (i, value) in args.positional.iter().enumerate() {
        if i == 1 && searching {
            if let Some(crate::types::int::IntRef::Small(byte)) = vm.as_int(*value) {
                if !(0..256).contains(&byte) {
                    return Err(PyErr::value_error("byte must be in range(0, 256)"));
                }
                let text = char::from(byte as u8).to_string();
                converted.positional.push(vm.new_str(text));
                continue;
            }
        }
        let as_text = match vm.object(vm.builtin_value(*value)) {
            Some(Object::Bytes(_) | Object::ByteArray(_) | Object::MemoryView(_)) => {
                Some(latin1_text(&vm.bytes_arg(*value)?))
            }
            Some(Object::Tuple(items)) if i > 0 => {
                let items = items.clone();
                let mut mapped = Vec::with_capacity(items.len());
                for item in items {
                    mapped.push(match vm.bytes_like(item) {
                        Some(b) => {
                            let t = latin1_text(&b);
                            vm.new_str(t)
                        }
                        None if affix => {
                            return Err(PyErr::type_error(format!(
                                "a bytes-like object is required, not '{}'",
                                vm.type_name(item)
                            )))
                        }
                        None => item,
                    });
                }
                converted.positional.push(vm.new_tuple(mapped));
                continue;
            }
            _ if i == 1 && matches!(method, "split" | "rsplit") && *value != Value::None => {
                return Err(PyErr::type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    vm.type_name(*value)
                )));
            }
            _ if i == 1 && affix => {
                return Err(PyErr::type_error(format!(
                    "{method} first arg must be bytes or a tuple of bytes, not {}",
                    vm.type_name(*value)
                )));
            }
            Some(Object::Str(_)) if i > 0 => {
                let message = if searching {
                    format!(
                        "argument should be integer or bytes-like object, not '{}'",
                        vm.type_name(*value)
                    )
                } else {
                    format!("a bytes-like object is required, not '{}'", vm.type_name(*value))
                };
                return Err(PyErr::type_error(message));
            }
            _ => None,
        };
        converted.positional.push(match as_text {
            Some(t) => vm.new_str(t),
            None => *value,
        });
    }
    converted.keywords = args.keywords.clone();
    let symbol = vm.interner.intern(method);
    let Some(id) = crate::builtins::registry::own_method(TypeId::Str, symbol) else {
        return Err(PyErr::attribute_error(format!(
            "'bytes' object has no attribute '{method}'"
        )));
    };
    let result = crate::builtins::registry::call_native(vm, id, &converted)?;
    to_bytes_result(vm, args.positional[0], result)
}

/// Bytes as the str of the same code points.
fn latin1_text(bytes: &[u8]) -> String {
    bytes.iter().map(|c| *c as char).collect()
}

fn latin1_bytes(vm: &Vm, v: Value) -> Option<Vec<u8>> {
    vm.str_of(v).map(|s| s.chars().map(|c| c as u32 as u8).collect())
}

fn to_bytes_result(vm: &mut Vm, this: Value, result: Value) -> PyResult<Value> {
    if let Some(b) = latin1_bytes(vm, result) {
        return Ok(vm.new_bytes_like(this, b));
    }
    let (items, is_list) = match vm.object(result) {
        Some(Object::List(items)) => (items.clone(), true),
        Some(Object::Tuple(items)) => (items.clone(), false),
        _ => return Ok(result),
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(match latin1_bytes(vm, item) {
            Some(b) => vm.new_bytes_like(this, b),
            None => item,
        });
    }
    Ok(if is_list { vm.new_list(out) } else { vm.new_tuple(out) })
}

macro_rules! bridged {
    ($($name:ident),*) => {
        $(fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
            via_str(vm, args, stringify!($name))
        })*
    };
}

fn splitlines(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "splitlines")?;
    args.method_keyword_arity("splitlines", 1)?;
    args.only_keywords(vm, "splitlines", &[sym::KEEPENDS])?;
    let keepends = match args.get_or_keyword(1, sym::KEEPENDS) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let mut start = 0;
    let lines = std::iter::from_fn(|| {
        let rest = b.get(start..).filter(|rest| !rest.is_empty())?;
        let line = match rest.iter().position(|c| *c == b'\n' || *c == b'\r') {
            Some(at) => {
                let brk = if rest[at] == b'\r' && rest.get(at + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                start += at + brk;
                &rest[..if keepends { at + brk } else { at }]
            }
            None => {
                start = b.len();
                rest
            }
        };
        Some(line)
    });
    bytes_list(vm, args, lines)
}

/// A list of bytes objects made of pieces of some data, each counted against the memory limit
/// as it is found.
fn bytes_list<'a>(vm: &mut Vm, args: &Args, pieces: impl Iterator<Item = &'a [u8]>) -> PyResult<Value> {
    let this = args.positional[0];
    let items = vm
        .counted_pieces(pieces)?
        .into_iter()
        .map(|p| vm.new_bytes_like(this, p.to_vec()))
        .collect();
    Ok(vm.new_list(items))
}

/// The search methods: in place when their arguments allow, through str otherwise.
macro_rules! searched {
    ($($name:ident: $kind:ident),*) => {$(
        fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
            match bytes_search::search(vm, args, bytes_search::Search::$kind) {
                Some(result) => result,
                None => via_str(vm, args, stringify!($name)),
            }
        }
    )*};
}

searched!(find: Find, rfind: RFind, count: Count, index: Index, rindex: RIndex);

bridged!(
    startswith,
    endswith,
    replace,
    rsplit,
    partition,
    rpartition,
    center,
    ljust,
    rjust,
    zfill,
    expandtabs,
    removeprefix,
    removesuffix
);

/// An ASCII-only case mapping of the receiver (bytes case methods ignore other bytes).
fn map_ascii(vm: &mut Vm, args: &Args, method: &str, f: impl Fn(&[u8]) -> Vec<u8>) -> PyResult<Value> {
    let b = data(vm, args, method)?;
    new_bytes(vm, args, f(&b))
}

fn swapcase(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    map_ascii(vm, args, "swapcase", |b| {
        b.iter()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    })
}

fn capitalize(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    map_ascii(vm, args, "capitalize", |b| {
        b.iter()
            .enumerate()
            .map(|(i, c)| {
                if i == 0 {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect()
    })
}

fn title(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    map_ascii(vm, args, "title", |b| {
        let mut previous_cased = false;
        b.iter()
            .map(|c| {
                let out = if previous_cased {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                };
                previous_cased = c.is_ascii_alphabetic();
                out
            })
            .collect()
    })
}

fn isalnum(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    all_bytes(vm, args, "isalnum", u8::is_ascii_alphanumeric)
}

fn islower(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "islower")?;
    Ok(Value::bool(
        b.iter().any(u8::is_ascii_lowercase) && !b.iter().any(u8::is_ascii_uppercase),
    ))
}

/// Whether the bytes are titlecased ASCII: every run of letters starts with an uppercase one
/// and continues in lowercase, and there is at least one letter.
fn istitle(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "istitle")?;
    let (mut cased, mut previous_cased) = (false, false);
    for byte in b.iter() {
        if byte.is_ascii_uppercase() {
            if previous_cased {
                return Ok(Value::bool(false));
            }
            (cased, previous_cased) = (true, true);
        } else if byte.is_ascii_lowercase() {
            if !previous_cased {
                return Ok(Value::bool(false));
            }
            (cased, previous_cased) = (true, true);
        } else {
            previous_cased = false;
        }
    }
    Ok(Value::bool(cased))
}

fn isupper(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let b = data(vm, args, "isupper")?;
    Ok(Value::bool(
        b.iter().any(u8::is_ascii_uppercase) && !b.iter().any(u8::is_ascii_lowercase),
    ))
}

/// `bytes % args`: the format's bytes formatted as latin-1 text (see `format/percent.rs`).
pub fn percent_format_bytes(vm: &mut Vm, format: &[u8], args: Value) -> PyResult<Value> {
    let result = vm.percent_format_latin1(&latin1_text(format), args)?;
    Ok(vm
        .heap
        .alloc_value(Object::Bytes(result.chars().map(|c| c as u32 as u8).collect())))
}
