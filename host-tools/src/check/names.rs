//! Names that are never defined: a name read where Garter looks it up in the module's globals and
//! then the builtins (not a local, a closure variable or a name the enclosing class body binds),
//! that nothing binds at module level, and that is not a builtin, a tool, one of the session's
//! known names or `__name__`.
//!
//! Module-level bindings are every kind Python has: assignments (plain, augmented, annotated with
//! a value), `for`/`with`/`except ... as` targets, imports, `def`/`class`, `:=` (also inside a
//! comprehension), `match` captures and assignments in functions to names they declare `global`.
//! Where in the module the binding is does not matter: a function may read a global defined
//! after it, and a read before the assignment at module level is not "never defined". Each
//! undefined name is reported once, where it first appears. A program with `from m import *` at
//! module level, or calling `exec` (which binds what its source binds), could bind any name, so
//! none of its names is reported.
//!
//! **Unknown tools.** An undefined name that is called is reported as `UnknownTool` when the
//! host offers tools and the name is close to one of them (the suggestion is that tool), or when
//! it is close to no defined name at all (a tool the program assumed exists). When it is close
//! to a global or builtin, it is a typo of that name: `UndefinedName`, suggesting it.

use std::collections::{HashMap, HashSet};

use garter::compile::scope::{NameScope, ScopeKey};
use garter::exceptions::suggest::closest;
use rustpython_parser::text_size::TextSize;

use super::walk::{Facts, Role};
use super::{CheckContext, Diagnostic, DiagnosticKind, Locator};

/// The globals Garter defines in every `__main__` before the program runs (and `__file__` for a
/// program run from a file, which a session's programs are not).
pub(super) const MODULE_DUNDERS: &[&str] = &["__name__", "__builtins__"];

/// Where the program binds names that reads may look up by name: the module's globals, and each
/// class body's namespace.
pub(super) struct Bindings {
    module: HashSet<String>,
    class: HashSet<(ScopeKey, String)>,
}

impl Bindings {
    pub fn of(facts: &Facts) -> Bindings {
        let mut bindings = Bindings {
            module: HashSet::new(),
            class: HashSet::new(),
        };
        for site in facts.names.iter().filter(|site| site.role == Role::Bind) {
            let stored = facts.stored_name(site.scope, &site.name).into_owned();
            match facts.resolve(site.scope, &site.name) {
                NameScope::GlobalExplicit | NameScope::GlobalImplicit => {
                    bindings.module.insert(stored);
                }
                NameScope::ClassNamespace => {
                    bindings.class.insert((site.scope, stored));
                }
                NameScope::Local | NameScope::Cell | NameScope::Free => {}
            }
        }
        bindings
    }

    /// The global name a read of `name` in `scope` looks up, if it looks in the module's
    /// globals: not for a local or closure variable, nor a name its class body binds.
    pub fn global_read(&self, facts: &Facts, scope: ScopeKey, name: &str) -> Option<String> {
        let stored = facts.stored_name(scope, name).into_owned();
        match facts.resolve(scope, name) {
            NameScope::GlobalExplicit | NameScope::GlobalImplicit => Some(stored),
            NameScope::ClassNamespace if !self.class.contains(&(scope, stored.clone())) => Some(stored),
            _ => None,
        }
    }

    /// Whether the program binds `name` in the module's globals.
    pub fn binds_global(&self, name: &str) -> bool {
        self.module.contains(name)
    }
}

/// Where an undefined name is first read, and whether any read calls it.
struct FirstUse {
    offset: TextSize,
    scope: ScopeKey,
    called: bool,
}

/// The diagnostics for names that are never defined. The suggestion comes, as CPython's does,
/// from the reading function's locals, then the globals (with the tools), then the builtins.
pub(super) fn check(facts: &Facts, bindings: &Bindings, ctx: &CheckContext, at: &Locator) -> Vec<Diagnostic> {
    let builtins: Vec<&str> = garter::builtins::builtin_names().collect();
    let tools: Vec<&str> = ctx.tools.iter().map(|tool| tool.name.as_str()).collect();
    let is_defined = |name: &str| {
        bindings.binds_global(name)
            || builtins.contains(&name)
            || tools.contains(&name)
            || ctx.known_names.iter().any(|known| known == name)
            || MODULE_DUNDERS.contains(&name)
    };
    let calls_exec = facts
        .names
        .iter()
        .any(|site| site.called && site.role != Role::Bind && site.name == "exec");
    if bindings.binds_global("*") || calls_exec {
        return Vec::new();
    }
    let mut undefined: HashMap<String, FirstUse> = HashMap::new();
    for site in facts.names.iter().filter(|site| site.role != Role::Bind) {
        let Some(name) = bindings.global_read(facts, site.scope, &site.name) else {
            continue;
        };
        if is_defined(&name) {
            continue;
        }
        let first = undefined.entry(name).or_insert(FirstUse {
            offset: site.offset,
            scope: site.scope,
            called: false,
        });
        if site.offset < first.offset {
            first.offset = site.offset;
            first.scope = site.scope;
        }
        first.called |= site.called;
    }
    let mut globals: Vec<&str> = bindings.module.iter().map(String::as_str).collect();
    globals.extend(ctx.known_names.iter().map(String::as_str));
    globals.extend(MODULE_DUNDERS);
    globals.sort_unstable();
    globals.dedup();
    let mut diagnostics = Vec::with_capacity(undefined.len());
    for (name, first) in undefined {
        let calls_a_tool = first.called && !tools.is_empty();
        let tool = calls_a_tool.then(|| closest(&name, tools.iter().copied())).flatten();
        let locals = facts.tree.get(first.scope).varnames();
        let locals = locals
            .iter()
            .map(String::as_str)
            .filter(|local| !local.starts_with('.'));
        let other = closest(&name, locals)
            .or_else(|| closest(&name, globals.iter().chain(&tools).copied()))
            .or_else(|| closest(&name, builtins.iter().copied()));
        let (kind, suggestion) = match (tool, other) {
            (Some(tool), _) => (DiagnosticKind::UnknownTool, Some(tool)),
            (None, None) if calls_a_tool => (DiagnosticKind::UnknownTool, None),
            (None, other) => (DiagnosticKind::UndefinedName, other),
        };
        let mut message = format!("NameError: name '{name}' is not defined");
        if let Some(suggestion) = suggestion {
            message.push_str(&format!(". Did you mean: '{suggestion}'?"));
        }
        diagnostics.push(at.diagnostic(kind, first.offset, message, suggestion.map(str::to_string)));
    }
    diagnostics
}
