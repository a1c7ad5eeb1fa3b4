//! Programs generated from an `arbitrary`-derived statement and expression tree, rendered to
//! source that parses, run under tight limits: no panic, limits respected, the same outcome
//! twice.

#![no_main]

use garter_fuzz::program::Program;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|program: Program| {
    let source = program.render();
    garter_fuzz::check::run_twice_checked(&source);
});
