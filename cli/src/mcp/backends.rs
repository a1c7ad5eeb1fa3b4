//! The tools a `garter mcp` program may call and what answers each: the command a `TOOLS.json`
//! names, or a tool of an upstream MCP server, renamed for Python by the rule below.
//!
//! Naming: an upstream tool keeps its own name (each character that cannot be in a Python name
//! made `_`) when no other tool, from the `TOOLS.json` or any upstream server, has that name and
//! it can name a Python function (not a keyword, not a builtin it would hide); otherwise it is
//! `<server>_<tool>`. A tool neither name fits, or whose input schema garter cannot render, is
//! left out with a warning on stderr.

use std::collections::HashMap;
use std::path::Path;

use garter::{HostError, HostValue};
use garter_host_tools::{json_to_host, ToolCall, ToolSpec};

use super::upstream::{ServerConfig, Upstream, UpstreamTool};
use crate::deadline::{Deadline, TimeLimit};
use crate::inputs::ToolsFile;
use crate::tool_commands::{call_arguments, Answer, ToolCommands};

/// What answers a tool's calls.
enum Route {
    Command,
    /// The upstream server (by index), the tool's name there, and whether its output schema
    /// wraps its value in `{"result": ...}`.
    Upstream(usize, String, bool),
}

/// Every tool, its spec and what answers it.
pub struct Backends {
    specs: Vec<ToolSpec>,
    routes: HashMap<String, Route>,
    commands: ToolCommands,
    upstreams: Vec<Upstream>,
}

impl Backends {
    /// The tools of `tools` (at most `max_concurrent` commands running at once) and of each
    /// upstream server, started from `servers_folder`.
    pub fn connect(
        tools: Option<ToolsFile>,
        servers: &[ServerConfig],
        servers_folder: &Path,
        max_concurrent: usize,
        max_memory: Option<usize>,
    ) -> Result<Backends, String> {
        let mut specs = Vec::new();
        let mut routes = HashMap::new();
        let mut commands = Vec::new();
        let mut folder = Default::default();
        if let Some(file) = tools {
            for decl in file.decls {
                let Some(command) = decl.command else {
                    return Err(format!(
                        "tool '{}' has no \"command\" in the tools file, so `garter mcp` cannot answer its calls",
                        decl.spec.name
                    ));
                };
                routes.insert(decl.spec.name.clone(), Route::Command);
                commands.push((decl.spec.name.clone(), command));
                specs.push(decl.spec);
            }
            folder = file.folder;
        }
        let mut upstreams = Vec::new();
        let mut listed: Vec<(usize, UpstreamTool)> = Vec::new();
        for config in servers {
            let (upstream, tools) = Upstream::connect(config, servers_folder)?;
            listed.extend(tools.into_iter().map(|tool| (upstreams.len(), tool)));
            upstreams.push(upstream);
        }
        let mut counts: HashMap<String, usize> = HashMap::new();
        for name in specs.iter().map(|spec| spec.name.clone()) {
            *counts.entry(name).or_default() += 1;
        }
        for (_, tool) in &listed {
            *counts.entry(python_name(&tool.name)).or_default() += 1;
        }
        for (server, tool) in listed {
            let server_name = &upstreams[server].name;
            let own = python_name(&tool.name);
            let prefixed = python_name(&format!("{server_name}_{}", tool.name));
            let candidates = if counts[&own] == 1 {
                vec![own, prefixed]
            } else {
                vec![prefixed]
            };
            let mut last_problem = String::new();
            let spec = candidates.into_iter().find_map(|name| {
                if routes.contains_key(&name) {
                    last_problem = format!("the name '{name}' is taken");
                    return None;
                }
                upstream_spec(&name, &tool)
                    .map_err(|problem| last_problem = problem)
                    .ok()
            });
            match spec {
                Some(spec) => {
                    let wrapped = tool.output_schema.as_ref().is_some_and(is_wrapped_output);
                    routes.insert(spec.name.clone(), Route::Upstream(server, tool.name.clone(), wrapped));
                    specs.push(spec);
                }
                None => eprintln!(
                    "garter: leaving out tool '{}' of upstream server '{server_name}': {last_problem}",
                    tool.name
                ),
            }
        }
        Ok(Backends {
            specs,
            routes,
            commands: ToolCommands::new(commands, folder, max_concurrent).with_result_limit(max_memory),
            upstreams,
        })
    }

    pub fn specs(&self) -> &[ToolSpec] {
        &self.specs
    }

    /// Answers the calls of one pause: the commands concurrently, then the upstream calls one
    /// after another, each with the time the run has left. `Err` when it runs out first.
    pub fn answer_all(&mut self, calls: &[ToolCall], deadline: &Deadline) -> Result<Vec<Answer>, TimeLimit> {
        let (command_calls, upstream_calls): (Vec<ToolCall>, Vec<ToolCall>) = calls
            .iter()
            .cloned()
            .partition(|call| matches!(self.routes.get(&call.name), Some(Route::Command)));
        let mut answers = self.commands.answer_all(&command_calls, deadline)?;
        for call in &upstream_calls {
            answers.push((call.id, self.answer_upstream(call, deadline)?));
        }
        Ok(answers)
    }

    fn answer_upstream(
        &mut self,
        call: &ToolCall,
        deadline: &Deadline,
    ) -> Result<Result<HostValue, HostError>, TimeLimit> {
        let Some(Route::Upstream(server, name, wrapped)) = self.routes.get(&call.name) else {
            return Ok(Err(runtime_error(format!(
                "tool '{}' has nothing to answer it",
                call.name
            ))));
        };
        let arguments = match call_arguments(call) {
            Ok(arguments) => arguments,
            Err(error) => return Ok(Err(error)),
        };
        let upstream = &mut self.upstreams[*server];
        let answer = match upstream.call_tool(name, arguments, *wrapped, deadline)? {
            Ok(value) => json_to_host(&value).map_err(|e| HostError {
                exception: e.class.to_string(),
                message: format!("tool '{}' returned {}", call.name, e.message),
            }),
            Err(message) => Err(runtime_error(format!("tool '{}' failed: {message}", call.name))),
        };
        Ok(answer)
    }
}

/// The spec of an upstream tool under `name`, its return type from its output schema.
fn upstream_spec(name: &str, tool: &UpstreamTool) -> Result<ToolSpec, String> {
    let spec = ToolSpec::from_json_schema(name, &tool.description, &tool.input_schema).map_err(|e| e.to_string())?;
    match &tool.output_schema {
        Some(schema) => spec.clone().with_returns(unwrapped_output(schema)).or(Ok(spec)),
        None => Ok(spec),
    }
}

/// Whether an output schema is the `{"result": ...}` object the MCP SDKs wrap a value that is
/// not an object in: an object whose one property is `result`.
fn is_wrapped_output(schema: &serde_json::Value) -> bool {
    schema
        .get("properties")
        .and_then(serde_json::Value::as_object)
        .is_some_and(|properties| properties.len() == 1 && properties.contains_key("result"))
}

/// An output schema without the `{"result": ...}` wrapper, if it has one.
fn unwrapped_output(schema: &serde_json::Value) -> serde_json::Value {
    if is_wrapped_output(schema) {
        schema["properties"]["result"].clone()
    } else {
        schema.clone()
    }
}

/// `name` with each character a Python name cannot hold made `_`, and `_` before a leading digit.
fn python_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

fn runtime_error(message: String) -> HostError {
    HostError {
        exception: "RuntimeError".to_string(),
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::{python_name, unwrapped_output};
    use serde_json::json;

    #[test]
    fn tool_names_become_python_names() {
        assert_eq!(python_name("get_orders"), "get_orders");
        assert_eq!(python_name("get-orders.v2"), "get_orders_v2");
        assert_eq!(python_name("3d"), "_3d");
    }

    #[test]
    fn wrapped_output_schemas_are_unwrapped() {
        let wrapped = json!({"type": "object", "properties": {"result": {"type": "array"}}, "required": ["result"]});
        assert_eq!(unwrapped_output(&wrapped), json!({"type": "array"}));
        let plain = json!({"type": "object", "properties": {"a": {}, "b": {}}});
        assert_eq!(unwrapped_output(&plain), plain);
    }
}
