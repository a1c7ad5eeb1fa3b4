//! `_garter_decimal`: the fast path of `decimal.Decimal`'s operators. `add(a, b, current,
//! Decimal)` (and `subtract`, `multiply`, `divide`, `floor_divide`, `remainder`) computes
//! `a op b` for two finite operands (Decimals or ints) in the
//! current context (`current[0]`, the Context the Python layer keeps there), records Inexact
//! and Rounded in the context's flags and returns the new Decimal; `compare(a, b, Decimal)`
//! gives -1, 0 or 1 for two finite operands. Each returns None whenever the Python layer must
//! decide: an operand that is not a finite Decimal or int, no current context yet, a result
//! outside the normal range or signalling anything else, or a signal the context traps. The
//! Python kernel then computes the same operation with every signal, so the two never differ
//! in anything but speed (the conformance cases run both).
//!
//! A number is read from the Decimal's `_t` tuple `(sign, coefficient, exponent, kind)`;
//! coefficients that fit run in `u128` arithmetic, larger ones in `BigUint`, charged to the
//! step and memory limits as int arithmetic is.

mod arith;
mod coefficient;

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::symbol::Symbol;
use garter::types::int::IntRef;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};
use num_bigint::{BigInt, BigUint};

use arith::{Env, Fallback, Finite, Meter, Operator, Rounding, Unmetered};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("add", add),
    ("subtract", subtract),
    ("multiply", multiply),
    ("divide", divide),
    ("floor_divide", floor_divide),
    ("remainder", remainder),
    ("compare", compare),
];

/// Builds the module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_decimal", name) else {
            return Err(PyErr::runtime_error("the decimal functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_decimal");
    Ok(vm.new_module(name, globals))
}

/// An operand, its coefficient in the smallest form that holds it.
#[derive(Clone)]
enum Operand {
    Small(Finite<u128>),
    Big(Finite<BigUint>),
}

impl Operand {
    fn into_big(self) -> Finite<BigUint> {
        match self {
            Operand::Small(f) => Finite {
                sign: f.sign,
                coefficient: BigUint::from(f.coefficient),
                exponent: f.exponent,
            },
            Operand::Big(f) => f,
        }
    }
}

/// Charges big-coefficient work to the run's limits.
struct LimitMeter<'a>(&'a mut Vm);

impl Meter for LimitMeter<'_> {
    fn multiply(&mut self, a: u64, b: u64) -> Result<(), Fallback> {
        self.0.charge_int_mul(a, b).map_err(Fallback::Error)
    }

    fn divide(&mut self, a: u64, b: u64) -> Result<(), Fallback> {
        self.0.charge_int_div(a, b).map_err(Fallback::Error)
    }
}

/// The attribute names the natives read: a Decimal's number, then a Context's fields.
static NAMES: [&str; 8] = [
    "_t",
    "_prec",
    "_rounding",
    "_emin",
    "_emax",
    "_clamp",
    "_flag_bits",
    "_trap_bits",
];
/// Where `_flag_bits` is in [`NAMES`].
const FLAG_BITS: usize = 6;

/// The symbols of [`NAMES`].
fn names(vm: &mut Vm) -> [Symbol; 8] {
    vm.interner.intern_table(&NAMES)
}

/// The finite number an int is.
fn int_operand(int: IntRef) -> Operand {
    match int {
        IntRef::Small(i) => Operand::Small(Finite {
            sign: u8::from(i < 0),
            coefficient: u128::from(i.unsigned_abs()),
            exponent: 0,
        }),
        IntRef::Big(b) => Operand::Big(Finite {
            sign: u8::from(b.sign() == num_bigint::Sign::Minus),
            coefficient: b.magnitude().clone(),
            exponent: 0,
        }),
    }
}

/// The finite number of an operand: an int, or a Decimal whose `_t` holds a finite number.
fn operand(vm: &Vm, v: Value, class: Value, t: Symbol) -> Option<Operand> {
    if let Some(int) = vm.as_int(v) {
        return Some(int_operand(int));
    }
    if !vm.is_instance(v, class) {
        return None;
    }
    let tuple = vm.plain_instance_attrs(v)?.get(t)?;
    let Some(Object::Tuple(items)) = vm.object(tuple) else {
        return None;
    };
    let &[Value::Int(sign @ (0 | 1)), coefficient, Value::Int(exponent), Value::Int(0)] = items.as_slice() else {
        return None;
    };
    let (sign, exponent) = (sign as u8, i128::from(exponent));
    match vm.as_int(coefficient)? {
        IntRef::Small(c) => Some(Operand::Small(Finite {
            sign,
            coefficient: u128::try_from(c).ok()?,
            exponent,
        })),
        IntRef::Big(c) => Some(Operand::Big(Finite {
            sign,
            coefficient: c.to_biguint()?,
            exponent,
        })),
    }
}

/// The current context, read from the Python layer's cell, with its flags and traps.
struct Context {
    value: Value,
    env: Env,
    flags: i64,
    traps: i64,
}

/// The context in `cell[0]`, or None when there is none yet (or it looks unlike one).
fn current_context(vm: &Vm, cell: Value, names: &[Symbol; 8]) -> Option<Context> {
    let value = match vm.object(cell) {
        Some(Object::List(items)) if items.len() == 1 => items[0],
        _ => return None,
    };
    let attrs = vm.plain_instance_attrs(value)?;
    let mut fields = [0i64; 7];
    for (field, name) in fields.iter_mut().zip(&names[1..]) {
        match attrs.get(*name)? {
            Value::Int(i) => *field = i,
            _ => return None,
        }
    }
    let [prec, rounding, emin, emax, clamp, flags, traps] = fields;
    Some(Context {
        value,
        env: Env {
            prec: i128::from(prec),
            rounding: Rounding::from_number(rounding)?,
            emin: i128::from(emin),
            emax: i128::from(emax),
            clamp: clamp != 0,
        },
        flags,
        traps,
    })
}

/// A result's coefficient.
enum Coefficient {
    Small(u128),
    Big(BigUint),
}

/// A finite result as the Python layer's tuple.
fn result_tuple(vm: &mut Vm, sign: u8, coefficient: Coefficient, exponent: i128) -> Option<Value> {
    let exponent = i64::try_from(exponent).ok()?;
    let coefficient = match coefficient {
        Coefficient::Small(c) => match i64::try_from(c) {
            Ok(c) => Value::Int(c),
            Err(_) => vm.new_int(BigInt::from(c)),
        },
        Coefficient::Big(c) => vm.new_int(BigInt::from(c)),
    };
    Some(vm.new_tuple(vec![
        Value::Int(i64::from(sign)),
        coefficient,
        Value::Int(exponent),
        Value::Int(0),
    ]))
}

/// `add(a, b, current, Decimal)`: `a + b`, or None when the Python layer decides.
fn add(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::Add, "add")
}

/// `subtract(a, b, current, Decimal)`.
fn subtract(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::Subtract, "subtract")
}

/// `multiply(a, b, current, Decimal)`.
fn multiply(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::Multiply, "multiply")
}

/// `divide(a, b, current, Decimal)`: `a / b`.
fn divide(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::Divide, "divide")
}

/// `floor_divide(a, b, current, Decimal)`: `a // b` (truncating, as Decimal's is).
fn floor_divide(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::FloorDivide, "floor_divide")
}

/// `remainder(a, b, current, Decimal)`: `a % b` (with the sign of `a`).
fn remainder(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    binary(vm, args, Operator::Remainder, "remainder")
}

/// `a op b` for the functions above, or None when the Python layer decides.
fn binary(vm: &mut Vm, args: &Args, op: Operator, function: &str) -> PyResult<Value> {
    positional(args, function, 4, 4)?;
    let (a, b, cell, class) = (
        args.positional[0],
        args.positional[1],
        args.positional[2],
        args.positional[3],
    );
    let names = names(vm);
    let (Some(x), Some(y)) = (operand(vm, a, class, names[0]), operand(vm, b, class, names[0])) else {
        return Ok(Value::None);
    };
    let Some(context) = current_context(vm, cell, &names) else {
        return Ok(Value::None);
    };
    let env = context.env;
    let small = match (&x, &y) {
        (Operand::Small(x), Operand::Small(y)) => {
            match arith::operate(op, &env, x.clone(), y.clone(), &mut Unmetered) {
                Ok((f, status)) => Some((f.sign, Coefficient::Small(f.coefficient), f.exponent, status)),
                Err(Fallback::Overflow) => None,
                Err(Fallback::Python) => return Ok(Value::None),
                Err(Fallback::Error(e)) => return Err(e),
            }
        }
        _ => None,
    };
    let (sign, coefficient, exponent, status) = match small {
        Some(result) => result,
        None => match arith::operate(op, &env, x.into_big(), y.into_big(), &mut LimitMeter(vm)) {
            Ok((f, status)) => (f.sign, Coefficient::Big(f.coefficient), f.exponent, status),
            Err(Fallback::Overflow | Fallback::Python) => return Ok(Value::None),
            Err(Fallback::Error(e)) => return Err(e),
        },
    };
    let status = i64::from(status);
    if status & context.traps != 0 {
        return Ok(Value::None);
    }
    let Some(tuple) = result_tuple(vm, sign, coefficient, exponent) else {
        return Ok(Value::None);
    };
    if status & !context.flags != 0 {
        vm.store_plain_instance_attr(context.value, names[FLAG_BITS], Value::Int(context.flags | status));
    }
    let result = vm.new_bare_instance(class)?;
    vm.store_plain_instance_attr(result, names[0], tuple);
    Ok(result)
}

/// `compare(a, b, Decimal)`: -1, 0 or 1, or None when the Python layer decides.
fn compare(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "compare", 3, 3)?;
    let (a, b, class) = (args.positional[0], args.positional[1], args.positional[2]);
    let t = names(vm)[0];
    let (Some(x), Some(y)) = (operand(vm, a, class, t), operand(vm, b, class, t)) else {
        return Ok(Value::None);
    };
    let order = match (x, y) {
        (Operand::Small(x), Operand::Small(y)) => arith::compare(&x, &y, &mut Unmetered),
        (x, y) => arith::compare(&x.into_big(), &y.into_big(), &mut LimitMeter(vm)),
    };
    match order {
        Ok(order) => Ok(Value::Int(i64::from(order))),
        Err(Fallback::Error(e)) => Err(e),
        Err(_) => Ok(Value::None),
    }
}
