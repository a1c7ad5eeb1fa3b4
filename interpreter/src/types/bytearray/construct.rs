//! Calling `bytes(...)`, `bytearray(...)` and `memoryview(...)`: the bytes a source stands for
//! (a count of zeros, a str with its encoding, `__bytes__`, any bytes-like value, an iterable of
//! ints), with
//! each type's own CPython messages.

use crate::builtins::registry::Args;
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::int::IntRef;
use crate::types::memoryview::MemoryViewObj;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// `bytes(source, encoding, errors)`.
pub fn bytes(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let data = byte_source(vm, args, TypeId::Bytes)?;
    Ok(vm.heap.alloc_value(Object::Bytes(data)))
}

/// `bytearray(source, encoding, errors)`.
pub fn bytearray(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let data = byte_source(vm, args, TypeId::ByteArray)?;
    Ok(vm.new_bytearray(data))
}

/// Checks the argument names and count of `bytes(...)` or `bytearray(...)` (`kind`), which
/// CPython checks before it looks at any argument.
pub(crate) fn check_byte_source_args(vm: &Vm, args: &Args, kind: TypeId) -> PyResult<()> {
    let name = kind.name();
    args.only_keywords(vm, name, &[sym::ENCODING, sym::ERRORS])?;
    if args.len() > 3 {
        return Err(PyErr::type_error(format!(
            "{name}() takes at most 3 arguments ({} given)",
            args.len()
        )));
    }
    Ok(())
}

/// The bytes `bytes(...)` or `bytearray(...)` (`kind`) makes of its arguments.
pub(crate) fn byte_source(vm: &mut Vm, args: &Args, kind: TypeId) -> PyResult<Vec<u8>> {
    check_byte_source_args(vm, args, kind)?;
    let name = kind.name();
    let Some(x) = args.get(0) else {
        return Ok(Vec::new());
    };
    let encoding = args.get_or_keyword(1, sym::ENCODING);
    let errors = args.get_or_keyword(2, sym::ERRORS);
    if let Some(text) = vm.str_of(x) {
        let Some(encoding) = encoding else {
            return Err(PyErr::type_error("string argument without an encoding"));
        };
        let text = text.to_string();
        vm.check_alloc_chars(text.len())?;
        vm.charge_scan(text.len())?;
        let encoding = crate::types::bytes::text_argument(vm, name, "encoding", encoding)?;
        let errors = match errors {
            Some(e) => Some(crate::types::bytes::text_argument(vm, name, "errors", e)?),
            None => None,
        };
        return crate::types::codecs::encode_text(&text, &encoding, errors.as_deref().unwrap_or("strict"));
    }
    if encoding.is_some() || errors.is_some() {
        return Err(PyErr::type_error(if encoding.is_some() {
            "encoding without a string argument"
        } else {
            "errors without a string argument"
        }));
    }
    if kind == TypeId::Bytes && vm.is_user_object(x) {
        if let Some(result) = vm.call_user_special(x, sym::DUNDER_BYTES, &[])? {
            return match vm.object(vm.builtin_value(result)) {
                Some(Object::Bytes(bytes)) => Ok(bytes.clone()),
                _ => Err(PyErr::type_error(format!(
                    "__bytes__ returned non-bytes (type {})",
                    vm.type_name(result)
                ))),
            };
        }
    }
    let x = if vm.is_user_object(x) {
        vm.index_operand(x)?.unwrap_or(x)
    } else {
        x
    };
    if let Some(n) = vm.as_int(x) {
        let count = match n {
            IntRef::Small(i) if i < 0 => return Err(PyErr::value_error("negative count")),
            IntRef::Small(i) => i as usize,
            IntRef::Big(_) => return Err(PyErr::overflow_error("cannot fit 'int' into an index-sized integer")),
        };
        vm.check_alloc_chars(count)?;
        vm.charge_scan(count)?;
        return Ok(vec![0; count]);
    }
    if vm.is_bytes_like(x) {
        let data = vm.bytes_arg(x)?;
        vm.check_alloc_chars(data.len())?;
        vm.charge_scan(data.len())?;
        return Ok(data);
    }
    if !vm.is_iterable(x) {
        return Err(PyErr::type_error(format!(
            "cannot convert '{}' object to {name}",
            vm.type_name(x)
        )));
    }
    let items = vm.collect_iterable(x)?;
    ints_to_bytes(vm, &items, kind)
}

/// The bytes of a sequence of ints, each in `range(0, 256)` (`bytes` and `bytearray` word
/// the range error differently).
pub fn ints_to_bytes(vm: &mut Vm, items: &[Value], kind: TypeId) -> PyResult<Vec<u8>> {
    vm.charge(items.len() as u64 / 8)?;
    let mut data = Vec::with_capacity(items.len());
    for item in items {
        let item = vm.index_int(*item)?;
        match vm.as_int(item) {
            Some(IntRef::Small(i)) if (0..256).contains(&i) => data.push(i as u8),
            _ if kind == TypeId::Bytes => return Err(PyErr::value_error("bytes must be in range(0, 256)")),
            _ => return Err(PyErr::value_error("byte must be in range(0, 256)")),
        }
    }
    Ok(data)
}

/// `memoryview(obj)`: a view of all of a bytes or bytearray, or a copy of another view.
pub fn memoryview(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let object_name = vm.interner.intern("object");
    args.keyword_arity("memoryview", 0, 1)?;
    args.only_keywords(vm, "memoryview", &[object_name])?;
    let Some(x) = args.get_or_keyword(0, object_name) else {
        return Err(PyErr::type_error(
            "memoryview() missing required argument 'object' (pos 1)",
        ));
    };
    // A view of a bytes subclass instance shows its bytes.
    let x = vm.builtin_value(x);
    let view = match vm.object(x) {
        Some(Object::Bytes(b)) => MemoryViewObj::whole(x.heap_id(), b.len(), true),
        Some(Object::ByteArray(b)) => MemoryViewObj::whole(x.heap_id(), b.data.len(), false),
        Some(Object::MemoryView(v)) if v.released => return Err(PyErr::value_error(crate::types::buffer::RELEASED)),
        Some(Object::MemoryView(v)) => Some(v.clone()),
        _ => None,
    };
    let Some(view) = view else {
        return Err(PyErr::type_error(format!(
            "memoryview: a bytes-like object is required, not '{}'",
            vm.type_name(x)
        )));
    };
    Ok(vm.new_memoryview(view))
}
