//! Conversions between [`HostValue`] and JSON ([`serde_json::Value`]), the form tool arguments
//! and results take on their way to and from the host.
//!
//! JSON to Python: `null`, booleans and strings map directly; an integer that fits in `i64` or
//! `u64` becomes an `int`, and any other number a `float` (`1.0` stays a float; an integer
//! literal too large for 64 bits is parsed by `serde_json` as a float, so it arrives rounded:
//! this crate does not enable `arbitrary_precision`); arrays become lists and objects dicts, keys
//! in document order.
//!
//! Python to JSON: lists and tuples become arrays, dicts objects (int, float, bool and None keys
//! written as `json.dumps` writes them, other keys refused); sets are refused as `json.dumps`
//! refuses them. Three more kinds of value have no faithful JSON form and are refused with
//! CPython-style messages rather than encoded in a way the tool would not expect: `bytes` (`TypeError`: decode them first), `nan` and infinities
//! (`ValueError`, as `json.dumps(..., allow_nan=False)` says) and ints outside `-2**63 ..
//! 2**64-1` (`OverflowError`, naming their size in bits). Values nested deeper than
//! [`MAX_DEPTH`] are refused both ways (`RecursionError`), so no conversion recurses without
//! bound.

use std::fmt;

use garter::format::repr::push_str_repr;
use garter::types::float::repr_f64;
use garter::HostValue;
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use serde_json::{Map, Number, Value};

/// The deepest nesting of lists, tuples, dicts, arrays and objects a conversion accepts: the
/// same as `serde_json`'s parser, so every document it parses converts.
pub const MAX_DEPTH: usize = 128;

/// A value that cannot be converted. `class` is the Python exception the program should see
/// (`TypeError`, `ValueError`, `OverflowError` or `RecursionError`), `message` its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionError {
    pub class: &'static str,
    pub message: String,
}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.class, self.message)
    }
}

impl std::error::Error for ConversionError {}

/// Converts a JSON value (a tool's result) into a host value.
pub fn json_to_host(value: &Value) -> Result<HostValue, ConversionError> {
    json_to_host_at(value, 0)
}

fn json_to_host_at(value: &Value, depth: usize) -> Result<HostValue, ConversionError> {
    Ok(match value {
        Value::Null => HostValue::None,
        Value::Bool(b) => HostValue::Bool(*b),
        Value::Number(n) => number_to_host(n)?,
        Value::String(s) => HostValue::Str(s.clone()),
        _ if depth >= MAX_DEPTH => return Err(too_deep("converting JSON to a Python value")),
        Value::Array(items) => HostValue::List(
            items
                .iter()
                .map(|item| json_to_host_at(item, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        Value::Object(entries) => HostValue::Dict(
            entries
                .iter()
                .map(|(key, item)| Ok((key.clone(), json_to_host_at(item, depth + 1)?)))
                .collect::<Result<_, _>>()?,
        ),
    })
}

fn number_to_host(n: &Number) -> Result<HostValue, ConversionError> {
    if let Some(i) = n.as_i64() {
        return Ok(HostValue::Int(BigInt::from(i)));
    }
    if let Some(u) = n.as_u64() {
        return Ok(HostValue::Int(BigInt::from(u)));
    }
    // `as_f64` fails only when another crate turns on serde_json's `arbitrary_precision` and
    // the number is out of range.
    n.as_f64().map(HostValue::Float).ok_or_else(|| ConversionError {
        class: "OverflowError",
        message: format!("JSON number {n} is out of range for a Python int or float"),
    })
}

/// Converts a host value (a tool's argument) into JSON.
pub fn host_to_json(value: &HostValue) -> Result<Value, ConversionError> {
    host_to_json_at(value, 0).map_err(|failure| failure.into_error(""))
}

/// Converts bound arguments (as [`crate::bind()`] returns them) into a JSON object, in order. An
/// error names the argument and the place inside it (`argument 'files'[0]`).
pub fn arguments_to_json(arguments: &[(String, HostValue)]) -> Result<Map<String, Value>, ConversionError> {
    let mut object = Map::new();
    for (name, value) in arguments {
        let json = host_to_json_at(value, 0).map_err(|failure| failure.into_error(&format!("argument '{name}'")))?;
        object.insert(name.clone(), json);
    }
    Ok(object)
}

/// A conversion failure on its way out of the value, collecting the path to the failing part.
struct Failure {
    class: &'static str,
    /// What went wrong, then an optional hint printed after the location.
    message: String,
    hint: &'static str,
    /// Path segments (`[0]`, `['key']`) from the failing part outwards; `None` when the message
    /// is about the whole value (its depth) and a path would only repeat `[0]` a hundred times.
    path: Option<Vec<String>>,
}

impl Failure {
    fn into_error(self, root: &str) -> ConversionError {
        let mut message = self.message;
        if let Some(path) = self.path.filter(|path| !root.is_empty() || !path.is_empty()) {
            message.push_str(if root.is_empty() { " (at " } else { " (in " });
            message.push_str(root);
            for segment in path.iter().rev() {
                message.push_str(segment);
            }
            message.push(')');
        }
        message.push_str(self.hint);
        ConversionError {
            class: self.class,
            message,
        }
    }

    fn inside(mut self, segment: String) -> Failure {
        if let Some(path) = &mut self.path {
            path.push(segment);
        }
        self
    }
}

fn host_to_json_at(value: &HostValue, depth: usize) -> Result<Value, Failure> {
    Ok(match value {
        HostValue::None => Value::Null,
        HostValue::Bool(b) => Value::Bool(*b),
        HostValue::Int(i) => int_to_json(i)?,
        HostValue::Float(f) => Number::from_f64(*f).map(Value::Number).ok_or_else(|| Failure {
            class: "ValueError",
            message: format!("Out of range float values are not JSON compliant: {}", repr_f64(*f)),
            hint: "",
            path: Some(Vec::new()),
        })?,
        HostValue::Str(s) => Value::String(s.clone()),
        HostValue::Bytes(_) => {
            return Err(Failure {
                class: "TypeError",
                message: "Object of type bytes is not JSON serializable".into(),
                hint: "; decode it to str first",
                path: Some(Vec::new()),
            })
        }
        _ if depth >= MAX_DEPTH => {
            let error = too_deep("converting a Python value to JSON");
            return Err(Failure {
                class: error.class,
                message: error.message,
                hint: "",
                path: None,
            });
        }
        HostValue::List(items) | HostValue::Tuple(items) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, item)| host_to_json_at(item, depth + 1).map_err(|f| f.inside(format!("[{i}]"))))
                .collect::<Result<_, _>>()?,
        ),
        HostValue::Dict(entries) => {
            let mut object = Map::new();
            for (key, item) in entries {
                let json = host_to_json_at(item, depth + 1).map_err(|f| f.inside(format!("[{}]", key_repr(key))))?;
                object.insert(key.clone(), json);
            }
            Value::Object(object)
        }
        HostValue::Map(entries) => {
            let mut object = Map::new();
            for (key, item) in entries {
                let key = json_key(key)?;
                let json = host_to_json_at(item, depth + 1).map_err(|f| f.inside(format!("[{}]", key_repr(&key))))?;
                object.insert(key, json);
            }
            Value::Object(object)
        }
        HostValue::Set(_) => {
            return Err(Failure {
                class: "TypeError",
                message: "Object of type set is not JSON serializable".into(),
                hint: "; send it as a list",
                path: Some(Vec::new()),
            })
        }
    })
}

/// The JSON object key of a dict key, as `json.dumps` writes it: str as it is, `True`/`False`/
/// `None` as `true`/`false`/`null`, numbers as their JSON text; other keys are a `TypeError`.
fn json_key(key: &HostValue) -> Result<String, Failure> {
    Ok(match key {
        HostValue::Str(s) => s.clone(),
        HostValue::Bool(b) => b.to_string(),
        HostValue::None => "null".to_string(),
        HostValue::Int(i) => i.to_string(),
        HostValue::Float(_) => match host_to_json_at(key, 0)? {
            Value::Number(n) => n.to_string(),
            _ => key_error(key)?,
        },
        other => key_error(other)?,
    })
}

fn key_error(key: &HostValue) -> Result<String, Failure> {
    Err(Failure {
        class: "TypeError",
        message: format!("keys must be str, int, float, bool or None, not {}", key.type_name()),
        hint: "",
        path: Some(Vec::new()),
    })
}

fn int_to_json(i: &BigInt) -> Result<Value, Failure> {
    if let Some(small) = i.to_i64() {
        return Ok(Value::from(small));
    }
    if let Some(large) = i.to_u64() {
        return Ok(Value::from(large));
    }
    Err(Failure {
        class: "OverflowError",
        message: format!(
            "int too big to convert to JSON: it has {} bits, and JSON numbers here range from -2**63 to 2**64-1",
            i.bits()
        ),
        hint: "; send it as a str",
        path: Some(Vec::new()),
    })
}

/// A dict key as it appears in a path: `repr` of the key, as in `['limit']`.
pub(crate) fn key_repr(key: &str) -> String {
    let mut out = String::new();
    push_str_repr(&mut out, key);
    out
}

fn too_deep(doing: &str) -> ConversionError {
    ConversionError {
        class: "RecursionError",
        message: format!("maximum nesting depth of {MAX_DEPTH} exceeded while {doing}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{arguments_to_json, host_to_json, json_to_host, ConversionError, MAX_DEPTH};
    use garter::HostValue;
    use num_bigint::BigInt;
    use serde_json::{json, Value};

    fn int(text: &str) -> HostValue {
        HostValue::Int(text.parse::<BigInt>().unwrap())
    }

    fn nested_json(levels: usize) -> Value {
        let mut value = json!(0);
        for _ in 0..levels {
            value = json!([value]);
        }
        value
    }

    fn nested_host(levels: usize) -> HostValue {
        let mut value = HostValue::None;
        for _ in 0..levels {
            value = HostValue::Tuple(vec![value]);
        }
        value
    }

    fn error(class: &'static str, message: &str) -> ConversionError {
        ConversionError {
            class,
            message: message.into(),
        }
    }

    #[test]
    fn sets_are_refused_and_other_dict_keys_written_as_json_dumps_writes_them() {
        assert_eq!(
            host_to_json(&HostValue::Set(vec![1.into()])),
            Err(error(
                "TypeError",
                "Object of type set is not JSON serializable; send it as a list"
            ))
        );
        let keys = HostValue::Map(vec![
            (1.into(), "a".into()),
            (2.5.into(), "b".into()),
            (true.into(), "c".into()),
            (HostValue::None, "d".into()),
            ("e".into(), HostValue::Map(vec![(3.into(), HostValue::Bytes(vec![]))])),
        ]);
        assert_eq!(
            host_to_json(&keys),
            Err(error(
                "TypeError",
                "Object of type bytes is not JSON serializable (at ['e']['3']); decode it to str first"
            ))
        );
        let HostValue::Map(mut entries) = keys else {
            unreachable!()
        };
        entries.pop();
        assert_eq!(
            host_to_json(&HostValue::Map(entries)),
            Ok(json!({"1": "a", "2.5": "b", "true": "c", "null": "d"}))
        );
        assert_eq!(
            host_to_json(&HostValue::Map(vec![(HostValue::Tuple(vec![]), 1.into())])),
            Err(error(
                "TypeError",
                "keys must be str, int, float, bool or None, not tuple"
            ))
        );
    }

    #[test]
    fn json_scalars_become_python_values() {
        let parsed: Value = serde_json::from_str(
            r#"[null, true, false, 7, -9223372036854775808, 18446744073709551615, 1.0, 2.5e-3,
                100000000000000000000, "s"]"#,
        )
        .unwrap();
        assert_eq!(
            json_to_host(&parsed).unwrap(),
            HostValue::List(vec![
                HostValue::None,
                true.into(),
                false.into(),
                7.into(),
                int("-9223372036854775808"),
                int("18446744073709551615"),
                HostValue::Float(1.0),
                HostValue::Float(0.0025),
                HostValue::Float(1e20),
                "s".into(),
            ])
        );
    }

    #[test]
    fn json_objects_keep_their_order() {
        let parsed: Value = serde_json::from_str(r#"{"z": 1, "a": {"m": [], "b": null}}"#).unwrap();
        assert_eq!(
            json_to_host(&parsed).unwrap(),
            HostValue::Dict(vec![
                ("z".into(), 1.into()),
                (
                    "a".into(),
                    HostValue::Dict(vec![
                        ("m".into(), HostValue::List(vec![])),
                        ("b".into(), HostValue::None)
                    ])
                ),
            ])
        );
    }

    #[test]
    fn json_depth_is_bounded() {
        let text = "[".repeat(127) + &"]".repeat(127);
        let parsed: Value = serde_json::from_str(&text).unwrap();
        assert!(json_to_host(&parsed).is_ok(), "whatever serde_json parses converts");
        assert!(json_to_host(&nested_json(MAX_DEPTH)).is_ok());
        assert_eq!(
            json_to_host(&nested_json(MAX_DEPTH + 1)).unwrap_err(),
            error(
                "RecursionError",
                "maximum nesting depth of 128 exceeded while converting JSON to a Python value"
            )
        );
    }

    #[test]
    fn python_values_become_json() {
        let value = HostValue::Dict(vec![
            ("none".into(), HostValue::None),
            ("flag".into(), true.into()),
            ("small".into(), int("-9223372036854775808")),
            ("large".into(), int("18446744073709551615")),
            ("float".into(), 2.0.into()),
            ("text".into(), "é".into()),
            ("list".into(), HostValue::List(vec![1.into()])),
            ("tuple".into(), HostValue::Tuple(vec!["a".into(), HostValue::None])),
        ]);
        let json = host_to_json(&value).unwrap();
        assert_eq!(
            serde_json::to_string(&json).unwrap(),
            r#"{"none":null,"flag":true,"small":-9223372036854775808,"large":18446744073709551615,"float":2.0,"text":"é","list":[1],"tuple":["a",null]}"#
        );
        assert_eq!(json_to_host(&json).unwrap(), {
            let HostValue::Dict(mut entries) = value else {
                unreachable!()
            };
            entries[7].1 = HostValue::List(vec!["a".into(), HostValue::None]);
            HostValue::Dict(entries)
        });
    }

    #[test]
    fn bytes_are_refused() {
        assert_eq!(
            host_to_json(&HostValue::Bytes(b"x".to_vec())).unwrap_err(),
            error(
                "TypeError",
                "Object of type bytes is not JSON serializable; decode it to str first"
            )
        );
        let nested = HostValue::List(vec![
            HostValue::None,
            HostValue::Dict(vec![("it's".into(), HostValue::Bytes(vec![]))]),
        ]);
        assert_eq!(
            host_to_json(&nested).unwrap_err(),
            error(
                "TypeError",
                "Object of type bytes is not JSON serializable (at [1][\"it's\"]); decode it to str first"
            )
        );
    }

    #[test]
    fn non_finite_floats_are_refused() {
        for (value, text) in [(f64::NAN, "nan"), (f64::INFINITY, "inf"), (f64::NEG_INFINITY, "-inf")] {
            assert_eq!(
                host_to_json(&value.into()).unwrap_err(),
                error(
                    "ValueError",
                    &format!("Out of range float values are not JSON compliant: {text}")
                )
            );
        }
    }

    #[test]
    fn huge_ints_are_refused_with_their_size() {
        let message = "int too big to convert to JSON: it has 65 bits, and JSON numbers here range from -2**63 to \
                       2**64-1; send it as a str";
        assert_eq!(
            host_to_json(&int("18446744073709551616")).unwrap_err(),
            error("OverflowError", message)
        );
        assert_eq!(
            host_to_json(&int("-9223372036854775809")).unwrap_err().message,
            message.replace("65", "64")
        );
    }

    #[test]
    fn python_depth_is_bounded() {
        assert!(host_to_json(&nested_host(MAX_DEPTH)).is_ok());
        assert_eq!(
            host_to_json(&nested_host(MAX_DEPTH + 1)).unwrap_err(),
            error(
                "RecursionError",
                "maximum nesting depth of 128 exceeded while converting a Python value to JSON"
            )
        );
    }

    #[test]
    fn arguments_become_an_object_and_errors_name_them() {
        let arguments = vec![("city".to_string(), "Paris".into()), ("days".to_string(), 3.into())];
        assert_eq!(
            Value::Object(arguments_to_json(&arguments).unwrap()),
            json!({"city": "Paris", "days": 3})
        );
        let arguments = vec![
            ("ok".to_string(), 1.into()),
            ("files".to_string(), HostValue::Tuple(vec![HostValue::Float(f64::NAN)])),
        ];
        assert_eq!(
            arguments_to_json(&arguments).unwrap_err(),
            error(
                "ValueError",
                "Out of range float values are not JSON compliant: nan (in argument 'files'[0])"
            )
        );
        assert_eq!(
            arguments_to_json(&[("data".to_string(), HostValue::Bytes(vec![]))])
                .unwrap_err()
                .to_string(),
            "TypeError: Object of type bytes is not JSON serializable (in argument 'data'); decode it to str first"
        );
    }
}
