//! The blob a `dump` hands out and a `load` takes back: a dumped session with what it needs to
//! come back on its own (its tool declarations and limits), as base64 text. Inside: a first line
//! naming the format, a JSON line `{"tools": ..., "limits": ...}`, then the session's bytes
//! (`garter_host_tools::Session::dump`).

use serde_json::Value;

use super::base64;

const FORMAT_LINE: &[u8] = b"garter-serve-session 1\n";

/// What a blob holds: the tool declarations, the limits (as a request writes them) and the
/// session's bytes.
pub struct SessionBlob {
    pub tools: Value,
    pub limits: Value,
    pub session: Vec<u8>,
}

impl SessionBlob {
    /// The blob as base64 text.
    pub fn encode(&self) -> String {
        let header = serde_json::json!({"tools": self.tools, "limits": self.limits});
        let mut bytes = FORMAT_LINE.to_vec();
        bytes.extend_from_slice(header.to_string().as_bytes());
        bytes.push(b'\n');
        bytes.extend_from_slice(&self.session);
        base64::encode(&bytes)
    }

    /// The blob `text` encodes, or why it is not one.
    pub fn decode(text: &str) -> Result<SessionBlob, String> {
        let bytes = base64::decode(text).map_err(|error| format!("the blob is not base64: {error}"))?;
        let rest = bytes
            .strip_prefix(FORMAT_LINE)
            .ok_or_else(|| "the blob is not a session dumped by `garter serve`".to_string())?;
        let end = rest
            .iter()
            .position(|&byte| byte == b'\n')
            .ok_or_else(|| "the blob is truncated".to_string())?;
        let header: Value =
            serde_json::from_slice(&rest[..end]).map_err(|error| format!("the blob's header is damaged: {error}"))?;
        let (Some(tools), Some(limits)) = (header.get("tools"), header.get("limits")) else {
            return Err("the blob's header is damaged: it lacks the tools or the limits".to_string());
        };
        Ok(SessionBlob {
            tools: tools.clone(),
            limits: limits.clone(),
            session: rest[end + 1..].to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::SessionBlob;
    use serde_json::json;

    #[test]
    fn a_blob_round_trips() {
        let blob = SessionBlob {
            tools: json!({"add": {"parameters": {"type": "object", "properties": {}}}}),
            limits: json!({"max_steps": 10}),
            session: vec![0, 10, 255, b'\n', 7],
        };
        let back = SessionBlob::decode(&blob.encode()).unwrap();
        assert_eq!(back.tools, blob.tools);
        assert_eq!(back.limits, blob.limits);
        assert_eq!(back.session, blob.session);
    }

    #[test]
    fn other_bytes_are_refused() {
        let error = |text: &str| SessionBlob::decode(text).err().unwrap();
        assert!(error("!!!!").contains("not base64"));
        assert!(error(&super::base64::encode(b"hello")).contains("not a session dumped"));
        assert!(error(&super::base64::encode(b"garter-serve-session 1\n{")).contains("truncated"));
        assert!(error(&super::base64::encode(b"garter-serve-session 1\n{}\n")).contains("lacks"));
    }
}
