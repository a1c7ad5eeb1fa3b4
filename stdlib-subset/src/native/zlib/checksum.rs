//! The two checksums of the containers: CRC-32 (gzip, zip; through `crc32fast`) and Adler-32
//! (zlib), each continuing from a running value.

/// The CRC-32 of `data` continuing from `value`.
pub fn crc32(data: &[u8], value: u32) -> u32 {
    let mut hasher = crc32fast::Hasher::new_with_initial(value);
    hasher.update(data);
    hasher.finalize()
}

/// The largest run of bytes whose sums cannot overflow 32 bits before the modulo is taken.
const ADLER_RUN: usize = 5552;
const ADLER_MOD: u64 = 65521;

/// The Adler-32 of `data` continuing from `value`.
pub fn adler32(data: &[u8], value: u32) -> u32 {
    let mut a = u64::from(value & 0xffff);
    let mut b = u64::from(value >> 16);
    for run in data.chunks(ADLER_RUN) {
        for &byte in run {
            a += u64::from(byte);
            b += a;
        }
        a %= ADLER_MOD;
        b %= ADLER_MOD;
    }
    ((b % ADLER_MOD) << 16 | (a % ADLER_MOD)) as u32
}

#[cfg(test)]
mod tests {
    use super::{adler32, crc32};

    #[test]
    fn checksums_match_zlib() {
        assert_eq!(crc32(b"abc", 0), 891_568_578);
        assert_eq!(crc32(b"c", crc32(b"ab", 0)), 891_568_578);
        assert_eq!(adler32(b"abc", 1), 38_600_999);
        assert_eq!(adler32(b"", 1), 1);
        assert_eq!(adler32(b"", u32::MAX), 0x000e_000e);
        let long = vec![0xffu8; 100_000];
        let split = adler32(&long[50_000..], adler32(&long[..50_000], 1));
        assert_eq!(split, adler32(&long, 1));
    }
}
