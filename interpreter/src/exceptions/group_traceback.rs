//! The report of an uncaught exception that involves exception groups or notes, as CPython
//! 3.11's `PyErr_Display` prints it (`Python/pythonrun.c`): each group's sub-exceptions in
//! nested boxes (`+-+---------------- 1 ----------------`, lines prefixed with `| `), at most
//! `MAX_GROUP_WIDTH` of them per group and `MAX_GROUP_DEPTH` groups deep, and each exception's
//! `__notes__` after its last line. Everything is written within the report's byte cap and
//! stops as soon as the cap is reached.

use std::collections::HashSet;

use super::carets::AnchorBudget;
use super::traceback::{last_line, push_entries, Capped, Report};
use crate::heap::Object;
use crate::symbol::sym;
use crate::value::{HeapId, Value};
use crate::vm::{PyResult, Vm};

/// Groups nested deeper than this are shown as `... (max_group_depth is 10)`.
const MAX_GROUP_DEPTH: usize = 10;

/// Sub-exceptions of one group shown before `and N more exceptions`.
const MAX_GROUP_WIDTH: usize = 15;

/// How far a chain of causes and contexts is followed.
const MAX_CHAIN: usize = 100;

const CAUSE_MESSAGE: &str = "The above exception was the direct cause of the following exception:\n";
const CONTEXT_MESSAGE: &str = "During handling of the above exception, another exception occurred:\n";

/// Whether `exc`'s report needs this format: a group or an exception with `__notes__` in
/// its chain of causes and contexts.
pub fn involves_groups_or_notes(vm: &Vm, exc: HeapId) -> bool {
    let mut current = Some(exc);
    let mut seen = 0;
    while let (Some(id), true) = (current, seen < MAX_CHAIN) {
        let Object::Exception(e) = vm.heap.get(id) else {
            return false;
        };
        if e.group.is_some() || e.attr(sym::DUNDER_NOTES).is_some() {
            return true;
        }
        current = match (e.cause, e.context, e.suppress_context) {
            (Value::Ref(cause), _, _) => Some(cause),
            (_, Value::Ref(context), false) => Some(context),
            _ => None,
        };
        seen += 1;
    }
    false
}

/// The report of `exc`, written within `cap` bytes.
pub fn format_with_groups(vm: &mut Vm, exc: HeapId, cap: usize, anchors: AnchorBudget) -> PyResult<Report> {
    let mut printer = GroupPrinter {
        out: Capped {
            out: String::new(),
            cap,
            truncated: false,
        },
        depth: 0,
        need_close: false,
        seen: HashSet::new(),
        anchors,
    };
    printer.exception_with_chain(vm, exc)?;
    let mut traceback = printer.out.out;
    if printer.out.truncated {
        traceback.push_str(&format!(
            "\n[traceback truncated: limit of {} reached]\n",
            crate::limits::format_size(cap)
        ));
    }
    let last_line = traceback
        .trim_end_matches('\n')
        .rsplit('\n')
        .next()
        .unwrap_or("")
        .to_string();
    Ok(Report { traceback, last_line })
}

/// The state of CPython's `exception_print_context`.
struct GroupPrinter {
    out: Capped,
    /// How many groups deep the exception being printed is.
    depth: usize,
    /// Whether the innermost open box still needs its closing line.
    need_close: bool,
    /// Exceptions already shown, whose causes and contexts are not shown again.
    seen: HashSet<HeapId>,
    /// What the report may still spend finding `~~~^^^` anchors.
    anchors: AnchorBudget,
}

impl GroupPrinter {
    fn indent(&self) -> String {
        " ".repeat(2 * self.depth)
    }

    /// The indentation and margin (`| `, or `margin` when given) every line of a box starts with.
    fn prefix(&self, margin: Option<&str>) -> String {
        let mut prefix = self.indent();
        if self.depth > 0 {
            prefix.push_str(margin.unwrap_or("| "));
        }
        prefix
    }

    /// Writes `text` with each of its lines prefixed.
    fn emit(&mut self, text: &str, margin: Option<&str>) {
        let prefix = self.prefix(margin);
        for line in text.split_inclusive('\n') {
            self.out.push(&prefix);
            self.out.push(line);
        }
    }

    /// CPython's `print_exception_recursive`: the chain of causes and contexts of `exc`, then
    /// `exc` itself (a group with its sub-exceptions).
    fn exception_with_chain(&mut self, vm: &mut Vm, exc: HeapId) -> PyResult<()> {
        let mut chain: Vec<(HeapId, &'static str)> = Vec::new();
        let mut current = exc;
        self.seen.insert(exc);
        while chain.len() < MAX_CHAIN {
            let Object::Exception(e) = vm.heap.get(current) else {
                break;
            };
            let (next, message) = match (e.cause, e.context, e.suppress_context) {
                (Value::Ref(cause), _, _) => (cause, CAUSE_MESSAGE),
                (Value::None, Value::Ref(context), false) => (context, CONTEXT_MESSAGE),
                _ => break,
            };
            if !self.seen.insert(next) {
                break;
            }
            chain.push((next, message));
            current = next;
        }
        let need_close = self.need_close;
        for (earlier, message) in chain.iter().rev() {
            self.exception_alone(vm, *earlier)?;
            self.need_close = need_close;
            self.emit("\n", None);
            self.emit(message, None);
            self.emit("\n", None);
        }
        self.exception_alone(vm, exc)
    }

    /// One exception without its chain: a group with its boxes, or a plain exception.
    fn exception_alone(&mut self, vm: &mut Vm, exc: HeapId) -> PyResult<()> {
        vm.charge(1)?;
        if self.out.truncated {
            return Ok(());
        }
        if vm.group_parts(Value::Ref(exc)).is_none() {
            return self.exception_lines(vm, exc);
        }
        if self.depth > MAX_GROUP_DEPTH {
            self.emit(&format!("... (max_group_depth is {MAX_GROUP_DEPTH})\n"), None);
            return Ok(());
        }
        let toplevel = self.depth == 0;
        if toplevel {
            self.depth += 1;
        }
        self.exception_lines(vm, exc)?;
        let members = vm.group_members(exc);
        let shown = members.len().min(MAX_GROUP_WIDTH + 1);
        self.need_close = false;
        for (i, member) in members.iter().take(shown).enumerate() {
            if self.out.truncated {
                break;
            }
            let last = i + 1 == shown;
            if last {
                self.need_close = true;
            }
            let truncated = i >= MAX_GROUP_WIDTH;
            let title = if truncated {
                "...".to_string()
            } else {
                (i + 1).to_string()
            };
            let corner = if i == 0 { "+-" } else { "  " };
            let line = format!("{}{corner}+---------------- {title} ----------------\n", self.indent());
            self.out.push(&line);
            self.depth += 1;
            if truncated {
                let remaining = members.len() - MAX_GROUP_WIDTH;
                let plural = if remaining > 1 { "s" } else { "" };
                self.emit(&format!("and {remaining} more exception{plural}\n"), None);
            } else {
                self.exception_with_chain(vm, *member)?;
            }
            if last && self.need_close {
                let line = format!("{}+------------------------------------\n", self.indent());
                self.out.push(&line);
                self.need_close = false;
            }
            self.depth -= 1;
        }
        if toplevel {
            self.depth -= 1;
        }
        Ok(())
    }

    /// CPython's `print_exception`: the traceback entries, the `Type: message` line and the
    /// notes, each line with the box's margin.
    fn exception_lines(&mut self, vm: &mut Vm, exc: HeapId) -> PyResult<()> {
        let is_group = vm.group_parts(Value::Ref(exc)).is_some();
        let mut entries = Capped {
            out: String::new(),
            cap: self.out.cap.saturating_sub(self.out.out.len()),
            truncated: false,
        };
        push_entries(vm, &mut entries, exc, &mut self.anchors);
        if let Some(body) = entries.out.strip_prefix("Traceback (most recent call last):\n") {
            if is_group {
                let margin = (self.depth == 1).then_some("+ ");
                self.emit("Exception Group Traceback (most recent call last):\n", margin);
            } else {
                self.emit("Traceback (most recent call last):\n", None);
            }
            self.emit(body, None);
        }
        if let Some(location) = super::syntax_error::location(vm, exc)? {
            self.emit(&location, None);
        }
        let line = last_line(vm, exc)?;
        self.emit(&line, None);
        self.out.push("\n");
        self.notes(vm, exc)
    }

    /// CPython's `print_exception_notes`.
    fn notes(&mut self, vm: &mut Vm, exc: HeapId) -> PyResult<()> {
        let notes = match vm.heap.get(exc) {
            Object::Exception(e) => e.attr(sym::DUNDER_NOTES),
            _ => None,
        };
        let Some(notes) = notes else {
            return Ok(());
        };
        let Some(items) = vm.seq_items(notes).map(<[Value]>::to_vec) else {
            let shown = match vm.repr(notes) {
                Ok(text) => text,
                Err(limit @ crate::vm::PyErr::Limit(_)) => return Err(limit),
                Err(_) => "<__notes__ repr() failed>".to_string(),
            };
            self.emit(&shown, None);
            self.out.push("\n");
            return Ok(());
        };
        for note in items {
            if self.out.truncated {
                break;
            }
            match vm.to_str(note) {
                Ok(text) => self.emit(&text, None),
                Err(limit @ crate::vm::PyErr::Limit(_)) => return Err(limit),
                Err(_) => self.out.push("<note str() failed>"),
            }
            self.out.push("\n");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Interpreter, RunError};

    /// A group with a cause, a nested group with a note and a group wider than 15, as CPython
    /// 3.11 prints it (its stderr for the same program, saved as `prog.py`).
    #[test]
    fn nested_boxes_notes_and_width_as_cpython() {
        let source = r#"def f():
    raise ExceptionGroup("inner", [ValueError(1), TypeError(2)])
try:
    f()
except ExceptionGroup as e:
    e.add_note("noted")
    wide = [KeyError(i) for i in range(16)]
    raise ExceptionGroup("outer", [e, ExceptionGroup("wide", wide)]) from RuntimeError("cause")
"#;
        let expected = r#"RuntimeError: cause

The above exception was the direct cause of the following exception:

  + Exception Group Traceback (most recent call last):
  |   File "prog.py", line 8, in <module>
  |     raise ExceptionGroup("outer", [e, ExceptionGroup("wide", wide)]) from RuntimeError("cause")
  | ExceptionGroup: outer (2 sub-exceptions)
  +-+---------------- 1 ----------------
    | Exception Group Traceback (most recent call last):
    |   File "prog.py", line 4, in <module>
    |     f()
    |   File "prog.py", line 2, in f
    |     raise ExceptionGroup("inner", [ValueError(1), TypeError(2)])
    | ExceptionGroup: inner (2 sub-exceptions)
    | noted
    +-+---------------- 1 ----------------
      | ValueError: 1
      +---------------- 2 ----------------
      | TypeError: 2
      +------------------------------------
    +---------------- 2 ----------------
    | ExceptionGroup: wide (16 sub-exceptions)
    +-+---------------- 1 ----------------
      | KeyError: 0
      +---------------- 2 ----------------
      | KeyError: 1
      +---------------- 3 ----------------
      | KeyError: 2
      +---------------- 4 ----------------
      | KeyError: 3
      +---------------- 5 ----------------
      | KeyError: 4
      +---------------- 6 ----------------
      | KeyError: 5
      +---------------- 7 ----------------
      | KeyError: 6
      +---------------- 8 ----------------
      | KeyError: 7
      +---------------- 9 ----------------
      | KeyError: 8
      +---------------- 10 ----------------
      | KeyError: 9
      +---------------- 11 ----------------
      | KeyError: 10
      +---------------- 12 ----------------
      | KeyError: 11
      +---------------- 13 ----------------
      | KeyError: 12
      +---------------- 14 ----------------
      | KeyError: 13
      +---------------- 15 ----------------
      | KeyError: 14
      +---------------- ... ----------------
      | and 1 more exception
      +------------------------------------
"#;
        let outcome = Interpreter::new().run(source, "prog.py");
        match outcome.error {
            Some(RunError::Exception { traceback, last_line }) => {
                assert_eq!(traceback, expected);
                assert_eq!(last_line, "      +------------------------------------");
            }
            other => panic!("expected an exception, got {other:?}"),
        }
    }
}
