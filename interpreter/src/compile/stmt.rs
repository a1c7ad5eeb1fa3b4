//! Code generation for statements: expression statements, `if`, loops, `return`, `break`,
//! `continue`, `assert`, imports, and the dispatch to the other statement compilers.

use rustpython_parser::ast::{self, Expr, Ranged, Stmt};

use super::scope::ScopeKind;
use super::{CompileResult, Compiler, FBlock, Label};
use crate::bytecode::Instr;

/// The SyntaxError for PEP 695 type parameters, which Python 3.11 does not have.
const GENERICS_UNSUPPORTED: &str = "generic type parameters (PEP 695, 'def f[T]') are not supported";

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn stmts(&mut self, body: &'a [Stmt]) -> CompileResult {
        for stmt in body {
            self.stmt(stmt)?;
        }
        Ok(())
    }

    pub(super) fn stmt(&mut self, stmt: &'a Stmt) -> CompileResult {
        let line = self.set_line(stmt);
        match stmt {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                let interactive = self.ctx.mode.body == super::BodyKind::Interactive
                    && self.scope().kind == super::scope::ScopeKind::Module;
                self.emit(if interactive { Instr::PrintExpr } else { Instr::PopTop });
            }
            Stmt::Assign(a) => self.assign(a)?,
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::AnnAssign(a) => {
                if let Some(value) = &a.value {
                    self.expr(value)?;
                    self.store_target(&a.target)?;
                }
                self.record_annotation(a)?;
            }
            Stmt::Pass(_) => self.emit(Instr::Nop),
            Stmt::If(i) => self.if_stmt(i)?,
            Stmt::While(w) => self.while_stmt(w)?,
            Stmt::For(f) => self.for_stmt(f)?,
            Stmt::Break(_) => self.break_stmt(stmt)?,
            Stmt::Continue(_) => self.continue_stmt(stmt)?,
            Stmt::Return(r) => self.return_stmt(stmt, r)?,
            Stmt::FunctionDef(f) if !f.type_params.is_empty() => return Err(self.error(stmt, GENERICS_UNSUPPORTED)),
            Stmt::AsyncFunctionDef(f) if !f.type_params.is_empty() => {
                return Err(self.error(stmt, GENERICS_UNSUPPORTED))
            }
            Stmt::ClassDef(c) if !c.type_params.is_empty() => return Err(self.error(stmt, GENERICS_UNSUPPORTED)),
            Stmt::FunctionDef(f) => self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list)?,
            Stmt::Delete(d) => {
                for target in &d.targets {
                    self.delete_target(target)?;
                }
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::Assert(a) => self.assert_stmt(a)?,
            Stmt::Raise(r) => self.raise_stmt(r)?,
            Stmt::Try(t) => self.try_stmt(t)?,
            Stmt::Import(i) => self.import(i)?,
            Stmt::ImportFrom(i) => self.import_from(stmt, i)?,
            Stmt::ClassDef(c) => self.class_def(stmt, c)?,
            Stmt::With(w) => self.with_stmt(&w.items, &w.body, false)?,
            Stmt::AsyncWith(w) => {
                self.check_await_allowed(stmt, "'async with' outside async function")?;
                self.with_stmt(&w.items, &w.body, true)?
            }
            Stmt::AsyncFor(f) => self.async_for_stmt(stmt, f)?,
            Stmt::AsyncFunctionDef(f) => self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list)?,
            Stmt::Match(m) => self.match_stmt(m)?,
            Stmt::TryStar(t) => self.try_star_stmt(t)?,
            Stmt::TypeAlias(_) => return Err(self.error(stmt, "'type' statements (PEP 695) are not supported")),
        }
        self.restore_line(line);
        Ok(())
    }

    /// Jumps to `target` when `test` is truthy (`when == true`) or falsy, consuming it.
    pub(super) fn jump_if(&mut self, test: &'a Expr, when: bool, target: Label) -> CompileResult {
        match test {
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => return self.jump_if(&u.operand, !when, target),
            Expr::BoolOp(b) => {
                let is_and = b.op == ast::BoolOp::And;
                let (last, rest) = b.values.split_last().expect("a boolean operation has operands");
                if is_and == when {
                    // `a and b` jumping when true (or `a or b` when false): a miss on any operand
                    // falls through.
                    let skip = self.new_label();
                    for value in rest {
                        self.jump_if(value, !when, skip)?;
                    }
                    self.jump_if(last, when, target)?;
                    self.bind_label(skip);
                } else {
                    for value in rest {
                        self.jump_if(value, when, target)?;
                    }
                    self.jump_if(last, when, target)?;
                }
                return Ok(());
            }
            // As CPython 3.11's compiler does, a comparison leaves its position in force for
            // the rest of the statement (an `assert`'s raise is placed at its comparison).
            Expr::Compare(_) => {
                self.set_line(test);
            }
            _ => {}
        }
        self.expr(test)?;
        self.emit_jump(
            if when {
                Instr::PopJumpIfTrue
            } else {
                Instr::PopJumpIfFalse
            },
            target,
        );
        Ok(())
    }

    /// `if` with its `elif` chain, compiled in a loop so that thousands of `elif`s do not
    /// recurse.
    fn if_stmt(&mut self, stmt: &'a ast::StmtIf) -> CompileResult {
        let end = self.new_label();
        let mut current = stmt;
        loop {
            let orelse = if current.orelse.is_empty() {
                end
            } else {
                self.new_label()
            };
            self.jump_if(&current.test, false, orelse)?;
            self.stmts(&current.body)?;
            if current.orelse.is_empty() {
                break;
            }
            self.emit_jump(Instr::Jump, end);
            self.bind_label(orelse);
            match current.orelse.as_slice() {
                [elif @ Stmt::If(next)] => {
                    self.set_line(elif);
                    current = next;
                }
                rest => {
                    self.stmts(rest)?;
                    break;
                }
            }
        }
        self.bind_label(end);
        Ok(())
    }

    fn while_stmt(&mut self, stmt: &'a ast::StmtWhile) -> CompileResult {
        let start = self.new_label();
        let orelse = self.new_label();
        let end = self.new_label();
        self.bind_label(start);
        if !is_constant_true(&stmt.test) {
            self.jump_if(&stmt.test, false, orelse)?;
        }
        self.push_fblock(FBlock::WhileLoop { start, exit: end })?;
        self.stmts(&stmt.body)?;
        self.unit().fblocks.pop();
        self.emit_jump(Instr::Jump, start);
        self.bind_label(orelse);
        self.stmts(&stmt.orelse)?;
        self.bind_label(end);
        Ok(())
    }

    fn for_stmt(&mut self, stmt: &'a ast::StmtFor) -> CompileResult {
        let start = self.new_label();
        let orelse = self.new_label();
        let end = self.new_label();
        self.iterable_expr(&stmt.iter)?;
        self.emit(Instr::GetIter);
        self.bind_label(start);
        self.emit_jump(Instr::ForIter, orelse);
        self.unit().depth += 1;
        self.store_target(&stmt.target)?;
        self.push_fblock(FBlock::ForLoop { start, exit: end })?;
        self.stmts(&stmt.body)?;
        self.unit().fblocks.pop();
        self.emit_jump(Instr::Jump, start);
        self.unit().depth -= 1;
        self.bind_label(orelse);
        self.stmts(&stmt.orelse)?;
        self.bind_label(end);
        Ok(())
    }

    /// CPython's refusal of `break`, `continue` and `return` (at `node`) that would leave an
    /// `except*` clause: one among the fblocks above the innermost loop (all of them for
    /// `return`).
    fn refuse_exit_from_except_star(&mut self, node: &impl Ranged, from_loop: bool) -> CompileResult {
        let start = if from_loop {
            self.innermost_loop().map_or(0, |i| i + 1)
        } else {
            0
        };
        if self.unit().fblocks[start..]
            .iter()
            .any(|b| matches!(b, FBlock::ExceptStarHandler))
        {
            return Err(self.error(
                node,
                "'break', 'continue' and 'return' cannot appear in an except* block",
            ));
        }
        Ok(())
    }

    fn break_stmt(&mut self, stmt: &'a Stmt) -> CompileResult {
        self.refuse_exit_from_except_star(stmt, true)?;
        let Some(loop_index) = self.innermost_loop() else {
            return Err(self.error(stmt, "'break' outside loop"));
        };
        let saved = self.unwind_to(loop_index + 1, false)?;
        let exit = match self.unit().fblocks[loop_index] {
            FBlock::ForLoop { exit, .. } => {
                self.emit(Instr::PopTop);
                exit
            }
            FBlock::WhileLoop { exit, .. } => exit,
            _ => unreachable!("innermost_loop returns a loop"),
        };
        self.emit_jump(Instr::Jump, exit);
        self.restore_unwind(saved);
        Ok(())
    }

    fn continue_stmt(&mut self, stmt: &'a Stmt) -> CompileResult {
        self.refuse_exit_from_except_star(stmt, true)?;
        let Some(loop_index) = self.innermost_loop() else {
            return Err(self.error(stmt, "'continue' not properly in loop"));
        };
        let saved = self.unwind_to(loop_index + 1, false)?;
        let start = match self.unit().fblocks[loop_index] {
            FBlock::ForLoop { start, .. } | FBlock::WhileLoop { start, .. } => start,
            _ => unreachable!("innermost_loop returns a loop"),
        };
        self.emit_jump(Instr::Jump, start);
        self.restore_unwind(saved);
        Ok(())
    }

    fn innermost_loop(&mut self) -> Option<usize> {
        self.unit()
            .fblocks
            .iter()
            .rposition(|b| matches!(b, FBlock::ForLoop { .. } | FBlock::WhileLoop { .. }))
    }

    fn return_stmt(&mut self, stmt: &'a Stmt, ret: &'a ast::StmtReturn) -> CompileResult {
        if matches!(self.scope().kind, ScopeKind::Module | ScopeKind::Class) {
            return Err(self.error(stmt, "'return' outside function"));
        }
        match &ret.value {
            Some(value) => self.refuse_exit_from_except_star(value.as_ref(), false)?,
            None => self.refuse_exit_from_except_star(stmt, false)?,
        }
        let saved = match &ret.value {
            Some(_) if self.unit().kind == crate::bytecode::CodeKind::AsyncGenerator => {
                return Err(self.error(stmt, "'return' with value in async generator"));
            }
            Some(value) => {
                self.expr(value)?;
                self.unwind_to(0, true)?
            }
            None => {
                let saved = self.unwind_to(0, false)?;
                self.emit(Instr::LoadNone);
                saved
            }
        };
        self.emit(Instr::ReturnValue);
        self.restore_unwind(saved);
        Ok(())
    }

    fn assert_stmt(&mut self, stmt: &'a ast::StmtAssert) -> CompileResult {
        self.check_assert(stmt);
        let end = self.new_label();
        self.jump_if(&stmt.test, true, end)?;
        self.emit(Instr::LoadAssertionError);
        if let Some(msg) = &stmt.msg {
            self.expr(msg)?;
            self.emit(Instr::Call(1));
        }
        self.emit(Instr::Raise(1));
        self.bind_label(end);
        Ok(())
    }

    fn import(&mut self, stmt: &'a ast::StmtImport) -> CompileResult {
        for alias in &stmt.names {
            let full = alias.name.as_str();
            let index = self.name_index(full);
            self.emit(Instr::ImportName(index));
            match &alias.asname {
                Some(asname) => self.store_name(asname.as_str()),
                None => {
                    let top = full.split('.').next().unwrap_or(full);
                    if top != full {
                        self.emit(Instr::PopTop);
                        let index = self.name_index(top);
                        self.emit(Instr::ImportName(index));
                    }
                    self.store_name(top);
                }
            }
        }
        Ok(())
    }

    fn import_from(&mut self, stmt: &'a Stmt, import: &'a ast::StmtImportFrom) -> CompileResult {
        if super::future::is_future_import(stmt) && (self.units.len() > 1 || stmt.range().start() >= self.future.end) {
            return Err(super::future::misplaced(&self.source, stmt));
        }
        let level = import.level.map_or(0, |l| l.to_u32());
        let module = import.module.as_ref().map_or("", |m| m.as_str());
        let full = format!("{}{}", ".".repeat(level as usize), module);
        let index = self.name_index(&full);
        self.emit(Instr::ImportName(index));
        for alias in &import.names {
            if alias.name.as_str() == "*" {
                if self.scope().kind != super::scope::ScopeKind::Module {
                    return Err(self.error(stmt, "import * only allowed at module level"));
                }
                self.emit(Instr::ImportStar);
                return Ok(());
            }
            let index = self.name_index(alias.name.as_str());
            self.emit(Instr::ImportFrom(index));
            self.store_name(alias.asname.as_ref().unwrap_or(&alias.name).as_str());
        }
        self.emit(Instr::PopTop);
        Ok(())
    }
}

fn is_constant_true(expr: &Expr) -> bool {
    match expr {
        Expr::Constant(c) => match &c.value {
            ast::Constant::Bool(b) => *b,
            ast::Constant::Int(i) => i.sign() != num_bigint::Sign::NoSign,
            _ => false,
        },
        _ => false,
    }
}
