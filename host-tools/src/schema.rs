//! The part of JSON Schema that Garter reads: `type` (a name or a list of names), `enum`,
//! `anyOf`/`oneOf` (both read as "at least one of"), `items` (a single schema), `properties`,
//! `required`, `additionalProperties: false` and `description`. Every other keyword (`format`,
//! `minimum`, `$ref`, `items` given as a list, ...) is kept in the spec, passed through to the
//! host untouched and not checked: the tool itself remains the judge of its input.
//!
//! [`check_schema`] validates the shape of the keywords above when a spec is built; the readers
//! below are lenient (they skip what is malformed) because they run on validated specs.

use garter::HostValue;
use serde_json::{Map, Value};

/// The deepest nesting of schemas (through `items`, `properties`, `anyOf` and `oneOf`) a spec
/// may have, so that checking a value and rendering a stub recurse a bounded number of times.
pub(crate) const MAX_SCHEMA_DEPTH: usize = 64;

/// One of JSON Schema's seven type names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JsonType {
    String,
    Integer,
    Number,
    Boolean,
    Array,
    Object,
    Null,
}

const TYPE_NAMES: [(&str, JsonType); 7] = [
    ("string", JsonType::String),
    ("integer", JsonType::Integer),
    ("number", JsonType::Number),
    ("boolean", JsonType::Boolean),
    ("array", JsonType::Array),
    ("object", JsonType::Object),
    ("null", JsonType::Null),
];

impl JsonType {
    fn from_name(name: &str) -> Option<JsonType> {
        TYPE_NAMES.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
    }

    /// Whether a Python value has this type. `bool` is not an integer or a number here (JSON
    /// keeps them apart), `float` is not an integer even when integral, and tuples and sets are
    /// arrays.
    pub(crate) fn accepts(self, value: &HostValue) -> bool {
        matches!(
            (self, value),
            (JsonType::String, HostValue::Str(_))
                | (JsonType::Integer, HostValue::Int(_))
                | (JsonType::Number, HostValue::Int(_) | HostValue::Float(_))
                | (JsonType::Boolean, HostValue::Bool(_))
                | (
                    JsonType::Array,
                    HostValue::List(_) | HostValue::Tuple(_) | HostValue::Set(_)
                )
                | (JsonType::Object, HostValue::Dict(_) | HostValue::Map(_))
                | (JsonType::Null, HostValue::None)
        )
    }

    /// The Python types this type accepts, as error messages name them.
    pub(crate) fn python_types(self) -> &'static [&'static str] {
        match self {
            JsonType::String => &["str"],
            JsonType::Integer => &["int"],
            JsonType::Number => &["int", "float"],
            JsonType::Boolean => &["bool"],
            JsonType::Array => &["list", "tuple"],
            JsonType::Object => &["dict"],
            JsonType::Null => &["None"],
        }
    }
}

/// The types a schema's `type` allows, or `None` when it does not restrict the type.
pub(crate) fn declared_types(schema: &Value) -> Option<Vec<JsonType>> {
    match schema.get("type")? {
        Value::String(name) => Some(JsonType::from_name(name).into_iter().collect()),
        Value::Array(names) => Some(
            names
                .iter()
                .filter_map(|n| n.as_str().and_then(JsonType::from_name))
                .collect(),
        ),
        _ => None,
    }
}

/// The `anyOf` and `oneOf` lists of a schema: a value must match a member of each.
pub(crate) fn alternatives(schema: &Value) -> impl Iterator<Item = &Vec<Value>> {
    ["anyOf", "oneOf"]
        .into_iter()
        .filter_map(|keyword| schema.get(keyword)?.as_array())
}

pub(crate) fn enum_values(schema: &Value) -> Option<&Vec<Value>> {
    schema.get("enum")?.as_array()
}

/// The schema every item of an array must match.
pub(crate) fn item_schema(schema: &Value) -> Option<&Value> {
    schema.get("items").filter(|items| items.is_object())
}

pub(crate) fn properties(schema: &Value) -> Option<&Map<String, Value>> {
    schema.get("properties")?.as_object()
}

pub(crate) fn required(schema: &Value) -> impl Iterator<Item = &str> {
    schema
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
}

pub(crate) fn forbids_other_properties(schema: &Value) -> bool {
    schema.get("additionalProperties") == Some(&Value::Bool(false))
}

pub(crate) fn description(schema: &Value) -> Option<&str> {
    schema.get("description")?.as_str()
}

/// The JSON name of a value's kind, for messages about schemas.
pub(crate) fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Checks that the keywords Garter reads have the shapes it expects, in `schema` and the schemas
/// nested in it. The error describes the problem and, for a nested schema, where it is as a JSON
/// Pointer (`at /properties/limit`).
pub(crate) fn check_schema(schema: &Value) -> Result<(), String> {
    let mut pointer = String::new();
    check_at(schema, &mut pointer, 0).map_err(|problem| {
        if pointer.is_empty() {
            problem
        } else {
            format!("{problem} at {pointer}")
        }
    })
}

fn check_at(schema: &Value, pointer: &mut String, depth: usize) -> Result<(), String> {
    if depth > MAX_SCHEMA_DEPTH {
        return Err(format!("schema nested deeper than {MAX_SCHEMA_DEPTH} levels"));
    }
    let Value::Object(keywords) = schema else {
        return Err(format!("a schema must be a JSON object, not {}", json_kind(schema)));
    };
    if let Some(kind) = keywords.get("type") {
        check_type(kind)?;
    }
    if let Some(values) = keywords.get("enum") {
        match values {
            Value::Array(values) if !values.is_empty() => {}
            Value::Array(_) => return Err("'enum' must not be empty".into()),
            other => return Err(format!("'enum' must be an array, not {}", json_kind(other))),
        }
    }
    if let Some(text) = keywords.get("description") {
        if !text.is_string() {
            return Err(format!("'description' must be a string, not {}", json_kind(text)));
        }
    }
    if let Some(names) = keywords.get("required") {
        let all_strings = names.as_array().is_some_and(|names| names.iter().all(Value::is_string));
        if !all_strings {
            return Err("'required' must be an array of strings".into());
        }
    }
    for keyword in ["anyOf", "oneOf"] {
        let Some(members) = keywords.get(keyword) else { continue };
        match members {
            Value::Array(members) if !members.is_empty() => {
                for (i, member) in members.iter().enumerate() {
                    nested(pointer, &[keyword, &i.to_string()], |p| check_at(member, p, depth + 1))?;
                }
            }
            _ => return Err(format!("'{keyword}' must be a non-empty array of schemas")),
        }
    }
    if let Some(items) = keywords.get("items").filter(|items| items.is_object()) {
        nested(pointer, &["items"], |p| check_at(items, p, depth + 1))?;
    }
    if let Some(properties) = keywords.get("properties") {
        let Value::Object(properties) = properties else {
            return Err(format!("'properties' must be an object, not {}", json_kind(properties)));
        };
        for (name, property) in properties {
            nested(pointer, &["properties", name], |p| check_at(property, p, depth + 1))?;
        }
    }
    Ok(())
}

fn check_type(kind: &Value) -> Result<(), String> {
    let names: Vec<&Value> = match kind {
        Value::Array(names) if !names.is_empty() => names.iter().collect(),
        Value::String(_) => vec![kind],
        _ => return Err("'type' must be a type name or a non-empty array of them".into()),
    };
    for name in names {
        let known = name.as_str().is_some_and(|n| JsonType::from_name(n).is_some());
        if !known {
            return Err(format!(
                "unknown JSON Schema type {name} (expected string, integer, number, boolean, array, object or null)"
            ));
        }
    }
    Ok(())
}

/// Runs `check` with `segments` appended to the JSON Pointer, leaving them there on failure so
/// the message can say where the problem is.
fn nested(
    pointer: &mut String,
    segments: &[&str],
    check: impl FnOnce(&mut String) -> Result<(), String>,
) -> Result<(), String> {
    let length = pointer.len();
    for segment in segments {
        pointer.push('/');
        pointer.push_str(&segment.replace('~', "~0").replace('/', "~1"));
    }
    check(pointer)?;
    pointer.truncate(length);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{check_schema, declared_types, JsonType};
    use garter::HostValue;
    use serde_json::json;

    #[test]
    fn types_accept_python_values() {
        assert!(JsonType::Integer.accepts(&1.into()));
        assert!(!JsonType::Integer.accepts(&true.into()), "bool is not an integer");
        assert!(!JsonType::Integer.accepts(&1.0.into()));
        assert!(JsonType::Number.accepts(&1.into()) && JsonType::Number.accepts(&1.5.into()));
        assert!(!JsonType::Number.accepts(&false.into()));
        assert!(JsonType::Array.accepts(&HostValue::Tuple(vec![])));
        assert!(!JsonType::String.accepts(&HostValue::Bytes(vec![])));
        assert!(JsonType::Null.accepts(&HostValue::None));
    }

    #[test]
    fn declared_types_read_names_and_lists() {
        assert_eq!(declared_types(&json!({})), None);
        assert_eq!(declared_types(&json!({"type": "string"})), Some(vec![JsonType::String]));
        assert_eq!(
            declared_types(&json!({"type": ["integer", "null"]})),
            Some(vec![JsonType::Integer, JsonType::Null])
        );
    }

    #[test]
    fn well_formed_schemas_pass() {
        let schema = json!({
            "type": "object",
            "description": "Filters.",
            "properties": {
                "limit": {"type": ["integer", "null"], "minimum": 1},
                "tags": {"type": "array", "items": {"enum": ["a", "b"]}},
                "pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}]},
                "either": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "ref": {"$ref": "#/$defs/Thing"}
            },
            "required": ["limit"],
            "additionalProperties": false
        });
        assert_eq!(check_schema(&schema), Ok(()));
    }

    #[test]
    fn malformed_schemas_are_explained() {
        let cases = [
            (json!([]), "a schema must be a JSON object, not array"),
            (json!({"type": "int"}), "unknown JSON Schema type \"int\" (expected string, integer, number, boolean, array, object or null)"),
            (json!({"type": ["string", 3]}), "unknown JSON Schema type 3 (expected string, integer, number, boolean, array, object or null)"),
            (json!({"type": []}), "'type' must be a type name or a non-empty array of them"),
            (json!({"enum": []}), "'enum' must not be empty"),
            (json!({"enum": "a"}), "'enum' must be an array, not string"),
            (json!({"description": 1}), "'description' must be a string, not number"),
            (json!({"required": "a"}), "'required' must be an array of strings"),
            (json!({"anyOf": []}), "'anyOf' must be a non-empty array of schemas"),
            (json!({"properties": []}), "'properties' must be an object, not array"),
            (json!({"properties": {"a/b": {"type": "x"}}}), "unknown JSON Schema type \"x\" (expected string, integer, number, boolean, array, object or null) at /properties/a~1b"),
            (json!({"items": {"properties": {"k": true}}}), "a schema must be a JSON object, not boolean at /items/properties/k"),
            (json!({"oneOf": [{}, {"enum": null}]}), "'enum' must be an array, not null at /oneOf/1"),
        ];
        for (schema, message) in cases {
            assert_eq!(check_schema(&schema), Err(message.to_string()), "{schema}");
        }
    }

    #[test]
    fn depth_is_bounded() {
        let mut schema = json!({"type": "string"});
        for _ in 0..64 {
            schema = json!({"type": "array", "items": schema});
        }
        assert_eq!(check_schema(&schema), Ok(()));
        let too_deep = json!({"items": schema});
        let error = check_schema(&too_deep).unwrap_err();
        assert!(
            error.starts_with("schema nested deeper than 64 levels at /items/items/"),
            "{error}"
        );
    }
}
