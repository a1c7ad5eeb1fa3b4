//! Pre-flight checks: what can be known to go wrong in a program before any of it runs, so an
//! agent can fix the program before a tool with side effects is called.
//!
//! [`check`] first estimates what compiling the program takes, and a program too large to
//! compile within the run's memory, step or time limit gets that limit as its only diagnostic
//! (a run would be refused the same way); it then parses and compiles the program as a run would
//! (`syntax.rs`); a syntax error is then the only diagnostic. Otherwise it walks the syntax tree once (`walk.rs`) and reports:
//!
//! - names read but bound nowhere the read can see (`names.rs`): `UndefinedName`, or
//!   `UnknownTool` for a call that looks like a call to a tool the host does not offer;
//! - calls to tools whose arguments cannot fit the tool's signature (`calls.rs`);
//! - imports of modules the sandbox does not have (`imports.rs`).
//!
//! Messages are the last line CPython (and Garter) would print for the same mistake at run time,
//! `NameError: name 'totl' is not defined. Did you mean: 'total'?`, because that is what LLMs have
//! learned to read. Diagnostics come sorted by position.

mod calls;
mod imports;
mod names;
mod syntax;
mod walk;

use std::fmt;
use std::sync::Arc;

use garter::parse::SourceFile;
use garter::{Interpreter, Limits};
use rustpython_parser::text_size::TextSize;
use serde::Serialize;

use crate::spec::ToolSpec;

/// What the program may use besides what it defines itself.
#[derive(Debug, Clone, Default)]
pub struct CheckContext<'a> {
    /// The tools the host offers.
    pub tools: &'a [ToolSpec],
    /// Names already bound in the session's globals: inputs and what earlier runs defined.
    pub known_names: Vec<String>,
    /// The modules `import` accepts.
    pub modules: Vec<String>,
    /// The limits a run would have: compiling must fit them.
    pub limits: Limits,
}

impl<'a> CheckContext<'a> {
    /// The context of a program about to run in `interpreter`: its globals (which include the
    /// host functions declared in it) and its importable modules, with `tools` as the tools.
    pub fn for_interpreter(interpreter: &Interpreter, tools: &'a [ToolSpec]) -> CheckContext<'a> {
        CheckContext {
            tools,
            known_names: interpreter.global_names(),
            modules: interpreter.importable_modules(),
            limits: interpreter.limits().clone(),
        }
    }
}

/// What kind of mistake a diagnostic reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum DiagnosticKind {
    /// The program does not parse or compile; reported alone.
    SyntaxError,
    /// A name that is read but never bound where the read looks for it.
    UndefinedName,
    /// A call to an undefined name that looks like a call to a tool.
    UnknownTool,
    /// A call to a tool whose arguments do not fit the tool's signature.
    BadToolCall,
    /// An import of a module the sandbox does not have.
    UnknownModule,
    /// The program is too large to compile within the run's limits; reported alone.
    LimitExceeded,
}

/// One problem found in a program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub kind: DiagnosticKind,
    /// 1-based line of the offending node.
    pub line: u32,
    /// 1-based column (in characters) of the offending node.
    pub column: u32,
    /// The exception line a run would print: `NameError: name 'x' is not defined`.
    pub message: String,
    /// The name the message suggests instead ("Did you mean"), if any.
    pub suggestion: Option<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

/// Checks `source` (named `filename`, as a run would name it) without running it.
pub fn check(source: &str, filename: &str, ctx: &CheckContext) -> Vec<Diagnostic> {
    if let Some(diagnostic) = syntax::over_limits(source, &ctx.limits) {
        return vec![diagnostic];
    }
    let file = Arc::new(SourceFile::new(filename, source));
    let (body, tree) = match syntax::compile(&file) {
        Ok(compiled) => compiled,
        Err(diagnostic) => return vec![diagnostic],
    };
    let facts = walk::Facts::collect(&body, tree);
    let at = Locator { file: &file };
    let bindings = names::Bindings::of(&facts);
    let mut diagnostics = names::check(&facts, &bindings, ctx, &at);
    diagnostics.extend(calls::check(&facts, &bindings, ctx, &at));
    diagnostics.extend(imports::check(&facts, ctx, &at));
    garter::parse::dismantle(body);
    diagnostics.sort_by_key(|d| (d.line, d.column));
    diagnostics
}

/// Builds diagnostics located at byte offsets of the source.
struct Locator<'f> {
    file: &'f SourceFile,
}

impl Locator<'_> {
    fn diagnostic(
        &self,
        kind: DiagnosticKind,
        offset: TextSize,
        message: String,
        suggestion: Option<String>,
    ) -> Diagnostic {
        Diagnostic {
            kind,
            line: self.file.line_of(offset),
            column: self.file.column_of(offset),
            message,
            suggestion,
        }
    }
}
