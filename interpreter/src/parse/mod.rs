//! Source text → AST, with CPython-style syntax errors.
//!
//! Parsing is done by `rustpython-parser`. Before it runs, [`nesting::check`] rejects bracket
//! nesting deeper than CPython accepts, so neither the parser nor the compiler can recurse
//! without bound. Parser errors are translated into the messages CPython 3.11 prints.

mod cost;
mod dismantle;
mod errors;
mod hints;
mod nesting;
mod numbers;
mod strings;
mod tokens;

pub use cost::{compile_cost, CompileCost};
pub use dismantle::dismantle;

use rustpython_parser::ast::{self, Mod};
use rustpython_parser::text_size::TextSize;

/// One source file: its name, text and line index.
#[derive(Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Whether this is the standard library's own source, whose code may import the internal
    /// modules (`vm/internal.rs`): set only by the interpreter when it compiles a module it
    /// provides, never derived from the name, which programs choose for the code they compile.
    pub standard_library: bool,
    /// Whether `exec`, `eval` or `compile` compiled it from a string: a traceback shows its
    /// lines only when it has a file's name, as CPython (which reads them from the file named)
    /// shows none for `<string>`.
    pub compiled_at_run_time: bool,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// A source of the standard library (see [`SourceFile::standard_library`]).
    pub fn standard_library(name: &str, text: &str) -> SourceFile {
        SourceFile {
            standard_library: true,
            ..SourceFile::new(name, text)
        }
    }

    /// A source `exec`, `eval` or `compile` compiles (see [`SourceFile::compiled_at_run_time`]).
    pub fn compiled_at_run_time(name: &str, text: &str) -> SourceFile {
        SourceFile {
            compiled_at_run_time: true,
            ..SourceFile::new(name, text)
        }
    }

    pub fn new(name: &str, text: &str) -> SourceFile {
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            name: name.to_string(),
            text: text.to_string(),
            standard_library: false,
            compiled_at_run_time: false,
            line_starts,
        }
    }

    /// Line `line` as a traceback shows it: none for a string `exec`, `eval` or `compile`
    /// compiled under a `<...>` name (CPython reads lines from the file named, and opens no
    /// such name).
    pub fn traceback_line(&self, line: u32) -> Option<&str> {
        let unnamed = self.compiled_at_run_time && self.name.starts_with('<') && self.name.ends_with('>');
        self.line_text(line).filter(|_| !unnamed)
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: TextSize) -> u32 {
        let offset = u32::from(offset);
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }

    /// The 1-based line of a byte offset and the offset's 0-based column in UTF-8 bytes (the
    /// column CPython's code objects record).
    pub fn line_and_byte_column(&self, offset: TextSize) -> (u32, u32) {
        let line = self.line_of(offset);
        let start = self.line_starts[line as usize - 1];
        (line, u32::from(offset).saturating_sub(start))
    }

    /// The 1-based column (in code points) of a byte offset.
    pub fn column_of(&self, offset: TextSize) -> u32 {
        let line = self.line_of(offset);
        let start = self.line_starts[line as usize - 1] as usize;
        let end = (u32::from(offset) as usize).min(self.text.len());
        self.text.get(start..end).map_or(1, |s| s.chars().count() as u32 + 1)
    }

    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: u32) -> Option<&str> {
        let index = line.checked_sub(1)? as usize;
        let start = *self.line_starts.get(index)? as usize;
        let end = self.line_starts.get(index + 1).map_or(self.text.len(), |e| *e as usize);
        Some(self.text[start..end].trim_end_matches(['\n', '\r']))
    }
}

/// The kind of a syntax error, which decides the exception class raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxErrorKind {
    Syntax,
    Indentation,
    Tab,
}

/// A syntax error with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxErrorInfo {
    pub kind: SyntaxErrorKind,
    pub message: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// Where the erroneous construct ends, when the error covers a range (CPython's
    /// `end_lineno` and `end_offset`: a 1-based line and a 1-based column one past its last
    /// character, or CPython's 0 or -1 for no range); the report marks the range with `^^^^`,
    /// or one `^` without it.
    pub end: Option<(u32, i64)>,
}

impl SyntaxErrorInfo {
    pub fn new(message: impl Into<String>, line: u32, column: u32) -> SyntaxErrorInfo {
        SyntaxErrorInfo {
            kind: SyntaxErrorKind::Syntax,
            message: message.into(),
            line,
            column,
            end: None,
        }
    }

    /// This error covering the range up to `end` (see [`SyntaxErrorInfo::end`]).
    pub fn ending_at(self, end: (u32, u32)) -> SyntaxErrorInfo {
        self.ending_at_offset(end.0, i64::from(end.1))
    }

    /// This error with CPython's `end_lineno` and `end_offset` as given, which CPython sets to
    /// 0 or -1 for some errors that have no range.
    pub fn ending_at_offset(self, end_line: u32, end_offset: i64) -> SyntaxErrorInfo {
        SyntaxErrorInfo {
            end: Some((end_line, end_offset)),
            ..self
        }
    }
}

/// Parses a module.
pub fn parse_module(source: &SourceFile) -> Result<Vec<ast::Stmt>, SyntaxErrorInfo> {
    nesting::check(source)?;
    match rustpython_parser::parse(&source.text, rustpython_parser::Mode::Module, &source.name) {
        Ok(Mod::Module(module)) => Ok(module.body),
        Ok(_) => Err(SyntaxErrorInfo::new("invalid syntax", 1, 1)),
        Err(error) => Err(errors::translate(source, &error)),
    }
}

/// Parses the source of `eval()`: one expression.
pub fn parse_expression(source: &SourceFile) -> Result<ast::Expr, SyntaxErrorInfo> {
    nesting::check(source)?;
    match rustpython_parser::parse(&source.text, rustpython_parser::Mode::Expression, &source.name) {
        Ok(Mod::Expression(expression)) => Ok(*expression.body),
        Ok(_) => Err(SyntaxErrorInfo::new("invalid syntax", 1, 1)),
        Err(error) => Err(errors::translate(source, &error)),
    }
}

/// Parses the source of `compile(..., 'single')`: statements as the interactive prompt reads them.
pub fn parse_interactive(source: &SourceFile) -> Result<Vec<ast::Stmt>, SyntaxErrorInfo> {
    nesting::check(source)?;
    match rustpython_parser::parse(&source.text, rustpython_parser::Mode::Interactive, &source.name) {
        Ok(Mod::Interactive(interactive)) => Ok(interactive.body),
        Ok(_) => Err(SyntaxErrorInfo::new("invalid syntax", 1, 1)),
        Err(error) => Err(errors::translate(source, &error)),
    }
}

/// Python's keywords, which cannot name anything.
const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// Whether `name` is a valid Python identifier that is not a keyword.
pub fn is_identifier(name: &str) -> bool {
    has_identifier_shape(name) && !KEYWORDS.contains(&name)
}

/// Whether `name` has an identifier's characters (`str.isidentifier()`; keywords pass).
pub fn has_identifier_shape(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    (first == '_' || unicode_ident::is_xid_start(first)) && chars.all(unicode_ident::is_xid_continue)
}

#[cfg(test)]
mod tests {
    use super::{parse_module, SourceFile, SyntaxErrorKind};

    fn error(text: &str) -> (SyntaxErrorKind, String, u32) {
        let source = SourceFile::new("<test>", text);
        let e = parse_module(&source).expect_err("the source is invalid");
        (e.kind, e.message, e.line)
    }

    #[test]
    fn reports_cpython_messages() {
        assert_eq!(error("if x\n    pass\n").1, "expected ':'");
        assert_eq!(
            error("x = (1,\ny = 2\n"),
            (SyntaxErrorKind::Syntax, "'(' was never closed".into(), 1)
        );
        assert_eq!(
            error("x = [1, 2)\n").1,
            "closing parenthesis ')' does not match opening parenthesis '['"
        );
        assert_eq!(
            error("print 'hi'\n").1,
            "Missing parentheses in call to 'print'. Did you mean print(...)?"
        );
        let (kind, message, line) = error("if True:\nprint(1)\n");
        assert_eq!(kind, SyntaxErrorKind::Indentation);
        assert_eq!(message, "expected an indented block after 'if' statement on line 1");
        assert_eq!(line, 2);
        assert_eq!(error("def f():\n    x = 1\n  y = 2\n").0, SyntaxErrorKind::Indentation);
    }

    #[test]
    fn refuses_deep_nesting_before_parsing() {
        let deep = format!("x = {}1{}\n", "(".repeat(500), ")".repeat(500));
        assert_eq!(error(&deep).1, "too many nested parentheses");
    }

    #[test]
    fn locates_lines_and_columns() {
        let source = SourceFile::new("<test>", "ab\ncdé\nf");
        assert_eq!(source.line_of(4.into()), 2);
        assert_eq!(source.column_of(7.into()), 4);
        assert_eq!(source.line_text(2), Some("cdé"));
        assert_eq!(source.line_text(4), None);
    }
}
