//! `_garter_struct`: what the Python `struct` module is built on. Each function takes the format
//! as bytes (the Python side encodes a str format to ASCII, as CPython does) and reads it again
//! (`layout.rs`: a format is short, and reading it costs less than keeping it); a failure that
//! CPython reports as `struct.error` comes back as its message, a str, for the Python side to
//! raise as `struct.error` (so natives need no exception class of their own), and every other
//! exception is raised here as it is.
//!
//! - `calcsize(format)`: `(size, values)`;
//! - `pack(format, values)`: the bytes of the tuple `values`;
//! - `pack_into(format, buffer, offset, values)`: writes into a bytearray (or a writable
//!   memoryview of one), None;
//! - `unpack_from(format, buffer, offset, function)`: the tuple of values at `offset`, where
//!   `function` ("unpack" or "unpack_from") chooses CPython's message for a short buffer.
//!
//! Work is charged as steps in proportion to the bytes and values handled, and what is built
//! is checked against the memory limit before it is made.

mod convert;
mod half;
mod layout;
mod pack;
mod unpack;

#[cfg(test)]
mod tests;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;
use convert::{struct_error, Failure};
use layout::Layout;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("calcsize", calcsize),
    ("pack", pack),
    ("pack_into", pack_into),
    ("unpack_from", unpack_from),
];

/// Bytes handled per step charged.
const BYTES_PER_STEP: usize = 64;

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_struct", FUNCTIONS)
}

/// A native's result: its value, or a `struct.error` message as a str for the Python side.
fn finish(vm: &mut Vm, result: Result<Value, Failure>) -> PyResult<Value> {
    match result {
        Ok(value) => Ok(value),
        Err(Failure::Struct(message)) => Ok(vm.new_str(message)),
        Err(Failure::Python(err)) => Err(err),
    }
}

/// The layout of the format argument (bytes), charged for its length.
fn layout_arg(vm: &mut Vm, v: Value) -> Result<Layout, Failure> {
    let format = vm.bytes_arg(v)?;
    vm.charge((format.len() / BYTES_PER_STEP) as u64)?;
    layout::parse(&format).map_err(struct_error)
}

/// The items of a tuple argument.
fn tuple_items(vm: &Vm, v: Value) -> PyResult<Vec<Value>> {
    match vm.object(v) {
        Some(Object::Tuple(items)) => Ok(items.clone()),
        _ => Err(PyErr::type_error("values must be a tuple")),
    }
}

/// Charges the work of handling `layout` once.
fn charge_layout(vm: &mut Vm, layout: &Layout) -> PyResult<()> {
    vm.charge((layout.size / BYTES_PER_STEP + layout.values) as u64)
}

/// An offset argument: an int (or `__index__`) that fits a Py_ssize_t.
fn offset_arg(vm: &mut Vm, v: Value) -> PyResult<i64> {
    let int = vm.index_int(v)?;
    match vm.as_int(int) {
        Some(garter::types::int::IntRef::Small(i)) => Ok(i),
        _ => Err(PyErr::overflow_error("Python int too large to convert to C ssize_t")),
    }
}

/// Where `size` bytes at `offset` start in a buffer of `len` bytes, or CPython's message
/// (`verb` is "unpack" or "pack", `function` "unpack_from" or "pack_into").
fn window(offset: i64, size: usize, len: usize, verb: &str, function: &str) -> Result<usize, Failure> {
    let len_signed = len as i64;
    if offset < 0 {
        if offset + len_signed < 0 {
            return Err(struct_error(format!(
                "offset {offset} out of range for {len}-byte buffer"
            )));
        }
        if (-offset) < size as i64 {
            let what = if verb == "pack" {
                "no space to pack"
            } else {
                "not enough data to unpack"
            };
            return Err(struct_error(format!("{what} {size} bytes at offset {offset}")));
        }
        return Ok((offset + len_signed) as usize);
    }
    let start = offset as usize;
    if len.saturating_sub(start) < size || start > len {
        let needed = size as u128 + start as u128;
        let action = if verb == "pack" { "packing" } else { "unpacking" };
        return Err(struct_error(format!(
            "{function} requires a buffer of at least {needed} bytes for {action} {size} bytes at \
             offset {offset} (actual buffer size is {len})"
        )));
    }
    Ok(start)
}

/// `calcsize(format)`.
fn calcsize(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "calcsize", 1, 1)?;
    let result = layout_arg(vm, args.positional[0]).map(|layout| {
        let items = vec![Value::Int(layout.size as i64), Value::Int(layout.values as i64)];
        vm.new_tuple(items)
    });
    finish(vm, result)
}

/// `pack(format, values)`.
fn pack(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "pack", 2, 2)?;
    let result = (|| {
        let layout = layout_arg(vm, args.positional[0])?;
        let values = tuple_items(vm, args.positional[1])?;
        if values.len() == layout.values {
            vm.check_alloc_chars(layout.size)?;
            charge_layout(vm, &layout)?;
        }
        let data = pack::pack(vm, &layout, &values, "pack")?;
        Ok(vm.heap.alloc_value(Object::Bytes(data)))
    })();
    finish(vm, result)
}

/// The bytearray a writable buffer argument writes to, and where in it the buffer starts and
/// how long it is; CPython's TypeError for anything else.
fn writable(vm: &Vm, v: Value) -> PyResult<(garter::value::HeapId, usize, usize)> {
    let refuse = || {
        PyErr::type_error(format!(
            "argument must be read-write bytes-like object, not {}",
            vm.type_name(v)
        ))
    };
    let id = v.heap_id().ok_or_else(refuse)?;
    match vm.heap.get(id) {
        Object::ByteArray(b) => Ok((id, 0, b.data.len())),
        Object::MemoryView(view) if !view.readonly && view.step == 1 && !view.released => match vm.heap.get(view.obj) {
            Object::ByteArray(_) => Ok((view.obj, view.start, view.len)),
            _ => Err(refuse()),
        },
        _ => Err(refuse()),
    }
}

/// `pack_into(format, buffer, offset, values)`.
fn pack_into(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "pack_into", 4, 4)?;
    let result = (|| {
        let layout = layout_arg(vm, args.positional[0])?;
        let (target, base, len) = writable(vm, args.positional[1])?;
        let values = tuple_items(vm, args.positional[3])?;
        let offset = offset_arg(vm, args.positional[2])?;
        if values.len() == layout.values {
            charge_layout(vm, &layout)?;
        }
        let data = pack::pack(vm, &layout, &values, "pack_into")?;
        let start = window(offset, layout.size, len, "pack", "pack_into")?;
        if let Object::ByteArray(b) = vm.heap.get_mut(target) {
            let at = base + start;
            if let Some(room) = b.data.get_mut(at..at + data.len()) {
                room.copy_from_slice(&data);
            }
        }
        Ok(Value::None)
    })();
    finish(vm, result)
}

/// `unpack_from(format, buffer, offset, function)`.
fn unpack_from(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "unpack_from", 4, 4)?;
    let result = (|| {
        let layout = layout_arg(vm, args.positional[0])?;
        let function = vm.str_of(args.positional[3]).unwrap_or("unpack_from").to_string();
        let offset = offset_arg(vm, args.positional[2])?;
        let buffer = args.positional[1];
        let len = match vm.bytes_like(buffer) {
            Some(data) => data.len(),
            None => vm.bytes_arg(buffer)?.len(),
        };
        let start = if function == "unpack" {
            if len != layout.size {
                return Err(struct_error(format!(
                    "unpack requires a buffer of {} bytes",
                    layout.size
                )));
            }
            0
        } else {
            window(offset, layout.size, len, "unpack", "unpack_from")?
        };
        charge_layout(vm, &layout)?;
        vm.check_alloc_chars(layout.size)?;
        let data = match vm.bytes_like(buffer) {
            Some(data) => data[start..start + layout.size].to_vec(),
            None => Vec::new(),
        };
        Ok(unpack::unpack(vm, &layout, &data)?)
    })();
    finish(vm, result)
}
