//! The methods only `bytearray` has, the ones that change it: `append`, `extend`, `insert`,
//! `pop`, `remove`, `clear`, `reverse`, and `copy`; and its (and memoryview's) item and
//! operator protocol as methods (`__setitem__`, `__iadd__`, ...). (The methods it shares with
//! bytes are `types/bytes.rs`'s, registered for both types.)

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::BinOp;
use crate::types::bytearray::byte_value;
use crate::types::bytearray::construct::ints_to_bytes;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("append", append),
    ("extend", extend),
    ("insert", insert),
    ("pop", pop),
    ("remove", remove),
    ("clear", clear),
    ("copy", copy),
    ("reverse", reverse),
    ("__getitem__", getitem),
    ("__setitem__", setitem),
    ("__delitem__", delitem),
    ("__len__", len),
    ("__iadd__", iadd),
    ("__imul__", imul),
];

/// The subscript and length protocol of `memoryview` as methods.
pub const VIEW_METHODS: &[(&str, NativeFn)] = &[
    ("__getitem__", getitem),
    ("__setitem__", setitem),
    ("__delitem__", delitem),
    ("__len__", len),
];

/// The receiver, a bytearray.
fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<HeapId> {
    let v = receiver(vm, args, TypeId::ByteArray, method)?;
    vm.bytearray_id(v)
        .ok_or_else(|| PyErr::type_error(format!("descriptor '{method}' requires a 'bytearray' object")))
}

fn append(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "append")?;
    args.no_keywords("bytearray.append")?;
    args.method_arity(vm, "bytearray.append", 1, 1)?;
    let byte = byte_value(vm, args.positional[1])?;
    vm.grow_bytearray(id, 1)?;
    if let Some(data) = vm.bytearray_mut(id) {
        data.push(byte);
    }
    Ok(Value::None)
}

fn extend(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "extend")?;
    args.no_keywords("bytearray.extend")?;
    args.method_arity(vm, "bytearray.extend", 1, 1)?;
    let source = args.positional[1];
    let added = if vm.is_bytes_like(source) {
        vm.bytes_arg(source)?
    } else if vm.str_of(source).is_none() && (vm.as_int(source).is_some() || !vm.is_iterable(source)) {
        return Err(PyErr::type_error(format!(
            "can't extend bytearray with {}",
            vm.type_name(source)
        )));
    } else {
        let items = vm.collect_iterable(source)?;
        ints_to_bytes(vm, &items, TypeId::ByteArray)?
    };
    vm.grow_bytearray(id, added.len())?;
    vm.charge_scan(added.len())?;
    if let Some(data) = vm.bytearray_mut(id) {
        data.extend_from_slice(&added);
    }
    Ok(Value::None)
}

fn insert(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "insert")?;
    args.no_keywords("bytearray.insert")?;
    args.method_arity(vm, "insert", 2, 2)?;
    let index = vm.index_value(args.positional[1])?;
    let byte = byte_value(vm, args.positional[2])?;
    let len = vm.bytearray_data(id).len() as i64;
    let at = if index < 0 {
        (index + len).max(0)
    } else {
        index.min(len)
    } as usize;
    vm.grow_bytearray(id, 1)?;
    vm.charge_scan(len as usize)?;
    if let Some(data) = vm.bytearray_mut(id) {
        data.insert(at.min(data.len()), byte);
    }
    Ok(Value::None)
}

fn pop(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "pop")?;
    args.no_keywords("bytearray.pop")?;
    args.method_arity(vm, "pop", 0, 1)?;
    let len = vm.bytearray_data(id).len() as i64;
    let index = match args.get(1) {
        Some(v) => vm.index_value(v)?,
        None => -1,
    };
    if len == 0 {
        return Err(PyErr::index_error("pop from empty bytearray"));
    }
    let at = if index < 0 { index + len } else { index };
    if at < 0 || at >= len {
        return Err(PyErr::index_error("pop index out of range"));
    }
    vm.check_resizable(id)?;
    vm.charge_scan(len as usize)?;
    let byte = vm.bytearray_mut(id).map_or(0, |data| data.remove(at as usize));
    Ok(Value::Int(i64::from(byte)))
}

fn remove(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "remove")?;
    args.no_keywords("bytearray.remove")?;
    args.method_arity(vm, "bytearray.remove", 1, 1)?;
    let byte = byte_value(vm, args.positional[1])?;
    let data = vm.bytearray_data(id);
    let Some(at) = data.iter().position(|b| *b == byte) else {
        return Err(PyErr::value_error("value not found in bytearray"));
    };
    let len = data.len();
    vm.check_resizable(id)?;
    vm.charge_scan(len)?;
    if let Some(data) = vm.bytearray_mut(id) {
        data.remove(at);
    }
    Ok(Value::None)
}

fn clear(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "clear")?;
    args.method_arity(vm, "bytearray.clear", 0, 0)?;
    if !vm.bytearray_data(id).is_empty() {
        vm.check_resizable(id)?;
    }
    if let Some(data) = vm.bytearray_mut(id) {
        data.clear();
    }
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "copy")?;
    args.method_arity(vm, "bytearray.copy", 0, 0)?;
    let data = vm.bytearray_data(id).to_vec();
    vm.check_alloc_chars(data.len())?;
    vm.charge_scan(data.len())?;
    Ok(vm.new_bytearray(data))
}

fn reverse(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let id = this(vm, args, "reverse")?;
    args.method_arity(vm, "bytearray.reverse", 0, 0)?;
    vm.charge_scan(vm.bytearray_data(id).len())?;
    if let Some(data) = vm.bytearray_mut(id) {
        data.reverse();
    }
    Ok(Value::None)
}

/// The receiver of a protocol method: a bytearray or a memoryview.
fn buffer_receiver(vm: &Vm, args: &Args, method: &str) -> PyResult<Value> {
    match args.get(0) {
        Some(v) if vm.type_of(v) == TypeId::MemoryView => Ok(v),
        _ => receiver(vm, args, TypeId::ByteArray, method),
    }
}

fn getitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let this = buffer_receiver(vm, args, "__getitem__")?;
    args.method_arity(vm, "__getitem__", 1, 1)?;
    vm.builtin_getitem(this, args.positional[1])
}

fn setitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let this = buffer_receiver(vm, args, "__setitem__")?;
    args.method_arity(vm, "__setitem__", 2, 2)?;
    vm.builtin_setitem(this, args.positional[1], args.positional[2])?;
    Ok(Value::None)
}

fn delitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let this = buffer_receiver(vm, args, "__delitem__")?;
    args.method_arity(vm, "__delitem__", 1, 1)?;
    vm.builtin_delitem(this, args.positional[1])?;
    Ok(Value::None)
}

fn len(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let this = buffer_receiver(vm, args, "__len__")?;
    args.method_arity(vm, "__len__", 0, 0)?;
    Ok(Value::Int(vm.len_of(this)? as i64))
}

fn iadd(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    this(vm, args, "__iadd__")?;
    args.method_arity(vm, "__iadd__", 1, 1)?;
    vm.bytearray_inplace(BinOp::Add, args.positional[0], args.positional[1])
}

fn imul(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    this(vm, args, "__imul__")?;
    args.method_arity(vm, "__imul__", 1, 1)?;
    if vm.as_int(args.positional[1]).is_none() {
        vm.index_value(args.positional[1])?;
    }
    vm.bytearray_inplace(BinOp::Mul, args.positional[0], args.positional[1])
}
