//! What a tool is: its name, description, parameters (each a JSON Schema) and whether the
//! program must `await` it; built from the MCP / OpenAI / Anthropic function-calling schema or
//! from a list of parameters, and read from a `TOOLS.json` file.
//!
//! **Signature order.** Python needs parameters without defaults before those with defaults, so
//! the constructors order parameters as: the mandatory ones (listed in `required` and without a
//! `default`) in `properties` order, then the optional ones in `properties` order. Stubs show
//! that order and positional arguments bind in it.
//!
//! **`TOOLS.json`** maps each tool name to its declaration, in file order:
//!
//! ```json
//! { "get_weather": { "description": "...", "parameters": { "type": "object", ... },
//!                    "async": false, "returns": { "type": "object" },
//!                    "command": ["weather-tool", "--json"] } }
//! ```
//!
//! Every field is optional (`parameters` may also be spelled `input_schema` or `inputSchema`, as
//! Anthropic and MCP do); unknown fields are errors, so a misspelled `asnyc` is not ignored.

use std::fmt;

use garter::HostValue;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::names::{parameter_name_problem, tool_name_problem};
use crate::schema::{check_schema, json_kind};
use crate::value_json::json_to_host;

/// One parameter of a tool.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: String,
    /// The JSON Schema its argument must match.
    pub schema: Value,
    /// Whether the schema's `required` lists it.
    pub required: bool,
    /// The value used when the call leaves it out.
    pub default: Option<HostValue>,
    pub description: Option<String>,
}

impl Param {
    /// Whether a call may leave the parameter out: it is not required, or it has a default.
    pub fn is_optional(&self) -> bool {
        !self.required || self.default.is_some()
    }
}

/// A tool the program can call. The constructors validate names and schemas and put `params` in
/// signature order; [`crate::bind()`] and [`crate::render_stub`] also accept a spec built by hand.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    /// In signature order: mandatory parameters first.
    pub params: Vec<Param>,
    /// Whether the tool is a coroutine function (`async def`), which the program must await.
    pub is_async: bool,
    /// The JSON Schema of the result, if the host gives one.
    pub returns: Option<Value>,
}

/// A tool declaration that cannot be used, with a message naming the tool and the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SpecError {}

fn spec_error(message: String) -> SpecError {
    SpecError { message }
}

impl ToolSpec {
    /// A synchronous tool from a function-calling schema: `{"type": "object", "properties":
    /// {...}, "required": [...]}`. Each property becomes a parameter, its `default` and
    /// `description` taken from its schema.
    pub fn from_json_schema(name: &str, description: &str, parameters: &Value) -> Result<ToolSpec, SpecError> {
        let problem = |text: String| spec_error(format!("tool '{name}': {text}"));
        let Value::Object(schema) = parameters else {
            return Err(problem(format!(
                "parameters must be a JSON Schema object, not {}",
                json_kind(parameters)
            )));
        };
        match schema.get("type") {
            None => {}
            Some(Value::String(kind)) if kind == "object" => {}
            Some(other) => {
                return Err(problem(format!(
                    "parameters must have \"type\": \"object\", not {other}"
                )))
            }
        }
        let empty = Map::new();
        let properties = match schema.get("properties") {
            None => &empty,
            Some(Value::Object(properties)) => properties,
            Some(other) => {
                return Err(problem(format!(
                    "'properties' must be an object, not {}",
                    json_kind(other)
                )));
            }
        };
        let required = required_names(schema.get("required"), properties).map_err(problem)?;
        let mut params = Vec::with_capacity(properties.len());
        for (param_name, param_schema) in properties {
            let default = match param_schema.get("default") {
                None => None,
                Some(value) => Some(
                    json_to_host(value)
                        .map_err(|error| problem(format!("parameter '{param_name}': default: {}", error.message)))?,
                ),
            };
            params.push(Param {
                name: param_name.clone(),
                schema: param_schema.clone(),
                required: required.contains(&param_name.as_str()),
                default,
                description: param_schema
                    .get("description")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            });
        }
        ToolSpec::from_params(name, description, params)
    }

    /// A synchronous tool from its parameters, given in any order.
    pub fn from_params(name: &str, description: &str, params: Vec<Param>) -> Result<ToolSpec, SpecError> {
        if let Some(problem) = tool_name_problem(name) {
            return Err(spec_error(format!("invalid tool name: {problem}")));
        }
        for (i, param) in params.iter().enumerate() {
            if let Some(problem) = parameter_name_problem(&param.name) {
                return Err(spec_error(format!("tool '{name}': invalid parameter name: {problem}")));
            }
            if params[..i].iter().any(|earlier| earlier.name == param.name) {
                return Err(spec_error(format!(
                    "tool '{name}': duplicate parameter '{}'",
                    param.name
                )));
            }
            check_schema(&param.schema)
                .map_err(|problem| spec_error(format!("tool '{name}', parameter '{}': {problem}", param.name)))?;
        }
        let (mut ordered, optional): (Vec<Param>, Vec<Param>) = params.into_iter().partition(|p| !p.is_optional());
        ordered.extend(optional);
        Ok(ToolSpec {
            name: name.to_string(),
            description: description.to_string(),
            params: ordered,
            is_async: false,
            returns: None,
        })
    }

    /// The same tool, a coroutine function if `is_async`.
    pub fn with_async(self, is_async: bool) -> ToolSpec {
        ToolSpec { is_async, ..self }
    }

    /// The same tool, declaring the JSON Schema of its result (shown in its stub).
    pub fn with_returns(self, schema: Value) -> Result<ToolSpec, SpecError> {
        check_schema(&schema).map_err(|problem| spec_error(format!("tool '{}', returns: {problem}", self.name)))?;
        Ok(ToolSpec {
            returns: Some(schema),
            ..self
        })
    }
}

/// The names a parameters schema's `required` lists, each of which must be a property.
fn required_names<'a>(required: Option<&'a Value>, properties: &Map<String, Value>) -> Result<Vec<&'a str>, String> {
    let Some(required) = required else {
        return Ok(Vec::new());
    };
    let names: Option<Vec<&str>> = required
        .as_array()
        .and_then(|names| names.iter().map(Value::as_str).collect());
    let names = names.ok_or_else(|| "'required' must be an array of strings".to_string())?;
    if let Some(stray) = names.iter().find(|name| !properties.contains_key(**name)) {
        return Err(format!("'required' lists '{stray}', which is not in 'properties'"));
    }
    Ok(names)
}

/// A tool as a `TOOLS.json` file declares it: its spec and, for tools the host runs as a
/// program, the command (program and arguments) that runs it.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolDecl {
    pub spec: ToolSpec,
    pub command: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ToolEntry {
    #[serde(default)]
    description: String,
    #[serde(default = "no_parameters", alias = "input_schema", alias = "inputSchema")]
    parameters: Value,
    #[serde(default, rename = "async")]
    is_async: bool,
    #[serde(default)]
    returns: Option<Value>,
    #[serde(default)]
    command: Option<Vec<String>>,
}

fn no_parameters() -> Value {
    serde_json::json!({"type": "object", "properties": {}})
}

/// Reads the text of a `TOOLS.json` file: its tools in file order.
pub fn parse_tools_json(text: &str) -> Result<Vec<ToolDecl>, SpecError> {
    let document: Value =
        serde_json::from_str(text).map_err(|error| spec_error(format!("TOOLS.json is not valid JSON: {error}")))?;
    let Value::Object(tools) = document else {
        return Err(spec_error(format!(
            "TOOLS.json must be an object mapping tool names to declarations, not {}",
            json_kind(&document)
        )));
    };
    let mut decls = Vec::with_capacity(tools.len());
    for (name, entry) in tools {
        if !entry.is_object() {
            return Err(spec_error(format!(
                "tool '{name}': its declaration must be an object, not {}",
                json_kind(&entry)
            )));
        }
        let entry: ToolEntry =
            serde_json::from_value(entry).map_err(|error| spec_error(format!("tool '{name}': {error}")))?;
        let mut spec =
            ToolSpec::from_json_schema(&name, &entry.description, &entry.parameters)?.with_async(entry.is_async);
        if let Some(returns) = entry.returns {
            spec = spec.with_returns(returns)?;
        }
        if entry.command.as_ref().is_some_and(Vec::is_empty) {
            return Err(spec_error(format!(
                "tool '{name}': 'command' must name a program, not be empty"
            )));
        }
        decls.push(ToolDecl {
            spec,
            command: entry.command,
        });
    }
    Ok(decls)
}

#[cfg(test)]
mod tests {
    use super::{parse_tools_json, Param, SpecError, ToolSpec};
    use garter::HostValue;
    use serde_json::json;

    fn error(result: Result<impl std::fmt::Debug, SpecError>) -> String {
        result.unwrap_err().message
    }

    fn names(spec: &ToolSpec) -> Vec<&str> {
        spec.params.iter().map(|p| p.name.as_str()).collect()
    }

    #[test]
    fn reads_a_function_calling_schema() {
        let parameters = json!({
            "type": "object",
            "properties": {
                "unit": {"type": "string", "enum": ["C", "F"], "default": "C", "description": "Unit."},
                "city": {"type": "string", "description": "The city."},
                "days": {"type": "integer"},
                "country": {"type": "string", "default": "FR"}
            },
            "required": ["city", "country"]
        });
        let spec = ToolSpec::from_json_schema("get_weather", "Weather.", &parameters).unwrap();
        assert_eq!(
            names(&spec),
            ["city", "unit", "days", "country"],
            "mandatory first, then properties order"
        );
        let city = &spec.params[0];
        assert!(city.required && !city.is_optional());
        assert_eq!(city.description.as_deref(), Some("The city."));
        assert_eq!(city.schema, json!({"type": "string", "description": "The city."}));
        assert_eq!(spec.params[1].default, Some("C".into()));
        assert!(!spec.params[2].required && spec.params[2].default.is_none() && spec.params[2].is_optional());
        assert!(
            spec.params[3].required && spec.params[3].is_optional(),
            "a default makes a required parameter optional"
        );
        assert_eq!(
            (spec.name.as_str(), spec.description.as_str(), spec.is_async),
            ("get_weather", "Weather.", false)
        );
        assert_eq!(spec.returns, None);
    }

    #[test]
    fn parameters_may_be_empty() {
        for parameters in [
            json!({}),
            json!({"type": "object"}),
            json!({"type": "object", "properties": {}}),
        ] {
            assert!(ToolSpec::from_json_schema("now", "", &parameters)
                .unwrap()
                .params
                .is_empty());
        }
    }

    #[test]
    fn builders_set_async_and_returns() {
        let spec = ToolSpec::from_params("search_web", "Search.", vec![])
            .unwrap()
            .with_async(true);
        let spec = spec.with_returns(json!({"type": "array"})).unwrap();
        assert!(spec.is_async);
        assert_eq!(spec.returns, Some(json!({"type": "array"})));
        assert_eq!(
            error(spec.with_returns(json!({"type": "list"}))),
            "tool 'search_web', returns: unknown JSON Schema type \"list\" (expected string, integer, number, \
             boolean, array, object or null)"
        );
    }

    #[test]
    fn from_params_orders_and_validates() {
        let param = |name: &str, required: bool, default: Option<HostValue>| Param {
            name: name.into(),
            schema: json!({}),
            required,
            default,
            description: None,
        };
        let spec = ToolSpec::from_params(
            "f",
            "",
            vec![
                param("a", false, None),
                param("b", true, Some(1.into())),
                param("c", true, None),
            ],
        )
        .unwrap();
        assert_eq!(names(&spec), ["c", "a", "b"]);
        assert_eq!(
            error(ToolSpec::from_params(
                "f",
                "",
                vec![param("a", true, None), param("a", false, None)]
            )),
            "tool 'f': duplicate parameter 'a'"
        );
        let mut bad = param("x", true, None);
        bad.schema = json!({"items": {"enum": []}});
        assert_eq!(
            error(ToolSpec::from_params("f", "", vec![bad])),
            "tool 'f', parameter 'x': 'enum' must not be empty at /items"
        );
    }

    #[test]
    fn rejects_bad_names() {
        assert_eq!(
            error(ToolSpec::from_params("get-weather", "", vec![])),
            "invalid tool name: 'get-weather' is not a Python identifier (ASCII letters, digits and '_', not \
             starting with a digit); rename it, e.g. 'get_weather'"
        );
        assert_eq!(
            error(ToolSpec::from_params("len", "", vec![])),
            "invalid tool name: 'len' would hide the Python builtin 'len'"
        );
        assert_eq!(
            error(ToolSpec::from_json_schema(
                "f",
                "",
                &json!({"properties": {"from": {}}})
            )),
            "tool 'f': invalid parameter name: 'from' is a Python keyword"
        );
    }

    #[test]
    fn rejects_bad_parameter_schemas() {
        let cases = [
            (
                json!([]),
                "tool 'f': parameters must be a JSON Schema object, not array",
            ),
            (
                json!({"type": "array"}),
                "tool 'f': parameters must have \"type\": \"object\", not \"array\"",
            ),
            (
                json!({"properties": [1]}),
                "tool 'f': 'properties' must be an object, not array",
            ),
            (
                json!({"properties": {}, "required": "a"}),
                "tool 'f': 'required' must be an array of strings",
            ),
            (
                json!({"properties": {"city": {}}, "required": ["cty"]}),
                "tool 'f': 'required' lists 'cty', which is not in 'properties'",
            ),
            (
                json!({"properties": {"city": "string"}}),
                "tool 'f', parameter 'city': a schema must be a JSON object, not string",
            ),
        ];
        for (parameters, message) in cases {
            assert_eq!(
                error(ToolSpec::from_json_schema("f", "", &parameters)),
                message,
                "{parameters}"
            );
        }
        let mut deep = json!(0);
        for _ in 0..129 {
            deep = json!([deep]);
        }
        assert_eq!(
            error(ToolSpec::from_json_schema(
                "f",
                "",
                &json!({"properties": {"x": {"default": deep}}})
            )),
            "tool 'f': parameter 'x': default: maximum nesting depth of 128 exceeded while converting JSON to a \
             Python value"
        );
    }

    #[test]
    fn reads_tools_json() {
        let text = r#"{
            "search_web": {"description": "Search.", "async": true, "input_schema": {"type": "object",
                "properties": {"query": {"type": "string"}}, "required": ["query"]}},
            "now": {"returns": {"type": "string"}, "command": ["date", "-u"]}
        }"#;
        let decls = parse_tools_json(text).unwrap();
        assert_eq!(decls.len(), 2);
        assert_eq!(decls[0].spec.name, "search_web");
        assert!(decls[0].spec.is_async);
        assert_eq!(names(&decls[0].spec), ["query"]);
        assert_eq!(decls[0].command, None);
        assert_eq!(decls[1].spec.description, "");
        assert!(decls[1].spec.params.is_empty() && !decls[1].spec.is_async);
        assert_eq!(decls[1].spec.returns, Some(json!({"type": "string"})));
        assert_eq!(decls[1].command, Some(vec!["date".to_string(), "-u".to_string()]));
    }

    #[test]
    fn explains_bad_tools_json() {
        let cases = [
            (
                "{",
                "TOOLS.json is not valid JSON: EOF while parsing an object at line 1 column 1",
            ),
            (
                "[]",
                "TOOLS.json must be an object mapping tool names to declarations, not array",
            ),
            (
                r#"{"f": "run f"}"#,
                "tool 'f': its declaration must be an object, not string",
            ),
            (
                r#"{"f": {"asnyc": true}}"#,
                "tool 'f': unknown field `asnyc`, expected one of `description`, `inputSchema`, `input_schema`, \
                 `parameters`, `async`, `returns`, `command`",
            ),
            (
                r#"{"f": {"async": "yes"}}"#,
                "tool 'f': invalid type: string \"yes\", expected a boolean",
            ),
            (
                r#"{"f": {"command": []}}"#,
                "tool 'f': 'command' must name a program, not be empty",
            ),
            (
                r#"{"f": {"returns": 1}}"#,
                "tool 'f', returns: a schema must be a JSON object, not number",
            ),
            (
                r#"{"f": {"parameters": {"type": "string"}}}"#,
                "tool 'f': parameters must have \"type\": \"object\", not \"string\"",
            ),
            (
                r#"{"print": {}}"#,
                "invalid tool name: 'print' would hide the Python builtin 'print'",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(error(parse_tools_json(text)), message, "{text}");
        }
    }
}
