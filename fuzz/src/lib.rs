//! Shared pieces of Garter's fuzz targets: the tight limits every target runs under and the
//! checks every outcome must pass ([`check`]), and the generator of structured programs
//! ([`program`]).

pub mod check;
pub mod program;
