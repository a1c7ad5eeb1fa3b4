//! The natives that turn every match of a scan into Python values in one call: `findall`,
//! `split` and `subn` with a parsed template, so the common operations over long texts never
//! loop in Python code. The matched pieces are copied out of the subject where it lies, then
//! made into values.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::exec::{Found, Mode, UNSET};
use super::subject::{self, Subject};
use super::{int_value, pattern, search_all};
use crate::native::positional;

fn group_span(found: &Found, group: usize) -> Option<(usize, usize)> {
    found
        .spans
        .get(group)
        .copied()
        .filter(|&(start, end)| start != UNSET && end != UNSET)
}

/// Characters `start..end` of each span of `spans` (`None` for an unset group), checked
/// against the memory limit before they are copied, then made into values.
fn pieces(vm: &mut Vm, string: Value, is_text: bool, spans: &[Option<(usize, usize)>]) -> PyResult<Vec<Value>> {
    vm.reserve_items(spans.len(), 64)?;
    let total: usize = {
        let subject = Subject::of(vm, string, is_text)?;
        spans.iter().flatten().map(|&(s, e)| subject.slice_bytes(s, e)).sum()
    };
    vm.reserve(total)?;
    let copies: Vec<Option<Vec<u8>>> = {
        let subject = Subject::of(vm, string, is_text)?;
        spans
            .iter()
            .map(|span| {
                span.map(|(start, end)| {
                    let mut bytes = Vec::with_capacity(subject.slice_bytes(start, end));
                    subject.push_slice(&mut bytes, start, end);
                    bytes
                })
            })
            .collect()
    };
    Ok(copies
        .into_iter()
        .map(|copy| copy.map_or(Value::None, |bytes| subject::value(vm, is_text, bytes)))
        .collect())
}

/// `findall(pattern, flags, string, pos, endpos)`: what `Pattern.findall` returns.
pub fn findall(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "findall", 5, 5)?;
    let compiled = pattern(vm, args)?;
    let string = args.positional[2];
    let span = (args.positional[3], args.positional[4]);
    let found = search_all(vm, &compiled, string, span, (Mode::Search, false), 0)?;
    let groups = compiled.groups as usize;
    let wanted = if groups == 0 { 0..=0 } else { 1..=groups };
    let spans: Vec<_> = found
        .iter()
        .flat_map(|f| wanted.clone().map(|g| Some(group_span(f, g).unwrap_or((0, 0)))))
        .collect();
    let mut values = pieces(vm, string, compiled.is_text, &spans)?.into_iter();
    let items = if groups <= 1 {
        values.collect()
    } else {
        let mut items = Vec::with_capacity(found.len());
        for _ in 0..found.len() {
            let row = values.by_ref().take(groups).collect();
            items.push(vm.new_tuple(row));
        }
        items
    };
    Ok(vm.new_list(items))
}

/// `split(pattern, flags, string, maxsplit)`: what `Pattern.split` returns.
pub fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "split", 4, 4)?;
    let compiled = pattern(vm, args)?;
    let string = args.positional[2];
    let limit = usize::try_from(int_value(vm, args.positional[3])?.max(0)).unwrap_or(usize::MAX);
    let span = (Value::Int(0), Value::Int(i64::MAX));
    let found = search_all(vm, &compiled, string, span, (Mode::Search, false), limit)?;
    let groups = compiled.groups as usize;
    let mut spans = Vec::with_capacity(found.len() * (groups + 1) + 1);
    let mut last = 0;
    for f in &found {
        let (start, end) = f.spans[0];
        spans.push(Some((last, start)));
        spans.extend((1..=groups).map(|g| group_span(f, g)));
        last = end;
    }
    spans.push(Some((last, usize::MAX)));
    let pieces = pieces(vm, string, compiled.is_text, &spans)?;
    Ok(vm.new_list(pieces))
}

/// A piece of a parsed replacement template.
enum Part {
    Literal(Vec<u8>),
    Group(usize),
}

fn template_parts(vm: &Vm, template: Value, groups: usize) -> PyResult<Vec<Part>> {
    let Some(items) = vm.seq_items(template) else {
        return Err(PyErr::type_error("the template must be a tuple"));
    };
    items
        .iter()
        .map(|&item| {
            if let Some(text) = vm.str_of(item) {
                return Ok(Part::Literal(text.as_bytes().to_vec()));
            }
            if let Some(Object::Bytes(bytes)) = vm.object(item) {
                return Ok(Part::Literal(bytes.clone()));
            }
            match int_value(vm, item) {
                Ok(g) if (0..=groups as i64).contains(&g) => Ok(Part::Group(g as usize)),
                _ => Err(PyErr::index_error("no such group")),
            }
        })
        .collect()
}

/// `subn(pattern, flags, string, count, template)`: `(new string, replacements)`, the
/// template a tuple of literal pieces and group numbers; a str or bytes (not a subclass)
/// without a match is given back itself, as CPython does.
pub fn subn(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "subn", 5, 5)?;
    let compiled = pattern(vm, args)?;
    let string = args.positional[2];
    let limit = usize::try_from(int_value(vm, args.positional[3])?.max(0)).unwrap_or(usize::MAX);
    let parts = template_parts(vm, args.positional[4], compiled.groups as usize)?;
    let span = (Value::Int(0), Value::Int(i64::MAX));
    let found = search_all(vm, &compiled, string, span, (Mode::Search, false), limit)?;
    if found.is_empty() && matches!(vm.object(string), Some(Object::Str(_) | Object::Bytes(_))) {
        return Ok(vm.new_tuple(vec![string, Value::Int(0)]));
    }
    let expansion = |subject: &Subject, f: &Found| -> usize {
        parts
            .iter()
            .map(|part| match part {
                Part::Literal(bytes) => bytes.len(),
                Part::Group(g) => group_span(f, *g).map_or(0, |(s, e)| subject.slice_bytes(s, e)),
            })
            .sum()
    };
    let total = {
        let subject = Subject::of(vm, string, compiled.is_text)?;
        subject.slice_bytes(0, subject.len()) + found.iter().map(|f| expansion(&subject, f)).sum::<usize>()
    };
    vm.reserve(total)?;
    vm.charge(total as u64 / 16)?;
    let out = {
        let subject = Subject::of(vm, string, compiled.is_text)?;
        let mut out = Vec::with_capacity(total);
        let mut last = 0;
        for f in &found {
            let (start, end) = f.spans[0];
            subject.push_slice(&mut out, last, start);
            for part in &parts {
                match part {
                    Part::Literal(bytes) => out.extend_from_slice(bytes),
                    Part::Group(g) => {
                        if let Some((s, e)) = group_span(f, *g) {
                            subject.push_slice(&mut out, s, e);
                        }
                    }
                }
            }
            last = end;
        }
        subject.push_slice(&mut out, last, subject.len());
        out
    };
    let text = subject::value(vm, compiled.is_text, out);
    Ok(vm.new_tuple(vec![text, Value::Int(found.len() as i64)]))
}
