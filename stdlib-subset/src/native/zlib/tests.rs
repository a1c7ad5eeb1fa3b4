//! The decoder against streams made by `miniz_oxide` and by CPython's zlib: whole, in pieces,
//! stopped by an output limit, and broken in the ways zlib names.

use miniz_oxide::deflate::compress_to_vec;

use super::bits::BitReader;
use super::inflate::{Format, InflateError, Inflater, Stop};
use super::state;

/// Decodes `data` whole: the output and why the run stopped.
fn inflate_all(format: Format, data: &[u8]) -> (Vec<u8>, Result<Stop, InflateError>) {
    let mut inflater = Inflater::new(format, 15, None);
    let mut bits = BitReader::new(data, 0);
    let mut hist = Vec::new();
    let mut base = 0;
    let stop = inflater.run(&mut bits, &mut hist, &mut base, usize::MAX, None);
    (hist[base..].to_vec(), stop)
}

fn sample() -> Vec<u8> {
    (0..200_000u64)
        .map(|i| (i * i % 251) as u8 ^ (i / 1000) as u8)
        .collect()
}

#[test]
fn raw_streams_from_every_level_decode() {
    let data = sample();
    for level in [0, 1, 6, 9] {
        let packed = compress_to_vec(&data, level);
        let (out, stop) = inflate_all(Format::Raw, &packed);
        assert_eq!(stop, Ok(Stop::Done), "level {level}");
        assert_eq!(out, data, "level {level}");
    }
}

#[test]
fn a_stream_fed_a_byte_at_a_time_through_saved_states_decodes_the_same() {
    let data = sample()[..20_000].to_vec();
    let packed = compress_to_vec(&data, 6);
    let mut saved = state::encode(
        &Inflater::new(Format::Raw, 15, None),
        &state::Pending { bytes: vec![], skip: 0 },
    );
    let mut out = Vec::new();
    for (i, byte) in packed.iter().enumerate() {
        let (mut inflater, pending) = state::decode(&saved).expect("a state written by encode");
        let mut input = pending.bytes.clone();
        input.push(*byte);
        let mut bits = BitReader::new(&input, usize::from(pending.skip));
        let mut hist = inflater.window.clone();
        let mut base = hist.len();
        // A small output limit as well, so back-references are cut and resumed.
        let mut stop = Stop::OutputFull;
        while stop == Stop::OutputFull {
            let limit = hist.len() + 7;
            stop = inflater
                .run(&mut bits, &mut hist, &mut base, limit, None)
                .expect("valid data");
        }
        out.extend_from_slice(&hist[base..]);
        let pos = bits.position();
        let carried = state::Pending {
            bytes: input[pos / 8..].to_vec(),
            skip: (pos % 8) as u8,
        };
        saved = state::encode(&inflater, &carried);
        assert_eq!(stop == Stop::Done, i + 1 == packed.len(), "byte {i}");
    }
    assert_eq!(out, data);
}

#[test]
fn cpython_zlib_and_gzip_streams_decode() {
    // zlib.compress(b'hello hello hello!') and gzip.compress(b'abc', mtime=0) from CPython 3.11.
    let zlib = [
        0x78, 0x9c, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0xc8, 0x40, 0x90, 0x8a, 0x00, 0x40, 0xcc, 0x06, 0x9e,
    ];
    let (out, stop) = inflate_all(Format::Zlib, &zlib);
    assert_eq!((out.as_slice(), stop), (&b"hello hello hello!"[..], Ok(Stop::Done)));
    let gzip = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x4b, 0x4c, 0x4a, 0x06, 0x00, 0xc2, 0x41, 0x24,
        0x35, 0x03, 0x00, 0x00, 0x00,
    ];
    let (out, stop) = inflate_all(Format::Auto, &gzip);
    assert_eq!((out.as_slice(), stop), (&b"abc"[..], Ok(Stop::Done)));
    let (_, truncated) = inflate_all(Format::Gzip, &gzip[..gzip.len() - 1]);
    assert_eq!(truncated, Ok(Stop::NeedInput));
}

#[test]
fn broken_streams_get_zlibs_messages() {
    let cases: [(Format, &[u8], &str); 5] = [
        (Format::Zlib, b"garbage", "incorrect header check"),
        (Format::Zlib, &[0x77, 0x09], "unknown compression method"),
        (Format::Raw, &[0x07], "invalid block type"),
        (
            Format::Raw,
            &[0x01, 0x05, 0x00, 0x05, 0x00],
            "invalid stored block lengths",
        ),
        (
            Format::Zlib,
            &[0x78, 0x9c, 0x4b, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00],
            "incorrect data check",
        ),
    ];
    for (format, data, message) in cases {
        assert_eq!(
            inflate_all(format, data).1,
            Err(InflateError::Data(message)),
            "{data:?}"
        );
    }
}

#[test]
fn corrupted_streams_end_in_a_result_never_a_panic() {
    let data = sample()[..30_000].to_vec();
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(&data, 6);
    let mut seed: u32 = 7;
    for round in 0..400 {
        let mut broken = packed.clone();
        for _ in 0..1 + round % 4 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let at = (seed >> 8) as usize % broken.len();
            broken[at] ^= (seed >> 24) as u8 | 1;
        }
        if round % 5 == 0 {
            broken.truncate((seed >> 4) as usize % broken.len());
        }
        // The adler32 check lets no corrupted zlib stream through as valid.
        let (out, stop) = inflate_all(Format::Zlib, &broken);
        if stop == Ok(Stop::Done) {
            assert_eq!(out, data, "round {round}");
        }
        // Every symbol takes at least a bit and makes at most 258 bytes.
        for format in [Format::Raw, Format::Gzip, Format::Auto] {
            let (out, _) = inflate_all(format, &broken);
            assert!(out.len() <= broken.len() * 8 * 258, "round {round}");
        }
    }
}
