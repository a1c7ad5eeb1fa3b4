//! Annotations. Variable annotations (`x: int = 0`): module and class bodies evaluate them and
//! record them in an `__annotations__` dict they create when the body has any; function bodies
//! never evaluate them, as in CPython. Parameter and return annotations are evaluated where the
//! `def` runs and recorded in the function's `__annotations__`.

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

/// The return annotation of a `def` statement.
pub fn return_annotation(stmt: &Stmt) -> Option<&Expr> {
    match stmt {
        Stmt::FunctionDef(f) => f.returns.as_deref(),
        Stmt::AsyncFunctionDef(f) => f.returns.as_deref(),
        _ => None,
    }
}

/// The annotations of a function's parameters and return value, in the order CPython records
/// them: ordinary parameters, positional-only ones, `*args`, keyword-only ones, `**kwargs`,
/// then `return`.
pub fn parameter_annotations<'e>(args: &'e ast::Arguments, returns: Option<&'e Expr>) -> Vec<(&'e str, &'e Expr)> {
    let mut found = Vec::new();
    let mut add = |arg: &'e ast::Arg| {
        if let Some(annotation) = &arg.annotation {
            found.push((arg.arg.as_str(), annotation.as_ref()));
        }
    };
    for arg in args.args.iter().chain(args.posonlyargs.iter()) {
        add(&arg.def);
    }
    if let Some(arg) = &args.vararg {
        add(arg);
    }
    for arg in &args.kwonlyargs {
        add(&arg.def);
    }
    if let Some(arg) = &args.kwarg {
        add(arg);
    }
    if let Some(returns) = returns {
        found.push(("return", returns));
    }
    found
}

impl<'a> Compiler<'a, '_, '_> {
    /// Evaluates a function's parameter annotations and stores them, as a dict, in the
    /// `__annotations__` of the function on top of the stack (which stays there).
    pub(super) fn record_parameter_annotations(
        &mut self,
        args: &'a ast::Arguments,
        returns: Option<&'a Expr>,
    ) -> CompileResult {
        let annotations = parameter_annotations(args, returns);
        if annotations.is_empty() {
            return Ok(());
        }
        self.emit(Instr::Copy(1));
        for (name, annotation) in &annotations {
            let key = if *name == "return" {
                (*name).to_string()
            } else {
                self.scope().mangle(name).into_owned()
            };
            self.emit_load_str(&key);
            self.annotation(annotation)?;
        }
        self.emit(Instr::BuildMap(annotations.len() as u32));
        self.emit(Instr::Swap(2));
        let index = self.name_index(ANNOTATIONS);
        self.emit(Instr::StoreAttr(index));
        Ok(())
    }

    /// Evaluates the annotation of `x: T` in a module or class body and records it as
    /// `__annotations__['x'] = T` (annotations in functions are never evaluated, as in CPython;
    /// those of attribute and item targets are evaluated but not recorded).
    pub(super) fn record_annotation(&mut self, stmt: &'a ast::StmtAnnAssign) -> CompileResult {
        if !matches!(self.scope().kind, ScopeKind::Module | ScopeKind::Class) {
            if self.future.annotations {
                // Never evaluated nor recorded, but refused as CPython refuses it.
                super::unparse::unparse(&stmt.annotation, &self.source.text)
                    .map_err(|refusal| self.refusal_error(&refusal))?;
            }
            return Ok(());
        }
        self.annotation(&stmt.annotation)?;
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

    /// An annotation's value: evaluated, or under `from __future__ import annotations` its
    /// text as `ast.unparse` writes it.
    fn annotation(&mut self, annotation: &'a Expr) -> CompileResult {
        if !self.future.annotations {
            return self.expr(annotation);
        }
        match super::unparse::unparse(annotation, &self.source.text) {
            Ok(text) => {
                self.emit_load_str(&text);
                Ok(())
            }
            Err(refusal) => Err(self.refusal_error(&refusal)),
        }
    }

    /// Starts a module or class body that annotates variables with an empty `__annotations__`.
    pub(super) fn setup_annotations(&mut self, body: &'a [ast::Stmt]) {
        if has_annotations(body) {
            self.emit(Instr::BuildMap(0));
            self.store_name(ANNOTATIONS);
        }
    }
}
