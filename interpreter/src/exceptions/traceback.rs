//! Formatting an uncaught exception as CPython prints it: the chain of causes and contexts, each
//! with its `Traceback (most recent call last):` block, and the final `Type: message` line.

use super::carets::{self, AnchorBudget};
use crate::heap::Object;
use crate::parse::SyntaxErrorInfo;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

/// How deep a chain of causes/contexts is followed.
const MAX_CHAIN: usize = 100;

/// Bytes a report keeps even when the memory limit leaves no room for it (the final line of
/// a `MemoryError` must still be readable).
const MIN_REPORT: usize = 4096;

/// An uncaught exception's report, built within a cap: the output limit and the memory the
/// heap leaves free, so a traceback can hold no more than printing it could.
pub struct Report {
    /// CPython's whole report (truncated with a notice past the cap).
    pub traceback: String,
    /// Its final `Type: message` line.
    pub last_line: String,
}

/// Text built up to a byte cap; what passes it is dropped.
pub(super) struct Capped {
    pub(super) out: String,
    pub(super) cap: usize,
    pub(super) truncated: bool,
}

impl Capped {
    pub(super) fn push(&mut self, text: &str) {
        if self.truncated {
            return;
        }
        let room = self.cap.saturating_sub(self.out.len());
        if text.len() <= room {
            self.out.push_str(text);
            return;
        }
        self.out.push_str(&text[..floor_boundary(text, room)]);
        self.truncated = true;
    }
}

/// The largest char boundary of `text` at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The full report for an uncaught exception. `__str__` runs once per exception shown; a limit
/// hit while it runs is returned (the run ends with that limit), any other error it raises is
/// shown as CPython shows it.
pub fn format_exception(vm: &mut Vm, exc: HeapId) -> PyResult<Report> {
    format_report(vm, exc, AnchorBudget::new())
}

/// The same report as the `traceback` module's `format_exception` writes it.
pub fn format_for_traceback_module(vm: &mut Vm, exc: HeapId) -> PyResult<Report> {
    format_report(vm, exc, AnchorBudget::for_traceback_module())
}

fn format_report(vm: &mut Vm, exc: HeapId, mut anchors: AnchorBudget) -> PyResult<Report> {
    let cap = vm.report_cap().max(MIN_REPORT);
    if super::group_traceback::involves_groups_or_notes(vm, exc) {
        return super::group_traceback::format_with_groups(vm, exc, cap, anchors);
    }
    let chain = exception_chain(vm, exc);
    let mut report = Capped {
        out: String::new(),
        cap,
        truncated: false,
    };
    let mut final_line = String::new();
    for i in (0..chain.len()).rev() {
        let (id, _) = chain[i];
        push_entries(vm, &mut report, id, &mut anchors);
        if let Some(location) = super::syntax_error::location(vm, id)? {
            report.push(&location);
        }
        let mut line = last_line(vm, id)?;
        if line.len() > cap {
            line.truncate(floor_boundary(&line, cap));
        }
        if i == 0 {
            final_line = line;
            break;
        }
        report.push(&line);
        report.push("\n\n");
        report.push(chain[i].1.unwrap_or(""));
        report.push("\n\n");
    }
    let mut traceback = report.out;
    if report.truncated {
        traceback.push_str(&format!(
            "\n[traceback truncated: limit of {} reached]\n",
            crate::limits::format_size(cap)
        ));
    }
    traceback.push_str(&final_line);
    traceback.push('\n');
    Ok(Report {
        traceback,
        last_line: final_line,
    })
}

/// `exc` and the causes and contexts it chains to, each with the sentence that links it to the
/// exception after it, up to `MAX_CHAIN` and stopping at a cycle.
fn exception_chain(vm: &Vm, exc: HeapId) -> Vec<(HeapId, Option<&'static str>)> {
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
    chain
}

/// Identical consecutive entries shown before the rest are summarized (as CPython does).
const RECURSIVE_CUTOFF: usize = 3;

/// `[Previous line repeated N more times]` after a run of identical entries.
fn push_repeat_notice(out: &mut Capped, repeats: usize) {
    if repeats >= RECURSIVE_CUTOFF {
        let more = repeats - RECURSIVE_CUTOFF + 1;
        let plural = if more > 1 { "s" } else { "" };
        out.push(&format!("  [Previous line repeated {more} more time{plural}]\n"));
    }
}

/// Whether tracebacks leave out frames of this source: a module of the standard library that
/// is private (`<garter:_…>`: the prelude that stands in for builtins, the helpers of public
/// modules) or that the embedder marked with `Interpreter::hide_frames_of` (modules CPython
/// writes in C), as CPython's leave out its builtins and C code.
pub(super) fn is_hidden(vm: &Vm, source: &crate::parse::SourceFile) -> bool {
    if !source.standard_library {
        return false;
    }
    let Some(module) = source.name.strip_prefix("<garter:").and_then(|n| n.strip_suffix('>')) else {
        return false;
    };
    module.starts_with('_') || vm.frameless_modules.contains(&module)
}

/// One exception's `Traceback (most recent call last):` block, when it has entries.
pub(super) fn push_entries(vm: &Vm, out: &mut Capped, id: HeapId, anchors: &mut AnchorBudget) {
    let Object::Exception(e) = vm.heap.get(id) else {
        return;
    };
    // The standard library's frames that run the program (`asyncio.run` driving a module body
    // with top-level `await`) come before the program's first frame; CPython runs such a body
    // itself, so they are left out.
    let driver_frames = e
        .traceback
        .iter()
        .rev()
        .position(|entry| !entry.code.source.standard_library)
        .unwrap_or(0);
    let mut entries = e
        .traceback
        .iter()
        .rev()
        .skip(driver_frames)
        .filter(|entry| !is_hidden(vm, &entry.code.source))
        .peekable();
    if entries.peek().is_none() {
        return;
    }
    out.push("Traceback (most recent call last):\n");
    let mut previous: Option<(&str, u32, crate::symbol::Symbol)> = None;
    let mut repeats = 0;
    for entry in entries {
        if out.truncated {
            return;
        }
        let key = (entry.code.source.name.as_str(), entry.line, entry.code.name);
        if previous == Some(key) {
            repeats += 1;
            if repeats >= RECURSIVE_CUTOFF {
                continue;
            }
        } else {
            push_repeat_notice(out, repeats);
            repeats = 0;
            previous = Some(key);
        }
        out.push(&format!(
            "  File \"{}\", line {}, in {}\n",
            entry.code.source.name,
            entry.line,
            vm.interner.name(entry.code.name)
        ));
        let position = entry.code.position_of(entry.pc as usize);
        out.push(&carets::source_lines(&entry.code.source, entry.line, position, anchors));
    }
    push_repeat_notice(out, repeats);
}

/// `Type: message`, with the "Did you mean" hint for uncaught NameError/AttributeError. A limit
/// hit by the exception's `__str__` is returned; any other error is shown as CPython shows it.
pub fn last_line(vm: &mut Vm, id: HeapId) -> PyResult<String> {
    let hint = match vm.heap.get(id) {
        Object::Exception(e) => e.hint.clone(),
        _ => return Ok("SystemError: not an exception".to_string()),
    };
    let hint = hint.or_else(|| vm.attribute_hint(id));
    let message = super::syntax_error::message(vm, id)
        .transpose()
        .unwrap_or_else(|| vm.to_str(Value::Ref(id)));
    let message = match message {
        Ok(message) => message,
        Err(limit @ PyErr::Limit(_)) => return Err(limit),
        Err(_) => "<exception str() failed>".to_string(),
    };
    let mut line = vm.traceback_class_name(vm.class_of(Value::Ref(id)));
    if !message.is_empty() {
        line.push_str(": ");
        line.push_str(&message);
    }
    if let Some(hint) = hint {
        line.push_str(". ");
        line.push_str(&hint);
    }
    Ok(line)
}

/// The report for a syntax error, as CPython prints it.
pub fn format_syntax_error(file: &str, source_line: Option<&str>, error: &SyntaxErrorInfo) -> String {
    let mut out = format!("  File \"{file}\", line {}\n", error.line);
    if let Some(line) = source_line {
        let trimmed = line.trim_start();
        let indent = line.chars().count() - trimmed.chars().count();
        let text = trimmed.trim_end();
        out.push_str(&format!("    {text}\n"));
        // As CPython: no marker when the column points into the indentation.
        if let Some(caret) = (error.column as usize).saturating_sub(1).checked_sub(indent) {
            let carets = "^".repeat(caret_count(line, error));
            out.push_str(&format!("    {}{carets}\n", " ".repeat(caret)));
        }
    }
    let class = match error.kind {
        crate::parse::SyntaxErrorKind::Syntax => "SyntaxError",
        crate::parse::SyntaxErrorKind::Indentation => "IndentationError",
        crate::parse::SyntaxErrorKind::Tab => "TabError",
    };
    out.push_str(&format!("{class}: {}\n", error.message));
    out
}

/// How many `^` mark a syntax error on its line `text`, as CPython counts them: its range when
/// it has one on that line, to the end of the line when the range goes on past it, else one.
fn caret_count(text: &str, error: &SyntaxErrorInfo) -> usize {
    // CPython marks an indentation error with one caret whatever its range.
    if error.kind != crate::parse::SyntaxErrorKind::Syntax {
        return 1;
    }
    // CPython's line (`SyntaxError.text`) keeps its newline, and the range may reach one past it.
    let line_size = text.chars().count() + 1;
    let end_offset = match error.end {
        Some((end_line, _)) if end_line > error.line => line_size,
        Some((_, end_column)) => usize::try_from(end_column).unwrap_or(0).min(line_size + 1),
        None => return 1,
    };
    let offset = error.column as usize;
    if end_offset > offset {
        end_offset - offset
    } else {
        1
    }
}
