//! Generated `json.loads` texts and `json.dumps` calls run by Garter and by CPython 3.11,
//! compared. The texts are valid documents (nesting, every escape including surrogate pairs,
//! huge ints, floats with exponents, `-0`, whitespace) and damaged ones (truncated, a stray
//! character, trailing commas, single quotes, leading zeros, control characters in strings),
//! given as str or as bytes in each encoding `loads` detects, with and without hooks, parsers
//! and `strict=False`, or to `JSONDecoder.raw_decode` from some index. Each case prints the
//! `repr` of the result, or for a `JSONDecodeError` its `msg`, `pos`, `lineno` and `colno`.
//! The dumps calls take nested values with non-str keys, non-ASCII and control characters,
//! nan and inf, under every option the encoder has; each prints the result or the exception's
//! name and message. What the generators leave out, and why, is noted where they leave it out.
//!
//! proptest generates the cases from a fixed seed; they run as one batch in one CPython process
//! and one Garter interpreter, and every line must agree. Needs `python3` (CPython 3.11).

mod batch;

use proptest::prelude::*;

/// `loads` cases per batch.
const LOADS_CASES: usize = 1200;
/// `dumps` cases per batch.
const DUMPS_CASES: usize = 1000;

/// Whitespace between tokens, as JSON allows it.
fn space() -> impl Strategy<Value = String> {
    prop::sample::select(&["", "", "", " ", "\n", "\t", "\r\n", "  "][..]).prop_map(str::to_string)
}

/// A piece of a JSON string's body: plain characters, every escape, and with `pairs` escaped
/// surrogate pairs.
///
/// Excluded: escapes that decode to a lone surrogate (`"\\ud800"`, or a pair that damage split).
/// Garter's str holds only Unicode scalar values, so it decodes them to U+FFFD where CPython keeps
/// the surrogate; a difference of the interpreter's str, not of `json`.
fn string_piece(pairs: bool) -> impl Strategy<Value = String> {
    let pair = prop::sample::select(&["\\ud83d\\ude00", "\\uD83D\\uDE00", "\\udbff\\udfff", "\\ud800\\udc00"][..])
        .prop_map(str::to_string);
    prop_oneof![
        u32::from(pairs) => pair,
        4 => "[a-z0-9 ]{1,3}",
        1 => prop::sample::select(&["é", "€", "😀", "\u{7f}", "\u{2028}", "'", "/"][..]).prop_map(str::to_string),
        3 => prop::sample::select(&[
            "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u00e9", "\\u0041", "\\u00E9",
            "\\u0000", "\\u001f", "\\u20AC", "\\uffff",
        ][..])
        .prop_map(str::to_string),
    ]
}

fn json_string(pairs: bool) -> impl Strategy<Value = String> {
    prop::collection::vec(string_piece(pairs), 0..4).prop_map(|pieces| format!("\"{}\"", pieces.concat()))
}

fn json_number() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => (-50i64..50).prop_map(|i| i.to_string()),
        1 => any::<i64>().prop_map(|i| i.to_string()),
        1 => ("-?[1-9][0-9]{20,60}").prop_map(|s| s.to_string()),
        2 => (-999i32..999, "[0-9]{1,4}").prop_map(|(i, f)| format!("{i}.{f}")),
        2 => (-99i32..99, prop::sample::select(&["e", "E"][..]), prop::sample::select(&["", "+", "-"][..]), 0u32..30)
            .prop_map(|(m, e, sign, x)| format!("{m}{e}{sign}{x}")),
        1 => prop::sample::select(&["-0", "-0.0", "0.0", "1e400", "-1e400", "1e-400", "0.1", "2.5E-3", "123456789012345678.5"][..])
            .prop_map(str::to_string),
    ]
}

/// A JSON document's text; whitespace sits around every token. `pairs`: whether strings may
/// hold escaped surrogate pairs.
fn json_text(pairs: bool) -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        2 => prop::sample::select(&["null", "true", "false"][..]).prop_map(str::to_string),
        4 => json_number(),
        4 => json_string(pairs),
    ];
    leaf.prop_recursive(3, 24, 4, move |inner| {
        let spaced = (space(), inner, space())
            .prop_map(|(a, v, b)| format!("{a}{v}{b}"))
            .boxed();
        prop_oneof![
            prop::collection::vec(spaced.clone(), 0..4).prop_map(|items| format!("[{}]", items.join(","))),
            prop::collection::vec((space(), json_string(pairs), space(), spaced), 0..4).prop_map(|entries| {
                let members: Vec<String> = entries
                    .into_iter()
                    .map(|(a, k, b, v)| format!("{a}{k}{b}:{v}"))
                    .collect();
                format!("{{{}}}", members.join(","))
            }),
        ]
    })
}

/// Texts json.loads rejects, or accepts only as Python's extensions do, and ints about as long
/// as CPython converts (4300 digits).
fn odd_text() -> impl Strategy<Value = String> {
    let listed = prop::sample::select(
        &[
            "NaN",
            "Infinity",
            "-Infinity",
            "[NaN, -Infinity]",
            "01",
            "-01",
            "00.5",
            "1.",
            ".5",
            "+1",
            "1e",
            "1e+",
            "-",
            "--1",
            "tru",
            "nul",
            "fals",
            "[1 2]",
            "{\"a\" 1}",
            "{1: 2}",
            "{\"a\": 1,}",
            "[1,]",
            "[,1]",
            "[1,,2]",
            "\"a\u{1}b\"",
            "\"a\nb\"",
            "\"a\tb\"",
            "\"\\x41\"",
            "\"\\u12\"",
            "\"\\u12G4\"",
            "\"\\ud800\\u12\"",
            "\"\\ud800\\",
            "'a'",
            "{'a': 1}",
            "\u{feff}[]",
            "[] x",
            "[1] [2]",
            "{\"a\":}",
            "{\"a\"",
            "[",
            "{",
            "\"",
            "",
            "  ",
            "\n\n  x",
            "[\n1,\n2\n",
            "[\"a\",\n\"b\" \"c\"]",
            "1_000",
            "0x10",
            "Infinityx",
            "nulll",
        ][..],
    )
    .prop_map(str::to_string);
    prop_oneof![
        30 => listed,
        4 => (4299usize..4302, prop::bool::ANY).prop_map(|(digits, negative)| {
            format!("{}{}", if negative { "-" } else { "" }, "7".repeat(digits))
        }),
    ]
}

/// A valid text damaged once: truncated, a stray character put in, or its quotes made single.
/// Its strings hold no surrogate pairs, which a stray character could split.
fn damaged_text() -> impl Strategy<Value = String> {
    let stray = prop::sample::select(&[",", "]", "}", "'", "x", ":", "\"", "\\", "\u{1}", "\n", "0", "-"][..]);
    prop_oneof![
        (json_text(false), 0.0f64..1.0).prop_map(|(t, at)| {
            let chars: Vec<char> = t.chars().collect();
            chars[..(chars.len() as f64 * at) as usize].iter().collect()
        }),
        (json_text(false), 0.0f64..1.0, stray).prop_map(|(t, at, c)| {
            let mut chars: Vec<char> = t.chars().collect();
            let at = (chars.len() as f64 * at) as usize;
            chars.splice(at..at, c.chars());
            chars.into_iter().collect()
        }),
        json_text(false).prop_map(|t| t.replace('"', "'")),
        json_text(false).prop_map(|t| match t.char_indices().last() {
            Some((i, c @ (']' | '}'))) => format!("{},{c}", &t[..i]),
            _ => format!("{t},"),
        }),
    ]
}

/// `text` encoded as `encoding` says (`utf-8`, `utf-16-le`, `utf-32-be`, ...; `-sig` or `-bom`
/// put a byte order mark first), as a Python bytes literal.
fn py_bytes(text: &str, encoding: &str) -> String {
    let mut bytes: Vec<u8> = Vec::new();
    let bom = encoding.ends_with("-sig") || encoding.ends_with("-bom");
    let little = encoding.contains("-le");
    let mut push = |unit: u32, width: usize| {
        if little {
            bytes.extend_from_slice(&unit.to_le_bytes()[..width]);
        } else {
            bytes.extend_from_slice(&unit.to_be_bytes()[4 - width..]);
        }
    };
    if encoding.starts_with("utf-16") {
        if bom {
            push(0xfeff, 2);
        }
        text.encode_utf16().for_each(|unit| push(u32::from(unit), 2));
    } else if encoding.starts_with("utf-32") {
        if bom {
            push(0xfeff, 4);
        }
        text.chars().for_each(|c| push(c as u32, 4));
    } else {
        if bom {
            bytes.extend_from_slice("\u{feff}".as_bytes());
        }
        bytes.extend_from_slice(text.as_bytes());
    }
    let body: String = bytes
        .iter()
        .map(|&b| match b {
            b'\\' => "\\\\".to_string(),
            b'\'' => "\\'".to_string(),
            b' '..=b'~' => char::from(b).to_string(),
            _ => format!("\\x{b:02x}"),
        })
        .collect();
    format!("b'{body}'")
}

/// Keyword arguments for loads: none mostly, else a hook, a parser or `strict=False`.
fn loads_options() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        8 => Just(""),
        1 => prop::sample::select(&[
            "strict=False", "object_pairs_hook=list", "object_hook=lambda d: sorted(d.items())",
            "parse_int=str, parse_float=str", "parse_constant=str", "parse_int=float",
            "object_pairs_hook=dict, object_hook=list", "parse_float=lambda t: t[::-1]",
        ][..]),
    ]
}

/// `json.loads` of a text, mostly as str, else as bytes in one of the encodings it detects,
/// or `JSONDecoder.raw_decode` of it from some index.
fn loads_case() -> impl Strategy<Value = String> {
    let text = prop_oneof![5 => json_text(true), 3 => damaged_text(), 1 => odd_text()];
    let encoding = prop_oneof![
        12 => Just("str"),
        3 => prop::sample::select(&[
            "utf-8", "utf-8-sig", "utf-16-le", "utf-16-be", "utf-16-le-bom", "utf-16-be-bom", "utf-32-le",
            "utf-32-be", "utf-32-le-bom", "utf-32-be-bom",
        ][..]),
    ];
    let raw_decode = prop_oneof![12 => Just(None), 1 => (-1i32..6).prop_map(Some)];
    (text, encoding, loads_options(), raw_decode).prop_map(|(text, encoding, options, raw_decode)| {
        let document = match encoding {
            "str" => batch::py_str(&text),
            _ => py_bytes(&text, encoding),
        };
        match (encoding, raw_decode) {
            ("str", Some(index)) => format!("json.JSONDecoder({options}).raw_decode({document}, {index})"),
            _ if options.is_empty() => format!("json.loads({document})"),
            _ => format!("json.loads({document}, {options})"),
        }
    })
}

/// A Python str literal with non-ASCII, control characters and quotes; no lone surrogates (see
/// `string_piece`).
fn py_string() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => "[a-z ]{1,3}",
        2 => prop::sample::select(&[
            "\\xe9", "\\u20ac", "\\U0001f600", "\\n", "\\t", "\\x00", "\\x1f", "\\x7f", "\\x80", "\\\\", "\\'",
            "\"", "/", "\\u2028", "\\b", "\\x0c", "\\r",
        ][..])
        .prop_map(str::to_string),
    ];
    prop::collection::vec(piece, 0..4).prop_map(|pieces| format!("'{}'", pieces.concat()))
}

fn py_scalar() -> impl Strategy<Value = String> {
    prop_oneof![
        1 => prop::sample::select(&["None", "True", "False"][..]).prop_map(str::to_string),
        2 => (-1000i64..1000).prop_map(|i| i.to_string()),
        1 => prop::sample::select(&["2**64", "-(10**30)", "2**63 - 1", "10**4299", "-(10**4300)"][..]).prop_map(str::to_string),
        2 => prop::sample::select(&[
            "1.5", "-0.0", "0.1", "1e300", "1e-7", "1e16", "123456789.0", "-2.5e-5", "float('nan')",
            "float('inf')", "-float('inf')", "1/3",
        ][..])
        .prop_map(str::to_string),
        3 => py_string(),
    ]
}

/// A dict key: a str mostly, or unless `str_only` an int, float, bool or None, and rarely one
/// the encoder refuses.
///
/// `str_only` is for `sort_keys=True`. Excluded: sorting keys of types that do not compare. Both
/// raise TypeError, but the message names the pair of types the sort compared first, and Garter's
/// sort (a merge sort) compares in another order than CPython's timsort.
fn py_key(str_only: bool) -> impl Strategy<Value = String> {
    let others = u32::from(!str_only);
    prop_oneof![
        5 => py_string(),
        2 * others => (-5i64..5).prop_map(|i| i.to_string()),
        others => prop::sample::select(&[
            "1.5", "-0.0", "float('nan')", "float('inf')", "True", "False", "None", "2**70", "(1, 2)", "b'k'",
        ][..])
        .prop_map(str::to_string),
    ]
}

/// A Python value to encode, nesting lists, tuples and dicts (with keys as `py_key`); rarely
/// a set, bytes, range or complex number (which json refuses).
fn py_value(str_keys: bool) -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        12 => py_scalar(),
        1 => prop::sample::select(&["{1, 2}", "b'xy'", "range(2)", "object", "1j"][..]).prop_map(str::to_string),
    ];
    leaf.prop_recursive(3, 20, 4, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|items| format!("[{}]", items.join(", "))),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|items| match items.len() {
                0 => "()".to_string(),
                _ => format!("({},)", items.join(", ")),
            }),
            prop::collection::vec((py_key(str_keys), inner), 0..4).prop_map(|pairs| {
                let members: Vec<String> = pairs.into_iter().map(|(k, v)| format!("{k}: {v}")).collect();
                format!("{{{}}}", members.join(", "))
            }),
        ]
    })
}

/// Keyword arguments for dumps, each option present or not; `sort_keys=True` just when `sorted`.
fn dumps_options(sorted: bool) -> impl Strategy<Value = String> {
    let sort_keys: &[&str] = if sorted {
        &["sort_keys=True"]
    } else {
        &["", "sort_keys=False"]
    };
    (
        prop::sample::select(&["", "", "indent=None", "indent=0", "indent=2", "indent='\\t'"][..]),
        prop::sample::select(sort_keys),
        prop::sample::select(
            &[
                "",
                "",
                "separators=(',', ':')",
                "separators=(', ', ': ')",
                "separators=(';', '=')",
            ][..],
        ),
        prop::sample::select(&["", "ensure_ascii=False", "ensure_ascii=True"][..]),
        prop::sample::select(&["", "", "allow_nan=False"][..]),
        prop::sample::select(&["", "", "default=str", "skipkeys=True", "default=str, skipkeys=True"][..]),
    )
        .prop_map(|(a, b, c, d, e, f)| {
            [a, b, c, d, e, f]
                .into_iter()
                .filter(|option| !option.is_empty())
                .collect::<Vec<_>>()
                .join(", ")
        })
}

fn dumps_case() -> impl Strategy<Value = String> {
    let sorted = (py_value(true), dumps_options(true));
    let unsorted = (py_value(false), dumps_options(false));
    prop_oneof![sorted, unsorted].prop_map(|(value, options)| {
        if options.is_empty() {
            format!("json.dumps({value})")
        } else {
            format!("json.dumps({value}, {options})")
        }
    })
}

/// The batch program: each case prints one line.
fn program(cases: &[String]) -> String {
    let mut out = String::from(
        "import json\n\
         def show(thunk):\n    \
             try:\n        \
                 print(repr(thunk()))\n    \
             except json.JSONDecodeError as e:\n        \
                 print('JSONDecodeError', repr(e.msg), e.pos, e.lineno, e.colno, repr(str(e)))\n    \
             except Exception as e:\n        \
                 print(type(e).__name__, repr(str(e)))\n",
    );
    for case in cases {
        out.push_str(&format!("show(lambda: {case})\n"));
    }
    out
}

#[test]
fn generated_json_agrees_with_cpython() {
    let mut cases = batch::generate(loads_case(), LOADS_CASES, 11);
    cases.extend(batch::generate(dumps_case(), DUMPS_CASES, 12));
    batch::assert_agree("differential-json", &cases, &program(&cases));
}
