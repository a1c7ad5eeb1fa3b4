//! Reading a DEFLATE stream's bits, least significant bit of each byte first, from a byte slice
//! at a bit position that the decoder saves and restores to retry a unit when input runs out.

/// A position in `data`, counted in bits.
pub struct BitReader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    /// A reader over `data` that has already used the first `skip` bits.
    pub fn new(data: &'a [u8], skip: usize) -> BitReader<'a> {
        BitReader { data, pos: skip }
    }

    /// The bits not read yet.
    pub fn available(&self) -> usize {
        (self.data.len() * 8).saturating_sub(self.pos)
    }

    /// The bit position (to restore with `set_position`).
    pub fn position(&self) -> usize {
        self.pos
    }

    pub fn set_position(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// The next `n` (at most 32) bits without consuming them; bits past the end read as 0.
    pub fn peek(&self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let start = self.pos / 8;
        let shift = self.pos % 8;
        let mut word = [0u8; 8];
        let end = (start + 8).min(self.data.len());
        if start < end {
            word[..end - start].copy_from_slice(&self.data[start..end]);
        }
        let value = u64::from_le_bytes(word) >> shift;
        (value & ((1u64 << n) - 1)) as u32
    }

    pub fn consume(&mut self, n: u32) {
        self.pos += n as usize;
    }

    /// The next `n` bits, or None (nothing consumed) when fewer are left.
    pub fn take(&mut self, n: u32) -> Option<u32> {
        if self.available() < n as usize {
            return None;
        }
        let value = self.peek(n);
        self.pos += n as usize;
        Some(value)
    }

    /// Skips to the next byte boundary.
    pub fn align(&mut self) {
        self.pos = self.pos.div_ceil(8) * 8;
    }

    /// The byte index of the next whole byte (the position must be aligned).
    pub fn byte_position(&self) -> usize {
        self.pos / 8
    }

    /// Up to `n` whole bytes from an aligned position, consumed.
    pub fn take_bytes(&mut self, n: usize) -> &'a [u8] {
        let start = (self.pos / 8).min(self.data.len());
        let end = start.saturating_add(n).min(self.data.len());
        self.pos = end * 8;
        &self.data[start..end]
    }
}

#[cfg(test)]
mod tests {
    use super::BitReader;

    #[test]
    fn bits_come_least_significant_first() {
        let data = [0b1010_0110, 0xff];
        let mut bits = BitReader::new(&data, 1);
        assert_eq!(bits.take(3), Some(0b011));
        assert_eq!(bits.take(8), Some(0b1111_1010));
        assert_eq!(bits.available(), 4);
        assert_eq!(bits.take(5), None);
        bits.align();
        assert_eq!(bits.available(), 0);
    }
}
