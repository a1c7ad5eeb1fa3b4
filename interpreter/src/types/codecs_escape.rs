//! The `unicode_escape` and `raw_unicode_escape` codecs: str to the escaped ASCII (or Latin-1)
//! bytes Python source would hold, and back, with CPython's decode errors ("truncated \xXX
//! escape", "illegal Unicode character", "unknown Unicode character name", "\ at end of
//! string") and the ignore/replace/backslashreplace handlers.

use crate::types::TypeId;
use crate::vm::errors::LazyItem;
use crate::vm::PyResult;

use super::codecs::codec_error;

/// `text` encoded: with `raw`, only characters above U+00FF are escaped (as `\uXXXX` or
/// `\UXXXXXXXX`) and the rest written as Latin-1 bytes.
pub fn encode(text: &str, raw: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        let code = c as u32;
        match c {
            _ if code >= 0x10000 => out.extend_from_slice(format!("\\U{code:08x}").as_bytes()),
            _ if code >= 0x100 => out.extend_from_slice(format!("\\u{code:04x}").as_bytes()),
            _ if raw => out.push(code as u8),
            '\\' => out.extend_from_slice(b"\\\\"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            _ if !(0x20..0x7f).contains(&code) => out.extend_from_slice(format!("\\x{code:02x}").as_bytes()),
            _ => out.push(code as u8),
        }
    }
    out
}

/// The state of one decoding.
struct Decoder<'a> {
    codec: &'static str,
    bytes: &'a [u8],
    errors: &'a str,
    out: String,
}

impl Decoder<'_> {
    fn bad(&mut self, start: usize, end: usize, reason: &str) -> PyResult<()> {
        match self.errors {
            "ignore" => {}
            "replace" => self.out.push('\u{fffd}'),
            "backslashreplace" => {
                for byte in &self.bytes[start..end] {
                    self.out.push_str(&format!("\\x{byte:02x}"));
                }
            }
            _ => {
                return Err(codec_error(
                    TypeId::UnicodeDecodeError,
                    self.codec,
                    LazyItem::Bytes(self.bytes.to_vec()),
                    (start, end),
                    reason.to_string(),
                ))
            }
        }
        Ok(())
    }

    /// Decodes the `digits` hex digits after the escape at `start` (its letter at `start + 1`);
    /// returns where decoding goes on.
    fn hex_escape(&mut self, start: usize, digits: usize, reason: &str) -> PyResult<usize> {
        let first = start + 2;
        let mut end = first;
        while end < self.bytes.len() && end - first < digits && self.bytes[end].is_ascii_hexdigit() {
            end += 1;
        }
        if end - first < digits {
            self.bad(start, end, reason)?;
            return Ok(end);
        }
        let text = std::str::from_utf8(&self.bytes[first..end]).unwrap_or("0");
        let code = u32::from_str_radix(text, 16).unwrap_or(u32::MAX);
        match char::from_u32(code) {
            Some(c) => self.out.push(c),
            None => self.bad(start, end, "illegal Unicode character")?,
        }
        Ok(end)
    }

    /// Decodes the `\N{name}` escape at `start`; returns where decoding goes on.
    fn named_escape(&mut self, start: usize) -> PyResult<usize> {
        let open = start + 2;
        let close = match self.bytes.get(open) {
            Some(b'{') => match self.bytes[open..].iter().position(|&b| b == b'}') {
                Some(1) => Err(open + 1),
                Some(at) => Ok(open + at),
                None => Err(self.bytes.len()),
            },
            _ => Err(open),
        };
        let close = match close {
            Ok(close) => close,
            Err(end) => {
                self.bad(start, end, "malformed \\N character escape")?;
                return Ok(end);
            }
        };
        let name = std::str::from_utf8(&self.bytes[open + 1..close]).ok();
        match name.and_then(unicode_names2::character) {
            Some(c) => self.out.push(c),
            None => self.bad(start, close + 1, "unknown Unicode character name")?,
        }
        Ok(close + 1)
    }
}

/// `bytes` decoded; with `raw`, only `\uXXXX` and `\UXXXXXXXX` after an odd run of
/// backslashes are escapes.
pub fn decode(bytes: &[u8], errors: &str, raw: bool) -> PyResult<String> {
    let mut decoder = Decoder {
        codec: if raw { "rawunicodeescape" } else { "unicodeescape" },
        bytes,
        errors,
        out: String::with_capacity(bytes.len()),
    };
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte != b'\\' {
            decoder.out.push(char::from(byte));
            at += 1;
            continue;
        }
        let Some(&kind) = bytes.get(at + 1) else {
            if raw {
                decoder.out.push('\\');
            } else {
                decoder.bad(at, at + 1, "\\ at end of string")?;
            }
            at += 1;
            continue;
        };
        if raw {
            match kind {
                b'u' => at = decoder.hex_escape(at, 4, "truncated \\uXXXX escape")?,
                b'U' => at = decoder.hex_escape(at, 8, "truncated \\UXXXXXXXX escape")?,
                _ => {
                    decoder.out.push('\\');
                    decoder.out.push(char::from(kind));
                    at += 2;
                }
            }
            continue;
        }
        let simple = match kind {
            b'\n' => Some(None),
            b'\\' => Some(Some('\\')),
            b'\'' => Some(Some('\'')),
            b'"' => Some(Some('"')),
            b'a' => Some(Some('\x07')),
            b'b' => Some(Some('\x08')),
            b'f' => Some(Some('\x0c')),
            b'n' => Some(Some('\n')),
            b'r' => Some(Some('\r')),
            b't' => Some(Some('\t')),
            b'v' => Some(Some('\x0b')),
            _ => None,
        };
        if let Some(replacement) = simple {
            decoder.out.extend(replacement);
            at += 2;
            continue;
        }
        at = match kind {
            b'0'..=b'7' => {
                let mut end = at + 1;
                let mut code = 0u32;
                while end < bytes.len() && end - at <= 3 && (b'0'..=b'7').contains(&bytes[end]) {
                    code = code * 8 + u32::from(bytes[end] - b'0');
                    end += 1;
                }
                decoder.out.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                end
            }
            b'x' => decoder.hex_escape(at, 2, "truncated \\xXX escape")?,
            b'u' => decoder.hex_escape(at, 4, "truncated \\uXXXX escape")?,
            b'U' => decoder.hex_escape(at, 8, "truncated \\UXXXXXXXX escape")?,
            b'N' => decoder.named_escape(at)?,
            _ => {
                decoder.out.push('\\');
                decoder.out.push(char::from(kind));
                at + 2
            }
        };
    }
    Ok(decoder.out)
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};

    #[test]
    fn escapes_and_unescapes() {
        let text = "tab\t bs\\ é € 😀 \x7f";
        assert_eq!(encode(text, false), b"tab\\t bs\\\\ \\xe9 \\u20ac \\U0001f600 \\x7f");
        assert_eq!(
            decode(&encode(text, false), "strict", false).ok().as_deref(),
            Some(text)
        );
        assert_eq!(encode("é€", true), b"\xe9\\u20ac");
        assert_eq!(
            decode(b"\\N{BULLET}\\101\\q", "strict", false).ok().as_deref(),
            Some("•A\\q")
        );
        assert_eq!(
            decode(b"\\\\u00e9 \\u00e9", "strict", true).ok().as_deref(),
            Some("\\\\u00e9 é")
        );
        assert_eq!(decode(b"\\xg1", "replace", false).ok().as_deref(), Some("\u{fffd}g1"));
    }
}
