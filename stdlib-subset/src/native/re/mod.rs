//! The native core of `re` (module `_garter_re`): `compile` checks a pattern and reports its
//! groups; `match` runs one match, search or full match; `scan` finds every non-overlapping
//! match as `finditer` does; `findall`, `split` and `subn` build their results in one call.
//! The Python module `re` builds Pattern and Match objects over them. Every one reads a str
//! subject in place (`in_place.rs`) and cuts its results from it where it lies (`subject.rs`).

mod ast;
mod cache;
mod charset;
mod escape;
mod exec;
mod first;
mod in_place;
mod parse;
mod program;
mod required;
mod results;
mod source;
mod subject;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use garter::builtins::registry::{Args, NativeFn};
use garter::types::int::IntRef;
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use cache::{compiled, Compiled};
use exec::{Budget, Found, Matcher, Mode, Text, UNSET};
use parse::PatternError;
use program::Program;
use subject::Subject;

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("compile", compile),
    ("match", match_),
    ("scan", scan),
    ("findall", results::findall),
    ("split", results::split),
    ("subn", results::subn),
];

/// Bytes a match result is counted as, per group, while a scan collects them (the result
/// and the tuple it becomes).
const RESULT_BYTES: usize = 48;

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

fn flags_arg(vm: &Vm, flags: Value) -> PyResult<u32> {
    Ok(u32::try_from(int_value(vm, flags)?).unwrap_or(0))
}

/// `compile(pattern, flags)`: `(flags, groups, ((name, index), ...))`, or `(None, message,
/// position)` for a pattern with a syntax error (the caller raises `re.error`).
fn compile(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "compile", 2, 2)?;
    let flags = flags_arg(vm, args.positional[1])?;
    match compiled(vm, args.positional[0], flags)? {
        Ok(compiled) => {
            let mut names = Vec::with_capacity(compiled.names.len());
            for (name, index) in &compiled.names {
                let name = vm.new_str(name.as_str());
                names.push(vm.new_tuple(vec![name, Value::Int(i64::from(*index))]));
            }
            let names = vm.new_tuple(names);
            Ok(vm.new_tuple(vec![
                Value::Int(i64::from(compiled.flags)),
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

/// The compiled pattern (arguments 0 and 1) of a matching call.
fn pattern(vm: &mut Vm, args: &Args) -> PyResult<Rc<Compiled>> {
    let flags = flags_arg(vm, args.positional[1])?;
    match compiled(vm, args.positional[0], flags)? {
        Ok(compiled) => Ok(compiled),
        Err(_) => Err(PyErr::value_error("the pattern does not compile")),
    }
}

impl Budget for Vm {
    type Error = PyErr;

    fn charge(&mut self, steps: u64, stack_bytes: usize) -> PyResult<()> {
        Vm::charge(self, steps)?;
        self.reserve(stack_bytes)
    }
}

/// Every match in `string` from `pos` to `endpos` (clamped), at most `limit` when positive; one
/// match unless `mode` searches. A str is read in place (`in_place.rs`): the call costs what the
/// matcher reads, whatever the length of the text; a bytes-like subject is copied.
fn search_all(
    vm: &mut Vm,
    compiled: &Compiled,
    string: Value,
    (pos, endpos): (Value, Value),
    mode: (Mode, bool),
    limit: usize,
) -> PyResult<Vec<Found>> {
    let copied = match Subject::of(vm, string, compiled.is_text)? {
        Subject::Bytes { data, text: false } => Some(data.into_owned()),
        _ => None,
    };
    let (pos, endpos) = (int_value(vm, pos)?, int_value(vm, endpos)?);
    let span = |len: usize| {
        let clamp = |v: i64| usize::try_from(v.max(0)).unwrap_or(usize::MAX).min(len);
        (clamp(pos), clamp(endpos))
    };
    let program = &compiled.program;
    if let Some(data) = copied {
        vm.reserve(data.len())?;
        vm.charge(data.len() as u64 / 64)?;
        return find_all(vm, program, data.as_slice(), span(data.len()), mode, limit);
    }
    let Some(id) = in_place::str_object(vm, string) else {
        return Err(PyErr::type_error("expected string or bytes-like object"));
    };
    let found = in_place::with_lent_str(vm, id, |vm, text| {
        let span = span(text.char_len());
        if text.is_ascii() {
            find_all(vm, program, text.as_str().as_bytes(), span, mode, limit)
        } else if reads_to_end(span, mode, limit) {
            vm.reserve(4 * span.1)?;
            let chars: Vec<u32> = text.substring(0, span.1).chars().map(u32::from).collect();
            find_all(vm, program, chars.as_slice(), span, mode, limit)
        } else {
            find_all(vm, program, &in_place::Utf8Text::new(text), span, mode, limit)
        }
    });
    found.unwrap_or_else(|| Err(PyErr::type_error("expected string or bytes-like object")))
}

/// Whether a call finding every match in `span` reads at least half of the text before its end:
/// then the code points up to the end are copied once into a vector, which the matcher reads
/// faster than a str's UTF-8, at a cost bounded by the reading.
fn reads_to_end((pos, endpos): (usize, usize), (mode, _): (Mode, bool), limit: usize) -> bool {
    mode == Mode::Search && limit == 0 && endpos.saturating_sub(pos) >= endpos / 2
}

fn find_all<T: Text + ?Sized>(
    vm: &mut Vm,
    program: &Program,
    text: &T,
    (pos, endpos): (usize, usize),
    (mode, must_advance_first): (Mode, bool),
    limit: usize,
) -> PyResult<Vec<Found>> {
    let mut matcher = Matcher::new(program, text, endpos, vm);
    let mut results = Vec::new();
    let mut start = pos;
    let mut must_advance = must_advance_first;
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

/// `match(pattern, flags, string, pos, endpos, mode)`: mode 0 matches at `pos`, 1 matches the
/// whole span, 2 searches, plus 4 when the match may not be empty at `pos` (a scanner after an
/// empty match); the match tuple or None.
fn match_(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "match", 6, 6)?;
    let raw = int_value(vm, args.positional[5])?;
    let mode = match raw & 3 {
        0 => Mode::Match,
        1 => Mode::Full,
        _ => Mode::Search,
    };
    let mode = (mode, raw & 4 != 0);
    let compiled = pattern(vm, args)?;
    let span = (args.positional[3], args.positional[4]);
    let found = search_all(vm, &compiled, args.positional[2], span, mode, 1)?;
    Ok(match found.first() {
        Some(found) => found_value(vm, found),
        None => Value::None,
    })
}

/// `scan(pattern, flags, string, pos, endpos, limit)`: every non-overlapping match (at most
/// `limit` when it is positive), as `finditer` finds them.
fn scan(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "scan", 6, 6)?;
    let limit = usize::try_from(int_value(vm, args.positional[5])?.max(0)).unwrap_or(usize::MAX);
    let compiled = pattern(vm, args)?;
    let span = (args.positional[3], args.positional[4]);
    let found = search_all(vm, &compiled, args.positional[2], span, (Mode::Search, false), limit)?;
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
