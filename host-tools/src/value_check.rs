//! Checking an argument against its parameter's JSON Schema (the keywords listed in
//! `schema.rs`), with messages that say where inside the argument the problem is:
//! `get_weather() argument 'filters'['limit'] must be int, not str`.
//!
//! Recursion follows the schema, never the value alone, so it is bounded by the schema's depth
//! (at most `MAX_SCHEMA_DEPTH`, which the spec constructors enforce and this module re-checks).

use garter::exceptions::suggest::closest;
use garter::HostValue;
use num_bigint::BigInt;
use num_traits::FromPrimitive;
use serde_json::{Map, Value};

use crate::bind::{type_error, BindError};
use crate::python_repr::{json_as_python, python_repr};
use crate::schema::{
    alternatives, declared_types, enum_values, forbids_other_properties, item_schema, properties, required, JsonType,
    MAX_SCHEMA_DEPTH,
};
use crate::spec::Param;
use crate::value_json::{key_repr, MAX_DEPTH};

/// The longest `repr` of a value that an error message quotes in full.
const MAX_QUOTED: usize = 80;

/// Checks the argument `value` given for `param` of the tool `function`.
pub(crate) fn check_argument(function: &str, param: &Param, value: &HostValue) -> Result<(), BindError> {
    let mut checker = Checker {
        function,
        location: format!("argument '{}'", param.name),
    };
    checker.check(&param.schema, value, 0)
}

struct Checker<'a> {
    function: &'a str,
    /// Where the value being checked is: `argument 'filters'['tags'][0]`.
    location: String,
}

impl Checker<'_> {
    fn check(&mut self, schema: &Value, value: &HostValue, depth: usize) -> Result<(), BindError> {
        if depth > MAX_SCHEMA_DEPTH {
            return Err(BindError {
                class: "RecursionError",
                message: format!(
                    "{}() {}: schema nested deeper than {MAX_SCHEMA_DEPTH} levels",
                    self.function, self.location
                ),
            });
        }
        if let Some(types) = declared_types(schema) {
            if !types.is_empty() && !types.iter().any(|t| t.accepts(value)) {
                return Err(self.wrong_type(&types, value));
            }
        }
        if let Some(values) = enum_values(schema) {
            if !values.iter().any(|v| equals(value, v, 0)) {
                return Err(self.not_in_enum(values, value));
            }
        }
        for members in alternatives(schema) {
            self.check_alternatives(members, value, depth)?;
        }
        match value {
            HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) => {
                if let Some(item_schema) = item_schema(schema) {
                    for (i, item) in items.iter().enumerate() {
                        self.check_inside(&format!("[{i}]"), item_schema, item, depth)?;
                    }
                }
            }
            HostValue::Dict(entries) => self.check_object(schema, entries, depth)?,
            _ => {}
        }
        Ok(())
    }

    /// Checks the part of the current value at `segment` (`[0]`, `['key']`).
    fn check_inside(
        &mut self,
        segment: &str,
        schema: &Value,
        value: &HostValue,
        depth: usize,
    ) -> Result<(), BindError> {
        let length = self.location.len();
        self.location.push_str(segment);
        self.check(schema, value, depth + 1)?;
        self.location.truncate(length);
        Ok(())
    }

    /// `anyOf` / `oneOf`: the value must match one member. When none matches, the error is that
    /// of the first member whose type fits the value (it went wrong deeper inside), or else a
    /// type error listing every member's types.
    fn check_alternatives(&mut self, members: &[Value], value: &HostValue, depth: usize) -> Result<(), BindError> {
        let mut fitting_type_error = None;
        let mut expected = Vec::new();
        for member in members {
            let Err(error) = self.check_inside("", member, value, depth) else {
                return Ok(());
            };
            match declared_types(member) {
                Some(types) if !types.is_empty() && !types.iter().any(|t| t.accepts(value)) => expected.extend(types),
                _ => {
                    fitting_type_error.get_or_insert(error);
                }
            }
        }
        Err(fitting_type_error.unwrap_or_else(|| self.wrong_type(&expected, value)))
    }

    fn check_object(&mut self, schema: &Value, entries: &[(String, HostValue)], depth: usize) -> Result<(), BindError> {
        let empty = Map::new();
        let properties = properties(schema).unwrap_or(&empty);
        if forbids_other_properties(schema) {
            if let Some((key, _)) = entries.iter().find(|(key, _)| !properties.contains_key(key)) {
                let mut message = format!(
                    "{}() {} got an unexpected key {}",
                    self.function,
                    self.location,
                    key_repr(key)
                );
                if let Some(suggestion) = closest(key, properties.keys().map(String::as_str)) {
                    message.push_str(&format!(". Did you mean {}?", key_repr(suggestion)));
                }
                return Err(type_error(message));
            }
        }
        if let Some(name) = required(schema).find(|name| !entries.iter().any(|(key, _)| key == name)) {
            return Err(type_error(format!(
                "{}() {} is missing required key {}",
                self.function,
                self.location,
                key_repr(name)
            )));
        }
        for (key, item) in entries {
            if let Some(property) = properties.get(key) {
                self.check_inside(&format!("[{}]", key_repr(key)), property, item, depth)?;
            }
        }
        Ok(())
    }

    fn wrong_type(&self, types: &[JsonType], value: &HostValue) -> BindError {
        let mut names: Vec<&str> = Vec::new();
        for name in types.iter().flat_map(|t| t.python_types()) {
            if !names.contains(name) {
                names.push(name);
            }
        }
        if let Some(none) = names.iter().position(|name| *name == "None") {
            names.remove(none);
            names.push("None");
        }
        let expected = match names.split_last() {
            Some((last, init)) if !init.is_empty() => format!("{} or {last}", init.join(", ")),
            _ => names.concat(),
        };
        type_error(format!(
            "{}() {} must be {expected}, not {}",
            self.function,
            self.location,
            value.type_name()
        ))
    }

    fn not_in_enum(&self, values: &[Value], value: &HostValue) -> BindError {
        let allowed: Vec<String> = values.iter().map(json_as_python).collect();
        let allowed = match allowed.as_slice() {
            [one] => one.clone(),
            many => format!("one of {}", many.join(", ")),
        };
        let mut given = python_repr(value);
        if given.chars().count() > MAX_QUOTED {
            given = given.chars().take(MAX_QUOTED - 3).chain("...".chars()).collect();
        }
        BindError {
            class: "ValueError",
            message: format!("{}() {} must be {allowed}, not {given}", self.function, self.location),
        }
    }
}

/// Whether a Python value equals a JSON value as JSON Schema's `enum` compares them: numbers by
/// value (`1 == 1.0`), `bool` apart from numbers, lists and tuples as arrays.
fn equals(value: &HostValue, json: &Value, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match (value, json) {
        (HostValue::None, Value::Null) => true,
        (HostValue::Bool(a), Value::Bool(b)) => a == b,
        (HostValue::Str(a), Value::String(b)) => a == b,
        (HostValue::Int(a), Value::Number(b)) => match json_number_as_int(b) {
            Some(b) => *a == b,
            None => b.as_f64().is_some_and(|b| float_equals_int(b, a)),
        },
        (HostValue::Float(a), Value::Number(b)) => match json_number_as_int(b) {
            Some(b) => float_equals_int(*a, &b),
            None => b.as_f64() == Some(*a),
        },
        (HostValue::List(items) | HostValue::Tuple(items), Value::Array(values)) => {
            items.len() == values.len() && items.iter().zip(values).all(|(item, v)| equals(item, v, depth + 1))
        }
        (HostValue::Dict(entries), Value::Object(object)) => {
            entries.len() == object.len()
                && entries
                    .iter()
                    .all(|(key, item)| object.get(key).is_some_and(|v| equals(item, v, depth + 1)))
        }
        _ => false,
    }
}

fn json_number_as_int(n: &serde_json::Number) -> Option<BigInt> {
    n.as_i64().map(BigInt::from).or_else(|| n.as_u64().map(BigInt::from))
}

/// Whether a float is exactly an integer (an integral float converts to `BigInt` exactly).
fn float_equals_int(f: f64, i: &BigInt) -> bool {
    f.fract() == 0.0 && BigInt::from_f64(f).is_some_and(|f| f == *i)
}

#[cfg(test)]
mod tests {
    use super::check_argument;
    use crate::spec::Param;
    use garter::HostValue;
    use serde_json::{json, Value};

    fn check(schema: Value, value: HostValue) -> Result<(), (&'static str, String)> {
        let param = Param {
            name: "x".into(),
            schema,
            required: true,
            default: None,
            description: None,
        };
        check_argument("f", &param, &value).map_err(|error| (error.class, error.message))
    }

    fn type_error(message: &str) -> Result<(), (&'static str, String)> {
        Err(("TypeError", message.to_string()))
    }

    fn value_error(message: &str) -> Result<(), (&'static str, String)> {
        Err(("ValueError", message.to_string()))
    }

    fn list(items: Vec<HostValue>) -> HostValue {
        HostValue::List(items)
    }

    fn dict(entries: &[(&str, HostValue)]) -> HostValue {
        HostValue::Dict(entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
    }

    #[test]
    fn types() {
        assert_eq!(check(json!({"type": "string"}), "a".into()), Ok(()));
        assert_eq!(check(json!({"type": "integer"}), 1.into()), Ok(()));
        assert_eq!(
            check(json!({"type": "integer"}), true.into()),
            type_error("f() argument 'x' must be int, not bool")
        );
        assert_eq!(
            check(json!({"type": "integer"}), 1.0.into()),
            type_error("f() argument 'x' must be int, not float")
        );
        assert_eq!(check(json!({"type": "number"}), 1.into()), Ok(()));
        assert_eq!(check(json!({"type": "number"}), 0.5.into()), Ok(()));
        assert_eq!(
            check(json!({"type": "number"}), "1".into()),
            type_error("f() argument 'x' must be int or float, not str")
        );
        assert_eq!(check(json!({"type": "boolean"}), false.into()), Ok(()));
        assert_eq!(
            check(json!({"type": "boolean"}), 0.into()),
            type_error("f() argument 'x' must be bool, not int")
        );
        assert_eq!(check(json!({"type": "array"}), HostValue::Tuple(vec![])), Ok(()));
        assert_eq!(
            check(json!({"type": "array"}), "ab".into()),
            type_error("f() argument 'x' must be list or tuple, not str")
        );
        assert_eq!(check(json!({"type": "object"}), dict(&[])), Ok(()));
        assert_eq!(
            check(json!({"type": "object"}), list(vec![])),
            type_error("f() argument 'x' must be dict, not list")
        );
        assert_eq!(check(json!({"type": "null"}), HostValue::None), Ok(()));
        assert_eq!(
            check(json!({"type": "string"}), HostValue::Bytes(vec![])),
            type_error("f() argument 'x' must be str, not bytes")
        );
        assert_eq!(
            check(json!({}), HostValue::Bytes(vec![])),
            Ok(()),
            "no type, no constraint"
        );
    }

    #[test]
    fn type_lists() {
        let nullable = json!({"type": ["null", "string"]});
        assert_eq!(check(nullable.clone(), HostValue::None), Ok(()));
        assert_eq!(
            check(nullable, 1.into()),
            type_error("f() argument 'x' must be str or None, not int")
        );
        assert_eq!(
            check(json!({"type": ["integer", "number", "null"]}), "1".into()),
            type_error("f() argument 'x' must be int, float or None, not str")
        );
    }

    #[test]
    fn enums() {
        let units = json!({"type": "string", "enum": ["C", "F"]});
        assert_eq!(check(units.clone(), "F".into()), Ok(()));
        assert_eq!(
            check(units.clone(), "K".into()),
            value_error("f() argument 'x' must be one of 'C', 'F', not 'K'")
        );
        assert_eq!(
            check(units, 1.into()),
            type_error("f() argument 'x' must be str, not int"),
            "type comes first"
        );
        assert_eq!(
            check(json!({"enum": ["on"]}), "off".into()),
            value_error("f() argument 'x' must be 'on', not 'off'")
        );
        let numbers = json!({"enum": [1, 2.5, 9007199254740993u64, null, [1, "a"], {"k": true}]});
        for value in [
            1.into(),
            1.0.into(),
            2.5.into(),
            HostValue::Int(9007199254740993u64.into()),
            HostValue::None,
            HostValue::Tuple(vec![1.into(), "a".into()]),
            dict(&[("k", true.into())]),
        ] {
            assert_eq!(check(numbers.clone(), value.clone()), Ok(()), "{value:?}");
        }
        for value in [
            true.into(),
            2.into(),
            1.5.into(),
            9007199254740992.0.into(),
            f64::NAN.into(),
            list(vec![1.into()]),
            dict(&[("k", true.into()), ("j", true.into())]),
            dict(&[("j", true.into())]),
        ] {
            assert!(check(numbers.clone(), value.clone()).is_err(), "{value:?}");
        }
        assert_eq!(check(json!({"enum": [2]}), 2.0.into()), Ok(()));
        assert_eq!(check(json!({"enum": [2.0]}), 2.into()), Ok(()));
        assert_eq!(
            check(json!({"enum": ["a"]}), "b".repeat(100).into()),
            value_error(&format!("f() argument 'x' must be 'a', not '{}...", "b".repeat(76)))
        );
    }

    #[test]
    fn items_are_checked_with_their_index() {
        let tags = json!({"type": "array", "items": {"type": "string"}});
        assert_eq!(check(tags.clone(), list(vec!["a".into(), "b".into()])), Ok(()));
        assert_eq!(
            check(tags, HostValue::Tuple(vec!["a".into(), 2.into()])),
            type_error("f() argument 'x'[1] must be str, not int")
        );
        let grid = json!({"items": {"items": {"enum": [0, 1]}}});
        assert_eq!(
            check(grid, list(vec![list(vec![0.into()]), list(vec![1.into(), 2.into()])])),
            value_error("f() argument 'x'[1][1] must be one of 0, 1, not 2")
        );
    }

    #[test]
    fn objects_are_checked_by_key() {
        let filters = json!({
            "type": "object",
            "properties": {"limit": {"type": "integer"}, "tags": {"items": {"type": "string"}}},
            "required": ["limit"]
        });
        assert_eq!(
            check(filters.clone(), dict(&[("limit", 3.into()), ("extra", 1.into())])),
            Ok(())
        );
        assert_eq!(
            check(filters.clone(), dict(&[("limit", "3".into())])),
            type_error("f() argument 'x'['limit'] must be int, not str")
        );
        assert_eq!(
            check(
                filters.clone(),
                dict(&[("limit", 3.into()), ("tags", list(vec![HostValue::None]))])
            ),
            type_error("f() argument 'x'['tags'][0] must be str, not NoneType")
        );
        assert_eq!(
            check(filters, dict(&[])),
            type_error("f() argument 'x' is missing required key 'limit'")
        );
        let closed = json!({"properties": {"limit": {}, "it's": {}}, "additionalProperties": false});
        assert_eq!(
            check(closed.clone(), dict(&[("limt", 1.into())])),
            type_error("f() argument 'x' got an unexpected key 'limt'. Did you mean 'limit'?")
        );
        assert_eq!(
            check(closed.clone(), dict(&[("its", 1.into())])),
            type_error("f() argument 'x' got an unexpected key 'its'. Did you mean \"it's\"?")
        );
        assert_eq!(
            check(closed, dict(&[("zzzzzz", 1.into())])),
            type_error("f() argument 'x' got an unexpected key 'zzzzzz'")
        );
    }

    #[test]
    fn alternatives() {
        let optional = json!({"anyOf": [{"type": "string"}, {"type": "null"}]});
        assert_eq!(check(optional.clone(), "a".into()), Ok(()));
        assert_eq!(check(optional.clone(), HostValue::None), Ok(()));
        assert_eq!(
            check(optional, 1.into()),
            type_error("f() argument 'x' must be str or None, not int")
        );
        let shapes = json!({"oneOf": [
            {"type": "object", "properties": {"radius": {"type": "number"}}, "required": ["radius"]},
            {"type": "array", "items": {"type": "number"}}
        ]});
        assert_eq!(check(shapes.clone(), dict(&[("radius", 1.into())])), Ok(()));
        assert_eq!(
            check(shapes.clone(), dict(&[("radius", "big".into())])),
            type_error("f() argument 'x'['radius'] must be int or float, not str"),
            "the member whose type fits explains the failure"
        );
        assert_eq!(
            check(shapes, "round".into()),
            type_error("f() argument 'x' must be dict, list or tuple, not str")
        );
        assert_eq!(
            check(json!({"anyOf": [{"enum": [1]}, {"type": "string"}]}), 2.into()),
            value_error("f() argument 'x' must be 1, not 2")
        );
    }

    #[test]
    fn depth_is_bounded_for_hand_built_specs() {
        let mut schema = json!({});
        let mut value = HostValue::None;
        for _ in 0..70 {
            schema = json!({"items": schema});
            value = list(vec![value]);
        }
        let (class, message) = check(schema, value).unwrap_err();
        assert_eq!(class, "RecursionError");
        assert!(
            message.starts_with("f() argument 'x'[0][0]") && message.ends_with(": schema nested deeper than 64 levels")
        );
    }
}
