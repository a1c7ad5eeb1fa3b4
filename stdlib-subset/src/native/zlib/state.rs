//! A decompressor's state between calls as bytes, which the Python `Decompress` object keeps
//! (so it is ordinary heap data: snapshots and copies carry it): the `Inflater`, the input bytes
//! of a unit not finished yet, and how many bits of the first of them were used. Reading checks
//! every field, as a program can hand back any bytes.

use super::inflate::{Format, Inflater, PHASES};

const VERSION: u8 = 1;
const FORMATS: [Format; 4] = [Format::Zlib, Format::Raw, Format::Gzip, Format::Auto];
/// The most code lengths a dynamic block has (286 literal/length and 30 distance codes).
const MAX_LENGTHS: usize = 316;
const MAX_WINDOW: usize = 1 << 15;

/// The input carried over to the next call: bytes, and the bits of the first one already used.
#[derive(Debug, PartialEq, Eq)]
pub struct Pending {
    pub bytes: Vec<u8>,
    pub skip: u8,
}

/// The bytes of `inflater` with `pending` input.
pub fn encode(inflater: &Inflater, pending: &Pending) -> Vec<u8> {
    let mut out = Vec::with_capacity(40 + inflater.lengths.len() + inflater.window.len() + pending.bytes.len());
    let format = FORMATS.iter().position(|&f| f == inflater.format).unwrap_or(0);
    let phase = PHASES.iter().position(|&p| p == inflater.phase).unwrap_or(0);
    out.extend_from_slice(&[
        VERSION,
        format as u8,
        inflater.wbits,
        phase as u8,
        u8::from(inflater.last),
        inflater.gz_flags,
        pending.skip,
    ]);
    out.extend_from_slice(&inflater.left.to_le_bytes());
    out.extend_from_slice(&inflater.copy_len.to_le_bytes());
    out.extend_from_slice(&inflater.copy_dist.to_le_bytes());
    out.extend_from_slice(&inflater.check.to_le_bytes());
    out.extend_from_slice(&inflater.total.to_le_bytes());
    out.extend_from_slice(&inflater.head_crc.to_le_bytes());
    out.extend_from_slice(&inflater.nlit.to_le_bytes());
    for part in [&inflater.lengths, &inflater.window, &pending.bytes] {
        out.extend_from_slice(&(part.len() as u32).to_le_bytes());
        out.extend_from_slice(part);
    }
    out
}

/// Reads fields off the front of a state.
struct Fields<'a>(&'a [u8]);

impl<'a> Fields<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn u16(&mut self) -> Option<u16> {
        self.take(2).map(|b| u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&mut self) -> Option<u32> {
        self.take(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A length-prefixed part of at most `max` bytes.
    fn part(&mut self, max: usize) -> Option<Vec<u8>> {
        let len = self.u32()? as usize;
        if len > max {
            return None;
        }
        self.take(len).map(<[u8]>::to_vec)
    }
}

/// The decoder and pending input `bytes` encode, or None when they are not a consistent state.
pub fn decode(bytes: &[u8]) -> Option<(Inflater, Pending)> {
    let mut fields = Fields(bytes);
    if fields.byte()? != VERSION {
        return None;
    }
    let format = *FORMATS.get(usize::from(fields.byte()?))?;
    let wbits = fields.byte()?;
    let phase = *PHASES.get(usize::from(fields.byte()?))?;
    let last = fields.byte()? != 0;
    let gz_flags = fields.byte()?;
    let skip = fields.byte()?;
    let left = fields.u32()?;
    let copy_len = fields.u16()?;
    let copy_dist = fields.u16()?;
    let check = fields.u32()?;
    let total = fields.u32()?;
    let head_crc = fields.u32()?;
    let nlit = fields.u16()?;
    let lengths = fields.part(MAX_LENGTHS)?;
    let window = fields.part(MAX_WINDOW)?;
    let pending = fields.part(usize::MAX)?;
    let consistent = fields.0.is_empty()
        && wbits <= 15
        && skip < 8
        && (skip == 0 || !pending.is_empty())
        && lengths.iter().all(|&len| len <= 15)
        && usize::from(nlit) <= lengths.len()
        && copy_len <= 258
        && (copy_len == 0 || (copy_dist > 0 && usize::from(copy_dist) <= window.len()))
        && window.len() <= 1usize << wbits.max(8);
    if !consistent {
        return None;
    }
    let inflater = Inflater {
        format,
        wbits,
        phase,
        last,
        gz_flags,
        left,
        copy_len,
        copy_dist,
        check,
        total,
        head_crc,
        lengths,
        nlit,
        window,
    };
    Some((inflater, Pending { bytes: pending, skip }))
}

#[cfg(test)]
mod tests {
    use super::{decode, encode, Pending};
    use crate::native::zlib::inflate::{Format, Inflater};

    #[test]
    fn a_state_reads_back_as_written() {
        let mut inflater = Inflater::new(Format::Raw, 15, Some(b"dictionary"));
        inflater.copy_len = 3;
        inflater.copy_dist = 4;
        let pending = Pending {
            bytes: vec![1, 2, 3],
            skip: 5,
        };
        let bytes = encode(&inflater, &pending);
        assert_eq!(decode(&bytes), Some((inflater, pending)));
        assert_eq!(decode(&bytes[..bytes.len() - 1]), None);
        let mut far = bytes.clone();
        far[13] = 200;
        assert_eq!(decode(&far), None, "a copy reaching before the window is refused");
    }
}
