//! The syntax check: parsing and compiling the program exactly as a run does, so a program that
//! passes cannot fail to compile, and one that fails gets the message a run would print.

use std::sync::Arc;

use garter::compile::scope::{self, ScopeTree};
use garter::compile::{compile_module, CompileContext};
use garter::exceptions::traceback::format_syntax_error;
use garter::heap::Heap;
use garter::parse::{self, SourceFile, SyntaxErrorInfo};
use garter::symbol::Interner;
use garter::vm::globals::Globals;
use garter::{limits, Limits};
use rustpython_parser::ast::Stmt;

use super::{Diagnostic, DiagnosticKind};

/// The module's syntax tree and scopes, or the syntax error a run would report. The compiled
/// code is thrown away: compiling is what finds errors such as `'return' outside function`.
pub(super) fn compile(file: &Arc<SourceFile>) -> Result<(Vec<Stmt>, ScopeTree), Diagnostic> {
    let body = parse::parse_module(file).map_err(|error| syntax_diagnostic(file, &error))?;
    let compiled = scope::analyze(&body, file).and_then(|tree| {
        let mut ctx = CompileContext {
            heap: &mut Heap::new(),
            interner: &mut Interner::default(),
            globals: &mut Globals::default(),
            constants: &mut Vec::new(),
            top_level_await: true,
            mode: Default::default(),
            warnings: Vec::new(),
        };
        compile_module(&mut ctx, &body, file.clone()).map(|_| tree)
    });
    match compiled {
        Ok(tree) => Ok((body, tree)),
        Err(error) => {
            parse::dismantle(body);
            Err(syntax_diagnostic(file, &error))
        }
    }
}

fn syntax_diagnostic(file: &SourceFile, error: &SyntaxErrorInfo) -> Diagnostic {
    let report = format_syntax_error(&file.name, file.line_text(error.line), error);
    Diagnostic {
        kind: DiagnosticKind::SyntaxError,
        line: error.line,
        column: error.column,
        message: report.lines().last().unwrap_or_default().to_string(),
        suggestion: None,
    }
}

/// The limit a run of `source` would be refused by before compiling it (see
/// `garter::parse::compile_cost`), as the diagnostic a run's error would give.
pub(super) fn over_limits(source: &str, limits: &Limits) -> Option<Diagnostic> {
    let cost = parse::compile_cost(source);
    let message = if limits.max_memory.is_some_and(|max| cost.bytes > max) {
        format!(
            "MemoryError: {}",
            limits::memory_message(limits.max_memory.unwrap_or_default())
        )
    } else if limits.max_steps.is_some_and(|max| cost.tokens > max) {
        format!(
            "TimeoutError: {}",
            limits::steps_message(limits.max_steps.unwrap_or_default())
        )
    } else if limits
        .timeout
        .is_some_and(|max| cost.nanos > max.as_nanos().try_into().unwrap_or(u64::MAX))
    {
        format!(
            "TimeoutError: {}",
            limits::time_message(limits.timeout.unwrap_or_default())
        )
    } else {
        return None;
    };
    Some(Diagnostic {
        kind: DiagnosticKind::LimitExceeded,
        line: 1,
        column: 1,
        message,
        suggestion: None,
    })
}
