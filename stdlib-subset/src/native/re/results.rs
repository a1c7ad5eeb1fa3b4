//! The natives that turn every match of a scan into Python values in one call: `findall`,
//! `split` and `subn` with a parsed template, so the common operations over long texts never
//! loop in Python code.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::exec::{Found, Mode, UNSET};
use super::{int_value, prepare, search_all};
use crate::native::positional;

fn group_span(found: &Found, group: usize) -> Option<(usize, usize)> {
    found
        .spans
        .get(group)
        .copied()
        .filter(|&(start, end)| start != UNSET && end != UNSET)
}

/// `findall(pattern, flags, string, pos, endpos)`: what `Pattern.findall` returns.
pub fn findall(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "findall", 5, 5)?;
    let (compiled, subject) = prepare(vm, args)?;
    let span = (args.positional[3], args.positional[4]);
    let found = search_all(vm, &compiled.program, &subject, span, (Mode::Search, false), 0)?;
    let groups = compiled.groups as usize;
    vm.reserve_items(found.len(), 64 * groups.max(1))?;
    let mut items = Vec::with_capacity(found.len());
    for f in &found {
        let piece = |vm: &mut Vm, g: usize| match group_span(f, g) {
            Some((start, end)) => subject.slice(vm, start, end),
            None => subject.slice(vm, 0, 0),
        };
        let item = match groups {
            0 => piece(vm, 0),
            1 => piece(vm, 1),
            _ => {
                let row = (1..=groups).map(|g| piece(vm, g)).collect();
                vm.new_tuple(row)
            }
        };
        items.push(item);
    }
    Ok(vm.new_list(items))
}

/// `split(pattern, flags, string, maxsplit)`: what `Pattern.split` returns.
pub fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "split", 4, 4)?;
    let (compiled, subject) = prepare(vm, args)?;
    let limit = usize::try_from(int_value(vm, args.positional[3])?.max(0)).unwrap_or(usize::MAX);
    let span = (Value::Int(0), Value::Int(i64::MAX));
    let found = search_all(vm, &compiled.program, &subject, span, (Mode::Search, false), limit)?;
    let groups = compiled.groups as usize;
    vm.reserve_items(found.len(), 64 * (groups + 1))?;
    let mut pieces = Vec::with_capacity(found.len() * (groups + 1) + 1);
    let mut last = 0;
    for f in &found {
        let (start, end) = f.spans[0];
        pieces.push(subject.slice(vm, last, start));
        for g in 1..=groups {
            pieces.push(match group_span(f, g) {
                Some((s, e)) => subject.slice(vm, s, e),
                None => Value::None,
            });
        }
        last = end;
    }
    pieces.push(subject.slice(vm, last, subject.len()));
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
/// template a tuple of literal pieces and group numbers.
pub fn subn(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "subn", 5, 5)?;
    let (compiled, subject) = prepare(vm, args)?;
    let limit = usize::try_from(int_value(vm, args.positional[3])?.max(0)).unwrap_or(usize::MAX);
    let parts = template_parts(vm, args.positional[4], compiled.groups as usize)?;
    let span = (Value::Int(0), Value::Int(i64::MAX));
    let found = search_all(vm, &compiled.program, &subject, span, (Mode::Search, false), limit)?;
    let expansion = |f: &Found| -> usize {
        parts
            .iter()
            .map(|part| match part {
                Part::Literal(bytes) => bytes.len(),
                Part::Group(g) => group_span(f, *g).map_or(0, |(s, e)| subject.slice_bytes(s, e)),
            })
            .sum()
    };
    let total = subject.slice_bytes(0, subject.len()) + found.iter().map(expansion).sum::<usize>();
    vm.reserve(total)?;
    vm.charge(total as u64 / 16)?;
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
    let text = subject.value(vm, out);
    Ok(vm.new_tuple(vec![text, Value::Int(found.len() as i64)]))
}
