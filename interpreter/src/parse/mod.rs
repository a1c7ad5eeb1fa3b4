//! Source text → AST, with CPython-style syntax errors.
//!
//! Parsing is done by `rustpython-parser`. Before it runs, [`nesting::check`] rejects bracket
//! nesting deeper than CPython accepts, so neither the parser nor the compiler can recurse
//! without bound. Parser errors are translated into the messages CPython 3.11 prints.

mod errors;
mod nesting;

use rustpython_parser::ast::{self, Mod};
use rustpython_parser::text_size::TextSize;

/// One source file: its name, text and line index.
#[derive(Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    line_starts: Vec<u32>,
}

impl SourceFile {
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
            line_starts,
        }
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: TextSize) -> u32 {
        let offset = u32::from(offset);
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
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
}

impl SyntaxErrorInfo {
    pub fn new(message: impl Into<String>, line: u32, column: u32) -> SyntaxErrorInfo {
        SyntaxErrorInfo {
            kind: SyntaxErrorKind::Syntax,
            message: message.into(),
            line,
            column,
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
