//! Python stubs for tools: the `def` line an LLM reads to know how to call a tool, with a
//! Google-style docstring (the description, `Args:`, and `Returns:` when the result schema says
//! something). Object parameters are annotated `dict`, and their keys (or those of each item of
//! a list of objects) are listed under the parameter in the docstring.
//!
//! Types come from JSON Schema: string `str`, integer `int`, number `float`, boolean `bool`,
//! null `None`, array `list[<items>]`, object `dict`, `enum` `Literal[...]` (when its values can
//! be literals), a list of types or `anyOf`/`oneOf` a union `X | Y`, anything else `Any`.
//! Defaults are written as `repr` writes them; an optional parameter without a default is shown
//! as `= None` (passing `None` means "not given", see `bind`).

use garter::HostValue;
use serde_json::Value;

use crate::names::is_identifier;
use crate::python_repr::{json_as_python, python_repr};
use crate::schema::{
    alternatives, declared_types, description, enum_values, item_schema, properties, required, JsonType,
    MAX_SCHEMA_DEPTH,
};
use crate::spec::{Param, ToolSpec};

/// Indentation of the function body.
const BODY: &str = "    ";

/// The stub of one tool.
pub fn render_stub(spec: &ToolSpec) -> String {
    let params: Vec<String> = spec.params.iter().map(render_param).collect();
    let returns = spec.returns.as_ref().map_or_else(|| "Any".to_string(), annotation);
    let mut out = format!(
        "{}def {}({}) -> {returns}:\n",
        if spec.is_async { "async " } else { "" },
        spec.name,
        params.join(", ")
    );
    let lines = docstring_lines(spec);
    if lines.is_empty() {
        out.push_str(BODY);
        out.push_str("...\n");
        return out;
    }
    let text = lines.join("\n");
    let raw = if text.contains('\\') { "r" } else { "" };
    let text = escape_quote_runs(&text);
    let on_one_line = lines.len() == 1 && !text.ends_with('"') && !text.ends_with('\\');
    out.push_str(&format!("{BODY}{raw}\"\"\"{}", indent_continuation(&text)));
    if !on_one_line {
        out.push('\n');
        out.push_str(BODY);
    }
    out.push_str("\"\"\"\n");
    out
}

/// The stubs of several tools, separated by blank lines.
pub fn render_stubs(specs: &[ToolSpec]) -> String {
    specs.iter().map(render_stub).collect::<Vec<_>>().join("\n")
}

fn render_param(param: &Param) -> String {
    let mut parts = union_parts(&param.schema, 0);
    if !param.is_optional() {
        return format!("{}: {}", param.name, join_union(&parts));
    }
    let default = match &param.default {
        None | Some(HostValue::None) => {
            if !parts.iter().any(|p| p == "None" || p == "Any") {
                parts.push("None".into());
            }
            "None".to_string()
        }
        Some(value) => python_repr(value),
    };
    format!("{}: {} = {default}", param.name, join_union(&parts))
}

/// The annotation for a schema.
fn annotation(schema: &Value) -> String {
    join_union(&union_parts(schema, 0))
}

fn join_union(parts: &[String]) -> String {
    if parts.iter().any(|p| p == "Any") {
        return "Any".into();
    }
    parts.join(" | ")
}

/// The members of the union a schema's annotation is (`["str", "None"]`), `None` last.
fn union_parts(schema: &Value, depth: usize) -> Vec<String> {
    let mut parts = Vec::new();
    if depth > MAX_SCHEMA_DEPTH {
        parts.push("Any".to_string());
    } else if let Some(literal) = enum_values(schema).and_then(|values| literal_parts(values)) {
        parts = literal;
    } else if let Some(types) = declared_types(schema).filter(|types| !types.is_empty()) {
        for kind in types {
            parts.push(type_annotation(kind, schema, depth));
        }
    } else if let Some(members) = alternatives(schema).next() {
        for member in members {
            for part in union_parts(member, depth + 1) {
                if !parts.contains(&part) {
                    parts.push(part);
                }
            }
        }
    } else {
        parts.push("Any".to_string());
    }
    if let Some(none) = parts.iter().position(|p| p == "None") {
        let none = parts.remove(none);
        parts.push(none);
    }
    parts
}

fn type_annotation(kind: JsonType, schema: &Value, depth: usize) -> String {
    match kind {
        JsonType::String => "str".into(),
        JsonType::Integer => "int".into(),
        JsonType::Number => "float".into(),
        JsonType::Boolean => "bool".into(),
        JsonType::Null => "None".into(),
        JsonType::Object => "dict".into(),
        JsonType::Array => {
            let items = item_schema(schema).map_or_else(|| vec!["Any".to_string()], |s| union_parts(s, depth + 1));
            format!("list[{}]", join_union(&items))
        }
    }
}

/// `Literal[...]` for enum values that can be literals (str, int, bool; `null` becomes a
/// separate `None`), or `None` when some cannot (floats, arrays, objects).
fn literal_parts(values: &[Value]) -> Option<Vec<String>> {
    let mut literals = Vec::new();
    let mut has_null = false;
    for value in values {
        match value {
            Value::Null => has_null = true,
            Value::String(_) | Value::Bool(_) => literals.push(json_as_python(value)),
            Value::Number(n) if !n.is_f64() => literals.push(json_as_python(value)),
            _ => return None,
        }
    }
    let mut parts = Vec::new();
    if !literals.is_empty() {
        parts.push(format!("Literal[{}]", literals.join(", ")));
    }
    if has_null {
        parts.push("None".to_string());
    }
    Some(parts)
}

/// The docstring's lines, unindented: the description, then `Args:` and `Returns:` sections.
fn docstring_lines(spec: &ToolSpec) -> Vec<String> {
    let mut lines: Vec<String> = text_lines(&spec.description);
    let mut args = Vec::new();
    for param in &spec.params {
        let text = param.description.as_deref().or_else(|| description(&param.schema));
        let mut keys = Vec::new();
        key_lines(&param.schema, "        ", 0, &mut keys);
        if text.is_some() || !keys.is_empty() {
            args.extend(entry_lines(&format!("    {}:", param.name), text.unwrap_or("")));
            args.extend(keys);
        }
    }
    let mut returns = Vec::new();
    if let Some(schema) = &spec.returns {
        if let Some(text) = description(schema) {
            returns.extend(text_lines(text).into_iter().map(|line| indent_line("    ", line)));
        }
        key_lines(schema, "    ", 0, &mut returns);
    }
    for (title, section) in [("Args:", args), ("Returns:", returns)] {
        if section.is_empty() {
            continue;
        }
        if !lines.is_empty() {
            lines.push(String::new());
        }
        lines.push(title.to_string());
        lines.extend(section);
    }
    lines
}

/// The keys of an object schema (or of the objects an array schema holds), one line each,
/// `key (type): description` with `, optional` for keys `required` does not list, each
/// followed by its own keys.
fn key_lines(schema: &Value, indent: &str, depth: usize, out: &mut Vec<String>) {
    if depth >= MAX_SCHEMA_DEPTH {
        return;
    }
    let (header, object) = match (properties(schema), item_schema(schema)) {
        (Some(_), _) => ("Keys:", schema),
        (None, Some(items)) if properties(items).is_some() => ("Each item has keys:", items),
        _ => return,
    };
    let Some(keys) = properties(object).filter(|keys| !keys.is_empty()) else {
        return;
    };
    out.push(format!("{indent}{header}"));
    let inner = format!("{indent}    ");
    let required: Vec<&str> = required(object).collect();
    for (key, key_schema) in keys {
        let name = if is_identifier(key) {
            key.clone()
        } else {
            json_as_python(&Value::String(key.clone()))
        };
        let optional = if required.contains(&key.as_str()) {
            ""
        } else {
            ", optional"
        };
        let head = format!("{inner}{name} ({}{optional})", annotation(key_schema));
        match description(key_schema) {
            Some(text) => out.extend(entry_lines(&format!("{head}:"), text)),
            None => out.push(head),
        }
        key_lines(key_schema, &format!("{inner}    "), depth + 1, out);
    }
}

/// `head` followed by the first line of `text`, its other lines indented four spaces further
/// than `head`.
fn entry_lines(head: &str, text: &str) -> Vec<String> {
    let indent = " ".repeat(head.len() - head.trim_start().len() + 4);
    let mut lines = text_lines(text).into_iter();
    let first = lines
        .next()
        .map_or_else(|| head.to_string(), |line| format!("{head} {line}"));
    std::iter::once(first)
        .chain(lines.map(|line| indent_line(&indent, line)))
        .collect()
}

/// The lines of a description, trimmed at both ends and of trailing spaces.
fn text_lines(text: &str) -> Vec<String> {
    let text = text.trim();
    if text.is_empty() {
        return Vec::new();
    }
    text.lines().map(|line| line.trim_end().to_string()).collect()
}

/// Indents every line after the first by the function body's indentation.
fn indent_continuation(text: &str) -> String {
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            if i == 0 {
                line.to_string()
            } else {
                indent_line(BODY, line.to_string())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `line` indented, unless it is empty (docstrings keep no trailing spaces).
fn indent_line(indent: &str, line: String) -> String {
    if line.is_empty() {
        line
    } else {
        format!("{indent}{line}")
    }
}

/// Escapes every third `"` of a run, so the text never closes the docstring early.
fn escape_quote_runs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = 0;
    for c in text.chars() {
        if c == '"' {
            run += 1;
            if run == 3 {
                out.push('\\');
                run = 0;
            }
        } else {
            run = 0;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{render_stub, render_stubs};
    use crate::spec::{Param, ToolSpec};
    use garter::HostValue;
    use serde_json::{json, Value};

    fn spec(name: &str, description: &str, parameters: Value) -> ToolSpec {
        ToolSpec::from_json_schema(name, description, &parameters).unwrap()
    }

    /// Runs `source` in Garter after the stub, which must compile and define its function (its
    /// annotations are evaluated, as in CPython, so the typing names it uses are imported first),
    /// and returns what it printed.
    fn run_after(stub: &str, source: &str) -> String {
        let program = format!("from typing import Any, Literal\n{stub}{source}");
        let outcome = garter_stdlib::interpreter().run(&program, "stub.py");
        assert_eq!(outcome.error, None, "{stub}");
        outcome.output
    }

    #[test]
    fn the_readme_example() {
        let weather = spec(
            "get_weather",
            "Current weather for a city.",
            json!({
                "type": "object",
                "properties": {
                    "city": {"type": "string", "description": "The city name."},
                    "unit": {"type": "string", "enum": ["C", "F"], "default": "C", "description": "Temperature unit."}
                },
                "required": ["city"]
            }),
        )
        .with_returns(json!({"type": "object"}))
        .unwrap();
        let expected = r#"def get_weather(city: str, unit: Literal['C', 'F'] = 'C') -> dict:
    """Current weather for a city.

    Args:
        city: The city name.
        unit: Temperature unit.
    """
"#;
        assert_eq!(render_stub(&weather), expected);
        run_after(expected, "");
    }

    #[test]
    fn bare_tools() {
        let now = spec("now", "", json!({}));
        assert_eq!(render_stub(&now), "def now() -> Any:\n    ...\n");
        let ping = spec("ping", "  Check the host is up.\n", json!({})).with_async(true);
        assert_eq!(
            render_stub(&ping),
            "async def ping() -> Any:\n    \"\"\"Check the host is up.\"\"\"\n"
        );
        assert_eq!(
            render_stubs(&[now, ping]),
            "def now() -> Any:\n    ...\n\nasync def ping() -> Any:\n    \"\"\"Check the host is up.\"\"\"\n"
        );
    }

    #[test]
    fn annotations() {
        let tool = spec(
            "f",
            "",
            json!({
                "properties": {
                    "s": {"type": "string"},
                    "i": {"type": "integer"},
                    "n": {"type": "number"},
                    "b": {"type": "boolean"},
                    "z": {"type": "null"},
                    "l": {"type": "array", "items": {"type": "array", "items": {"type": ["integer", "null"]}}},
                    "bare_list": {"type": "array"},
                    "d": {"type": "object"},
                    "any": {"format": "uri"},
                    "either": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "string"}]},
                    "maybe": {"oneOf": [{"type": "string"}, {"type": "null"}]},
                    "lit": {"enum": [1, true, null, "x"]},
                    "floats": {"type": "number", "enum": [0.5, 1.5]},
                    "shapes": {"enum": [[1], {"a": 1}]},
                    "anything": {"anyOf": [{"type": "string"}, {}]}
                },
                "required": ["s", "i", "n", "b", "z", "l", "bare_list", "d", "any", "either", "maybe", "lit", "floats",
                             "shapes", "anything"]
            }),
        );
        let expected = "def f(s: str, i: int, n: float, b: bool, z: None, l: list[list[int | None]], bare_list: \
                        list[Any], d: dict, any: Any, either: str | int, maybe: str | None, lit: Literal[1, True, 'x'] \
                        | None, floats: float, shapes: Any, anything: Any) -> Any:\n    ...\n";
        assert_eq!(render_stub(&tool), expected);
        run_after(expected, "");
    }

    #[test]
    fn defaults_and_optional_parameters() {
        let tool = spec(
            "f",
            "",
            json!({
                "properties": {
                    "a": {"type": "string", "default": "it's"},
                    "b": {"type": "number", "default": 1e16},
                    "c": {"type": "boolean", "default": false},
                    "d": {"type": "array", "default": [1, "x", null]},
                    "e": {"type": "object", "default": {"k": [true]}},
                    "f": {"type": "integer"},
                    "g": {"type": ["string", "null"], "default": null},
                    "h": {"type": "string", "default": null},
                    "i": {},
                    "j": {"type": "integer", "default": 18446744073709551615u64}
                }
            }),
        );
        let expected = "def f(a: str = \"it's\", b: float = 1e+16, c: bool = False, d: list[Any] = [1, 'x', None], \
                        e: dict = {'k': [True]}, f: int | None = None, g: str | None = None, h: str | None = None, \
                        i: Any = None, j: int = 18446744073709551615) -> Any:\n    ...\n";
        assert_eq!(render_stub(&tool), expected);
        run_after(expected, "");
        let tuple = Param {
            name: "t".into(),
            schema: json!({"type": "array"}),
            required: false,
            default: Some(HostValue::Tuple(vec![1.into()])),
            description: None,
        };
        let tool = ToolSpec::from_params("g", "", vec![tuple]).unwrap();
        assert_eq!(render_stub(&tool), "def g(t: list[Any] = (1,)) -> Any:\n    ...\n");
    }

    #[test]
    fn docstrings_with_sections_and_keys() {
        let tool = spec(
            "send_email",
            "Send an email.\n\nIt is queued, not sent at once.",
            json!({
                "properties": {
                    "to": {
                        "type": "array",
                        "description": "Recipients,\none per address.",
                        "items": {"type": "object", "properties": {"address": {"type": "string", "description": "Where."}},
                                  "required": ["address"]}
                    },
                    "headers": {"type": "object", "properties": {"Reply-To": {"type": "string"}}},
                    "plain": {"type": "string"}
                },
                "required": ["to"]
            }),
        )
        .with_returns(json!({"type": "object", "description": "The receipt.", "properties": {"id": {"type": "string"}},
                             "required": ["id"]}))
        .unwrap();
        let expected = r#"def send_email(to: list[dict], headers: dict | None = None, plain: str | None = None) -> dict:
    """Send an email.

    It is queued, not sent at once.

    Args:
        to: Recipients,
            one per address.
            Each item has keys:
                address (str): Where.
        headers:
            Keys:
                'Reply-To' (str, optional)

    Returns:
        The receipt.
        Keys:
            id (str)
    """
"#;
        assert_eq!(render_stub(&tool), expected);
        let doc = run_after(expected, "print(send_email.__doc__)");
        assert!(doc.starts_with("Send an email.\n\n    It is queued"), "{doc}");
    }

    #[test]
    fn args_without_a_description() {
        let tool = spec(
            "f",
            "",
            json!({"properties": {"x": {"description": "The x."}}, "required": ["x"]}),
        );
        let expected = "def f(x: Any) -> Any:\n    \"\"\"Args:\n        x: The x.\n    \"\"\"\n";
        assert_eq!(render_stub(&tool), expected);
        run_after(expected, "");
    }

    #[test]
    fn docstrings_stay_valid_python() {
        let quotes = spec("quotes", "Say \"\"\"hi\"\"\" or \"bye\"", json!({}));
        let expected = "def quotes() -> Any:\n    \"\"\"Say \"\"\\\"hi\"\"\\\" or \"bye\"\n    \"\"\"\n";
        assert_eq!(render_stub(&quotes), expected);
        assert_eq!(
            run_after(expected, "print(repr(quotes.__doc__))"),
            "'Say \"\"\"hi\"\"\" or \"bye\"\\n    '\n"
        );
        let path = spec("path", "Reads C:\\new\\", json!({}));
        let expected = "def path() -> Any:\n    r\"\"\"Reads C:\\new\\\n    \"\"\"\n";
        assert_eq!(render_stub(&path), expected);
        assert_eq!(run_after(expected, "print(path.__doc__.strip())"), "Reads C:\\new\\\n");
    }

    #[test]
    fn deep_schemas_render_within_bounds() {
        let mut schema = json!({"type": "string"});
        for _ in 0..70 {
            schema = json!({"type": "array", "items": schema});
        }
        let param = Param {
            name: "x".into(),
            schema,
            required: true,
            default: None,
            description: None,
        };
        let tool = ToolSpec {
            name: "f".into(),
            description: String::new(),
            params: vec![param],
            is_async: false,
            returns: None,
        };
        let stub = render_stub(&tool);
        assert_eq!(stub.matches("list[").count(), 65);
        assert!(stub.contains("list[Any]"));
    }
}
