//! Code generation for calls: plain and method calls, keyword arguments, and `*args`/`**kwargs`
//! unpacking at the call site.

use rustpython_parser::ast::{self, Expr, Ranged};

use super::{CompileResult, Compiler};
use crate::bytecode::Instr;

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn call(&mut self, call: &'a ast::ExprCall) -> CompileResult {
        if call.args.len() + call.keywords.len() > 1 {
            let bare = call.args.iter().find(|arg| {
                matches!(arg, Expr::GeneratorExp(_))
                    && self.source.text.as_bytes().get(usize::from(arg.range().start())) != Some(&b'(')
            });
            if let Some(generator) = bare {
                return Err(self.error(generator, "Generator expression must be parenthesized"));
            }
        }
        if self.zero_argument_super(call)? {
            return Ok(());
        }
        let unpacking =
            call.args.iter().any(|a| matches!(a, Expr::Starred(_))) || call.keywords.iter().any(|k| k.arg.is_none());
        let fits = call.args.len() <= u16::MAX as usize && call.keywords.len() <= u16::MAX as usize;
        if unpacking || !fits {
            self.expr(&call.func)?;
            return self.call_ex(call);
        }
        let method = match call.func.as_ref() {
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let index = self.attr_index(a.attr.as_str());
                let location = self.location_at_attribute(a, a);
                let outer = self.set_location(location);
                self.emit(Instr::LoadMethod(index));
                self.restore_line(outer);
                Some(a)
            }
            other => {
                self.expr(other)?;
                None
            }
        };
        for arg in &call.args {
            self.expr(arg)?;
        }
        let nargs = call.args.len() as u16;
        // The call of a method is placed from the method's name when that starts a later line
        // (`expr` restores the position after the call).
        if let Some(attribute) = method {
            let location = self.location_at_attribute(call, attribute);
            self.set_location(location);
        }
        let method = method.is_some();
        if call.keywords.is_empty() {
            self.emit(if method {
                Instr::CallMethod(nargs as u32)
            } else {
                Instr::Call(nargs as u32)
            });
            return Ok(());
        }
        let mut names = Vec::with_capacity(call.keywords.len());
        for keyword in &call.keywords {
            self.expr(&keyword.value)?;
            let name = keyword.arg.as_ref().map_or("", |n| n.as_str());
            names.push(self.ctx.interner.intern(name));
        }
        let unit = self.unit();
        unit.kwnames.push(names.into_boxed_slice());
        let kwnames = (unit.kwnames.len() - 1) as u16;
        let nargs = nargs + call.keywords.len() as u16;
        self.emit(if method {
            Instr::CallMethodKw { nargs, kwnames }
        } else {
            Instr::CallKw { nargs, kwnames }
        });
        Ok(())
    }

    /// `super()` inside a method becomes `super(__class__, <first argument>)`. Returns whether
    /// the call was compiled that way.
    fn zero_argument_super(&mut self, call: &'a ast::ExprCall) -> Result<bool, crate::parse::SyntaxErrorInfo> {
        let Expr::Name(name) = call.func.as_ref() else {
            return Ok(false);
        };
        if name.id.as_str() != "super" || !call.args.is_empty() || !call.keywords.is_empty() {
            return Ok(false);
        }
        let scope = self.scope();
        if scope.lookup(super::scope::CLASS_CELL) != super::scope::NameScope::Free || scope.params.is_empty() {
            return Ok(false);
        }
        let first = scope.params[0].clone();
        self.load_name("super");
        self.load_name(super::scope::CLASS_CELL);
        self.load_name(&first);
        self.emit(Instr::Call(2));
        Ok(true)
    }

    /// A call with `*` or `**` unpacking: the positional arguments become one tuple and the
    /// keyword arguments one dict. A lone `*args` or `**kwargs` is passed as it is (`CallEx`
    /// unpacks it, checking it as CPython's `CALL_FUNCTION_EX` does), so forwarding
    /// `f(*args, **kwargs)` builds no list, tuple or dict.
    fn call_ex(&mut self, call: &'a ast::ExprCall) -> CompileResult {
        if let [Expr::Starred(only)] = &call.args[..] {
            self.expr(&only.value)?;
        } else if call.args.iter().any(|a| matches!(a, Expr::Starred(_))) {
            self.emit(Instr::BuildList(0));
            for arg in &call.args {
                match arg {
                    Expr::Starred(s) => {
                        self.expr(&s.value)?;
                        self.emit(Instr::ListExtend(1));
                    }
                    other => {
                        self.expr(other)?;
                        self.emit(Instr::ListAppend(1));
                    }
                }
            }
            self.emit(Instr::ListToTuple);
        } else {
            for arg in &call.args {
                self.expr(arg)?;
            }
            self.emit(Instr::BuildTuple(call.args.len() as u32));
        }
        if call.keywords.is_empty() {
            self.emit(Instr::CallEx { has_kwargs: false });
            return Ok(());
        }
        if let [ast::Keyword { arg: None, value, .. }] = &call.keywords[..] {
            self.expr(value)?;
            self.emit(Instr::CallEx { has_kwargs: true });
            return Ok(());
        }
        self.emit(Instr::BuildMap(0));
        for keyword in &call.keywords {
            match &keyword.arg {
                Some(name) => {
                    // Merged one by one so a name repeated by a `**` mapping is an error.
                    self.emit_load_str(name.as_str());
                    self.expr(&keyword.value)?;
                    self.emit(Instr::BuildMap(1));
                    self.emit(Instr::DictMerge(1));
                }
                None => {
                    self.expr(&keyword.value)?;
                    self.emit(Instr::DictMerge(1));
                }
            }
        }
        self.emit(Instr::CallEx { has_kwargs: true });
        Ok(())
    }
}
