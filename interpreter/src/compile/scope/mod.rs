//! Scope analysis: decides, for every name in every function, lambda and comprehension body,
//! whether it is a fast local, a cell (a local captured by an inner function), a free variable
//! (captured from an enclosing function) or a global.
//!
//! It runs in two passes over the AST: `collect.rs` records what each scope binds, uses and
//! declares; [`ScopeTree::resolve`] then walks the scopes top-down to classify each name, and
//! bottom-up to turn captured locals into cells. Scopes are found again during code generation
//! by the source range of the node that opened them.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use rustpython_parser::ast::{Ranged, Stmt};

use crate::parse::{SourceFile, SyntaxErrorInfo};
use collect::Collector;

mod collect;

/// What opened a scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    Module,
    /// A class body: its names live in the class namespace, not in fast locals.
    Class,
    Function,
    Lambda,
    Comprehension,
}

/// Where a name lives, once resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameScope {
    /// A fast local slot.
    Local,
    /// A local that inner functions capture: kept in a cell.
    Cell,
    /// A variable of an enclosing function.
    Free,
    /// Declared `global`, or a module-level name.
    GlobalExplicit,
    /// Not bound in any enclosing function: a global, falling back to builtins.
    GlobalImplicit,
    /// In a class body: the class namespace, then globals, then builtins.
    ClassNamespace,
}

/// The name a class body provides to the functions defined in it for zero-argument `super()`.
pub const CLASS_CELL: &str = "__class__";

/// The key identifying a scope: the byte range of the node that opened it.
pub type ScopeKey = (u32, u32);

/// What a scope binds and uses, and (after resolution) where each name lives.
#[derive(Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    /// Parameters in slot order (positional, keyword-only, `*args`, `**kwargs`).
    pub params: Vec<String>,
    /// Every name the scope mentions, in order of first appearance.
    order: Vec<String>,
    /// The names in `order`, to find one without a scan.
    mentioned: HashSet<String>,
    bound: HashMap<String, ()>,
    /// The names read so far (CPython's `USE` flag), for the errors of `global`/`nonlocal`.
    used: HashSet<String>,
    /// The simple names annotated so far (`x: int`), for the same errors.
    annotated: HashSet<String>,
    globals: HashMap<String, ()>,
    /// Each name declared `nonlocal`, with the error to report when no enclosing function
    /// binds it (placed at its statement).
    nonlocals: HashMap<String, SyntaxErrorInfo>,
    /// Names bound by `:=` inside a comprehension, which belong to the enclosing function.
    walrus: HashMap<String, ()>,
    pub is_generator: bool,
    /// An `async def` body, a comprehension that awaits, or a module with top-level `await`.
    pub is_coroutine: bool,
    pub children: Vec<ScopeKey>,
    pub names: HashMap<String, NameScope>,
    /// Locals captured by inner scopes, in order.
    pub cellvars: Vec<String>,
    /// Variables captured from enclosing scopes, in order.
    pub freevars: Vec<String>,
    /// The name of the innermost enclosing class, for private name mangling.
    pub private: Option<String>,
}

impl Scope {
    fn new(kind: ScopeKind) -> Scope {
        Scope {
            kind,
            params: Vec::new(),
            order: Vec::new(),
            mentioned: HashSet::new(),
            bound: HashMap::new(),
            used: HashSet::new(),
            annotated: HashSet::new(),
            globals: HashMap::new(),
            nonlocals: HashMap::new(),
            walrus: HashMap::new(),
            is_generator: false,
            is_coroutine: false,
            children: Vec::new(),
            names: HashMap::new(),
            cellvars: Vec::new(),
            freevars: Vec::new(),
            private: None,
        }
    }

    /// `name` as stored: inside a class, `__spam` (not a dunder) becomes `_Class__spam`.
    pub fn mangle<'n>(&self, name: &'n str) -> Cow<'n, str> {
        let Some(class) = &self.private else {
            return Cow::Borrowed(name);
        };
        let class = class.trim_start_matches('_');
        if !name.starts_with("__") || name.ends_with("__") || name.contains('.') || class.is_empty() {
            return Cow::Borrowed(name);
        }
        Cow::Owned(format!("_{class}{name}"))
    }

    fn mention(&mut self, name: &str) {
        if !self.bound.contains_key(name) && !self.mentioned.contains(name) {
            self.mentioned.insert(name.to_string());
            self.order.push(name.to_string());
        }
    }

    fn bind(&mut self, name: &str) {
        self.mention(name);
        self.bound.insert(name.to_string(), ());
    }

    /// Whether the scope declares `name` with a `global` statement.
    pub fn declares_global(&self, name: &str) -> bool {
        self.globals.contains_key(name)
    }

    /// Where `name` lives in this scope.
    pub fn lookup(&self, name: &str) -> NameScope {
        match self.names.get(name) {
            Some(scope) => *scope,
            None if self.kind == ScopeKind::Module => NameScope::GlobalExplicit,
            None => NameScope::GlobalImplicit,
        }
    }

    /// Fast-local names in slot order: parameters first, then other locals by first appearance.
    pub fn varnames(&self) -> Vec<String> {
        let mut out = self.params.clone();
        let mut seen: HashSet<&String> = self.params.iter().collect();
        for name in &self.order {
            if self.names.get(name) == Some(&NameScope::Local) && seen.insert(name) {
                out.push(name.clone());
            }
        }
        out
    }
}

/// Every scope of a module, keyed by the range of the node that opened it.
#[derive(Debug)]
pub struct ScopeTree {
    pub scopes: HashMap<ScopeKey, Scope>,
}

/// The key of the module scope.
pub const MODULE_KEY: ScopeKey = (u32::MAX, u32::MAX);

/// The scope key of a node.
pub fn key_of(node: &impl Ranged) -> ScopeKey {
    let range = node.range();
    (range.start().into(), range.end().into())
}

/// Builds and resolves the scope tree of a module body.
pub fn analyze(body: &[Stmt], source: &SourceFile) -> Result<ScopeTree, SyntaxErrorInfo> {
    let mut collector = Collector {
        scopes: HashMap::new(),
        stack: vec![MODULE_KEY],
        error: None,
        depth: 0,
        source,
    };
    collector.scopes.insert(MODULE_KEY, Scope::new(ScopeKind::Module));
    collector.stmts(body);
    if let Some(error) = collector.error {
        return Err(error);
    }
    let mut tree = ScopeTree {
        scopes: collector.scopes,
    };
    tree.resolve(MODULE_KEY, &HashMap::new())?;
    Ok(tree)
}

impl ScopeTree {
    pub fn get(&self, key: ScopeKey) -> &Scope {
        &self.scopes[&key]
    }

    /// Resolves `key`'s names given the names bound by enclosing functions, then its children,
    /// then turns captured locals into cells. Returns the scope's free variables.
    fn resolve(&mut self, key: ScopeKey, enclosing: &HashMap<String, ()>) -> Result<Vec<String>, SyntaxErrorInfo> {
        let scope = self.scopes.get_mut(&key).expect("scope recorded during collection");
        let is_module = scope.kind == ScopeKind::Module;
        let is_class = scope.kind == ScopeKind::Class;
        let params: HashSet<&String> = scope.params.iter().collect();
        let mut names = HashMap::new();
        for name in scope.order.iter().chain(scope.params.iter()) {
            let resolved = if scope.globals.contains_key(name) {
                NameScope::GlobalExplicit
            } else if scope.nonlocals.contains_key(name) || scope.walrus.contains_key(name) {
                if enclosing.contains_key(name) {
                    NameScope::Free
                } else if let Some(error) = scope.nonlocals.get(name) {
                    return Err(error.clone());
                } else {
                    NameScope::GlobalExplicit
                }
            } else if is_module {
                NameScope::GlobalExplicit
            } else if is_class && params.contains(name) {
                NameScope::Local
            } else if is_class {
                if !scope.bound.contains_key(name) && enclosing.contains_key(name) {
                    NameScope::Free
                } else {
                    NameScope::ClassNamespace
                }
            } else if scope.bound.contains_key(name) || params.contains(name) {
                NameScope::Local
            } else if enclosing.contains_key(name) {
                NameScope::Free
            } else {
                NameScope::GlobalImplicit
            };
            names.insert(name.clone(), resolved);
        }
        scope.names = names;
        let mut visible = enclosing.clone();
        if is_class {
            // Methods do not see class-level names, but they see the class's `__class__` cell.
            visible.insert(CLASS_CELL.to_string(), ());
        } else if !is_module {
            for (name, resolved) in &scope.names {
                match resolved {
                    NameScope::Local | NameScope::Free => {
                        visible.insert(name.clone(), ());
                    }
                    NameScope::GlobalExplicit => {
                        visible.remove(name);
                    }
                    _ => {}
                }
            }
        }
        let children = scope.children.clone();
        let mut captured: Vec<String> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        for child in children {
            for name in self.resolve(child, &visible)? {
                if seen.insert(name.clone()) {
                    captured.push(name);
                }
            }
        }
        let scope = self.scopes.get_mut(&key).expect("scope recorded during collection");
        // Names a class body binds that its methods take from an enclosing function: the body
        // keeps them in its namespace and passes the enclosing cell through to the methods.
        let mut passed_through: Vec<String> = Vec::new();
        for name in captured {
            if is_class && name == CLASS_CELL {
                scope.names.insert(name.clone(), NameScope::Cell);
                scope.mention(&name);
                continue;
            }
            match scope.names.get(&name).copied() {
                Some(NameScope::Local) => {
                    scope.names.insert(name.clone(), NameScope::Cell);
                }
                Some(NameScope::Cell | NameScope::Free) => {}
                Some(NameScope::ClassNamespace) if is_class => passed_through.push(name),
                _ if !is_module => {
                    scope.names.insert(name.clone(), NameScope::Free);
                }
                _ => {}
            }
        }
        let mut cellvars: Vec<String> = Vec::new();
        let mut freevars: Vec<String> = Vec::new();
        let mut listed: HashSet<&String> = HashSet::new();
        for name in scope.params.iter().chain(scope.order.iter()) {
            match scope.names.get(name) {
                Some(NameScope::Cell) if listed.insert(name) => cellvars.push(name.clone()),
                Some(NameScope::Free) if listed.insert(name) => freevars.push(name.clone()),
                _ => {}
            }
        }
        for (name, resolved) in &scope.names {
            if *resolved == NameScope::Free && listed.insert(name) {
                freevars.push(name.clone());
            }
        }
        for name in &passed_through {
            if listed.insert(name) {
                freevars.push(name.clone());
            }
        }
        scope.cellvars = cellvars;
        scope.freevars = freevars.clone();
        Ok(freevars)
    }
}
