//! The UTF-16 and UTF-32 codecs: `utf-16`/`utf-32` (a byte order mark first when encoding,
//! honoured when decoding, little-endian without one) and their `-le`/`-be` forms, with
//! CPython's decode errors ("truncated data", "illegal UTF-16 surrogate", "illegal encoding",
//! "unexpected end of data", "code point not in range(0x110000)") and the
//! ignore/replace/backslashreplace handlers. Garter's strings hold no lone surrogates, so
//! encoding cannot fail.

use crate::types::TypeId;
use crate::vm::errors::LazyItem;
use crate::vm::PyResult;

use super::codecs::codec_error;

/// A wide codec: its code unit size, byte order, and whether a byte order mark leads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Wide {
    unit: usize,
    little: bool,
    marked: bool,
}

impl Wide {
    /// The wide codec a normalized codec name names.
    pub fn of(codec: &str) -> Option<Wide> {
        let (unit, little, marked) = match codec {
            "utf-16" => (2, true, true),
            "utf-16-le" => (2, true, false),
            "utf-16-be" => (2, false, false),
            "utf-32" => (4, true, true),
            "utf-32-le" => (4, true, false),
            "utf-32-be" => (4, false, false),
            _ => return None,
        };
        Some(Wide { unit, little, marked })
    }

    /// The codec's name in errors: the byte order it decodes with.
    fn name(self) -> &'static str {
        match (self.unit, self.little) {
            (2, true) => "utf-16-le",
            (2, false) => "utf-16-be",
            (_, true) => "utf-32-le",
            (_, false) => "utf-32-be",
        }
    }

    fn put(self, out: &mut Vec<u8>, value: u32) {
        let bytes = if self.little {
            value.to_le_bytes()
        } else {
            value.to_be_bytes()
        };
        let bytes = if self.unit == 2 {
            if self.little {
                &bytes[..2]
            } else {
                &bytes[2..]
            }
        } else {
            &bytes[..]
        };
        out.extend_from_slice(bytes);
    }

    fn read(self, bytes: &[u8]) -> u32 {
        let mut value = 0u32;
        for i in 0..self.unit {
            let byte = if self.little {
                bytes[self.unit - 1 - i]
            } else {
                bytes[i]
            };
            value = (value << 8) | u32::from(byte);
        }
        value
    }

    /// `text` encoded.
    pub fn encode(self, text: &str) -> Vec<u8> {
        let mut out = Vec::with_capacity(text.len() * self.unit + self.unit);
        if self.marked {
            self.put(&mut out, 0xfeff);
        }
        if self.unit == 2 {
            for unit in text.encode_utf16() {
                self.put(&mut out, u32::from(unit));
            }
        } else {
            for c in text.chars() {
                self.put(&mut out, c as u32);
            }
        }
        out
    }

    /// `bytes` decoded with the error handler `errors`.
    pub fn decode(self, bytes: &[u8], errors: &str) -> PyResult<String> {
        let (codec, start) = self.read_mark(bytes);
        let mut decoder = Decoder {
            codec,
            bytes,
            errors,
            out: String::with_capacity(bytes.len() / codec.unit),
        };
        let mut at = start;
        while at < bytes.len() {
            if bytes.len() - at < codec.unit {
                decoder.bad(at, bytes.len(), "truncated data")?;
                break;
            }
            let value = codec.read(&bytes[at..at + codec.unit]);
            at = if codec.unit == 4 {
                decoder.utf32(at, value)?
            } else {
                decoder.utf16(at, value)?
            };
        }
        Ok(decoder.out)
    }

    /// The byte order a leading byte order mark gives (the codec's own when it has none or is
    /// not the marked form), and where the text starts.
    fn read_mark(self, bytes: &[u8]) -> (Wide, usize) {
        if !self.marked || bytes.len() < self.unit {
            return (Wide { marked: false, ..self }, 0);
        }
        let little = Wide {
            marked: false,
            little: true,
            ..self
        };
        let big = Wide {
            marked: false,
            little: false,
            ..self
        };
        if little.read(&bytes[..self.unit]) == 0xfeff {
            (little, self.unit)
        } else if big.read(&bytes[..self.unit]) == 0xfeff {
            (big, self.unit)
        } else {
            (little, 0)
        }
    }
}

/// The state of one decoding: the output so far and the error handler.
struct Decoder<'a> {
    codec: Wide,
    bytes: &'a [u8],
    errors: &'a str,
    out: String,
}

impl Decoder<'_> {
    /// Handles the undecodable bytes `start..end` as the error handler says.
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
                    self.codec.name(),
                    LazyItem::Bytes(self.bytes.to_vec()),
                    (start, end),
                    reason.to_string(),
                ))
            }
        }
        Ok(())
    }

    /// Decodes the UTF-32 unit `value` at `at`; returns where the next one starts.
    fn utf32(&mut self, at: usize, value: u32) -> PyResult<usize> {
        match char::from_u32(value) {
            Some(c) => self.out.push(c),
            None if (0xd800..0xe000).contains(&value) => {
                self.bad(at, at + 4, "code point in surrogate code point range(0xd800, 0xe000)")?
            }
            None => self.bad(at, at + 4, "code point not in range(0x110000)")?,
        }
        Ok(at + 4)
    }

    /// Decodes the UTF-16 unit `value` at `at` (with the low surrogate after it when it is a
    /// high one); returns where the next unit starts.
    fn utf16(&mut self, at: usize, value: u32) -> PyResult<usize> {
        match value {
            0xd800..=0xdbff => {
                if self.bytes.len() - at < 4 {
                    let end = if self.bytes.len() - at < 3 {
                        self.bytes.len()
                    } else {
                        at + 2
                    };
                    self.bad(at, end, "unexpected end of data")?;
                    return Ok(end);
                }
                let low = self.codec.read(&self.bytes[at + 2..at + 4]);
                if !(0xdc00..=0xdfff).contains(&low) {
                    self.bad(at, at + 2, "illegal UTF-16 surrogate")?;
                    return Ok(at + 2);
                }
                let combined = 0x10000 + ((value - 0xd800) << 10) + (low - 0xdc00);
                self.out.push(char::from_u32(combined).unwrap_or('\u{fffd}'));
                Ok(at + 4)
            }
            0xdc00..=0xdfff => {
                self.bad(at, at + 2, "illegal encoding")?;
                Ok(at + 2)
            }
            _ => {
                self.out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
                Ok(at + 2)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;

    fn wide(name: &str) -> Wide {
        Wide::of(name).expect("a wide codec")
    }

    #[test]
    fn round_trips_with_and_without_marks() {
        let text = "hé😀";
        assert_eq!(wide("utf-16").encode(text), b"\xff\xfeh\x00\xe9\x00=\xd8\x00\xde");
        assert_eq!(wide("utf-16-be").encode(text), b"\x00h\x00\xe9\xd8=\xde\x00");
        assert_eq!(
            wide("utf-32-be").encode(text),
            b"\x00\x00\x00h\x00\x00\x00\xe9\x00\x01\xf6\x00"
        );
        for name in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"] {
            let codec = wide(name);
            assert_eq!(codec.decode(&codec.encode(text), "strict").ok().as_deref(), Some(text));
        }
        assert_eq!(
            wide("utf-16").decode(b"\xfe\xff\x00a", "strict").ok().as_deref(),
            Some("a")
        );
    }

    #[test]
    fn handles_bad_data_as_told() {
        let codec = wide("utf-16-le");
        assert_eq!(
            codec.decode(b"\x00\xd8a\x00", "replace").ok().as_deref(),
            Some("\u{fffd}a")
        );
        assert_eq!(
            codec.decode(b"a\x00b", "backslashreplace").ok().as_deref(),
            Some("a\\x62")
        );
        assert_eq!(
            wide("utf-32-le").decode(b"\x00\x00\x11\x00", "ignore").ok().as_deref(),
            Some("")
        );
        assert!(codec.decode(b"\x00\xdc", "strict").is_err());
    }
}
