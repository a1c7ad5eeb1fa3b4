//! Tool calls that cannot succeed: `tool(...)` (awaited or not) where `tool` reads the host's
//! tool (the program never binds that name at module level, and it is not a local there), with
//! no `*args` or `**kwargs` whose length could not be known.
//!
//! The call's shape is matched to the tool's signature by [`match_arguments`], the code binding
//! uses at run time, so the message is the `TypeError` the call would raise. When the shape
//! fits, each argument written as a literal (a constant, a negated number, or a list, tuple or
//! str-keyed dict of literals) is checked against its parameter's schema, as binding would.

use garter::exceptions::suggest::closest;
use garter::HostValue;
use rustpython_parser::ast::{self, Constant, Expr, Ranged, UnaryOp};
use rustpython_parser::text_size::TextSize;

use super::names::Bindings;
use super::walk::Facts;
use super::{CheckContext, Diagnostic, DiagnosticKind, Locator};
use crate::bind::{bind_parameter, match_arguments, ArgumentSource, BindError};
use crate::spec::ToolSpec;

/// The diagnostics for calls to tools that do not fit their signatures.
pub(super) fn check(facts: &Facts, bindings: &Bindings, ctx: &CheckContext, at: &Locator) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for site in &facts.calls {
        let call = site.call;
        let Expr::Name(func) = call.func.as_ref() else {
            continue;
        };
        let Some(name) = bindings.global_read(facts, site.scope, func.id.as_str()) else {
            continue;
        };
        let Some(spec) = ctx.tools.iter().find(|tool| tool.name == name) else {
            continue;
        };
        if bindings.binds_global(&name) {
            continue;
        }
        if let Some(diagnostic) = check_call(spec, call, at) {
            diagnostics.push(diagnostic);
        }
    }
    diagnostics
}

/// The first problem with one call to `spec`, if it has one that can be seen without running it.
fn check_call(spec: &ToolSpec, call: &ast::ExprCall, at: &Locator) -> Option<Diagnostic> {
    if call.args.iter().any(|arg| matches!(arg, Expr::Starred(_))) {
        return None;
    }
    let mut keywords = Vec::with_capacity(call.keywords.len());
    for keyword in &call.keywords {
        keywords.push(keyword.arg.as_ref()?.as_str());
    }
    let problem = |error: BindError, offset: TextSize, suggestion: Option<String>| {
        Some(at.diagnostic(DiagnosticKind::BadToolCall, offset, error.to_string(), suggestion))
    };
    let sources = match match_arguments(spec, call.args.len(), &keywords) {
        Ok(sources) => sources,
        Err(error) => {
            let suggestion = if error.message.contains("unexpected keyword argument") {
                let params = spec.params.iter().map(|param| param.name.as_str());
                let unknown = keywords.iter().find(|name| params.clone().all(|param| param != **name));
                unknown.and_then(|name| closest(name, params)).map(str::to_string)
            } else {
                None
            };
            return problem(error, call.range.start(), suggestion);
        }
    };
    for (param, source) in spec.params.iter().zip(sources) {
        let argument = match source {
            Some(ArgumentSource::Positional(i)) => &call.args[i],
            Some(ArgumentSource::Keyword(i)) => &call.keywords[i].value,
            None => continue,
        };
        let Some(value) = literal(argument) else {
            continue;
        };
        if let Err(error) = bind_parameter(&spec.name, param, Some(value)) {
            return problem(error, argument.range().start(), None);
        }
    }
    None
}

/// The value of an expression written as a literal.
fn literal(expr: &Expr) -> Option<HostValue> {
    match expr {
        Expr::Constant(c) => match &c.value {
            Constant::None => Some(HostValue::None),
            Constant::Bool(b) => Some(HostValue::Bool(*b)),
            Constant::Str(s) => Some(HostValue::Str(s.clone())),
            Constant::Bytes(b) => Some(HostValue::Bytes(b.clone())),
            Constant::Int(i) => Some(HostValue::Int(i.clone())),
            Constant::Float(f) => Some(HostValue::Float(*f)),
            Constant::Tuple(_) | Constant::Complex { .. } | Constant::Ellipsis => None,
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => match literal(&u.operand)? {
            HostValue::Int(i) => Some(HostValue::Int(-i)),
            HostValue::Float(f) => Some(HostValue::Float(-f)),
            _ => None,
        },
        Expr::List(l) => l.elts.iter().map(literal).collect::<Option<_>>().map(HostValue::List),
        Expr::Tuple(t) => t.elts.iter().map(literal).collect::<Option<_>>().map(HostValue::Tuple),
        Expr::Dict(d) => {
            let mut items = Vec::with_capacity(d.values.len());
            for (key, value) in d.keys.iter().zip(&d.values) {
                let Some(HostValue::Str(key)) = key.as_ref().and_then(literal) else {
                    return None;
                };
                if items.iter().any(|(seen, _)| *seen == key) {
                    return None;
                }
                items.push((key, literal(value)?));
            }
            Some(HostValue::Dict(items))
        }
        _ => None,
    }
}
