//! `from __future__ import ...`: the statements that may only open a module (after its
//! docstring), checked as CPython checks them, and the one feature that changes how Garter
//! compiles: `annotations` (PEP 563), under which annotations are not evaluated but kept as the
//! strings `ast.unparse` would write (`compile/unparse.rs`). The other features of CPython 3.11
//! are all in force already and are accepted as they are.

use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use rustpython_parser::text_size::TextSize;

use crate::parse::{SourceFile, SyntaxErrorInfo};

/// The features `__future__` knows (`__future__.all_feature_names`).
const FEATURES: &[&str] = &[
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

/// What a module's leading `from __future__` imports ask for.
#[derive(Debug, Clone, Copy, Default)]
pub struct Future {
    /// `from __future__ import annotations`.
    pub annotations: bool,
    /// Where the statements that may import from `__future__` end.
    pub end: TextSize,
}

/// Whether a module (already compiled) keeps its annotations as strings.
pub fn annotations_are_lazy(body: &[Stmt]) -> bool {
    body.iter()
        .skip(usize::from(starts_with_docstring(body)))
        .take_while(|stmt| is_future_import(stmt))
        .any(|stmt| matches!(stmt, Stmt::ImportFrom(i) if i.names.iter().any(|a| a.name.as_str() == "annotations")))
}

/// Whether the module's first statement is its docstring.
fn starts_with_docstring(body: &[Stmt]) -> bool {
    matches!(body.first(), Some(Stmt::Expr(e)) if matches!(e.value.as_ref(),
        Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))))
}

/// Whether `stmt` is `from __future__ import ...`.
pub fn is_future_import(stmt: &Stmt) -> bool {
    matches!(stmt, Stmt::ImportFrom(i) if i.level.map_or(0, |l| l.to_u32()) == 0
        && i.module.as_ref().is_some_and(|m| m.as_str() == "__future__"))
}

/// The features the module's leading `from __future__` imports ask for, or the SyntaxError
/// CPython gives for an unknown one.
pub fn future_of(body: &[Stmt], source: &SourceFile) -> Result<Future, SyntaxErrorInfo> {
    let mut future = Future::default();
    for stmt in body.iter().skip(usize::from(starts_with_docstring(body))) {
        let Stmt::ImportFrom(import) = stmt else {
            break;
        };
        if !is_future_import(stmt) {
            break;
        }
        for alias in &import.names {
            let feature = alias.name.as_str();
            if feature == "braces" {
                return Err(error_at(source, stmt, "not a chance".to_string()));
            }
            if !FEATURES.contains(&feature) {
                return Err(error_at(
                    source,
                    stmt,
                    format!("future feature {feature} is not defined"),
                ));
            }
            future.annotations |= feature == "annotations";
        }
        future.end = stmt.range().end();
    }
    Ok(future)
}

/// The SyntaxError of a `from __future__` import that does not open the module, underlining
/// the whole statement as CPython does.
pub fn misplaced(source: &SourceFile, stmt: &Stmt) -> SyntaxErrorInfo {
    let end = stmt.range().end();
    error_at(
        source,
        stmt,
        "from __future__ imports must occur at the beginning of the file".to_string(),
    )
    .ending_at((source.line_of(end), source.column_of(end)))
}

fn error_at(source: &SourceFile, stmt: &Stmt, message: String) -> SyntaxErrorInfo {
    let offset = stmt.range().start();
    SyntaxErrorInfo::new(message, source.line_of(offset), source.column_of(offset))
}
