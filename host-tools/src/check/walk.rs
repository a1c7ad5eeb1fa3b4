//! One walk over a compiled module's syntax tree, recording what the checks look at: every name
//! read, bound or deleted (with the scope it appears in), every call and every import.
//!
//! Scopes are those of Garter's own scope analysis, found by the same keys (the range of the
//! node that opens them), and the walk visits each expression in the scope the compiler
//! evaluates it in: a function's defaults, decorators and parameter annotations and a
//! comprehension's first iterable in the enclosing scope, the rest inside. Variable annotations
//! in module and class bodies are read (and bind `__annotations__`), as a run evaluates them;
//! those in function bodies are never evaluated and are skipped, as are all annotations under
//! `from __future__ import annotations` (kept as strings, never evaluated). The compiler has already
//! refused nesting deeper than it accepts, so the recursion here is bounded.

use std::borrow::Cow;

use garter::compile::annotations::{parameter_annotations, return_annotation, ANNOTATIONS};
use garter::compile::scope::{key_of, NameScope, ScopeKey, ScopeKind, ScopeTree, MODULE_KEY};
use rustpython_parser::ast::{self, Expr, ExprContext, Ranged, Stmt};
use rustpython_parser::text_size::TextSize;

/// What a name occurrence does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    Read,
    Bind,
    Delete,
}

/// An occurrence of a name.
#[derive(Debug)]
pub(super) struct NameSite {
    pub scope: ScopeKey,
    /// As written (before private name mangling).
    pub name: String,
    pub role: Role,
    pub offset: TextSize,
    /// Whether the name is read to be called: `name(...)`.
    pub called: bool,
}

/// A call, in the scope it is made from.
pub(super) struct CallSite<'a> {
    pub scope: ScopeKey,
    pub call: &'a ast::ExprCall,
}

/// An `import m` or `from m import ...`, with `m` as written (dots first for a relative import).
pub(super) struct ImportSite {
    pub module: String,
    pub offset: TextSize,
}

/// What the walk found.
pub(super) struct Facts<'a> {
    pub tree: ScopeTree,
    pub names: Vec<NameSite>,
    pub calls: Vec<CallSite<'a>>,
    pub imports: Vec<ImportSite>,
}

impl<'a> Facts<'a> {
    /// Walks `body`, whose scopes are `tree`.
    pub fn collect(body: &'a [Stmt], tree: ScopeTree) -> Facts<'a> {
        let mut walker = Walker {
            facts: Facts {
                tree,
                names: Vec::new(),
                calls: Vec::new(),
                imports: Vec::new(),
            },
            stack: vec![MODULE_KEY],
            lazy_annotations: garter::compile::future::annotations_are_lazy(body),
        };
        walker.stmts(body);
        walker.facts
    }

    /// `name` as stored in `scope`: mangled if it is private to an enclosing class.
    pub fn stored_name<'n>(&self, scope: ScopeKey, name: &'n str) -> Cow<'n, str> {
        self.tree.get(scope).mangle(name)
    }

    /// Where `name`, seen in `scope`, lives.
    pub fn resolve(&self, scope: ScopeKey, name: &str) -> NameScope {
        let scope = self.tree.get(scope);
        scope.lookup(&scope.mangle(name))
    }
}

struct Walker<'a> {
    facts: Facts<'a>,
    stack: Vec<ScopeKey>,
    /// Annotations are strings, never evaluated (`from __future__ import annotations`).
    lazy_annotations: bool,
}

impl<'a> Walker<'a> {
    fn scope(&self) -> ScopeKey {
        *self.stack.last().expect("the module scope is never popped")
    }

    fn name(&mut self, name: &str, role: Role, offset: TextSize, called: bool) {
        self.facts.names.push(NameSite {
            scope: self.scope(),
            name: name.to_string(),
            role,
            offset,
            called,
        });
    }

    fn stmts(&mut self, body: &'a [Stmt]) {
        for stmt in body {
            self.stmt(stmt);
        }
    }

    fn stmt(&mut self, stmt: &'a Stmt) {
        let offset = stmt.range().start();
        match stmt {
            Stmt::FunctionDef(f) => self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list),
            Stmt::AsyncFunctionDef(f) => self.function_def(stmt, &f.name, &f.args, &f.body, &f.decorator_list),
            Stmt::ClassDef(c) => {
                self.exprs(&c.decorator_list);
                self.exprs(&c.bases);
                c.keywords.iter().for_each(|k| self.expr(&k.value));
                self.name(c.name.as_str(), Role::Bind, offset, false);
                self.stack.push(key_of(stmt));
                self.stmts(&c.body);
                self.stack.pop();
            }
            Stmt::Return(r) => self.optional(&r.value),
            Stmt::Delete(d) => self.exprs(&d.targets),
            Stmt::Assign(a) => {
                self.expr(&a.value);
                self.exprs(&a.targets);
            }
            Stmt::AugAssign(a) => {
                if let Expr::Name(n) = a.target.as_ref() {
                    self.name(n.id.as_str(), Role::Read, n.range.start(), false);
                }
                self.expr(&a.value);
                self.expr(&a.target);
            }
            Stmt::AnnAssign(a) => {
                if let Some(value) = &a.value {
                    self.expr(value);
                    self.expr(&a.target);
                }
                let kind = self.facts.tree.get(self.scope()).kind;
                if matches!(kind, ScopeKind::Module | ScopeKind::Class) {
                    if !self.lazy_annotations {
                        self.expr(&a.annotation);
                    }
                    self.name(ANNOTATIONS, Role::Bind, offset, false);
                }
            }
            Stmt::TypeAlias(t) => {
                self.expr(&t.value);
                self.expr(&t.name);
            }
            Stmt::For(f) => self.for_loop(&f.iter, &f.target, &f.body, &f.orelse),
            Stmt::AsyncFor(f) => self.for_loop(&f.iter, &f.target, &f.body, &f.orelse),
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
            Stmt::AsyncWith(w) => self.with_items(&w.items, &w.body),
            Stmt::Match(m) => {
                self.expr(&m.subject);
                for case in &m.cases {
                    self.pattern(&case.pattern);
                    self.optional(&case.guard);
                    self.stmts(&case.body);
                }
            }
            Stmt::Raise(r) => {
                self.optional(&r.exc);
                self.optional(&r.cause);
            }
            Stmt::Try(t) => self.try_parts(&t.body, &t.handlers, &t.orelse, &t.finalbody),
            Stmt::TryStar(t) => self.try_parts(&t.body, &t.handlers, &t.orelse, &t.finalbody),
            Stmt::Assert(a) => {
                self.expr(&a.test);
                self.optional(&a.msg);
            }
            Stmt::Import(i) => {
                for alias in &i.names {
                    let full = alias.name.as_str();
                    let offset = alias.range.start();
                    self.facts.imports.push(ImportSite {
                        module: full.to_string(),
                        offset,
                    });
                    let bound = match &alias.asname {
                        Some(asname) => asname.as_str(),
                        None => full.split('.').next().unwrap_or(full),
                    };
                    self.name(bound, Role::Bind, offset, false);
                }
            }
            Stmt::ImportFrom(i) => {
                let level = i.level.map_or(0, |l| l.to_u32()) as usize;
                let module = i.module.as_ref().map_or("", |m| m.as_str());
                self.facts.imports.push(ImportSite {
                    module: format!("{}{module}", ".".repeat(level)),
                    offset,
                });
                for alias in &i.names {
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.name(bound.as_str(), Role::Bind, alias.range.start(), false);
                }
            }
            Stmt::Expr(e) => self.expr(&e.value),
            Stmt::Global(_) | Stmt::Nonlocal(_) | Stmt::Pass(_) | Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }

    fn function_def(
        &mut self,
        node: &'a Stmt,
        name: &ast::Identifier,
        args: &'a ast::Arguments,
        body: &'a [Stmt],
        decorators: &'a [Expr],
    ) {
        self.exprs(decorators);
        self.defaults(args);
        if !self.lazy_annotations {
            for (_, annotation) in parameter_annotations(args, return_annotation(node)) {
                self.expr(annotation);
            }
        }
        self.name(name.as_str(), Role::Bind, node.range().start(), false);
        self.stack.push(key_of(node));
        self.stmts(body);
        self.stack.pop();
    }

    fn defaults(&mut self, args: &'a ast::Arguments) {
        for arg in args
            .posonlyargs
            .iter()
            .chain(args.args.iter())
            .chain(args.kwonlyargs.iter())
        {
            self.optional(&arg.default);
        }
    }

    fn for_loop(&mut self, iter: &'a Expr, target: &'a Expr, body: &'a [Stmt], orelse: &'a [Stmt]) {
        self.expr(iter);
        self.expr(target);
        self.stmts(body);
        self.stmts(orelse);
    }

    fn with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) {
        for item in items {
            self.expr(&item.context_expr);
            self.optional(&item.optional_vars);
        }
        self.stmts(body);
    }

    fn try_parts(
        &mut self,
        body: &'a [Stmt],
        handlers: &'a [ast::ExceptHandler],
        orelse: &'a [Stmt],
        finalbody: &'a [Stmt],
    ) {
        self.stmts(body);
        for handler in handlers {
            let ast::ExceptHandler::ExceptHandler(h) = handler;
            self.optional(&h.type_);
            if let Some(name) = &h.name {
                self.name(name.as_str(), Role::Bind, h.range.start(), false);
            }
            self.stmts(&h.body);
        }
        self.stmts(orelse);
        self.stmts(finalbody);
    }

    fn pattern(&mut self, pattern: &'a ast::Pattern) {
        let offset = pattern.range().start();
        match pattern {
            ast::Pattern::MatchValue(v) => self.expr(&v.value),
            ast::Pattern::MatchSingleton(_) => {}
            ast::Pattern::MatchSequence(s) => s.patterns.iter().for_each(|p| self.pattern(p)),
            ast::Pattern::MatchMapping(m) => {
                self.exprs(&m.keys);
                m.patterns.iter().for_each(|p| self.pattern(p));
                if let Some(rest) = &m.rest {
                    self.name(rest.as_str(), Role::Bind, offset, false);
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
                    self.name(name.as_str(), Role::Bind, offset, false);
                }
            }
            ast::Pattern::MatchAs(a) => {
                if let Some(p) = &a.pattern {
                    self.pattern(p);
                }
                if let Some(name) = &a.name {
                    self.name(name.as_str(), Role::Bind, offset, false);
                }
            }
            ast::Pattern::MatchOr(o) => o.patterns.iter().for_each(|p| self.pattern(p)),
        }
    }

    fn optional(&mut self, expr: &'a Option<Box<Expr>>) {
        if let Some(expr) = expr {
            self.expr(expr);
        }
    }

    fn exprs(&mut self, exprs: &'a [Expr]) {
        for expr in exprs {
            self.expr(expr);
        }
    }

    fn expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Name(n) => {
                let role = match n.ctx {
                    ExprContext::Load => Role::Read,
                    ExprContext::Store => Role::Bind,
                    ExprContext::Del => Role::Delete,
                };
                self.name(n.id.as_str(), role, n.range.start(), false);
            }
            Expr::Call(c) => {
                self.facts.calls.push(CallSite {
                    scope: self.scope(),
                    call: c,
                });
                match c.func.as_ref() {
                    Expr::Name(n) => self.name(n.id.as_str(), Role::Read, n.range.start(), true),
                    other => self.expr(other),
                }
                self.exprs(&c.args);
                c.keywords.iter().for_each(|k| self.expr(&k.value));
            }
            Expr::BoolOp(b) => self.exprs(&b.values),
            Expr::NamedExpr(n) => {
                self.expr(&n.value);
                self.expr(&n.target);
            }
            Expr::BinOp(b) => {
                self.expr(&b.left);
                self.expr(&b.right);
            }
            Expr::UnaryOp(u) => self.expr(&u.operand),
            Expr::Lambda(l) => {
                self.defaults(&l.args);
                self.stack.push(key_of(expr));
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
                self.exprs(&d.values);
            }
            Expr::Set(s) => self.exprs(&s.elts),
            Expr::ListComp(c) => self.comprehension(expr, &c.generators, &[&c.elt]),
            Expr::SetComp(c) => self.comprehension(expr, &c.generators, &[&c.elt]),
            Expr::DictComp(c) => self.comprehension(expr, &c.generators, &[&c.key, &c.value]),
            Expr::GeneratorExp(c) => self.comprehension(expr, &c.generators, &[&c.elt]),
            Expr::Await(a) => self.expr(&a.value),
            Expr::Yield(y) => self.optional(&y.value),
            Expr::YieldFrom(y) => self.expr(&y.value),
            Expr::Compare(c) => {
                self.expr(&c.left);
                self.exprs(&c.comparators);
            }
            Expr::FormattedValue(f) => {
                self.expr(&f.value);
                self.optional(&f.format_spec);
            }
            Expr::JoinedStr(j) => self.exprs(&j.values),
            Expr::Constant(_) => {}
            Expr::Attribute(a) => self.expr(&a.value),
            Expr::Subscript(s) => {
                self.expr(&s.value);
                self.expr(&s.slice);
            }
            Expr::Starred(s) => self.expr(&s.value),
            Expr::List(l) => self.exprs(&l.elts),
            Expr::Tuple(t) => self.exprs(&t.elts),
            Expr::Slice(s) => {
                self.optional(&s.lower);
                self.optional(&s.upper);
                self.optional(&s.step);
            }
        }
    }

    fn comprehension(&mut self, node: &'a Expr, generators: &'a [ast::Comprehension], elements: &[&'a Expr]) {
        let Some((first, rest)) = generators.split_first() else {
            return;
        };
        self.expr(&first.iter);
        self.stack.push(key_of(node));
        self.expr(&first.target);
        self.exprs(&first.ifs);
        for generator in rest {
            self.expr(&generator.iter);
            self.expr(&generator.target);
            self.exprs(&generator.ifs);
        }
        for element in elements {
            self.expr(element);
        }
        self.stack.pop();
    }
}
