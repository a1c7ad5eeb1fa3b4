//! Unit tests of format reading and half-precision rounding.

use super::half;
use super::layout::{parse, Field};

#[test]
fn native_mode_aligns_each_code_to_its_size() {
    let layout = parse(b"b2q3sd").expect("a valid format");
    assert_eq!(layout.size, 40);
    assert_eq!(layout.values, 5);
    assert_eq!(
        layout.fields[1],
        Field {
            code: b'q',
            count: 2,
            offset: 8
        }
    );
    assert_eq!(parse(b"=bq").expect("valid").size, 9);
    assert_eq!(parse(b"ci0q").expect("valid").size, 8);
}

#[test]
fn format_errors_read_as_cpython_s() {
    assert_eq!(parse(b"z"), Err("bad char in struct format"));
    assert_eq!(parse(b"i<"), Err("bad char in struct format"));
    assert_eq!(parse(b"<n"), Err("bad char in struct format"));
    assert_eq!(parse(b"12"), Err("repeat count given without format specifier"));
    assert_eq!(parse(b"i\0"), Err("embedded null character"));
    assert_eq!(parse(b"99999999999999999999999s"), Err("total struct size too long"));
    assert_eq!(parse(b"4611686018427387904q"), Err("total struct size too long"));
    assert_eq!(parse(b"9223372036854775807s").expect("fits").size, 9223372036854775807);
}

#[test]
fn halves_round_to_nearest_even_and_overflow_past_the_largest() {
    assert_eq!(half::pack(65519.0), Some(0x7bff));
    assert_eq!(half::pack(65520.0), None);
    assert_eq!(half::pack(5.960464477539063e-08), Some(0x0001));
    assert_eq!(half::pack(2.9802322387695312e-08), Some(0x0000));
    assert_eq!(half::pack(0.00006103515625), Some(0x0400));
    assert_eq!(half::pack(-0.0), Some(0x8000));
    assert_eq!(half::pack(f64::NAN), Some(0x7e00));
    assert_eq!(half::pack(1.5), Some(0x3e00));
    for bits in [0x0001u16, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0xfbff] {
        assert_eq!(half::pack(half::unpack(bits)), Some(bits));
    }
}
