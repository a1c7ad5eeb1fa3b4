//! Generated expressions evaluated by Garter and by CPython 3.11, compared: arithmetic on small
//! and big ints and floats, comparisons, boolean logic, strings, lists and tuples, indexing and
//! slicing, and the builtins code leans on (`abs`, `min`, `max`, `len`, `round`, `int`,
//! `float`, `str`, `sorted`, `sum`). proptest generates the cases from a fixed seed; they run as
//! one batch, each printing the `repr` of its value or the name of the exception it raised, in
//! one CPython process and one Garter interpreter, and every line must agree.
//!
//! Needs `python3` (CPython 3.11) on the PATH, as the conformance expectations do.

mod batch;

use proptest::prelude::*;

/// Expressions per batch.
const CASES: usize = 3000;
/// How deep a generated expression nests.
const DEPTH: u32 = 3;

fn int_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (-20i64..20).prop_map(|i| i.to_string()),
        1 => any::<i32>().prop_map(|i| i.to_string()),
        1 => any::<i64>().prop_map(|i| i.to_string()),
        1 => (0u32..3).prop_map(|k| format!("{}", u128::MAX >> (k * 20))),
        1 => Just("True".to_string()),
        1 => Just("False".to_string()),
    ]
}

fn float_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => (-1000i32..1000, 0u32..4).prop_map(|(m, d)| format!("{m}.{}", "5".repeat(d as usize))),
        2 => any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| format!("{f:e}")),
        1 => Just("0.1".to_string()),
        1 => Just("-0.0".to_string()),
        1 => Just("1e308".to_string()),
        1 => Just("float('inf')".to_string()),
        1 => Just("float('nan')".to_string()),
    ]
}

fn str_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-c ]{0,4}".prop_map(|s| format!("{s:?}")),
        1 => Just("'héllo'".to_string()),
        1 => Just("'10'".to_string()),
        1 => Just("' -7 '".to_string()),
        1 => Just("'2.5'".to_string()),
        1 => Just("'x_1'".to_string()),
    ]
}

/// A small int, for repetition counts, shifts, exponents, indexes and digit counts.
fn small() -> impl Strategy<Value = String> {
    (-3i32..8).prop_map(|i| i.to_string())
}

/// Integer-valued expressions: arithmetic, bitwise operators and int-returning builtins.
fn int_expr() -> impl Strategy<Value = String> {
    int_literal().prop_recursive(DEPTH, 8, 2, |inner| {
        prop_oneof![
            4 => (inner.clone(), prop::sample::select(&["+", "-", "*", "//", "%", "&", "|", "^"][..]), inner.clone())
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            1 => (inner.clone(), prop::sample::select(&["<<", ">>", "**"][..]), small())
                .prop_map(|(a, op, k)| format!("({a} {op} {k})")),
            1 => (prop::sample::select(&["-", "+", "~"][..]), inner.clone()).prop_map(|(op, a)| format!("({op}{a})")),
            1 => (prop::sample::select(&["abs", "int", "len"][..]), inner.clone()).prop_map(|(f, a)| {
                if f == "len" { format!("len(str({a}))") } else { format!("{f}({a})") }
            }),
            1 => (prop::sample::select(&["min", "max"][..]), inner.clone(), inner).prop_map(|(f, a, b)| format!("{f}({a}, {b})")),
        ]
    })
}

/// Numeric expressions mixing ints and floats.
fn num_expr() -> impl Strategy<Value = String> {
    prop_oneof![int_expr(), float_literal()].prop_recursive(DEPTH, 8, 2, |inner| {
        prop_oneof![
            4 => (inner.clone(), prop::sample::select(&["+", "-", "*", "/", "//", "%"][..]), inner.clone())
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            1 => (inner.clone(), small()).prop_map(|(a, k)| format!("({a} ** {k})")),
            1 => (prop::sample::select(&["abs", "float", "round", "int"][..]), inner.clone()).prop_map(|(f, a)| format!("{f}({a})")),
            1 => (inner.clone(), small()).prop_map(|(a, k)| format!("round({a}, {k})")),
            1 => (prop::sample::select(&["min", "max"][..]), inner.clone(), inner).prop_map(|(f, a, b)| format!("{f}({a}, {b})")),
        ]
    })
}

/// String expressions.
fn str_expr() -> impl Strategy<Value = String> {
    prop_oneof![
        str_literal(),
        num_expr().prop_map(|n| format!("str({n})")),
        num_expr().prop_map(|n| format!("repr({n})"))
    ]
    .prop_recursive(DEPTH, 8, 2, |inner| {
        prop_oneof![
            2 => (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a} + {b})")),
            1 => (inner.clone(), small()).prop_map(|(a, k)| format!("({a} * {k})")),
            1 => (inner.clone(), small()).prop_map(|(a, i)| format!("{a}[{i}]")),
            2 => (inner.clone(), small(), small(), prop::sample::select(&["", ":2", ":-1"][..]))
                .prop_map(|(a, i, j, step)| format!("{a}[{i}:{j}{step}]")),
            1 => (inner.clone(), prop::sample::select(&["upper", "strip", "title", "lower"][..]))
                .prop_map(|(a, m)| format!("{a}.{m}()")),
            1 => (inner.clone(), inner).prop_map(|(a, b)| format!("{a}.replace('a', {b})")),
        ]
    })
}

/// Lists and tuples of numbers or strings.
fn seq_expr() -> impl Strategy<Value = String> {
    let items = prop_oneof![num_expr(), str_expr()];
    let list = prop::collection::vec(items.clone(), 0..4).prop_map(|v| format!("[{}]", v.join(", ")));
    let tuple = prop::collection::vec(items, 0..3).prop_map(|v| match v.len() {
        0 => "()".to_string(),
        1 => format!("({},)", v[0]),
        _ => format!("({})", v.join(", ")),
    });
    prop_oneof![list, tuple].prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            (inner.clone(), small()).prop_map(|(a, k)| format!("({a} * {k})")),
            (inner.clone(), small(), small()).prop_map(|(a, i, j)| format!("{a}[{i}:{j}]")),
            inner.clone().prop_map(|a| format!("sorted({a})")),
            inner.clone().prop_map(|a| format!("list(reversed({a}))")),
            (inner.clone(), inner).prop_map(|(a, b)| format!("(list({a}) + list({b}))")),
        ]
    })
}

/// Any value: numbers, strings, sequences, comparisons and boolean logic over them.
fn expression() -> impl Strategy<Value = String> {
    let value = prop_oneof![3 => num_expr(), 2 => str_expr(), 2 => seq_expr(), 1 => Just("None".to_string())];
    prop_oneof![
        4 => value.clone(),
        2 => (value.clone(), prop::sample::select(&["<", "<=", "==", "!=", ">", ">=", "in", "not in"][..]), value.clone())
            .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
        1 => (value.clone(), prop::sample::select(&["and", "or"][..]), value.clone())
            .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
        1 => value.clone().prop_map(|a| format!("(not {a})")),
        1 => (seq_expr(), small()).prop_map(|(a, i)| format!("{a}[{i}]")),
        1 => seq_expr().prop_map(|a| format!("sum({a})")),
        1 => seq_expr().prop_map(|a| format!("(len({a}), bool({a}), min({a}, default=None))")),
        1 => value.prop_map(|a| format!("(str({a}), bool({a}))")),
        1 => (num_expr(), num_expr()).prop_map(|(a, b)| format!("divmod({a}, {b})")),
    ]
}

/// The batch program: each case prints one line.
fn program(cases: &[String]) -> String {
    let mut out = String::from(
        "def show(thunk):\n    try:\n        print(repr(thunk()))\n    except Exception as e:\n        print(type(e).__name__)\n",
    );
    for case in cases {
        out.push_str(&format!("show(lambda: {case})\n"));
    }
    out
}

#[test]
fn generated_expressions_agree_with_cpython() {
    let cases = batch::generate(expression(), CASES, 7);
    batch::assert_agree("differential", &cases, &program(&cases));
}
