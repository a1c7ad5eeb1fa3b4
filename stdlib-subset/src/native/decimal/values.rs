//! What the fast paths read from and write to the Python layer of `decimal`: a Decimal's
//! number (its `_t` tuple `(sign, coefficient, exponent, kind)`), the current Context's fields,
//! and new Decimals made from results.

use garter::heap::Object;
use garter::symbol::Symbol;
use garter::types::class::{AttrMap, InstanceObj};
use garter::types::int::IntRef;
use garter::value::Value;
use garter::vm::Vm;
use num_bigint::{BigInt, BigUint};

use super::arith::{Env, Fallback, Finite, Meter, Rounding};

/// An operand or a result, its coefficient in the smallest form that holds it.
#[derive(Clone)]
pub enum Operand {
    Small(Finite<u128>),
    Big(Finite<BigUint>),
}

impl Operand {
    pub fn into_big(self) -> Finite<BigUint> {
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
pub struct LimitMeter<'a>(pub &'a mut Vm);

impl Meter for LimitMeter<'_> {
    fn multiply(&mut self, a: u64, b: u64) -> Result<(), Fallback> {
        self.0.charge_int_mul(a, b).map_err(Fallback::Error)
    }

    fn divide(&mut self, a: u64, b: u64) -> Result<(), Fallback> {
        self.0.charge_int_div(a, b).map_err(Fallback::Error)
    }
}

/// The names the fast paths read: a Decimal's number, a Context's fields, and the module's
/// `Decimal` class and current-context cell.
static NAMES: [&str; 10] = [
    "_t",
    "_prec",
    "_rounding",
    "_emin",
    "_emax",
    "_clamp",
    "_flag_bits",
    "_trap_bits",
    "Decimal",
    "_current",
];
/// Where names are in [`NAMES`].
pub const NUMBER: usize = 0;
const FLAG_BITS: usize = 6;
pub const DECIMAL_CLASS: usize = 8;
pub const CONTEXT_CELL: usize = 9;

/// The symbols of [`NAMES`].
pub type Names = [Symbol; 10];

/// The symbols of [`NAMES`], interned once per interpreter.
pub fn names(vm: &mut Vm) -> Names {
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

/// The finite number of an operand: a Decimal whose `_t` holds a finite number, or an int.
pub fn operand(vm: &Vm, v: Value, class: Value, t: Symbol) -> Option<Operand> {
    if let Value::Int(i) = v {
        return Some(int_operand(IntRef::Small(i)));
    }
    match vm.object(v) {
        Some(Object::Instance(instance)) if instance.base == Value::Undefined => decimal_operand(vm, v, class, t),
        _ => vm.as_int(v).map(int_operand),
    }
}

/// The finite number of a Decimal whose `_t` holds one; None for anything else.
pub fn decimal_operand(vm: &Vm, v: Value, class: Value, t: Symbol) -> Option<Operand> {
    match vm.object(v)? {
        Object::Instance(instance)
            if instance.base == Value::Undefined
                && instance.dict.is_none()
                && vm.is_subclass(instance.class, class) =>
        {
            decimal_number(vm, instance.attrs.get(t)?)
        }
        _ => None,
    }
}

/// The finite number a Decimal's `_t` tuple holds.
fn decimal_number(vm: &Vm, tuple: Value) -> Option<Operand> {
    let Some(Object::Tuple(items)) = vm.object(tuple) else {
        return None;
    };
    let &[Value::Int(sign @ (0 | 1)), coefficient, Value::Int(exponent), Value::Int(0)] = items.as_slice() else {
        return None;
    };
    let (sign, exponent) = (sign as u8, i128::from(exponent));
    match coefficient {
        Value::Int(c) => Some(Operand::Small(Finite {
            sign,
            coefficient: u128::try_from(c).ok()?,
            exponent,
        })),
        _ => match vm.as_int(coefficient)? {
            IntRef::Small(_) => None,
            IntRef::Big(c) => Some(Operand::Big(Finite {
                sign,
                coefficient: c.to_biguint()?,
                exponent,
            })),
        },
    }
}

/// The current context, read from the Python layer's cell, with its flags and traps.
pub struct Context {
    value: Value,
    pub env: Env,
    flags: i64,
    traps: i64,
}

/// The context in `cell[0]`, or None when there is none yet (or it looks unlike one). Its
/// fields are read in one pass over its attributes.
pub fn current_context(vm: &Vm, cell: Value, names: &Names) -> Option<Context> {
    let value = match vm.object(cell) {
        Some(Object::List(items)) if items.len() == 1 => items[0],
        _ => return None,
    };
    let fields_names = &names[1..8];
    let mut fields = [None::<i64>; 7];
    let mut next = 0;
    for (name, field) in vm.plain_instance_attrs(value)?.iter() {
        // The fields are usually stored in the order they are named in, so the next one named
        // is tried first.
        let index = if fields_names.get(next) == Some(&name) {
            Some(next)
        } else {
            fields_names.iter().position(|n| *n == name)
        };
        if let Some(index) = index {
            let Value::Int(i) = field else { return None };
            fields[index] = Some(i);
            next = index + 1;
        }
    }
    let [prec, rounding, emin, emax, clamp, flags, traps] = fields;
    Some(Context {
        value,
        env: Env {
            prec: i128::from(prec?),
            rounding: Rounding::from_number(rounding?)?,
            emin: i128::from(emin?),
            emax: i128::from(emax?),
            clamp: clamp? != 0,
        },
        flags: flags?,
        traps: traps?,
    })
}

/// A finite result as the Python layer's tuple.
fn result_tuple(vm: &mut Vm, result: Operand) -> Option<Value> {
    let (sign, exponent) = match &result {
        Operand::Small(f) => (f.sign, f.exponent),
        Operand::Big(f) => (f.sign, f.exponent),
    };
    let exponent = i64::try_from(exponent).ok()?;
    let coefficient = match result {
        Operand::Small(f) => match i64::try_from(f.coefficient) {
            Ok(c) => Value::Int(c),
            Err(_) => vm.new_int(BigInt::from(f.coefficient)),
        },
        Operand::Big(f) => vm.new_int(BigInt::from(f.coefficient)),
    };
    Some(vm.new_tuple(vec![
        Value::Int(i64::from(sign)),
        coefficient,
        Value::Int(exponent),
        Value::Int(0),
    ]))
}

/// A new Decimal holding a result, after recording its status in the context's flags; None
/// when a trap or an unrepresentable exponent leaves the result to the Python layer.
pub fn new_decimal(
    vm: &mut Vm,
    names: &Names,
    class: Value,
    context: &Context,
    result: Operand,
    status: u32,
) -> Option<Value> {
    let status = i64::from(status);
    if status & context.traps != 0 {
        return None;
    }
    let tuple = result_tuple(vm, result)?;
    if status & !context.flags != 0 {
        vm.store_plain_instance_attr(context.value, names[FLAG_BITS], Value::Int(context.flags | status));
    }
    Some(decimal_of(vm, names, class, tuple))
}

/// A new instance of `class` (the `Decimal` class) holding `tuple` as its number, as
/// `object.__new__(Decimal)` followed by setting `_t` makes it.
pub fn decimal_of(vm: &mut Vm, names: &Names, class: Value, tuple: Value) -> Value {
    let mut attrs = AttrMap::new();
    attrs.set(names[NUMBER], tuple);
    vm.heap.alloc_value(Object::Instance(Box::new(InstanceObj {
        class,
        attrs,
        dict: None,
        base: Value::Undefined,
    })))
}

/// The `_t` tuple `Decimal(value)` holds for an int (or bool) `value`, or None for any other
/// value.
pub fn int_tuple(vm: &mut Vm, value: Value) -> Option<Value> {
    let (sign, magnitude) = match value {
        Value::Int(i) if i < 0 => match i.checked_neg() {
            Some(n) => (1, Value::Int(n)),
            None => (1, vm.new_int(-BigInt::from(i))),
        },
        Value::Int(_) => (0, value),
        Value::Bool(b) => (0, Value::Int(i64::from(b.get()))),
        Value::Ref(_) => match vm.object(value)? {
            Object::BigInt(b) if b.sign() == num_bigint::Sign::Minus => {
                let magnitude = -b.clone();
                (1, vm.new_int(magnitude))
            }
            Object::BigInt(_) => (0, value),
            _ => return None,
        },
        _ => return None,
    };
    Some(vm.new_tuple(vec![Value::Int(sign), magnitude, Value::Int(0), Value::Int(0)]))
}
