//! The scanner: quick-xml splits the document into markup and text, and this checks what
//! quick-xml leaves to its user (names, attributes, nesting, references, text outside the root,
//! characters not allowed in XML) and hands ElementTree's events to a [`Sink`]. Open elements
//! live on an explicit stack, bounded at [`MAX_DEPTH`].

use garter::vm::PyErr;
use quick_xml::errors::{Error as QuickError, SyntaxError};
use quick_xml::events::Event as Markup;
use quick_xml::Reader;

use super::entities::{char_ref, char_ref_error, name_char, name_start, predefined, Context, Entities, Site};
use super::errors::{Code, XmlError};
use super::names::Scopes;
use super::tag;

/// How deeply elements may nest.
pub const MAX_DEPTH: usize = 10_000;
/// How deeply entities whose replacement text holds markup may nest (each level is parsed by
/// a scanner of its own, on the Rust stack).
const MAX_ENTITY_DEPTH: usize = 64;

/// What the parser reports, in document order.
pub enum Event<'a> {
    Start(&'a str, &'a [(String, String)]),
    End(&'a str),
    Data(&'a str),
    Comment(&'a str),
    Pi(&'a str, &'a str),
    StartNs(&'a str, &'a str),
    EndNs(&'a str),
    /// A reference at a byte offset to an entity the external DTD subset may declare.
    Skipped(&'a str, usize),
}

/// Where events go.
pub trait Sink {
    /// Takes one event.
    fn event(&mut self, event: Event<'_>) -> Result<(), PyErr>;
    /// Told how many bytes of text the scanner holds before handing them out (to check them
    /// against the memory limit and charge the work).
    fn hold(&mut self, bytes: usize) -> Result<(), PyErr>;
}

/// Why scanning stopped early.
pub enum Stop {
    Xml(XmlError),
    Py(PyErr),
}

impl From<XmlError> for Stop {
    fn from(error: XmlError) -> Stop {
        Stop::Xml(error)
    }
}

impl From<PyErr> for Stop {
    fn from(error: PyErr) -> Stop {
        Stop::Py(error)
    }
}

/// An element not yet closed: its name as written, its expanded tag, the bindings it made.
struct Open {
    name: String,
    tag: String,
    prefixes: Vec<String>,
}

/// Which events the caller wants beyond elements and text, and whether the text may be the
/// start of a longer document (`partial`: an end inside a token or an element is not an error,
/// and the text after the last markup is kept back, as more of it may follow).
#[derive(Clone, Copy)]
pub struct Wanted {
    pub comments: bool,
    pub pis: bool,
    pub namespaces: bool,
    pub partial: bool,
}

struct Scanner<'t, 's> {
    text: &'t str,
    sink: &'s mut dyn Sink,
    wanted: Wanted,
    open: Vec<Open>,
    scopes: Scopes,
    entities: Entities,
    pending: String,
    root_seen: bool,
    /// The entities with markup whose replacement text is being parsed, outermost first.
    entity_stack: Vec<String>,
    /// How many elements were open when this scanner's text began (an entity's replacement
    /// text may close only the elements it opened).
    floor: usize,
    /// Where in the document the outermost entity whose replacement text this scanner parses
    /// was referenced (None for the document itself).
    origin: Option<usize>,
}

/// The offset of `part` (a slice of `text`) in `text`.
fn offset_in(text: &str, part: &[u8]) -> Option<usize> {
    let base = text.as_ptr() as usize;
    let start = part.as_ptr() as usize;
    (start >= base && start + part.len() <= base + text.len()).then(|| start - base)
}

/// Parses `text`, handing its events to `sink`.
pub fn scan(text: &str, wanted: Wanted, sink: &mut dyn Sink) -> Result<(), Stop> {
    let mut scanner = Scanner {
        text,
        sink,
        wanted,
        open: Vec::new(),
        scopes: Scopes::default(),
        entities: Entities::default(),
        pending: String::new(),
        root_seen: false,
        entity_stack: Vec::new(),
        floor: 0,
        origin: None,
    };
    scanner.run()
}

impl<'t> Scanner<'t, '_> {
    /// The str of a slice of the document, and its offset (`fallback` if not found).
    /// A slice of the document itself is cut from it (no UTF-8 check needed).
    fn part<'a>(&self, bytes: &'a [u8], fallback: usize) -> Result<(&'a str, usize), XmlError>
    where
        't: 'a,
    {
        if let Some(at) = offset_in(self.text, bytes) {
            if let Some(text) = self.text.get(at..at + bytes.len()) {
                return Ok((text, at));
            }
        }
        let at = offset_in(self.text, bytes).unwrap_or(fallback);
        let text = std::str::from_utf8(bytes).map_err(|_| XmlError::new(Code::InvalidToken, at))?;
        Ok((text, at))
    }

    fn run(&mut self) -> Result<(), Stop> {
        let mut reader = Reader::from_str(self.text);
        let config = reader.config_mut();
        config.check_end_names = false;
        config.check_comments = false;
        config.allow_unmatched_ends = true;
        config.expand_empty_elements = false;
        config.trim_text(false);
        loop {
            let start = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
            let markup = match reader.read_event() {
                Ok(markup) => markup,
                Err(error) => {
                    let error = self.quick_error(&error, start);
                    let cut_short = matches!(error.code, Code::UnclosedToken | Code::UnclosedCdataSection)
                        || error.offset >= self.text.len();
                    if self.wanted.partial && cut_short {
                        return Ok(());
                    }
                    return Err(error.into());
                }
            };
            match markup {
                Markup::Start(e) => {
                    let (content, at) = self.part(&e, start + 1)?;
                    self.start_tag(content, at)?;
                }
                Markup::Empty(e) => {
                    let (content, at) = self.part(&e, start + 1)?;
                    self.start_tag(content, at)?;
                    self.end_tag(None, start)?;
                }
                Markup::End(e) => {
                    let (name, _) = self.part(e.name().into_inner(), start + 2)?;
                    self.end_tag(Some(name), start)?;
                }
                Markup::Text(e) => {
                    let (content, at) = self.part(&e, start)?;
                    self.text_run(content, at)?;
                }
                Markup::CData(e) => {
                    if self.open.is_empty() {
                        let code = if self.root_seen {
                            Code::JunkAfterDocElement
                        } else {
                            Code::Syntax
                        };
                        return Err(XmlError::new(code, start).into());
                    }
                    let (content, _) = self.part(&e, start)?;
                    self.add_text(content)?;
                }
                Markup::GeneralRef(e) => {
                    let (body, at) = self.part(&e, start + 1)?;
                    self.reference(body, at.saturating_sub(1))?;
                }
                Markup::Comment(e) => {
                    let (content, at) = self.part(&e, start + 4)?;
                    if let Some(dashes) = content.find("--") {
                        return Err(XmlError::new(Code::InvalidToken, at + dashes + 2).into());
                    }
                    if self.wanted.comments {
                        self.flush()?;
                        self.sink.event(Event::Comment(content))?;
                    }
                }
                Markup::PI(e) => {
                    let (content, _) = self.part(&e, start + 2)?;
                    if self.wanted.pis {
                        let split = content.find([' ', '\t', '\n']).unwrap_or(content.len());
                        let data = content[split..].trim_start_matches([' ', '\t', '\n']);
                        self.flush()?;
                        self.sink.event(Event::Pi(&content[..split], data))?;
                    }
                }
                Markup::Decl(_) => {
                    if start != 0 {
                        return Err(XmlError::new(Code::MisplacedXmlPi, start).into());
                    }
                }
                Markup::DocType(e) => {
                    if self.root_seen {
                        return Err(XmlError::new(Code::InvalidToken, start + 2).into());
                    }
                    let (content, _) = self.part(&e, start)?;
                    self.entities.declare(content);
                }
                Markup::Eof => break,
            }
        }
        if self.entity_stack.is_empty() && !self.wanted.partial && (!self.root_seen || !self.open.is_empty()) {
            return Err(XmlError::new(Code::NoElements, self.text.len()).into());
        }
        Ok(())
    }

    /// Expat's error for what quick-xml refused, met in the markup starting at `start`.
    fn quick_error(&self, error: &QuickError, start: usize) -> XmlError {
        let markup = self.text.get(start..).unwrap_or_default();
        let mut chars = markup.chars();
        let first = chars.next();
        if first == Some('<')
            && !chars
                .next()
                .is_some_and(|c| name_start(c) || matches!(c, '!' | '?' | '/'))
        {
            return XmlError::new(Code::InvalidToken, start + 1);
        }
        match error {
            QuickError::Syntax(SyntaxError::UnclosedCData) if self.open.is_empty() => {
                XmlError::new(Code::Syntax, start)
            }
            QuickError::Syntax(SyntaxError::UnclosedCData) => {
                XmlError::new(Code::UnclosedCdataSection, self.text.len())
            }
            QuickError::Syntax(SyntaxError::InvalidBangMarkup) => XmlError::new(Code::InvalidToken, start + 2),
            QuickError::Syntax(_) => XmlError::new(Code::UnclosedToken, start),
            _ if first == Some('&') => self.dangling(start),
            _ => XmlError::new(Code::InvalidToken, start),
        }
    }

    /// Hands out the text gathered since the last markup, as one data event.
    fn flush(&mut self) -> Result<(), PyErr> {
        if !self.pending.is_empty() {
            let text = std::mem::take(&mut self.pending);
            self.sink.event(Event::Data(&text))?;
        }
        Ok(())
    }

    fn add_text(&mut self, text: &str) -> Result<(), PyErr> {
        if !self.open.is_empty() {
            self.pending.push_str(text);
            self.sink.hold(self.pending.len())?;
        }
        Ok(())
    }

    /// Refuses anything but whitespace outside the root element, as expat's prolog and epilog
    /// tokenizer does: a token of the DTD's syntax (a name followed by whitespace or the end, a
    /// quoted literal, brackets and the like) is out of place (a syntax error before the root,
    /// junk after it), a literal without its closing quote an unclosed token, and any other
    /// character an invalid token.
    fn outside_root(&self, content: &str, at: usize) -> Result<(), XmlError> {
        if !self.open.is_empty() {
            return Ok(());
        }
        let Some(i) = content.find(|c: char| !matches!(c, ' ' | '\t' | '\n')) else {
            return Ok(());
        };
        let rest = &content[i..];
        let code = if self.root_seen {
            Code::JunkAfterDocElement
        } else {
            Code::Syntax
        };
        if let Some(quote @ ('"' | '\'')) = rest.chars().next() {
            let after = self.text.get(at + i + 1..).unwrap_or_default();
            if !after.contains(quote) {
                return Err(XmlError::new(Code::UnclosedToken, at + i));
            }
            return Err(XmlError::new(code, at + i));
        }
        if rest.starts_with(['[', ']', '(', ')', '%', '|', ',', '>', '*', '+', '?']) {
            return Err(XmlError::new(code, at + i));
        }
        if !rest.starts_with(name_start) {
            return Err(XmlError::new(Code::InvalidToken, at + i));
        }
        let end = rest.find(|c: char| !name_char(c)).unwrap_or(rest.len());
        let after = self.text.get(at + i + end..).unwrap_or_default();
        if !after.is_empty() && !after.starts_with([' ', '\t', '\n']) {
            return Err(XmlError::new(Code::InvalidToken, at + i + end));
        }
        Err(XmlError::new(code, at + i))
    }

    /// A run of character data at `at`: checked for characters XML forbids and for `]]>`.
    fn text_run(&mut self, content: &str, at: usize) -> Result<(), Stop> {
        self.outside_root(content, at)?;
        for (i, c) in content.char_indices() {
            if (c < ' ' && !matches!(c, '\t' | '\n')) || c == '\u{FFFE}' || c == '\u{FFFF}' {
                return Err(XmlError::new(Code::InvalidToken, at + i).into());
            }
            if c == '&' {
                return Err(self.dangling(at + i).into());
            }
        }
        if let Some(i) = content.contains(']').then(|| content.find("]]>")).flatten() {
            return Err(XmlError::new(Code::InvalidToken, at + i + 2).into());
        }
        self.add_text(content)?;
        Ok(())
    }

    /// Expat's error for a `&` at `at` that does not start a complete reference: at the first
    /// character that cannot continue it (a reference's name has no `:` under namespaces).
    fn dangling(&self, at: usize) -> XmlError {
        if self.open.is_empty() {
            return XmlError::new(Code::InvalidToken, at);
        }
        let rest = self.text.get(at + 1..).unwrap_or_default();
        let end = if let Some(number) = rest.strip_prefix('#') {
            let (digits, radix, skip) = match number.strip_prefix('x') {
                Some(hex) => (hex, 16, 2),
                None => (number, 10, 1),
            };
            skip + digits.find(|c: char| !c.is_digit(radix)).unwrap_or(digits.len())
        } else if rest.starts_with(|c: char| name_start(c) && c != ':') {
            rest.find(|c: char| !name_char(c) || c == ':').unwrap_or(rest.len())
        } else {
            0
        };
        XmlError::new(Code::InvalidToken, at + 1 + end)
    }

    /// A reference `&body;` at `at` in content.
    fn reference(&mut self, body: &str, at: usize) -> Result<(), Stop> {
        if self.open.is_empty() {
            return Err(XmlError::new(Code::InvalidToken, at).into());
        }
        if let Some(number) = body.strip_prefix('#') {
            let c = char_ref(number).map_err(|problem| char_ref_error(at, problem))?;
            self.pending.push(c);
            return Ok(());
        }
        if let Some(c) = predefined(body) {
            self.pending.push(c);
            return Ok(());
        }
        if self.entities.external_subset && !self.entities.is_declared(body) {
            self.flush()?;
            self.sink.event(Event::Skipped(body, at))?;
            return Ok(());
        }
        let site = match self.origin {
            Some(origin) => Site {
                at: origin,
                consumed: origin,
                context: Context::Content,
            },
            None => Site {
                at,
                consumed: at + body.len() + 2,
                context: Context::Content,
            },
        };
        if let Some(value) = self.entities.markup_value(body) {
            let value = value.to_string();
            return self.fragment(body, &value, site);
        }
        let sink = &mut *self.sink;
        let mut grow = |bytes: usize| -> Result<(), Stop> { sink.hold(bytes).map_err(Stop::Py) };
        self.entities.expand(body, site, &mut self.pending, &mut grow)
    }

    /// Parses the replacement text `value` of entity `name` (referenced at `site`) as content,
    /// with a scanner of its own that takes over this one's state and gives it back. Errors in
    /// it point at the reference; it must close exactly the elements it opens.
    fn fragment(&mut self, name: &str, value: &str, site: Site) -> Result<(), Stop> {
        if self.entity_stack.iter().any(|open| open == name) {
            return Err(XmlError::new(Code::RecursiveEntityRef, site.at).into());
        }
        if self.entity_stack.len() >= MAX_ENTITY_DEPTH {
            return Err(XmlError {
                code: Code::TooDeep,
                offset: site.at,
                message: Some(format!(
                    "entities with markup nested too deeply (Garter's limit is {MAX_ENTITY_DEPTH} levels)"
                )),
            }
            .into());
        }
        self.entities.account(name, site)?;
        let depth = self.open.len();
        let mut inner = Scanner {
            text: value,
            sink: &mut *self.sink,
            wanted: Wanted {
                partial: false,
                ..self.wanted
            },
            open: std::mem::take(&mut self.open),
            scopes: std::mem::take(&mut self.scopes),
            entities: std::mem::take(&mut self.entities),
            pending: std::mem::take(&mut self.pending),
            root_seen: self.root_seen,
            entity_stack: std::mem::take(&mut self.entity_stack),
            floor: depth,
            origin: Some(site.at),
        };
        inner.entity_stack.push(name.to_string());
        let outcome = inner.run();
        inner.entity_stack.pop();
        self.open = inner.open;
        self.scopes = inner.scopes;
        self.entities = inner.entities;
        self.pending = inner.pending;
        self.entity_stack = inner.entity_stack;
        match outcome {
            Err(Stop::Xml(mut error)) => {
                error.offset = site.at;
                Err(error.into())
            }
            Err(other) => Err(other),
            Ok(()) if self.open.len() != depth => Err(XmlError::new(Code::AsyncEntity, site.at).into()),
            Ok(()) => Ok(()),
        }
    }

    /// A start tag whose content (after `<`) is at `at`.
    fn start_tag(&mut self, content: &str, at: usize) -> Result<(), Stop> {
        let tag_at = at.saturating_sub(1);
        if self.open.len() >= MAX_DEPTH {
            return Err(XmlError::new(Code::TooDeep, tag_at).into());
        }
        let raw = {
            let sink = &mut *self.sink;
            let mut grow = |bytes: usize| -> Result<(), Stop> { sink.hold(bytes).map_err(Stop::Py) };
            tag::read(content, at, &mut self.entities, &mut grow)?
        };
        if self.open.is_empty() && self.root_seen {
            return Err(XmlError::new(Code::JunkAfterDocElement, tag_at).into());
        }
        let name = raw.name.clone();
        let resolved = self.scopes.open(raw, tag_at)?;
        self.flush()?;
        if self.wanted.namespaces {
            for (prefix, uri) in &resolved.declared {
                self.sink.event(Event::StartNs(prefix, uri))?;
            }
        }
        self.sink.event(Event::Start(&resolved.tag, &resolved.attributes))?;
        self.root_seen = true;
        self.open.push(Open {
            name,
            tag: resolved.tag,
            prefixes: resolved.declared.into_iter().map(|(prefix, _)| prefix).collect(),
        });
        Ok(())
    }

    /// An end tag at `start` (`name` as written, or None for the end of an empty-element tag).
    fn end_tag(&mut self, name: Option<&str>, start: usize) -> Result<(), Stop> {
        if self.open.len() <= self.floor && self.floor > 0 {
            return Err(XmlError::new(Code::AsyncEntity, start).into());
        }
        let Some(open) = self.open.last() else {
            return Err(XmlError::new(Code::InvalidToken, start + 1).into());
        };
        if name.is_some_and(|name| name != open.name) {
            return Err(XmlError::new(Code::TagMismatch, start + 2).into());
        }
        self.flush()?;
        let Some(open) = self.open.pop() else {
            return Ok(());
        };
        self.sink.event(Event::End(&open.tag))?;
        self.scopes.close(open.prefixes.len());
        if self.wanted.namespaces {
            for prefix in open.prefixes.iter().rev() {
                self.sink.event(Event::EndNs(prefix))?;
            }
        }
        Ok(())
    }
}
