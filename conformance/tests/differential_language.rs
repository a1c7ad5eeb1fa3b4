//! Generated programs over the language pieces CPython 3.11 has beyond the basics, run by Garter
//! and by CPython 3.11, compared: `complex` arithmetic, conversions, formatting and `cmath`;
//! `bytes`, `bytearray` and `memoryview` methods, slicing and mutation; objects with
//! `__index__` used wherever CPython takes an index (subscripts, slices, `range`, `bisect`,
//! `hex`, repetition, `list.pop`/`insert`); and unpacking with and without a star target from
//! sequences and iterators; the format mini-language, f-strings, `str.format` and
//! `%`-formatting of numbers and strings; the methods of ints, floats and strs. Each case prints the `repr` of its value, or the name and message of
//! the exception it raised.
//!
//! proptest generates the cases from fixed seeds; each seed's cases run as one batch in one
//! CPython process and one Garter interpreter, and every line must agree. Needs `python3` (CPython 3.11).

mod batch;

use proptest::prelude::*;

/// Cases per batch.
const CASES: usize = 2500;
/// How deep a generated expression nests.
const DEPTH: u32 = 3;

/// What every batch defines before its cases: an `__index__` class and a few values.
const PRELUDE: &str = "\
import bisect, cmath, math
class I:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
def show(thunk):
    try:
        print(repr(thunk()))
    except Exception as e:
        print(type(e).__name__, e)
";

fn small_int() -> impl Strategy<Value = String> {
    (-4i32..9).prop_map(|i| i.to_string())
}

/// An index: a plain int, an `I` wrapping one, or a bool.
fn index() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => small_int(),
        2 => small_int().prop_map(|i| format!("I({i})")),
        1 => prop::sample::select(&["True", "False"][..]).prop_map(str::to_string),
    ]
}

fn real_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => (-9i32..10).prop_map(|i| i.to_string()),
        2 => (-50i32..50, 0u32..3).prop_map(|(m, e)| format!("{}.{}", m, "25".repeat(e as usize))),
        1 => prop::sample::select(&["0.1", "-0.0", "1e300", "float('inf')", "float('nan')", "2**70"][..])
            .prop_map(str::to_string),
    ]
}

fn complex_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => (-9i32..10, -9i32..10).prop_map(|(a, b)| format!("complex({a}, {b})")),
        2 => (-5i32..6).prop_map(|b| format!("{b}j")),
        1 => (real_literal(), real_literal()).prop_map(|(a, b)| format!("complex({a}, {b})")),
        1 => prop::sample::select(&["-0j", "1j", "complex('1+2j')", "complex(' -3.5e1-0.5J ')", "complex('nanj')", "complex('inf-infj')"][..])
            .prop_map(str::to_string),
    ]
}

/// Complex-valued (or mixed) expressions.
fn complex_expr() -> impl Strategy<Value = String> {
    prop_oneof![3 => complex_literal(), 1 => real_literal()].prop_recursive(DEPTH, 8, 2, |inner| {
        prop_oneof![
            4 => (inner.clone(), prop::sample::select(&["+", "-", "*", "/"][..]), inner.clone())
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            1 => (inner.clone(), prop::sample::select(&["2", "3", "-1", "0.5", "0", "1j"][..]))
                .prop_map(|(a, k)| format!("({a} ** {k})")),
            1 => (prop::sample::select(&["-", "+"][..]), inner.clone()).prop_map(|(op, a)| format!("({op}{a})")),
            1 => inner.clone().prop_map(|a| format!("complex({a}).conjugate()")),
            1 => (prop::sample::select(&["sqrt", "exp", "log", "sin", "cos", "tan", "atan", "asinh"][..]), inner)
                .prop_map(|(f, a)| format!("cmath.{f}({a})")),
        ]
    })
}

/// Cases over complex values: the value itself, its parts, `abs`, comparisons, formatting,
/// hashing and `cmath`'s predicates.
fn complex_case() -> impl Strategy<Value = String> {
    let spec = prop::sample::select(&["", ".2f", "^30", "+.3e", "g", ".0f", "<20.1g", "10"][..]);
    prop_oneof![
        4 => complex_expr(),
        1 => complex_expr().prop_map(|a| format!("(lambda z: (z.real, z.imag))(complex({a}))")),
        1 => complex_expr().prop_map(|a| format!("abs({a})")),
        1 => (complex_expr(), complex_expr()).prop_map(|(a, b)| format!("({a} == {b}, {a} != {b})")),
        1 => (complex_expr(), spec).prop_map(|(a, s)| format!("format(complex({a}), {s:?})")),
        // Equal values hash alike; a value with a NaN part hashes by identity, so it is compared
        // only with itself (two such objects may or may not share an address in CPython).
        1 => complex_expr().prop_map(|a| format!("(lambda z, w: (str(z), hash(z) == hash(w) if z == w else hash(z) == hash(z)))(complex({a}), complex({a}))")),
        1 => complex_expr().prop_map(|a| format!("cmath.polar({a})")),
        1 => complex_expr().prop_map(|a| format!("(cmath.isnan({a}), cmath.isinf({a}), cmath.isfinite({a}))")),
        1 => complex_expr().prop_map(|a| format!("complex(repr(complex({a}))) == complex({a})")),
    ]
}

fn bytes_literal() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-c ,.]{0,6}".prop_map(|s| format!("b{s:?}")),
        1 => Just("b'\\x00\\xff\\x80'".to_string()),
        1 => Just("b'Hello World'".to_string()),
        1 => Just("bytes(range(5))".to_string()),
    ]
}

/// A bytes-like value: bytes, a bytearray or a memoryview of either.
fn buffer() -> impl Strategy<Value = String> {
    bytes_literal().prop_flat_map(|b| {
        prop_oneof![
            3 => Just(b.clone()),
            3 => Just(format!("bytearray({b})")),
            1 => Just(format!("memoryview({b})")),
            1 => Just(format!("memoryview(bytearray({b}))")),
        ]
    })
}

/// Cases over bytes, bytearray and memoryview: methods, slicing, concatenation, mutation.
fn buffer_case() -> impl Strategy<Value = String> {
    let method = prop::sample::select(
        &[
            "upper()",
            "title()",
            "strip()",
            "split(b',')",
            "hex()",
            "isalpha()",
            "istitle()",
            "count(b'a')",
            "find(b'b', 1)",
            "replace(b'a', b'xy')",
            "center(9, b'*')",
            "startswith((b'a', b'H'))",
            "endswith(b'c')",
            "partition(b',')",
            "swapcase()",
            "zfill(8)",
            "expandtabs(4)",
            "rjust(7)",
            "capitalize()",
            "splitlines()",
            "lstrip(b'a')",
        ][..],
    );
    prop_oneof![
        3 => (bytes_literal(), method.clone()).prop_map(|(b, m)| format!("{b}.{m}")),
        3 => (bytes_literal(), method).prop_map(|(b, m)| format!("bytearray({b}).{m}")),
        2 => (buffer(), index()).prop_map(|(b, i)| format!("{b}[{i}]")),
        2 => (buffer(), index(), index(), prop::sample::select(&["", ":2", ":-1", ":I(3)"][..]))
            .prop_map(|(b, i, j, s)| format!("bytes({b}[{i}:{j}{s}])")),
        1 => (buffer(), buffer()).prop_map(|(a, b)| format!("{a} == {b}")),
        1 => (bytes_literal(), buffer()).prop_map(|(a, b)| format!("{a} + {b}")),
        1 => (bytes_literal(), buffer()).prop_map(|(a, b)| format!("bytearray({a}) + {b}")),
        1 => (bytes_literal(), index()).prop_map(|(a, k)| format!("{a} * {k}")),
        1 => (bytes_literal(), index(), small_int())
            .prop_map(|(a, i, v)| format!("(lambda b: (b.__setitem__({i}, {v} % 256), b)[1])(bytearray({a}))")),
        1 => (bytes_literal(), index(), index(), bytes_literal())
            .prop_map(|(a, i, j, c)| format!("(lambda b: (b.__setitem__(slice({i}, {j}), {c}), b)[1])(bytearray({a}))")),
        1 => (bytes_literal(), bytes_literal())
            .prop_map(|(a, c)| format!("(lambda b: (b.extend({c}), b.reverse(), b.pop() if b else None, b)[1:])(bytearray({a}))")),
        1 => (bytes_literal(), index(), small_int())
            .prop_map(|(a, i, v)| format!("(lambda b: (b.insert({i}, {v} % 256), b.remove({v} % 256), b)[2])(bytearray({a}))")),
        1 => buffer().prop_map(|b| format!("(lambda m: (m.nbytes, m.readonly, m.tobytes(), m.tolist()))(memoryview({b}))")),
        1 => bytes_literal().prop_map(|b| format!("bytes.fromhex({b}.hex(' ')) == {b}")),
        1 => (bytes_literal(), prop::sample::select(&["b'%s|%d'", "b'%5s'", "b'%x-%r'"][..]))
            .prop_map(|(b, f)| format!("{f} % ({b}, 12) if {f}.count(b'%') == 2 else {f} % ({b},)")),
    ]
}

fn short_list() -> impl Strategy<Value = String> {
    prop::collection::vec(-5i32..20, 0..6)
        .prop_map(|v| format!("[{}]", v.iter().map(i32::to_string).collect::<Vec<_>>().join(", ")))
}

/// Cases where CPython takes an index: subscripts, slices, `range`, `bisect`, `hex`, sequence
/// repetition, `list.pop`/`insert`, `str` methods with positions.
fn index_case() -> impl Strategy<Value = String> {
    let seq = prop_oneof![
        short_list(),
        short_list().prop_map(|l| format!("tuple({l})")),
        "[a-e]{0,6}".prop_map(|s| format!("{s:?}")),
        Just("range(3, 30, 4)".to_string()),
    ];
    prop_oneof![
        3 => (seq.clone(), index()).prop_map(|(s, i)| format!("{s}[{i}]")),
        3 => (seq.clone(), index(), index(), index()).prop_map(|(s, i, j, k)| format!("{s}[{i}:{j}:{k}]")),
        1 => (seq.clone(), index()).prop_map(|(s, k)| format!("{s} * {k}")),
        1 => (index(), index(), index()).prop_map(|(a, b, c)| format!("list(range({a}, {b}, {c}))")),
        1 => (index(), index()).prop_map(|(a, b)| format!("range(20)[{a}:{b}]")),
        1 => index().prop_map(|i| format!("(hex({i}), oct({i}), bin({i}))")),
        1 => (short_list(), index()).prop_map(|(l, i)| format!("(lambda l: (l.pop({i}), l))({l})")),
        1 => (short_list(), index(), small_int()).prop_map(|(l, i, v)| format!("(lambda l: (l.insert({i}, {v}), l)[1])({l})")),
        1 => (short_list(), small_int(), index(), index())
            .prop_map(|(l, x, lo, hi)| format!("(bisect.bisect_left(sorted({l}), {x}, {lo}, {hi}), bisect.bisect_right(sorted({l}), {x}, {lo}, {hi}))")),
        1 => ("[a-c]{0,6}", index(), index()).prop_map(|(s, i, j)| format!("({s:?}.find('b', {i}, {j}), {s:?}.count('a', {i}), {s:?}.startswith('a', {i}, {j}))")),
        1 => ("[a-c]{0,4}", index()).prop_map(|(s, w)| format!("({s:?}.ljust({w}, '.'), {s:?}.center({w}), {s:?}.zfill({w}))")),
        1 => (index(), index()).prop_map(|(v, n)| format!("round(1234.5678, {n}), round({v}, {n})")),
    ]
}

/// Unpacking from sequences and iterators of several lengths, with and without a star target.
fn unpack_case() -> impl Strategy<Value = String> {
    let source = prop_oneof![
        short_list(),
        short_list().prop_map(|l| format!("iter({l})")),
        (0u32..6).prop_map(|n| format!("(x * x for x in range({n}))")),
        "[a-d]{0,5}".prop_map(|s| format!("{s:?}")),
    ];
    let target = prop::sample::select(&["a, b", "a, b, c", "a, *b", "*a, b", "a, *b, c", "[a, (b, *c)]", "a,"][..]);
    (target, source).prop_map(|(t, s)| {
        let names: Vec<&str> = ["a", "b", "c"].into_iter().filter(|n| t.contains(n)).collect();
        let shown = names.join(", ");
        format!("exec_unpack({t:?}, {s}, {shown:?})")
    })
}

/// A format specification of the mini-language: fill, align, sign, `#`, `0`, width, grouping,
/// precision and type.
fn format_spec() -> impl Strategy<Value = String> {
    (
        prop::sample::select(&["", "", "*<", "_>", "^", "=", ">"][..]),
        prop::sample::select(&["", "", "+", "-", " "][..]),
        prop::sample::select(&["", "", "#"][..]),
        prop::sample::select(&["", "", "0"][..]),
        prop::sample::select(&["", "", "1", "8", "12"][..]),
        prop::sample::select(&["", "", ",", "_"][..]),
        prop::sample::select(&["", "", ".0", ".2", ".5"][..]),
        prop::sample::select(
            &[
                "", "d", "x", "X", "o", "b", "e", "E", "f", "F", "g", "G", "%", "n", "c", "s",
            ][..],
        ),
    )
        .prop_map(|(fill, sign, alt, zero, width, group, precision, kind)| {
            format!("{fill}{sign}{alt}{zero}{width}{group}{precision}{kind}")
        })
}

/// Cases over `format()`, f-strings, `str.format` and `%`-formatting of numbers and strings.
fn format_case() -> impl Strategy<Value = String> {
    let value = prop_oneof![
        3 => (-2000i64..2000).prop_map(|i| i.to_string()),
        1 => Just("2**70".to_string()),
        2 => real_literal(),
        1 => Just("True".to_string()),
        1 => "[a-c]{0,4}".prop_map(|s| format!("{s:?}")),
        1 => Just("I(7)".to_string()),
    ];
    let percent = prop::sample::select(
        &[
            "%d", "%5.2f", "%-8s|", "%+x", "%#o", "%e", "%g", "%r", "%c", "%08.3f", "%*d",
        ][..],
    );
    prop_oneof![
        3 => (value.clone(), format_spec()).prop_map(|(v, spec)| format!("format({v}, {spec:?})")),
        1 => (value.clone(), format_spec()).prop_map(|(v, spec)| {
            let quote = if v.contains('\'') { '"' } else { '\'' };
            format!("f{quote}{{{v}:{spec}}}{quote}")
        }),
        // (No `I` here: its repr shows an address.)
        1 => (value.clone().prop_filter("no address", |v| !v.starts_with("I(")), value.clone().prop_filter("no address", |v| !v.starts_with("I(")))
            .prop_map(|(a, b)| format!("'{{0!r:>12}}|{{1!s:^9}}|{{0}}'.format({a}, {b})")),
        1 => (percent, value).prop_filter("no address", |(f, v)| !(v.starts_with("I(") && matches!(*f, "%-8s|" | "%r"))).prop_map(|(f, v)| {
            if f == "%*d" { format!("'{f}' % (6, {v})") } else { format!("'{f}' % ({v},)") }
        }),
    ]
}

/// Cases over the methods of ints and floats: bytes and ratios, bit counts, hex forms,
/// rounding with digits, and the conversions between them.
fn number_method_case() -> impl Strategy<Value = String> {
    let int = prop_oneof![
        3 => (-3000i64..3000).prop_map(|i| i.to_string()),
        1 => any::<i64>().prop_map(|i| i.to_string()),
        1 => (60u32..130).prop_map(|k| format!("-(2**{k})")),
        1 => (60u32..130).prop_map(|k| format!("(2**{k} - 1)")),
    ];
    let float = prop_oneof![
        2 => real_literal(),
        1 => any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(|f| format!("{f:e}")),
        1 => (-40i32..40).prop_map(|k| format!("2.0**{k}")),
    ];
    let order = prop::sample::select(&["'big'", "'little'"][..]);
    prop_oneof![
        2 => (int.clone(), 0usize..20, order, any::<bool>())
            .prop_map(|(i, n, o, signed)| format!("({i}).to_bytes({n}, {o}, signed={})", if signed { "True" } else { "False" })),
        1 => (int.clone(), any::<bool>())
            .prop_map(|(i, signed)| format!("int.from_bytes(abs({i}).to_bytes(20, 'little'), 'little', signed={})", if signed { "True" } else { "False" })),
        1 => int.clone().prop_map(|i| format!("(({i}).bit_length(), ({i}).bit_count(), ({i}).as_integer_ratio())")),
        2 => (int.clone(), -5i32..5).prop_map(|(i, n)| format!("round({i}, {n})")),
        2 => (float.clone(), -3i32..12).prop_map(|(x, n)| format!("round({x}, {n})")),
        1 => float.clone().prop_map(|x| format!("(lambda x: (x.hex(), float.fromhex(x.hex()) == x or x != x))(float({x}))")),
        1 => float.clone().prop_map(|x| format!("float({x}).as_integer_ratio()")),
        1 => float.clone().prop_map(|x| format!("(float({x}).is_integer(), int(float({x})) if float({x}) == float({x}) and abs(float({x})) != float('inf') else None)")),
        1 => (float.clone(), float).prop_map(|(a, b)| format!("(divmod({a}, {b}), ({a}) % ({b}), ({a}) // ({b}))")),
        1 => (int.clone(), int).prop_map(|(a, b)| format!("(divmod({a}, {b}), pow({a}, 3, {b}) if {b} else None, ({a}) >> 3, ({a}) & ({b}))")),
    ]
}

/// Cases over text methods with non-ASCII text, separators, counts and widths.
fn text_method_case() -> impl Strategy<Value = String> {
    let text = prop_oneof![
        3 => "[a-cA-C ,\\t'.-]{0,10}".prop_map(|s| batch::py_str(&s)),
        1 => Just("'ﬁne straße ǅ İstanbul'".to_string()),
        1 => Just("'  mixed\\tTabs\\nand lines\\r\\nend '".to_string()),
        1 => Just("\"they're bill's friends\"".to_string()),
        1 => Just("'ΑΒΓ αβγ ς'".to_string()),
    ];
    let method = prop::sample::select(
        &[
            "title()",
            "capitalize()",
            "swapcase()",
            "casefold()",
            "upper()",
            "lower()",
            "split()",
            "split(',', 1)",
            "rsplit(None, 1)",
            "splitlines(True)",
            "partition(' ')",
            "rpartition('a')",
            "expandtabs(3)",
            "strip(' .')",
            "zfill(12)",
            "center(15, '·')",
            "isidentifier()",
            "isprintable()",
            "istitle()",
            "isspace()",
            "isalpha()",
            "isdecimal()",
            "encode('utf-8')",
            "encode('ascii', 'replace')",
            "encode('latin-1', 'ignore')",
            "removeprefix('a')",
            "removesuffix('c')",
            "count('')",
            "find('')",
            "rfind('', 2)",
            "ljust(4, '-')",
            "translate({97: 'A', 98: None})",
            "maketrans('abc', 'xyz')",
        ][..],
    );
    prop_oneof![
        4 => (text.clone(), method).prop_map(|(t, m)| format!("{t}.{m}")),
        1 => (text.clone(), text.clone()).prop_map(|(a, b)| format!("sorted([{a}, {b}, {a}.upper()])")),
        1 => (text.clone(), text.clone()).prop_map(|(a, b)| format!("{a}.join([{b}, {b}])")),
        1 => text.prop_map(|t| format!("(len({t}), {t}[::-1], {t}[1::2], ascii({t}))")),
    ]
}

/// The batch program: the prelude, then each case printing one line.
fn program(cases: &[String]) -> String {
    let mut out = String::from(PRELUDE);
    out.push_str(
        "def exec_unpack(target, source, shown):\n    ns = {'src': source}\n    exec(f'{target} = src', ns)\n    return eval(f'({shown},)', ns)\n",
    );
    for case in cases {
        out.push_str(&format!("show(lambda: ({case}))\n"));
    }
    out
}

#[test]
fn generated_programs_over_complex_buffers_indexes_unpacking_and_formatting_agree_with_cpython() {
    let case = prop_oneof![
        3 => complex_case(),
        3 => buffer_case(),
        3 => index_case(),
        1 => unpack_case(),
        2 => format_case(),
        2 => number_method_case(),
        2 => text_method_case(),
    ];
    for seed in [25, 26, 27, 28] {
        let cases = batch::generate(case.clone(), CASES, seed);
        batch::assert_agree("differential-language", &cases, &program(&cases));
    }
}
