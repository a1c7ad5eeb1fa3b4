//! The methods of `int` (`bit_length`, `to_bytes`, `int.from_bytes`, ...).

use num_bigint::{BigInt, Sign};
use num_traits::Signed;

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("bit_length", bit_length),
    ("bit_count", bit_count),
    ("to_bytes", to_bytes),
    ("conjugate", conjugate),
    ("as_integer_ratio", as_integer_ratio),
    ("__format__", format_method),
];

pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("from_bytes", from_bytes)];

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<BigInt> {
    let v = receiver(vm, args, TypeId::Int, method)?;
    Ok(vm.as_int(v).map(|i| i.to_big()).unwrap_or_default())
}

fn bit_length(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let n = this(vm, args, "bit_length")?;
    Ok(Value::Int(n.bits() as i64))
}

fn bit_count(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let n = this(vm, args, "bit_count")?;
    let count: u64 = n.abs().to_u32_digits().1.iter().map(|d| d.count_ones() as u64).sum();
    Ok(Value::Int(count as i64))
}

fn conjugate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let n = this(vm, args, "conjugate")?;
    Ok(vm.new_int(n))
}

fn as_integer_ratio(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let n = this(vm, args, "as_integer_ratio")?;
    let n = vm.new_int(n);
    Ok(vm.new_tuple(vec![n, Value::Int(1)]))
}

/// The `byteorder` argument: `true` for big-endian.
fn big_endian(vm: &Vm, args: &Args, function: &str, position: usize) -> PyResult<bool> {
    match args.get_or_keyword(position, sym::BYTEORDER) {
        None => Ok(true),
        Some(v) => match vm.str_of(v) {
            Some("big") => Ok(true),
            Some("little") => Ok(false),
            Some(_) => Err(PyErr::value_error("byteorder must be either 'little' or 'big'")),
            None => Err(PyErr::type_error(format!(
                "{function}() argument 'byteorder' must be str, not {}",
                vm.type_name(v)
            ))),
        },
    }
}

fn to_bytes(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let n = this(vm, args, "to_bytes")?;
    args.only_keywords(vm, "to_bytes", &[sym::LENGTH, sym::BYTEORDER, sym::SIGNED])?;
    let length = match args.get_or_keyword(1, sym::LENGTH) {
        Some(v) => vm.ssize_arg(v)?,
        None => 1,
    };
    if length < 0 {
        return Err(PyErr::value_error("length argument must be non-negative"));
    }
    let big = big_endian(vm, args, "to_bytes", 2)?;
    let signed = match args.keyword(sym::SIGNED) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    if n.is_negative() && !signed {
        return Err(PyErr::overflow_error("can't convert negative int to unsigned"));
    }
    let length = length as usize;
    vm.check_alloc_chars(length)?;
    let mut bytes = if signed {
        n.to_signed_bytes_le()
    } else {
        n.to_bytes_le().1
    };
    if n.sign() == Sign::NoSign {
        bytes.clear();
    }
    let fill = if n.is_negative() { 0xff } else { 0 };
    while bytes.len() > length && bytes.last() == Some(&fill) && signed && bytes.len() > 1 {
        let next = bytes[bytes.len() - 2];
        if (next & 0x80 != 0) == n.is_negative() {
            bytes.pop();
        } else {
            break;
        }
    }
    if bytes.len() > length {
        return Err(PyErr::overflow_error("int too big to convert"));
    }
    bytes.resize(length, fill);
    if big {
        bytes.reverse();
    }
    Ok(vm.heap.alloc_value(Object::Bytes(bytes)))
}

fn from_bytes(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let data = match args.get(1) {
        Some(v) => match vm.object(v) {
            Some(Object::Bytes(b)) => b.clone(),
            _ if vm.str_of(v).is_some() || !vm.is_iterable(v) => {
                return Err(PyErr::type_error(format!(
                    "cannot convert '{}' object to bytes",
                    vm.type_name(v)
                )))
            }
            _ => vm
                .collect_iterable(v)?
                .into_iter()
                .map(|x| vm.index_value(x).map(|i| i as u8))
                .collect::<PyResult<Vec<u8>>>()?,
        },
        None => {
            return Err(PyErr::type_error(
                "from_bytes() missing required argument 'bytes' (pos 1)",
            ))
        }
    };
    let big = big_endian(vm, args, "from_bytes", 2)?;
    let signed = match args.keyword(sym::SIGNED) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let value = match (big, signed) {
        (true, true) => BigInt::from_signed_bytes_be(&data),
        (true, false) => BigInt::from_bytes_be(Sign::Plus, &data),
        (false, true) => BigInt::from_signed_bytes_le(&data),
        (false, false) => BigInt::from_bytes_le(Sign::Plus, &data),
    };
    Ok(vm.new_int(value))
}

fn format_method(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    crate::format::builtin_format_method(vm, args, TypeId::Int)
}
