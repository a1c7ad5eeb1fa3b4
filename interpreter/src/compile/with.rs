//! Code generation for `with` and `async with` statements: `__enter__` on the way in,
//! `__exit__(None, None, None)` on a normal exit (or a `return`/`break` leaving the body), and
//! `__exit__(type, exc, tb)` when an exception escapes the body, which it suppresses when the call
//! returns a true value. Several items nest, as in CPython. `async with` awaits the results of
//! `__aenter__` and `__aexit__` in the same places.

use rustpython_parser::ast::{self, Stmt};

use super::{CompileResult, Compiler, FBlock};
use crate::bytecode::Instr;

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn with_stmt(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt], is_async: bool) -> CompileResult {
        let Some((item, rest)) = items.split_first() else {
            return self.stmts(body);
        };
        let handler = self.new_label();
        let cleanup = self.new_label();
        let suppress = self.new_label();
        let after = self.new_label();

        self.expr(&item.context_expr)?;
        if is_async {
            self.emit(Instr::BeforeAsyncWith);
            self.emit(Instr::CallMethod(0));
            self.emit(Instr::GetAwaitable);
            self.emit_send_loop();
        } else {
            self.emit(Instr::BeforeWith);
            self.emit(Instr::CallMethod(0));
        }
        self.push_handler(handler, 1);
        self.unit().depth += 1;
        match &item.optional_vars {
            Some(target) => self.store_target(target)?,
            None => self.emit(Instr::PopTop),
        }
        self.push_fblock(FBlock::With { is_async })?;
        if rest.is_empty() {
            self.stmts(body)?;
        } else {
            self.with_stmt(rest, body, is_async)?;
        }
        self.unit().fblocks.pop();
        self.pop_handler();
        self.call_exit_with_nones(is_async);
        self.emit_jump(Instr::Jump, after);

        // An exception escaped the body: `[exit, exc]`.
        self.bind_label(handler);
        self.push_handler(cleanup, 1);
        self.emit(Instr::PushExcInfo);
        self.emit(Instr::Copy(3));
        self.emit(Instr::Copy(2));
        self.emit(Instr::ExcInfoTriple);
        self.emit(Instr::Call(3));
        if is_async {
            self.emit(Instr::GetAwaitable);
            self.emit_send_loop();
        }
        self.emit_jump(Instr::PopJumpIfTrue, suppress);
        self.emit(Instr::Reraise);
        self.pop_handler();

        // `[exit, previous_exc, exc]`
        self.bind_label(cleanup);
        self.emit(Instr::Copy(2));
        self.emit(Instr::PopExcept);
        self.emit(Instr::Reraise);

        self.bind_label(suppress);
        self.emit(Instr::PopTop);
        self.emit(Instr::PopExcept);
        self.emit(Instr::PopTop);
        self.unit().depth -= 1;
        self.bind_label(after);
        Ok(())
    }

    /// `[exit] -> []`: calls `exit(None, None, None)` (awaiting the result for `async with`)
    /// and drops its result.
    pub(super) fn call_exit_with_nones(&mut self, is_async: bool) {
        self.emit(Instr::LoadNone);
        self.emit(Instr::LoadNone);
        self.emit(Instr::LoadNone);
        self.emit(Instr::Call(3));
        if is_async {
            self.emit(Instr::GetAwaitable);
            self.emit_send_loop();
        }
        self.emit(Instr::PopTop);
    }
}
