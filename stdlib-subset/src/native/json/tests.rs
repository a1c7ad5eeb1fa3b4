//! The scanner's and the encoder's pure parts on their own (CPython 3.11's results).

use super::decode::{char_offset, hex4, number_end, skip_whitespace};
use super::encode::{escape_into, float_text};

fn escaped(text: &str, ensure_ascii: bool) -> String {
    let mut out = String::new();
    escape_into(&mut out, text, ensure_ascii);
    out
}

#[test]
fn numbers_end_where_cpython_stops_reading() {
    assert_eq!(number_end(b"123,", 0), Some((3, false)));
    assert_eq!(number_end(b"-0.5e+3]", 0), Some((7, true)));
    assert_eq!(number_end(b"012", 0), Some((1, false)));
    assert_eq!(number_end(b"1.", 0), Some((1, false)));
    assert_eq!(number_end(b"1e", 0), Some((1, false)));
    assert_eq!(number_end(b"1E-x", 0), Some((1, false)));
    assert_eq!(number_end(b"-", 0), None);
    assert_eq!(number_end(b".5", 0), None);
}

#[test]
fn unicode_escapes_need_four_hex_digits_and_a_following_character() {
    assert_eq!(hex4(b"u00e9\"", 0), Some(0xE9));
    assert_eq!(hex4(b"u00e9", 0), None);
    assert_eq!(hex4(b"u00g9\"", 0), None);
    assert_eq!(hex4(b"uD83D\"", 0), Some(0xD83D));
}

#[test]
fn offsets_count_characters() {
    assert_eq!(char_offset("aé€😀x", 1), 1);
    assert_eq!(char_offset("aé€😀x", 3), 2);
    assert_eq!(char_offset("aé€😀x", 10), 4);
    assert_eq!(skip_whitespace(b" \t\r\n x", 0), 5);
}

#[test]
fn strings_are_escaped_as_cpython_escapes_them() {
    assert_eq!(escaped("a\"b\\c\n\t\u{1}", true), "\"a\\\"b\\\\c\\n\\t\\u0001\"");
    assert_eq!(escaped("é😀\u{7f}", true), "\"\\u00e9\\ud83d\\ude00\\u007f\"");
    assert_eq!(escaped("é😀\u{7f}", false), "\"é😀\u{7f}\"");
}

#[test]
fn floats_are_written_as_their_repr_or_refused() {
    assert_eq!(float_text(1e-7, true, false).ok().as_deref(), Some("1e-07"));
    assert_eq!(float_text(-0.0, true, false).ok().as_deref(), Some("-0.0"));
    assert_eq!(
        float_text(f64::NEG_INFINITY, true, false).ok().as_deref(),
        Some("-Infinity")
    );
    assert!(float_text(f64::NAN, false, false).is_err());
}
