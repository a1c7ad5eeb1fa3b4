//! The methods of `memoryview`: `tobytes`, `tolist`, `hex`, `cast` (to its own format `'B'`
//! only), `toreadonly`, `release`, and the context manager that releases it.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::buffer::view_bytes;
use crate::types::memoryview::MemoryViewObj;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("tobytes", tobytes),
    ("tolist", tolist),
    ("hex", hex),
    ("cast", cast),
    ("toreadonly", toreadonly),
    ("release", release),
    ("__enter__", enter),
    ("__exit__", exit),
];

/// The formats of CPython's `struct` module a view may be cast to.
const NATIVE_FORMATS: &str = "cbB?hHiIlLqQnNfdeP";

/// The receiver's id and, unless released, its view.
fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<(HeapId, MemoryViewObj)> {
    let v = receiver(vm, args, TypeId::MemoryView, method)?;
    let Some(id) = v.heap_id() else {
        return Err(PyErr::type_error("expected a memoryview"));
    };
    Ok((id, vm.memoryview(id)?))
}

/// The bytes the receiver shows, charged as a scan.
fn shown(vm: &mut Vm, args: &Args, method: &str) -> PyResult<Vec<u8>> {
    let (_, view) = this(vm, args, method)?;
    let data = view_bytes(&vm.heap, &view).unwrap_or_default().into_owned();
    vm.charge_scan(data.len())?;
    Ok(data)
}

fn tobytes(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "tobytes", 0, 1)?;
    let order_name = vm.interner.intern("order");
    args.only_keywords(vm, "tobytes", &[order_name])?;
    let data = shown(vm, args, "tobytes")?;
    if let Some(order) = args.get_or_keyword(1, order_name).filter(|v| *v != Value::None) {
        if !matches!(vm.str_of(order), Some("C" | "F" | "A")) {
            return Err(PyErr::value_error("order must be 'C', 'F' or 'A'"));
        }
    }
    Ok(vm.heap.alloc_value(Object::Bytes(data)))
}

fn tolist(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "memoryview.tolist", 0, 0)?;
    let data = shown(vm, args, "tolist")?;
    vm.check_alloc_items(data.len())?;
    let items = data.into_iter().map(|b| Value::Int(i64::from(b))).collect();
    Ok(vm.new_list(items))
}

fn hex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "hex", 0, 2)?;
    let data = shown(vm, args, "hex")?;
    crate::types::bytes::hex_text(vm, &data, args)
}

fn cast(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (_, view) = this(vm, args, "cast")?;
    let format_name = vm.interner.intern("format");
    let shape_name = vm.interner.intern("shape");
    args.only_keywords(vm, "cast", &[format_name, shape_name])?;
    args.method_arity(vm, "cast", 1, 2)?;
    let Some(format) = args.get_or_keyword(1, format_name) else {
        return Err(PyErr::type_error("cast() missing required argument 'format' (pos 1)"));
    };
    let Some(text) = vm.str_of(format) else {
        return Err(PyErr::type_error(format!(
            "cast() argument 'format' must be str, not {}",
            vm.type_name(format)
        )));
    };
    let code = text.strip_prefix('@').unwrap_or(text);
    let mut chars = code.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Err(bad_format());
    };
    if !NATIVE_FORMATS.contains(c) {
        return Err(bad_format());
    }
    if view.step != 1 && view.len > 1 {
        return Err(PyErr::type_error(
            "memoryview: casts are restricted to C-contiguous views",
        ));
    }
    if c != 'B' {
        return Err(PyErr::new(
            TypeId::NotImplementedError,
            format!("memoryview: cast to format '{c}' is not supported (only 'B')"),
        ));
    }
    if let Some(shape) = args.get_or_keyword(2, shape_name) {
        let Some(dims) = vm.seq_items(shape).map(<[Value]>::to_vec) else {
            return Err(PyErr::type_error("shape must be a list or a tuple"));
        };
        if dims.len() != 1 || dims[0] != Value::Int(view.len as i64) {
            return Err(PyErr::type_error(
                "memoryview: product(shape) * itemsize != buffer size",
            ));
        }
    }
    Ok(vm.new_memoryview(view))
}

fn bad_format() -> PyErr {
    PyErr::value_error(
        "memoryview: destination format must be a native single character format prefixed with an optional '@'",
    )
}

fn toreadonly(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "toreadonly", 0, 0)?;
    let (_, view) = this(vm, args, "toreadonly")?;
    Ok(vm.new_memoryview(MemoryViewObj { readonly: true, ..view }))
}

fn release(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.method_arity(vm, "memoryview.release", 0, 0)?;
    let v = receiver(vm, args, TypeId::MemoryView, "release")?;
    if let Some(id) = v.heap_id() {
        vm.release_memoryview(id);
    }
    Ok(Value::None)
}

fn enter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    this(vm, args, "__enter__")?;
    Ok(args.positional[0])
}

fn exit(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let v = receiver(vm, args, TypeId::MemoryView, "__exit__")?;
    if let Some(id) = v.heap_id() {
        vm.release_memoryview(id);
    }
    Ok(Value::None)
}
