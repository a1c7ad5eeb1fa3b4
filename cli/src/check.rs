//! `garter check`: the pre-flight diagnostics of a program (syntax errors, undefined names,
//! unknown tools and modules, tool calls that cannot fit), without running any of it. Each is
//! printed as `FILE:LINE:COLUMN: message`, or all as one JSON array with `--json`. Exit status 0
//! when the program is clean, 1 when there are diagnostics.

use std::process::ExitCode;

use garter::{HostValue, Limits};
use garter_host_tools::Session;

use crate::inputs::{Program, ToolsFile};

pub fn check(program: Program, tools: Option<ToolsFile>, inputs: &[(String, HostValue)], json: bool) -> ExitCode {
    let specs = tools
        .map(|file| file.decls.into_iter().map(|decl| decl.spec).collect())
        .unwrap_or_default();
    let session = Session::standard(specs, Limits::default()).and_then(|mut session| {
        session.set_inputs(inputs)?;
        Ok(session)
    });
    let session = match session {
        Ok(session) => session,
        Err(error) => {
            eprintln!("garter: {error}");
            return ExitCode::from(2);
        }
    };
    let diagnostics = session.check(&program.source, &program.name);
    if json {
        println!(
            "{}",
            serde_json::to_string(&diagnostics).unwrap_or_else(|_| "[]".to_string())
        );
    } else {
        for diagnostic in &diagnostics {
            println!(
                "{}:{}:{}: {}",
                program.name, diagnostic.line, diagnostic.column, diagnostic.message
            );
        }
    }
    if diagnostics.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
