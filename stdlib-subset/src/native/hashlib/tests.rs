//! Known-answer tests of the algorithms as this module calls them.

use super::blake2::Params;
use super::fixed_digest;

fn hex(data: &[u8]) -> String {
    data.iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn fixed_digests_match_the_standard_vectors() {
    let sha256 = fixed_digest("sha256", b"abc").expect("sha256 is known");
    assert_eq!(
        hex(&sha256),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    let sha3 = fixed_digest("sha3_256", b"").expect("sha3_256 is known");
    assert_eq!(
        hex(&sha3),
        "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a"
    );
    assert_eq!(fixed_digest("sha4", b""), None);
}

#[test]
fn blake2_keys_salts_and_sizes() {
    let plain = super::blake2::hash(
        "blake2b",
        Params {
            data: b"abc",
            size: 64,
            key: b"",
            salt: b"",
            person: b"",
        },
    );
    assert_eq!(
        hex(&plain),
        "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1\
         7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923"
    );
    let keyed = super::blake2::hash(
        "blake2s",
        Params {
            data: b"",
            size: 32,
            key: &[0u8, 1, 2, 3],
            salt: b"",
            person: b"",
        },
    );
    assert_eq!(keyed.len(), 32);
}
