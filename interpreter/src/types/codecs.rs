//! Text codecs: encoding str to bytes and decoding back (utf-8, utf-8-sig, ascii, latin-1, through
//! `codecs_wide` utf-16 and utf-32, through `codecs_escape` unicode_escape and
//! raw_unicode_escape, with their aliases) with the
//! strict/ignore/replace/backslashreplace/xmlcharrefreplace handlers and CPython's
//! UnicodeEncodeError/UnicodeDecodeError messages.

use crate::types::codecs_escape;
use crate::types::codecs_wide::Wide;
use crate::types::TypeId;
use crate::vm::errors::LazyItem;
use crate::vm::{PyErr, PyResult};

/// The byte-order mark `utf-8-sig` writes first and skips when reading.
const UTF8_BOM: [u8; 3] = [0xef, 0xbb, 0xbf];

/// Normalizes a codec name (`UTF8`, `utf_8`, `Latin1` ...).
pub fn codec(name: &str) -> Option<&'static str> {
    match name.to_ascii_lowercase().replace('_', "-").as_str() {
        "utf-8" | "utf8" | "u8" => Some("utf-8"),
        "utf-8-sig" => Some("utf-8-sig"),
        "ascii" | "us-ascii" => Some("ascii"),
        "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" | "l1" => Some("latin-1"),
        "utf-16" | "utf16" | "u16" => Some("utf-16"),
        "utf-16-le" | "utf-16le" => Some("utf-16-le"),
        "utf-16-be" | "utf-16be" => Some("utf-16-be"),
        "utf-32" | "utf32" | "u32" => Some("utf-32"),
        "utf-32-le" | "utf-32le" => Some("utf-32-le"),
        "utf-32-be" | "utf-32be" => Some("utf-32-be"),
        "unicode-escape" | "unicodeescape" => Some("unicode-escape"),
        "raw-unicode-escape" | "rawunicodeescape" => Some("raw-unicode-escape"),
        _ => None,
    }
}

/// `str.encode(encoding, errors)`.
pub fn encode_text(text: &str, encoding: &str, errors: &str) -> PyResult<Vec<u8>> {
    let Some(codec) = codec(encoding) else {
        return Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {encoding}")));
    };
    if codec == "utf-8" {
        return Ok(text.as_bytes().to_vec());
    }
    if codec == "utf-8-sig" {
        return Ok([UTF8_BOM.as_slice(), text.as_bytes()].concat());
    }
    if let Some(wide) = Wide::of(codec) {
        return Ok(wide.encode(text));
    }
    if codec.ends_with("unicode-escape") {
        return Ok(codecs_escape::encode(text, codec == "raw-unicode-escape"));
    }
    let limit: u32 = if codec == "ascii" { 128 } else { 256 };
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        match errors {
            "ignore" => {}
            "replace" => out.push(b'?'),
            "backslashreplace" => {
                let n = c as u32;
                let escaped = if n <= 0xff {
                    format!("\\x{n:02x}")
                } else if n <= 0xffff {
                    format!("\\u{n:04x}")
                } else {
                    format!("\\U{n:08x}")
                };
                out.extend_from_slice(escaped.as_bytes());
            }
            "xmlcharrefreplace" => out.extend_from_slice(format!("&#{};", c as u32).as_bytes()),
            _ => {
                let mut end = i + 1;
                while end < chars.len() && (chars[end] as u32) >= limit {
                    end += 1;
                }
                return Err(codec_error(
                    TypeId::UnicodeEncodeError,
                    codec,
                    LazyItem::Str(text.to_string()),
                    (i, end),
                    format!("ordinal not in range({limit})"),
                ));
            }
        }
        i += 1;
    }
    Ok(out)
}

/// A UnicodeEncodeError or UnicodeDecodeError of `codec` on `object` (the whole str or bytes),
/// for the characters or bytes from `start` up to `end`.
#[cold]
pub(super) fn codec_error(
    class: TypeId,
    codec: &str,
    object: LazyItem,
    (start, end): (usize, usize),
    reason: String,
) -> PyErr {
    let position = |n: usize| LazyItem::Int(i64::try_from(n).unwrap_or(i64::MAX));
    PyErr::with_items(
        class,
        vec![
            LazyItem::Str(codec.to_string()),
            object,
            position(start),
            position(end),
            LazyItem::Str(reason),
        ],
    )
}

/// `bytes.decode(encoding, errors)`.
pub fn decode_bytes(bytes: &[u8], encoding: &str, errors: &str) -> PyResult<String> {
    let Some(codec) = codec(encoding) else {
        return Err(PyErr::new(TypeId::LookupError, format!("unknown encoding: {encoding}")));
    };
    if codec == "utf-8-sig" {
        return decode_bytes(
            bytes.strip_prefix(UTF8_BOM.as_slice()).unwrap_or(bytes),
            "utf-8",
            errors,
        );
    }
    if let Some(wide) = Wide::of(codec) {
        return wide.decode(bytes, errors);
    }
    if codec.ends_with("unicode-escape") {
        return codecs_escape::decode(bytes, errors, codec == "raw-unicode-escape");
    }
    match codec {
        "latin-1" => Ok(bytes.iter().map(|b| *b as char).collect()),
        "ascii" => {
            let mut out = String::with_capacity(bytes.len());
            for (i, b) in bytes.iter().enumerate() {
                if *b < 128 {
                    out.push(*b as char);
                } else {
                    match errors {
                        "ignore" => {}
                        "replace" => out.push('\u{fffd}'),
                        "backslashreplace" => out.push_str(&format!("\\x{b:02x}")),
                        _ => {
                            return Err(codec_error(
                                TypeId::UnicodeDecodeError,
                                codec,
                                LazyItem::Bytes(bytes.to_vec()),
                                (i, i + 1),
                                "ordinal not in range(128)".to_string(),
                            ))
                        }
                    }
                }
            }
            Ok(out)
        }
        _ => {
            let mut out = String::with_capacity(bytes.len());
            let mut rest = bytes;
            let mut offset = 0;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(valid) => {
                        out.push_str(valid);
                        return Ok(out);
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or(""));
                        let bad_len = e.error_len().unwrap_or(rest.len() - good);
                        let position = offset + good;
                        match errors {
                            "ignore" => {}
                            "replace" => out.push('\u{fffd}'),
                            "backslashreplace" => {
                                for b in &rest[good..good + bad_len] {
                                    out.push_str(&format!("\\x{b:02x}"));
                                }
                            }
                            _ => {
                                let byte = rest[good];
                                let reason = match e.error_len() {
                                    None => "unexpected end of data",
                                    Some(_) if (0x80..0xc2).contains(&byte) || byte > 0xf4 => "invalid start byte",
                                    Some(_) => "invalid continuation byte",
                                };
                                return Err(codec_error(
                                    TypeId::UnicodeDecodeError,
                                    codec,
                                    LazyItem::Bytes(bytes.to_vec()),
                                    (position, position + bad_len),
                                    reason.to_string(),
                                ));
                            }
                        }
                        offset += good + bad_len;
                        rest = &rest[good + bad_len..];
                    }
                }
            }
        }
    }
}
