//! Arbitrary bytes, read as UTF-8 (lossily), run as a program under tight limits: no panic,
//! limits respected, and the same outcome twice.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    garter_fuzz::check::run_twice_checked(&source);
});
