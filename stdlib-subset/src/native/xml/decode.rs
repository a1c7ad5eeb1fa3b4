//! The document as text: bytes are decoded by their byte order mark or XML declaration
//! (UTF-8, UTF-16 with a mark, ISO-8859-1 and US-ASCII, under their usual names), and line ends
//! are normalised to `\n` as an XML processor must before parsing.

use super::errors::{Code, XmlError};

/// Why bytes could not be decoded.
pub enum DecodeError {
    /// An encoding name nothing here knows (CPython raises LookupError).
    Unknown(String),
    /// Bytes invalid in the encoding: the text before them, and the error at its end.
    Invalid(String, XmlError),
}

/// The encoding an XML declaration at the start of `data` names, if it names one.
fn declared_encoding(data: &[u8]) -> Option<String> {
    if !data.starts_with(b"<?xml") {
        return None;
    }
    let head = &data[..data.len().min(512)];
    let end = head.windows(2).position(|w| w == b"?>")?;
    let decl = &head[..end];
    let at = decl.windows(8).position(|w| w == b"encoding")?;
    let rest = &decl[at + 8..];
    let rest = &rest[rest.iter().position(|&b| b == b'"' || b == b'\'')?..];
    let quote = rest[0];
    let close = rest[1..].iter().position(|&b| b == quote)?;
    Some(String::from_utf8_lossy(&rest[1..1 + close]).into_owned())
}

/// Decodes `data` as UTF-8, reporting invalid bytes as expat's invalid token.
fn utf8(data: &[u8]) -> Result<String, DecodeError> {
    match std::str::from_utf8(data) {
        Ok(text) => Ok(text.to_string()),
        Err(error) => {
            let valid = String::from_utf8_lossy(&data[..error.valid_up_to()]).into_owned();
            let offset = valid.len();
            Err(DecodeError::Invalid(valid, XmlError::new(Code::InvalidToken, offset)))
        }
    }
}

/// Decodes UTF-16 (after its byte order mark), big- or little-endian.
fn utf16(data: &[u8], big_endian: bool) -> Result<String, DecodeError> {
    let units = data.chunks(2).map(|pair| match (pair, big_endian) {
        ([high, low], true) => u16::from_be_bytes([*high, *low]),
        ([low, high], false) => u16::from_le_bytes([*low, *high]),
        _ => 0xFFFF,
    });
    let mut text = String::with_capacity(data.len() / 2);
    for unit in char::decode_utf16(units) {
        match unit {
            Ok(c) if c != '\u{FFFF}' => text.push(c),
            _ => {
                let offset = text.len();
                return Err(DecodeError::Invalid(text, XmlError::new(Code::InvalidToken, offset)));
            }
        }
    }
    Ok(text)
}

/// The text of a bytes document.
pub fn decode(data: &[u8]) -> Result<String, DecodeError> {
    if let Some(rest) = data.strip_prefix(b"\xEF\xBB\xBF") {
        return utf8(rest);
    }
    if let Some(rest) = data.strip_prefix(b"\xFE\xFF") {
        return utf16(rest, true);
    }
    if let Some(rest) = data.strip_prefix(b"\xFF\xFE") {
        return utf16(rest, false);
    }
    let Some(name) = declared_encoding(data) else {
        return utf8(data);
    };
    let key = name.to_ascii_lowercase().replace('_', "-");
    match key.as_str() {
        "utf-8" | "utf8" => utf8(data),
        "iso-8859-1" | "iso8859-1" | "latin-1" | "latin1" | "l1" | "8859" | "cp819" => {
            Ok(data.iter().map(|&b| char::from(b)).collect())
        }
        "us-ascii" | "ascii" | "646" => match data.iter().position(|&b| b >= 0x80) {
            None => Ok(data.iter().map(|&b| char::from(b)).collect()),
            Some(at) => {
                let valid: String = data[..at].iter().map(|&b| char::from(b)).collect();
                Err(DecodeError::Invalid(valid, XmlError::new(Code::InvalidToken, at)))
            }
        },
        _ => Err(DecodeError::Unknown(name)),
    }
}

/// `text` with `\r\n` and lone `\r` turned into `\n`.
pub fn normalize_newlines(text: String) -> String {
    if !text.contains('\r') {
        return text;
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' {
            if chars.peek() == Some(&'\n') {
                chars.next();
            }
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    out
}
