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
use rustpython_parser::ast::Stmt;

use super::{Diagnostic, DiagnosticKind};

/// The module's syntax tree and scopes, or the syntax error a run would report. The compiled
/// code is thrown away: compiling is what finds errors such as `'return' outside function`.
pub(super) fn compile(file: &Arc<SourceFile>) -> Result<(Vec<Stmt>, ScopeTree), Diagnostic> {
    let body = parse::parse_module(file).map_err(|error| syntax_diagnostic(file, &error))?;
    let compiled = scope::analyze(&body).and_then(|tree| {
        let mut ctx = CompileContext {
            heap: &mut Heap::new(),
            interner: &mut Interner::default(),
            globals: &mut Globals::default(),
            constants: &mut Vec::new(),
            top_level_await: true,
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
