//! The native core of `re` (module `_garter_re`): `compile` checks a pattern and reports its
//! groups, `match` runs one match, search or full match, and `scan` finds every
//! non-overlapping match as `finditer` does. The Python module `re` builds Pattern and Match
//! objects over them. Compiled programs are kept in a small per-thread cache keyed by the
//! pattern's text and flags; every call is charged as if it compiled, so the steps a program
//! takes never depend on the cache.

mod ast;
mod charset;
mod escape;
mod exec;
mod parse;
mod program;
mod source;
#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::rc::Rc;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::types::int::IntRef;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use exec::{Budget, Found, Matcher, Mode, Text, UNSET};
use parse::{Parsed, PatternError};
use program::Program;

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("compile", compile), ("match", match_), ("scan", scan)];

/// Compiled programs kept per thread.
const CACHE_SIZE: usize = 64;

/// Bytes a match result is counted as, per group, while a scan collects them (the result
/// and the tuple it becomes).
const RESULT_BYTES: usize = 48;

/// A pattern checked and compiled.
struct Compiled {
    parsed_flags: u32,
    groups: u32,
    names: Vec<(String, u32)>,
    program: Program,
}

type CacheKey = (bool, u32, Vec<u32>);

thread_local! {
    static CACHE: RefCell<Vec<(CacheKey, Rc<Compiled>)>> = const { RefCell::new(Vec::new()) };
}

/// The pattern's text as code points, and whether it is a str (not bytes).
fn pattern_chars(vm: &Vm, pattern: Value) -> PyResult<(Vec<u32>, bool)> {
    if let Some(text) = vm.str_of(pattern) {
        return Ok((text.chars().map(u32::from).collect(), true));
    }
    if let Some(Object::Bytes(bytes)) = vm.object(pattern) {
        return Ok((bytes.iter().map(|&b| u32::from(b)).collect(), false));
    }
    Err(PyErr::type_error("first argument must be string or compiled pattern"))
}

/// An int argument, saturated to i64; CPython's TypeError for anything else.
fn int_value(vm: &Vm, v: Value) -> PyResult<i64> {
    match vm.as_int(v) {
        Some(IntRef::Small(i)) => Ok(i),
        Some(IntRef::Big(b)) => Ok(if b.sign() == num_bigint::Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        }),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// Parses and compiles, or takes the cached program; charges the compile either way.
fn compiled(vm: &mut Vm, pattern: Value, flags: Value) -> PyResult<Result<Rc<Compiled>, PatternError>> {
    let (chars, is_text) = pattern_chars(vm, pattern)?;
    let flags = u32::try_from(int_value(vm, flags)?).unwrap_or(0);
    vm.charge(1 + chars.len() as u64 / 4)?;
    let key = (is_text, flags, chars);
    let cached = CACHE.with(|cache| {
        let cache = cache.borrow();
        cache.iter().find(|(k, _)| *k == key).map(|(_, c)| Rc::clone(c))
    });
    if let Some(found) = cached {
        return Ok(Ok(found));
    }
    vm.reserve(key.2.len().saturating_mul(64))?;
    let Parsed {
        node,
        flags: parsed_flags,
        groups,
        names,
    } = match parse::parse(&key.2, is_text, flags) {
        Ok(parsed) => parsed,
        Err(error) => return Ok(Err(error)),
    };
    let program = program::compile(&node, groups);
    let compiled = Rc::new(Compiled {
        parsed_flags,
        groups,
        names,
        program,
    });
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((key, Rc::clone(&compiled)));
    });
    Ok(Ok(compiled))
}

/// `compile(pattern, flags)`: `(flags, groups, ((name, index), ...))`, or `(None, message,
/// position)` for a pattern with a syntax error (the caller raises `re.error`).
fn compile(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "compile", 2, 2)?;
    match compiled(vm, args.positional[0], args.positional[1])? {
        Ok(compiled) => {
            let mut names = Vec::with_capacity(compiled.names.len());
            for (name, index) in &compiled.names {
                let name = vm.new_str(name.as_str());
                names.push(vm.new_tuple(vec![name, Value::Int(i64::from(*index))]));
            }
            let names = vm.new_tuple(names);
            Ok(vm.new_tuple(vec![
                Value::Int(i64::from(compiled.parsed_flags)),
                Value::Int(i64::from(compiled.groups)),
                names,
            ]))
        }
        Err(PatternError::Syntax { msg, pos }) => {
            let msg = vm.new_str(msg);
            let pos = pos.map_or(Value::None, |p| Value::Int(p as i64));
            Ok(vm.new_tuple(vec![Value::None, msg, pos]))
        }
        Err(PatternError::Overflow(msg)) => Err(PyErr::overflow_error(msg)),
        Err(PatternError::Value(msg)) => Err(PyErr::value_error(msg)),
        Err(PatternError::Recursion) => Err(PyErr::new(TypeId::RecursionError, "maximum recursion depth exceeded")),
    }
}

/// The subject of a match, copied out of the heap: bytes for ASCII str and bytes, code points
/// otherwise.
enum Subject {
    Bytes(Vec<u8>),
    Wide(Vec<u32>),
}

fn subject(vm: &mut Vm, string: Value, is_text: bool) -> PyResult<Subject> {
    let (subject, string_is_text) = if let Some(s) = vm.pystr(string) {
        let subject = if s.is_ascii() {
            Subject::Bytes(s.as_str().as_bytes().to_vec())
        } else {
            Subject::Wide(s.as_str().chars().map(u32::from).collect())
        };
        (subject, true)
    } else if let Some(Object::Bytes(bytes)) = vm.object(string) {
        (Subject::Bytes(bytes.clone()), false)
    } else {
        return Err(PyErr::type_error(format!(
            "expected string or bytes-like object, got '{}'",
            vm.type_name(string)
        )));
    };
    match (is_text, string_is_text) {
        (true, false) => Err(PyErr::type_error("cannot use a string pattern on a bytes-like object")),
        (false, true) => Err(PyErr::type_error("cannot use a bytes pattern on a string-like object")),
        _ => Ok(subject),
    }
}

impl Budget for Vm {
    type Error = PyErr;

    fn charge(&mut self, steps: u64, stack_bytes: usize) -> PyResult<()> {
        Vm::charge(self, steps)?;
        self.reserve(stack_bytes)
    }
}

/// The clamped `pos` and `endpos` over a text of `len` characters.
fn bounds(vm: &Vm, pos: Value, endpos: Value, len: usize) -> PyResult<(usize, usize)> {
    let clamp = |v: i64| usize::try_from(v.max(0)).unwrap_or(usize::MAX).min(len);
    Ok((clamp(int_value(vm, pos)?), clamp(int_value(vm, endpos)?)))
}

/// A match as `(lastindex, start0, end0, start1, end1, ...)` with -1 for unset groups.
fn found_value(vm: &mut Vm, found: &Found) -> Value {
    let mut items = Vec::with_capacity(1 + 2 * found.spans.len());
    items.push(found.lastindex.map_or(Value::None, |i| Value::Int(i64::from(i))));
    for &(start, end) in &found.spans {
        let set = start != UNSET && end != UNSET;
        items.push(Value::Int(if set { start as i64 } else { -1 }));
        items.push(Value::Int(if set { end as i64 } else { -1 }));
    }
    vm.new_tuple(items)
}

/// Runs `work` over the subject as the matcher's text type wants it.
fn with_text<R>(
    vm: &mut Vm,
    subject: &Subject,
    work: impl FnOnce(&mut Vm, &dyn TextView) -> PyResult<R>,
) -> PyResult<R> {
    match subject {
        Subject::Bytes(bytes) => work(vm, &bytes.as_slice()),
        Subject::Wide(chars) => work(vm, &chars.as_slice()),
    }
}

/// Match operations over a text, whatever its element type.
trait TextView {
    fn len(&self) -> usize;
    fn find_all(
        &self,
        vm: &mut Vm,
        program: &Program,
        span: (usize, usize),
        mode: Mode,
        limit: usize,
    ) -> PyResult<Vec<Found>>;
}

impl<T: Text + ?Sized> TextView for &T {
    fn len(&self) -> usize {
        Text::len(*self)
    }

    fn find_all(
        &self,
        vm: &mut Vm,
        program: &Program,
        (pos, endpos): (usize, usize),
        mode: Mode,
        limit: usize,
    ) -> PyResult<Vec<Found>> {
        let mut matcher = Matcher::new(program, *self, endpos, vm);
        let mut results = Vec::new();
        let mut start = pos;
        let mut must_advance = false;
        while limit == 0 || results.len() < limit {
            let Some(found) = matcher.find(start, mode, must_advance)? else {
                break;
            };
            let (begin, end) = found.spans[0];
            matcher.hold(RESULT_BYTES * (found.spans.len() + 2));
            results.push(found);
            if mode != Mode::Search {
                break;
            }
            must_advance = begin == end;
            start = end;
        }
        matcher.settle()?;
        Ok(results)
    }
}

fn run(
    vm: &mut Vm,
    args: &Args,
    function: &str,
    mode_of: impl Fn(&Vm, Value) -> PyResult<(Mode, usize)>,
) -> PyResult<Vec<Found>> {
    positional(args, function, 6, 6)?;
    let compiled = match compiled(vm, args.positional[0], args.positional[1])? {
        Ok(compiled) => compiled,
        Err(_) => return Err(PyErr::value_error("the pattern does not compile")),
    };
    let is_text = vm.str_of(args.positional[0]).is_some();
    let subject = subject(vm, args.positional[2], is_text)?;
    let (mode, limit) = mode_of(vm, args.positional[5])?;
    let (pos_arg, endpos_arg) = (args.positional[3], args.positional[4]);
    with_text(vm, &subject, |vm, text| {
        let span = bounds(vm, pos_arg, endpos_arg, text.len())?;
        text.find_all(vm, &compiled.program, span, mode, limit)
    })
}

/// `match(pattern, flags, string, pos, endpos, mode)`: mode 0 matches at `pos`, 1 matches the
/// whole span, 2 searches; the match tuple or None.
fn match_(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let found = run(vm, args, "match", |vm, mode| {
        let mode = match int_value(vm, mode)? {
            0 => Mode::Match,
            1 => Mode::Full,
            _ => Mode::Search,
        };
        Ok((mode, 1))
    })?;
    Ok(match found.first() {
        Some(found) => found_value(vm, found),
        None => Value::None,
    })
}

/// `scan(pattern, flags, string, pos, endpos, limit)`: every non-overlapping match (at most
/// `limit` when it is positive), as `finditer` finds them.
fn scan(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let found = run(vm, args, "scan", |vm, limit| {
        let limit = usize::try_from(int_value(vm, limit)?.max(0)).unwrap_or(usize::MAX);
        Ok((Mode::Search, limit))
    })?;
    vm.reserve_items(found.len(), 64)?;
    let items = found.iter().map(|f| found_value(vm, f)).collect();
    Ok(vm.new_list(items))
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_re", name) else {
            return Err(PyErr::runtime_error("the re functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_re");
    Ok(vm.new_module(name, globals))
}
