//! Reading the fields of a `garter serve` request: strings, session ids, tool declarations,
//! inputs, limits (held under the server's ceilings) and tool-call results. Each failure is the
//! message of the `ProtocolError` reply.

use garter::{HostError, HostValue, Limits};
use garter_host_tools::{json_to_host, parse_tools_json, ToolSpec};
use serde_json::{json, Map, Value};

/// The longest session id a client may choose.
pub const MAX_SESSION_ID: usize = 64;

/// A request: its members by name.
pub type Fields = Map<String, Value>;

/// The string member `name`, which must be there.
pub fn required_str<'a>(fields: &'a Fields, name: &str) -> Result<&'a str, String> {
    match fields.get(name) {
        Some(Value::String(text)) => Ok(text),
        Some(other) => Err(format!("'{name}' must be a string, not {}", kind(other))),
        None => Err(format!("the request has no '{name}'")),
    }
}

/// The string member `name`, if there is one.
pub fn optional_str<'a>(fields: &'a Fields, name: &str) -> Result<Option<&'a str>, String> {
    match fields.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => required_str(fields, name).map(Some),
    }
}

/// A session id a client chose: 1 to 64 letters, digits, `_`, `-` or `.`.
pub fn check_session_id(id: &str) -> Result<(), String> {
    let fits = (1..=MAX_SESSION_ID).contains(&id.len())
        && id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'-' | b'.'));
    if fits {
        Ok(())
    } else {
        Err(format!(
            "a session id must be 1 to {MAX_SESSION_ID} letters, digits, '_', '-' or '.'"
        ))
    }
}

/// The tools a `tools` member declares (an object as a TOOLS.json holds), with that object.
pub fn tools(fields: &Fields) -> Result<(Vec<ToolSpec>, Value), String> {
    match fields.get("tools") {
        None | Some(Value::Null) => Ok((Vec::new(), json!({}))),
        Some(declarations) => {
            let decls = parse_tools_json(&declarations.to_string()).map_err(|error| error.to_string())?;
            Ok((decls.into_iter().map(|decl| decl.spec).collect(), declarations.clone()))
        }
    }
}

/// The named inputs of an `inputs` member (an object).
pub fn inputs(fields: &Fields) -> Result<Vec<(String, HostValue)>, String> {
    match fields.get("inputs") {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Object(members)) => members
            .iter()
            .map(|(name, value)| {
                let value = json_to_host(value).map_err(|error| format!("input '{name}': {error}"))?;
                Ok((name.clone(), value))
            })
            .collect(),
        Some(other) => Err(format!("'inputs' must be an object, not {}", kind(other))),
    }
}

/// The limits a `limits` member asks for, each on top of the server's and none above them:
/// `null` lifts a bound only when the server has none.
pub fn limits(requested: Option<&Value>, ceiling: &Limits) -> Result<Limits, String> {
    let members = match requested {
        None | Some(Value::Null) => return Ok(ceiling.clone()),
        Some(Value::Object(members)) => members,
        Some(other) => return Err(format!("'limits' must be an object, not {}", kind(other))),
    };
    let mut limits = ceiling.clone();
    for (name, value) in members {
        match name.as_str() {
            "max_steps" => limits.max_steps = bounded(name, count(name, value)?, ceiling.max_steps)?,
            "max_memory" => limits.max_memory = bounded(name, size(name, value)?, ceiling.max_memory)?,
            "max_output" => limits.max_output = bounded(name, size(name, value)?, ceiling.max_output)?,
            "max_depth" => {
                let depth = count(name, value)?.ok_or_else(|| "'max_depth' cannot be null".to_string())?;
                limits.max_depth = bounded(name, Some(depth as usize), Some(ceiling.max_depth))?.unwrap_or(0);
            }
            "timeout" => {
                let seconds = match value {
                    Value::Null => None,
                    Value::Number(n) => match n.as_f64() {
                        Some(s) if s > 0.0 && s < 1.0e9 => Some(std::time::Duration::from_secs_f64(s)),
                        _ => return Err("'timeout' must be a number of seconds above 0".to_string()),
                    },
                    other => return Err(format!("'timeout' must be a number, not {}", kind(other))),
                };
                limits.timeout = bounded(name, seconds, ceiling.timeout)?;
            }
            other => return Err(format!("unknown limit '{other}'")),
        }
    }
    Ok(limits)
}

/// The limits as the `limits` member of a request writes them.
pub fn limits_json(limits: &Limits) -> Value {
    json!({
        "max_steps": limits.max_steps,
        "max_memory": limits.max_memory,
        "timeout": limits.timeout.map(|t| t.as_secs_f64()),
        "max_depth": limits.max_depth,
        "max_output": limits.max_output,
    })
}

fn bounded<T: PartialOrd + std::fmt::Debug>(
    name: &str,
    asked: Option<T>,
    ceiling: Option<T>,
) -> Result<Option<T>, String> {
    match (asked, ceiling) {
        (None, Some(_)) => Err(format!("'{name}' cannot be lifted: the server bounds it")),
        (Some(asked), Some(ceiling)) if asked > ceiling => {
            Err(format!("'{name}' {asked:?} is above the server's bound of {ceiling:?}"))
        }
        (asked, _) => Ok(asked),
    }
}

fn count(name: &str, value: &Value) -> Result<Option<u64>, String> {
    match value {
        Value::Null => Ok(None),
        Value::Number(n) => match n.as_u64() {
            Some(n) if n > 0 => Ok(Some(n)),
            _ => Err(format!("'{name}' must be a whole number above 0")),
        },
        other => Err(format!("'{name}' must be a number, not {}", kind(other))),
    }
}

fn size(name: &str, value: &Value) -> Result<Option<usize>, String> {
    match value {
        Value::String(text) => garter::limits::parse_size(text)
            .map(Some)
            .map_err(|error| format!("'{name}': {error}")),
        other => Ok(count(name, other)?.map(|n| n as usize)),
    }
}

/// A call's id and the value or exception it returns.
pub type Answer = (u64, Result<HostValue, HostError>);

/// The answers of a `resume`'s `results`: `[{"call_id": N, "value": ...}` or `{"call_id": N,
/// "error": {"type": ..., "message": ...}}, ...]`.
/// The `files` of a `run`: `[{path, data (base64), read_only?}]`, uploaded before it starts.
pub fn uploads(fields: &Fields) -> Result<Vec<(String, Vec<u8>, bool)>, String> {
    let items = match fields.get("files") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(other) => return Err(format!("files must be a list, not {}", kind(other))),
    };
    items
        .iter()
        .map(|item| {
            let Value::Object(file) = item else {
                return Err(format!("each file must be an object, not {}", kind(item)));
            };
            let path = required_str(file, "path")?.to_string();
            let data = super::base64::decode(required_str(file, "data")?).map_err(|e| format!("{path}: {e}"))?;
            let read_only = match file.get("read_only") {
                None | Some(Value::Null) => false,
                Some(Value::Bool(flag)) => *flag,
                Some(other) => return Err(format!("{path}: read_only must be true or false, not {}", kind(other))),
            };
            Ok((path, data, read_only))
        })
        .collect()
}

pub fn results(fields: &Fields) -> Result<Vec<Answer>, String> {
    let Some(Value::Array(results)) = fields.get("results") else {
        return Err(
            "'results' must be an array of {\"call_id\": N, \"value\": ...} or {\"call_id\": N, \"error\": {...}}"
                .to_string(),
        );
    };
    results
        .iter()
        .map(|result| {
            let Value::Object(members) = result else {
                return Err(format!("a result must be an object, not {}", kind(result)));
            };
            let mut members = members.clone();
            let call_id = match members.remove("call_id") {
                Some(Value::Number(n)) => n.as_u64(),
                _ => None,
            }
            .ok_or_else(|| "a result must have a whole-number 'call_id'".to_string())?;
            let answer = crate::pause::read_result(&Value::Object(members))
                .map_err(|error| format!("call {call_id}: {error}"))?;
            Ok((call_id, answer))
        })
        .collect()
}

/// What kind of JSON value `value` is, for messages.
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::{check_session_id, limits, results, Fields};
    use garter::Limits;
    use serde_json::json;

    #[test]
    fn limits_go_below_the_servers_but_never_above() {
        let ceiling = Limits::default();
        let asked = json!({"max_steps": 1000, "max_memory": "64KiB", "timeout": 2.5});
        let granted = limits(Some(&asked), &ceiling).unwrap();
        assert_eq!(granted.max_steps, Some(1000));
        assert_eq!(granted.max_memory, Some(64 << 10));
        assert_eq!(granted.timeout, Some(std::time::Duration::from_millis(2500)));
        assert_eq!(granted.max_output, ceiling.max_output);
        let above = json!({"max_steps": ceiling.max_steps.unwrap() + 1});
        assert!(limits(Some(&above), &ceiling)
            .unwrap_err()
            .contains("above the server's bound"));
        let lifted = json!({"max_memory": null});
        assert!(limits(Some(&lifted), &ceiling)
            .unwrap_err()
            .contains("cannot be lifted"));
        assert_eq!(limits(Some(&lifted), &Limits::unlimited()).unwrap().max_memory, None);
        assert!(limits(Some(&json!({"max_stepz": 1})), &ceiling)
            .unwrap_err()
            .contains("unknown limit 'max_stepz'"));
        assert!(limits(Some(&json!({"max_steps": -1})), &ceiling)
            .unwrap_err()
            .contains("above 0"));
    }

    #[test]
    fn session_ids_are_short_and_plain() {
        assert!(check_session_id("agent-7.run_2").is_ok());
        assert!(check_session_id("").is_err());
        assert!(check_session_id("a b").is_err());
        assert!(check_session_id(&"x".repeat(65)).is_err());
    }

    #[test]
    fn results_carry_values_or_errors_by_call_id() {
        let request = json!({"results": [
            {"call_id": 1, "value": [1, 2]},
            {"call_id": 2, "error": {"type": "KeyError", "message": "'x'"}}
        ]});
        let fields: Fields = request.as_object().unwrap().clone();
        let answers = results(&fields).unwrap();
        assert_eq!(answers[0].0, 1);
        assert!(answers[0].1.is_ok());
        assert_eq!(answers[1].1.as_ref().unwrap_err().exception, "KeyError");
        let missing: Fields = json!({"results": [{"value": 1}]}).as_object().unwrap().clone();
        assert!(results(&missing).unwrap_err().contains("call_id"));
    }
}
