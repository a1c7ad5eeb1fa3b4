//! The scanner of `json.loads` without hooks: one pass over the document's UTF-8 text that
//! builds the lists, dicts, strs and numbers directly. Containers being read wait on an explicit
//! stack (so nesting costs heap, not Rust stack, and is bounded like CPython's recursion), and
//! syntax errors come back as CPython's message with the byte offset where they were found.

use std::collections::HashMap;

use garter::heap::Object;
use garter::types::dict::DictTable;
use garter::types::int::too_many_digits_error;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

/// Values made between two checks of the step and memory limits.
const CHECK_EVERY: usize = 1024;
/// Bytes of text scanned per step charged.
const BYTES_PER_STEP: usize = 8;
/// Bytes a value waiting in an open container is counted as (its slot, and the dict pair's key).
const PENDING_BYTES: usize = 32;

/// Why scanning stopped: a syntax error (CPython's message and the byte offset it names), or
/// an error the run raises as it is (a limit, RecursionError, the int digit limit).
pub enum Stop {
    Syntax(&'static str, usize),
    /// Nesting past the bound: CPython's RecursionError message.
    TooDeep(String),
    Raise(PyErr),
}

impl From<PyErr> for Stop {
    fn from(err: PyErr) -> Stop {
        Stop::Raise(err)
    }
}

/// A container whose closing bracket has not been read yet.
enum Open {
    List(Vec<Value>),
    /// The pairs so far and the key whose value is being read.
    Dict(Vec<(Value, Value)>, Value),
}

/// What the scanner writes instead of values when the decoder has hooks: a postfix program,
/// one op (`PUSH`, `PARSE_INT`, `PARSE_FLOAT`, `PARSE_CONSTANT`, `LIST`, `OBJECT`) and one
/// argument per step, that Python runs calling the hooks in CPython's order.
pub struct Events {
    pub ops: Vec<Value>,
    pub args: Vec<Value>,
    /// Which hooks are the decoder's own (the others are json's defaults, done natively).
    pub parse_int: bool,
    pub parse_float: bool,
    pub parse_constant: bool,
}

/// Push the argument.
const PUSH: i64 = 0;
/// Push `parse_int(argument)`.
const PARSE_INT: i64 = 1;
/// Push `parse_float(argument)`.
const PARSE_FLOAT: i64 = 2;
/// Push `parse_constant(argument)`.
const PARSE_CONSTANT: i64 = 3;
/// Replace the top `argument` values with a list of them.
const LIST: i64 = 4;
/// Replace the top `2 * argument` values (keys and values) with an object made of them.
const OBJECT: i64 = 5;

/// One scan of one document.
pub struct Scanner<'t> {
    /// With hooks: the program written instead of values (which are then placeholders).
    pub events: Option<Events>,
    text: &'t str,
    bytes: &'t [u8],
    strict: bool,
    /// The value of `NaN` (json's one NaN constant, so every NaN read is the same object).
    nan: Value,
    /// Keys already made, shared as CPython's scanner shares them.
    keys: HashMap<&'t str, Value>,
    /// Deepest nesting allowed before RecursionError.
    max_depth: usize,
    /// Values made and bytes passed since the last check of the limits.
    made: usize,
    charged_to: usize,
    /// Values waiting in open containers.
    pending: usize,
    scratch: String,
}

/// The offset of the first byte at or after `i` that is not JSON whitespace.
pub fn skip_whitespace(bytes: &[u8], mut i: usize) -> usize {
    while matches!(bytes.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        i += 1;
    }
    i
}

/// Where a number starting at `start` ends: `(end, is_float)`, or None when no number starts
/// there. As CPython's scanner, a fraction needs a digit after the point and an exponent
/// without digits is not part of the number.
pub fn number_end(bytes: &[u8], start: usize) -> Option<(usize, bool)> {
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let mut i = start;
    if bytes.get(i) == Some(&b'-') {
        i += 1;
    }
    match bytes.get(i) {
        Some(b'0') => i += 1,
        Some(b'1'..=b'9') => {
            while digit(i) {
                i += 1;
            }
        }
        _ => return None,
    }
    let mut is_float = false;
    if bytes.get(i) == Some(&b'.') && digit(i + 1) {
        i += 2;
        while digit(i) {
            i += 1;
        }
        is_float = true;
    }
    if matches!(bytes.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(bytes.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digit(j) {
            while digit(j) {
                j += 1;
            }
            i = j;
            is_float = true;
        }
    }
    Some((i, is_float))
}

/// The code unit of the four hex digits after the `u` at `u`, when the text goes on past them
/// (as CPython's: an escape at the very end could never be followed by a closing quote).
pub fn hex4(bytes: &[u8], u: usize) -> Option<u32> {
    if u + 5 >= bytes.len() {
        return None;
    }
    let digits = std::str::from_utf8(&bytes[u + 1..u + 5]).ok()?;
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u32::from_str_radix(digits, 16).ok()
}

/// The number of characters in `text[..byte]`.
pub fn char_offset(text: &str, byte: usize) -> usize {
    let prefix = &text.as_bytes()[..byte.min(text.len())];
    prefix.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

impl<'t> Scanner<'t> {
    pub fn new(text: &'t str, strict: bool, nan: Value, max_depth: usize) -> Scanner<'t> {
        Scanner {
            events: None,
            text,
            bytes: text.as_bytes(),
            strict,
            nan,
            keys: HashMap::new(),
            max_depth,
            made: 0,
            charged_to: 0,
            pending: 0,
            scratch: String::new(),
        }
    }

    /// Charges the values made and the text passed since the last check, and checks what open
    /// containers hold against the memory limit.
    fn check_limits(&mut self, vm: &mut Vm, at: usize) -> PyResult<()> {
        let scanned = at.saturating_sub(self.charged_to);
        self.charged_to = self.charged_to.max(at);
        vm.charge((self.made + scanned / BYTES_PER_STEP) as u64)?;
        self.made = 0;
        let steps = self.events.as_ref().map_or(0, |e| e.ops.len());
        vm.reserve(self.pending.saturating_add(steps).saturating_mul(PENDING_BYTES))
    }

    /// Notes one value made, checking the limits every so often.
    fn made_one(&mut self, vm: &mut Vm, at: usize) -> PyResult<()> {
        self.made += 1;
        if self.made >= CHECK_EVERY {
            self.check_limits(vm, at)?;
        }
        Ok(())
    }

    /// The value that starts at byte `start` and the offset just past it.
    pub fn value(&mut self, vm: &mut Vm, start: usize) -> Result<(Value, usize), Stop> {
        let mut stack: Vec<Open> = Vec::new();
        let mut at = start;
        let result = loop {
            let (mut value, mut end) = match self.bytes.get(at) {
                Some(b'{') => {
                    let i = skip_whitespace(self.bytes, at + 1);
                    if self.bytes.get(i) == Some(&b'}') {
                        (self.make_object(vm, Vec::new())?, i + 1)
                    } else {
                        self.open(&stack, "object")?;
                        let (key, next) = self.key(vm, i)?;
                        stack.push(Open::Dict(Vec::new(), key));
                        at = next;
                        continue;
                    }
                }
                Some(b'[') => {
                    let i = skip_whitespace(self.bytes, at + 1);
                    if self.bytes.get(i) == Some(&b']') {
                        (self.make_list(vm, Vec::new()), i + 1)
                    } else {
                        self.open(&stack, "array")?;
                        stack.push(Open::List(Vec::new()));
                        at = i;
                        continue;
                    }
                }
                _ => self.scalar(vm, at)?,
            };
            self.made_one(vm, end)?;
            while let Some(top) = stack.last_mut() {
                self.pending += 1;
                let i = skip_whitespace(self.bytes, end);
                let next = self.bytes.get(i).copied();
                match top {
                    Open::List(items) => {
                        items.push(value);
                        match next {
                            Some(b',') => {
                                at = skip_whitespace(self.bytes, i + 1);
                                break;
                            }
                            Some(b']') => {
                                let items = std::mem::take(items);
                                self.pending -= items.len();
                                stack.pop();
                                value = self.make_list(vm, items);
                            }
                            _ => return Err(Stop::Syntax("Expecting ',' delimiter", i)),
                        }
                    }
                    Open::Dict(pairs, key) => {
                        pairs.push((*key, value));
                        match next {
                            Some(b',') => {
                                let (key_value, after) = self.key(vm, skip_whitespace(self.bytes, i + 1))?;
                                *key = key_value;
                                at = after;
                                break;
                            }
                            Some(b'}') => {
                                let pairs = std::mem::take(pairs);
                                self.pending -= pairs.len();
                                stack.pop();
                                value = self.make_object(vm, pairs)?;
                            }
                            _ => return Err(Stop::Syntax("Expecting ',' delimiter", i)),
                        }
                    }
                }
                end = i + 1;
                self.made_one(vm, end)?;
            }
            if stack.is_empty() {
                break (value, end);
            }
        };
        self.check_limits(vm, result.1)?;
        Ok(result)
    }

    /// Writes one step of the hooks' program.
    fn emit(&mut self, op: i64, arg: Value) {
        if let Some(events) = &mut self.events {
            events.ops.push(Value::Int(op));
            events.args.push(arg);
        }
    }

    /// The list of `items`, or with hooks its step (and a placeholder).
    fn make_list(&mut self, vm: &mut Vm, items: Vec<Value>) -> Value {
        if self.events.is_some() {
            self.emit(LIST, Value::Int(items.len() as i64));
            return Value::None;
        }
        vm.new_list(items)
    }

    /// The dict of `pairs` (see [`dict_of`]), or with hooks its step (and a placeholder).
    fn make_object(&mut self, vm: &mut Vm, pairs: Vec<(Value, Value)>) -> PyResult<Value> {
        if self.events.is_some() {
            self.emit(OBJECT, Value::Int(pairs.len() as i64));
            return Ok(Value::None);
        }
        Ok(dict_of(vm, pairs))
    }

    /// Refuses to open one more container past the nesting bound, with CPython's message.
    fn open(&self, stack: &[Open], kind: &str) -> Result<(), Stop> {
        if stack.len() >= self.max_depth {
            return Err(Stop::TooDeep(format!(
                "maximum recursion depth exceeded while decoding a JSON {kind} from a unicode string"
            )));
        }
        Ok(())
    }

    /// A key at `at` (a string, then `:`): the key and the offset of its value.
    fn key(&mut self, vm: &mut Vm, at: usize) -> Result<(Value, usize), Stop> {
        if self.bytes.get(at) != Some(&b'"') {
            return Err(Stop::Syntax("Expecting property name enclosed in double quotes", at));
        }
        let (key, end) = self.string(vm, at, true)?;
        self.emit(PUSH, key);
        let i = skip_whitespace(self.bytes, end);
        if self.bytes.get(i) != Some(&b':') {
            return Err(Stop::Syntax("Expecting ':' delimiter", i));
        }
        Ok((key, skip_whitespace(self.bytes, i + 1)))
    }

    /// A string, constant or number at `at`; with hooks, its step of the program.
    fn scalar(&mut self, vm: &mut Vm, at: usize) -> Result<(Value, usize), Stop> {
        let Some(events) = &self.events else {
            return self.plain_scalar(vm, at);
        };
        let (parse_int, parse_float, parse_constant) = (events.parse_int, events.parse_float, events.parse_constant);
        let rest = &self.bytes[at.min(self.bytes.len())..];
        let word = [&b"NaN"[..], b"Infinity", b"-Infinity"]
            .into_iter()
            .find(|word| rest.starts_with(word));
        if let (Some(word), true) = (word, parse_constant) {
            let name = vm.new_str(String::from_utf8_lossy(word));
            self.emit(PARSE_CONSTANT, name);
            return Ok((Value::None, at + word.len()));
        }
        let hooked = match number_end(self.bytes, at) {
            Some((end, true)) if word.is_none() && parse_float => Some((PARSE_FLOAT, end)),
            Some((end, false)) if word.is_none() && (parse_int || end - at > 18) => Some((PARSE_INT, end)),
            _ => None,
        };
        if let Some((op, end)) = hooked {
            let text = vm.new_str(&self.text[at..end]);
            self.emit(op, text);
            return Ok((Value::None, end));
        }
        let (value, end) = self.plain_scalar(vm, at)?;
        self.emit(PUSH, value);
        Ok((value, end))
    }

    /// A string, constant or number at `at`, made with json's default parsers.
    fn plain_scalar(&mut self, vm: &mut Vm, at: usize) -> Result<(Value, usize), Stop> {
        let rest = &self.bytes[at.min(self.bytes.len())..];
        let constant = |word: &[u8]| rest.starts_with(word).then_some(at + word.len());
        let found = match rest.first() {
            Some(b'"') => return self.string(vm, at, false),
            Some(b'n') => constant(b"null").map(|end| (Value::None, end)),
            Some(b't') => constant(b"true").map(|end| (Value::bool(true), end)),
            Some(b'f') => constant(b"false").map(|end| (Value::bool(false), end)),
            Some(b'N') => constant(b"NaN").map(|end| (self.nan, end)),
            Some(b'I') => constant(b"Infinity").map(|end| (Value::float(f64::INFINITY), end)),
            Some(b'-') if rest.starts_with(b"-Infinity") => Some((Value::float(f64::NEG_INFINITY), at + 9)),
            _ => None,
        };
        if let Some(found) = found {
            return Ok(found);
        }
        let (end, is_float) = number_end(self.bytes, at).ok_or(Stop::Syntax("Expecting value", at))?;
        let text = &self.text[at..end];
        if is_float {
            let f: f64 = text.parse().map_err(|_| Stop::Syntax("Expecting value", at))?;
            return Ok((Value::float(f), end));
        }
        Ok((int_value(vm, text)?, end))
    }

    /// The string whose opening quote is at `at`, and the offset past its closing quote.
    fn string(&mut self, vm: &mut Vm, at: usize, is_key: bool) -> Result<(Value, usize), Stop> {
        let bytes = self.bytes;
        let plain = |b: u8| b != b'"' && b != b'\\' && (b >= 0x20 || !self.strict);
        let mut j = at + 1;
        while bytes.get(j).is_some_and(|&b| plain(b)) {
            j += 1;
        }
        if bytes.get(j) == Some(&b'"') {
            let text = &self.text[at + 1..j];
            if is_key {
                if let Some(&key) = self.keys.get(text) {
                    return Ok((key, j + 1));
                }
            }
            vm.check_alloc_chars(text.len())?;
            let value = vm.new_str(text);
            if is_key {
                self.keys.insert(text, value);
            }
            return Ok((value, j + 1));
        }
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        out.push_str(&self.text[at + 1..j]);
        let end = self.escaped(at, j, &mut out);
        let result = end.and_then(|end| {
            vm.check_alloc_chars(out.len())?;
            Ok((vm.new_str(out.as_str()), end))
        });
        self.scratch = out;
        result
    }

    /// Reads the rest of a string from `j`, its first byte that is not plain text, onto `out`:
    /// the offset past the closing quote.
    fn escaped(&self, at: usize, mut j: usize, out: &mut String) -> Result<usize, Stop> {
        let bytes = self.bytes;
        let unterminated = Stop::Syntax("Unterminated string starting at", at);
        loop {
            let run = j;
            while bytes
                .get(j)
                .is_some_and(|&b| b != b'"' && b != b'\\' && (b >= 0x20 || !self.strict))
            {
                j += 1;
            }
            out.push_str(&self.text[run..j]);
            match bytes.get(j) {
                None => return Err(unterminated),
                Some(b'"') => return Ok(j + 1),
                Some(b'\\') => {}
                Some(_) => return Err(Stop::Syntax("Invalid control character at", j)),
            }
            let Some(&escape) = bytes.get(j + 1) else {
                return Err(unterminated);
            };
            let simple = match escape {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => {
                    let (c, next) = self.unicode_escape(j + 1)?;
                    out.push(c);
                    j = next;
                    continue;
                }
                _ => return Err(Stop::Syntax("Invalid \\escape", j)),
            };
            out.push(simple);
            j += 2;
        }
    }

    /// The character of the `\uXXXX` escape whose `u` is at `u` (joined with a following low
    /// surrogate escape into one character; a lone surrogate is U+FFFD, as Garter's `chr` gives)
    /// and the offset after it.
    fn unicode_escape(&self, u: usize) -> Result<(char, usize), Stop> {
        let invalid = |at| Stop::Syntax("Invalid \\uXXXX escape", at);
        let mut code = hex4(self.bytes, u).ok_or(invalid(u))?;
        let mut next = u + 5;
        if (0xD800..=0xDBFF).contains(&code) && self.bytes[next..].starts_with(b"\\u") {
            let low = hex4(self.bytes, next + 1).ok_or(invalid(next + 1))?;
            if (0xDC00..=0xDFFF).contains(&low) {
                code = 0x10000 + (((code - 0xD800) << 10) | (low - 0xDC00));
                next += 6;
            }
        }
        Ok((char::from_u32(code).unwrap_or('\u{FFFD}'), next))
    }
}

/// The int of a JSON integer's text (an optional minus and digits), held to the program's
/// digit limit for int/str conversions as CPython's `int()` is.
fn int_value(vm: &mut Vm, text: &str) -> PyResult<Value> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.len() <= 18 {
        let magnitude = digits.bytes().fold(0i64, |n, b| n * 10 + i64::from(b - b'0'));
        return Ok(Value::Int(if digits.len() == text.len() {
            magnitude
        } else {
            -magnitude
        }));
    }
    let max = vm.int_max_str_digits;
    if max != 0 && digits.len() > max {
        return Err(too_many_digits_error(digits.len(), max));
    }
    vm.charge_decimal_conversion(digits.len() as u64 * 10 / 3)?;
    let big = num_bigint::BigInt::parse_bytes(text.as_bytes(), 10)
        .ok_or_else(|| PyErr::value_error("invalid literal for int() with base 10"))?;
    Ok(vm.new_int(big))
}

/// The dict of `pairs`, built before it enters the heap: every key is an exact str the scanner
/// made, so keys are equal when their texts are and no Python code runs; a repeated key keeps
/// its first place and its last value, as assigning them in turn does.
fn dict_of(vm: &mut Vm, pairs: Vec<(Value, Value)>) -> Value {
    let mut table = DictTable::with_capacity(pairs.len());
    for (key, value) in pairs {
        let Some(text) = vm.pystr(key) else {
            continue;
        };
        let hash = text.hash();
        let found = table.find_plain(hash, |candidate| {
            Some(candidate.is_same(key) || vm.pystr(candidate).is_some_and(|other| other.as_str() == text.as_str()))
        });
        match found.flatten() {
            Some(position) => table.set_value_at(position, value),
            None => table.push(hash, key, value),
        }
    }
    vm.heap.alloc_value(Object::Dict(table))
}
