//! The pattern parser: pattern text to a [`Node`] tree, with CPython's `re` syntax and its error
//! messages and positions. Nesting is bounded, so no pattern can exhaust the Rust stack.

use super::ast::{flags, Anchor, Category, Class, ClassItem, Fold, Greed, Node, MAX_REPEAT};
use super::escape::{class_escape, escape};
pub use super::source::{char_text, Source, Token};
use garter::format::repr::push_str_repr;

/// Groups nested deeper than this end the parse with RecursionError, as CPython's recursive
/// parser does at about this depth.
const MAX_NESTING: usize = 400;

/// Why a pattern does not compile.
#[derive(Debug, PartialEq, Eq)]
pub enum PatternError {
    /// `re.error`: a message and, for most, the position in the pattern.
    Syntax { msg: String, pos: Option<usize> },
    /// OverflowError (repeat counts too large).
    Overflow(String),
    /// ValueError (incompatible flags).
    Value(String),
    /// RecursionError (groups nested too deeply).
    Recursion,
}

impl PatternError {
    pub fn at(msg: impl Into<String>, pos: usize) -> PatternError {
        PatternError::Syntax {
            msg: msg.into(),
            pos: Some(pos),
        }
    }
}

pub type ParseResult<T> = Result<T, PatternError>;

/// A parsed pattern.
#[derive(Debug)]
pub struct Parsed {
    pub node: Node,
    /// The final flags (inline global flags added, UNICODE added to str patterns).
    pub flags: u32,
    /// Capturing groups, not counting group 0.
    pub groups: u32,
    /// Group names with their numbers, in definition order.
    pub names: Vec<(String, u32)>,
}

/// Whether `name` is a Python identifier.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c == '_' || c.is_alphabetic()) && chars.all(|c| c == '_' || c.is_alphanumeric())
}

/// `name` as CPython's messages show a group name: its `repr`.
pub fn quoted(name: &str) -> String {
    let mut out = String::new();
    push_str_repr(&mut out, name);
    out
}

fn is_digit(c: u32) -> bool {
    (0x30..=0x39).contains(&c)
}

fn is_whitespace(c: u32) -> bool {
    matches!(c, 0x20 | 0x09 | 0x0a | 0x0d | 0x0b | 0x0c)
}

/// Parses `pattern` (code points) compiled with `flags`.
pub fn parse(pattern: &[u32], is_text: bool, flags: u32) -> ParseResult<Parsed> {
    let mut parser = Parser {
        source: Source::new(pattern, is_text),
        flags,
        groups: 0,
        open: Vec::new(),
        widths: Vec::new(),
        names: Vec::new(),
        lookbehind_groups: None,
        condition_refs: Vec::new(),
        variable_lookbehind: false,
        depth: 0,
    };
    let node = parser.alternation(flags, 0)?;
    let flags = fix_flags(parser.flags, is_text)?;
    if parser.source.peek()?.is_some() {
        return Err(parser.source.error("unbalanced parenthesis", 0));
    }
    if let Some(&(group, pos)) = parser.condition_refs.iter().find(|(g, _)| *g > parser.groups) {
        return Err(PatternError::at(format!("invalid group reference {group}"), pos));
    }
    if parser.variable_lookbehind {
        return Err(PatternError::Syntax {
            msg: "look-behind requires fixed-width pattern".into(),
            pos: None,
        });
    }
    Ok(Parsed {
        node,
        flags,
        groups: parser.groups,
        names: parser.names,
    })
}

/// CPython's checks of the flags against the pattern's type (UNICODE is implied for str).
pub fn fix_flags(mut value: u32, is_text: bool) -> ParseResult<u32> {
    if is_text {
        if value & flags::LOCALE != 0 {
            return Err(PatternError::Value("cannot use LOCALE flag with a str pattern".into()));
        }
        if value & flags::ASCII == 0 {
            value |= flags::UNICODE;
        } else if value & flags::UNICODE != 0 {
            return Err(PatternError::Value("ASCII and UNICODE flags are incompatible".into()));
        }
    } else {
        if value & flags::UNICODE != 0 {
            return Err(PatternError::Value(
                "cannot use UNICODE flag with a bytes pattern".into(),
            ));
        }
        if value & flags::LOCALE != 0 && value & flags::ASCII != 0 {
            return Err(PatternError::Value("ASCII and LOCALE flags are incompatible".into()));
        }
    }
    Ok(value)
}

pub(super) struct Parser<'a> {
    pub(super) source: Source<'a>,
    /// The pattern's global flags (inline global flags included once seen).
    pub(super) flags: u32,
    pub(super) groups: u32,
    /// For each group, whether it is still open.
    pub(super) open: Vec<bool>,
    /// For each closed group, the width of its matches when fixed.
    widths: Vec<Option<u64>>,
    pub(super) names: Vec<(String, u32)>,
    /// Inside a lookbehind: the group count when it began.
    lookbehind_groups: Option<u32>,
    /// Groups named by number in conditionals, with the reference's position.
    condition_refs: Vec<(u32, usize)>,
    /// Whether a lookbehind's matches have no fixed width: an error CPython reports when it
    /// compiles the parsed pattern, so after every error of the parse itself.
    variable_lookbehind: bool,
    depth: usize,
}

impl Parser<'_> {
    /// How characters fold under `local` flags.
    pub(super) fn fold(&self, local: u32) -> Fold {
        if local & flags::IGNORECASE == 0 {
            Fold::None
        } else if self.ascii(local) {
            Fold::Ascii
        } else {
            Fold::Unicode
        }
    }

    /// Whether classes are ASCII-only under `local` flags.
    pub(super) fn ascii(&self, local: u32) -> bool {
        !self.source.is_text || (local & flags::ASCII != 0 && local & flags::UNICODE == 0)
    }

    /// Whether group `group` exists and is closed.
    pub(super) fn group_closed(&self, group: u32) -> bool {
        group >= 1 && self.open.get(group as usize - 1) == Some(&false)
    }

    /// CPython's checks on a back reference made inside a lookbehind.
    pub(super) fn check_lookbehind_group(&self, group: u32) -> ParseResult<()> {
        if let Some(first) = self.lookbehind_groups {
            if !self.group_closed(group) {
                return Err(self.source.error("cannot refer to an open group", 0));
            }
            if group > first {
                return Err(self
                    .source
                    .error("cannot refer to group defined in the same lookbehind subpattern", 0));
            }
        }
        Ok(())
    }

    /// `a|b|c`.
    fn alternation(&mut self, local: u32, nested: usize) -> ParseResult<Node> {
        let mut branches = Vec::new();
        let mut local = local;
        loop {
            let first = nested == 0 && branches.is_empty();
            branches.push(self.sequence(&mut local, nested + 1, first)?);
            if !self.source.eat('|')? {
                break;
            }
            if nested == 0 {
                local = (local & !flags::VERBOSE) | (self.flags & flags::VERBOSE);
            }
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Alternation(branches)
        })
    }

    /// A sequence of items up to `|`, `)` or the end.
    fn sequence(&mut self, local: &mut u32, nested: usize, first: bool) -> ParseResult<Node> {
        let mut items: Vec<Node> = Vec::new();
        while let Some(token) = self.source.peek()? {
            if matches!(token, Token::Char(0x7c | 0x29)) {
                break;
            }
            self.source.next()?;
            let verbose = *local & flags::VERBOSE != 0;
            match token {
                Token::Char(c) if verbose && is_whitespace(c) => {}
                Token::Char(0x23) if verbose => while !matches!(self.source.next()?, None | Some(Token::Char(0x0a))) {},
                Token::Escape(c) => items.push(escape(self, c, *local)?),
                Token::Char(0x5b) => items.push(self.class(*local)?),
                Token::Char(c @ (0x2a | 0x2b | 0x3f | 0x7b)) => self.repeat(&mut items, c)?,
                Token::Char(0x2e) => items.push(Node::Any {
                    dotall: *local & flags::DOTALL != 0,
                }),
                Token::Char(0x28) => {
                    if let Some(node) = self.group(local, nested, first && items.is_empty())? {
                        items.push(node);
                    }
                }
                Token::Char(0x5e) => items.push(Node::Anchor(Anchor::Start {
                    multiline: *local & flags::MULTILINE != 0,
                })),
                Token::Char(0x24) => items.push(Node::Anchor(Anchor::End {
                    multiline: *local & flags::MULTILINE != 0,
                })),
                Token::Char(c) => items.push(Node::Char {
                    c,
                    fold: self.fold(*local),
                }),
            }
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Concat(items)
        })
    }

    /// A quantifier after an item: `*`, `+`, `?` or `{m,n}`, then `?` (lazy) or `+` (possessive).
    fn repeat(&mut self, items: &mut Vec<Node>, quantifier: u32) -> ParseResult<()> {
        let here = self.source.tell();
        let (min, max) = match quantifier {
            0x3f => (0, 1),
            0x2a => (0, MAX_REPEAT),
            0x2b => (1, MAX_REPEAT),
            _ => {
                if self.source.peek()? == Some(Token::Char(0x7d)) {
                    items.push(Node::Char {
                        c: quantifier,
                        fold: Fold::None,
                    });
                    return Ok(());
                }
                let lo = self.source.take_while(usize::MAX, is_digit)?;
                let hi = if self.source.eat(',')? {
                    Some(self.source.take_while(usize::MAX, is_digit)?)
                } else {
                    None
                };
                if !self.source.eat('}')? {
                    items.push(Node::Char {
                        c: quantifier,
                        fold: Fold::None,
                    });
                    self.source.seek(here);
                    return Ok(());
                }
                let min = if lo.is_empty() { 0 } else { repeat_count(&lo)? };
                let max = match &hi {
                    None => min,
                    Some(hi) if hi.is_empty() => MAX_REPEAT,
                    Some(hi) => repeat_count(hi)?,
                };
                if max < min {
                    return Err(self
                        .source
                        .error("min repeat greater than max repeat", self.source.tell() - here));
                }
                (min, max)
            }
        };
        let offset = self.source.tell() - here + 1;
        let item = match items.pop() {
            None | Some(Node::Anchor(_)) => return Err(self.source.error("nothing to repeat", offset)),
            Some(Node::Repeat { .. }) => return Err(self.source.error("multiple repeat", offset)),
            Some(item) => item,
        };
        let greed = if self.source.eat('?')? {
            Greed::Lazy
        } else if self.source.eat('+')? {
            Greed::Possessive
        } else {
            Greed::Greedy
        };
        items.push(Node::Repeat {
            min,
            max,
            greed,
            node: Box::new(item),
        });
        Ok(())
    }

    /// A `[...]` class, the `[` consumed.
    fn class(&mut self, local: u32) -> ParseResult<Node> {
        let here = self.source.tell() - 1;
        let negate = self.source.eat('^')?;
        let mut items: Vec<ClassItem> = Vec::new();
        let mut any = false;
        loop {
            let unterminated = |p: &Self| p.source.error("unterminated character set", p.source.tell() - here);
            let Some(this) = self.source.next()? else {
                return Err(unterminated(self));
            };
            if this == Token::Char(0x5d) && any {
                break;
            }
            any = true;
            let first = self.class_member(this)?;
            if self.source.eat('-')? {
                let Some(that) = self.source.next()? else {
                    return Err(unterminated(self));
                };
                if that == Token::Char(0x5d) {
                    items.push(first);
                    items.push(ClassItem::Char(0x2d));
                    break;
                }
                let second = self.class_member(that)?;
                let bad = || {
                    let msg = format!("bad character range {}-{}", this.text(), that.text());
                    self.source.error(msg, this.len() + 1 + that.len())
                };
                match (first, second) {
                    (ClassItem::Char(lo), ClassItem::Char(hi)) if lo <= hi => items.push(ClassItem::Range(lo, hi)),
                    _ => return Err(bad()),
                }
            } else {
                items.push(first);
            }
        }
        if !negate && items.len() == 1 {
            if let ClassItem::Char(c) = items[0] {
                return Ok(Node::Char {
                    c,
                    fold: self.fold(local),
                });
            }
        }
        Ok(Node::Class(Class {
            negate,
            items,
            fold: self.fold(local),
            ascii: self.ascii(local),
        }))
    }

    fn class_member(&mut self, token: Token) -> ParseResult<ClassItem> {
        match token {
            Token::Escape(c) => class_escape(&mut self.source, c),
            Token::Char(c) => Ok(ClassItem::Char(c)),
        }
    }

    /// A group after its `(`; `None` for comments and global flags, which add no node.
    fn group(&mut self, local: &mut u32, nested: usize, first: bool) -> ParseResult<Option<Node>> {
        let start = self.source.tell() - 1;
        let mut capture = true;
        let mut atomic = false;
        let mut name = None;
        let mut inner = *local;
        if self.source.eat('?')? {
            let Some(token) = self.source.next()? else {
                return Err(self.source.error("unexpected end of pattern", 0));
            };
            let Token::Char(c) = token else {
                return Err(self
                    .source
                    .error(format!("unknown extension ?{}", token.text()), token.len() + 1));
            };
            match char::from_u32(c).unwrap_or('\0') {
                'P' => {
                    if self.source.eat('<')? {
                        let text = self.source.until('>', "group name")?;
                        self.check_group_name(&text, 1)?;
                        name = Some(text);
                    } else if self.source.eat('=')? {
                        let text = self.source.until(')', "group name")?;
                        self.check_group_name(&text, 1)?;
                        let offset = text.chars().count() + 1;
                        let Some(group) = self.names.iter().find(|(n, _)| *n == text).map(|(_, g)| *g) else {
                            return Err(self
                                .source
                                .error(format!("unknown group name {}", quoted(&text)), offset));
                        };
                        if !self.group_closed(group) {
                            return Err(self.source.error("cannot refer to an open group", offset));
                        }
                        self.check_lookbehind_group(group)?;
                        return Ok(Some(Node::Backref {
                            group,
                            fold: self.fold(*local),
                        }));
                    } else {
                        let Some(next) = self.source.next()? else {
                            return Err(self.source.error("unexpected end of pattern", 0));
                        };
                        let msg = format!("unknown extension ?P{}", next.text());
                        return Err(self.source.error(msg, next.len() + 2));
                    }
                }
                ':' => capture = false,
                '#' => loop {
                    match self.source.next()? {
                        None => {
                            let offset = self.source.tell() - start;
                            return Err(self.source.error("missing ), unterminated comment", offset));
                        }
                        Some(Token::Char(0x29)) => return Ok(None),
                        Some(_) => {}
                    }
                },
                '=' | '!' | '<' => return self.lookaround(c, *local, nested, start).map(Some),
                '(' => return self.conditional(*local, nested, start).map(Some),
                '>' => {
                    capture = false;
                    atomic = true;
                }
                'i' | 'L' | 'm' | 's' | 'x' | 'a' | 't' | 'u' | '-' => match self.inline_flags(c)? {
                    None => {
                        if !first {
                            let offset = self.source.tell() - start;
                            return Err(self
                                .source
                                .error("global flags not at the start of the expression", offset));
                        }
                        *local |= self.flags;
                        return Ok(None);
                    }
                    Some((add, remove)) => {
                        inner = (inner | add) & !remove;
                        capture = false;
                    }
                },
                _ => {
                    return Err(self.source.error(format!("unknown extension ?{}", token.text()), 2));
                }
            }
        }
        let index = if capture { Some(self.open_group(name)?) } else { None };
        self.enter()?;
        let node = self.alternation(inner, nested + 1)?;
        self.depth -= 1;
        if !self.source.eat(')')? {
            let offset = self.source.tell() - start;
            return Err(self.source.error("missing ), unterminated subpattern", offset));
        }
        if let Some(index) = index {
            self.open[index as usize - 1] = false;
            self.widths[index as usize - 1] = self.width(&node);
        }
        let node = Box::new(node);
        Ok(Some(if atomic {
            Node::Atomic(node)
        } else {
            Node::Group { index, node }
        }))
    }

    /// The fixed width of `node`'s matches, if it has one.
    fn width(&self, node: &Node) -> Option<u64> {
        let widths = &self.widths;
        node.fixed_width(&|group| widths.get(group as usize - 1).copied().flatten())
    }

    fn enter(&mut self) -> ParseResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(PatternError::Recursion);
        }
        Ok(())
    }

    fn check_group_name(&self, name: &str, offset: usize) -> ParseResult<()> {
        if !is_identifier(name) {
            let msg = format!("bad character in group name {}", quoted(name));
            return Err(self.source.error(msg, name.chars().count() + offset));
        }
        Ok(())
    }

    fn open_group(&mut self, name: Option<String>) -> ParseResult<u32> {
        self.groups += 1;
        let index = self.groups;
        self.open.push(true);
        self.widths.push(None);
        if let Some(name) = name {
            if let Some((_, previous)) = self.names.iter().find(|(n, _)| *n == name) {
                let msg = format!(
                    "redefinition of group name {} as group {index}; was group {previous}",
                    quoted(&name)
                );
                return Err(self.source.error(msg, name.chars().count() + 1));
            }
            self.names.push((name, index));
        }
        Ok(index)
    }

    /// `(?=...)`, `(?!...)`, `(?<=...)`, `(?<!...)` after `(?`.
    fn lookaround(&mut self, c: u32, local: u32, nested: usize, start: usize) -> ParseResult<Node> {
        let mut kind = c;
        let behind = c == 0x3c;
        if behind {
            let Some(token) = self.source.next()? else {
                return Err(self.source.error("unexpected end of pattern", 0));
            };
            match token {
                Token::Char(k @ (0x3d | 0x21)) => kind = k,
                other => {
                    let msg = format!("unknown extension ?<{}", other.text());
                    return Err(self.source.error(msg, other.len() + 2));
                }
            }
        }
        let outer = self.lookbehind_groups;
        if behind && outer.is_none() {
            self.lookbehind_groups = Some(self.groups);
        }
        self.enter()?;
        let node = self.alternation(local, nested + 1)?;
        self.depth -= 1;
        if behind {
            self.lookbehind_groups = outer;
        }
        if !self.source.eat(')')? {
            let offset = self.source.tell() - start;
            return Err(self.source.error("missing ), unterminated subpattern", offset));
        }
        let width = if behind {
            let width = self.width(&node);
            self.variable_lookbehind |= width.is_none();
            width.unwrap_or(0)
        } else {
            0
        };
        Ok(Node::Look {
            behind,
            negate: kind == 0x21,
            width,
            node: Box::new(node),
        })
    }

    /// `(?(group)yes|no)` after `(?(`.
    fn conditional(&mut self, local: u32, nested: usize, start: usize) -> ParseResult<Node> {
        let name = self.source.until(')', "group name")?;
        let offset = name.chars().count() + 1;
        let group = if is_identifier(&name) {
            match self.names.iter().find(|(n, _)| *n == name) {
                Some((_, g)) => *g,
                None => {
                    return Err(self
                        .source
                        .error(format!("unknown group name {}", quoted(&name)), offset))
                }
            }
        } else {
            let digits = name.chars().all(|c| c.is_ascii_digit());
            let group = match name.parse::<u64>() {
                Ok(g) if digits => g,
                _ => {
                    return Err(self
                        .source
                        .error(format!("bad character in group name {}", quoted(&name)), offset))
                }
            };
            if group == 0 {
                return Err(self.source.error("bad group number", offset));
            }
            let Ok(group) = u32::try_from(group).map(|g| g.min(u32::MAX - 1)) else {
                return Err(self.source.error(format!("invalid group reference {group}"), offset));
            };
            if !self.condition_refs.iter().any(|(g, _)| *g == group) {
                self.condition_refs.push((group, self.source.tell() - offset));
            }
            group
        };
        self.check_lookbehind_group(group)?;
        let mut inner = local;
        self.enter()?;
        let yes = self.sequence(&mut inner, nested + 1, false)?;
        let no = if self.source.eat('|')? {
            let no = self.sequence(&mut inner, nested + 1, false)?;
            if self.source.peek()? == Some(Token::Char(0x7c)) {
                return Err(self.source.error("conditional backref with more than two branches", 0));
            }
            no
        } else {
            Node::Concat(Vec::new())
        };
        self.depth -= 1;
        if !self.source.eat(')')? {
            let offset = self.source.tell() - start;
            return Err(self.source.error("missing ), unterminated subpattern", offset));
        }
        Ok(Node::Conditional {
            group,
            yes: Box::new(yes),
            no: Box::new(no),
        })
    }

    /// Inline flags after `(?`, starting with `first`: `None` for global flags (`(?i)`), else the
    /// flags a scoped group adds and removes (`(?i-s:...)`).
    fn inline_flags(&mut self, first: u32) -> ParseResult<Option<(u32, u32)>> {
        let mut add = 0;
        let mut remove = 0;
        let mut c = Some(Token::Char(first));
        if first != 0x2d {
            while let Some(Token::Char(ch)) = c {
                let flag = flag_of(ch).unwrap_or(0);
                if self.source.is_text && ch == u32::from(b'L') {
                    return Err(self
                        .source
                        .error("bad inline flags: cannot use 'L' flag with a str pattern", 0));
                }
                if !self.source.is_text && ch == u32::from(b'u') {
                    return Err(self
                        .source
                        .error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0));
                }
                add |= flag;
                let type_flags = flags::ASCII | flags::LOCALE | flags::UNICODE;
                if flag & type_flags != 0 && add & type_flags != flag {
                    return Err(self
                        .source
                        .error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0));
                }
                c = self.source.next()?;
                match c {
                    None => return Err(self.source.error("missing -, : or )", 0)),
                    Some(Token::Char(0x29 | 0x2d | 0x3a)) => break,
                    Some(t @ Token::Char(k)) if flag_of(k).is_some() => c = Some(t),
                    Some(t) => return Err(self.source.error(unknown_flag(t, "missing -, : or )"), t.len())),
                }
            }
        }
        if c == Some(Token::Char(0x29)) {
            self.flags |= add;
            return Ok(None);
        }
        if add & (flags::DEBUG | flags::TEMPLATE) != 0 {
            return Err(self.source.error("bad inline flags: cannot turn on global flag", 1));
        }
        if c == Some(Token::Char(0x2d)) {
            c = self.source.next()?;
            match c {
                None => return Err(self.source.error("missing flag", 0)),
                Some(Token::Char(k)) if flag_of(k).is_some() => {}
                Some(t) => return Err(self.source.error(unknown_flag(t, "missing flag"), t.len())),
            }
            while let Some(Token::Char(ch)) = c {
                let flag = flag_of(ch).unwrap_or(0);
                if flag & (flags::ASCII | flags::LOCALE | flags::UNICODE) != 0 {
                    return Err(self
                        .source
                        .error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0));
                }
                remove |= flag;
                c = self.source.next()?;
                match c {
                    None => return Err(self.source.error("missing :", 0)),
                    Some(Token::Char(0x3a)) => break,
                    Some(Token::Char(k)) if flag_of(k).is_some() => {}
                    Some(t) => return Err(self.source.error(unknown_flag(t, "missing :"), t.len())),
                }
            }
        }
        if remove & (flags::DEBUG | flags::TEMPLATE) != 0 {
            return Err(self.source.error("bad inline flags: cannot turn off global flag", 1));
        }
        if add & remove != 0 {
            return Err(self.source.error("bad inline flags: flag turned on and off", 1));
        }
        Ok(Some((add, remove)))
    }
}

fn unknown_flag(token: Token, otherwise: &str) -> String {
    match token {
        Token::Char(c) if char::from_u32(c).is_some_and(char::is_alphabetic) => "unknown flag".into(),
        _ => otherwise.into(),
    }
}

fn flag_of(c: u32) -> Option<u32> {
    Some(match char::from_u32(c)? {
        'i' => flags::IGNORECASE,
        'L' => flags::LOCALE,
        'm' => flags::MULTILINE,
        's' => flags::DOTALL,
        'x' => flags::VERBOSE,
        'a' => flags::ASCII,
        't' => flags::TEMPLATE,
        'u' => flags::UNICODE,
        _ => return None,
    })
}

fn repeat_count(digits: &[u32]) -> ParseResult<u32> {
    let mut value: u64 = 0;
    for &d in digits {
        value = value.saturating_mul(10).saturating_add(u64::from(d - 0x30));
    }
    match u32::try_from(value) {
        Ok(v) if v < MAX_REPEAT => Ok(v),
        _ => Err(PatternError::Overflow("the repetition number is too large".into())),
    }
}

/// Makes a category escape into a node.
pub(super) fn category_node(category: Category, ascii: bool) -> Node {
    Node::Class(Class {
        negate: false,
        items: vec![ClassItem::Category(category)],
        fold: Fold::None,
        ascii,
    })
}
