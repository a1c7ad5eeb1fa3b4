//! A linear scan of the source for bracket structure, run before the parser: it rejects nesting
//! deeper than CPython's limit (so nothing downstream can recurse without bound) and finds the
//! bracket problems CPython reports by name (`'(' was never closed`, `unmatched ')'`).

use super::{SourceFile, SyntaxErrorInfo};

/// CPython's tokenizer limit on open brackets (`MAXLEVEL`).
const MAX_BRACKET_DEPTH: usize = 200;

/// CPython's tokenizer limit on indentation levels (`MAXINDENT`).
const MAX_INDENT_LEVELS: usize = 100;

/// An open bracket: its character and byte offset.
#[derive(Clone, Copy)]
pub struct OpenBracket {
    pub ch: char,
    pub offset: usize,
}

/// The result of scanning a whole file.
pub struct BracketScan {
    /// Brackets still open at the end of the file, outermost first.
    pub unclosed: Vec<OpenBracket>,
}

/// Rejects bracket nesting past CPython's limit and mismatched closing brackets.
pub fn check(source: &SourceFile) -> Result<(), SyntaxErrorInfo> {
    scan(source).map(|_| ())
}

/// Scans the file's brackets, skipping strings and comments.
pub fn scan(source: &SourceFile) -> Result<BracketScan, SyntaxErrorInfo> {
    let text = source.text.as_bytes();
    let mut stack: Vec<OpenBracket> = Vec::new();
    let mut indents: Vec<usize> = vec![0];
    let mut at_line_start = true;
    let mut i = 0;
    let error_at = |message: String, offset: usize| {
        let offset = (offset as u32).into();
        SyntaxErrorInfo::new(message, source.line_of(offset), source.column_of(offset))
    };
    while i < text.len() {
        if at_line_start {
            at_line_start = false;
            let start = i;
            while i < text.len() && (text[i] == b' ' || text[i] == b'\t') {
                i += 1;
            }
            let blank = i >= text.len() || matches!(text[i], b'\n' | b'\r' | b'#');
            if !blank && stack.is_empty() {
                let width = i - start;
                while indents.last().is_some_and(|top| *top > width) {
                    indents.pop();
                }
                if indents.last().is_some_and(|top| *top < width) {
                    indents.push(width);
                    if indents.len() > MAX_INDENT_LEVELS {
                        let mut error = error_at("too many levels of indentation".into(), start);
                        error.kind = super::SyntaxErrorKind::Indentation;
                        return Err(error);
                    }
                }
            }
            continue;
        }
        let c = text[i];
        match c {
            b'\n' => at_line_start = true,
            b'\\' if text.get(i + 1) == Some(&b'\n') => {
                i += 2;
                continue;
            }
            b'#' => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'\'' | b'"' => {
                i = skip_string(text, i);
                continue;
            }
            b'0'..=b'9' if i == 0 || !is_word_byte(text[i - 1]) => {
                let (end, digits) = scan_number(text, i);
                if digits > crate::types::int::MAX_STR_DIGITS {
                    return Err(error_at(
                        format!(
                            "Exceeds the limit ({} digits) for integer string conversion: value has {digits} digits; \
                             use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge \
                             integer literals to avoid decimal conversion limits.",
                            crate::types::int::MAX_STR_DIGITS
                        ),
                        i,
                    ));
                }
                i = end;
                continue;
            }
            b'(' | b'[' | b'{' => {
                stack.push(OpenBracket {
                    ch: c as char,
                    offset: i,
                });
                if stack.len() > MAX_BRACKET_DEPTH {
                    return Err(error_at("too many nested parentheses".into(), i));
                }
            }
            b')' | b']' | b'}' => match stack.pop() {
                None => return Err(empty_range(error_at(format!("unmatched '{}'", c as char), i))),
                Some(open) => {
                    let expected = match open.ch {
                        '(' => b')',
                        '[' => b']',
                        _ => b'}',
                    };
                    if c != expected {
                        let open_line = source.line_of((open.offset as u32).into());
                        let close_line = source.line_of((i as u32).into());
                        let message = if open_line == close_line {
                            format!(
                                "closing parenthesis '{}' does not match opening parenthesis '{}'",
                                c as char, open.ch
                            )
                        } else {
                            format!(
                                "closing parenthesis '{}' does not match opening parenthesis '{}' on line {}",
                                c as char, open.ch, open_line
                            )
                        };
                        return Err(empty_range(error_at(message, i)));
                    }
                }
            },
            _ => {}
        }
        i += 1;
    }
    Ok(BracketScan { unclosed: stack })
}

/// An error whose range ends where it starts, as CPython's tokenizer reports bracket errors.
fn empty_range(error: SyntaxErrorInfo) -> SyntaxErrorInfo {
    let end = (error.line, error.column);
    error.ending_at(end)
}

/// Whether `b` may continue a name or a number (a digit after it is not a literal's start).
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b >= 0x80
}

/// The offset just past the number literal starting at `start`, and how many digits it has
/// when it is a decimal int (the only kind CPython's conversion limit applies to; 0 for
/// the others).
fn scan_number(text: &[u8], start: usize) -> (usize, usize) {
    let radix_prefix =
        text[start] == b'0' && matches!(text.get(start + 1), Some(b'x' | b'X' | b'o' | b'O' | b'b' | b'B'));
    let mut i = start;
    let mut digits = 0;
    while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_') {
        if text[i].is_ascii_digit() {
            digits += 1;
        }
        i += 1;
    }
    let decimal_int = !radix_prefix
        && text[start..i].iter().all(|b| b.is_ascii_digit() || *b == b'_')
        && !matches!(text.get(i), Some(b'.'));
    (i, if decimal_int { digits } else { 0 })
}

/// The offset just past the string literal whose opening quote is at `start`.
pub(super) fn skip_string(text: &[u8], start: usize) -> usize {
    let quote = text[start];
    let triple = text.len() >= start + 3 && text[start + 1] == quote && text[start + 2] == quote;
    let mut i = if triple { start + 3 } else { start + 1 };
    while i < text.len() {
        let c = text[i];
        if c == b'\\' {
            i += 2;
            continue;
        }
        if triple {
            if c == quote && text.get(i + 1) == Some(&quote) && text.get(i + 2) == Some(&quote) {
                return i + 3;
            }
        } else if c == quote {
            return i + 1;
        } else if c == b'\n' {
            return i;
        }
        i += 1;
    }
    text.len()
}
