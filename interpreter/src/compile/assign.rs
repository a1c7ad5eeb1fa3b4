//! Code generation for assignment targets: plain, chained, augmented and annotated assignment,
//! tuple/list unpacking with a starred target, attribute and subscript targets, and `del`.

use rustpython_parser::ast::{self, Expr, Ranged};

use super::{CompileResult, Compiler};
use crate::bytecode::Instr;
use crate::parse::SyntaxErrorInfo;

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn assign(&mut self, stmt: &'a ast::StmtAssign) -> CompileResult {
        // CPython's parser adds its "Maybe you meant '=='" hint where the target could be the
        // left side of a mistyped comparison: the only target, or the last of a bare tuple.
        let single = stmt.targets.len() == 1;
        for target in &stmt.targets {
            self.check_target(target, single)?;
        }
        self.expr(&stmt.value)?;
        let last = stmt.targets.len() - 1;
        for (i, target) in stmt.targets.iter().enumerate() {
            if i < last {
                self.emit(Instr::Copy(1));
            }
            self.store_target(target)?;
        }
        Ok(())
    }

    /// As CPython 3.11 places them: the target's load and store at the target, the operation
    /// at the statement.
    pub(super) fn aug_assign(&mut self, stmt: &'a ast::StmtAugAssign) -> CompileResult {
        let op = super::expr::binop(stmt.op);
        let target = stmt.target.as_ref();
        let at_target = match target {
            Expr::Attribute(a) => self.location_at_attribute(a, a),
            _ => self.location_of(target.range().start(), target.range().end()),
        };
        let statement = self.set_line(target);
        match target {
            Expr::Name(n) => {
                self.load_name(n.id.as_str());
                self.restore_line(statement);
                self.expr(&stmt.value)?;
                self.emit(Instr::InplaceOp(op));
                self.set_location(at_target);
                self.store_name(n.id.as_str());
            }
            Expr::Attribute(a) => {
                let index = self.attr_index(a.attr.as_str());
                self.expr(&a.value)?;
                self.emit(Instr::Copy(1));
                self.set_location(at_target);
                self.emit(Instr::LoadAttr(index));
                self.restore_line(statement);
                self.expr(&stmt.value)?;
                self.emit(Instr::InplaceOp(op));
                self.set_location(at_target);
                self.emit(Instr::Swap(2));
                self.emit(Instr::StoreAttr(index));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::Copy(2));
                self.emit(Instr::Copy(2));
                self.emit(Instr::BinarySubscr);
                self.restore_line(statement);
                self.expr(&stmt.value)?;
                self.emit(Instr::InplaceOp(op));
                self.set_location(at_target);
                self.emit(Instr::Swap(3));
                self.emit(Instr::Swap(2));
                self.emit(Instr::StoreSubscr);
            }
            other => {
                return Err(self.error(
                    other,
                    format!(
                        "'{}' is an illegal expression for augmented assignment",
                        describe(other)
                    ),
                ))
            }
        }
        self.restore_line(statement);
        Ok(())
    }

    /// Rejects targets that cannot be assigned, with CPython's messages; `hint` when the
    /// target may take CPython's "here. Maybe you meant '==' instead of '='?".
    fn check_target(&self, target: &Expr, hint: bool) -> Result<(), SyntaxErrorInfo> {
        match target {
            Expr::Name(n) if n.id.as_str() == "__debug__" => Err(self.error(target, "cannot assign to __debug__")),
            Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) => Ok(()),
            Expr::Tuple(t) => {
                let bare = hint && self.source.text.as_bytes().get(usize::from(t.range.start())) != Some(&b'(');
                let last = t.elts.len().saturating_sub(1);
                t.elts
                    .iter()
                    .enumerate()
                    .try_for_each(|(i, e)| self.check_target(e, bare && i == last))
            }
            Expr::List(l) => l.elts.iter().try_for_each(|e| self.check_target(e, false)),
            Expr::Starred(s) => self.check_target(&s.value, false),
            other => {
                let comparison_operand = !matches!(
                    other,
                    Expr::Lambda(_)
                        | Expr::BoolOp(_)
                        | Expr::Compare(_)
                        | Expr::IfExp(_)
                        | Expr::GeneratorExp(_)
                        | Expr::NamedExpr(_)
                        | Expr::UnaryOp(ast::ExprUnaryOp {
                            op: ast::UnaryOp::Not,
                            ..
                        })
                        | Expr::Constant(ast::ExprConstant {
                            value: ast::Constant::None | ast::Constant::Bool(_),
                            ..
                        })
                );
                let hint = if hint && comparison_operand {
                    " here. Maybe you meant '==' instead of '='?"
                } else {
                    ""
                };
                Err(self.error(other, format!("cannot assign to {}{hint}", describe(other))))
            }
        }
    }

    /// Stores the value on top of the stack into `target`.
    pub(super) fn store_target(&mut self, target: &'a Expr) -> CompileResult {
        let outer = self.set_line(target);
        match target {
            Expr::Name(n) => self.store_name(n.id.as_str()),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let index = self.attr_index(a.attr.as_str());
                let location = self.location_at_attribute(a, a);
                self.set_location(location);
                self.emit(Instr::StoreAttr(index));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::StoreSubscr);
            }
            Expr::Tuple(t) => self.unpack(target, &t.elts)?,
            Expr::List(l) => self.unpack(target, &l.elts)?,
            Expr::Starred(_) => {
                return Err(self.error(target, "starred assignment target must be in a list or tuple"));
            }
            other => return Err(self.error(other, format!("cannot assign to {}", describe(other)))),
        }
        self.restore_line(outer);
        Ok(())
    }

    fn unpack(&mut self, target: &'a Expr, elts: &'a [Expr]) -> CompileResult {
        let stars: Vec<usize> = elts
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Expr::Starred(_)))
            .map(|(i, _)| i)
            .collect();
        match stars.as_slice() {
            [] => self.emit(Instr::UnpackSequence(elts.len() as u32)),
            [star] => {
                let before = *star;
                let after = elts.len() - star - 1;
                if before > u16::MAX as usize || after > u16::MAX as usize {
                    return Err(self.error(target, "too many expressions in star-unpacking assignment"));
                }
                self.emit(Instr::UnpackEx {
                    before: before as u16,
                    after: after as u16,
                });
            }
            _ => return Err(self.error(target, "multiple starred expressions in assignment")),
        }
        for elt in elts {
            match elt {
                Expr::Starred(s) => self.store_target(&s.value)?,
                other => self.store_target(other)?,
            }
        }
        Ok(())
    }

    pub(super) fn delete_target(&mut self, target: &'a Expr) -> CompileResult {
        let outer = self.set_line(target);
        match target {
            Expr::Name(n) => self.delete_name(n.id.as_str()),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let index = self.attr_index(a.attr.as_str());
                let location = self.location_at_attribute(a, a);
                self.set_location(location);
                self.emit(Instr::DeleteAttr(index));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::DeleteSubscr);
            }
            Expr::Tuple(t) => {
                for e in &t.elts {
                    self.delete_target(e)?;
                }
            }
            Expr::List(l) => {
                for e in &l.elts {
                    self.delete_target(e)?;
                }
            }
            other => return Err(self.error(other, format!("cannot delete {}", describe(other)))),
        }
        self.restore_line(outer);
        Ok(())
    }
}

/// How CPython names an expression in "cannot assign to ..." messages.
pub fn describe(expr: &Expr) -> &'static str {
    match expr {
        Expr::Constant(c) => match c.value {
            ast::Constant::None | ast::Constant::Bool(_) | ast::Constant::Ellipsis => match c.value {
                ast::Constant::None => "None",
                ast::Constant::Bool(true) => "True",
                ast::Constant::Bool(false) => "False",
                _ => "ellipsis",
            },
            _ => "literal",
        },
        Expr::Call(_) => "function call",
        Expr::BinOp(_) | Expr::UnaryOp(_) => "expression",
        Expr::BoolOp(_) => "expression",
        Expr::Compare(_) => "comparison",
        Expr::Lambda(_) => "lambda",
        Expr::IfExp(_) => "conditional expression",
        Expr::NamedExpr(_) => "named expression",
        Expr::Dict(_) => "dict literal",
        Expr::Set(_) => "set display",
        Expr::ListComp(_) => "list comprehension",
        Expr::SetComp(_) => "set comprehension",
        Expr::DictComp(_) => "dict comprehension",
        Expr::GeneratorExp(_) => "generator expression",
        Expr::Await(_) => "await expression",
        Expr::Yield(_) | Expr::YieldFrom(_) => "yield expression",
        Expr::JoinedStr(_) | Expr::FormattedValue(_) => "f-string expression",
        Expr::Attribute(_) => "attribute",
        Expr::Subscript(_) => "subscript",
        Expr::Starred(_) => "starred",
        Expr::Name(_) => "name",
        Expr::List(_) => "list",
        Expr::Tuple(_) => "tuple",
        Expr::Slice(_) => "slice",
    }
}
