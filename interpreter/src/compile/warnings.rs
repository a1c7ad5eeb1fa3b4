//! The SyntaxWarnings CPython 3.11's compiler reports for code that compiles but is almost
//! certainly a mistake: `is` against a literal, calling or subscripting a literal that cannot be
//! called or subscripted ("perhaps you missed a comma?"), and `assert` on a parenthesised tuple.
//!
//! The compiler collects them in [`CompileContext::warnings`](super::CompileContext) in the order
//! it meets them (source order, nested bodies where they are defined), and whoever runs the code
//! writes them to the program's stderr as CPython's `warnings` module shows them. A literal is
//! judged after the constant folding CPython's AST optimizer does first (`-1`, `1 + 1`, `()`,
//! `(1, 2)` are literals; `(1, x)` is not).

use rustpython_parser::ast::{self, Expr, Ranged};

use super::Compiler;

/// One warning found while compiling: its 1-based line and CPython's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileWarning {
    pub line: u32,
    pub message: String,
}

impl CompileWarning {
    /// The text CPython's `warnings.showwarning` writes for it: the location, the category and
    /// the message, then the source line stripped when the file's source is known.
    pub fn render(&self, filename: &str, source_line: Option<&str>) -> String {
        let mut text = format!("{filename}:{}: SyntaxWarning: {}\n", self.line, self.message);
        if let Some(line) = source_line.map(str::trim).filter(|line| !line.is_empty()) {
            text.push_str("  ");
            text.push_str(line);
            text.push('\n');
        }
        text
    }
}

/// The type of a literal's value as CPython names it, or None when the expression is not a
/// literal (or folds to nothing CPython's optimizer would fold).
fn literal_type(expr: &Expr) -> Option<&'static str> {
    match expr {
        Expr::Constant(c) => Some(constant_type(&c.value)),
        Expr::UnaryOp(u) => {
            let operand = literal_type(&u.operand)?;
            match u.op {
                ast::UnaryOp::Not => Some("bool"),
                ast::UnaryOp::USub | ast::UnaryOp::UAdd => match operand {
                    "bool" => Some("int"),
                    "int" | "float" | "complex" => Some(operand),
                    _ => None,
                },
                ast::UnaryOp::Invert => matches!(operand, "bool" | "int").then_some("int"),
            }
        }
        Expr::Tuple(t) if t.elts.iter().all(|elt| literal_type(elt).is_some()) => Some("tuple"),
        Expr::BinOp(b) => folded_binary_type(b),
        _ => None,
    }
}

fn constant_type(value: &ast::Constant) -> &'static str {
    match value {
        ast::Constant::None => "NoneType",
        ast::Constant::Bool(_) => "bool",
        ast::Constant::Str(_) => "str",
        ast::Constant::Bytes(_) => "bytes",
        ast::Constant::Int(_) => "int",
        ast::Constant::Tuple(_) => "tuple",
        ast::Constant::Float(_) => "float",
        ast::Constant::Complex { .. } => "complex",
        ast::Constant::Ellipsis => "ellipsis",
    }
}

/// The type of a binary operation on two literals that the optimizer folds: arithmetic on
/// numbers (not a division or modulo, which could fail) and concatenation of two sequences of
/// one type.
fn folded_binary_type(binary: &ast::ExprBinOp) -> Option<&'static str> {
    let left = literal_type(&binary.left)?;
    let right = literal_type(&binary.right)?;
    let number_rank = |kind: &str| match kind {
        "bool" | "int" => Some(0),
        "float" => Some(1),
        "complex" => Some(2),
        _ => None,
    };
    match (number_rank(left), number_rank(right)) {
        (Some(l), Some(r)) => {
            let kind = match (binary.op, l.max(r)) {
                (ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult, 0) => "int",
                (ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult, 1) => "float",
                (ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult, _) => "complex",
                _ => return None,
            };
            Some(kind)
        }
        _ if binary.op == ast::Operator::Add && left == right && matches!(left, "str" | "bytes" | "tuple") => {
            Some(left)
        }
        _ => None,
    }
}

/// The type CPython's compiler infers for an expression when checking calls and subscripts:
/// a literal's type, or the type every evaluation of a display or comprehension makes.
fn inferred_type(expr: &Expr) -> Option<&'static str> {
    match expr {
        Expr::Tuple(_) => Some("tuple"),
        Expr::List(_) | Expr::ListComp(_) => Some("list"),
        Expr::Dict(_) | Expr::DictComp(_) => Some("dict"),
        Expr::Set(_) | Expr::SetComp(_) => Some("set"),
        Expr::GeneratorExp(_) => Some("generator"),
        Expr::Lambda(_) => Some("function"),
        Expr::JoinedStr(_) | Expr::FormattedValue(_) => Some("str"),
        _ => literal_type(expr),
    }
}

/// Whether `is` may compare against the expression without a warning: anything but a literal,
/// or one of the singletons.
fn fine_for_is(expr: &Expr) -> bool {
    match literal_type(expr) {
        None => true,
        Some(kind) => matches!(kind, "NoneType" | "bool" | "ellipsis"),
    }
}

impl Compiler<'_, '_, '_> {
    fn warn(&mut self, node: &impl Ranged, message: String) {
        let line = self.source.line_of(node.range().start());
        self.ctx.warnings.push(CompileWarning { line, message });
    }

    /// `x is 1`: the first `is`/`is not` of a comparison chain with a literal on either side.
    pub(super) fn check_compare(&mut self, compare: &ast::ExprCompare) {
        let mut left_fine = fine_for_is(&compare.left);
        for (op, right) in compare.ops.iter().zip(&compare.comparators) {
            let right_fine = fine_for_is(right);
            if matches!(op, ast::CmpOp::Is | ast::CmpOp::IsNot) && !(left_fine && right_fine) {
                let message = if *op == ast::CmpOp::Is {
                    "\"is\" with a literal. Did you mean \"==\"?"
                } else {
                    "\"is not\" with a literal. Did you mean \"!=\"?"
                };
                self.warn(compare, message.to_string());
                return;
            }
            left_fine = right_fine;
        }
    }

    /// `(1)(2)`, `"a" "b"()`, `[1, 2](x)`: calling a literal or a display.
    pub(super) fn check_caller(&mut self, call: &ast::ExprCall) {
        let callee = call.func.as_ref();
        let warned = matches!(
            callee,
            Expr::Constant(_)
                | Expr::Tuple(_)
                | Expr::List(_)
                | Expr::ListComp(_)
                | Expr::Dict(_)
                | Expr::DictComp(_)
                | Expr::Set(_)
                | Expr::SetComp(_)
                | Expr::GeneratorExp(_)
                | Expr::JoinedStr(_)
                | Expr::FormattedValue(_)
        ) || literal_type(callee).is_some();
        if let Some(kind) = inferred_type(callee).filter(|_| warned) {
            self.warn(
                call,
                format!("'{kind}' object is not callable; perhaps you missed a comma?"),
            );
        }
    }

    /// `None[0]`, `{1}[0]`: subscripting what cannot be subscripted; `[1, 2]['a']`: indexing a
    /// sequence literal with a literal that is not an integer or a slice.
    pub(super) fn check_subscript(&mut self, subscript: &ast::ExprSubscript) {
        let value = subscript.value.as_ref();
        let value_type = inferred_type(value);
        let unsubscriptable = match value {
            Expr::Set(_) | Expr::SetComp(_) | Expr::GeneratorExp(_) | Expr::Lambda(_) => true,
            _ => matches!(
                value_type,
                Some("NoneType" | "ellipsis" | "int" | "bool" | "float" | "complex")
            ),
        };
        if unsubscriptable {
            let kind = value_type.unwrap_or("object");
            self.warn(
                subscript,
                format!("'{kind}' object is not subscriptable; perhaps you missed a comma?"),
            );
            return;
        }
        let Some(index_type) = inferred_type(&subscript.slice) else {
            return;
        };
        if matches!(index_type, "int" | "bool") {
            return;
        }
        let indexable = match value {
            Expr::List(_) | Expr::ListComp(_) | Expr::Tuple(_) | Expr::JoinedStr(_) | Expr::FormattedValue(_) => true,
            _ => matches!(value_type, Some("str" | "bytes" | "tuple")),
        };
        if let Some(kind) = value_type.filter(|_| indexable) {
            self.warn(
                subscript,
                format!("{kind} indices must be integers or slices, not {index_type}; perhaps you missed a comma?"),
            );
        }
    }

    /// `assert (x, "message")`: a non-empty tuple is always true.
    pub(super) fn check_assert(&mut self, stmt: &ast::StmtAssert) {
        if matches!(stmt.test.as_ref(), Expr::Tuple(t) if !t.elts.is_empty()) {
            self.warn(
                stmt,
                "assertion is always true, perhaps remove parentheses?".to_string(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::compile::{compile_module, CompileContext};
    use crate::heap::Heap;
    use crate::parse::{parse_module, SourceFile};
    use crate::symbol::Interner;
    use crate::vm::globals::Globals;

    fn warnings(source: &str) -> Vec<(u32, String)> {
        let file = Arc::new(SourceFile::new("<test>", source));
        let body = parse_module(&file).expect("the source parses");
        let mut heap = Heap::default();
        let mut interner = Interner::default();
        let mut globals = Globals::default();
        let mut constants = Vec::new();
        let mut ctx = CompileContext {
            heap: &mut heap,
            interner: &mut interner,
            globals: &mut globals,
            constants: &mut constants,
            top_level_await: false,
            mode: Default::default(),
            warnings: Vec::new(),
        };
        compile_module(&mut ctx, &body, file.clone()).expect("the source compiles");
        ctx.warnings.into_iter().map(|w| (w.line, w.message)).collect()
    }

    const IS: &str = "\"is\" with a literal. Did you mean \"==\"?";

    #[test]
    fn is_against_literals_after_folding() {
        let found = warnings("x = 1\nx is -1\nx is ()\nx is (1, x)\nx is None\nx is ...\nx is 1 + 1\nx is -True\n");
        let lines: Vec<u32> = found.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines, vec![2, 3, 7, 8]);
        assert!(found.iter().all(|(_, message)| message == IS));
        assert_eq!(warnings("x = 1\n1 is x is 2\n").len(), 1);
        assert_eq!(
            warnings("x = 1\nx is not 'a'\n")[0].1,
            "\"is not\" with a literal. Did you mean \"!=\"?"
        );
    }

    #[test]
    fn calls_and_subscripts_of_literals() {
        let found = warnings(
            "def f():\n    return (1)(2)\n[1]['a']\n'abc'[-1.0]\nNone[0]\n{1}[0]\n[1][True]\n[1][1:2]\n(lambda: 1)()\n[1][0] = 2\n{}['a']\n",
        );
        let messages: Vec<&str> = found.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(
            messages,
            vec![
                "'int' object is not callable; perhaps you missed a comma?",
                "list indices must be integers or slices, not str; perhaps you missed a comma?",
                "str indices must be integers or slices, not float; perhaps you missed a comma?",
                "'NoneType' object is not subscriptable; perhaps you missed a comma?",
                "'set' object is not subscriptable; perhaps you missed a comma?",
            ]
        );
        assert_eq!(found[0].0, 2);
    }

    #[test]
    fn assert_on_a_tuple() {
        let found = warnings("assert (1, 'no')\nassert ()\n");
        assert_eq!(
            found,
            vec![(1, "assertion is always true, perhaps remove parentheses?".to_string())]
        );
    }
}
