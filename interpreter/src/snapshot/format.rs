//! The snapshot container: magic, format version, the Garter version that wrote it, a CRC-32
//! of the payload and the payload's length, then the payload.
//!
//! ```text
//! b"GARTSNAP" | u16 format | u8 n, n bytes of version | u32 crc32 | u64 length | payload
//! ```
//! All integers are little-endian.

use super::SnapshotError;

pub(super) const MAGIC: &[u8; 8] = b"GARTSNAP";

/// The version of the snapshot format; bump it whenever the payload's layout changes.
pub const FORMAT_VERSION: u16 = 20;

/// The version of the crate writing and reading snapshots.
pub const GARTER_VERSION: &str = env!("CARGO_PKG_VERSION");

/// A container header whose checksum and length [`finish`] fills in once the payload has been
/// appended.
pub(super) fn begin(capacity: usize) -> Vec<u8> {
    let version = GARTER_VERSION.as_bytes();
    let mut out = Vec::with_capacity(capacity);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.push(version.len() as u8);
    out.extend_from_slice(version);
    out.extend_from_slice(&[0; 12]);
    out
}

/// Fills in the checksum and length of the payload appended after [`begin`]'s header.
pub(super) fn finish(out: &mut [u8]) {
    let header = header_len();
    let payload_len = (out.len() - header) as u64;
    let checksum = crc32fast::hash(&out[header..]);
    out[header - 12..header - 8].copy_from_slice(&checksum.to_le_bytes());
    out[header - 8..header].copy_from_slice(&payload_len.to_le_bytes());
}

fn header_len() -> usize {
    MAGIC.len() + 2 + 1 + GARTER_VERSION.len() + 4 + 8
}

/// The payload of a snapshot, after checking its magic, versions, length and checksum.
pub(super) fn unwrap(bytes: &[u8]) -> Result<&[u8], SnapshotError> {
    let mut reader = Reader { bytes, at: 0 };
    let magic = reader.take(MAGIC.len()).map_err(|e| {
        if bytes.iter().zip(MAGIC.iter()).all(|(a, b)| a == b) {
            e
        } else {
            SnapshotError::NotASnapshot
        }
    })?;
    if magic != MAGIC {
        return Err(SnapshotError::NotASnapshot);
    }
    let format = u16::from_le_bytes(reader.array()?);
    let version_len = reader.take(1)?[0] as usize;
    let version = String::from_utf8_lossy(reader.take(version_len)?).into_owned();
    if format != FORMAT_VERSION || version != GARTER_VERSION {
        return Err(SnapshotError::Version { format, version });
    }
    let checksum = u32::from_le_bytes(reader.array()?);
    let length = u64::from_le_bytes(reader.array()?);
    let rest = &bytes[reader.at..];
    if (rest.len() as u64) < length {
        return Err(SnapshotError::Truncated {
            expected: length,
            found: rest.len() as u64,
        });
    }
    if rest.len() as u64 > length {
        return Err(SnapshotError::Invalid(format!(
            "{} bytes follow the end of the payload",
            rest.len() as u64 - length
        )));
    }
    if crc32fast::hash(rest) != checksum {
        return Err(SnapshotError::Corrupted);
    }
    Ok(rest)
}

/// A cursor over the header.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], SnapshotError> {
        match self.bytes.get(self.at..self.at + n) {
            Some(slice) => {
                self.at += n;
                Ok(slice)
            }
            None => Err(SnapshotError::Truncated {
                expected: (self.at + n) as u64,
                found: self.bytes.len() as u64,
            }),
        }
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], SnapshotError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrap(payload: &[u8]) -> Vec<u8> {
        let mut out = begin(0);
        out.extend_from_slice(payload);
        finish(&mut out);
        out
    }

    #[test]
    fn a_wrapped_payload_unwraps() {
        let blob = wrap(b"payload");
        assert_eq!(unwrap(&blob), Ok(&b"payload"[..]));
    }

    #[test]
    fn damage_is_named() {
        let blob = wrap(b"payload");
        assert_eq!(unwrap(b"NOTASNAPSHOT"), Err(SnapshotError::NotASnapshot));
        assert!(matches!(unwrap(&blob[..5]), Err(SnapshotError::Truncated { .. })));
        assert!(matches!(
            unwrap(&blob[..blob.len() - 1]),
            Err(SnapshotError::Truncated { .. })
        ));
        let mut flipped = blob.clone();
        *flipped.last_mut().unwrap() ^= 1;
        assert_eq!(unwrap(&flipped), Err(SnapshotError::Corrupted));
        let mut other = blob.clone();
        other[8] = 99;
        assert!(matches!(unwrap(&other), Err(SnapshotError::Version { format, .. }) if format == 99));
    }
}
