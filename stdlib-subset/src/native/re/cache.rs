//! Compiled programs kept per thread, keyed by the pattern's type, flags and text, so a loop
//! that calls `re.match(p, line)` compiles `p` once. Every lookup is charged the same steps
//! whether it hits or not, so a program's step count never depends on the cache. The cache is
//! shared by every interpreter on the thread, outside their memory limits, so it is kept
//! small: only patterns of at most `CACHED_PATTERN_CHARS` characters are kept (a longer one is
//! compiled, charged and counted at each use), and those kept have at most
//! `CACHED_TOTAL_BYTES` bytes of pattern between them, so it never holds more than a few MiB.
//! A hit moves its entry to the end, so a full cache drops the one used least recently.

use std::cell::RefCell;
use std::rc::Rc;

use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::parse::{self, Parsed, PatternError};
use super::program::{self, Program};

/// Programs kept per thread; the one used least recently goes first.
const CACHE_SIZE: usize = 256;
/// The most pattern bytes the kept programs may have between them.
const CACHED_TOTAL_BYTES: usize = 64 * CACHED_PATTERN_CHARS;
/// The longest pattern whose program is kept (a program takes tens of bytes per character).
const CACHED_PATTERN_CHARS: usize = 1024;

/// A pattern checked and compiled.
pub struct Compiled {
    /// The pattern's final flags.
    pub flags: u32,
    pub groups: u32,
    pub names: Vec<(String, u32)>,
    pub program: Program,
    /// A str pattern (not bytes).
    pub is_text: bool,
}

/// Pattern type, flags and the pattern's bytes (UTF-8 for str).
type Key = (bool, u32, Vec<u8>);

thread_local! {
    static CACHE: RefCell<Vec<(Key, Rc<Compiled>)>> = const { RefCell::new(Vec::new()) };
}

/// The pattern's bytes and whether it is a str.
fn pattern_bytes(vm: &Vm, pattern: Value) -> PyResult<(&[u8], bool)> {
    if let Some(text) = vm.str_of(pattern) {
        return Ok((text.as_bytes(), true));
    }
    if let Some(Object::Bytes(bytes)) = vm.object(pattern) {
        return Ok((bytes, false));
    }
    Err(PyErr::type_error("first argument must be string or compiled pattern"))
}

/// The compiled `pattern` under `flags`, from the cache or compiled now; a pattern with a
/// syntax error gives `Ok(Err(..))`.
pub fn compiled(vm: &mut Vm, pattern: Value, flags: u32) -> PyResult<Result<Rc<Compiled>, PatternError>> {
    let (bytes, is_text) = pattern_bytes(vm, pattern)?;
    let cost = 1 + bytes.len() as u64 / 4;
    let cached = CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let index = cache
            .iter()
            .rposition(|((text, f, b), _)| *text == is_text && *f == flags && b.as_slice() == bytes)?;
        let last = cache.len() - 1;
        if index != last {
            let entry = cache.remove(index);
            cache.push(entry);
        }
        Some(Rc::clone(&cache[last].1))
    });
    let key_bytes = if cached.is_none() { bytes.to_vec() } else { Vec::new() };
    vm.charge(cost)?;
    if let Some(found) = cached {
        return Ok(Ok(found));
    }
    let chars: Vec<u32> = if is_text {
        String::from_utf8_lossy(&key_bytes).chars().map(u32::from).collect()
    } else {
        key_bytes.iter().map(|&b| u32::from(b)).collect()
    };
    vm.reserve(chars.len().saturating_mul(64))?;
    let Parsed {
        node,
        flags: final_flags,
        groups,
        names,
    } = match parse::parse(&chars, is_text, flags) {
        Ok(parsed) => parsed,
        Err(error) => return Ok(Err(error)),
    };
    let compiled = Rc::new(Compiled {
        flags: final_flags,
        groups,
        names,
        program: program::compile(&node, groups),
        is_text,
    });
    if chars.len() <= CACHED_PATTERN_CHARS {
        CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            let mut kept_chars: usize = cache.iter().map(|((_, _, b), _)| b.len()).sum();
            while !cache.is_empty() && (cache.len() >= CACHE_SIZE || kept_chars + key_bytes.len() > CACHED_TOTAL_BYTES)
            {
                kept_chars -= cache.remove(0).0 .2.len();
            }
            cache.push(((is_text, flags, key_bytes), Rc::clone(&compiled)));
        });
    }
    Ok(Ok(compiled))
}
