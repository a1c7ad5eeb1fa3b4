//! Calling a builtin type: `int(...)`, `str(...)`, `list(...)`, `range(...)`, `zip(...)`,
//! exception classes, and the rest, with CPython's conversions and error messages.

use crate::heap::{ExceptionObj, Object, SliceObj};
use crate::symbol::sym;
use crate::types::dict::DictTable;
use crate::types::float::parse_float;
use crate::types::int::{parse_int, too_many_digits_error, IntRef, IntResult, InvalidLiteral};
use crate::types::iter::IterObj;
use crate::types::range::RangeObj;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::compare::Num;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::Args;

/// `t(*args, **kwargs)` for a builtin type `t`.
pub fn construct(vm: &mut Vm, t: TypeId, args: &Args) -> PyResult<Value> {
    if t.is_exception() {
        return exception(vm, t, args);
    }
    match t {
        TypeId::Int => int(vm, args),
        TypeId::Bool => {
            args.no_keywords("bool")?;
            args.arity("bool", 0, 1)?;
            match args.get(0) {
                Some(v) => Ok(Value::bool(vm.truthy(v)?)),
                None => Ok(Value::bool(false)),
            }
        }
        TypeId::Float => float(vm, args),
        TypeId::Complex => crate::types::complex_methods::construct(vm, args),
        TypeId::Str => str(vm, args),
        TypeId::Bytes => crate::types::bytearray::construct::bytes(vm, args),
        TypeId::ByteArray => crate::types::bytearray::construct::bytearray(vm, args),
        TypeId::MemoryView => crate::types::bytearray::construct::memoryview(vm, args),
        TypeId::List => {
            args.no_keywords("list")?;
            args.arity("list", 0, 1)?;
            let items = match args.get(0) {
                Some(v) => vm.collect_iterable(v)?,
                None => Vec::new(),
            };
            Ok(vm.new_list(items))
        }
        TypeId::Tuple => {
            args.no_keywords("tuple")?;
            args.arity("tuple", 0, 1)?;
            match args.get(0) {
                Some(v) if matches!(vm.object(v), Some(Object::Tuple(_))) => Ok(v),
                Some(v) => {
                    let items = vm.collect_iterable(v)?;
                    Ok(vm.new_tuple(items))
                }
                None => Ok(vm.new_tuple(Vec::new())),
            }
        }
        TypeId::Dict => {
            if args.len() > 1 {
                return Err(PyErr::type_error(format!(
                    "dict expected at most 1 argument, got {}",
                    args.len()
                )));
            }
            let dict = vm.heap.alloc_value(Object::Dict(DictTable::new()));
            if let Some(source) = args.get(0) {
                vm.dict_update_from(dict, source)?;
            }
            for (name, value) in args.keywords.clone() {
                let key = vm.interner.name(name).to_string();
                let key = vm.new_str(key);
                vm.dict_set(dict, key, value)?;
            }
            Ok(dict)
        }
        TypeId::Set | TypeId::FrozenSet => {
            let name = t.name();
            args.no_keywords(name)?;
            args.arity(name, 0, 1)?;
            let frozen = t == TypeId::FrozenSet;
            if let (true, Some(v)) = (frozen, args.get(0)) {
                if matches!(vm.object(v), Some(Object::FrozenSet(_))) {
                    return Ok(v);
                }
            }
            let set = vm.new_empty_set(frozen);
            if let Some(v) = args.get(0) {
                vm.set_update(set, v)?;
            }
            Ok(set)
        }
        TypeId::Range => range(vm, args),
        TypeId::Slice => {
            args.no_keywords("slice")?;
            args.arity("slice", 1, 3)?;
            let (start, stop, step) = match args.len() {
                1 => (Value::None, args.positional[0], Value::None),
                2 => (args.positional[0], args.positional[1], Value::None),
                _ => (args.positional[0], args.positional[1], args.positional[2]),
            };
            Ok(vm.heap.alloc_value(Object::Slice(SliceObj { start, stop, step })))
        }
        TypeId::Enumerate => {
            args.keyword_arity("enumerate", 0, 2)?;
            args.only_keywords(vm, "enumerate", &[sym::ITERABLE, sym::START])?;
            let iterable = args
                .get_or_keyword(0, sym::ITERABLE)
                .ok_or_else(|| PyErr::type_error("enumerate() missing required argument 'iterable'"))?;
            let count = match args.get_or_keyword(1, sym::START) {
                Some(v) => {
                    let v = vm.index_int(v)?;
                    match vm.as_int(v) {
                        Some(IntRef::Small(i)) => i as i128,
                        Some(IntRef::Big(b)) => crate::types::range::bound_from_big(b)
                            .ok_or_else(|| PyErr::overflow_error("enumerate start is too large"))?,
                        None => 0,
                    }
                }
                None => 0,
            };
            let inner = vm.get_iter(iterable)?;
            Ok(vm.heap.alloc_value(Object::Iter(IterObj::Enumerate { inner, count })))
        }
        TypeId::Zip => {
            args.only_keywords(vm, "zip", &[sym::STRICT])?;
            let strict = match args.keyword(sym::STRICT) {
                Some(v) => vm.truthy(v)?,
                None => false,
            };
            let mut inners = Vec::with_capacity(args.len());
            for v in args.positional.iter() {
                inners.push(vm.get_iter(*v)?);
            }
            Ok(vm.heap.alloc_value(Object::Iter(IterObj::Zip { inners, strict })))
        }
        TypeId::Map => {
            args.no_keywords("map")?;
            if args.len() < 2 {
                return Err(PyErr::type_error("map() must have at least two arguments."));
            }
            let function = args.positional[0];
            let mut inners = Vec::with_capacity(args.len() - 1);
            for v in &args.positional[1..] {
                inners.push(vm.get_iter(*v)?);
            }
            Ok(vm.heap.alloc_value(Object::Iter(IterObj::Map { function, inners })))
        }
        TypeId::Filter => {
            args.no_keywords("filter")?;
            args.arity("filter", 2, 2)?;
            let inner = vm.get_iter(args.positional[1])?;
            let function = args.positional[0];
            Ok(vm.heap.alloc_value(Object::Iter(IterObj::Filter { function, inner })))
        }
        TypeId::Reversed => {
            args.no_keywords("reversed")?;
            if args.len() != 1 {
                return Err(PyErr::type_error(format!(
                    "reversed expected 1 argument, got {}",
                    args.len()
                )));
            }
            vm.reversed(args.positional[0])
        }
        TypeId::Type => match args.positional[..] {
            [v] => Ok(vm.class_of(v)),
            [name, bases, namespace] => vm.type_new(name, bases, namespace),
            _ => Err(PyErr::type_error("type() takes 1 or 3 arguments")),
        },
        TypeId::Object => {
            if !args.is_empty() || !args.keywords.is_empty() {
                return Err(PyErr::type_error("object() takes no arguments"));
            }
            Ok(vm
                .heap
                .alloc_value(Object::Instance(Box::new(crate::types::class::InstanceObj {
                    class: Value::Type(TypeId::Object),
                    attrs: crate::types::class::AttrMap::new(),
                    dict: None,
                    base: Value::Undefined,
                }))))
        }
        TypeId::Property => crate::types::descriptor::new_property(vm, args),
        TypeId::ClassMethod | TypeId::StaticMethod => crate::types::descriptor::new_method_wrapper(vm, t, args),
        TypeId::Super => {
            args.arity("super", 0, 2)?;
            if let Some(start) = args.get(0).filter(|start| !vm.is_class(*start)) {
                return Err(PyErr::type_error(format!(
                    "super() argument 1 must be a type, not {}",
                    vm.type_name(start)
                )));
            }
            let (Some(start), Some(receiver)) = (args.get(0), args.get(1)) else {
                return Err(PyErr::runtime_error("super(): no arguments"));
            };
            if !vm.is_class(start) {
                return Err(PyErr::type_error(format!(
                    "super() argument 1 must be a type, not {}",
                    vm.type_name(start)
                )));
            }
            let ok = (vm.is_class(receiver) && vm.is_subclass(receiver, start)) || vm.is_instance(receiver, start);
            if !ok {
                return Err(PyErr::type_error(
                    "super(type, obj): obj must be an instance or subtype of type",
                ));
            }
            Ok(vm
                .heap
                .alloc_value(Object::Super(crate::types::descriptor::SuperObj { start, receiver })))
        }
        TypeId::Method => new_bound_method(vm, args),
        TypeId::Module => new_module(vm, args),
        other => Err(PyErr::type_error(format!("cannot create '{}' instances", other.name()))),
    }
}

fn int(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.keyword_arity("int", 0, 2)?;
    args.only_keywords(vm, "int", &[sym::BASE])?;
    let base = match args.get_or_keyword(1, sym::BASE) {
        Some(b) => {
            let b = vm.index_value(b)?;
            if b != 0 && !(2..=36).contains(&b) {
                return Err(PyErr::value_error("int() base must be >= 2 and <= 36, or 0"));
            }
            Some(b as u32)
        }
        None => None,
    };
    let Some(x) = args.get(0) else {
        if base.is_some() {
            return Err(PyErr::type_error("int() missing string argument"));
        }
        return Ok(Value::Int(0));
    };
    if let (Some(Object::Str(s)), None | Some(10)) = (vm.object(x), base) {
        if let Some(i) = plain_decimal(s.as_str()) {
            return Ok(Value::Int(i));
        }
    }
    let text = match vm.object(vm.builtin_value(x)) {
        Some(Object::Str(s)) => Some(s.as_str().to_string()),
        Some(Object::Bytes(b)) => Some(String::from_utf8_lossy(b).into_owned()),
        _ => None,
    };
    if let Some(text) = text {
        let base = base.unwrap_or(10);
        let normalized: String = if text.is_ascii() {
            text
        } else {
            text.chars().map(normalize_digit).collect()
        };
        vm.charge_scan(normalized.len())?;
        let max_digits = vm.int_max_str_digits;
        if !base.is_power_of_two() && (max_digits == 0 || normalized.len() <= max_digits) {
            vm.charge_decimal_conversion(normalized.len() as u64 * 10 / 3)?;
        }
        return match parse_int(&normalized, base, max_digits) {
            Ok(IntResult::Small(i)) => Ok(Value::Int(i)),
            Ok(IntResult::Big(b)) => Ok(vm.new_int(b)),
            Err(InvalidLiteral::TooManyDigits(digits)) => Err(too_many_digits_error(digits, max_digits)),
            Ok(IntResult::Float(_)) | Err(InvalidLiteral::Invalid) => {
                // CPython shows at most 200 characters of the repr (`%.200R`).
                let shown: String = vm.repr(x)?.chars().take(200).collect();
                Err(PyErr::value_error(format!(
                    "invalid literal for int() with base {base}: {shown}"
                )))
            }
        };
    }
    if base.is_some() {
        return Err(PyErr::type_error("int() can't convert non-string with explicit base"));
    }
    match vm.as_num(x) {
        Some(Num::Int(IntRef::Small(i))) => Ok(Value::Int(i)),
        Some(Num::Int(IntRef::Big(_))) => Ok(vm.builtin_value(x)),
        Some(Num::Float(f)) => {
            crate::types::float::check_finite_for_int(f)?;
            Ok(vm.new_int(crate::vm::compare::float_to_big(f.trunc())))
        }
        None => {
            for hook in [sym::DUNDER_INT, sym::DUNDER_INDEX, sym::DUNDER_TRUNC] {
                if let Some(result) = vm.call_user_special(x, hook, &[])? {
                    if vm.as_int(result).is_none() {
                        let name = vm.interner.name(hook).to_string();
                        return Err(PyErr::type_error(format!(
                            "{name} returned non-int (type {})",
                            vm.type_name(result)
                        )));
                    }
                    return Ok(result);
                }
            }
            Err(PyErr::type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                vm.type_name(x)
            )))
        }
    }
}

/// Maps non-ASCII decimal digits (Arabic-Indic, full-width, ...) to ASCII, as `int()` and
/// `float()` accept any Unicode decimal digit.
pub(crate) fn normalize_digit(c: char) -> char {
    if c.is_ascii() {
        return c;
    }
    if c == '\u{3000}' || c.is_whitespace() {
        return ' ';
    }
    const ZEROS: &[u32] = &[
        0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0E50,
        0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0xFF10,
    ];
    let code = c as u32;
    for zero in ZEROS {
        if (*zero..*zero + 10).contains(&code) {
            return char::from(b'0' + (code - zero) as u8);
        }
    }
    c
}

/// The value of `text` when it is an optional sign and 1 to 18 ASCII digits (what `int()` most
/// often reads, and always fits an `i64`); `None` for anything else, which takes the general way.
fn plain_decimal(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    if digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut value: i64 = 0;
    for &b in digits {
        if !b.is_ascii_digit() {
            return None;
        }
        value = value * 10 + i64::from(b - b'0');
    }
    Some(if negative { -value } else { value })
}

fn float(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("float")?;
    args.arity("float", 0, 1)?;
    let Some(x) = args.get(0) else {
        return Ok(Value::float(0.0));
    };
    if let Some(text) = vm.str_of(x) {
        let plain = text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
        if plain {
            if let Ok(f) = text.parse::<f64>() {
                return Ok(Value::float(f));
            }
        }
        let normalized: String = text.chars().map(normalize_digit).collect();
        return match parse_float(&normalized) {
            Some(f) if f.is_nan() => Ok(Value::float(if f.is_sign_negative() {
                -vm.fresh_nan()
            } else {
                vm.fresh_nan()
            })),
            Some(f) => Ok(Value::float(f)),
            None => {
                let shown = vm.repr(x)?;
                Err(PyErr::value_error(format!(
                    "could not convert string to float: {shown}"
                )))
            }
        };
    }
    match vm.as_num(x) {
        Some(Num::Float(f)) => Ok(Value::float(f)),
        Some(Num::Int(i)) => Ok(Value::float(i.to_f64()?)),
        None => {
            if let Some(result) = vm.call_user_special(x, sym::DUNDER_FLOAT, &[])? {
                return match result {
                    Value::Float(_) => Ok(result),
                    other => Err(PyErr::type_error(format!(
                        "{}.__float__ returned non-float (type {})",
                        vm.type_name(x),
                        vm.type_name(other)
                    ))),
                };
            }
            if let Some(result) = vm.call_user_special(x, sym::DUNDER_INDEX, &[])? {
                if let Some(i) = vm.as_int(result) {
                    return Ok(Value::float(i.to_f64()?));
                }
            }
            Err(PyErr::type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                vm.type_name(x)
            )))
        }
    }
}

fn str(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.keyword_arity("str", 0, 3)?;
    args.only_keywords(vm, "str", &[sym::OBJECT, sym::ENCODING, sym::ERRORS])?;
    let Some(x) = args.get_or_keyword(0, sym::OBJECT) else {
        return Ok(vm.new_str(""));
    };
    let encoding = args.get_or_keyword(1, sym::ENCODING);
    let errors = args.get_or_keyword(2, sym::ERRORS);
    if encoding.is_some() || errors.is_some() {
        let encoding = match encoding {
            Some(e) => crate::types::bytes::text_argument(vm, "str", "encoding", e)?,
            None => "utf-8".into(),
        };
        let errors = match errors {
            Some(e) => crate::types::bytes::text_argument(vm, "str", "errors", e)?,
            None => "strict".into(),
        };
        if vm.str_of(x).is_some() {
            return Err(PyErr::type_error("decoding str is not supported"));
        }
        let b = vm.bytes_arg_or(x, |vm| {
            PyErr::type_error(format!(
                "decoding to str: need a bytes-like object, {} found",
                vm.type_name(x)
            ))
        })?;
        vm.charge_scan(b.len())?;
        let text = crate::types::codecs::decode_bytes(&b, &encoding, &errors)?;
        return Ok(vm.new_str(text));
    }
    if vm.str_of(x).is_some() && !vm.has_builtin_base(x) {
        return Ok(x);
    }
    let text = vm.to_str(x)?;
    Ok(vm.new_str(text))
}

fn range(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("range")?;
    let as_i64 = |vm: &mut Vm, v: Value| -> PyResult<i128> {
        let v = vm.index_int(v)?;
        match vm.as_int(v) {
            Some(IntRef::Small(i)) => Ok(i as i128),
            Some(IntRef::Big(b)) => crate::types::range::bound_from_big(b)
                .filter(|i| i.unsigned_abs() < 1 << 126)
                .ok_or_else(|| PyErr::overflow_error("Python int too large to convert to C ssize_t")),
            None => Ok(0),
        }
    };
    let (start, stop, step) = match args.len() {
        1 => (0, as_i64(vm, args.positional[0])?, 1),
        2 => (as_i64(vm, args.positional[0])?, as_i64(vm, args.positional[1])?, 1),
        3 => (
            as_i64(vm, args.positional[0])?,
            as_i64(vm, args.positional[1])?,
            as_i64(vm, args.positional[2])?,
        ),
        0 => return Err(PyErr::type_error("range expected at least 1 argument, got 0")),
        n => {
            return Err(PyErr::type_error(format!(
                "range expected at most 3 arguments, got {n}"
            )))
        }
    };
    if step == 0 {
        return Err(PyErr::value_error("range() arg 3 must not be zero"));
    }
    Ok(vm.heap.alloc_value(Object::Range(RangeObj { start, stop, step })))
}

fn exception(vm: &mut Vm, class: TypeId, args: &Args) -> PyResult<Value> {
    if class.is_subtype(TypeId::BaseExceptionGroup) {
        return vm.new_exception_group(Value::Type(class), &args.positional, !args.keywords.is_empty());
    }
    let class = match (class, args.positional.first()) {
        (TypeId::OSError, Some(Value::Int(errno))) if args.positional.len() >= 2 => {
            crate::exceptions::os_error::errno_class(*errno).unwrap_or(class)
        }
        _ => class,
    };
    let mut exc = ExceptionObj::new(class, args.positional.to_vec());
    exc.take_os_error_args();
    exc.take_unicode_error_args();
    for (name, value) in &args.keywords {
        let allowed = match class {
            TypeId::ImportError | TypeId::ModuleNotFoundError => *name == sym::NAME || *name == sym::PATH,
            _ => false,
        };
        if !allowed {
            return Err(PyErr::type_error(format!(
                "{}() takes no keyword arguments",
                class.name()
            )));
        }
        exc.set_attr(*name, *value);
    }
    Ok(vm.heap.alloc_value(Object::Exception(Box::new(exc))))
}

/// `types.MethodType(function, instance)`: `function` bound to `instance`.
fn new_bound_method(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("method")?;
    args.arity("method", 2, 2)?;
    let (function, receiver) = (args.positional[0], args.positional[1]);
    if !vm.is_callable(function) {
        return Err(PyErr::type_error("first argument must be callable"));
    }
    if receiver == Value::None {
        return Err(PyErr::type_error("instance must not be None"));
    }
    Ok(vm
        .heap
        .alloc_value(Object::BoundMethod(crate::heap::BoundMethod { receiver, function })))
}

/// `types.ModuleType(name, doc=None)`: an empty module with its `__name__` and `__doc__`.
fn new_module(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.no_keywords("module")?;
    let Some(name_value) = args.get(0) else {
        return Err(PyErr::type_error("module() missing required argument 'name' (pos 1)"));
    };
    args.arity("module", 1, 2)?;
    let Some(name) = vm.str_of(name_value).map(str::to_owned) else {
        return Err(PyErr::type_error(format!(
            "module() argument 'name' must be str, not {}",
            vm.type_name(name_value)
        )));
    };
    let mut globals = crate::vm::globals::Globals::default();
    globals.set(sym::DUNDER_NAME, name_value);
    globals.set(sym::DUNDER_DOC, args.get(1).unwrap_or(Value::None));
    let symbol = vm.interner.intern(&name);
    Ok(vm.new_module(symbol, globals))
}
