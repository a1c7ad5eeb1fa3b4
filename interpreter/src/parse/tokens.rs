//! The tokens of a source that failed to parse, and the scans over them that the syntax error
//! hints need: where an operand starts or ends, which bracket is open, where a statement starts.
//!
//! Every scan is a loop over the token list (no recursion), so any source is safe to scan.

use rustpython_parser::lexer::{self, LexicalError};
use rustpython_parser::text_size::{TextRange, TextSize};
use rustpython_parser::{Mode, Tok};

use super::SourceFile;

/// The tokens of a source as the parser sees them, up to its first lexical error.
pub struct Tokens {
    pub list: Vec<(Tok, TextRange)>,
    /// The lexical error that ended the list, if one did.
    pub error: Option<LexicalError>,
}

impl Tokens {
    pub fn lex(source: &SourceFile) -> Tokens {
        let mut list = Vec::new();
        let mut error = None;
        for token in lexer::lex(&source.text, Mode::Module) {
            match token {
                Ok(token) => list.push(token),
                Err(e) => {
                    error = Some(e);
                    break;
                }
            }
        }
        Tokens { list, error }
    }

    /// The index of the token starting at `offset` (the first, when several empty ones do).
    pub fn index_at(&self, offset: TextSize) -> Option<usize> {
        let i = self.list.partition_point(|(_, range)| range.start() < offset);
        (self.list.get(i)?.1.start() == offset).then_some(i)
    }

    pub fn tok(&self, i: usize) -> &Tok {
        &self.list[i].0
    }

    pub fn range(&self, i: usize) -> TextRange {
        self.list[i].1
    }

    /// The index of the innermost bracket still open before token `i`.
    pub fn open_bracket(&self, i: usize) -> Option<usize> {
        let mut open = Vec::new();
        for (j, (tok, _)) in self.list[..i].iter().enumerate() {
            if is_open(tok) {
                open.push(j);
            } else if is_close(tok) {
                open.pop();
            }
        }
        open.pop()
    }

    /// The index of the first token of the logical line holding token `i`.
    pub fn statement_start(&self, i: usize) -> usize {
        let mut j = i;
        while j > 0 && !matches!(self.tok(j - 1), Tok::Newline | Tok::Indent | Tok::Dedent | Tok::Semi) {
            j -= 1;
        }
        j
    }

    /// The tokens from `from` up to (not including) `to` that sit directly in the bracket or
    /// statement holding `from`, not inside a nested bracket.
    pub fn at_level(&self, from: usize, to: usize) -> impl Iterator<Item = (usize, &Tok)> {
        let mut depth = 0usize;
        self.list[from..to].iter().enumerate().filter_map(move |(k, (tok, _))| {
            let level = depth;
            if is_open(tok) {
                depth += 1;
            } else if is_close(tok) {
                depth = depth.saturating_sub(1);
            }
            (level == 0 && !is_close(tok)).then_some((from + k, tok))
        })
    }

    /// The first token of the operand (a `disjunction`, or a `bitwise_or` when `bitwise`) that
    /// ends with token `last`.
    pub fn operand_start(&self, last: usize, bitwise: bool) -> usize {
        let mut j = last;
        loop {
            if is_close(self.tok(j)) {
                j = self.matching_open(j);
            }
            if j == 0 {
                return 0;
            }
            let before = self.tok(j - 1);
            let continues = match before {
                Tok::Star | Tok::DoubleStar => j >= 2 && ends_operand(self.tok(j - 2)),
                Tok::Not | Tok::And | Tok::Or | Tok::In | Tok::Is => !bitwise,
                tok if is_comparison(tok) => !bitwise,
                tok => ends_operand(tok) || is_arithmetic(tok) || matches!(tok, Tok::Dot | Tok::Await | Tok::Tilde),
            };
            if !continues {
                return j;
            }
            j -= 1;
        }
    }

    /// The last token of the operand starting at token `first`: an `expression` (with `if`
    /// `else` and `lambda`), or a `bitwise_or` when `bitwise`; `None` when none starts there.
    pub fn operand_end(&self, first: usize, bitwise: bool) -> Option<usize> {
        let mut j = first;
        let mut last = None;
        let mut expecting_operand = true;
        while j < self.list.len() {
            let tok = self.tok(j);
            if expecting_operand {
                match tok {
                    Tok::Minus | Tok::Plus | Tok::Tilde | Tok::Await => j += 1,
                    Tok::Not if !bitwise => j += 1,
                    Tok::Lambda if !bitwise => {
                        let colon = self
                            .at_level(j, self.list.len())
                            .find(|(_, t)| matches!(t, Tok::Colon))?;
                        j = colon.0 + 1;
                    }
                    tok if is_open(tok) => {
                        j = self.matching_close(j)?;
                        last = Some(j);
                        expecting_operand = false;
                        j += 1;
                    }
                    tok if is_atom(tok) => {
                        while j + 1 < self.list.len() && is_string(tok) && is_string(self.tok(j + 1)) {
                            j += 1;
                        }
                        last = Some(j);
                        expecting_operand = false;
                        j += 1;
                    }
                    _ => break,
                }
            } else {
                match tok {
                    Tok::Lpar | Tok::Lsqb => {
                        j = self.matching_close(j)?;
                        last = Some(j);
                        j += 1;
                    }
                    Tok::Dot if j + 1 < self.list.len() && is_name(self.tok(j + 1)) => {
                        j += 1;
                        last = Some(j);
                        j += 1;
                    }
                    Tok::If | Tok::Else | Tok::And | Tok::Or | Tok::In | Tok::Is | Tok::Not if !bitwise => {
                        expecting_operand = true;
                        j += 1;
                    }
                    tok if is_comparison(tok) && !bitwise => {
                        expecting_operand = true;
                        j += 1;
                    }
                    tok if is_arithmetic(tok) || matches!(tok, Tok::Star | Tok::DoubleStar) => {
                        expecting_operand = true;
                        j += 1;
                    }
                    _ => break,
                }
            }
        }
        last
    }

    fn matching_open(&self, close: usize) -> usize {
        let mut depth = 0usize;
        let mut j = close;
        loop {
            let tok = self.tok(j);
            if is_close(tok) {
                depth += 1;
            } else if is_open(tok) {
                depth -= 1;
                if depth == 0 || j == 0 {
                    return j;
                }
            }
            if j == 0 {
                return 0;
            }
            j -= 1;
        }
    }

    pub fn matching_close(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for (j, (tok, _)) in self.list.iter().enumerate().skip(open) {
            if is_open(tok) {
                depth += 1;
            } else if is_close(tok) {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
        }
        None
    }
}

pub fn is_open(tok: &Tok) -> bool {
    matches!(tok, Tok::Lpar | Tok::Lsqb | Tok::Lbrace)
}

pub fn is_close(tok: &Tok) -> bool {
    matches!(tok, Tok::Rpar | Tok::Rsqb | Tok::Rbrace)
}

/// A name, soft keywords included.
pub fn is_name(tok: &Tok) -> bool {
    matches!(tok, Tok::Name { .. } | Tok::Match | Tok::Case | Tok::Type)
}

fn is_string(tok: &Tok) -> bool {
    matches!(tok, Tok::String { .. })
}

/// A token that is an operand by itself.
pub fn is_atom(tok: &Tok) -> bool {
    is_name(tok)
        || matches!(
            tok,
            Tok::Int { .. }
                | Tok::Float { .. }
                | Tok::Complex { .. }
                | Tok::String { .. }
                | Tok::True
                | Tok::False
                | Tok::None
                | Tok::Ellipsis
        )
}

/// A token an operand can end with.
pub fn ends_operand(tok: &Tok) -> bool {
    is_atom(tok) || is_close(tok)
}

/// A token an operand can start with.
pub fn starts_operand(tok: &Tok) -> bool {
    is_atom(tok)
        || is_open(tok)
        || matches!(
            tok,
            Tok::Minus | Tok::Plus | Tok::Tilde | Tok::Not | Tok::Lambda | Tok::Await
        )
}

fn is_comparison(tok: &Tok) -> bool {
    matches!(
        tok,
        Tok::Less | Tok::Greater | Tok::EqEqual | Tok::NotEqual | Tok::LessEqual | Tok::GreaterEqual
    )
}

/// A binary operator of a `bitwise_or` (`*` and `**` aside, which also unpack).
fn is_arithmetic(tok: &Tok) -> bool {
    matches!(
        tok,
        Tok::Plus
            | Tok::Minus
            | Tok::Slash
            | Tok::DoubleSlash
            | Tok::Percent
            | Tok::At
            | Tok::Vbar
            | Tok::Amper
            | Tok::CircumFlex
            | Tok::LeftShift
            | Tok::RightShift
    )
}
