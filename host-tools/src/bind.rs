//! Binding a call's arguments to a tool's parameters, with CPython's rules and messages for a
//! call to a Python function whose parameters are all positional-or-keyword: keywords first
//! (unexpected names, with CPython 3.13's "Did you mean" suggestion; duplicates), then too many
//! positional arguments, then missing ones, then each argument against its JSON Schema.
//!
//! `None` passed for an optional parameter whose schema does not accept `null` means "not
//! given" (the stub shows such parameters as `x: T | None = None`): the default applies if
//! there is one, and otherwise the argument is left out of the call.

use std::fmt;

use garter::exceptions::suggest::closest;
use garter::HostValue;

use crate::spec::{Param, ToolSpec};
use crate::value_check::check_argument;

/// A call that does not fit the tool's signature: `class` is the Python exception the program
/// should see (`TypeError`, or `ValueError` for a value outside an `enum`), `message` its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BindError {
    pub class: &'static str,
    pub message: String,
}

impl fmt::Display for BindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.class, self.message)
    }
}

impl std::error::Error for BindError {}

pub(crate) fn type_error(message: String) -> BindError {
    BindError {
        class: "TypeError",
        message,
    }
}

/// Binds a call to `spec`: the arguments by parameter name, in signature order, with defaults
/// filled in for parameters that have one and were not given.
pub fn bind(
    spec: &ToolSpec,
    positional: Vec<HostValue>,
    keywords: Vec<(String, HostValue)>,
) -> Result<Vec<(String, HostValue)>, BindError> {
    let names: Vec<&str> = keywords.iter().map(|(name, _)| name.as_str()).collect();
    let sources = match_arguments(spec, positional.len(), &names)?;
    let mut positional: Vec<Option<HostValue>> = positional.into_iter().map(Some).collect();
    let mut keywords: Vec<Option<HostValue>> = keywords.into_iter().map(|(_, value)| Some(value)).collect();
    let mut bound = Vec::with_capacity(spec.params.len());
    for (param, source) in spec.params.iter().zip(sources) {
        let value = match source {
            Some(ArgumentSource::Positional(i)) => positional[i].take(),
            Some(ArgumentSource::Keyword(i)) => keywords[i].take(),
            None => None,
        };
        if let Some(value) = bind_parameter(&spec.name, param, value)? {
            bound.push((param.name.clone(), value));
        }
    }
    Ok(bound)
}

/// Which argument of a call fills a parameter: the index of a positional argument or of a
/// keyword argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgumentSource {
    Positional(usize),
    Keyword(usize),
}

/// Matches a call's shape (how many positional arguments, which keyword names, in call order)
/// to `spec`'s parameters, without looking at values: for each parameter in signature order,
/// the argument that fills it, if any. Fails with the `TypeError` CPython raises for a call that
/// cannot fit the signature.
pub fn match_arguments(
    spec: &ToolSpec,
    positional: usize,
    keywords: &[&str],
) -> Result<Vec<Option<ArgumentSource>>, BindError> {
    let function = spec.name.as_str();
    let params = &spec.params;
    let mut sources: Vec<Option<ArgumentSource>> = (0..params.len())
        .map(|i| (i < positional).then_some(ArgumentSource::Positional(i)))
        .collect();
    for (k, name) in keywords.iter().enumerate() {
        let Some(index) = params.iter().position(|p| p.name == *name) else {
            return Err(unexpected_keyword(spec, name));
        };
        if sources[index].is_some() {
            let kind = if index < positional {
                "argument"
            } else {
                "keyword argument"
            };
            return Err(type_error(format!(
                "{function}() got multiple values for {kind} '{name}'"
            )));
        }
        sources[index] = Some(ArgumentSource::Keyword(k));
    }
    if positional > params.len() {
        return Err(too_many_positional(spec, positional));
    }
    let missing: Vec<&str> = params
        .iter()
        .zip(&sources)
        .filter(|(param, source)| source.is_none() && !param.is_optional())
        .map(|(param, _)| param.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(missing_arguments(function, &missing));
    }
    Ok(sources)
}

/// The value a parameter of the tool `function` receives, given the argument passed for it (if
/// any): the argument checked against the parameter's schema, or its default. `None` passed for
/// an optional parameter that does not accept it counts as not given.
pub(crate) fn bind_parameter(
    function: &str,
    param: &Param,
    value: Option<HostValue>,
) -> Result<Option<HostValue>, BindError> {
    let value = match value {
        Some(HostValue::None) if param.is_optional() && check_argument(function, param, &HostValue::None).is_err() => {
            None
        }
        other => other,
    };
    match value {
        Some(value) => {
            check_argument(function, param, &value)?;
            Ok(Some(value))
        }
        None => Ok(param.default.clone()),
    }
}

fn unexpected_keyword(spec: &ToolSpec, name: &str) -> BindError {
    let mut message = format!("{}() got an unexpected keyword argument '{name}'", spec.name);
    if let Some(suggestion) = closest(name, spec.params.iter().map(|p| p.name.as_str())) {
        message.push_str(&format!(". Did you mean '{suggestion}'?"));
    }
    type_error(message)
}

fn too_many_positional(spec: &ToolSpec, given: usize) -> BindError {
    let total = spec.params.len();
    let optional = spec.params.iter().filter(|p| p.is_optional()).count();
    let (accepted, plural) = if optional > 0 {
        (format!("from {} to {total}", total - optional), true)
    } else {
        (total.to_string(), total != 1)
    };
    type_error(format!(
        "{}() takes {accepted} positional argument{} but {given} {} given",
        spec.name,
        if plural { "s" } else { "" },
        if given == 1 { "was" } else { "were" }
    ))
}

fn missing_arguments(function: &str, missing: &[&str]) -> BindError {
    let count = missing.len();
    let mut names = String::new();
    for (i, name) in missing.iter().enumerate() {
        if i > 0 {
            names.push_str(match (count, i + 1 == count) {
                (2, _) => " and ",
                (_, true) => ", and ",
                _ => ", ",
            });
        }
        names.push_str(&format!("'{name}'"));
    }
    type_error(format!(
        "{function}() missing {count} required positional argument{}: {names}",
        if count == 1 { "" } else { "s" }
    ))
}

#[cfg(test)]
mod tests {
    use super::{bind, BindError};
    use crate::spec::ToolSpec;
    use garter::HostValue;
    use serde_json::{json, Value};

    fn spec(name: &str, parameters: Value) -> ToolSpec {
        ToolSpec::from_json_schema(name, "", &parameters).unwrap()
    }

    fn weather() -> ToolSpec {
        spec(
            "get_weather",
            json!({
                "type": "object",
                "properties": {
                    "city": {"type": "string"},
                    "unit": {"enum": ["C", "F"], "default": "C"},
                    "days": {"type": "integer"}
                },
                "required": ["city"]
            }),
        )
    }

    fn keywords(pairs: &[(&str, HostValue)]) -> Vec<(String, HostValue)> {
        pairs
            .iter()
            .map(|(name, value)| (name.to_string(), value.clone()))
            .collect()
    }

    fn type_error(result: Result<Vec<(String, HostValue)>, BindError>) -> String {
        let error = result.unwrap_err();
        assert_eq!(error.class, "TypeError", "{error}");
        error.message
    }

    #[test]
    fn binds_positional_and_keyword_arguments_in_signature_order() {
        let bound = bind(&weather(), vec!["Paris".into()], keywords(&[("days", 3.into())])).unwrap();
        assert_eq!(
            bound,
            keywords(&[("city", "Paris".into()), ("unit", "C".into()), ("days", 3.into())])
        );
        let bound = bind(
            &weather(),
            vec![],
            keywords(&[("unit", "F".into()), ("city", "Oslo".into())]),
        )
        .unwrap();
        assert_eq!(
            bound,
            keywords(&[("city", "Oslo".into()), ("unit", "F".into())]),
            "no default, no entry"
        );
        let bound = bind(&weather(), vec!["Rome".into(), "F".into(), 2.into()], vec![]).unwrap();
        assert_eq!(
            bound,
            keywords(&[("city", "Rome".into()), ("unit", "F".into()), ("days", 2.into())])
        );
    }

    #[test]
    fn too_many_positional_arguments() {
        assert_eq!(
            type_error(bind(
                &weather(),
                vec!["a".into(), "C".into(), 1.into(), 2.into()],
                vec![]
            )),
            "get_weather() takes from 1 to 3 positional arguments but 4 were given"
        );
        let one = spec("lookup", json!({"properties": {"key": {}}, "required": ["key"]}));
        assert_eq!(
            type_error(bind(&one, vec![1.into(), 2.into()], vec![])),
            "lookup() takes 1 positional argument but 2 were given"
        );
        let two = spec(
            "pair",
            json!({"properties": {"a": {}, "b": {}}, "required": ["a", "b"]}),
        );
        assert_eq!(
            type_error(bind(&two, vec![1.into(), 2.into(), 3.into()], vec![])),
            "pair() takes 2 positional arguments but 3 were given"
        );
        let none = spec("now", json!({}));
        assert_eq!(
            type_error(bind(&none, vec![1.into()], vec![])),
            "now() takes 0 positional arguments but 1 was given"
        );
    }

    #[test]
    fn missing_arguments() {
        assert_eq!(
            type_error(bind(&weather(), vec![], vec![])),
            "get_weather() missing 1 required positional argument: 'city'"
        );
        let three = spec(
            "f",
            json!({"properties": {"a": {}, "b": {}, "c": {}}, "required": ["a", "b", "c"]}),
        );
        assert_eq!(
            type_error(bind(&three, vec![1.into()], vec![])),
            "f() missing 2 required positional arguments: 'b' and 'c'"
        );
        assert_eq!(
            type_error(bind(&three, vec![], vec![])),
            "f() missing 3 required positional arguments: 'a', 'b', and 'c'"
        );
    }

    #[test]
    fn unexpected_keyword_arguments() {
        assert_eq!(
            type_error(bind(&weather(), vec![], keywords(&[("cty", "Paris".into())]))),
            "get_weather() got an unexpected keyword argument 'cty'. Did you mean 'city'?"
        );
        assert_eq!(
            type_error(bind(
                &weather(),
                vec!["Paris".into()],
                keywords(&[("colour", "red".into())])
            )),
            "get_weather() got an unexpected keyword argument 'colour'"
        );
        assert_eq!(
            type_error(bind(
                &weather(),
                vec!["a".into(), "C".into(), 1.into(), 2.into()],
                keywords(&[("x", 1.into())])
            )),
            "get_weather() got an unexpected keyword argument 'x'",
            "keywords are checked before the positional count, as CPython does"
        );
    }

    #[test]
    fn multiple_values() {
        assert_eq!(
            type_error(bind(
                &weather(),
                vec!["Paris".into()],
                keywords(&[("city", "Oslo".into())])
            )),
            "get_weather() got multiple values for argument 'city'"
        );
        assert_eq!(
            type_error(bind(
                &weather(),
                vec![],
                keywords(&[("days", 1.into()), ("days", 2.into())])
            )),
            "get_weather() got multiple values for keyword argument 'days'"
        );
    }

    #[test]
    fn none_for_an_optional_parameter_means_not_given() {
        let nullable = spec(
            "f",
            json!({"properties": {"a": {"type": "string"}, "b": {"type": ["string", "null"], "default": "x"}}}),
        );
        let bound = bind(
            &weather(),
            vec!["Paris".into(), HostValue::None, HostValue::None],
            vec![],
        )
        .unwrap();
        assert_eq!(bound, keywords(&[("city", "Paris".into()), ("unit", "C".into())]));
        let bound = bind(&nullable, vec![HostValue::None, HostValue::None], vec![]).unwrap();
        assert_eq!(
            bound,
            keywords(&[("b", HostValue::None)]),
            "None passes through where the schema allows it"
        );
        assert_eq!(
            type_error(bind(&weather(), vec![HostValue::None], vec![])),
            "get_weather() argument 'city' must be str, not NoneType"
        );
    }

    #[test]
    fn arguments_are_checked_against_their_schemas() {
        assert_eq!(
            type_error(bind(&weather(), vec![7.into()], vec![])),
            "get_weather() argument 'city' must be str, not int"
        );
        let error = bind(&weather(), vec!["Paris".into(), "K".into()], vec![]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "ValueError: get_weather() argument 'unit' must be one of 'C', 'F', not 'K'"
        );
    }
}
