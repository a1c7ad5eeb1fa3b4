//! Code generation for exception handling: `try`/`except`/`else`/`finally`, `raise`, and the
//! unwinding that `return`, `break` and `continue` perform when they leave loops, handlers and
//! finally blocks.
//!
//! The layout follows CPython 3.11's compiler (`compiler_try_except`, `compiler_try_finally`,
//! `compiler_unwind_fblock`): handlers are recorded per instruction and turned into an exception
//! table, the finally body is emitted once for the normal path and once for the exceptional
//! path, and leaving a block early inlines what the block would have done on the way out.

use rustpython_parser::ast::{self, Stmt};

use super::{CompileResult, Compiler, FBlock, Handler, Label};
use crate::bytecode::Instr;
use crate::parse::SyntaxErrorInfo;

/// The parts of a `try` statement, with `except` or `except*` clauses.
struct TryParts<'a> {
    body: &'a [Stmt],
    handlers: &'a [ast::ExceptHandler],
    orelse: &'a [Stmt],
    finalbody: &'a [Stmt],
    star: bool,
}

/// The compiler state an early exit changes while it emits its unwinding code.
pub(super) struct SavedUnwind<'a> {
    fblocks: Vec<FBlock<'a>>,
    handlers: Vec<Handler>,
    depth: u32,
}

impl<'a> Compiler<'a, '_, '_> {
    /// Emits the code that leaves every fblock above the first `keep` ones. With `preserve_tos`
    /// the value on top of the stack (a return value) survives. Returns the state to restore
    /// once the jump or return is emitted.
    pub(super) fn unwind_to(&mut self, keep: usize, preserve_tos: bool) -> Result<SavedUnwind<'a>, SyntaxErrorInfo> {
        let unit = self.unit();
        let saved = SavedUnwind {
            fblocks: unit.fblocks.clone(),
            handlers: unit.handler_stack.clone(),
            depth: unit.depth,
        };
        if preserve_tos {
            self.unit().depth += 1;
        }
        while self.unit().fblocks.len() > keep {
            let block = self.unit().fblocks.pop().expect("length checked above");
            self.unwind_block(block, preserve_tos)?;
        }
        Ok(saved)
    }

    pub(super) fn restore_unwind(&mut self, saved: SavedUnwind<'a>) {
        let unit = self.unit();
        unit.fblocks = saved.fblocks;
        unit.handler_stack = saved.handlers;
        unit.depth = saved.depth;
    }

    fn pop_preserving(&mut self, preserve_tos: bool) {
        if preserve_tos {
            self.emit(Instr::Swap(2));
        }
        self.emit(Instr::PopTop);
        self.unit().depth -= 1;
    }

    fn unwind_block(&mut self, block: FBlock<'a>, preserve_tos: bool) -> CompileResult {
        match block {
            FBlock::WhileLoop { .. } => {}
            FBlock::ForLoop { .. } => self.pop_preserving(preserve_tos),
            FBlock::TryExcept => self.pop_handler(),
            FBlock::FinallyTry(body) => {
                self.pop_handler();
                if preserve_tos {
                    self.unit().fblocks.push(FBlock::PopValue);
                }
                self.stmts(body)?;
                if preserve_tos {
                    self.unit().fblocks.pop();
                }
            }
            FBlock::FinallyEnd => {
                self.pop_preserving(preserve_tos);
                if preserve_tos {
                    self.emit(Instr::Swap(2));
                }
                self.pop_handler();
                self.emit(Instr::PopExcept);
                self.unit().depth -= 1;
            }
            FBlock::HandlerCleanup(name) => {
                if name.is_some() {
                    self.pop_handler();
                }
                if preserve_tos {
                    self.emit(Instr::Swap(2));
                }
                self.pop_handler();
                self.emit(Instr::PopExcept);
                self.unit().depth -= 1;
                if let Some(name) = name {
                    self.clear_name(name);
                }
            }
            FBlock::PopValue => self.pop_preserving(preserve_tos),
            // `break`, `continue` and `return` never leave an except* clause
            // (`refuse_exit_from_except_star`).
            FBlock::ExceptStarHandler => {}
            FBlock::With { is_async } => {
                self.pop_handler();
                if preserve_tos {
                    self.emit(Instr::Swap(2));
                }
                self.call_exit_with_nones(is_async);
                self.unit().depth -= 1;
            }
        }
        Ok(())
    }

    /// `name = None; del name`, as at the end of `except ... as name`.
    fn clear_name(&mut self, name: &str) {
        self.emit(Instr::LoadNone);
        self.store_name(name);
        self.delete_name(name);
    }

    pub(super) fn raise_stmt(&mut self, stmt: &'a ast::StmtRaise) -> CompileResult {
        match (&stmt.exc, &stmt.cause) {
            (None, _) => self.emit(Instr::Raise(0)),
            (Some(exc), None) => {
                self.expr(exc)?;
                self.emit(Instr::Raise(1));
            }
            (Some(exc), Some(cause)) => {
                self.expr(exc)?;
                self.expr(cause)?;
                self.emit(Instr::Raise(2));
            }
        }
        Ok(())
    }

    pub(super) fn try_stmt(&mut self, stmt: &'a ast::StmtTry) -> CompileResult {
        let parts = TryParts {
            body: &stmt.body,
            handlers: &stmt.handlers,
            orelse: &stmt.orelse,
            finalbody: &stmt.finalbody,
            star: false,
        };
        if stmt.finalbody.is_empty() {
            self.try_except(&stmt.body, &stmt.handlers, &stmt.orelse)
        } else {
            self.try_finally(parts)
        }
    }

    /// `try` with `except*` clauses.
    pub(super) fn try_star_stmt(&mut self, stmt: &'a ast::StmtTryStar) -> CompileResult {
        let parts = TryParts {
            body: &stmt.body,
            handlers: &stmt.handlers,
            orelse: &stmt.orelse,
            finalbody: &stmt.finalbody,
            star: true,
        };
        if stmt.finalbody.is_empty() {
            self.try_star_except(&stmt.body, &stmt.handlers, &stmt.orelse)
        } else {
            self.try_finally(parts)
        }
    }

    fn try_finally(&mut self, stmt: TryParts<'a>) -> CompileResult {
        let exceptional = self.new_label();
        let exit = self.new_label();
        let cleanup = self.new_label();
        self.push_handler(exceptional, 0);
        self.push_fblock(FBlock::FinallyTry(stmt.finalbody))?;
        if stmt.handlers.is_empty() {
            self.stmts(stmt.body)?;
        } else if stmt.star {
            self.try_star_except(stmt.body, stmt.handlers, stmt.orelse)?;
        } else {
            self.try_except(stmt.body, stmt.handlers, stmt.orelse)?;
        }
        self.unit().fblocks.pop();
        self.pop_handler();
        self.stmts(stmt.finalbody)?;
        self.emit_jump(Instr::Jump, exit);

        // The exception is on the stack.
        self.bind_label(exceptional);
        self.push_handler(cleanup, 1);
        self.emit(Instr::PushExcInfo);
        self.unit().depth += 2;
        self.unit().fblocks.push(FBlock::FinallyEnd);
        self.stmts(stmt.finalbody)?;
        self.unit().fblocks.pop();
        self.emit(Instr::Reraise);
        self.unit().depth -= 2;
        self.pop_handler();

        self.bind_label(cleanup);
        self.pop_except_and_reraise();
        self.bind_label(exit);
        Ok(())
    }

    /// `[previous_exc, exc]`: restores the previous exception and re-raises `exc`.
    fn pop_except_and_reraise(&mut self) {
        self.emit(Instr::Copy(2));
        self.emit(Instr::PopExcept);
        self.emit(Instr::Reraise);
    }

    /// What `try ... except` and `try ... except*` share: the body under a handler, the `else`
    /// block, and the dispatch that receives `[exc]` as the exception being handled (under the
    /// cleanup handler). Returns the labels of the statement's end and of that cleanup.
    fn try_body_then_dispatch(
        &mut self,
        body: &'a [Stmt],
        orelse: &'a [Stmt],
    ) -> Result<(Label, Label), SyntaxErrorInfo> {
        let dispatch = self.new_label();
        let end = self.new_label();
        let cleanup = self.new_label();
        self.push_handler(dispatch, 0);
        self.push_fblock(FBlock::TryExcept)?;
        self.stmts(body)?;
        self.unit().fblocks.pop();
        self.pop_handler();
        self.stmts(orelse)?;
        self.emit_jump(Instr::Jump, end);

        // `[exc]` on the stack.
        self.bind_label(dispatch);
        self.push_handler(cleanup, 1);
        self.emit(Instr::PushExcInfo);
        Ok((end, cleanup))
    }

    fn try_except(
        &mut self,
        body: &'a [Stmt],
        handlers: &'a [ast::ExceptHandler],
        orelse: &'a [Stmt],
    ) -> CompileResult {
        let (end, cleanup) = self.try_body_then_dispatch(body, orelse)?;
        let handlers_in_force = self.unit().handler_stack.clone();
        for (i, handler) in handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(handler) = handler;
            let line = self.set_line(handler);
            let next = self.new_label();
            match &handler.type_ {
                Some(kind) => {
                    self.expr(kind)?;
                    self.emit(Instr::CheckExcMatch);
                    self.emit_jump(Instr::PopJumpIfFalse, next);
                }
                None if i + 1 < handlers.len() => {
                    return Err(self.error(handler, "default 'except:' must be last"));
                }
                None => {}
            }
            self.unit().depth += 1;
            match &handler.name {
                Some(name) => {
                    let name = name.as_str();
                    self.store_name(name);
                    let cleanup_end = self.new_label();
                    self.push_handler(cleanup_end, 0);
                    self.unit().fblocks.push(FBlock::HandlerCleanup(Some(name)));
                    self.stmts(&handler.body)?;
                    self.unit().fblocks.pop();
                    self.pop_handler();
                    self.pop_handler();
                    self.emit(Instr::PopExcept);
                    self.clear_name(name);
                    self.emit_jump(Instr::Jump, end);
                    self.unit().handler_stack = handlers_in_force.clone();

                    // An exception escaped the handler body: `[previous_exc, exc]`.
                    self.bind_label(cleanup_end);
                    self.clear_name(name);
                    self.emit(Instr::Reraise);
                }
                None => {
                    self.emit(Instr::PopTop);
                    self.unit().fblocks.push(FBlock::HandlerCleanup(None));
                    self.stmts(&handler.body)?;
                    self.unit().fblocks.pop();
                    self.pop_handler();
                    self.emit(Instr::PopExcept);
                    self.emit_jump(Instr::Jump, end);
                    self.unit().handler_stack = handlers_in_force.clone();
                }
            }
            self.unit().depth -= 1;
            self.bind_label(next);
            self.restore_line(line);
        }
        // No handler matched: `[previous_exc, exc]`.
        self.emit(Instr::Reraise);
        self.pop_handler();

        self.bind_label(cleanup);
        self.pop_except_and_reraise();
        self.bind_label(end);
        Ok(())
    }
    /// `try` with `except*` clauses, laid out as CPython 3.11's `compiler_try_star_except`:
    /// `[previous_exc, orig, raised, rest]` stay on the stack while the clauses run; each clause
    /// splits `rest` (`CheckEgMatch`), an exception escaping its body is appended to `raised`,
    /// and `PrepReraiseStar` decides what, if anything, is raised at the end.
    fn try_star_except(
        &mut self,
        body: &'a [Stmt],
        handlers: &'a [ast::ExceptHandler],
        orelse: &'a [Stmt],
    ) -> CompileResult {
        let (end, cleanup) = self.try_body_then_dispatch(body, orelse)?;
        self.emit(Instr::Copy(1));
        self.emit(Instr::BuildList(0));
        self.emit(Instr::Swap(2));
        // `[previous_exc, orig, raised, rest]`
        self.unit().depth += 4;
        let handlers_in_force = self.unit().handler_stack.clone();
        for handler in handlers {
            let ast::ExceptHandler::ExceptHandler(handler) = handler;
            let line = self.set_line(handler);
            let Some(kind) = &handler.type_ else {
                return Err(self.error(handler, "expected one or more exception types"));
            };
            let no_match = self.new_label();
            let next = self.new_label();
            self.expr(kind)?;
            self.emit(Instr::CheckEgMatch);
            self.emit(Instr::Copy(1));
            self.emit(Instr::LoadNone);
            self.emit(Instr::IsOp(false));
            self.emit_jump(Instr::PopJumpIfTrue, no_match);
            let name = handler.name.as_ref().map(|n| n.as_str());
            match name {
                Some(name) => self.store_name(name),
                None => self.emit(Instr::PopTop),
            }
            let body_end = self.new_label();
            self.push_handler(body_end, 0);
            self.push_fblock(FBlock::ExceptStarHandler)?;
            self.stmts(&handler.body)?;
            self.unit().fblocks.pop();
            self.pop_handler();
            if let Some(name) = name {
                self.clear_name(name);
            }
            self.emit_jump(Instr::Jump, next);
            self.unit().handler_stack = handlers_in_force.clone();

            // An exception escaped the clause: `[.., raised, rest, exc]`.
            self.bind_label(body_end);
            if let Some(name) = name {
                self.clear_name(name);
            }
            self.emit(Instr::ListAppend(2));
            self.emit_jump(Instr::Jump, next);

            // Nothing matched: `[.., rest, None]`.
            self.bind_label(no_match);
            self.emit(Instr::PopTop);
            self.bind_label(next);
            self.restore_line(line);
        }
        self.unit().depth -= 4;
        let nothing_to_raise = self.new_label();
        self.emit(Instr::ListAppend(1));
        self.emit(Instr::PrepReraiseStar);
        self.emit(Instr::Copy(1));
        self.emit(Instr::LoadNone);
        self.emit(Instr::IsOp(false));
        self.emit_jump(Instr::PopJumpIfTrue, nothing_to_raise);
        // `[previous_exc, exc]`
        self.emit(Instr::Reraise);
        self.pop_handler();

        self.bind_label(nothing_to_raise);
        self.emit(Instr::PopTop);
        self.emit(Instr::PopExcept);
        self.emit_jump(Instr::Jump, end);

        self.bind_label(cleanup);
        self.pop_except_and_reraise();
        self.bind_label(end);
        Ok(())
    }
}
