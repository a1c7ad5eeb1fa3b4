//! Entities: character references, the five predefined entities, and the general entities an
//! internal DTD subset declares. Replacement texts are expanded with an explicit stack (no
//! recursion), refusing recursive references, external entities (nothing is ever fetched) and,
//! as expat ≥ 2.4 does, documents whose expansion amplifies the input more than 100-fold once
//! past 8 MiB (the "billion laughs" and quadratic blowup attacks).

use std::collections::HashMap;

use super::errors::{Code, XmlError};

/// Expanded bytes past which the amplification factor is checked (expat's activation threshold).
const ACTIVATION_BYTES: usize = 8 << 20;
/// The largest amplification factor allowed past that (expat's default).
const MAX_AMPLIFICATION: usize = 100;

/// A declared general entity.
enum Entity {
    Internal(String),
    External,
}

/// The entities a document declares, and how much expanding them has produced so far.
#[derive(Default)]
pub struct Entities {
    declared: HashMap<String, Entity>,
    /// Bytes of replacement text expanded so far (expat's indirect bytes).
    expanded: usize,
    /// Whether the DOCTYPE names an external subset (which is never read, so references to
    /// entities it might declare are skipped rather than errors, as expat skips them).
    pub external_subset: bool,
}

/// Where the expansion of a reference is going.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// Element content: errors point at the reference.
    Content,
    /// An attribute value: errors from entities point at the start tag (offset given).
    Attribute(usize),
}

/// Where a reference was met: its byte offset, how much of the document has been read, and in
/// what context.
#[derive(Clone, Copy)]
pub struct Site {
    pub at: usize,
    pub consumed: usize,
    pub context: Context,
}

impl Site {
    /// Where errors from the entity's expansion point.
    fn blame(self) -> usize {
        match self.context {
            Context::Content => self.at,
            Context::Attribute(tag) => tag,
        }
    }
}

/// The character a character reference `&#number;` names (`number` is what follows `&#`).
/// Malformed, it is the offset (from the `&`) of the first character out of place; naming no
/// XML character, it is None (expat's "reference to invalid character number").
pub fn char_ref(number: &str) -> Result<char, Option<usize>> {
    let (digits, radix, skip) = match number.strip_prefix('x') {
        Some(hex) => (hex, 16, 3),
        None => (number, 10, 2),
    };
    if let Some(bad) = digits.find(|c: char| !c.is_digit(radix)) {
        return Err(Some(skip + bad));
    }
    if digits.is_empty() {
        return Err(Some(skip));
    }
    let value = u32::from_str_radix(digits, radix).map_err(|_| None)?;
    let c = char::from_u32(value).ok_or(None)?;
    let allowed = matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{FFFE}' && c != '\u{FFFF}');
    if allowed {
        Ok(c)
    } else {
        Err(None)
    }
}

/// The error for a bad character reference at `at` (see [`char_ref`]).
pub fn char_ref_error(at: usize, problem: Option<usize>) -> XmlError {
    match problem {
        Some(offset) => XmlError::new(Code::InvalidToken, at + offset),
        None => XmlError::new(Code::BadCharRef, at),
    }
}

/// The character a predefined entity names.
pub fn predefined(name: &str) -> Option<char> {
    match name {
        "lt" => Some('<'),
        "gt" => Some('>'),
        "amp" => Some('&'),
        "apos" => Some('\''),
        "quot" => Some('"'),
        _ => None,
    }
}

/// Whether `c` may start an XML name (outside ASCII: the letters).
pub fn name_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == ':' || (!c.is_ascii() && c.is_alphabetic())
}

/// Whether `c` may continue an XML name (outside ASCII: letters, digits and the middle dot).
pub fn name_char(c: char) -> bool {
    name_start(c)
        || c.is_ascii_digit()
        || c == '-'
        || c == '.'
        || (!c.is_ascii() && (c.is_alphanumeric() || c == '\u{B7}'))
}

impl Entities {
    /// Reads the entity declarations of a DOCTYPE's content (what follows `<!DOCTYPE`).
    pub fn declare(&mut self, doctype: &str) {
        let head = &doctype[..doctype.find('[').unwrap_or(doctype.len())];
        self.external_subset = head.contains("SYSTEM") || head.contains("PUBLIC");
        let Some(open) = doctype.find('[') else {
            return;
        };
        let mut rest = &doctype[open + 1..];
        while let Some(at) = rest.find("<!ENTITY") {
            rest = rest[at + 8..].trim_start();
            if rest.starts_with('%') {
                continue;
            }
            let name_len = rest.find(|c: char| !name_char(c)).unwrap_or(rest.len());
            let name = rest[..name_len].to_string();
            rest = rest[name_len..].trim_start();
            let entity = match rest.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let Some(close) = rest[1..].find(quote) else {
                        return;
                    };
                    let value = rest[1..1 + close].to_string();
                    rest = &rest[close + 2..];
                    Entity::Internal(value)
                }
                _ => Entity::External,
            };
            if !name.is_empty() {
                self.declared.entry(name).or_insert(entity);
            }
        }
    }

    /// The replacement text of internal entity `name` when it holds markup (it is then parsed
    /// as content rather than expanded as text).
    pub fn markup_value(&self, name: &str) -> Option<&str> {
        match self.declared.get(name) {
            Some(Entity::Internal(value)) if value.contains('<') => Some(value),
            _ => None,
        }
    }

    /// Counts a reference to internal entity `name` at `site` against the amplification limit.
    pub fn account(&mut self, name: &str, site: Site) -> Result<(), XmlError> {
        let Entities { declared, expanded, .. } = self;
        enter(declared, expanded, name, &[], site)
    }

    /// Whether the document declares an entity `name`.
    pub fn is_declared(&self, name: &str) -> bool {
        self.declared.contains_key(name)
    }

    /// Appends to `out` the expansion of `&name;` (a declared entity; the caller handles
    /// character references and predefined entities) met at `site`. `grow` is told the length
    /// of `out` as it grows, to charge the work and memory.
    pub fn expand<E>(
        &mut self,
        name: &str,
        site: Site,
        out: &mut String,
        grow: &mut dyn FnMut(usize) -> Result<(), E>,
    ) -> Result<(), E>
    where
        E: From<XmlError>,
    {
        let blame = site.blame();
        let Entities { declared, expanded, .. } = self;
        enter(declared, expanded, name, &[], site)?;
        let mut names: Vec<&str> = vec![name];
        let mut stack: Vec<(&str, usize)> = Vec::new();
        let Some(Entity::Internal(first)) = declared.get(name) else {
            return Err(XmlError::new(Code::UndefinedEntity, blame).into());
        };
        stack.push((first.as_str(), 0));
        while let Some((text, position)) = stack.pop() {
            let rest = &text[position..];
            let Some(amp) = rest.find(['&', '<']) else {
                out.push_str(rest);
                grow(out.len())?;
                names.pop();
                continue;
            };
            out.push_str(&rest[..amp]);
            let reference = &rest[amp..];
            if reference.starts_with('<') {
                if site.context != Context::Content {
                    return Err(XmlError::new(Code::InvalidToken, blame).into());
                }
                out.push('<');
                stack.push((text, position + amp + 1));
                continue;
            }
            let Some(semi) = reference.find(';') else {
                return Err(XmlError::new(Code::InvalidToken, blame).into());
            };
            let body = &reference[1..semi];
            stack.push((text, position + amp + semi + 1));
            if let Some(number) = body.strip_prefix('#') {
                out.push(char_ref(number).map_err(|_| XmlError::new(Code::BadCharRef, blame))?);
            } else if let Some(c) = predefined(body) {
                out.push(c);
            } else {
                enter(declared, expanded, body, &names, site)?;
                let Some(Entity::Internal(value)) = declared.get(body) else {
                    return Err(XmlError::new(Code::UndefinedEntity, blame).into());
                };
                names.push(body);
                stack.push((value.as_str(), 0));
            }
            grow(out.len())?;
        }
        Ok(())
    }
}

/// Checks a reference to `name` before it is expanded: declared, internal, not among the
/// entities being expanded (`open`), and within the amplification limit (counting its
/// replacement text into `expanded`).
fn enter(
    declared: &HashMap<String, Entity>,
    expanded: &mut usize,
    name: &str,
    open: &[&str],
    site: Site,
) -> Result<(), XmlError> {
    let blame = site.blame();
    let length = match declared.get(name) {
        None => return Err(XmlError::new(Code::UndefinedEntity, blame)),
        Some(Entity::External) => {
            return Err(match site.context {
                Context::Attribute(_) => XmlError::new(Code::AttributeExternalEntityRef, site.at),
                Context::Content => XmlError {
                    code: Code::UndefinedEntity,
                    offset: site.at,
                    message: Some(format!("undefined entity &{name};")),
                },
            });
        }
        Some(Entity::Internal(value)) => value.len(),
    };
    if open.contains(&name) {
        return Err(XmlError::new(Code::RecursiveEntityRef, blame));
    }
    *expanded = expanded.saturating_add(length);
    let direct = site.consumed.max(1);
    let total = direct.saturating_add(*expanded);
    if total >= ACTIVATION_BYTES && total / direct > MAX_AMPLIFICATION {
        return Err(XmlError::new(Code::AmplificationLimitBreach, blame));
    }
    Ok(())
}
