//! Canonical Huffman codes of DEFLATE (RFC 1951 §3.2.2): building a decoding table from code
//! lengths with zlib's rules for over-subscribed and incomplete codes, and decoding one symbol
//! from a bit reader. Codes up to `FAST_BITS` long are found with one table lookup; longer ones
//! are walked bit by bit through the canonical counts.

use super::bits::BitReader;

/// Bits resolved by the lookup table.
const FAST_BITS: u32 = 9;

/// The longest code DEFLATE allows.
pub const MAX_BITS: usize = 15;

/// Which table is being built: zlib accepts an incomplete code only for literal/length and
/// distance codes made of a single one-bit code.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CodeKind {
    /// The code-length code of a dynamic block header.
    CodeLengths,
    /// Literal/length or distance codes.
    Symbols,
}

/// Why a set of lengths makes no usable code.
#[derive(Debug, PartialEq, Eq)]
pub struct BadCode;

/// A decoding table.
pub struct Huffman {
    /// Indexed by the next `FAST_BITS` bits of input: `symbol << 4 | length`, or 0 when the code
    /// is longer (or does not exist).
    fast: Vec<u16>,
    /// How many codes have each length.
    counts: [u16; MAX_BITS + 1],
    /// The symbols in canonical order (by length, then by symbol).
    symbols: Vec<u16>,
}

/// What decoding one symbol found.
pub enum Decoded {
    Symbol(u16),
    /// The input ended inside the code.
    NeedInput,
    /// The bits match no code.
    Invalid,
}

impl Huffman {
    /// The table for `lengths` (one per symbol, 0 for an unused symbol).
    pub fn new(lengths: &[u8], kind: CodeKind) -> Result<Huffman, BadCode> {
        let mut counts = [0u16; MAX_BITS + 1];
        for &len in lengths {
            counts[usize::from(len)] += 1;
        }
        counts[0] = 0;
        let mut left: i32 = 1;
        for &count in &counts[1..] {
            left = (left << 1) - i32::from(count);
            if left < 0 {
                return Err(BadCode);
            }
        }
        let longest = counts.iter().rposition(|&c| c > 0).unwrap_or(0);
        if left > 0 && longest > 0 && (kind == CodeKind::CodeLengths || longest != 1) {
            return Err(BadCode);
        }
        let mut offsets = [0u16; MAX_BITS + 2];
        for len in 1..=MAX_BITS {
            offsets[len + 1] = offsets[len] + counts[len];
        }
        let mut symbols = vec![0u16; usize::from(offsets[MAX_BITS + 1])];
        let mut next = offsets;
        for (symbol, &len) in lengths.iter().enumerate() {
            if len > 0 {
                symbols[usize::from(next[usize::from(len)])] = symbol as u16;
                next[usize::from(len)] += 1;
            }
        }
        let mut fast = vec![0u16; 1 << FAST_BITS];
        let mut code: u32 = 0;
        let mut index = 0usize;
        for (len, &count) in counts.iter().enumerate().take(FAST_BITS as usize + 1).skip(1) {
            for _ in 0..count {
                let symbol = symbols[index];
                let reversed = code.reverse_bits() >> (32 - len as u32);
                let entry = (symbol << 4) | len as u16;
                let mut slot = reversed as usize;
                while slot < fast.len() {
                    fast[slot] = entry;
                    slot += 1 << len;
                }
                code += 1;
                index += 1;
            }
            code <<= 1;
        }
        Ok(Huffman { fast, counts, symbols })
    }

    /// Decodes the next symbol, consuming its bits; on `NeedInput` nothing is consumed.
    pub fn decode(&self, bits: &mut BitReader) -> Decoded {
        let available = bits.available();
        let peeked = bits.peek(FAST_BITS.min(available.min(32) as u32));
        let entry = self.fast[peeked as usize];
        if entry != 0 {
            let len = u32::from(entry & 15);
            if len as usize <= available {
                bits.consume(len);
                return Decoded::Symbol(entry >> 4);
            }
            return Decoded::NeedInput;
        }
        let mut code: i32 = 0;
        let mut first: i32 = 0;
        let mut index: i32 = 0;
        let window = bits.peek(MAX_BITS.min(available) as u32);
        for len in 1..=MAX_BITS {
            if len > available {
                return Decoded::NeedInput;
            }
            code |= ((window >> (len - 1)) & 1) as i32;
            let count = i32::from(self.counts[len]);
            if code - first < count {
                bits.consume(len as u32);
                return Decoded::Symbol(self.symbols[(index + code - first) as usize]);
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        Decoded::Invalid
    }
}

#[cfg(test)]
mod tests {
    use super::{BadCode, BitReader, CodeKind, Decoded, Huffman};

    #[test]
    fn over_subscribed_and_incomplete_codes_follow_zlib() {
        assert_eq!(Huffman::new(&[1, 1, 1], CodeKind::Symbols).err(), Some(BadCode));
        assert!(Huffman::new(&[1, 0, 0], CodeKind::Symbols).is_ok());
        assert_eq!(Huffman::new(&[1, 0, 0], CodeKind::CodeLengths).err(), Some(BadCode));
        assert_eq!(Huffman::new(&[2, 2, 2], CodeKind::Symbols).err(), Some(BadCode));
        assert!(Huffman::new(&[0, 0], CodeKind::Symbols).is_ok());
    }

    #[test]
    fn long_codes_decode_through_the_canonical_walk() {
        // Symbol i has length i + 1 (the last two share 12 bits): codes 0, 10, 110, ...
        let mut lengths: Vec<u8> = (1..=12).collect();
        lengths.push(12);
        let table = Huffman::new(&lengths, CodeKind::Symbols).expect("complete code");
        // Symbol 11's code is eleven 1 bits then a 0: in the stream, LSB first.
        let data = [0xff, 0x07];
        let mut bits = BitReader::new(&data, 0);
        match table.decode(&mut bits) {
            Decoded::Symbol(s) => assert_eq!(s, 11),
            _ => panic!("symbol expected"),
        }
        let mut short = BitReader::new(&data[..1], 0);
        assert!(matches!(table.decode(&mut short), Decoded::NeedInput));
    }
}
