//! Base64 (RFC 4648, standard alphabet, with `=` padding): how `garter serve` carries a dumped
//! session's bytes inside a JSON line.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The base64 text of `bytes`.
pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let word = group
            .iter()
            .enumerate()
            .fold(0u32, |word, (index, &byte)| word | u32::from(byte) << (16 - 8 * index));
        for position in 0..4 {
            if position <= group.len() {
                text.push(char::from(ALPHABET[(word >> (18 - 6 * position) & 63) as usize]));
            } else {
                text.push('=');
            }
        }
    }
    text
}

/// The bytes `text` encodes, or why it is not base64.
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    let symbols = text.as_bytes();
    if !symbols.len().is_multiple_of(4) {
        return Err("base64 text must have a length that is a multiple of 4".to_string());
    }
    let mut bytes = Vec::with_capacity(symbols.len() / 4 * 3);
    let groups = symbols.len() / 4;
    for (index, group) in symbols.chunks(4).enumerate() {
        let padding = group.iter().rev().take_while(|&&symbol| symbol == b'=').count();
        if padding > 2 || (padding > 0 && index + 1 != groups) {
            return Err("base64 padding '=' may only end the text".to_string());
        }
        let mut word = 0u32;
        for (position, &symbol) in group[..4 - padding].iter().enumerate() {
            let value = ALPHABET
                .iter()
                .position(|&letter| letter == symbol)
                .ok_or_else(|| format!("invalid base64 character {:?}", char::from(symbol)))?;
            word |= (value as u32) << (18 - 6 * position);
        }
        let kept = 3 - padding;
        bytes.extend_from_slice(&word.to_be_bytes()[1..1 + kept]);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};

    #[test]
    fn encodes_as_rfc_4648_does() {
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in vectors {
            assert_eq!(encode(plain.as_bytes()), encoded);
            assert_eq!(decode(encoded).unwrap(), plain.as_bytes());
        }
    }

    #[test]
    fn round_trips_every_byte() {
        let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
        for end in 0..bytes.len() {
            assert_eq!(decode(&encode(&bytes[..end])).unwrap(), &bytes[..end]);
        }
    }

    #[test]
    fn refuses_what_is_not_base64() {
        assert!(decode("Zm9").unwrap_err().contains("multiple of 4"));
        assert!(decode("Zm9*").unwrap_err().contains("invalid base64 character '*'"));
        assert!(decode("Zg==Zm9v").unwrap_err().contains("padding"));
        assert!(decode("Z===").unwrap_err().contains("padding"));
    }
}
