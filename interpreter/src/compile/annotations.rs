//! Variable annotations (`x: int = 0`): module and class bodies evaluate them and record them
//! in an `__annotations__` dict they create when the body has any; function bodies never
//! evaluate them, as in CPython.

use rustpython_parser::ast::{self, Expr, Stmt};

use super::scope::ScopeKind;
use super::{CompileResult, Compiler};
use crate::bytecode::Instr;

/// The namespace entry where module and class bodies record their annotations.
pub const ANNOTATIONS: &str = "__annotations__";

/// Whether `body` (not counting nested functions and classes) annotates a variable, so its
/// namespace needs an `__annotations__` dict.
pub(super) fn has_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|stmt| match stmt {
        Stmt::AnnAssign(_) => true,
        Stmt::If(s) => has_annotations(&s.body) || has_annotations(&s.orelse),
        Stmt::For(s) => has_annotations(&s.body) || has_annotations(&s.orelse),
        Stmt::AsyncFor(s) => has_annotations(&s.body) || has_annotations(&s.orelse),
        Stmt::While(s) => has_annotations(&s.body) || has_annotations(&s.orelse),
        Stmt::With(s) => has_annotations(&s.body),
        Stmt::AsyncWith(s) => has_annotations(&s.body),
        Stmt::Try(s) => {
            has_annotations(&s.body)
                || has_annotations(&s.orelse)
                || has_annotations(&s.finalbody)
                || s.handlers.iter().any(|h| {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    has_annotations(&h.body)
                })
        }
        Stmt::Match(s) => s.cases.iter().any(|c| has_annotations(&c.body)),
        _ => false,
    })
}

impl<'a> Compiler<'a, '_, '_> {
    /// Evaluates the annotation of `x: T` in a module or class body and records it as
    /// `__annotations__['x'] = T` (annotations in functions are never evaluated, as in CPython;
    /// those of attribute and item targets are evaluated but not recorded).
    pub(super) fn record_annotation(&mut self, stmt: &'a ast::StmtAnnAssign) -> CompileResult {
        if !matches!(self.scope().kind, ScopeKind::Module | ScopeKind::Class) {
            return Ok(());
        }
        self.expr(&stmt.annotation)?;
        match stmt.target.as_ref() {
            Expr::Name(n) if stmt.simple => {
                self.load_name(ANNOTATIONS);
                let name = self.scope().mangle(n.id.as_str()).into_owned();
                self.emit_load_str(&name);
                self.emit(Instr::StoreSubscr);
            }
            _ => self.emit(Instr::PopTop),
        }
        Ok(())
    }

    /// Starts a module or class body that annotates variables with an empty `__annotations__`.
    pub(super) fn setup_annotations(&mut self, body: &'a [ast::Stmt]) {
        if has_annotations(body) {
            self.emit(Instr::BuildMap(0));
            self.store_name(ANNOTATIONS);
        }
    }
}
