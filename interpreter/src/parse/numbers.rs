//! CPython's errors for malformed number literals ("invalid decimal literal", "invalid digit
//! '9' in octal literal", leading zeros), found by scanning a literal as CPython's tokenizer
//! does, since `rustpython-parser` splits `1abc` into a number and a name.

use rustpython_parser::text_size::TextSize;
use rustpython_parser::Tok;

use super::tokens::Tokens;
use super::{SourceFile, SyntaxErrorInfo};

/// The error of the first malformed number literal that starts before `limit`, or of the word
/// before where the lexer stopped (or before `limit`).
pub fn number_error(source: &SourceFile, tokens: &Tokens, limit: TextSize) -> Option<SyntaxErrorInfo> {
    let starts = tokens
        .list
        .iter()
        .take_while(|(_, range)| range.start() <= limit)
        .filter(|(tok, _)| matches!(tok, Tok::Int { .. } | Tok::Float { .. } | Tok::Complex { .. }))
        .map(|(_, range)| usize::from(range.start()));
    let bytes = source.text.as_bytes();
    let stop = tokens.error.as_ref().map_or(limit, |e| e.location.min(limit));
    let mut word = usize::from(stop).min(bytes.len());
    while word > 0 && (bytes[word - 1].is_ascii_alphanumeric() || matches!(bytes[word - 1], b'_' | b'.')) {
        word -= 1;
    }
    let word = (word < bytes.len() && (bytes[word].is_ascii_digit() || bytes[word] == b'.')).then_some(word);
    starts
        .chain(word)
        .find_map(|start| scan(bytes, start))
        .map(|error| error.report(source))
}

/// What is wrong with a literal, with byte offsets into the source.
enum NumberError {
    /// CPython's tokenizer stopped before the character at the offset.
    Before(String, usize),
    /// CPython's tokenizer stopped after the character at the offset.
    After(String, usize),
    LeadingZeros {
        start: usize,
        zeros_end: usize,
    },
}

impl NumberError {
    fn report(self, source: &SourceFile) -> SyntaxErrorInfo {
        let at = |offset: usize| {
            let offset = TextSize::from(offset as u32);
            (source.line_of(offset), source.column_of(offset))
        };
        let (message, (line, column)) = match self {
            NumberError::Before(message, offset) => {
                let (line, column) = at(offset);
                (message, (line, column - 1))
            }
            NumberError::After(message, offset) => (message, at(offset)),
            NumberError::LeadingZeros { start, zeros_end } => {
                let (line, column) = at(start);
                let end = at(zeros_end).1 - 1;
                let message =
                    "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers";
                return SyntaxErrorInfo::new(message, line, column).ending_at((line, end));
            }
        };
        SyntaxErrorInfo::new(message, line, column).ending_at((line, column))
    }
}

/// Scans the literal at `start` as CPython's tokenizer does.
fn scan(bytes: &[u8], start: usize) -> Option<NumberError> {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(b'\n');
    let invalid = |kind: &str, i: usize| Some(NumberError::Before(format!("invalid {kind} literal"), i));
    let mut i = start;
    if at(i) == b'0' && matches!(at(i + 1), b'x' | b'X' | b'o' | b'O' | b'b' | b'B') {
        let (kind, radix) = match at(i + 1) {
            b'x' | b'X' => ("hexadecimal", 16),
            b'o' | b'O' => ("octal", 8),
            _ => ("binary", 2),
        };
        i += 2;
        loop {
            if at(i) == b'_' {
                i += 1;
            }
            if !(at(i) as char).is_digit(radix) {
                return bad_digit(kind, radix, at(i), i).or_else(|| invalid(kind, i));
            }
            while (at(i) as char).is_digit(radix) {
                i += 1;
            }
            if at(i) != b'_' {
                break;
            }
        }
        return bad_digit(kind, radix, at(i), i).or_else(|| end_of_number(bytes, i, kind));
    }
    let mut fraction = at(i) == b'.';
    if at(i) == b'0' {
        loop {
            if at(i) == b'_' {
                i += 1;
                if !at(i).is_ascii_digit() {
                    return invalid("decimal", i);
                }
            }
            if at(i) != b'0' {
                break;
            }
            i += 1;
        }
        let zeros_end = i + 1;
        let nonzero = at(i).is_ascii_digit();
        if nonzero {
            i = decimal_tail(bytes, i).map_err(|i| invalid("decimal", i)).ok()?;
        }
        if !matches!(at(i), b'.' | b'e' | b'E' | b'j' | b'J') {
            return if nonzero {
                Some(NumberError::LeadingZeros { start, zeros_end })
            } else {
                end_of_number(bytes, i, "decimal")
            };
        }
    } else if !fraction {
        i = match decimal_tail(bytes, i) {
            Ok(i) => i,
            Err(i) => return invalid("decimal", i),
        };
    }
    if at(i) == b'.' {
        fraction = true;
    }
    if fraction {
        i += 1;
        if at(i).is_ascii_digit() {
            i = match decimal_tail(bytes, i) {
                Ok(i) => i,
                Err(i) => return invalid("decimal", i),
            };
        }
    }
    if matches!(at(i), b'e' | b'E') {
        let e = i;
        i += 1;
        if matches!(at(i), b'+' | b'-') {
            i += 1;
            if !at(i).is_ascii_digit() {
                return invalid("decimal", i);
            }
        } else if !at(i).is_ascii_digit() {
            return end_of_number(bytes, e, "decimal");
        }
        i = match decimal_tail(bytes, i) {
            Ok(i) => i,
            Err(i) => return invalid("decimal", i),
        };
    }
    if matches!(at(i), b'j' | b'J') {
        return end_of_number(bytes, i + 1, "imaginary");
    }
    end_of_number(bytes, i, "decimal")
}

/// `invalid digit '9' in octal literal` (and binary).
fn bad_digit(kind: &str, radix: u32, c: u8, i: usize) -> Option<NumberError> {
    (radix < 10 && c.is_ascii_digit())
        .then(|| NumberError::After(format!("invalid digit '{}' in {kind} literal", c as char), i))
}

/// Digits with single underscores between them, from `i`: the offset after them, or the offset
/// of what follows an underscore that no digit follows.
fn decimal_tail(bytes: &[u8], mut i: usize) -> Result<usize, usize> {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(b'\n');
    loop {
        while at(i).is_ascii_digit() {
            i += 1;
        }
        if at(i) != b'_' {
            return Ok(i);
        }
        i += 1;
        if !at(i).is_ascii_digit() {
            return Err(i);
        }
    }
}

/// CPython's `verify_end_of_number`: a literal followed by a letter is invalid, unless the
/// letters start a keyword that can follow a number (`1if x else 2`).
fn end_of_number(bytes: &[u8], i: usize, kind: &str) -> Option<NumberError> {
    let rest = &bytes[i.min(bytes.len())..];
    let keyword = ["and", "else", "for", "if", "in", "is", "or", "not"]
        .iter()
        .any(|k| rest.starts_with(k.as_bytes()));
    let c = rest.first().copied().unwrap_or(b'\n');
    let identifier = c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    (identifier && !keyword).then(|| NumberError::Before(format!("invalid {kind} literal"), i))
}
