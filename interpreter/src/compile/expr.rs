//! Code generation for expressions: operators, comparisons, boolean logic, displays (list,
//! tuple, set, dict), subscripts and slices, attributes, f-strings and `yield`.

use rustpython_parser::ast::{self, ConversionFlag, Expr};

use super::scope::ScopeKind;
use super::{CompileResult, Compiler, MAX_EXPR_DEPTH};
use crate::bytecode::{BinOp, CmpOp, Conversion, Instr, UnaryOp};

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn expr(&mut self, expr: &'a Expr) -> CompileResult {
        let depth_unit = self.units.len().saturating_sub(1);
        let unit = self.unit();
        unit.expr_depth += 1;
        if unit.expr_depth > MAX_EXPR_DEPTH {
            return Err(self.error(expr, "too many nested expressions"));
        }
        let line = self.set_line(expr);
        let result = self.expr_inner(expr);
        self.restore_line(line);
        // The unit counted above: an error inside a comprehension leaves its own unit open.
        if let Some(unit) = self.units.get_mut(depth_unit) {
            unit.expr_depth = unit.expr_depth.saturating_sub(1);
        }
        result
    }

    fn expr_inner(&mut self, expr: &'a Expr) -> CompileResult {
        match expr {
            Expr::Constant(c) => self.emit_constant(&c.value),
            Expr::Name(n) => self.load_name(n.id.as_str()),
            Expr::BoolOp(b) => {
                let end = self.new_label();
                let jump = if b.op == ast::BoolOp::And {
                    Instr::JumpIfFalseOrPop
                } else {
                    Instr::JumpIfTrueOrPop
                };
                let (last, rest) = b.values.split_last().expect("a boolean operation has operands");
                for value in rest {
                    self.expr(value)?;
                    self.emit_jump(jump, end);
                }
                self.expr(last)?;
                self.bind_label(end);
            }
            Expr::NamedExpr(n) => {
                self.expr(&n.value)?;
                self.emit(Instr::Copy(1));
                self.store_target(&n.target)?;
            }
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.emit(Instr::BinaryOp(binop(b.op)));
            }
            Expr::UnaryOp(u) => self.unary(u)?,
            Expr::Lambda(l) => self.lambda(expr, l)?,
            Expr::IfExp(i) => {
                let orelse = self.new_label();
                let end = self.new_label();
                self.jump_if(&i.test, false, orelse)?;
                self.expr(&i.body)?;
                self.emit_jump(Instr::Jump, end);
                self.bind_label(orelse);
                self.expr(&i.orelse)?;
                self.bind_label(end);
            }
            Expr::Dict(d) => self.dict_display(d)?,
            Expr::Set(s) if s.elts.len() > 2 && s.elts.iter().all(is_constant_expr) => self.constant_set(&s.elts)?,
            Expr::Set(s) => self.sequence_display(&s.elts, Display::Set)?,
            Expr::List(l) => self.sequence_display(&l.elts, Display::List)?,
            Expr::Tuple(t) => self.sequence_display(&t.elts, Display::Tuple)?,
            Expr::ListComp(c) => {
                self.comprehension(expr, &c.generators, super::function::ComprehensionKind::List(&c.elt))?
            }
            Expr::SetComp(c) => {
                self.comprehension(expr, &c.generators, super::function::ComprehensionKind::Set(&c.elt))?
            }
            Expr::DictComp(c) => self.comprehension(
                expr,
                &c.generators,
                super::function::ComprehensionKind::Dict(&c.key, &c.value),
            )?,
            Expr::GeneratorExp(c) => self.comprehension(
                expr,
                &c.generators,
                super::function::ComprehensionKind::Generator(&c.elt),
            )?,
            Expr::Await(a) => {
                self.check_await_allowed(expr, "'await' outside async function")?;
                self.expr(&a.value)?;
                self.emit(Instr::GetAwaitable);
                self.emit_send_loop();
            }
            Expr::Yield(y) => {
                self.check_in_function(expr, "'yield' outside function")?;
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => self.emit(Instr::LoadNone),
                }
                self.emit_yield();
            }
            Expr::YieldFrom(y) => {
                self.check_in_function(expr, "'yield' outside function")?;
                if self.unit().kind.is_async() {
                    return Err(self.error(expr, "'yield from' inside async function"));
                }
                self.expr(&y.value)?;
                self.emit(Instr::GetYieldFromIter);
                self.emit_send_loop();
            }
            Expr::Compare(c) => {
                self.check_compare(c);
                self.compare(c)?
            }
            Expr::Call(c) => {
                self.check_caller(c);
                self.call(c)?
            }
            Expr::FormattedValue(f) => self.formatted_value(f)?,
            Expr::JoinedStr(j) => {
                for value in &j.values {
                    self.expr(value)?;
                }
                if j.values.len() != 1 || !matches!(j.values[0], Expr::FormattedValue(_) | Expr::Constant(_)) {
                    self.emit(Instr::BuildString(j.values.len() as u32));
                }
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let index = self.attr_index(a.attr.as_str());
                let location = self.location_at_attribute(a, a);
                self.set_location(location);
                self.emit(Instr::LoadAttr(index));
            }
            Expr::Subscript(s) => {
                self.check_subscript(s);
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::BinarySubscr);
            }
            Expr::Slice(s) => {
                for part in [&s.lower, &s.upper] {
                    match part {
                        Some(p) => self.expr(p)?,
                        None => self.emit(Instr::LoadNone),
                    }
                }
                match &s.step {
                    Some(step) => {
                        self.expr(step)?;
                        self.emit(Instr::BuildSlice(3));
                    }
                    None => self.emit(Instr::BuildSlice(2)),
                }
            }
            Expr::Starred(_) => return Err(self.error(expr, "can't use starred expression here")),
        }
        Ok(())
    }

    /// A set display whose items are all constants (see `Instr::BuildConstSet`).
    pub(super) fn constant_set(&mut self, elts: &'a [Expr]) -> CompileResult {
        for e in elts {
            self.expr(e)?;
        }
        self.emit(Instr::BuildConstSet(elts.len() as u32));
        Ok(())
    }

    /// An iterable or `in` operand: a set display of constants is built as CPython's folded
    /// frozenset constant would iterate.
    pub(super) fn iterable_expr(&mut self, expr: &'a Expr) -> CompileResult {
        match expr {
            Expr::Set(s) if s.elts.iter().all(is_constant_expr) => {
                let line = self.set_line(expr);
                for e in &s.elts {
                    self.expr(e)?;
                }
                self.emit(Instr::BuildConstFrozenSet(s.elts.len() as u32));
                self.restore_line(line);
                Ok(())
            }
            other => self.expr(other),
        }
    }

    fn check_in_function(&mut self, expr: &'a Expr, message: &str) -> CompileResult {
        match self.scope().kind {
            ScopeKind::Module | ScopeKind::Class => Err(self.error(expr, message)),
            ScopeKind::Comprehension => {
                let qualname = &self.unit().qualname;
                let what = [
                    ("<listcomp>", "list comprehension"),
                    ("<setcomp>", "set comprehension"),
                    ("<dictcomp>", "dict comprehension"),
                ]
                .iter()
                .find(|(name, _)| qualname.ends_with(name))
                .map_or("generator expression", |(_, what)| what);
                Err(self.error(expr, format!("'yield' inside {what}")))
            }
            _ => Ok(()),
        }
    }

    fn unary(&mut self, u: &'a ast::ExprUnaryOp) -> CompileResult {
        if u.op == ast::UnaryOp::USub {
            if let Expr::Constant(c) = u.operand.as_ref() {
                match &c.value {
                    ast::Constant::Int(i) => {
                        self.emit_int(&-i);
                        return Ok(());
                    }
                    ast::Constant::Float(f) => {
                        self.emit_constant(&ast::Constant::Float(-f));
                        return Ok(());
                    }
                    _ => {}
                }
            }
        }
        self.expr(&u.operand)?;
        let op = match u.op {
            ast::UnaryOp::Not => UnaryOp::Not,
            ast::UnaryOp::USub => UnaryOp::Neg,
            ast::UnaryOp::UAdd => UnaryOp::Pos,
            ast::UnaryOp::Invert => UnaryOp::Invert,
        };
        self.emit(Instr::UnaryOp(op));
        Ok(())
    }

    fn compare(&mut self, c: &'a ast::ExprCompare) -> CompileResult {
        self.expr(&c.left)?;
        let n = c.ops.len();
        if n == 1 {
            if matches!(c.ops[0], ast::CmpOp::In | ast::CmpOp::NotIn) {
                self.iterable_expr(&c.comparators[0])?;
            } else {
                self.expr(&c.comparators[0])?;
            }
            self.emit_compare(c.ops[0]);
            return Ok(());
        }
        let cleanup = self.new_label();
        let end = self.new_label();
        for i in 0..n - 1 {
            self.expr(&c.comparators[i])?;
            self.emit(Instr::Swap(2));
            self.emit(Instr::Copy(2));
            self.emit_compare(c.ops[i]);
            self.emit_jump(Instr::JumpIfFalseOrPop, cleanup);
        }
        self.expr(&c.comparators[n - 1])?;
        self.emit_compare(c.ops[n - 1]);
        self.emit_jump(Instr::Jump, end);
        self.bind_label(cleanup);
        self.emit(Instr::Swap(2));
        self.emit(Instr::PopTop);
        self.bind_label(end);
        Ok(())
    }

    fn emit_compare(&mut self, op: ast::CmpOp) {
        self.emit(match op {
            ast::CmpOp::Eq => Instr::Compare(CmpOp::Eq),
            ast::CmpOp::NotEq => Instr::Compare(CmpOp::Ne),
            ast::CmpOp::Lt => Instr::Compare(CmpOp::Lt),
            ast::CmpOp::LtE => Instr::Compare(CmpOp::Le),
            ast::CmpOp::Gt => Instr::Compare(CmpOp::Gt),
            ast::CmpOp::GtE => Instr::Compare(CmpOp::Ge),
            ast::CmpOp::Is => Instr::IsOp(false),
            ast::CmpOp::IsNot => Instr::IsOp(true),
            ast::CmpOp::In => Instr::ContainsOp(false),
            ast::CmpOp::NotIn => Instr::ContainsOp(true),
        });
    }

    fn dict_display(&mut self, d: &'a ast::ExprDict) -> CompileResult {
        if d.keys.iter().all(|k| k.is_some()) {
            for (key, value) in d.keys.iter().zip(d.values.iter()) {
                self.expr(key.as_ref().expect("all keys present"))?;
                self.expr(value)?;
            }
            self.emit(Instr::BuildMap(d.keys.len() as u32));
            return Ok(());
        }
        self.emit(Instr::BuildMap(0));
        for (key, value) in d.keys.iter().zip(d.values.iter()) {
            match key {
                Some(key) => {
                    self.expr(key)?;
                    self.expr(value)?;
                    self.emit(Instr::MapAdd(1));
                }
                None => {
                    self.expr(value)?;
                    self.emit(Instr::DictUpdate(1));
                }
            }
        }
        Ok(())
    }

    fn sequence_display(&mut self, elts: &'a [Expr], display: Display) -> CompileResult {
        let starred = elts.iter().any(|e| matches!(e, Expr::Starred(_)));
        if !starred {
            for e in elts {
                self.expr(e)?;
            }
            let n = elts.len() as u32;
            self.emit(match display {
                Display::List => Instr::BuildList(n),
                Display::Tuple => Instr::BuildTuple(n),
                Display::Set => Instr::BuildSet(n),
            });
            return Ok(());
        }
        let is_set = display == Display::Set;
        self.emit(if is_set {
            Instr::BuildSet(0)
        } else {
            Instr::BuildList(0)
        });
        for e in elts {
            match e {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    self.emit(if is_set {
                        Instr::SetUpdate(1)
                    } else {
                        Instr::ListExtend(1)
                    });
                }
                other => {
                    self.expr(other)?;
                    self.emit(if is_set { Instr::SetAdd(1) } else { Instr::ListAppend(1) });
                }
            }
        }
        if display == Display::Tuple {
            self.emit(Instr::ListToTuple);
        }
        Ok(())
    }

    fn formatted_value(&mut self, f: &'a ast::ExprFormattedValue) -> CompileResult {
        self.expr(&f.value)?;
        let conversion = match f.conversion {
            ConversionFlag::None => Conversion::None,
            ConversionFlag::Str => Conversion::Str,
            ConversionFlag::Repr => Conversion::Repr,
            ConversionFlag::Ascii => Conversion::Ascii,
        };
        let has_spec = match &f.format_spec {
            Some(spec) => {
                self.expr(spec)?;
                true
            }
            None => false,
        };
        self.emit(Instr::FormatValue { conversion, has_spec });
        Ok(())
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Display {
    List,
    Tuple,
    Set,
}

/// Whether CPython's AST optimizer would fold `expr` into a constant.
pub(super) fn is_constant_expr(expr: &Expr) -> bool {
    match expr {
        Expr::Constant(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(is_constant_expr),
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd | ast::UnaryOp::Invert)
                && matches!(u.operand.as_ref(), Expr::Constant(c) if matches!(c.value, ast::Constant::Int(_) | ast::Constant::Float(_) | ast::Constant::Bool(_)))
        }
        _ => false,
    }
}

pub(super) fn binop(op: ast::Operator) -> BinOp {
    match op {
        ast::Operator::Add => BinOp::Add,
        ast::Operator::Sub => BinOp::Sub,
        ast::Operator::Mult => BinOp::Mul,
        ast::Operator::MatMult => BinOp::MatMul,
        ast::Operator::Div => BinOp::TrueDiv,
        ast::Operator::FloorDiv => BinOp::FloorDiv,
        ast::Operator::Mod => BinOp::Mod,
        ast::Operator::Pow => BinOp::Pow,
        ast::Operator::LShift => BinOp::LShift,
        ast::Operator::RShift => BinOp::RShift,
        ast::Operator::BitAnd => BinOp::And,
        ast::Operator::BitOr => BinOp::Or,
        ast::Operator::BitXor => BinOp::Xor,
    }
}
