//! Code generation for coroutines: the delegation loop behind `await` and `yield from`,
//! `async for` (statement and comprehension steps), the yields of async generators, and the
//! rules for where `await` may appear.

use rustpython_parser::ast::{self, Ranged};

use super::{CompileResult, Compiler, FBlock, Label};
use crate::bytecode::{CodeKind, Instr};

impl<'a> Compiler<'a, '_, '_> {
    /// `[awaitable] -> [result]`: sends into the iterator until it returns, passing every value
    /// it yields out to whoever drives this frame.
    pub(super) fn emit_send_loop(&mut self) {
        self.emit(Instr::LoadNone);
        let start = self.new_label();
        let end = self.new_label();
        self.bind_label(start);
        self.emit_jump(Instr::Send, end);
        self.emit(Instr::YieldValue);
        self.emit_jump(Instr::Jump, start);
        self.bind_label(end);
    }

    /// `[value] -> [sent]`: a `yield` of this body (an async generator's own yield differs from
    /// the yields of its awaits).
    pub(super) fn emit_yield(&mut self) {
        if self.unit().kind == CodeKind::AsyncGenerator {
            self.emit(Instr::AsyncGenYield);
        } else {
            self.emit(Instr::YieldValue);
        }
    }

    /// Refuses `await` (and the other async constructs, named by `message`) outside a coroutine
    /// body, as CPython's compiler does.
    pub(super) fn check_await_allowed(&mut self, node: &impl Ranged, message: &str) -> CompileResult {
        if self.unit().kind.is_async() {
            return Ok(());
        }
        let at_top = matches!(
            self.scope().kind,
            super::scope::ScopeKind::Module | super::scope::ScopeKind::Class
        );
        if at_top && message.starts_with("'await'") {
            return Err(self.error(node, "'await' outside function"));
        }
        Err(self.error(node, message))
    }

    /// `[aiter] -> [aiter item]`, or on StopAsyncIteration a jump to `end`, where the caller
    /// places `EndAsyncFor` (which drops the iterator). The unit's depth must count the values
    /// below the iterator.
    pub(super) fn async_for_next(&mut self, end: Label) {
        self.push_handler(end, 1);
        self.emit(Instr::GetANext);
        self.emit_send_loop();
        self.pop_handler();
    }

    /// `async for target in iterable: body [else: orelse]`.
    pub(super) fn async_for_stmt(&mut self, stmt: &'a ast::Stmt, f: &'a ast::StmtAsyncFor) -> CompileResult {
        self.check_await_allowed(stmt, "'async for' outside async function")?;
        let start = self.new_label();
        let exhausted = self.new_label();
        let end = self.new_label();
        self.expr(&f.iter)?;
        self.emit(Instr::GetAIter);
        self.bind_label(start);
        self.async_for_next(exhausted);
        self.unit().depth += 1;
        self.store_target(&f.target)?;
        self.push_fblock(FBlock::ForLoop { start, exit: end })?;
        self.stmts(&f.body)?;
        self.unit().fblocks.pop();
        self.emit_jump(Instr::Jump, start);
        self.unit().depth -= 1;
        self.bind_label(exhausted);
        self.emit(Instr::EndAsyncFor);
        self.stmts(&f.orelse)?;
        self.bind_label(end);
        Ok(())
    }
}
