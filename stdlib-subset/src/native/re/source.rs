//! The pattern's tokenizer: characters and backslash escapes by position, with the helpers the
//! parser reads names and digits with, and errors positioned as CPython positions them.

use super::parse::{ParseResult, PatternError};

/// A token: one character, or a backslash and the character after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Char(u32),
    Escape(u32),
}

impl Token {
    pub fn len(self) -> usize {
        match self {
            Token::Char(_) => 1,
            Token::Escape(_) => 2,
        }
    }

    /// The token's text, for messages.
    pub fn text(self) -> String {
        match self {
            Token::Char(c) => char_text(c),
            Token::Escape(c) => format!("\\{}", char_text(c)),
        }
    }
}

pub fn char_text(c: u32) -> String {
    char::from_u32(c).map_or_else(String::new, String::from)
}

/// The pattern as tokens over its code points (bytes patterns read as latin-1).
pub struct Source<'a> {
    chars: &'a [u32],
    /// Where the next token starts.
    index: usize,
    pub is_text: bool,
}

impl<'a> Source<'a> {
    pub fn new(chars: &'a [u32], is_text: bool) -> Source<'a> {
        Source {
            chars,
            index: 0,
            is_text,
        }
    }

    /// The next token without consuming it.
    pub fn peek(&self) -> ParseResult<Option<Token>> {
        match self.chars.get(self.index) {
            None => Ok(None),
            Some(&0x5c) => match self.chars.get(self.index + 1) {
                Some(&c) => Ok(Some(Token::Escape(c))),
                None => Err(PatternError::at("bad escape (end of pattern)", self.chars.len() - 1)),
            },
            Some(&c) => Ok(Some(Token::Char(c))),
        }
    }

    pub fn next(&mut self) -> ParseResult<Option<Token>> {
        let token = self.peek()?;
        if let Some(t) = token {
            self.index += t.len();
        }
        Ok(token)
    }

    /// Consumes the next token when it is the plain character `c`.
    pub fn eat(&mut self, c: char) -> ParseResult<bool> {
        if self.peek()? == Some(Token::Char(c as u32)) {
            self.index += 1;
            return Ok(true);
        }
        Ok(false)
    }

    pub fn tell(&self) -> usize {
        self.index
    }

    pub fn seek(&mut self, index: usize) {
        self.index = index;
    }

    /// An error positioned `offset` characters before the current position.
    pub fn error(&self, msg: impl Into<String>, offset: usize) -> PatternError {
        let mut msg = msg.into();
        if !self.is_text {
            msg = msg
                .chars()
                .map(|c| {
                    if c.is_ascii() {
                        c.to_string()
                    } else {
                        format!("\\x{:02x}", c as u32)
                    }
                })
                .collect();
        }
        PatternError::at(msg, self.index.saturating_sub(offset))
    }

    /// Up to `n` plain characters satisfying `accept`.
    pub fn take_while(&mut self, n: usize, accept: impl Fn(u32) -> bool) -> ParseResult<Vec<u32>> {
        let mut taken = Vec::new();
        while taken.len() < n {
            match self.peek()? {
                Some(Token::Char(c)) if accept(c) => {
                    taken.push(c);
                    self.index += 1;
                }
                _ => break,
            }
        }
        Ok(taken)
    }

    /// The text up to `terminator` (consumed), for names; CPython's messages when it is missing.
    pub fn until(&mut self, terminator: char, what: &str) -> ParseResult<String> {
        let mut text = String::new();
        loop {
            let token = self.next()?;
            match token {
                None if text.is_empty() => return Err(self.error(format!("missing {what}"), 0)),
                None => {
                    let len = text.chars().count();
                    return Err(self.error(format!("missing {terminator}, unterminated name"), len));
                }
                Some(Token::Char(c)) if c == terminator as u32 => {
                    if text.is_empty() {
                        return Err(self.error(format!("missing {what}"), 1));
                    }
                    return Ok(text);
                }
                Some(t) => text.push_str(&t.text()),
            }
        }
    }
}
