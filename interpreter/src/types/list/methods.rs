//! The methods of `list`.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("append", append),
    ("extend", extend),
    ("insert", insert),
    ("remove", remove),
    ("pop", pop),
    ("index", index),
    ("count", count),
    ("sort", sort),
    ("reverse", reverse),
    ("copy", copy),
    ("clear", clear),
];

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<Value> {
    receiver(vm, args, TypeId::List, method)
}

/// The list's items, cloned.
fn items_of(vm: &Vm, list: Value) -> Vec<Value> {
    vm.seq_items(list).map(|s| s.to_vec()).unwrap_or_default()
}

fn with_items<R>(vm: &mut Vm, list: Value, f: impl FnOnce(&mut Vec<Value>) -> R) -> Option<R> {
    match list.heap_id().map(|id| vm.heap.get_mut(id)) {
        Some(Object::List(items)) => Some(f(items)),
        _ => None,
    }
}

fn append(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "append")?;
    args.no_keywords("list.append")?;
    args.method_arity(vm, "list.append", 1, 1)?;
    vm.list_append(list, args.positional[1]);
    Ok(Value::None)
}

fn extend(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "extend")?;
    args.method_arity(vm, "list.extend", 1, 1)?;
    vm.list_extend(list, args.positional[1])?;
    Ok(Value::None)
}

fn insert(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "insert")?;
    args.method_arity(vm, "insert", 2, 2)?;
    let index = vm.ssize_arg(args.positional[1])?;
    let value = args.positional[2];
    with_items(vm, list, |items| {
        let len = items.len() as i64;
        let at = if index < 0 {
            (index + len).max(0)
        } else {
            index.min(len)
        };
        items.insert(at as usize, value);
    });
    vm.heap.note_growth(std::mem::size_of::<Value>());
    Ok(Value::None)
}

fn remove(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "remove")?;
    args.method_arity(vm, "list.remove", 1, 1)?;
    let target = args.positional[1];
    for (i, item) in items_of(vm, list).into_iter().enumerate() {
        if vm.same_or_eq(item, target)? {
            with_items(vm, list, |items| {
                if i < items.len() {
                    items.remove(i);
                }
            });
            return Ok(Value::None);
        }
    }
    Err(PyErr::value_error("list.remove(x): x not in list"))
}

fn pop(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "pop")?;
    args.method_arity(vm, "pop", 0, 1)?;
    let index = match args.get(1) {
        Some(v) => vm.ssize_arg(v)?,
        None => -1,
    };
    let result = with_items(vm, list, |items| {
        if items.is_empty() {
            return Err(PyErr::index_error("pop from empty list"));
        }
        let len = items.len() as i64;
        let at = if index < 0 { index + len } else { index };
        if at < 0 || at >= len {
            return Err(PyErr::index_error("pop index out of range"));
        }
        Ok(items.remove(at as usize))
    });
    result.unwrap_or(Ok(Value::None))
}

fn index(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "index")?;
    args.method_arity(vm, "index", 1, 3)?;
    check_index_bounds(vm, args)?;
    let target = args.positional[1];
    let items = items_of(vm, list);
    let (start, stop) = vm.slice_bounds_for_search(args.get(2), args.get(3), items.len())?;
    for (i, item) in items.iter().enumerate().take(stop).skip(start) {
        if vm.same_or_eq(*item, target)? {
            return Ok(Value::Int(i as i64));
        }
    }
    let shown = vm.repr(target)?;
    Err(PyErr::value_error(format!("{shown} is not in list")))
}

/// The start and stop of `list.index`/`tuple.index` must be integers (None is refused, unlike
/// in `str.find`): `slice indices must be integers or have an __index__ method`.
pub(crate) fn check_index_bounds(vm: &mut Vm, args: &Args) -> PyResult<()> {
    for bound in [args.get(2), args.get(3)].into_iter().flatten() {
        if bound == Value::None || vm.index_int(bound).is_err() {
            return Err(PyErr::type_error(
                "slice indices must be integers or have an __index__ method",
            ));
        }
    }
    Ok(())
}

fn count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "count")?;
    args.method_arity(vm, "count", 1, 1)?;
    let target = args.positional[1];
    let mut n = 0;
    for item in items_of(vm, list) {
        if vm.same_or_eq(item, target)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

fn sort(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "sort")?;
    if args.len() > 1 {
        return Err(PyErr::type_error("sort() takes no positional arguments"));
    }
    args.only_keywords(vm, "sort", &[sym::KEY, sym::REVERSE])?;
    let key = args.keyword(sym::KEY).unwrap_or(Value::None);
    let reverse = match args.keyword(sym::REVERSE) {
        Some(v) => vm.c_int_arg(v)? != 0,
        None => false,
    };
    let mut items = with_items(vm, list, std::mem::take).unwrap_or_default();
    let result = vm.sort_values(&mut items, key, reverse);
    let modified = with_items(vm, list, |current| {
        let modified = !current.is_empty();
        *current = items;
        modified
    });
    result?;
    if modified == Some(true) {
        return Err(PyErr::value_error("list modified during sort"));
    }
    Ok(Value::None)
}

fn reverse(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "reverse")?;
    args.method_arity(vm, "reverse", 0, 0)?;
    with_items(vm, list, |items| items.reverse());
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "copy")?;
    args.method_arity(vm, "copy", 0, 0)?;
    let items = items_of(vm, list);
    Ok(vm.new_list(items))
}

fn clear(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let list = this(vm, args, "clear")?;
    args.method_arity(vm, "clear", 0, 0)?;
    with_items(vm, list, |items| items.clear());
    Ok(Value::None)
}
