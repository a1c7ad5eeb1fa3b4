//! Namespaces as expat's namespace processing applies them for ElementTree: `xmlns` and
//! `xmlns:prefix` attributes bind prefixes for an element and its descendants, and names are
//! reported as `{uri}local` (unprefixed attributes stay as written).

use super::errors::{Code, XmlError};
use super::tag::RawTag;

/// The namespace of the `xml` prefix, always bound.
const XML_NAMESPACE: &str = "http://www.w3.org/XML/1998/namespace";

/// The bindings in scope, innermost last.
#[derive(Default)]
pub struct Scopes {
    bindings: Vec<(String, String)>,
}

/// A start tag with its names expanded, and the bindings it made (prefix, uri).
pub struct Resolved {
    pub tag: String,
    pub attributes: Vec<(String, String)>,
    pub declared: Vec<(String, String)>,
}

impl Scopes {
    fn lookup(&self, prefix: &str) -> Option<&str> {
        if prefix == "xml" {
            return Some(XML_NAMESPACE);
        }
        self.bindings
            .iter()
            .rev()
            .find(|(p, _)| p == prefix)
            .map(|(_, uri)| uri.as_str())
    }

    /// `{uri}local` for a qualified name (`element` says whether the default namespace applies).
    fn expand(&self, name: &str, element: bool, tag_at: usize) -> Result<String, XmlError> {
        let (prefix, local) = match name.split_once(':') {
            Some((prefix, local)) => (prefix, local),
            None if element => ("", name),
            None => return Ok(name.to_string()),
        };
        match self.lookup(prefix) {
            Some("") | None if prefix.is_empty() => Ok(local.to_string()),
            Some(uri) => Ok(format!("{{{uri}}}{local}")),
            None => Err(XmlError::new(Code::UnboundPrefix, tag_at)),
        }
    }

    /// Binds the tag's namespace declarations and expands its names; the tag starts at `at`.
    pub fn open(&mut self, raw: RawTag, at: usize) -> Result<Resolved, XmlError> {
        let mut declared = Vec::new();
        let mut plain = Vec::with_capacity(raw.attributes.len());
        for (key, value) in raw.attributes {
            let prefix = if key == "xmlns" {
                Some(String::new())
            } else {
                key.strip_prefix("xmlns:").map(str::to_string)
            };
            match prefix {
                Some(prefix) => {
                    if prefix == "xml" && value != XML_NAMESPACE
                        || prefix != "xml" && value == XML_NAMESPACE
                        || prefix == "xmlns"
                    {
                        return Err(XmlError::new(Code::ReservedPrefixXml, at));
                    }
                    if !prefix.is_empty() && value.is_empty() {
                        return Err(XmlError::new(Code::UndeclaringPrefix, at));
                    }
                    declared.push((prefix, value));
                }
                None => plain.push((key, value)),
            }
        }
        self.bindings.extend(declared.iter().cloned());
        let tag = self.expand(&raw.name, true, at)?;
        let mut attributes = Vec::with_capacity(plain.len());
        for (key, value) in plain {
            let name = self.expand(&key, false, at)?;
            if attributes.iter().any(|(k, _): &(String, String)| *k == name) {
                return Err(XmlError::new(Code::DuplicateAttribute, at));
            }
            attributes.push((name, value));
        }
        Ok(Resolved {
            tag,
            attributes,
            declared,
        })
    }

    /// Drops the `count` bindings an element made, as it ends.
    pub fn close(&mut self, count: usize) {
        let keep = self.bindings.len().saturating_sub(count);
        self.bindings.truncate(keep);
    }
}
