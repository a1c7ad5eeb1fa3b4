//! Rows to dicts and back in bulk: `make_dicts` builds DictReader's dicts for a batch of rows
//! (CPython's `dict(zip(fieldnames, row))` with restkey and restval), `dict_rows` turns
//! DictWriter's dicts into rows. Both take only keys whose hashing and comparison are native
//! (str, int, float, bool, None) and report when Python must do the work instead.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::types::dict::DictTable;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

use super::{int_arg, FIELD_BYTES};
use crate::native::positional;

/// Whether `key` hashes and compares without running Python code.
fn plain_key(vm: &Vm, key: Value) -> bool {
    match key {
        Value::None | Value::Int(_) | Value::Bool(_) | Value::Float(_) => true,
        _ => matches!(vm.object(key), Some(Object::Str(_))),
    }
}

/// The items of a list or tuple of plain keys.
fn plain_keys(vm: &Vm, keys: Value) -> Option<Vec<Value>> {
    let items = match vm.object(keys)? {
        Object::List(items) | Object::Tuple(items) => items,
        _ => return None,
    };
    items.iter().all(|&k| plain_key(vm, k)).then(|| items.clone())
}

fn new_dict(vm: &mut Vm, capacity: usize) -> Value {
    vm.heap.alloc_value(Object::Dict(DictTable::with_capacity(capacity)))
}

/// `make_dicts(fieldnames, rows, start, restkey, restval)`: for each of `rows[start:]`, its
/// dict, or None for an empty row (DictReader skips those); None when the field names or the
/// rest key are not plain keys.
pub fn make_dicts(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "make_dicts", 5, 5)?;
    let [fieldnames, rows, start, restkey, restval] = [0, 1, 2, 3, 4].map(|i| args.positional[i]);
    let Some(names) = plain_keys(vm, fieldnames) else {
        return Ok(Value::None);
    };
    if !plain_key(vm, restkey) {
        return Ok(Value::None);
    }
    let start = usize::try_from(int_arg(vm, start)?.max(0)).unwrap_or(usize::MAX);
    let count = vm.seq_items(rows).map_or(0, |r| r.len().saturating_sub(start));
    vm.reserve_items(count, FIELD_BYTES * (names.len() + 2))?;
    vm.charge((count * (names.len() + 1)) as u64)?;
    let template = Template::new(vm, &names, restkey, restval)?;
    let mut dicts = Vec::with_capacity(count);
    let mut fields = Vec::new();
    for index in start..start + count {
        fields.clear();
        let row = vm
            .seq_items(rows)
            .and_then(|r| r.get(index).copied())
            .unwrap_or(Value::None);
        fields.extend_from_slice(vm.seq_items(row).unwrap_or(&[]));
        let dict = if fields.is_empty() {
            Value::None
        } else {
            template.dict(vm, &names, &fields, restkey, restval)?
        };
        dicts.push(dict);
    }
    Ok(vm.new_list(dicts))
}

/// A DictReader dict with every field name mapped to the rest value, copied for each row when
/// the names are distinct (then entry `i` is field `i`); None when they are not.
struct Template {
    table: Option<DictTable>,
    /// Where the rest key is among the names, or its hash when it is not one of them.
    restkey: Result<usize, i64>,
}

impl Template {
    fn new(vm: &mut Vm, names: &[Value], restkey: Value, restval: Value) -> PyResult<Template> {
        let dict = new_dict(vm, names.len());
        for &name in names {
            vm.dict_set(dict, name, restval)?;
        }
        let (hash, position) = vm.dict_find(dict, restkey)?;
        let table = vm.dict_table(dict).filter(|t| t.len() == names.len()).cloned();
        Ok(Template {
            table,
            restkey: position.ok_or(hash),
        })
    }

    /// The dict of one non-empty row: `dict(zip(names, fields))`, the extra fields as a list
    /// under the rest key, or the rest value for missing fields.
    fn dict(&self, vm: &mut Vm, names: &[Value], fields: &[Value], restkey: Value, restval: Value) -> PyResult<Value> {
        let Some(template) = &self.table else {
            return zip_dict(vm, names, fields, restkey, restval);
        };
        let mut table = template.clone();
        for (position, &field) in fields.iter().take(names.len()).enumerate() {
            table.set_value_at(position, field);
        }
        if fields.len() > names.len() {
            let rest = vm.new_list(fields[names.len()..].to_vec());
            match self.restkey {
                Ok(position) => table.set_value_at(position, rest),
                Err(hash) => table.push(hash, restkey, rest),
            }
        }
        Ok(vm.heap.alloc_value(Object::Dict(table)))
    }
}

/// The dict of one row built key by key, for field names that repeat.
fn zip_dict(vm: &mut Vm, names: &[Value], fields: &[Value], restkey: Value, restval: Value) -> PyResult<Value> {
    let dict = new_dict(vm, names.len().max(fields.len()));
    for (&name, &field) in names.iter().zip(fields) {
        vm.dict_set(dict, name, field)?;
    }
    if names.len() < fields.len() {
        let rest = vm.new_list(fields[names.len()..].to_vec());
        vm.dict_set(dict, restkey, rest)?;
    } else {
        for &name in &names[fields.len()..] {
            vm.dict_set(dict, name, restval)?;
        }
    }
    Ok(dict)
}

/// `dict_rows(fieldnames, dicts, start, restval, check)`: `(rows, next index)`, the row of
/// each of `dicts[start:next]` (`[d.get(name, restval) for name in fieldnames]`). It stops at
/// the first item that is not a dict, or, with `check`, whose keys are not all plain field
/// names: Python handles that one (and raises for unknown keys).
pub fn dict_rows(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "dict_rows", 5, 5)?;
    let [fieldnames, dicts, start, restval, check] = [0, 1, 2, 3, 4].map(|i| args.positional[i]);
    let mut index = usize::try_from(int_arg(vm, start)?.max(0)).unwrap_or(usize::MAX);
    let Some(names) = plain_keys(vm, fieldnames) else {
        let rows = vm.new_list(Vec::new());
        return Ok(vm.new_tuple(vec![rows, Value::Int(index as i64)]));
    };
    let known = new_dict(vm, names.len());
    for &name in &names {
        vm.dict_set(known, name, Value::None)?;
    }
    let check = check == Value::bool(true);
    let mut rows = Vec::new();
    while let Some(&dict) = vm.seq_items(dicts).and_then(|items| items.get(index)) {
        let Some(table) = vm.dict_table(dict) else {
            break;
        };
        if check {
            let keys: Vec<Value> = table.iter().map(|e| e.key).collect();
            if !keys.iter().all(|&k| plain_key(vm, k)) {
                break;
            }
            let mut unknown = false;
            for key in keys {
                if !vm.dict_contains(known, key)? {
                    unknown = true;
                    break;
                }
            }
            if unknown {
                break;
            }
        }
        vm.reserve_items(names.len() + 1, 16)?;
        vm.charge(names.len() as u64 + 1)?;
        let mut row = Vec::with_capacity(names.len());
        for &name in &names {
            row.push(vm.dict_get(dict, name)?.unwrap_or(restval));
        }
        rows.push(vm.new_list(row));
        index += 1;
    }
    let rows = vm.new_list(rows);
    Ok(vm.new_tuple(vec![rows, Value::Int(index as i64)]))
}
