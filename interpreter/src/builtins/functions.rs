//! Builtin functions on single values: `print`, `len`, `abs`, `round`, `pow`, `divmod`,
//! `chr`/`ord`, `hex`/`oct`/`bin`, `repr`/`ascii`/`format`, `iter`/`next`, `open`.

use crate::bytecode::BinOp;
use crate::heap::Object;
use crate::symbol::sym;
use crate::types::float::{check_finite_for_int, round_f64};
use crate::types::int::{int_binop, IntRef, IntResult};
use crate::types::iter::IterObj;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::Num;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("print", print),
    ("len", len),
    ("abs", abs),
    ("round", round),
    ("pow", pow),
    ("divmod", divmod),
    ("chr", chr),
    ("ord", ord),
    ("hex", hex),
    ("oct", oct),
    ("bin", bin),
    ("repr", repr),
    ("ascii", ascii),
    ("format", format),
    ("iter", iter),
    ("next", next),
    ("aiter", aiter),
    ("anext", anext),
    ("open", open),
];

/// `open()`: calls always go to the prelude's version (see `vm/fallback.rs`), which opens files
/// through the filesystem module; this body answers only calls that bypass that routing.
fn open(_vm: &mut Vm, _args: &Args) -> PyResult<Value> {
    Err(PyErr::new(TypeId::PermissionError, NO_FILESYSTEM))
}

/// What opening a file without a granted filesystem raises.
const NO_FILESYSTEM: &str = "open() needs a filesystem, but this sandbox has none (the host has not granted one)";

fn print(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.only_keywords(vm, "print", &[sym::SEP, sym::END, sym::FILE, sym::FLUSH])?;
    let text_arg = |vm: &Vm, name, default: &str| -> PyResult<String> {
        match args.keyword(name) {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(v) => match vm.str_of(v) {
                Some(s) => Ok(s.to_string()),
                None => Err(PyErr::type_error(format!(
                    "{} must be None or a string, not {}",
                    vm.interner.name(name),
                    vm.type_name(v)
                ))),
            },
        }
    };
    let sep = text_arg(vm, sym::SEP, " ")?;
    let end = text_arg(vm, sym::END, "\n")?;
    let file = args.keyword(sym::FILE).filter(|f| *f != Value::None);
    if let Some(file) = file {
        return print_to(vm, file, args, &sep, &end);
    }
    match replaced_stdout(vm) {
        Some(Value::None) => return Ok(Value::None),
        Some(stdout) => return print_to(vm, stdout, args, &sep, &end),
        None => {}
    }
    let mut line = String::new();
    for (i, value) in args.positional.iter().enumerate() {
        if i > 0 {
            line.push_str(&sep);
        }
        match vm.str_of(*value).filter(|_| !vm.has_builtin_base(*value)) {
            Some(s) => line.push_str(s),
            None => {
                let text = vm.to_str(*value)?;
                line.push_str(&text);
            }
        }
    }
    line.push_str(&end);
    vm.write_output(&line);
    Ok(Value::None)
}

/// Where `print()` without `file=` writes, as CPython looks up `sys.stdout`: `Some` of the
/// object a program put there (with `contextlib.redirect_stdout`, or by assignment; None
/// prints nothing), `None` while it is the `sys` module's own stream for the run's output
/// (or `sys` was never imported).
fn replaced_stdout(vm: &Vm) -> Option<Value> {
    let module = vm.imported.iter().find(|(name, _)| *name == sym::SYS)?.1;
    let Some(Object::Module(m)) = vm.object(module) else {
        return None;
    };
    let stdout = vm.peek_global(m.globals as usize, sym::STDOUT)?;
    let own_stream = vm.qualified_class_name(vm.class_of(stdout)) == "sys._Output";
    (!own_stream).then_some(stdout)
}

/// `print(..., file=f)`: each piece written with `f.write` as CPython does (the values, the
/// separators, the end), then `f.flush()` when `flush` is true.
fn print_to(vm: &mut Vm, file: Value, args: &Args, sep: &str, end: &str) -> PyResult<Value> {
    let write = vm.getattr(file, sym::WRITE)?;
    for (i, value) in args.positional.iter().enumerate() {
        if i > 0 {
            let piece = vm.new_str(sep);
            vm.call_value(write, &[piece])?;
        }
        let text = vm.to_str(*value)?;
        let piece = vm.new_str(text);
        vm.call_value(write, &[piece])?;
    }
    let piece = vm.new_str(end);
    vm.call_value(write, &[piece])?;
    if let Some(flush) = args.keyword(sym::FLUSH) {
        if vm.truthy(flush)? {
            let flush = vm.getattr(file, sym::FLUSH)?;
            vm.call_value(flush, &[])?;
        }
    }
    Ok(Value::None)
}
fn len(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("len")?;
    args.arity("len", 1, 1)?;
    let n = vm.len_of(args.positional[0])?;
    Ok(Value::Int(n as i64))
}

impl Vm {
    /// `len(v)`.
    pub fn len_of(&mut self, v: Value) -> PyResult<usize> {
        if let Some(n) = self.user_len(v)? {
            return Ok(n);
        }
        self.builtin_len(v)
    }

    /// `len(v)` by the builtin type's own rules, past any user `__len__`.
    pub fn builtin_len(&mut self, v: Value) -> PyResult<usize> {
        if self.has_builtin_base(v) {
            return self.builtin_len(self.builtin_value(v));
        }
        let n = match self.object(v) {
            Some(Object::Str(s)) => s.char_len(),
            Some(Object::Bytes(b)) => b.len(),
            Some(Object::ByteArray(b)) => b.data.len(),
            Some(Object::MemoryView(_)) => self.memoryview_len(v.heap_id().expect("heap value"))?,
            Some(Object::List(items) | Object::Tuple(items)) => items.len(),
            Some(Object::Dict(d)) => d.len(),
            Some(Object::Set(s) | Object::FrozenSet(s)) => s.len(),
            Some(Object::Range(r)) => match usize::try_from(r.len()) {
                Ok(n) if n <= i64::MAX as usize => n,
                _ => return Err(PyErr::overflow_error("Python int too large to convert to C ssize_t")),
            },
            Some(Object::DictView(view)) => match self.heap.get(view.dict) {
                Object::Dict(d) => d.len(),
                _ => 0,
            },
            _ => {
                return Err(PyErr::type_error(format!(
                    "object of type '{}' has no len()",
                    self.type_name(v)
                )))
            }
        };
        Ok(n)
    }
}

fn int_value(vm: &mut Vm, r: IntResult) -> Value {
    match r {
        IntResult::Small(i) => Value::Int(i),
        IntResult::Big(b) => vm.heap.alloc_value(Object::BigInt(b)),
        IntResult::Float(f) => Value::float(f),
    }
}

fn abs(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("abs", 1, 1)?;
    let v = args.positional[0];
    match vm.as_num(v) {
        Some(Num::Float(f)) => Ok(Value::float(f.abs())),
        Some(Num::Int(i)) => {
            if i.is_negative() {
                let r = int_binop(BinOp::Sub, IntRef::Small(0), i)?;
                Ok(int_value(vm, r))
            } else {
                Ok(match v {
                    Value::Bool(b) => Value::Int(i64::from(b.get())),
                    other => other,
                })
            }
        }
        None => match vm.call_user_special(v, crate::symbol::sym::DUNDER_ABS, &[])? {
            Some(result) => Ok(result),
            None if vm.as_complex(v).is_some() => {
                let z = vm.as_complex(v).unwrap_or(crate::types::complex::Complex::real(0.0));
                match z.abs() {
                    Some(modulus) => Ok(Value::float(modulus)),
                    None => Err(PyErr::overflow_error("absolute value too large")),
                }
            }
            None => Err(PyErr::type_error(format!(
                "bad operand type for abs(): '{}'",
                vm.type_name(v)
            ))),
        },
    }
}

fn round(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.only_keywords(vm, "round", &[sym::NUMBER, sym::NDIGITS])?;
    let number = args
        .get_or_keyword(0, sym::NUMBER)
        .ok_or_else(|| PyErr::type_error("round() missing required argument 'number' (pos 1)"))?;
    let ndigits = match args.get_or_keyword(1, sym::NDIGITS) {
        None | Some(Value::None) => None,
        // Other types check ndigits in their own __round__.
        Some(_) if vm.as_num(number).is_none() => None,
        Some(v) => Some(vm.clamped_ssize_arg(v)?),
    };
    match (vm.as_num(number), ndigits) {
        (Some(Num::Float(f)), None) => {
            check_finite_for_int(f)?;
            let rounded = f.round_ties_even();
            Ok(vm.new_int(crate::vm::compare::float_to_big(rounded)))
        }
        (Some(Num::Float(f)), Some(n)) => {
            let r = round_f64(f, n);
            if r.is_infinite() && f.is_finite() {
                return Err(PyErr::overflow_error("rounded value too large to represent"));
            }
            Ok(Value::float(r))
        }
        (Some(Num::Int(_)), None) => Ok(match number {
            Value::Bool(b) => Value::Int(i64::from(b.get())),
            _ => number,
        }),
        (Some(Num::Int(i)), Some(n)) => {
            if n >= 0 {
                return Ok(match number {
                    Value::Bool(b) => Value::Int(i64::from(b.get())),
                    _ => number,
                });
            }
            let big = i.to_big();
            let r = round_int(&big, n.unsigned_abs().min(5000) as u32);
            Ok(vm.new_int(r))
        }
        (None, _) => {
            let ndigits = args.get_or_keyword(1, sym::NDIGITS).filter(|v| *v != Value::None);
            let hook_args: Vec<Value> = ndigits.into_iter().collect();
            match vm.call_user_special(number, sym::DUNDER_ROUND, &hook_args)? {
                Some(result) => Ok(result),
                None => Err(PyErr::type_error(format!(
                    "type {} doesn't define __round__ method",
                    vm.type_name(number)
                ))),
            }
        }
    }
}

/// Rounds an int to a multiple of `10**places`, ties to even.
fn round_int(value: &num_bigint::BigInt, places: u32) -> num_bigint::BigInt {
    use num_integer::Integer;
    let unit = num_bigint::BigInt::from(10).pow(places.min(4400));
    let (q, r) = value.div_mod_floor(&unit);
    let twice: num_bigint::BigInt = &r * 2;
    let q = match twice.cmp(&unit) {
        std::cmp::Ordering::Greater => q + 1,
        std::cmp::Ordering::Less => q,
        std::cmp::Ordering::Equal => {
            if q.is_odd() {
                q + 1
            } else {
                q
            }
        }
    };
    q * unit
}

fn pow(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (base_name, exp_name, mod_name) = (
        vm.interner.intern("base"),
        vm.interner.intern("exp"),
        vm.interner.intern("mod"),
    );
    args.only_keywords(vm, "pow", &[base_name, exp_name, mod_name])?;
    let Some(base) = args.get_or_keyword(0, base_name) else {
        return Err(PyErr::type_error("pow() missing required argument 'base' (pos 1)"));
    };
    let Some(exp) = args.get_or_keyword(1, exp_name) else {
        return Err(PyErr::type_error("pow() missing required argument 'exp' (pos 2)"));
    };
    if args.len() > 3 {
        return Err(PyErr::type_error(format!(
            "pow() takes at most 3 arguments ({} given)",
            args.len()
        )));
    }
    let modulus = args.get_or_keyword(2, mod_name).unwrap_or(Value::None);
    if modulus == Value::None {
        return vm.binary_op(BinOp::Pow, base, exp);
    }
    if vm.user_class_of(base).is_some() {
        if let Some(result) = vm.call_user_special(base, sym::DUNDER_POW, &[exp, modulus])? {
            if result != Value::NotImplemented {
                return Ok(result);
            }
        }
    }
    if vm.as_complex(base).is_some() || vm.as_complex(exp).is_some() {
        return Err(PyErr::value_error("complex modulo"));
    }
    let (Some(b), Some(e), Some(m)) = (vm.as_int(base), vm.as_int(exp), vm.as_int(modulus)) else {
        if [base, exp, modulus].iter().any(|v| vm.as_num(*v).is_none()) {
            return Err(PyErr::type_error(format!(
                "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
                vm.type_name(base),
                vm.type_name(exp),
                vm.type_name(modulus)
            )));
        }
        return Err(PyErr::type_error(
            "pow() 3rd argument not allowed unless all arguments are integers",
        ));
    };
    let (b, mut e, m) = (b.to_big(), e.to_big(), m.to_big());
    if num_traits::Zero::is_zero(&m) {
        return Err(PyErr::value_error("pow() 3rd argument cannot be 0"));
    }
    let mut base_value = b.clone();
    if num_traits::Signed::is_negative(&e) {
        base_value = vm
            .int_mod_inverse(&b, &m)?
            .ok_or_else(|| PyErr::value_error("base is not invertible for the given modulus"))?;
        e = -e;
    }
    let m_abs = num_traits::Signed::abs(&m);
    let r = vm.int_modpow(&base_value, &e, &m_abs)?;
    Ok(vm.new_int(num_integer::Integer::mod_floor(&r, &m)))
}

fn divmod(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("divmod", 2, 2)?;
    vm.divmod(args.positional[0], args.positional[1])
}

fn chr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("chr", 1, 1)?;
    let code = vm.c_int_arg(args.positional[0])?;
    match u32::try_from(code).ok().and_then(char::from_u32) {
        Some(c) => Ok(vm.new_str(c.to_string())),
        None if (0xd800..0xe000).contains(&code) => Ok(vm.new_str("\u{fffd}")),
        None => Err(PyErr::value_error("chr() arg not in range(0x110000)")),
    }
}

fn ord(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("ord", 1, 1)?;
    let v = args.positional[0];
    match vm.object(v) {
        Some(Object::Str(s)) => {
            if s.char_len() != 1 {
                return Err(PyErr::type_error(format!(
                    "ord() expected a character, but string of length {} found",
                    s.char_len()
                )));
            }
            Ok(Value::Int(s.as_str().chars().next().map_or(0, |c| c as i64)))
        }
        Some(Object::Bytes(_) | Object::ByteArray(_)) => {
            let b = vm.bytes_like(v).unwrap_or_default();
            match b.len() {
                1 => Ok(Value::Int(i64::from(b[0]))),
                n => Err(PyErr::type_error(format!(
                    "ord() expected a character, but string of length {n} found"
                ))),
            }
        }
        _ => Err(PyErr::type_error(format!(
            "ord() expected string of length 1, but {} found",
            vm.type_name(v)
        ))),
    }
}

fn radix(vm: &mut Vm, args: &Args, name: &str, base: u32, prefix: &str) -> PyResult<Value> {
    args.arity(name, 1, 1)?;
    let v = vm.index_int(args.positional[0])?;
    let Some(i) = vm.as_int(v) else {
        return Ok(v);
    };
    let sign = if i.is_negative() { "-" } else { "" };
    let digits = crate::types::int::to_radix(i, base);
    Ok(vm.new_str(format!("{sign}{prefix}{digits}")))
}

fn hex(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    radix(vm, args, "hex", 16, "0x")
}

fn oct(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    radix(vm, args, "oct", 8, "0o")
}

fn bin(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    radix(vm, args, "bin", 2, "0b")
}

fn repr(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("repr", 1, 1)?;
    let text = vm.repr(args.positional[0])?;
    Ok(vm.new_str(text))
}

fn ascii(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("ascii", 1, 1)?;
    let text = vm.ascii(args.positional[0])?;
    Ok(vm.new_str(text))
}

fn format(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("format", 1, 2)?;
    let spec = match args.get(1) {
        None => String::new(),
        Some(v) => match vm.str_of(v) {
            Some(s) => s.to_string(),
            None => {
                return Err(PyErr::type_error(format!(
                    "format() argument 2 must be str, not {}",
                    vm.type_name(v)
                )))
            }
        },
    };
    let text = vm.format_with_spec(args.positional[0], &spec)?;
    Ok(vm.new_str(text))
}

fn iter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("iter", 1, 2)?;
    match args.get(1) {
        None => vm.get_iter(args.positional[0]),
        Some(sentinel) => {
            let function = args.positional[0];
            if !vm.is_callable(function) {
                return Err(PyErr::type_error("iter(v, w): v must be callable"));
            }
            Ok(vm
                .heap
                .alloc_value(Object::Iter(IterObj::Callable { function, sentinel })))
        }
    }
}

fn next(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("next", 1, 2)?;
    let it = args.positional[0];
    if !vm.is_iterator(it) {
        return Err(PyErr::type_error(format!(
            "'{}' object is not an iterator",
            vm.type_name(it)
        )));
    }
    // A user class's `__next__` raises its own StopIteration (with its value) to the caller.
    if vm.user_special(it, crate::symbol::sym::DUNDER_NEXT).is_some() {
        return match (
            vm.call_user_special(it, crate::symbol::sym::DUNDER_NEXT, &[]),
            args.get(1),
        ) {
            (Err(e), Some(default)) if vm.error_is(&e, TypeId::StopIteration) => Ok(default),
            (result, _) => result.map(|v| v.unwrap_or(Value::None)),
        };
    }
    match vm.next_value(it)? {
        Some(v) => Ok(v),
        None => match args.get(1) {
            Some(default) => Ok(default),
            None => Err(PyErr::bare(TypeId::StopIteration)),
        },
    }
}

fn aiter(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("aiter")?;
    args.arity("aiter", 1, 1)?;
    vm.get_aiter(args.positional[0])
}

fn anext(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("anext")?;
    args.arity("anext", 1, 2)?;
    let iterator = args.positional[0];
    if !vm.is_async_iterator(iterator) {
        return Err(PyErr::type_error(format!(
            "'{}' object is not an async iterator",
            vm.type_name(iterator)
        )));
    }
    let step = vm.get_anext(iterator)?;
    match args.get(1) {
        // The default replaces the StopAsyncIteration of the step, in a coroutine of the prelude.
        Some(default) => vm.call_prelude("anext_default", &[step, default]),
        None => Ok(step),
    }
}
