//! Builtin functions over iterables: `min`, `max`, `sum`, `sorted`, `any`, `all`.

use crate::bytecode::{BinOp, CmpOp};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("min", min),
    ("max", max),
    ("sum", sum),
    ("sorted", sorted),
    ("any", any),
    ("all", all),
];

fn min(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    min_max(vm, args, "min", CmpOp::Lt)
}

fn max(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    min_max(vm, args, "max", CmpOp::Gt)
}

fn min_max(vm: &mut Vm, args: &Args, name: &str, op: CmpOp) -> PyResult<Value> {
    args.only_keywords(vm, name, &[sym::KEY, sym::DEFAULT])?;
    let key = args.keyword(sym::KEY).unwrap_or(Value::None);
    let default = args.keyword(sym::DEFAULT);
    let mut items = match args.len() {
        0 => return Err(PyErr::type_error(format!("{name} expected at least 1 argument, got 0"))),
        1 => Items::new(vm, args.positional[0], key == Value::None)?,
        _ => {
            if default.is_some() {
                return Err(PyErr::type_error(format!(
                    "Cannot specify a default for {name}() with multiple positional arguments"
                )));
            }
            Items::Listed(args.positional.iter().copied().collect::<Vec<_>>().into_iter())
        }
    };
    let mut best: Option<(Value, Value)> = None;
    while let Some(item) = items.next(vm)? {
        let k = if key == Value::None {
            item
        } else {
            vm.call_value(key, &[item])?
        };
        best = match best {
            None => Some((item, k)),
            Some((best_item, best_key)) => {
                let better = match (k, best_key) {
                    (Value::Int(a), Value::Int(b)) => {
                        if op == CmpOp::Lt {
                            a < b
                        } else {
                            a > b
                        }
                    }
                    _ => {
                        let r = vm.compare(op, k, best_key)?;
                        vm.truthy(r)?
                    }
                };
                if better {
                    Some((item, k))
                } else {
                    Some((best_item, best_key))
                }
            }
        };
    }
    match (best, default) {
        (Some((item, _)), _) => Ok(item),
        (None, Some(d)) => Ok(d),
        (None, None) => Err(PyErr::value_error(format!("{name}() arg is an empty sequence"))),
    }
}

fn sum(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.keyword_arity("sum", 1, 2)?;
    args.only_keywords(vm, "sum", &[sym::START])?;
    let start = args.get_or_keyword(1, sym::START).unwrap_or(Value::Int(0));
    if vm.str_of(start).is_some() {
        return Err(PyErr::type_error("sum() can't sum strings [use ''.join(seq) instead]"));
    }
    if matches!(vm.object(start), Some(crate::heap::Object::Bytes(_))) {
        return Err(PyErr::type_error("sum() can't sum bytes [use b''.join(seq) instead]"));
    }
    let mut items = Items::new(vm, args.positional[0], true)?;
    let mut total = start;
    while let Some(item) = items.next(vm)? {
        total = match (total, item) {
            (Value::Int(a), Value::Int(b)) if a.checked_add(b).is_some() => Value::Int(a + b),
            (Value::Float(a), Value::Float(b)) => Value::float(a.get() + b.get()),
            (Value::Float(a), Value::Int(b)) => Value::float(a.get() + b as f64),
            _ => vm.binary_op(BinOp::Add, total, item)?,
        };
    }
    Ok(total)
}

fn sorted(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.only_keywords(vm, "sort", &[sym::KEY, sym::REVERSE])?;
    if args.len() != 1 {
        return Err(PyErr::type_error(format!(
            "sorted expected 1 argument, got {}",
            args.len()
        )));
    }
    let mut items = vm.collect_iterable(args.positional[0])?;
    let key = args.keyword(sym::KEY).unwrap_or(Value::None);
    let reverse = match args.keyword(sym::REVERSE) {
        Some(v) => vm.c_int_arg(v)? != 0,
        None => false,
    };
    vm.sort_values(&mut items, key, reverse)?;
    Ok(vm.new_list(items))
}

fn any(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("any", 1, 1)?;
    let iterator = vm.get_iter(args.positional[0])?;
    while let Some(item) = vm.next_value(iterator)? {
        if vm.truthy(item)? {
            return Ok(Value::bool(true));
        }
    }
    Ok(Value::bool(false))
}

fn all(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("all", 1, 1)?;
    let iterator = vm.get_iter(args.positional[0])?;
    while let Some(item) = vm.next_value(iterator)? {
        if !vm.truthy(item)? {
            return Ok(Value::bool(false));
        }
    }
    Ok(Value::bool(true))
}

/// The items of an iterable, one at a time: a copy of a list or tuple's items (charged as
/// work), or an iterator stepped on demand so that `sum(x for x in ...)` runs in constant memory.
enum Items {
    Listed(std::vec::IntoIter<Value>),
    Iterator(Value),
}

impl Items {
    /// The items of `iterable`; `plain_sets` when nothing run between items can change a set
    /// (no key function), so a set of numbers may be read at once.
    fn new(vm: &mut Vm, iterable: Value, plain_sets: bool) -> PyResult<Items> {
        if let Some(items) = vm.seq_items(iterable) {
            let items = items.to_vec();
            vm.charge(items.len() as u64)?;
            return Ok(Items::Listed(items.into_iter()));
        }
        if let Some(keys) = plain_sets.then(|| numeric_set_keys(vm, iterable)).flatten() {
            vm.charge(keys.len() as u64)?;
            return Ok(Items::Listed(keys.into_iter()));
        }
        Ok(Items::Iterator(vm.get_iter(iterable)?))
    }

    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        match self {
            Items::Listed(items) => Ok(items.next()),
            Items::Iterator(it) => vm.next_value(*it),
        }
    }
}

/// The keys of an exact set or frozenset holding only ints and floats, in iteration order: what
/// iterating it gives, as comparing and adding such keys runs no code that could change the set.
fn numeric_set_keys(vm: &Vm, iterable: Value) -> Option<Vec<Value>> {
    let Value::Ref(id) = iterable else {
        return None;
    };
    let (crate::heap::Object::Set(table) | crate::heap::Object::FrozenSet(table)) = vm.heap.get(id) else {
        return None;
    };
    if vm.heap.is_subclass_instance(id) {
        return None;
    }
    let keys: Vec<Value> = table.keys().collect();
    keys.iter()
        .all(|k| matches!(k, Value::Int(_) | Value::Float(_)))
        .then_some(keys)
}
