//! CPython's errors for string literals that never end: "unterminated string literal (detected
//! at line N)" and its triple-quoted form, located at the literal's start (its prefix included).

use super::{SourceFile, SyntaxErrorInfo};

/// The error for the first string literal of the source that does not end.
pub fn unterminated_string(source: &SourceFile) -> Option<SyntaxErrorInfo> {
    let bytes = source.text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'\'' | b'"' => {
                let quote = bytes[i];
                let triple = bytes.get(i + 1) == Some(&quote) && bytes.get(i + 2) == Some(&quote);
                let mut prefix = i;
                while i - prefix < 2 && prefix > 0 && b"rRbBuUfF".contains(&bytes[prefix - 1]) {
                    prefix -= 1;
                }
                let part_of_name =
                    prefix > 0 && (bytes[prefix - 1].is_ascii_alphanumeric() || bytes[prefix - 1] == b'_');
                if part_of_name {
                    prefix = i;
                }
                match string_end(bytes, i, quote, triple) {
                    Some(end) => i = end,
                    None => return Some(report(source, prefix, triple)),
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The offset past the literal whose opening quote is at `start`, or `None` when it does not end.
fn string_end(bytes: &[u8], start: usize, quote: u8, triple: bool) -> Option<usize> {
    let mut i = start + if triple { 3 } else { 1 };
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'\n' if !triple => return None,
            c if c == quote => {
                if !triple {
                    return Some(i + 1);
                }
                if bytes.get(i + 1) == Some(&quote) && bytes.get(i + 2) == Some(&quote) {
                    return Some(i + 3);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn report(source: &SourceFile, start: usize, triple: bool) -> SyntaxErrorInfo {
    let offset = (start as u32).into();
    let (line, column) = (source.line_of(offset), source.column_of(offset));
    let message = if triple {
        let last = source.text.lines().count().max(1);
        format!("unterminated triple-quoted string literal (detected at line {last})")
    } else {
        format!("unterminated string literal (detected at line {line})")
    };
    SyntaxErrorInfo::new(message, line, column).ending_at((line, column))
}
