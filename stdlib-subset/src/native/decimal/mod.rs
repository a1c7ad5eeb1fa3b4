//! `_garter_decimal`: the native fast paths of `decimal.Decimal`'s operators. `decimal.py`
//! attaches each (`attach(Decimal.__add__, add)`) to the Python method it speeds up, so a call
//! of the method tries the native first (see `FastPath` in the interpreter): `add` computes
//! `self + other` for two finite operands (Decimals or ints) in the current context (the
//! Context in the module's `_current[0]`), records Inexact and Rounded in its flags and returns
//! the new Decimal; `eq`, `lt`, ... compare two finite operands. A fast path declines (returns
//! `Undefined`, and the method's Python body runs) whenever Python must decide: an operand that
//! is not a finite Decimal or int, no current context yet, a result outside the normal range
//! or signalling anything else, or a signal the context traps. The Python kernel computes the
//! same operation with every signal, so the two never differ in anything but speed. `new`
//! makes `Decimal(i)` for an int `i` without running `Decimal.__new__`'s body.
//!
//! Coefficients that fit run in `u128` arithmetic, larger ones in `BigUint`, charged to the
//! step and memory limits as int arithmetic is.

mod arith;
mod coefficient;
mod values;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

use arith::{Fallback, Operator, Unmetered};
use values::{LimitMeter, Names, Operand, CONTEXT_CELL, DECIMAL_CLASS, NUMBER};

/// The module's functions: the fast paths, and `attach`.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("attach", crate::native::attach_fast_path),
    ("new", new),
    ("add", add),
    ("radd", radd),
    ("sub", sub),
    ("rsub", rsub),
    ("mul", mul),
    ("rmul", rmul),
    ("truediv", truediv),
    ("rtruediv", rtruediv),
    ("floordiv", floordiv),
    ("rfloordiv", rfloordiv),
    ("mod", modulo),
    ("rmod", rmodulo),
    ("eq", eq),
    ("ne", ne),
    ("lt", lt),
    ("le", le),
    ("gt", gt),
    ("ge", ge),
];

/// Builds the module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_decimal", FUNCTIONS)
}

/// The `Decimal` class and current-context cell of the module that defined `function`.
fn module_names(vm: &mut Vm, function: Value) -> Option<(Names, Value, Value)> {
    let names = values::names(vm);
    let module = match vm.object(function)? {
        Object::Function(f) => f.module,
        _ => return None,
    };
    let globals = vm.modules.get(module as usize)?;
    Some((
        names,
        globals.get(names[DECIMAL_CLASS])?,
        globals.get(names[CONTEXT_CELL])?,
    ))
}

/// `Decimal.__new__(Decimal, value)`'s fast path for an int (or bool) `value`: the new
/// Decimal, or `Undefined` for any other call.
fn new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let &[function, cls, value] = args.positional.as_slice() else {
        return Ok(Value::Undefined);
    };
    if !args.keywords.is_empty() {
        return Ok(Value::Undefined);
    }
    let Some((names, class, _)) = module_names(vm, function).filter(|(_, class, _)| class.is_same(cls)) else {
        return Ok(Value::Undefined);
    };
    Ok(match values::int_tuple(vm, value) {
        Some(tuple) => values::decimal_of(vm, &names, class, tuple),
        None => Value::Undefined,
    })
}

/// A fast path's call: the method's module's `Decimal` class and context cell, the finite
/// number of `self` (a Decimal) and the other operand; None for any other shape of call or
/// any other `self`.
fn method_call(vm: &mut Vm, args: &Args) -> Option<(Names, Value, Value, Operand, Value)> {
    let &[function, this, other] = args.positional.as_slice() else {
        return None;
    };
    if !args.keywords.is_empty() {
        return None;
    }
    let (names, class, cell) = module_names(vm, function)?;
    let number = values::decimal_operand(vm, this, class, names[NUMBER])?;
    Some((names, class, cell, number, other))
}

/// `a op b` for a method's fast path (`other op self` when `reflected`), or `Undefined`.
fn binary(vm: &mut Vm, args: &Args, op: Operator, reflected: bool) -> PyResult<Value> {
    let Some((names, class, cell, this, other)) = method_call(vm, args) else {
        return Ok(Value::Undefined);
    };
    let Some(other) = values::operand(vm, other, class, names[NUMBER]) else {
        return Ok(Value::Undefined);
    };
    let (x, y) = if reflected { (other, this) } else { (this, other) };
    let Some(context) = values::current_context(vm, cell, &names) else {
        return Ok(Value::Undefined);
    };
    let env = context.env;
    let small = match (&x, &y) {
        (Operand::Small(x), Operand::Small(y)) => {
            match arith::operate(op, &env, x.clone(), y.clone(), &mut Unmetered) {
                Ok((f, status)) => Some((Operand::Small(f), status)),
                Err(Fallback::Overflow) => None,
                Err(Fallback::Python) => return Ok(Value::Undefined),
                Err(Fallback::Error(e)) => return Err(e),
            }
        }
        _ => None,
    };
    let (result, status) = match small {
        Some(result) => result,
        None => match arith::operate(op, &env, x.into_big(), y.into_big(), &mut LimitMeter(vm)) {
            Ok((f, status)) => (Operand::Big(f), status),
            Err(Fallback::Overflow | Fallback::Python) => return Ok(Value::Undefined),
            Err(Fallback::Error(e)) => return Err(e),
        },
    };
    Ok(values::new_decimal(vm, &names, class, &context, result, status).unwrap_or(Value::Undefined))
}

/// A comparison's fast path: `holds(order)` for -1, 0 or 1 ordering `self` against `other`,
/// or `Undefined`.
fn compare(vm: &mut Vm, args: &Args, holds: fn(i8) -> bool) -> PyResult<Value> {
    let Some((names, class, _, x, other)) = method_call(vm, args) else {
        return Ok(Value::Undefined);
    };
    let Some(y) = values::operand(vm, other, class, names[NUMBER]) else {
        return Ok(Value::Undefined);
    };
    let order = match (x, y) {
        (Operand::Small(x), Operand::Small(y)) => arith::compare(&x, &y, &mut Unmetered),
        (x, y) => arith::compare(&x.into_big(), &y.into_big(), &mut LimitMeter(vm)),
    };
    match order {
        Ok(order) => Ok(Value::bool(holds(order))),
        Err(Fallback::Error(e)) => Err(e),
        Err(_) => Ok(Value::Undefined),
    }
}

/// Defines the fast path of each arithmetic method.
macro_rules! arithmetic_paths {
    ($($name:ident: $op:ident, $reflected:literal;)*) => {
        $(
            fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
                binary(vm, args, Operator::$op, $reflected)
            }
        )*
    };
}

arithmetic_paths! {
    add: Add, false;
    radd: Add, true;
    sub: Subtract, false;
    rsub: Subtract, true;
    mul: Multiply, false;
    rmul: Multiply, true;
    truediv: Divide, false;
    rtruediv: Divide, true;
    floordiv: FloorDivide, false;
    rfloordiv: FloorDivide, true;
    modulo: Remainder, false;
    rmodulo: Remainder, true;
}

/// Defines the fast path of each comparison method.
macro_rules! comparison_paths {
    ($($name:ident: $holds:expr;)*) => {
        $(
            fn $name(vm: &mut Vm, args: &Args) -> PyResult<Value> {
                compare(vm, args, $holds)
            }
        )*
    };
}

comparison_paths! {
    eq: |order| order == 0;
    ne: |order| order != 0;
    lt: |order| order < 0;
    le: |order| order <= 0;
    gt: |order| order > 0;
    ge: |order| order >= 0;
}
