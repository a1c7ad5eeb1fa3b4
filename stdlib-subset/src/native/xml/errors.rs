//! Why a document is not well formed, as expat (2.5, the version CPython 3.11 ships) words it:
//! the error codes ElementTree's `ParseError.code` carries, their messages, and the offset in the
//! decoded document that `ParseError.position` is computed from.

/// An expat error code, with the message expat gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    Syntax = 2,
    NoElements = 3,
    InvalidToken = 4,
    UnclosedToken = 5,
    TagMismatch = 7,
    DuplicateAttribute = 8,
    JunkAfterDocElement = 9,
    UndefinedEntity = 11,
    RecursiveEntityRef = 12,
    AsyncEntity = 13,
    BadCharRef = 14,
    AttributeExternalEntityRef = 16,
    MisplacedXmlPi = 17,
    UnclosedCdataSection = 20,
    UnboundPrefix = 27,
    UndeclaringPrefix = 28,
    ReservedPrefixXml = 38,
    AmplificationLimitBreach = 43,
    /// Garter's own bound on element nesting (expat has none; the code is expat's "out of memory").
    TooDeep = 1,
}

impl Code {
    /// Expat's text for the code.
    pub fn message(self) -> &'static str {
        match self {
            Code::Syntax => "syntax error",
            Code::NoElements => "no element found",
            Code::InvalidToken => "not well-formed (invalid token)",
            Code::UnclosedToken => "unclosed token",
            Code::TagMismatch => "mismatched tag",
            Code::DuplicateAttribute => "duplicate attribute",
            Code::JunkAfterDocElement => "junk after document element",
            Code::UndefinedEntity => "undefined entity",
            Code::RecursiveEntityRef => "recursive entity reference",
            Code::AsyncEntity => "asynchronous entity",
            Code::BadCharRef => "reference to invalid character number",
            Code::AttributeExternalEntityRef => "reference to external entity in attribute",
            Code::MisplacedXmlPi => "XML or text declaration not at start of entity",
            Code::UnclosedCdataSection => "unclosed CDATA section",
            Code::UnboundPrefix => "unbound prefix",
            Code::UndeclaringPrefix => "must not undeclare prefix",
            Code::ReservedPrefixXml => {
                "reserved prefix (xml) must not be undeclared or bound to another namespace name"
            }
            Code::AmplificationLimitBreach => "limit on input amplification factor (from DTD and entities) breached",
            Code::TooDeep => "elements nested too deeply (Garter's limit is 10000 levels)",
        }
    }
}

/// A well-formedness error at byte `offset` of the decoded document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XmlError {
    pub code: Code,
    pub offset: usize,
    /// Replaces the code's message (ElementTree's "undefined entity &name;").
    pub message: Option<String>,
}

impl XmlError {
    pub fn new(code: Code, offset: usize) -> XmlError {
        XmlError {
            code,
            offset,
            message: None,
        }
    }

    /// The message ParseError shows before the position.
    pub fn text(&self) -> String {
        match &self.message {
            Some(message) => message.clone(),
            None => self.code.message().to_string(),
        }
    }
}

/// The 1-based line and 0-based column (in characters, as expat counts them) of byte `offset`.
pub fn position(text: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count())
}
