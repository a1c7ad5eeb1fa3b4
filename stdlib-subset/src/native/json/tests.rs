//! The scanner and the encoder on their own, over a bare `Vm` (CPython 3.11's results).

use garter::value::Value;
use garter::vm::Vm;

use super::decode::{char_offset, hex4, number_end, skip_whitespace, Events, Scanner, Stop as DecodeStop};
use super::encode::{escape_into, float_text, Encoder, Options};

fn escaped(text: &str, ensure_ascii: bool) -> String {
    let mut out = String::new();
    escape_into(&mut out, text, ensure_ascii);
    out
}

#[test]
fn numbers_end_where_cpython_stops_reading() {
    assert_eq!(number_end(b"123,", 0), Some((3, false)));
    assert_eq!(number_end(b"-0.5e+3]", 0), Some((7, true)));
    assert_eq!(number_end(b"012", 0), Some((1, false)));
    assert_eq!(number_end(b"1.", 0), Some((1, false)));
    assert_eq!(number_end(b"1e", 0), Some((1, false)));
    assert_eq!(number_end(b"1E-x", 0), Some((1, false)));
    assert_eq!(number_end(b"-", 0), None);
    assert_eq!(number_end(b".5", 0), None);
}

#[test]
fn unicode_escapes_need_four_hex_digits_and_a_following_character() {
    assert_eq!(hex4(b"u00e9\"", 0), Some(0xE9));
    assert_eq!(hex4(b"u00e9", 0), None);
    assert_eq!(hex4(b"u00g9\"", 0), None);
    assert_eq!(hex4(b"uD83D\"", 0), Some(0xD83D));
}

#[test]
fn offsets_count_characters() {
    assert_eq!(char_offset("aé€😀x", 1), 1);
    assert_eq!(char_offset("aé€😀x", 3), 2);
    assert_eq!(char_offset("aé€😀x", 10), 4);
    assert_eq!(skip_whitespace(b" \t\r\n x", 0), 5);
}

#[test]
fn strings_are_escaped_as_cpython_escapes_them() {
    assert_eq!(escaped("a\"b\\c\n\t\u{1}", true), "\"a\\\"b\\\\c\\n\\t\\u0001\"");
    assert_eq!(escaped("é😀\u{7f}", true), "\"\\u00e9\\ud83d\\ude00\\u007f\"");
    assert_eq!(escaped("é😀\u{7f}", false), "\"é😀\u{7f}\"");
}

#[test]
fn floats_are_written_as_their_repr_or_refused() {
    assert_eq!(float_text(1e-7, true, false).ok().as_deref(), Some("1e-07"));
    assert_eq!(float_text(-0.0, true, false).ok().as_deref(), Some("-0.0"));
    assert_eq!(
        float_text(f64::NEG_INFINITY, true, false).ok().as_deref(),
        Some("-Infinity")
    );
    assert!(float_text(f64::NAN, false, false).is_err());
}

/// Scans `text` as a whole document: the repr of its value, or the syntax error's message and
/// byte offset, or the raised error's message.
fn scan(text: &str) -> String {
    let mut vm = Vm::new();
    let mut scanner = Scanner::new(text, true, Value::float(f64::NAN), 50);
    let start = skip_whitespace(text.as_bytes(), 0);
    match scanner.value(&mut vm, start) {
        Ok((value, end)) => format!("{} {end}", vm.repr(value).unwrap_or_default()),
        Err(DecodeStop::Syntax(message, at)) => format!("{message} @{at}"),
        Err(DecodeStop::TooDeep(message)) => message,
        Err(DecodeStop::Raise(err)) => format!("raised {err:?}").chars().take(60).collect(),
    }
}

#[test]
fn the_scanner_builds_values_with_cpython_semantics() {
    assert_eq!(
        scan(r#"{"a": [1, -2.5e1, "x\u00e9"], "a": 3, "b": null}"#),
        "{'a': 3, 'b': None} 48"
    );
    assert_eq!(
        scan("[true, false, -0, 12345678901234567890123]"),
        "[True, False, 0, 12345678901234567890123] 42"
    );
    assert_eq!(scan(r#""\ud83d\ude00\ud800""#), "'😀\u{fffd}' 20");
    assert_eq!(scan("[1, 2] tail"), "[1, 2] 6");
}

#[test]
fn the_scanner_reports_cpython_messages_at_byte_offsets() {
    assert_eq!(scan("[1,]"), "Expecting value @3");
    assert_eq!(scan(r#"{"a" 1}"#), "Expecting ':' delimiter @5");
    assert_eq!(scan("{1: 2}"), "Expecting property name enclosed in double quotes @1");
    assert_eq!(scan(r#"["é" 1]"#), "Expecting ',' delimiter @6");
    assert_eq!(scan("\"a\u{1}\""), "Invalid control character at @2");
    assert_eq!(scan(r#""\q""#), "Invalid \\escape @1");
    assert_eq!(scan(r#""\u12"#), "Invalid \\uXXXX escape @2");
    assert_eq!(scan(r#""abc"#), "Unterminated string starting at @0");
}

#[test]
fn nesting_past_the_bound_raises_instead_of_recursing() {
    assert_eq!(
        scan(&"[".repeat(100_000)),
        "maximum recursion depth exceeded while decoding a JSON array from a unicode string"
    );
    assert!(scan(&"[".repeat(50)).starts_with("Expecting value"));
}

/// Encodes `value` (made by `make`) with the given indent and sort order.
fn encode(make: impl FnOnce(&mut Vm) -> Value, indent: Option<&str>, sort_keys: bool) -> Option<String> {
    let mut vm = Vm::new();
    let value = make(&mut vm);
    let options = Options {
        indent: indent.map(str::to_string),
        item_separator: if indent.is_some() { "," } else { ", " }.to_string(),
        key_separator: ": ".to_string(),
        sort_keys,
        ensure_ascii: true,
        allow_nan: true,
        skipkeys: false,
        check_circular: true,
        max_depth: 100,
    };
    Encoder::new(&options).encode(&mut vm, value).ok()
}

fn sample(vm: &mut Vm) -> Value {
    let b = vm.new_str("b");
    let a = vm.new_str("a");
    let text = vm.new_str("é");
    let empty = vm.new_list(Vec::new());
    let list = vm.new_list(vec![Value::Int(1), text, empty, Value::None]);
    vm.new_dict_from_items(vec![(b, list), (a, Value::float(0.5))])
        .unwrap_or(Value::None)
}

#[test]
fn the_encoder_writes_cpython_layouts() {
    assert_eq!(
        encode(sample, None, false).as_deref(),
        Some(r#"{"b": [1, "\u00e9", [], null], "a": 0.5}"#)
    );
    assert_eq!(
        encode(sample, None, true).as_deref(),
        Some(r#"{"a": 0.5, "b": [1, "\u00e9", [], null]}"#)
    );
    assert_eq!(
        encode(sample, Some(" "), false).as_deref(),
        Some("{\n \"b\": [\n  1,\n  \"\\u00e9\",\n  [],\n  null\n ],\n \"a\": 0.5\n}")
    );
}

#[test]
fn the_encoder_leaves_other_objects_to_python() {
    let set = |vm: &mut Vm| {
        let items = vm.new_tuple(vec![Value::Int(1)]);
        vm.new_list(vec![Value::Int(1), Value::Ellipsis, items])
    };
    assert_eq!(encode(set, None, false), None);
}

#[test]
fn with_hooks_the_scanner_writes_the_program_in_document_order() {
    let mut vm = Vm::new();
    let text = r#"[1.5, {"a": NaN, "b": 12345678901234567890}, 7, {}]"#;
    let mut scanner = Scanner::new(text, true, Value::float(f64::NAN), 50);
    scanner.events = Some(Events {
        ops: Vec::new(),
        args: Vec::new(),
        parse_int: false,
        parse_float: true,
        parse_constant: true,
    });
    assert!(scanner.value(&mut vm, 0).is_ok());
    let events = scanner.events.take().map(|e| (e.ops, e.args)).unwrap_or_default();
    let ops: Vec<Value> = [2, 0, 3, 0, 1, 5, 0, 5, 4].into_iter().map(Value::Int).collect();
    assert_eq!(events.0, ops);
    let args: Vec<String> = events.1.iter().map(|&v| vm.repr(v).unwrap_or_default()).collect();
    assert_eq!(
        args,
        [
            "'1.5'",
            "'a'",
            "'NaN'",
            "'b'",
            "'12345678901234567890'",
            "2",
            "7",
            "0",
            "4"
        ]
    );
}
