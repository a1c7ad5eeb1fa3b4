//! `_garter_array`: the native fast paths of `array.array`'s item methods and its iterator's
//! `__next__`. `array.py` attaches each (`attach(array.__getitem__, getitem)`) to the Python method
//! it speeds up, so a call of the method tries the native first (see `FastPath` in the
//! interpreter). A fast path works on the items list the Python layer keeps in `_items` (an
//! iterator's, on its array's), and only for the common shape: an instance of `array` itself (a
//! class of the method's own module, so not a subclass made elsewhere), an int index within range
//! and, for a store, a value the typecode takes as it is (an int within the C type's range; a float
//! or int for 'f' and 'd'). Anything else declines (returns `Undefined`) and the method's Python
//! body runs, which computes the same thing and raises CPython's errors. Every operation here is
//! constant-time.

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::symbol::Symbol;
use garter::types::class::InstanceObj;
use garter::value::{HeapId, Value};
use garter::vm::{PyResult, Vm};

/// The module's functions: the fast paths, and `attach`.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("attach", crate::native::attach_fast_path),
    ("getitem", getitem),
    ("setitem", setitem),
    ("length", length),
    ("next_item", next_item),
];

/// The names the fast paths read: an array's fields, and an array iterator's.
static NAMES: [&str; 2] = ["_items", "_code"];
static ITERATOR_NAMES: [&str; 2] = ["_array", "_next"];

/// Builds the module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_array", FUNCTIONS)
}

/// The items list (its id, and the items) and typecode value of `this` when it is an instance
/// of a class of the module that defines `function` (`array` itself, not a subclass made
/// elsewhere) that keeps its items in a list.
fn fields(vm: &mut Vm, function: Value, this: Value) -> Option<(HeapId, &[Value], Value)> {
    let [items_name, code_name]: [Symbol; 2] = vm.interner.intern_table(&NAMES);
    let instance = own_instance(vm, function, this)?;
    let (items, code) = (instance.attrs.get(items_name)?, instance.attrs.get(code_name)?);
    let id = items.heap_id()?;
    match vm.heap.get(id) {
        Object::List(items) => Some((id, items, code)),
        _ => None,
    }
}

/// `this` when it is an instance (with no `__dict__`) of a class defined in the module that
/// defines `function`.
fn own_instance(vm: &Vm, function: Value, this: Value) -> Option<&InstanceObj> {
    let Some(Object::Function(f)) = vm.object(function) else {
        return None;
    };
    let module = f.module;
    let Some(Object::Instance(instance)) = vm.object(this) else {
        return None;
    };
    if instance.dict.is_some() || !matches!(instance.base, Value::Undefined) {
        return None;
    }
    match vm.object(instance.class) {
        Some(Object::Class(class)) if class.module == module => Some(instance),
        _ => None,
    }
}

/// The position an int `index` names among `length` items (negative counting from the end),
/// when it is within range.
fn position(index: Value, length: usize) -> Option<usize> {
    let Value::Int(i) = index else { return None };
    let length = i64::try_from(length).ok()?;
    let i = if i < 0 { i.checked_add(length)? } else { i };
    (0..length).contains(&i).then_some(i as usize)
}

/// `array.__getitem__(self, index)` for an int index within range.
fn getitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let &[function, this, index] = args.positional.as_slice() else {
        return Ok(Value::Undefined);
    };
    let Some((_, items, _)) = fields(vm, function, this) else {
        return Ok(Value::Undefined);
    };
    Ok(position(index, items.len()).map_or(Value::Undefined, |at| items[at]))
}

/// `array.__setitem__(self, index, value)` for an int index within range and a value the
/// typecode stores as it is (a float, or an int in range).
fn setitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let &[function, this, index, value] = args.positional.as_slice() else {
        return Ok(Value::Undefined);
    };
    let Some((id, items, code)) = fields(vm, function, this) else {
        return Ok(Value::Undefined);
    };
    let Some(at) = position(index, items.len()) else {
        return Ok(Value::Undefined);
    };
    let code = match vm.object(code) {
        Some(Object::Str(s)) => s.as_str().as_bytes().first().copied(),
        _ => None,
    };
    let Some(stored) = code.and_then(|code| stored_item(code, value)) else {
        return Ok(Value::Undefined);
    };
    let Object::List(items) = vm.heap.get_mut(id) else {
        return Ok(Value::Undefined);
    };
    items[at] = stored;
    Ok(Value::None)
}

/// What an array of typecode `code` stores for `value`, when it is a float or an int the
/// typecode takes without an error (None for anything else, left to the Python layer).
fn stored_item(code: u8, value: Value) -> Option<Value> {
    let number = match value {
        Value::Float(f) => f.get(),
        Value::Int(i) if code == b'f' || code == b'd' => i as f64,
        Value::Int(i) => {
            let (low, high) = int_range(code)?;
            return (low..=high).contains(&i).then_some(value);
        }
        _ => return None,
    };
    match code {
        b'd' => Some(Value::float(number)),
        b'f' => Some(Value::float(f64::from(number as f32))),
        _ => None,
    }
}

/// The values an integer typecode holds (within an i64).
fn int_range(code: u8) -> Option<(i64, i64)> {
    Some(match code {
        b'b' => (i8::MIN.into(), i8::MAX.into()),
        b'B' => (0, u8::MAX.into()),
        b'h' => (i16::MIN.into(), i16::MAX.into()),
        b'H' => (0, u16::MAX.into()),
        b'i' => (i32::MIN.into(), i32::MAX.into()),
        b'I' => (0, u32::MAX.into()),
        b'l' | b'q' => (i64::MIN, i64::MAX),
        b'L' | b'Q' => (0, i64::MAX),
        _ => return None,
    })
}

/// `array.__len__(self)`.
fn length(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let &[function, this] = args.positional.as_slice() else {
        return Ok(Value::Undefined);
    };
    let Some((_, items, _)) = fields(vm, function, this) else {
        return Ok(Value::Undefined);
    };
    Ok(i64::try_from(items.len()).map_or(Value::Undefined, Value::Int))
}

/// `arrayiterator.__next__(self)` while its array (an `array` itself) has an item at the
/// iterator's position: that item, the position moved on by one.
fn next_item(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let &[function, this] = args.positional.as_slice() else {
        return Ok(Value::Undefined);
    };
    let [array_name, next_name]: [Symbol; 2] = vm.interner.intern_table(&ITERATOR_NAMES);
    let Some(iterator) = own_instance(vm, function, this) else {
        return Ok(Value::Undefined);
    };
    let (Some(target), Some(Value::Int(next))) = (iterator.attrs.get(array_name), iterator.attrs.get(next_name)) else {
        return Ok(Value::Undefined);
    };
    let Some((_, items, _)) = fields(vm, function, target) else {
        return Ok(Value::Undefined);
    };
    let Some(&item) = usize::try_from(next).ok().and_then(|at| items.get(at)) else {
        return Ok(Value::Undefined);
    };
    if !vm.store_plain_instance_attr(this, next_name, Value::Int(next + 1)) {
        return Ok(Value::Undefined);
    }
    Ok(item)
}
