//! The slot wrappers of `int`, `bool`, `float` and `complex`: arithmetic (`__add__` and its
//! reflected `__radd__`, `__pow__` with its modulus, `__divmod__`), comparisons, the unary
//! operators and conversions, and the rounding methods (`__floor__`, `__round__`, ...).
//!
//! An operand of a type the receiver's type does not handle gives NotImplemented, as CPython's
//! wrappers do (`(1).__add__(1.0)`): int takes ints (bools included), float takes ints and
//! floats, complex takes all three. The operation is the owner's own, applied to the builtin
//! values, so `int.__add__(MyInt(1), 2)` adds ints whatever `MyInt` overrides.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::{BinOp, CmpOp, UnaryOp};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::Num;
use crate::vm::{PyErr, PyResult, Vm};

use super::{
    bool_slot, call_builtin, comparison, hash_slot, only_receiver, receiver_and_one, repr_slot, slot_args, slot_table,
};

/// The slot wrappers, by owner.
pub const SLOTS: &[(TypeId, &[(&str, NativeFn)])] = &[
    (TypeId::Int, INT_SLOTS),
    (TypeId::Bool, BOOL_SLOTS),
    (TypeId::Float, FLOAT_SLOTS),
    (TypeId::Complex, COMPLEX_SLOTS),
];

/// `float.__getformat__`, a class method.
pub const FLOAT_CLASS_METHODS: &[(&str, NativeFn)] = &[("__getformat__", float_format)];

/// The special methods CPython defines as ordinary methods (`int.__floor__`), by owner.
pub const METHODS: &[(TypeId, &[(&str, NativeFn)])] = &[(TypeId::Int, INT_METHODS), (TypeId::Float, FLOAT_METHODS)];

const INT_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Int;
    "__add__" => binary(BinOp::Add, false),
    "__radd__" => binary(BinOp::Add, true),
    "__sub__" => binary(BinOp::Sub, false),
    "__rsub__" => binary(BinOp::Sub, true),
    "__mul__" => binary(BinOp::Mul, false),
    "__rmul__" => binary(BinOp::Mul, true),
    "__truediv__" => binary(BinOp::TrueDiv, false),
    "__rtruediv__" => binary(BinOp::TrueDiv, true),
    "__floordiv__" => binary(BinOp::FloorDiv, false),
    "__rfloordiv__" => binary(BinOp::FloorDiv, true),
    "__mod__" => binary(BinOp::Mod, false),
    "__rmod__" => binary(BinOp::Mod, true),
    "__divmod__" => divmod(false),
    "__rdivmod__" => divmod(true),
    "__pow__" => power(false),
    "__rpow__" => power(true),
    "__lshift__" => binary(BinOp::LShift, false),
    "__rlshift__" => binary(BinOp::LShift, true),
    "__rshift__" => binary(BinOp::RShift, false),
    "__rrshift__" => binary(BinOp::RShift, true),
    "__and__" => binary(BinOp::And, false),
    "__rand__" => binary(BinOp::And, true),
    "__or__" => binary(BinOp::Or, false),
    "__ror__" => binary(BinOp::Or, true),
    "__xor__" => binary(BinOp::Xor, false),
    "__rxor__" => binary(BinOp::Xor, true),
    "__eq__" => compare,
    "__ne__" => compare,
    "__lt__" => compare,
    "__le__" => compare,
    "__gt__" => compare,
    "__ge__" => compare,
    "__neg__" => unary(UnaryOp::Neg),
    "__pos__" => unary(UnaryOp::Pos),
    "__invert__" => unary(UnaryOp::Invert),
    "__abs__" => absolute,
    "__bool__" => bool_slot,
    "__int__" => to_int,
    "__index__" => to_int,
    "__float__" => to_float,
    "__hash__" => hash_slot,
    "__repr__" => number_repr,
];

const BOOL_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Bool;
    "__and__" => binary(BinOp::And, false),
    "__rand__" => binary(BinOp::And, true),
    "__or__" => binary(BinOp::Or, false),
    "__ror__" => binary(BinOp::Or, true),
    "__xor__" => binary(BinOp::Xor, false),
    "__rxor__" => binary(BinOp::Xor, true),
    "__repr__" => repr_slot,
];

const FLOAT_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Float;
    "__add__" => binary(BinOp::Add, false),
    "__radd__" => binary(BinOp::Add, true),
    "__sub__" => binary(BinOp::Sub, false),
    "__rsub__" => binary(BinOp::Sub, true),
    "__mul__" => binary(BinOp::Mul, false),
    "__rmul__" => binary(BinOp::Mul, true),
    "__truediv__" => binary(BinOp::TrueDiv, false),
    "__rtruediv__" => binary(BinOp::TrueDiv, true),
    "__floordiv__" => binary(BinOp::FloorDiv, false),
    "__rfloordiv__" => binary(BinOp::FloorDiv, true),
    "__mod__" => binary(BinOp::Mod, false),
    "__rmod__" => binary(BinOp::Mod, true),
    "__divmod__" => divmod(false),
    "__rdivmod__" => divmod(true),
    "__pow__" => power(false),
    "__rpow__" => power(true),
    "__eq__" => compare,
    "__ne__" => compare,
    "__lt__" => compare,
    "__le__" => compare,
    "__gt__" => compare,
    "__ge__" => compare,
    "__neg__" => unary(UnaryOp::Neg),
    "__pos__" => unary(UnaryOp::Pos),
    "__abs__" => absolute,
    "__bool__" => bool_slot,
    "__int__" => to_int,
    "__float__" => to_float,
    "__hash__" => hash_slot,
];

const COMPLEX_SLOTS: &[(&str, NativeFn)] = slot_table![TypeId::Complex;
    "__add__" => binary(BinOp::Add, false),
    "__radd__" => binary(BinOp::Add, true),
    "__sub__" => binary(BinOp::Sub, false),
    "__rsub__" => binary(BinOp::Sub, true),
    "__mul__" => binary(BinOp::Mul, false),
    "__rmul__" => binary(BinOp::Mul, true),
    "__truediv__" => binary(BinOp::TrueDiv, false),
    "__rtruediv__" => binary(BinOp::TrueDiv, true),
    "__pow__" => power(false),
    "__rpow__" => power(true),
    "__eq__" => compare,
    "__ne__" => compare,
    "__lt__" => compare,
    "__le__" => compare,
    "__gt__" => compare,
    "__ge__" => compare,
    "__neg__" => unary(UnaryOp::Neg),
    "__pos__" => unary(UnaryOp::Pos),
    "__abs__" => absolute,
    "__bool__" => bool_slot,
    "__hash__" => hash_slot,
    "__repr__" => repr_slot,
];

const INT_METHODS: &[(&str, NativeFn)] = slot_table![TypeId::Int;
    "__trunc__" => rounded(Rounding::Trunc),
    "__floor__" => rounded(Rounding::Floor),
    "__ceil__" => rounded(Rounding::Ceil),
    "__round__" => round,
];

const FLOAT_METHODS: &[(&str, NativeFn)] = slot_table![TypeId::Float;
    "__trunc__" => rounded(Rounding::Trunc),
    "__floor__" => rounded(Rounding::Floor),
    "__ceil__" => rounded(Rounding::Ceil),
    "__round__" => round,
];

/// Whether the numeric type `owner`'s operations take an operand of type `other`.
fn takes(owner: TypeId, other: TypeId) -> bool {
    let int = other.is_subtype(TypeId::Int);
    match owner {
        TypeId::Float => int || other.is_subtype(TypeId::Float),
        TypeId::Complex => int || other.is_subtype(TypeId::Float) || other.is_subtype(TypeId::Complex),
        _ => int,
    }
}

/// `v` as an operand of `owner`'s operation: its builtin value, a bool as an int for int's own
/// operations (`int.__and__(True, True)` is `1`).
fn operand(vm: &Vm, v: Value, owner: TypeId) -> Value {
    match (owner, vm.builtin_value(v)) {
        (TypeId::Int, Value::Bool(b)) => Value::Int(i64::from(b.get())),
        (_, other) => other,
    }
}

/// The receiver and the other operand as the operation takes them (`None`: NotImplemented).
fn operands(vm: &Vm, args: &Args, owner: TypeId, name: &str, reflected: bool) -> PyResult<Option<(Value, Value)>> {
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    if !takes(owner, vm.type_of(other)) {
        return Ok(None);
    }
    let (a, b) = (operand(vm, this, owner), operand(vm, other, owner));
    Ok(Some(if reflected { (b, a) } else { (a, b) }))
}

fn binary(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, op: BinOp, reflected: bool) -> PyResult<Value> {
    match operands(vm, args, owner, name, reflected)? {
        Some((a, b)) => vm.binary_op(op, a, b),
        None => Ok(Value::NotImplemented),
    }
}

fn divmod(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, reflected: bool) -> PyResult<Value> {
    match operands(vm, args, owner, name, reflected)? {
        Some((a, b)) => vm.divmod(a, b),
        None => Ok(Value::NotImplemented),
    }
}

/// `__pow__` and `__rpow__`, with the optional modulus of three-argument `pow()`.
fn power(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, reflected: bool) -> PyResult<Value> {
    let (this, rest) = slot_args(vm, args, owner, name, 1, 2)?;
    let (other, modulus) = (rest[0], rest.get(1).copied().unwrap_or(Value::None));
    if !takes(owner, vm.type_of(other)) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = (operand(vm, this, owner), operand(vm, other, owner));
    let (a, b) = if reflected { (b, a) } else { (a, b) };
    if modulus == Value::None {
        return vm.binary_op(BinOp::Pow, a, b);
    }
    if owner != TypeId::Complex && !takes(owner, vm.type_of(modulus)) {
        return Ok(Value::NotImplemented);
    }
    let modulus = operand(vm, modulus, owner);
    call_builtin(vm, "pow", &[a, b, modulus])
}

fn compare(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let op = comparison(name);
    let (this, other) = receiver_and_one(vm, args, owner, name)?;
    let ordering = !matches!(op, CmpOp::Eq | CmpOp::Ne);
    if !takes(owner, vm.type_of(other)) || (owner == TypeId::Complex && ordering) {
        return Ok(Value::NotImplemented);
    }
    let (a, b) = (operand(vm, this, owner), operand(vm, other, owner));
    vm.compare(op, a, b)
}

fn unary(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, op: UnaryOp) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = operand(vm, this, owner);
    vm.unary_op(op, value)
}

fn absolute(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = operand(vm, this, owner);
    call_builtin(vm, "abs", &[value])
}

/// `int.__repr__`: the decimal digits (of a bool too: `int.__repr__(True)` is `'1'`).
fn number_repr(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = operand(vm, this, owner);
    let text = vm.builtin_repr(value)?;
    Ok(vm.new_str(text))
}

/// `__int__` and `__index__`: the int itself for an int, truncated for a float.
fn to_int(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = operand(vm, this, TypeId::Int);
    vm.call_value(Value::Type(TypeId::Int), &[value])
}

fn to_float(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = only_receiver(vm, args, owner, name)?;
    let value = operand(vm, this, owner);
    vm.call_value(Value::Type(TypeId::Float), &[value])
}

/// Which way `__trunc__`, `__floor__` and `__ceil__` round.
#[derive(Clone, Copy)]
enum Rounding {
    Trunc,
    Floor,
    Ceil,
}

/// `__trunc__`, `__floor__`, `__ceil__`: an int (the int itself for an int).
fn rounded(vm: &mut Vm, args: &Args, owner: TypeId, name: &str, rounding: Rounding) -> PyResult<Value> {
    let this = receiver(vm, args, owner, name)?;
    args.method_arity(vm, &format!("{}.{name}", owner.name()), 0, 0)?;
    let value = operand(vm, this, TypeId::Int);
    let value = match vm.as_num(value) {
        Some(Num::Float(f)) => Value::float(match rounding {
            Rounding::Trunc => f.trunc(),
            Rounding::Floor => f.floor(),
            Rounding::Ceil => f.ceil(),
        }),
        _ => value,
    };
    vm.call_value(Value::Type(TypeId::Int), &[value])
}

/// `__round__(ndigits=None)`, as `round()` gives it.
fn round(vm: &mut Vm, args: &Args, owner: TypeId, name: &str) -> PyResult<Value> {
    let this = receiver(vm, args, owner, name)?;
    args.no_keywords(&format!("{}.{name}", owner.name()))?;
    if args.len() > 2 {
        return Err(PyErr::type_error(format!(
            "{name} expected at most 1 argument, got {}",
            args.len() - 1
        )));
    }
    let mut call = vec![operand(vm, this, owner)];
    call.extend(args.get(1));
    call_builtin(vm, "round", &call)
}

/// `float.__getformat__(typestr)`: how C doubles and floats are stored, as CPython describes
/// them on every platform Garter runs on.
fn float_format(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("float.__getformat__")?;
    if args.len() != 2 {
        return Err(PyErr::type_error(format!(
            "float.__getformat__() takes exactly one argument ({} given)",
            args.len().saturating_sub(1)
        )));
    }
    let kind = args.positional[1];
    match vm.str_of(kind) {
        Some("double" | "float") => Ok(vm.new_str("IEEE, little-endian")),
        Some(_) => Err(PyErr::value_error(
            "__getformat__() argument 1 must be 'double' or 'float'",
        )),
        None => Err(PyErr::type_error(format!(
            "__getformat__() argument must be str, not {}",
            vm.type_name(kind)
        ))),
    }
}
