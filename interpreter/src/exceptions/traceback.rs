//! Formatting an uncaught exception as CPython prints it: the chain of causes and contexts, each
//! with its `Traceback (most recent call last):` block, and the final `Type: message` line.

use crate::heap::Object;
use crate::parse::SyntaxErrorInfo;
use crate::value::{HeapId, Value};
use crate::vm::Vm;

/// How deep a chain of causes/contexts is followed.
const MAX_CHAIN: usize = 100;

/// The full report for an uncaught exception.
pub fn format_exception(vm: &mut Vm, exc: HeapId) -> String {
    let mut chain: Vec<(HeapId, Option<&'static str>)> = vec![(exc, None)];
    let mut current = exc;
    while chain.len() < MAX_CHAIN {
        let Object::Exception(e) = vm.heap.get(current) else {
            break;
        };
        let (next, link) = if let Value::Ref(cause) = e.cause {
            (
                cause,
                "The above exception was the direct cause of the following exception:",
            )
        } else if let (Value::Ref(context), false) = (e.context, e.suppress_context) {
            (
                context,
                "During handling of the above exception, another exception occurred:",
            )
        } else {
            break;
        };
        if chain.iter().any(|(id, _)| *id == next) {
            break;
        }
        chain.push((next, Some(link)));
        current = next;
    }
    let mut out = String::new();
    for i in (0..chain.len()).rev() {
        let (id, _) = chain[i];
        out.push_str(&format_one(vm, id));
        if i > 0 {
            let link = chain[i].1.unwrap_or("");
            out.push('\n');
            out.push_str(link);
            out.push_str("\n\n");
        }
    }
    out
}

/// Identical consecutive entries shown before the rest are summarized (as CPython does).
const RECURSIVE_CUTOFF: usize = 3;

/// `[Previous line repeated N more times]` after a run of identical entries.
fn push_repeat_notice(out: &mut String, repeats: usize) {
    if repeats >= RECURSIVE_CUTOFF {
        let more = repeats - RECURSIVE_CUTOFF + 1;
        let plural = if more > 1 { "s" } else { "" };
        out.push_str(&format!("  [Previous line repeated {more} more time{plural}]\n"));
    }
}

/// Whether frames of this source belong to the interpreter's private modules (the prelude that
/// stands in for builtins), which CPython's builtins would not show either.
fn is_internal(source_name: &str) -> bool {
    source_name.starts_with("<garter:_")
}

/// One exception's traceback block and final line.
fn format_one(vm: &mut Vm, id: HeapId) -> String {
    let mut out = String::new();
    let mut entries = match vm.heap.get(id) {
        Object::Exception(e) => e.traceback.clone(),
        _ => Vec::new(),
    };
    entries.retain(|entry| !is_internal(&entry.code.source.name));
    if !entries.is_empty() {
        out.push_str("Traceback (most recent call last):\n");
        let mut previous: Option<(&str, u32, crate::symbol::Symbol)> = None;
        let mut repeats = 0;
        for entry in entries.iter().rev() {
            let key = (entry.code.source.name.as_str(), entry.line, entry.code.name);
            if previous == Some(key) {
                repeats += 1;
                if repeats >= RECURSIVE_CUTOFF {
                    continue;
                }
            } else {
                push_repeat_notice(&mut out, repeats);
                repeats = 0;
                previous = Some(key);
            }
            let name = vm.interner.name(entry.code.name).to_string();
            out.push_str(&format!(
                "  File \"{}\", line {}, in {}\n",
                entry.code.source.name, entry.line, name
            ));
            if let Some(text) = entry.code.source.line_text(entry.line) {
                let text = text.trim();
                if !text.is_empty() {
                    out.push_str(&format!("    {text}\n"));
                }
            }
        }
        push_repeat_notice(&mut out, repeats);
    }
    out.push_str(&last_line(vm, id));
    out.push('\n');
    out
}

/// `Type: message`, with the "Did you mean" hint for uncaught NameError/AttributeError.
pub fn last_line(vm: &mut Vm, id: HeapId) -> String {
    let hint = match vm.heap.get(id) {
        Object::Exception(e) => e.hint.clone(),
        _ => return "SystemError: not an exception".to_string(),
    };
    let hint = hint.or_else(|| vm.attribute_hint(id));
    let message = vm
        .to_str(Value::Ref(id))
        .unwrap_or_else(|_| "<exception str() failed>".to_string());
    let mut line = vm.traceback_class_name(vm.class_of(Value::Ref(id)));
    if !message.is_empty() {
        line.push_str(": ");
        line.push_str(&message);
    }
    if let Some(hint) = hint {
        line.push_str(". ");
        line.push_str(&hint);
    }
    line
}

/// The report for a syntax error, as CPython prints it.
pub fn format_syntax_error(file: &str, source_line: Option<&str>, error: &SyntaxErrorInfo) -> String {
    let mut out = format!("  File \"{file}\", line {}\n", error.line);
    if let Some(text) = source_line {
        let trimmed = text.trim_start();
        let indent = text.chars().count() - trimmed.chars().count();
        let text = trimmed.trim_end();
        out.push_str(&format!("    {text}\n"));
        let caret = (error.column as usize).saturating_sub(1).saturating_sub(indent);
        out.push_str(&format!("    {}^\n", " ".repeat(caret)));
    }
    let class = match error.kind {
        crate::parse::SyntaxErrorKind::Syntax => "SyntaxError",
        crate::parse::SyntaxErrorKind::Indentation => "IndentationError",
        crate::parse::SyntaxErrorKind::Tab => "TabError",
    };
    out.push_str(&format!("{class}: {}\n", error.message));
    out
}
