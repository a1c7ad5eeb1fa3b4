//! Python literals for host values and JSON values, as CPython's `repr` writes them: `None`,
//! `True`, `'text'` (CPython's quote choice and escapes), shortest round-trip floats, `b'..'`,
//! `(1,)`. Used for defaults and `Literal[...]` in stubs and for values in error messages.

use garter::format::repr::{push_bytes_repr, push_str_repr};
use garter::types::float::repr_f64;
use garter::HostValue;
use serde_json::Value;

use crate::value_json::MAX_DEPTH;

/// `repr(value)` as CPython prints it. Containers nested deeper than [`MAX_DEPTH`] print as
/// `...`, as `reprlib` does, so the output stays bounded.
pub fn python_repr(value: &HostValue) -> String {
    let mut out = String::new();
    push_host_repr(&mut out, value, 0);
    out
}

/// The Python literal for a JSON value: `null` is `None`, arrays are lists, objects are dicts.
pub(crate) fn json_as_python(value: &Value) -> String {
    let mut out = String::new();
    push_json_repr(&mut out, value, 0);
    out
}

fn push_host_repr(out: &mut String, value: &HostValue, depth: usize) {
    match value {
        HostValue::None => out.push_str("None"),
        HostValue::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        HostValue::Int(i) => out.push_str(&i.to_string()),
        HostValue::Float(f) => out.push_str(&repr_f64(*f)),
        HostValue::Str(s) => push_str_repr(out, s),
        HostValue::Bytes(b) => push_bytes_repr(out, b),
        _ if depth >= MAX_DEPTH => out.push_str("..."),
        HostValue::List(items) => push_items(out, "[", items, "]", depth),
        HostValue::Tuple(items) if items.len() == 1 => push_items(out, "(", items, ",)", depth),
        HostValue::Tuple(items) => push_items(out, "(", items, ")", depth),
        HostValue::Dict(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                push_str_repr(out, key);
                out.push_str(": ");
                push_host_repr(out, item, depth + 1);
            }
            out.push('}');
        }
        HostValue::Set(items) if items.is_empty() => out.push_str("set()"),
        HostValue::Set(items) => push_items(out, "{", items, "}", depth),
        HostValue::Map(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                push_host_repr(out, key, depth + 1);
                out.push_str(": ");
                push_host_repr(out, item, depth + 1);
            }
            out.push('}');
        }
    }
}

fn push_items(out: &mut String, open: &str, items: &[HostValue], close: &str, depth: usize) {
    out.push_str(open);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        push_host_repr(out, item, depth + 1);
    }
    out.push_str(close);
}

fn push_json_repr(out: &mut String, value: &Value, depth: usize) {
    match value {
        Value::Null => out.push_str("None"),
        Value::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        Value::Number(n) => match n.as_f64() {
            Some(f) if n.is_f64() => out.push_str(&repr_f64(f)),
            _ => out.push_str(&n.to_string()),
        },
        Value::String(s) => push_str_repr(out, s),
        _ if depth >= MAX_DEPTH => out.push_str("..."),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                push_json_repr(out, item, depth + 1);
            }
            out.push(']');
        }
        Value::Object(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                push_str_repr(out, key);
                out.push_str(": ");
                push_json_repr(out, item, depth + 1);
            }
            out.push('}');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{json_as_python, python_repr};
    use garter::HostValue;
    use serde_json::json;

    #[test]
    fn scalars() {
        assert_eq!(python_repr(&HostValue::None), "None");
        assert_eq!(python_repr(&true.into()), "True");
        assert_eq!(python_repr(&false.into()), "False");
        assert_eq!(python_repr(&(-42).into()), "-42");
        assert_eq!(
            python_repr(&HostValue::Int("123456789012345678901234567890".parse().unwrap())),
            "123456789012345678901234567890"
        );
        assert_eq!(python_repr(&1.0.into()), "1.0");
        assert_eq!(python_repr(&1e16.into()), "1e+16");
        assert_eq!(python_repr(&0.1.into()), "0.1");
        assert_eq!(python_repr(&f64::NAN.into()), "nan");
    }

    #[test]
    fn strings_quote_as_cpython() {
        assert_eq!(python_repr(&"C".into()), "'C'");
        assert_eq!(python_repr(&"it's".into()), "\"it's\"");
        assert_eq!(python_repr(&"both ' and \"".into()), "'both \\' and \"'");
        assert_eq!(python_repr(&"tab\there\n".into()), "'tab\\there\\n'");
        assert_eq!(python_repr(&"café ☕".into()), "'café ☕'");
        assert_eq!(python_repr(&HostValue::Bytes(b"a'\x00".to_vec())), "b\"a'\\x00\"");
    }

    #[test]
    fn containers() {
        let value = HostValue::Dict(vec![
            ("list".into(), HostValue::List(vec![1.into(), "x".into()])),
            ("one".into(), HostValue::Tuple(vec![HostValue::None])),
            ("empty".into(), HostValue::Tuple(vec![])),
        ]);
        assert_eq!(python_repr(&value), "{'list': [1, 'x'], 'one': (None,), 'empty': ()}");
    }

    #[test]
    fn sets_and_dicts_with_other_keys() {
        assert_eq!(python_repr(&HostValue::Set(vec![])), "set()");
        assert_eq!(python_repr(&HostValue::Set(vec![1.into(), "a".into()])), "{1, 'a'}");
        let value = HostValue::Map(vec![
            (HostValue::Tuple(vec![1.into()]), HostValue::None),
            (2.into(), "b".into()),
        ]);
        assert_eq!(python_repr(&value), "{(1,): None, 2: 'b'}");
    }

    #[test]
    fn deep_values_are_cut_off() {
        let mut value = HostValue::List(vec![]);
        for _ in 0..200 {
            value = HostValue::List(vec![value]);
        }
        let text = python_repr(&value);
        assert!(text.starts_with("[[[[") && text.contains("..."), "{text}");
        assert_eq!(text.matches('[').count(), 128);
    }

    #[test]
    fn json_values() {
        let value = json!([null, true, false, 3, 18446744073709551615u64, -1.5, 2.0, "a", {"k": [1]}]);
        assert_eq!(
            json_as_python(&value),
            "[None, True, False, 3, 18446744073709551615, -1.5, 2.0, 'a', {'k': [1]}]"
        );
        let mut deep = json!(1);
        for _ in 0..200 {
            deep = json!({ "k": deep });
        }
        assert!(json_as_python(&deep).contains("{'k': ..."));
    }
}
