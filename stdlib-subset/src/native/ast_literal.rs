//! `_garter_ast`: `literal_eval(text)`, the value of a Python literal as CPython's
//! `ast.literal_eval` reads it: strings, bytes, numbers, tuples, lists, dicts, sets, booleans,
//! None and Ellipsis, signed numbers and `real ± imaginary` sums, and `set()`. Anything else is
//! CPython's `ValueError: malformed node or string ...`; text that does not parse is its
//! SyntaxError. The text is parsed by Garter's parser under the compile-cost check, so its
//! nesting is bounded before anything recurses over it.

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::parse::{compile_cost, parse_expression, SourceFile};
use garter::types::complex::Complex;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};
use rustpython_parser::ast::{Constant, Expr, Operator, Ranged, UnaryOp};
use rustpython_parser::text_size::TextRange;

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("literal_eval", literal_eval)];

fn literal_eval(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "literal_eval", 1, 1)?;
    let Some(text) = vm.str_of(args.positional[0]).map(str::to_string) else {
        return Err(PyErr::type_error("literal_eval() argument must be a str"));
    };
    let text = text.trim_start_matches([' ', '\t']);
    vm.check_compile_cost(compile_cost(text))?;
    let source = SourceFile::compiled_at_run_time("<unknown>", text);
    let expr = parse_expression(&source).map_err(|error| vm.syntax_error(&source, &error))?;
    convert(vm, &source, &expr)
}

fn convert(vm: &mut Vm, source: &SourceFile, expr: &Expr) -> PyResult<Value> {
    match expr {
        Expr::Constant(c) => Ok(constant(vm, &c.value)),
        Expr::Tuple(t) => {
            let items = convert_all(vm, source, &t.elts)?;
            Ok(vm.new_tuple(items))
        }
        Expr::List(l) => {
            let items = convert_all(vm, source, &l.elts)?;
            Ok(vm.new_list(items))
        }
        Expr::Set(s) => {
            let items = convert_all(vm, source, &s.elts)?;
            vm.new_set_from(&items)
        }
        Expr::Call(call)
            if call.args.is_empty()
                && call.keywords.is_empty()
                && matches!(call.func.as_ref(), Expr::Name(n) if n.id.as_str() == "set") =>
        {
            Ok(vm.new_empty_set(false))
        }
        Expr::Dict(d) => {
            if d.keys.iter().any(Option::is_none) {
                // `{**x}`: CPython's converter meets the None standing for the missing key.
                return Err(PyErr::value_error("malformed node or string: None"));
            }
            let mut items = Vec::with_capacity(d.keys.len());
            for (key, value) in d.keys.iter().flatten().zip(&d.values) {
                let key = convert(vm, source, key)?;
                let value = convert(vm, source, value)?;
                items.push((key, value));
            }
            vm.new_dict_from_items(items)
        }
        Expr::BinOp(b) if matches!(b.op, Operator::Add | Operator::Sub) => {
            let left = signed_number(vm, source, &b.left)?;
            let right = signed_number(vm, source, &b.right)?;
            let imaginary = match vm.object(right) {
                Some(Object::Complex(z)) => Some(*z),
                _ => None,
            };
            let (Some(left), Some(imaginary)) = (real_part(vm, left), imaginary) else {
                return Err(malformed(source, "BinOp", b.range));
            };
            let sign = if matches!(b.op, Operator::Add) { 1.0 } else { -1.0 };
            let z = Complex::new(left + sign * imaginary.re, sign * imaginary.im);
            Ok(vm.heap.alloc_value(Object::Complex(z)))
        }
        other => signed_number(vm, source, other),
    }
}

fn convert_all(vm: &mut Vm, source: &SourceFile, items: &[Expr]) -> PyResult<Vec<Value>> {
    items.iter().map(|item| convert(vm, source, item)).collect()
}

/// A number constant, or `+`/`-` applied to one.
fn signed_number(vm: &mut Vm, source: &SourceFile, expr: &Expr) -> PyResult<Value> {
    match expr {
        Expr::Constant(c) if is_number(&c.value) => Ok(constant(vm, &c.value)),
        Expr::UnaryOp(u) if matches!(u.op, UnaryOp::UAdd | UnaryOp::USub) => match u.operand.as_ref() {
            Expr::Constant(c) if is_number(&c.value) && matches!(u.op, UnaryOp::UAdd) => Ok(constant(vm, &c.value)),
            Expr::Constant(c) => Ok(match &c.value {
                Constant::Int(i) => vm.new_int(-i),
                Constant::Float(f) => Value::float(-f),
                Constant::Complex { real, imag } => vm.heap.alloc_value(Object::Complex(Complex::new(-real, -imag))),
                _ => return Err(malformed(source, "UnaryOp", u.range)),
            }),
            _ => Err(malformed(source, "UnaryOp", u.range)),
        },
        other => Err(malformed(source, node_name(other), other.range())),
    }
}

/// The value of an int or float operand of a complex sum (None for anything else).
fn real_part(vm: &Vm, value: Value) -> Option<f64> {
    match value {
        Value::Int(i) => Some(i as f64),
        Value::Float(f) => Some(f.get()),
        Value::Ref(_) => match vm.object(value) {
            Some(Object::BigInt(b)) => num_traits::ToPrimitive::to_f64(b),
            _ => None,
        },
        _ => None,
    }
}

fn is_number(constant: &Constant) -> bool {
    matches!(
        constant,
        Constant::Int(_) | Constant::Float(_) | Constant::Complex { .. }
    )
}

fn constant(vm: &mut Vm, constant: &Constant) -> Value {
    match constant {
        Constant::None => Value::None,
        Constant::Bool(b) => Value::bool(*b),
        Constant::Str(s) => vm.new_str(s.clone()),
        Constant::Bytes(b) => vm.heap.alloc_value(Object::Bytes(b.clone())),
        Constant::Int(i) => vm.new_int(i.clone()),
        Constant::Float(f) => Value::float(*f),
        Constant::Complex { real, imag } => vm.heap.alloc_value(Object::Complex(Complex::new(*real, *imag))),
        Constant::Ellipsis => Value::Ellipsis,
        Constant::Tuple(items) => {
            let items = items.iter().map(|item| self::constant(vm, item)).collect();
            vm.new_tuple(items)
        }
    }
}

/// CPython's error for a node `literal_eval` does not accept (the node shown as the default
/// repr of its `ast` class).
fn malformed(source: &SourceFile, node: &str, range: TextRange) -> PyErr {
    let line = source.line_of(range.start());
    PyErr::value_error(format!(
        "malformed node or string on line {line}: <ast.{node} object at 0x7f0000000000>"
    ))
}

fn node_name(expr: &Expr) -> &'static str {
    match expr {
        Expr::BoolOp(_) => "BoolOp",
        Expr::NamedExpr(_) => "NamedExpr",
        Expr::BinOp(_) => "BinOp",
        Expr::UnaryOp(_) => "UnaryOp",
        Expr::Lambda(_) => "Lambda",
        Expr::IfExp(_) => "IfExp",
        Expr::Dict(_) => "Dict",
        Expr::Set(_) => "Set",
        Expr::ListComp(_) => "ListComp",
        Expr::SetComp(_) => "SetComp",
        Expr::DictComp(_) => "DictComp",
        Expr::GeneratorExp(_) => "GeneratorExp",
        Expr::Await(_) => "Await",
        Expr::Yield(_) => "Yield",
        Expr::YieldFrom(_) => "YieldFrom",
        Expr::Compare(_) => "Compare",
        Expr::Call(_) => "Call",
        Expr::FormattedValue(_) => "FormattedValue",
        Expr::JoinedStr(_) => "JoinedStr",
        Expr::Constant(_) => "Constant",
        Expr::Attribute(_) => "Attribute",
        Expr::Subscript(_) => "Subscript",
        Expr::Starred(_) => "Starred",
        Expr::Name(_) => "Name",
        Expr::List(_) => "List",
        Expr::Tuple(_) => "Tuple",
        Expr::Slice(_) => "Slice",
    }
}

/// The module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    crate::native::extension_module(vm, "_garter_ast", FUNCTIONS)
}
