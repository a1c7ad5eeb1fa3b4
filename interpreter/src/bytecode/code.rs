//! Code objects: the compiled form of a module, function, lambda or comprehension body.

use std::sync::Arc;

use super::instr::Instr;
use crate::parse::SourceFile;
use crate::symbol::Symbol;
use crate::value::Value;

/// A protected range of instructions and where control goes when an exception escapes from it
/// (CPython 3.11's exception table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ExceptionEntry {
    /// First protected instruction.
    pub start: u32,
    /// One past the last protected instruction.
    pub end: u32,
    /// Where the handler starts.
    pub handler: u32,
    /// The operand stack depth (above the frame's locals) to unwind to before pushing the
    /// exception.
    pub depth: u32,
}

/// Where an instruction's expression or statement ends and where it starts within its line, as
/// CPython's location table records it; its start line is in [`CodeObject::lines`]. Columns are
/// UTF-8 byte offsets within their line (as CPython counts them), the end line an offset from
/// the start line. Six bytes an instruction: a position that does not fit (a column past 65534
/// bytes, an expression over 65534 lines) is stored as [`ColumnSpan::UNKNOWN`], for which a
/// traceback shows no markers, as CPython shows none when it has no columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ColumnSpan {
    pub end_line_delta: u16,
    pub start: u16,
    pub end: u16,
}

/// A full source position: start and end lines (1-based) and byte columns (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourcePosition {
    pub line: u32,
    pub end_line: u32,
    pub column: u32,
    pub end_column: u32,
}

impl ColumnSpan {
    /// No known columns.
    pub const UNKNOWN: ColumnSpan = ColumnSpan {
        end_line_delta: u16::MAX,
        start: u16::MAX,
        end: u16::MAX,
    };

    /// The span of `position`, or [`ColumnSpan::UNKNOWN`] when a part does not fit.
    pub fn of(position: SourcePosition) -> ColumnSpan {
        let fit = |n: u32| u16::try_from(n).ok().filter(|n| *n != u16::MAX);
        let delta = position.end_line.checked_sub(position.line).and_then(fit);
        match (delta, fit(position.column), fit(position.end_column)) {
            (Some(end_line_delta), Some(start), Some(end)) => ColumnSpan {
                end_line_delta,
                start,
                end,
            },
            _ => ColumnSpan::UNKNOWN,
        }
    }
}

/// What kind of body a code object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CodeKind {
    Module,
    Function,
    /// A function whose body contains `yield`: calling it makes a generator.
    Generator,
    /// An `async def` (or an awaiting comprehension): calling it makes a coroutine.
    Coroutine,
    /// An `async def` containing `yield`: calling it makes an async generator.
    AsyncGenerator,
}

impl CodeKind {
    /// Whether calling the code makes a suspendable object instead of running it.
    pub fn is_resumable(self) -> bool {
        matches!(
            self,
            CodeKind::Generator | CodeKind::Coroutine | CodeKind::AsyncGenerator
        )
    }

    /// Whether `await` may appear in the body.
    pub fn is_async(self) -> bool {
        matches!(self, CodeKind::Coroutine | CodeKind::AsyncGenerator)
    }
}

/// The parameters a function accepts.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Signature {
    /// Positional parameters (positional-only first), then keyword-only ones.
    pub argcount: u32,
    pub posonly: u32,
    pub kwonly: u32,
    pub varargs: bool,
    pub varkw: bool,
}

impl Signature {
    /// Number of local slots taken by parameters (`*args` and `**kwargs` included).
    pub fn param_slots(&self) -> u32 {
        self.argcount + self.kwonly + self.varargs as u32 + self.varkw as u32
    }
}

/// A compiled body.
#[derive(Debug)]
pub struct CodeObject {
    pub kind: CodeKind,
    pub name: Symbol,
    /// Shared with the generators made from this code (cloned per generator, not copied).
    pub qualname: Arc<str>,
    pub source: Arc<SourceFile>,
    pub first_line: u32,
    pub instrs: Vec<Instr>,
    /// The source line of each instruction.
    pub lines: Vec<u32>,
    /// The rest of each instruction's source position (end line and columns).
    pub columns: Vec<ColumnSpan>,
    pub consts: Vec<Value>,
    /// Attribute and import names used by instructions.
    pub names: Vec<Symbol>,
    /// The keyword names of each keyword call site.
    pub kwnames: Vec<Box<[Symbol]>>,
    /// Local variable names; parameters come first.
    pub varnames: Vec<Symbol>,
    /// Locals captured by inner functions.
    pub cellvars: Vec<Symbol>,
    /// Variables of enclosing functions this one uses.
    pub freevars: Vec<Symbol>,
    /// For each cell variable that is also a parameter, the parameter's local slot.
    pub cell_params: Vec<Option<u32>>,
    pub signature: Signature,
    pub exception_table: Vec<ExceptionEntry>,
    /// Code objects of the functions, lambdas and comprehensions defined in this body.
    pub children: Vec<Arc<CodeObject>>,
    /// The docstring, if the body starts with one.
    pub doc: Option<Value>,
}

impl CodeObject {
    /// Total local slots: plain locals, then cells, then free variables.
    pub fn frame_slots(&self) -> usize {
        self.varnames.len() + self.cellvars.len() + self.freevars.len()
    }

    /// The innermost handler covering instruction `pc`.
    pub fn handler_for(&self, pc: u32) -> Option<&ExceptionEntry> {
        self.exception_table.iter().find(|e| e.start <= pc && pc < e.end)
    }

    /// The source line of instruction `pc`.
    pub fn line_of(&self, pc: usize) -> u32 {
        self.lines.get(pc).copied().unwrap_or(self.first_line)
    }

    /// The source position of instruction `pc`, when its columns are known.
    pub fn position_of(&self, pc: usize) -> Option<SourcePosition> {
        let line = *self.lines.get(pc)?;
        let span = *self.columns.get(pc)?;
        if span == ColumnSpan::UNKNOWN {
            return None;
        }
        Some(SourcePosition {
            line,
            end_line: line.saturating_add(u32::from(span.end_line_delta)),
            column: u32::from(span.start),
            end_column: u32::from(span.end),
        })
    }

    /// The name of closure slot `n` (cells first, then free variables).
    pub fn deref_name(&self, n: usize) -> Symbol {
        if n < self.cellvars.len() {
            self.cellvars[n]
        } else {
            self.freevars[n - self.cellvars.len()]
        }
    }
}

/// A module code object with instructions `instrs`, one local (`x`) and nothing else, for tests
/// of the verifier.
#[cfg(test)]
pub(crate) fn test_code(instrs: Vec<Instr>) -> CodeObject {
    CodeObject {
        kind: CodeKind::Module,
        name: crate::symbol::sym::MODULE,
        qualname: "<module>".into(),
        source: Arc::new(crate::parse::SourceFile::new("<test>", "")),
        first_line: 1,
        lines: vec![1; instrs.len()],
        columns: vec![ColumnSpan::UNKNOWN; instrs.len()],
        instrs,
        consts: Vec::new(),
        names: Vec::new(),
        kwnames: Vec::new(),
        varnames: vec![crate::symbol::sym::X],
        cellvars: Vec::new(),
        freevars: Vec::new(),
        cell_params: Vec::new(),
        signature: Signature::default(),
        exception_table: Vec::new(),
        children: Vec::new(),
        doc: None,
    }
}

#[cfg(test)]
mod tests {
    use super::{ColumnSpan, SourcePosition};

    #[test]
    fn positions_that_do_not_fit_six_bytes_have_no_columns() {
        let position = |end_line, end_column| SourcePosition {
            line: 3,
            end_line,
            column: 4,
            end_column,
        };
        let fits = ColumnSpan::of(position(5, 9));
        assert_eq!((fits.end_line_delta, fits.start, fits.end), (2, 4, 9));
        assert_eq!(ColumnSpan::of(position(3, 65_535)), ColumnSpan::UNKNOWN);
        assert_eq!(ColumnSpan::of(position(70_000, 9)), ColumnSpan::UNKNOWN);
        assert_eq!(ColumnSpan::of(position(2, 9)), ColumnSpan::UNKNOWN);
        assert_eq!(std::mem::size_of::<ColumnSpan>(), 6);
    }
}
