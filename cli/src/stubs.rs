//! `garter stubs`: the Python stubs of a `TOOLS.json`'s tools, as an LLM's prompt shows them, or
//! the whole description of a "run Python" tool that offers them, with the limits, grants and
//! files its runs would have.

use std::process::ExitCode;

use garter_host_tools::{
    describe_filesystem, describe_limits, render_stubs, run_python_tool_description, ExecutionRules, Session, ToolSpec,
};

use crate::files::{DownloadArgs, FileArgs};

/// What `garter stubs` was asked to describe.
pub struct StubsRequest {
    /// The whole run-Python description instead of the stubs alone.
    pub description: bool,
    pub limits: garter::Limits,
    /// Whether the runs have a clock and random bytes.
    pub grants: (bool, bool),
    /// The filesystem the runs are granted and the files uploaded into it.
    pub files: FileArgs,
}

/// Prints the stubs, or the description of a run-Python tool whose runs are as `request` says.
pub fn print_stubs(specs: &[ToolSpec], request: StubsRequest) -> ExitCode {
    if !request.description {
        print!("{}", render_stubs(specs));
        return ExitCode::SUCCESS;
    }
    let mut session = match Session::standard(Vec::new(), request.limits.clone()) {
        Ok(session) => session,
        Err(error) => return usage_error(&error.to_string()),
    };
    if let Err(message) = request.files.apply(&mut session, &DownloadArgs::default()) {
        return usage_error(&message);
    }
    let (clock, entropy) = request.grants;
    let rules = ExecutionRules {
        persistent_globals: false,
        importable_modules: session.interpreter().importable_modules(),
        limits: describe_limits(&request.limits),
        clock,
        entropy,
        filesystem: describe_filesystem(session.interpreter()),
    };
    print!("{}", run_python_tool_description(specs, &rules));
    ExitCode::SUCCESS
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("garter: {message}");
    ExitCode::from(2)
}
