//! `bytes.find`, `rfind`, `index`, `rindex` and `count` searched in place: the receiver is
//! neither copied nor converted, so scanning a large bytes object a line at a time
//! (`data.find(b"\n", pos)`) costs the bytes looked at. Calls with arguments of other kinds
//! (objects with `__index__`, keywords) go to the general str-backed path.

use crate::builtins::registry::Args;
use crate::heap::Object;
use crate::types::int::IntRef;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// Which search.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Search {
    Find,
    RFind,
    Index,
    RIndex,
    Count,
}

/// A slice bound: None, or a small int (negative counts from the end, stopping at 0). A bound
/// past the end stays past it: a search starting there finds nothing, even the empty bytes.
fn bound(vm: &Vm, v: Option<&Value>, len: usize, default: usize) -> Option<usize> {
    match v {
        None | Some(Value::None) => Some(default),
        Some(v) => match vm.as_int(*v) {
            Some(IntRef::Small(i)) if i < 0 => Some((i + len as i64).max(0) as usize),
            Some(IntRef::Small(i)) => usize::try_from(i).ok(),
            _ => None,
        },
    }
}

/// The search's result, or None when the arguments need the general path.
pub fn search(vm: &mut Vm, args: &Args, kind: Search) -> Option<PyResult<Value>> {
    if !args.keywords.is_empty() || !(2..=4).contains(&args.positional.len()) {
        return None;
    }
    if !matches!(
        vm.object(args.positional[0]),
        Some(Object::Bytes(_) | Object::ByteArray(_))
    ) {
        return None;
    }
    let len = vm.bytes_like(args.positional[0])?.len();
    for &v in &args.positional[2..] {
        if matches!(v, Value::Float(_)) || vm.str_of(v).is_some() {
            return Some(Err(PyErr::type_error(
                "slice indices must be integers or None or have an __index__ method",
            )));
        }
    }
    let start = bound(vm, args.positional.get(2), len, 0)?;
    let end = bound(vm, args.positional.get(3), len, len)?.min(len);
    let single_or_view;
    let needle: &[u8] = match vm.object(args.positional[1]) {
        Some(Object::Bytes(_) | Object::ByteArray(_) | Object::MemoryView(_)) => {
            single_or_view = vm.bytes_like(args.positional[1])?;
            &single_or_view
        }
        Some(_) => return None,
        None => match vm.as_int(args.positional[1]) {
            Some(IntRef::Small(byte)) if (0..256).contains(&byte) => {
                single_or_view = std::borrow::Cow::Owned(vec![byte as u8]);
                &single_or_view
            }
            _ => return None,
        },
    };
    let hay = vm.bytes_like(args.positional[0])?;
    let window = if start <= end { &hay[start..end] } else { &hay[..0] };
    let found = match kind {
        _ if start > end => None,
        Search::Count if needle.is_empty() => Some(window.len() + 1),
        Search::Count => Some(count(window, needle)),
        _ if needle.len() > window.len() => None,
        Search::Find | Search::Index => position(window, needle).map(|i| start + i),
        Search::RFind | Search::RIndex => rposition(window, needle).map(|i| start + i),
    };
    let units = (window.len() / 64) as u64;
    drop(hay);
    drop(single_or_view);
    Some(vm.charge(units).and_then(|_| match (found, kind) {
        (None, Search::Count) => Ok(Value::Int(0)),
        (Some(i), _) => Ok(Value::Int(i as i64)),
        (None, Search::Index | Search::RIndex) => Err(PyErr::value_error("subsection not found")),
        (None, _) => Ok(Value::Int(-1)),
    }))
}

fn position(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay, needle)
}

fn rposition(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::rfind(hay, needle)
}

/// Non-overlapping occurrences of a non-empty `needle`.
fn count(hay: &[u8], needle: &[u8]) -> usize {
    memchr::memmem::find_iter(hay, needle).count()
}
