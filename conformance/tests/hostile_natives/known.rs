//! The known-failures file (`tests/hostile_natives_known.txt`): the calls known to break a bound
//! today, one per line as `KIND | MEASURED | SIGNATURE` (the signature is the call's expression,
//! which may itself hold ` | `, so it comes last), with `#` comments and blank lines. The test
//! expects each listed call to fail and every other call to pass, so the list can only shrink.

use std::path::{Path, PathBuf};

/// One listed call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    pub kind: String,
    pub measured: String,
    pub signature: String,
}

/// Where the file lives.
pub fn path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile_natives_known.txt")
}

/// The listed calls.
pub fn read() -> Result<Vec<Known>, String> {
    let path = path();
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(number, line)| {
            parse(line).ok_or_else(|| format!("{}:{}: not KIND | MEASURED | SIGNATURE", path.display(), number + 1))
        })
        .collect()
}

fn parse(line: &str) -> Option<Known> {
    let mut fields = line.splitn(3, " | ");
    let (kind, measured, signature) = (fields.next()?, fields.next()?, fields.next()?);
    Some(Known {
        kind: kind.trim().to_string(),
        measured: measured.trim().to_string(),
        signature: signature.to_string(),
    })
}

/// The line that lists a call.
pub fn line(kind: &str, measured: &str, signature: &str) -> String {
    format!("{kind} | {measured} | {signature}")
}
