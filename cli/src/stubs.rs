//! `garter stubs`: the Python stubs of a `TOOLS.json`'s tools, as an LLM's prompt shows them, or
//! the whole description of a "run Python" tool that offers them.

use std::process::ExitCode;

use garter_host_tools::{describe_limits, render_stubs, run_python_tool_description, ExecutionRules, ToolSpec};

/// Prints the stubs, or the description of a run-Python tool whose runs have `limits`;
/// `grants` says whether the runs have a clock and random bytes.
pub fn print_stubs(
    specs: &[ToolSpec],
    description: bool,
    modules: Vec<String>,
    limits: &garter::Limits,
    (clock, entropy): (bool, bool),
) -> ExitCode {
    if description {
        let rules = ExecutionRules {
            persistent_globals: false,
            importable_modules: modules,
            limits: describe_limits(limits),
            clock,
            entropy,
        };
        print!("{}", run_python_tool_description(specs, &rules));
    } else {
        print!("{}", render_stubs(specs));
    }
    ExitCode::SUCCESS
}
