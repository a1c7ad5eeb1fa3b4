//! Code generation for the constructs that open a new code object: `def`, `lambda`, and the four
//! kinds of comprehension (compiled, as in CPython 3.11, as a nested function called with the
//! iterator of its first `for` clause).

use rustpython_parser::ast::{self, Expr, Stmt};

use super::scope::{key_of, ScopeKind};
use super::{CompileResult, Compiler};
use crate::bytecode::{make_flags, CodeKind, Instr, Signature};

/// What a comprehension builds.
pub(super) enum ComprehensionKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
    Generator(&'a Expr),
}

impl<'a> Compiler<'a, '_, '_> {
    /// `def` and `async def`.
    pub(super) fn function_def(
        &mut self,
        stmt: &'a Stmt,
        name: &'a ast::Identifier,
        args: &'a ast::Arguments,
        body: &'a [Stmt],
        decorator_list: &'a [Expr],
    ) -> CompileResult {
        for decorator in decorator_list {
            self.expr(decorator)?;
        }
        let flags = self.defaults(args)?;
        let key = key_of(stmt);
        let scope = self.tree.get(key);
        let kind = match (scope.is_coroutine, scope.is_generator) {
            (true, true) => CodeKind::AsyncGenerator,
            (true, false) => CodeKind::Coroutine,
            (false, true) => CodeKind::Generator,
            (false, false) => CodeKind::Function,
        };
        let qualname = self.child_qualname(name.as_str());
        let line = self.source.line_of(ast::Ranged::range(stmt).start());
        self.push_unit(key, kind, qualname, line, signature(args));
        if let Some(Stmt::Expr(e)) = body.first() {
            if let Expr::Constant(c) = e.value.as_ref() {
                if let ast::Constant::Str(doc) = &c.value {
                    let index = self.const_str(doc);
                    let value = self.unit().consts[index as usize];
                    self.unit().doc = Some(value);
                }
            }
        }
        self.stmts(body)?;
        self.emit(Instr::LoadNone);
        self.emit(Instr::ReturnValue);
        self.finish_child(flags)?;
        self.record_parameter_annotations(args, super::annotations::return_annotation(stmt))?;
        self.apply_decorators(decorator_list);
        self.store_name(name.as_str());
        Ok(())
    }

    /// Calls the decorators (already evaluated, on the stack) innermost first, each call placed
    /// at its decorator, as CPython places it: a decorator that raises shows its `@` line.
    fn apply_decorators(&mut self, decorator_list: &'a [Expr]) {
        for decorator in decorator_list.iter().rev() {
            let location = self.set_line(decorator);
            self.emit(Instr::Call(1));
            self.restore_line(location);
        }
    }

    pub(super) fn lambda(&mut self, node: &'a Expr, lambda: &'a ast::ExprLambda) -> CompileResult {
        let flags = self.defaults(&lambda.args)?;
        let key = key_of(node);
        let kind = if self.tree.get(key).is_generator {
            CodeKind::Generator
        } else {
            CodeKind::Function
        };
        let qualname = self.child_qualname("<lambda>");
        let line = self.unit().line;
        self.push_unit(key, kind, qualname, line, signature(&lambda.args));
        self.expr(&lambda.body)?;
        self.emit(Instr::ReturnValue);
        self.finish_child(flags)
    }

    /// Pushes the defaults tuple and keyword-only defaults dict of a signature, returning the
    /// `MakeFunction` flags that say which were pushed.
    fn defaults(&mut self, args: &'a ast::Arguments) -> Result<u8, crate::parse::SyntaxErrorInfo> {
        let mut flags = 0;
        let positional: Vec<&Expr> = args
            .posonlyargs
            .iter()
            .chain(args.args.iter())
            .filter_map(|a| a.default.as_deref())
            .collect();
        if !positional.is_empty() {
            for d in &positional {
                self.expr(d)?;
            }
            self.emit(Instr::BuildTuple(positional.len() as u32));
            flags |= make_flags::DEFAULTS;
        }
        let keyword: Vec<(&str, &Expr)> = args
            .kwonlyargs
            .iter()
            .filter_map(|a| a.default.as_deref().map(|d| (a.def.arg.as_str(), d)))
            .collect();
        if !keyword.is_empty() {
            for (name, d) in &keyword {
                self.emit_load_str(name);
                self.expr(d)?;
            }
            self.emit(Instr::BuildMap(keyword.len() as u32));
            flags |= make_flags::KWDEFAULTS;
        }
        Ok(flags)
    }

    /// Closes the child code unit just compiled, pushes its closure and emits `MakeFunction`
    /// (the defaults, flagged by `flags`, were pushed before the child was compiled).
    fn finish_child(&mut self, mut flags: u8) -> CompileResult {
        let code = self.pop_unit();
        if !code.freevars.is_empty() {
            for name in code.freevars.iter() {
                let text = self.ctx.interner.name(*name).to_string();
                let index = self.deref_index(&text);
                self.emit(Instr::LoadClosure(index));
            }
            self.emit(Instr::BuildTuple(code.freevars.len() as u32));
            flags |= make_flags::CLOSURE;
        }
        let unit = self.unit();
        unit.children.push(code);
        let index = unit.children.len() - 1;
        if index > u16::MAX as usize {
            let line = unit.line;
            return Err(crate::parse::SyntaxErrorInfo::new(
                "too many functions in one body",
                line,
                1,
            ));
        }
        self.emit(Instr::MakeFunction {
            code: index as u16,
            flags,
        });
        Ok(())
    }

    fn child_qualname(&mut self, name: &str) -> String {
        let scope = self.scope();
        match scope.kind {
            ScopeKind::Module => name.to_string(),
            // As CPython 3.11: only a function or lambda parent adds `<locals>`.
            ScopeKind::Class | ScopeKind::Comprehension => format!("{}.{}", self.unit().qualname, name),
            ScopeKind::Function | ScopeKind::Lambda => format!("{}.<locals>.{}", self.unit().qualname, name),
        }
    }

    pub(super) fn class_def(&mut self, stmt: &'a Stmt, class: &'a ast::StmtClassDef) -> CompileResult {
        for decorator in &class.decorator_list {
            self.expr(decorator)?;
        }
        self.emit(Instr::LoadBuildClass);
        let key = key_of(stmt);
        let qualname = self.child_qualname(class.name.as_str());
        let line = self.source.line_of(ast::Ranged::range(stmt).start());
        self.push_unit(
            key,
            CodeKind::Function,
            qualname,
            line,
            Signature {
                argcount: 1,
                ..Signature::default()
            },
        );
        if let Some(Stmt::Expr(e)) = class.body.first() {
            if let Expr::Constant(c) = e.value.as_ref() {
                if matches!(c.value, ast::Constant::Str(_)) {
                    self.emit_constant(&c.value);
                    let index = self.name_index("__doc__");
                    self.emit(Instr::StoreName(index));
                }
            }
        }
        self.setup_annotations(&class.body);
        self.stmts(&class.body)?;
        if self.scope().lookup(super::scope::CLASS_CELL) == super::scope::NameScope::Cell {
            let index = self.deref_index(super::scope::CLASS_CELL);
            self.emit(Instr::LoadClosure(index));
        } else {
            self.emit(Instr::LoadNone);
        }
        self.emit(Instr::ReturnValue);
        self.finish_child(0)?;
        self.emit_load_str(class.name.as_str());
        for base in &class.bases {
            if matches!(base, Expr::Starred(_)) {
                return Err(self.error(base, "starred class bases are not supported"));
            }
            self.expr(base)?;
        }
        let nargs = 2 + class.bases.len();
        if class.keywords.is_empty() {
            self.emit(Instr::Call(nargs as u32));
        } else {
            let mut names = Vec::new();
            for keyword in &class.keywords {
                let Some(name) = &keyword.arg else {
                    return Err(self.error(stmt, "'**' in class keywords is not supported"));
                };
                self.expr(&keyword.value)?;
                names.push(self.ctx.interner.intern(name.as_str()));
            }
            let unit = self.unit();
            unit.kwnames.push(names.into_boxed_slice());
            let kwnames = (unit.kwnames.len() - 1) as u16;
            self.emit(Instr::CallKw {
                nargs: (nargs + class.keywords.len()) as u16,
                kwnames,
            });
        }
        self.apply_decorators(&class.decorator_list);
        self.store_name(class.name.as_str());
        Ok(())
    }

    pub(super) fn comprehension(
        &mut self,
        node: &'a Expr,
        generators: &'a [ast::Comprehension],
        kind: ComprehensionKind<'a>,
    ) -> CompileResult {
        let key = key_of(node);
        let is_async = self.tree.get(key).is_coroutine;
        let (name, code_kind) = match (&kind, is_async) {
            (ComprehensionKind::List(_), _) => ("<listcomp>", CodeKind::Function),
            (ComprehensionKind::Set(_), _) => ("<setcomp>", CodeKind::Function),
            (ComprehensionKind::Dict(..), _) => ("<dictcomp>", CodeKind::Function),
            (ComprehensionKind::Generator(_), false) => ("<genexpr>", CodeKind::Generator),
            (ComprehensionKind::Generator(_), true) => ("<genexpr>", CodeKind::AsyncGenerator),
        };
        let code_kind = match code_kind {
            CodeKind::Function if is_async => {
                self.check_await_allowed(node, "asynchronous comprehension outside of an asynchronous function")?;
                CodeKind::Coroutine
            }
            other => other,
        };
        let qualname = self.child_qualname(name);
        let line = self.unit().line;
        self.push_unit(
            key,
            code_kind,
            qualname,
            line,
            Signature {
                argcount: 1,
                ..Signature::default()
            },
        );
        match kind {
            ComprehensionKind::List(_) => self.emit(Instr::BuildList(0)),
            ComprehensionKind::Set(_) => self.emit(Instr::BuildSet(0)),
            ComprehensionKind::Dict(..) => self.emit(Instr::BuildMap(0)),
            ComprehensionKind::Generator(_) => {}
        }
        self.comprehension_loops(generators, 0, &kind)?;
        if matches!(kind, ComprehensionKind::Generator(_)) {
            self.emit(Instr::LoadNone);
        }
        self.emit(Instr::ReturnValue);
        self.finish_child(0)?;
        let first = &generators[0];
        self.iterable_expr(&first.iter)?;
        self.emit(if first.is_async {
            Instr::GetAIter
        } else {
            Instr::GetIter
        });
        self.emit(Instr::Call(1));
        if code_kind == CodeKind::Coroutine {
            self.emit(Instr::GetAwaitable);
            self.emit_send_loop();
        }
        Ok(())
    }

    fn comprehension_loops(
        &mut self,
        generators: &'a [ast::Comprehension],
        index: usize,
        kind: &ComprehensionKind<'a>,
    ) -> CompileResult {
        let generator = &generators[index];
        if index == 0 {
            self.emit(Instr::LoadFast(0));
        } else {
            self.iterable_expr(&generator.iter)?;
            self.emit(if generator.is_async {
                Instr::GetAIter
            } else {
                Instr::GetIter
            });
        }
        let start = self.new_label();
        let end = self.new_label();
        self.bind_label(start);
        if generator.is_async {
            let below = u32::from(!matches!(kind, ComprehensionKind::Generator(_))) + index as u32;
            let saved = std::mem::replace(&mut self.unit().depth, below);
            self.async_for_next(end);
            self.unit().depth = saved;
        } else {
            self.emit_jump(Instr::ForIter, end);
        }
        self.store_target(&generator.target)?;
        for condition in &generator.ifs {
            self.jump_if(condition, false, start)?;
        }
        if index + 1 < generators.len() {
            self.comprehension_loops(generators, index + 1, kind)?;
        } else {
            let depth = generators.len() as u32 + 1;
            match kind {
                ComprehensionKind::List(elt) => {
                    self.expr(elt)?;
                    self.emit(Instr::ListAppend(depth));
                }
                ComprehensionKind::Set(elt) => {
                    self.expr(elt)?;
                    self.emit(Instr::SetAdd(depth));
                }
                ComprehensionKind::Dict(key, value) => {
                    self.expr(key)?;
                    self.expr(value)?;
                    self.emit(Instr::MapAdd(depth));
                }
                ComprehensionKind::Generator(elt) => {
                    self.expr(elt)?;
                    self.emit_yield();
                    self.emit(Instr::PopTop);
                }
            }
        }
        self.emit_jump(Instr::Jump, start);
        self.bind_label(end);
        if generator.is_async {
            self.emit(Instr::EndAsyncFor);
        }
        Ok(())
    }
}

/// The signature of a parameter list.
fn signature(args: &ast::Arguments) -> Signature {
    Signature {
        argcount: (args.posonlyargs.len() + args.args.len()) as u32,
        posonly: args.posonlyargs.len() as u32,
        kwonly: args.kwonlyargs.len() as u32,
        varargs: args.vararg.is_some(),
        varkw: args.kwarg.is_some(),
    }
}
