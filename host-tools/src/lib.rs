//! Host tools: the part of Garter's tool calling that does not touch the interpreter's internals.
//!
//! A host describes each tool it offers as a [`ToolSpec`] (from a JSON Schema in the MCP, OpenAI
//! or Anthropic function-calling shape, or from a `TOOLS.json` file). When the sandboxed program
//! calls a tool, [`bind()`] checks the call against the spec as CPython would check a call to a
//! Python function, and [`value_json`] turns the bound arguments into JSON for the host and its
//! answer back into a [`HostValue`]. [`render_stubs`] and [`run_python_tool_description`] write
//! the text an LLM reads to know what it may call. [`check()`] finds, before a program runs, the
//! mistakes that would stop it: syntax errors, undefined names, unknown tools and modules, and
//! tool calls that do not fit the tool's signature. A [`Session`] runs programs with the tools
//! declared, pausing at each call for the host to answer; [`SystemClock`] and [`SystemEntropy`]
//! are the system's clock and random source, for a host that grants them to its programs.

pub mod bind;
pub mod check;
pub mod description;
mod names;
mod python_repr;
mod schema;
pub mod session;
pub mod spec;
pub mod stubs;
mod system_policy;
mod value_check;
pub mod value_json;

pub use bind::{bind, match_arguments, ArgumentSource, BindError};
pub use check::{check, CheckContext, Diagnostic, DiagnosticKind};
pub use description::{
    describe_filesystem, describe_limits, run_python_tool_description, DescribedFile, ExecutionRules, FilesystemRules,
};
pub use garter::HostValue;
pub use python_repr::python_repr;
pub use session::{Outcome, Session, SessionError, ToolCall};
pub use spec::{parse_tools_json, Param, SpecError, ToolDecl, ToolSpec};
pub use stubs::{render_stub, render_stubs};
pub use system_policy::{SystemClock, SystemEntropy};
pub use value_json::{arguments_to_json, host_to_json, json_to_host, ConversionError};
