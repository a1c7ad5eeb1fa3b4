//! A start tag's name and attributes, read from the text quick-xml hands over for the tag (what
//! lies between `<` and `>` or `/>`), checked as expat checks them: name characters, whitespace
//! between attributes, `=` and quotes, duplicates, no `<` in values; values have their
//! references expanded and their whitespace normalised to spaces.

use super::entities::{char_ref, char_ref_error, name_char, name_start, predefined, Context, Entities, Site};
use super::errors::{Code, XmlError};

/// A start tag as written: its qualified name and its attributes (qualified names, values).
pub struct RawTag {
    pub name: String,
    pub attributes: Vec<(String, String)>,
}

/// Reads a name at byte `at` of `content`; `base` is the content's offset in the document.
fn name_at(content: &str, at: usize, base: usize) -> Result<usize, XmlError> {
    let rest = &content[at..];
    match rest.chars().next() {
        Some(c) if name_start(c) && c != ':' => {}
        _ => return Err(XmlError::new(Code::InvalidToken, base + at)),
    }
    Ok(at + rest.find(|c: char| !name_char(c)).unwrap_or(rest.len()))
}

fn skip_space(content: &str, at: usize) -> usize {
    let rest = &content[at..];
    at + rest
        .find(|c: char| !matches!(c, ' ' | '\t' | '\n' | '\r'))
        .unwrap_or(rest.len())
}

/// Reads the tag whose content (after `<`) starts at byte `base` of the document; the tag
/// itself starts at `base.saturating_sub(1)`. `consumed` is how much of the document has been read.
pub fn read<E: From<XmlError>>(
    content: &str,
    base: usize,
    entities: &mut Entities,
    grow: &mut dyn FnMut(usize) -> Result<(), E>,
) -> Result<RawTag, E> {
    let end = name_at(content, 0, base)?;
    let name = content[..end].to_string();
    let mut attributes: Vec<(String, String)> = Vec::new();
    let mut at = end;
    loop {
        let after = skip_space(content, at);
        if after == content.len() {
            break;
        }
        if after == at {
            return Err(XmlError::new(Code::InvalidToken, base + at).into());
        }
        let key_end = name_at(content, after, base)?;
        let key = &content[after..key_end];
        at = skip_space(content, key_end);
        if !content[at..].starts_with('=') {
            return Err(XmlError::new(Code::InvalidToken, base + at).into());
        }
        at = skip_space(content, at + 1);
        let quote = match content[at..].chars().next() {
            Some(q @ ('"' | '\'')) => q,
            _ => return Err(XmlError::new(Code::InvalidToken, base + at).into()),
        };
        let Some(close) = content[at + 1..].find(quote) else {
            return Err(XmlError::new(Code::UnclosedToken, base.saturating_sub(1)).into());
        };
        let raw = &content[at + 1..at + 1 + close];
        let value = value(raw, base + at + 1, base.saturating_sub(1), entities, grow)?;
        if attributes.iter().any(|(k, _)| k == key) {
            return Err(XmlError::new(Code::DuplicateAttribute, base + after).into());
        }
        attributes.push((key.to_string(), value));
        at = at + close + 2;
    }
    Ok(RawTag { name, attributes })
}

/// An attribute value with its references expanded and whitespace normalised; `offset` is
/// where `raw` starts in the document, `tag` where its tag does.
fn value<E: From<XmlError>>(
    raw: &str,
    offset: usize,
    tag: usize,
    entities: &mut Entities,
    grow: &mut dyn FnMut(usize) -> Result<(), E>,
) -> Result<String, E> {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(special) = rest.find(['&', '<', '\t', '\n', '\r']) {
        out.push_str(&rest[..special]);
        let here = offset + (raw.len() - rest.len()) + special;
        let tail = &rest[special..];
        if tail.starts_with('<') {
            return Err(XmlError::new(Code::InvalidToken, here).into());
        }
        if !tail.starts_with('&') {
            out.push(' ');
            rest = &tail[1..];
            continue;
        }
        let Some(semi) = tail.find(';') else {
            return Err(XmlError::new(Code::InvalidToken, here + 1).into());
        };
        let body = &tail[1..semi];
        if let Some(number) = body.strip_prefix('#') {
            out.push(char_ref(number).map_err(|problem| char_ref_error(here, problem))?);
        } else if let Some(c) = predefined(body) {
            out.push(c);
        } else {
            let mut expanded = String::new();
            let site = Site {
                at: here,
                consumed: here,
                context: Context::Attribute(tag),
            };
            entities.expand(body, site, &mut expanded, grow)?;
            out.extend(
                expanded
                    .chars()
                    .map(|c| if matches!(c, '\t' | '\n' | '\r') { ' ' } else { c }),
            );
        }
        rest = &tail[semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}
