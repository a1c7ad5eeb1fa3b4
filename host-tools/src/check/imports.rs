//! Imports that cannot succeed: `import m`, `import m.n` and `from m import x` where `m` (or
//! `m.n`: Garter imports a dotted name as one module) is not an importable module, with the
//! `ModuleNotFoundError` a run would raise and the closest importable module as a suggestion.
//! A relative import has no package to be relative to in a sandboxed program, so it is reported
//! with the `ImportError` a run would raise. The names a `from` import takes are not checked:
//! knowing a module's names would need running it.

use garter::exceptions::suggest::closest;

use super::walk::Facts;
use super::{CheckContext, Diagnostic, DiagnosticKind, Locator};

/// The diagnostics for imports of modules the sandbox does not have.
pub(super) fn check(facts: &Facts, ctx: &CheckContext, at: &Locator) -> Vec<Diagnostic> {
    let public = ctx.modules.iter().map(String::as_str).filter(|m| !m.starts_with('_'));
    let mut diagnostics = Vec::new();
    for site in &facts.imports {
        let module = site.module.as_str();
        if module.starts_with('.') {
            let message = "ImportError: attempted relative import with no known parent package".to_string();
            diagnostics.push(at.diagnostic(DiagnosticKind::UnknownModule, site.offset, message, None));
            continue;
        }
        // `__main__` is the program itself, importable whatever the host registered.
        if module == "__main__" || ctx.modules.iter().any(|known| known == module) {
            continue;
        }
        let suggestion = closest(module, public.clone());
        let mut message = format!("ModuleNotFoundError: No module named '{module}'");
        if let Some(suggestion) = suggestion {
            message.push_str(&format!(". Did you mean: '{suggestion}'?"));
        }
        let suggestion = suggestion.map(str::to_string);
        diagnostics.push(at.diagnostic(DiagnosticKind::UnknownModule, site.offset, message, suggestion));
    }
    diagnostics
}
