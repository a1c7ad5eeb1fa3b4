//! The first pass of scope analysis: a walk over the syntax tree that records, for each scope,
//! the names it binds, uses and declares `global`/`nonlocal`, and the scopes nested in it.

use std::collections::HashMap;

use rustpython_parser::ast::{self, Expr, Stmt};

use super::{key_of, Scope, ScopeKey, ScopeKind, CLASS_CELL};
use crate::parse::{SourceFile, SyntaxErrorInfo};

/// The first pass: records bindings, uses and declarations per scope.
pub(super) struct Collector<'s> {
    pub(super) scopes: HashMap<ScopeKey, Scope>,
    pub(super) stack: Vec<ScopeKey>,
    pub(super) error: Option<SyntaxErrorInfo>,
    /// Current expression nesting; past the compiler's limit the walk stops (the compiler then
    /// reports the syntax error).
    pub(super) depth: u32,
    /// The module's source, to place errors.
    pub(super) source: &'s SourceFile,
}

impl Collector<'_> {
    fn current(&mut self) -> &mut Scope {
        let key = *self.stack.last().expect("the module scope is never popped");
        self.scopes.get_mut(&key).expect("scope pushed before use")
    }

    fn push_scope(&mut self, key: ScopeKey, kind: ScopeKind) {
        let parent = self.current();
        parent.children.push(key);
        let mut scope = Scope::new(kind);
        scope.private = parent.private.clone();
        self.scopes.insert(key, scope);
        self.stack.push(key);
    }

    fn bind(&mut self, name: &str) {
        let scope = self.current();
        let name = scope.mangle(name).into_owned();
        scope.bind(&name);
    }

    fn use_name(&mut self, name: &str) {
        let scope = self.current();
        let name = scope.mangle(name).into_owned();
        scope.mention(&name);
        scope.used.insert(name);
    }

    /// An error placed over `stmt`, as CPython places the errors of `global` and `nonlocal`.
    fn statement_error(&self, stmt: &Stmt, message: String) -> SyntaxErrorInfo {
        let range = ast::Ranged::range(stmt);
        let (start, end) = (range.start(), range.end());
        SyntaxErrorInfo::new(message, self.source.line_of(start), self.source.column_of(start))
            .ending_at((self.source.line_of(end), self.source.column_of(end)))
    }

    /// The error of declaring `name` `global` or `nonlocal` (`keyword`) after the scope already
    /// has it as a parameter, read it or assigned it, in CPython's order of precedence.
    fn directive_conflict(&mut self, stmt: &Stmt, name: &str, keyword: &str) {
        let scope = self.current();
        let message = if scope.params.iter().any(|p| p == name) && scope.kind != ScopeKind::Class {
            format!("name '{name}' is parameter and {keyword}")
        } else if scope.used.contains(name) {
            format!("name '{name}' is used prior to {keyword} declaration")
        } else if scope.annotated.contains(name) {
            format!("annotated name '{name}' can't be {keyword}")
        } else if scope.bound.contains_key(name) {
            format!("name '{name}' is assigned to before {keyword} declaration")
        } else {
            return;
        };
        let error = self.statement_error(stmt, message);
        self.error.get_or_insert(error);
    }

    pub(super) fn stmts(&mut self, body: &[Stmt]) {
        for stmt in body {
            self.stmt(stmt);
        }
    }

    fn stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list, false);
            }
            Stmt::AsyncFunctionDef(f) => {
                self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list, true);
            }
            Stmt::ClassDef(c) => {
                for e in c.bases.iter().chain(c.decorator_list.iter()) {
                    self.expr(e);
                }
                for k in &c.keywords {
                    self.expr(&k.value);
                }
                self.bind(c.name.as_str());
                self.push_scope(key_of(stmt), ScopeKind::Class);
                self.current().params = vec![crate::compile::NAMESPACE_SLOT_NAME.to_string()];
                self.current().private = Some(c.name.to_string());
                self.stmts(&c.body);
                self.stack.pop();
            }
            Stmt::Return(r) => {
                if let Some(v) = &r.value {
                    self.expr(v);
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.target(t);
                }
            }
            Stmt::Assign(a) => {
                self.expr(&a.value);
                for t in &a.targets {
                    self.target(t);
                }
            }
            Stmt::AugAssign(a) => {
                self.expr(&a.value);
                self.target(&a.target);
                if let Expr::Name(n) = a.target.as_ref() {
                    self.use_name(n.id.as_str());
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v);
                }
                if let (Expr::Name(name), true) = (a.target.as_ref(), a.simple) {
                    let scope = self.current();
                    let name = scope.mangle(name.id.as_str()).into_owned();
                    scope.annotated.insert(name);
                }
                if matches!(self.current().kind, ScopeKind::Module | ScopeKind::Class) {
                    self.expr(&a.annotation);
                    self.use_name(crate::compile::annotations::ANNOTATIONS);
                }
                self.target(&a.target);
            }
            Stmt::TypeAlias(t) => {
                self.expr(&t.value);
                self.target(&t.name);
            }
            Stmt::For(f) => {
                self.expr(&f.iter);
                self.target(&f.target);
                self.stmts(&f.body);
                self.stmts(&f.orelse);
            }
            Stmt::AsyncFor(f) => {
                self.mark_await();
                self.expr(&f.iter);
                self.target(&f.target);
                self.stmts(&f.body);
                self.stmts(&f.orelse);
            }
            Stmt::While(w) => {
                self.expr(&w.test);
                self.stmts(&w.body);
                self.stmts(&w.orelse);
            }
            Stmt::If(i) => {
                let mut current = i;
                loop {
                    self.expr(&current.test);
                    self.stmts(&current.body);
                    match current.orelse.as_slice() {
                        [Stmt::If(next)] => current = next,
                        rest => {
                            self.stmts(rest);
                            break;
                        }
                    }
                }
            }
            Stmt::With(w) => self.with_items(&w.items, &w.body),
            Stmt::AsyncWith(w) => {
                self.mark_await();
                self.with_items(&w.items, &w.body)
            }
            Stmt::Match(m) => {
                self.expr(&m.subject);
                for case in &m.cases {
                    self.pattern(&case.pattern);
                    if let Some(g) = &case.guard {
                        self.expr(g);
                    }
                    self.stmts(&case.body);
                }
            }
            Stmt::Raise(r) => {
                if let Some(e) = &r.exc {
                    self.expr(e);
                }
                if let Some(c) = &r.cause {
                    self.expr(c);
                }
            }
            Stmt::Try(t) => self.try_parts(&t.body, &t.handlers, &t.orelse, &t.finalbody),
            Stmt::TryStar(t) => self.try_parts(&t.body, &t.handlers, &t.orelse, &t.finalbody),
            Stmt::Assert(a) => {
                self.expr(&a.test);
                if let Some(m) = &a.msg {
                    self.expr(m);
                }
            }
            Stmt::Import(i) => {
                for alias in &i.names {
                    let bound = match &alias.asname {
                        Some(asname) => asname.as_str(),
                        None => alias.name.as_str().split('.').next().unwrap_or(""),
                    };
                    self.bind(bound);
                }
            }
            Stmt::ImportFrom(i) => {
                for alias in &i.names {
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    if bound.as_str() != "*" {
                        self.bind(bound.as_str());
                    }
                }
            }
            Stmt::Global(g) => {
                for name in &g.names {
                    let name = self.current().mangle(name.as_str()).into_owned();
                    self.directive_conflict(stmt, &name, "global");
                    let scope = self.current();
                    scope.globals.insert(name.clone(), ());
                    scope.mention(&name);
                }
            }
            Stmt::Nonlocal(n) => {
                for name in &n.names {
                    let name = self.current().mangle(name.as_str()).into_owned();
                    self.directive_conflict(stmt, &name, "nonlocal");
                    let unbound = self.statement_error(stmt, format!("no binding for nonlocal '{name}' found"));
                    let scope = self.current();
                    scope.nonlocals.insert(name.clone(), unbound);
                    scope.mention(&name);
                }
                if self.current().kind == ScopeKind::Module {
                    let error = self.statement_error(stmt, "nonlocal declaration not allowed at module level".into());
                    self.error.get_or_insert(error);
                }
            }
            Stmt::Expr(e) => self.expr(&e.value),
            Stmt::Pass(_) | Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }

    fn try_parts(&mut self, body: &[Stmt], handlers: &[ast::ExceptHandler], orelse: &[Stmt], finalbody: &[Stmt]) {
        self.stmts(body);
        for handler in handlers {
            let ast::ExceptHandler::ExceptHandler(h) = handler;
            if let Some(t) = &h.type_ {
                self.expr(t);
            }
            if let Some(name) = &h.name {
                self.bind(name.as_str());
            }
            self.stmts(&h.body);
        }
        self.stmts(orelse);
        self.stmts(finalbody);
    }

    fn with_items(&mut self, items: &[ast::WithItem], body: &[Stmt]) {
        for item in items {
            self.expr(&item.context_expr);
            if let Some(v) = &item.optional_vars {
                self.target(v);
            }
        }
        self.stmts(body);
    }

    fn function_def(
        &mut self,
        node: &Stmt,
        name: &ast::Identifier,
        args: &ast::Arguments,
        body: &[Stmt],
        decorators: &[Expr],
        is_async: bool,
    ) {
        for d in decorators {
            self.expr(d);
        }
        self.defaults(args);
        let returns = crate::compile::annotations::return_annotation(node);
        for (_, annotation) in crate::compile::annotations::parameter_annotations(args, returns) {
            self.expr(annotation);
        }
        self.bind(name.as_str());
        self.push_scope(key_of(node), ScopeKind::Function);
        self.current().is_coroutine = is_async;
        self.params(args);
        self.stmts(body);
        self.stack.pop();
    }

    fn defaults(&mut self, args: &ast::Arguments) {
        for arg in args
            .posonlyargs
            .iter()
            .chain(args.args.iter())
            .chain(args.kwonlyargs.iter())
        {
            if let Some(d) = &arg.default {
                self.expr(d);
            }
        }
    }

    fn params(&mut self, args: &ast::Arguments) {
        let mut names: Vec<String> = Vec::new();
        for arg in args
            .posonlyargs
            .iter()
            .chain(args.args.iter())
            .chain(args.kwonlyargs.iter())
        {
            names.push(arg.def.arg.to_string());
        }
        if let Some(v) = &args.vararg {
            names.push(v.arg.to_string());
        }
        if let Some(k) = &args.kwarg {
            names.push(k.arg.to_string());
        }
        let scope = self.current();
        let names: Vec<String> = names.iter().map(|n| scope.mangle(n).into_owned()).collect();
        for name in &names {
            scope.bound.insert(name.clone(), ());
        }
        scope.params = names;
    }

    fn pattern(&mut self, pattern: &ast::Pattern) {
        if self.depth > crate::compile::MAX_EXPR_DEPTH {
            self.error
                .get_or_insert(SyntaxErrorInfo::new("too many nested patterns", 1, 1));
            return;
        }
        self.depth += 1;
        self.pattern_inner(pattern);
        self.depth -= 1;
    }

    fn pattern_inner(&mut self, pattern: &ast::Pattern) {
        match pattern {
            ast::Pattern::MatchValue(v) => self.expr(&v.value),
            ast::Pattern::MatchSingleton(_) => {}
            ast::Pattern::MatchSequence(s) => s.patterns.iter().for_each(|p| self.pattern(p)),
            ast::Pattern::MatchMapping(m) => {
                m.keys.iter().for_each(|k| self.expr(k));
                m.patterns.iter().for_each(|p| self.pattern(p));
                if let Some(rest) = &m.rest {
                    self.bind(rest.as_str());
                }
            }
            ast::Pattern::MatchClass(c) => {
                self.expr(&c.cls);
                c.patterns
                    .iter()
                    .chain(c.kwd_patterns.iter())
                    .for_each(|p| self.pattern(p));
            }
            ast::Pattern::MatchStar(s) => {
                if let Some(name) = &s.name {
                    self.bind(name.as_str());
                }
            }
            ast::Pattern::MatchAs(a) => {
                if let Some(p) = &a.pattern {
                    self.pattern(p);
                }
                if let Some(name) = &a.name {
                    self.bind(name.as_str());
                }
            }
            ast::Pattern::MatchOr(o) => o.patterns.iter().for_each(|p| self.pattern(p)),
        }
    }

    /// An assignment (or deletion) target.
    fn target(&mut self, target: &Expr) {
        match target {
            Expr::Name(n) => self.bind(n.id.as_str()),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.target(e)),
            Expr::List(l) => l.elts.iter().for_each(|e| self.target(e)),
            Expr::Starred(s) => self.target(&s.value),
            Expr::Attribute(a) => self.expr(&a.value),
            Expr::Subscript(s) => {
                self.expr(&s.value);
                self.expr(&s.slice);
            }
            other => self.expr(other),
        }
    }

    fn expr(&mut self, expr: &Expr) {
        if self.depth > crate::compile::MAX_EXPR_DEPTH {
            self.error
                .get_or_insert(SyntaxErrorInfo::new("too many nested expressions", 1, 1));
            return;
        }
        self.depth += 1;
        self.expr_inner(expr);
        self.depth -= 1;
    }

    fn expr_inner(&mut self, expr: &Expr) {
        match expr {
            Expr::Name(n) => {
                self.use_name(n.id.as_str());
                if n.id.as_str() == "super" {
                    self.use_name(CLASS_CELL);
                }
            }
            Expr::BoolOp(b) => b.values.iter().for_each(|v| self.expr(v)),
            Expr::NamedExpr(n) => {
                self.expr(&n.value);
                if let Expr::Name(name) = n.target.as_ref() {
                    self.walrus_target(name.id.as_str());
                }
            }
            Expr::BinOp(b) => {
                self.expr(&b.left);
                self.expr(&b.right);
            }
            Expr::UnaryOp(u) => self.expr(&u.operand),
            Expr::Lambda(l) => {
                self.defaults(&l.args);
                self.push_scope(key_of(expr), ScopeKind::Lambda);
                self.params(&l.args);
                self.expr(&l.body);
                self.stack.pop();
            }
            Expr::IfExp(i) => {
                self.expr(&i.test);
                self.expr(&i.body);
                self.expr(&i.orelse);
            }
            Expr::Dict(d) => {
                d.keys.iter().flatten().for_each(|k| self.expr(k));
                d.values.iter().for_each(|v| self.expr(v));
            }
            Expr::Set(s) => s.elts.iter().for_each(|e| self.expr(e)),
            Expr::ListComp(c) => self.comprehension(expr, &c.generators, &[&c.elt], false),
            Expr::SetComp(c) => self.comprehension(expr, &c.generators, &[&c.elt], false),
            Expr::DictComp(c) => self.comprehension(expr, &c.generators, &[&c.key, &c.value], false),
            Expr::GeneratorExp(c) => self.comprehension(expr, &c.generators, &[&c.elt], true),
            Expr::Await(a) => {
                self.mark_await();
                self.expr(&a.value)
            }
            Expr::Yield(y) => {
                self.current().is_generator = true;
                if let Some(v) = &y.value {
                    self.expr(v);
                }
            }
            Expr::YieldFrom(y) => {
                self.current().is_generator = true;
                self.expr(&y.value);
            }
            Expr::Compare(c) => {
                self.expr(&c.left);
                c.comparators.iter().for_each(|e| self.expr(e));
            }
            Expr::Call(c) => {
                self.expr(&c.func);
                c.args.iter().for_each(|a| self.expr(a));
                c.keywords.iter().for_each(|k| self.expr(&k.value));
            }
            Expr::FormattedValue(f) => {
                self.expr(&f.value);
                if let Some(spec) = &f.format_spec {
                    self.expr(spec);
                }
            }
            Expr::JoinedStr(j) => j.values.iter().for_each(|v| self.expr(v)),
            Expr::Constant(_) => {}
            Expr::Attribute(a) => self.expr(&a.value),
            Expr::Subscript(s) => {
                self.expr(&s.value);
                self.expr(&s.slice);
            }
            Expr::Starred(s) => self.expr(&s.value),
            Expr::List(l) => l.elts.iter().for_each(|e| self.expr(e)),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.expr(e)),
            Expr::Slice(s) => {
                for part in [&s.lower, &s.upper, &s.step].into_iter().flatten() {
                    self.expr(part);
                }
            }
        }
    }

    /// A `:=` target: inside comprehensions it binds in the nearest enclosing non-comprehension
    /// scope (PEP 572).
    fn walrus_target(&mut self, name: &str) {
        let name = &self.current().mangle(name).into_owned();
        let mut owner = self.stack.len() - 1;
        while self.scopes[&self.stack[owner]].kind == ScopeKind::Comprehension && owner > 0 {
            owner -= 1;
        }
        if owner == self.stack.len() - 1 {
            self.bind(name);
            return;
        }
        let owner_key = self.stack[owner];
        self.scopes.get_mut(&owner_key).expect("enclosing scope").bind(name);
        for key in &self.stack[owner + 1..] {
            let scope = self.scopes.get_mut(key).expect("comprehension scope");
            scope.walrus.insert(name.to_string(), ());
            scope.mention(name);
        }
    }

    fn comprehension(
        &mut self,
        node: &Expr,
        generators: &[ast::Comprehension],
        elements: &[&Expr],
        is_generator: bool,
    ) {
        let Some((first, rest)) = generators.split_first() else {
            return;
        };
        self.expr(&first.iter);
        self.push_scope(key_of(node), ScopeKind::Comprehension);
        let scope = self.current();
        scope.params = vec![".0".to_string()];
        scope.bound.insert(".0".to_string(), ());
        scope.is_generator = is_generator;
        self.target(&first.target);
        first.ifs.iter().for_each(|e| self.expr(e));
        for generator in rest {
            self.expr(&generator.iter);
            self.target(&generator.target);
            generator.ifs.iter().for_each(|e| self.expr(e));
        }
        if generators.iter().any(|g| g.is_async) {
            self.current().is_coroutine = true;
        }
        for element in elements {
            self.expr(element);
        }
        let awaits = self.current().is_coroutine;
        self.stack.pop();
        if awaits && !is_generator {
            self.mark_await();
        }
    }

    /// Notes an `await` (or `async for`/`async with`, or an awaited async comprehension) in the
    /// current scope: comprehensions and the module become coroutines; functions are checked by
    /// the compiler.
    fn mark_await(&mut self) {
        let scope = self.current();
        if matches!(scope.kind, ScopeKind::Comprehension | ScopeKind::Module) {
            scope.is_coroutine = true;
        }
    }
}
