//! The bytes of `ToolCall.dump` and `Session.dump`: Garter's session snapshot behind a header
//! that declares the tools and limits, so `garter.load` can resume the run in another process
//! without being given the tools again.
//!
//! Layout: the magic `GARTERPY`, the header's length (u32, little-endian), the header as JSON
//! (format version, tool declarations, limits), then the session snapshot (itself versioned and
//! checksummed, and validated when loaded).

use serde::{Deserialize, Serialize};

use crate::limits::Limits;
use crate::tools::ToolDecl;

const MAGIC: &[u8; 8] = b"GARTERPY";
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
pub struct Header {
    format: u32,
    pub tools: Vec<ToolDecl>,
    pub limits: Limits,
}

impl Header {
    pub fn new(tools: Vec<ToolDecl>, limits: Limits) -> Header {
        Header {
            format: FORMAT,
            tools,
            limits,
        }
    }
}

pub fn write(header: &Header, session: &[u8]) -> Vec<u8> {
    let json = serde_json::to_vec(header).expect("a header serializes");
    let mut out = Vec::with_capacity(MAGIC.len() + 4 + json.len() + session.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(&json);
    out.extend_from_slice(session);
    out
}

/// The header and the session snapshot of `bytes`.
pub fn read(bytes: &[u8]) -> Result<(Header, &[u8]), String> {
    let refused = |why: &str| format!("not a garter snapshot: {why}");
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or_else(|| refused("it does not start with GARTERPY"))?;
    let (length, rest) = rest.split_at_checked(4).ok_or_else(|| refused("it is truncated"))?;
    let length = u32::from_le_bytes(length.try_into().expect("four bytes")) as usize;
    let (json, session) = rest
        .split_at_checked(length)
        .ok_or_else(|| refused("it is truncated"))?;
    let header: Header = serde_json::from_slice(json).map_err(|e| refused(&format!("its header is damaged ({e})")))?;
    if header.format != FORMAT {
        return Err(format!(
            "this garter snapshot has format {}, and this garter reads format {FORMAT}",
            header.format
        ));
    }
    Ok((header, session))
}
