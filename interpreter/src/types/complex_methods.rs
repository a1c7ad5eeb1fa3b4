//! `complex` in the VM: calling the type (`complex(real, imag)`, `complex(str)`, `__complex__`
//! and `__float__`/`__index__` of user classes), its methods and attributes, and its operators
//! mixed with int, bool and float, with CPython 3.11's results and messages.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use crate::bytecode::{BinOp, UnaryOp};
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::complex::{parse_complex, Complex, ParseError, PowError};
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::{num_cmp, Num};
use crate::vm::{PyErr, PyResult, Vm};

pub const METHODS: &[(&str, NativeFn)] = &[
    ("conjugate", conjugate),
    ("__complex__", dunder_complex),
    ("__getnewargs__", getnewargs),
    ("__format__", format_method),
];

/// Characters of a string argument past which parsing it is charged as a scan.
const FREE_PARSE_CHARS: usize = 64;

impl Vm {
    /// The value of a complex object (or of an instance of a `complex` subclass).
    pub fn as_complex(&self, v: Value) -> Option<Complex> {
        match self.object(v)? {
            Object::Complex(z) => Some(*z),
            Object::Instance(i) => match self.object(i.base)? {
                Object::Complex(z) => Some(*z),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn new_complex(&mut self, z: Complex) -> Value {
        self.heap.alloc_value(Object::Complex(z))
    }

    /// An int, bool, float or complex operand as a complex number (`None` for anything else);
    /// an int too large for a float is an OverflowError.
    fn complex_operand(&self, v: Value) -> PyResult<Option<Complex>> {
        if let Some(z) = self.as_complex(v) {
            return Ok(Some(z));
        }
        Ok(match self.as_num(v) {
            Some(Num::Float(f)) => Some(Complex::real(f)),
            Some(Num::Int(i)) => Some(Complex::real(i.to_f64()?)),
            None => None,
        })
    }

    /// `a op b` when either operand is complex and the other a number; `None` otherwise.
    pub(crate) fn complex_binop(&mut self, op: BinOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        if self.as_complex(a).is_none() && self.as_complex(b).is_none() {
            return Ok(None);
        }
        if (self.as_complex(a).is_none() && self.as_num(a).is_none())
            || (self.as_complex(b).is_none() && self.as_num(b).is_none())
        {
            return Ok(None);
        }
        if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::TrueDiv | BinOp::Pow) {
            return Ok(None);
        }
        let (Some(x), Some(y)) = (self.complex_operand(a)?, self.complex_operand(b)?) else {
            return Ok(None);
        };
        let result = complex_arithmetic(op, x, y)?;
        Ok(Some(self.new_complex(result)))
    }

    /// `-z`, `+z`; `~z` is a TypeError left to the caller.
    pub(crate) fn complex_unary(&mut self, op: UnaryOp, z: Complex) -> Option<Value> {
        match op {
            UnaryOp::Neg => Some(self.new_complex(-z)),
            UnaryOp::Pos => Some(self.new_complex(z)),
            _ => None,
        }
    }

    /// `a == b` when either is complex: `None` unless the other is a number.
    pub(crate) fn complex_eq(&self, a: Value, b: Value) -> Option<bool> {
        let (z, other) = match (self.as_complex(a), self.as_complex(b)) {
            (Some(x), Some(y)) => return Some(x == y),
            (Some(z), None) => (z, b),
            (None, Some(z)) => (z, a),
            (None, None) => return None,
        };
        let n = self.as_num(other)?;
        Some(z.im == 0.0 && num_cmp(Num::Float(z.re), n) == Some(std::cmp::Ordering::Equal))
    }

    /// `z.real`, `z.imag`.
    pub(crate) fn complex_attribute(&self, z: Complex, name: crate::symbol::Symbol) -> Option<Value> {
        match name {
            n if n == sym::REAL => Some(Value::float(z.re)),
            n if n == sym::IMAG => Some(Value::float(z.im)),
            _ => None,
        }
    }

    /// What `complex(v)` takes from a number that is not complex: a float, or through a user
    /// class's `__float__` or `__index__`; `None` when `v` is not a number.
    fn float_part(&mut self, v: Value) -> PyResult<Option<f64>> {
        match self.as_num(v) {
            Some(Num::Float(f)) => return Ok(Some(f)),
            Some(Num::Int(i)) => return Ok(Some(i.to_f64()?)),
            None => {}
        }
        if let Some(result) = self.call_user_special(v, sym::DUNDER_FLOAT, &[])? {
            return match result {
                Value::Float(f) => Ok(Some(f.get())),
                other => Err(PyErr::type_error(format!(
                    "{}.__float__ returned non-float (type {})",
                    self.type_name(v),
                    self.type_name(other)
                ))),
            };
        }
        if let Some(result) = self.call_user_special(v, sym::DUNDER_INDEX, &[])? {
            return match self.as_int(result) {
                Some(i) => Ok(Some(i.to_f64()?)),
                None => Err(PyErr::type_error(format!(
                    "__index__ returned non-int (type {})",
                    self.type_name(result)
                ))),
            };
        }
        Ok(None)
    }

    /// Whether `v` can be an argument of `complex()`: a number or an object with `__complex__`,
    /// `__float__` or `__index__`.
    fn is_complex_argument(&self, v: Value) -> bool {
        self.as_complex(v).is_some()
            || self.as_num(v).is_some()
            || [sym::DUNDER_COMPLEX, sym::DUNDER_FLOAT, sym::DUNDER_INDEX]
                .into_iter()
                .any(|name| self.user_special(v, name).is_some())
    }

    /// The result of a user class's `__complex__`, if it has one.
    fn user_complex(&mut self, v: Value) -> PyResult<Option<Complex>> {
        let Some(result) = self.call_user_special(v, sym::DUNDER_COMPLEX, &[])? else {
            return Ok(None);
        };
        match self.as_complex(result) {
            Some(z) => Ok(Some(z)),
            None => Err(PyErr::type_error(format!(
                "__complex__ returned non-complex (type {})",
                self.type_name(result)
            ))),
        }
    }

    /// A complex argument of a native (CPython's `D` format): a complex, a user class's
    /// `__complex__`, or a real number.
    pub fn complex_arg(&mut self, v: Value) -> PyResult<Complex> {
        if let Some(z) = self.as_complex(v) {
            return Ok(z);
        }
        if let Some(z) = self.user_complex(v)? {
            return Ok(z);
        }
        match self.float_part(v)? {
            Some(f) => Ok(Complex::real(f)),
            None => Err(PyErr::type_error(format!(
                "must be real number, not {}",
                self.type_name(v)
            ))),
        }
    }

    /// `complex(text)`.
    fn complex_from_str(&mut self, text_value: Value) -> PyResult<Complex> {
        let text = self.str_of(text_value).unwrap_or("");
        if text.len() > FREE_PARSE_CHARS {
            self.charge_scan(text.len())?;
        }
        let text = self.str_of(text_value).unwrap_or("");
        let ascii: String = text
            .chars()
            .map(crate::builtins::constructors::normalize_digit)
            .collect();
        match parse_complex(&ascii) {
            Ok(z) => Ok(z),
            Err(ParseError::Malformed) => Err(PyErr::value_error("complex() arg is a malformed string")),
            Err(ParseError::BadUnderscore) => {
                let shown = self.repr(text_value)?;
                Err(PyErr::value_error(format!(
                    "could not convert string to complex: {shown}"
                )))
            }
        }
    }
}

/// `x op y` for two complex numbers (`op` one of + - * / **), with CPython's errors.
pub fn complex_arithmetic(op: BinOp, x: Complex, y: Complex) -> PyResult<Complex> {
    Ok(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv => x
            .checked_div(y)
            .ok_or_else(|| PyErr::zero_division("complex division by zero"))?,
        _ => x.pow(y).map_err(|e| match e {
            PowError::ZeroToNegative => PyErr::zero_division("0.0 to a negative or complex power"),
            PowError::Overflow => PyErr::overflow_error("complex exponentiation"),
        })?,
    })
}

/// `float ** float` with a negative base and a non-integral exponent: the complex power.
pub fn negative_base_power(vm: &mut Vm, x: f64, y: f64) -> PyResult<Value> {
    let z = complex_arithmetic(BinOp::Pow, Complex::real(x), Complex::real(y))?;
    Ok(vm.new_complex(z))
}

/// `complex(real=0, imag=0)` and `complex(text)`.
pub fn construct(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    if let Some((name, _)) = args.keywords.iter().find(|(n, _)| *n != sym::REAL && *n != sym::IMAG) {
        return Err(PyErr::type_error(format!(
            "'{}' is an invalid keyword argument for complex()",
            vm.interner.name(*name)
        )));
    }
    if args.len() > 2 {
        return Err(PyErr::type_error(format!(
            "complex() takes at most 2 arguments ({} given)",
            args.len()
        )));
    }
    for (position, name) in [(0, sym::REAL), (1, sym::IMAG)] {
        if args.get(position).is_some() && args.keyword(name).is_some() {
            return Err(PyErr::type_error(format!(
                "argument for complex() given by name ('{}') and position ({})",
                vm.interner.name(name),
                position + 1
            )));
        }
    }
    let real = args.get_or_keyword(0, sym::REAL);
    let imag = args.get_or_keyword(1, sym::IMAG);
    if let Some(text) = real.filter(|r| vm.str_of(*r).is_some()) {
        if imag.is_some() {
            return Err(PyErr::type_error(
                "complex() can't take second arg if first is a string",
            ));
        }
        let z = vm.complex_from_str(text)?;
        return Ok(vm.new_complex(z));
    }
    if imag.is_some_and(|i| vm.str_of(i).is_some()) {
        return Err(PyErr::type_error("complex() second arg can't be a string"));
    }
    let Some(real) = real else {
        return match imag {
            None => Ok(vm.new_complex(Complex::real(0.0))),
            Some(i) => combine(vm, Value::Int(0), i),
        };
    };
    match imag {
        None => {
            if matches!(vm.object(real), Some(Object::Complex(_))) {
                return Ok(real);
            }
            let z = first_argument(vm, real)?;
            Ok(vm.new_complex(z))
        }
        Some(i) => combine(vm, real, i),
    }
}

/// The first argument of `complex()` as a complex number (a user `__complex__` first, even a
/// complex subclass's).
fn first_argument(vm: &mut Vm, real: Value) -> PyResult<Complex> {
    if let Some(z) = vm.user_complex(real)? {
        return Ok(z);
    }
    if let Some(z) = vm.as_complex(real) {
        return Ok(z);
    }
    if !vm.is_complex_argument(real) {
        return Err(PyErr::type_error(format!(
            "complex() first argument must be a string or a number, not '{}'",
            vm.type_name(real)
        )));
    }
    match vm.float_part(real)? {
        Some(f) => Ok(Complex::real(f)),
        None => Err(PyErr::type_error(format!(
            "complex() first argument must be a string or a number, not '{}'",
            vm.type_name(real)
        ))),
    }
}

/// `complex(real, imag)`: `real + imag*1j` computed as CPython does, part by part.
fn combine(vm: &mut Vm, real: Value, imag: Value) -> PyResult<Value> {
    let first = first_argument(vm, real)?;
    let first_is_complex = vm.as_complex(real).is_some() || vm.user_special(real, sym::DUNDER_COMPLEX).is_some();
    let imag_is_number = vm.as_complex(imag).is_some()
        || vm.as_num(imag).is_some()
        || vm.user_special(imag, sym::DUNDER_FLOAT).is_some()
        || vm.user_special(imag, sym::DUNDER_INDEX).is_some();
    if !imag_is_number {
        return Err(PyErr::type_error(format!(
            "complex() second argument must be a number, not '{}'",
            vm.type_name(imag)
        )));
    }
    let (mut re, mut im) = (first.re, 0.0);
    match vm.as_complex(imag) {
        Some(second) => {
            re -= second.im;
            im = second.re;
        }
        None => {
            if let Some(f) = vm.float_part(imag)? {
                im = f;
            }
        }
    }
    if first_is_complex {
        im += first.im;
    }
    Ok(vm.new_complex(Complex::new(re, im)))
}

fn this(vm: &Vm, args: &Args, method: &str) -> PyResult<Complex> {
    let v = receiver(vm, args, TypeId::Complex, method)?;
    Ok(vm.as_complex(vm.builtin_value(v)).unwrap_or(Complex::real(0.0)))
}

fn conjugate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = this(vm, args, "conjugate")?;
    args.method_arity(vm, "complex.conjugate", 0, 0)?;
    Ok(vm.new_complex(Complex::new(z.re, -z.im)))
}

fn dunder_complex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = this(vm, args, "__complex__")?;
    args.method_arity(vm, "complex.__complex__", 0, 0)?;
    match args.get(0) {
        Some(v) if matches!(vm.object(v), Some(Object::Complex(_))) => Ok(v),
        _ => Ok(vm.new_complex(z)),
    }
}

fn getnewargs(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let z = this(vm, args, "__getnewargs__")?;
    args.method_arity(vm, "complex.__getnewargs__", 0, 0)?;
    Ok(vm.new_tuple(vec![Value::float(z.re), Value::float(z.im)]))
}

fn format_method(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    crate::format::builtin_format_method(vm, args, TypeId::Complex)
}
