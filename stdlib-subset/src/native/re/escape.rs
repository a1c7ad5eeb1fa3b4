//! Backslash escapes in patterns, inside and outside classes: character escapes (`\n`, `\x41`,
//! `\u00e9`, `\N{name}`, octal), categories (`\d`, `\w`, `\s`), anchors (`\A`, `\b`, `\Z`) and
//! numbered back references, with CPython's messages for the bad ones.

use super::ast::{Anchor, Category, ClassItem, Node};
use super::parse::{category_node, char_text, ParseResult, Parser, PatternError, Source, Token};

fn is_hex(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| c.is_ascii_hexdigit())
}

fn is_octal(c: u32) -> bool {
    (0x30..=0x37).contains(&c)
}

fn is_digit(c: u32) -> bool {
    (0x30..=0x39).contains(&c)
}

fn digits_value(digits: &[u32], radix: u32) -> u32 {
    digits.iter().fold(0u32, |v, &d| {
        v.saturating_mul(radix)
            .saturating_add(char::from_u32(d).and_then(|c| c.to_digit(radix)).unwrap_or(0))
    })
}

/// The escapes that stand for one control character (`\b` only inside classes).
fn simple_escape(c: u32, in_class: bool) -> Option<u32> {
    Some(match char::from_u32(c)? {
        'a' => 7,
        'b' if in_class => 8,
        'f' => 12,
        'n' => 10,
        'r' => 13,
        't' => 9,
        'v' => 11,
        '\\' => 92,
        _ => return None,
    })
}

fn category(c: u32) -> Option<Category> {
    Some(match char::from_u32(c)? {
        'd' => Category::Digit,
        'D' => Category::NotDigit,
        'w' => Category::Word,
        'W' => Category::NotWord,
        's' => Category::Space,
        'S' => Category::NotSpace,
        _ => return None,
    })
}

fn bad_escape(source: &Source, text: &str) -> PatternError {
    source.error(format!("bad escape {text}"), text.chars().count())
}

/// The code point of a character escape common to both contexts (`\x`, `\u`, `\U`, `\N{}`),
/// `None` when `c` starts none of them.
fn code_escape(source: &mut Source, c: u32) -> ParseResult<Option<u32>> {
    let width = match char::from_u32(c) {
        Some('x') => 2,
        Some('u') if source.is_text => 4,
        Some('U') if source.is_text => 8,
        Some('N') if source.is_text => return named_escape(source).map(Some),
        _ => return Ok(None),
    };
    let digits = source.take_while(width, is_hex)?;
    let text = format!(
        "\\{}{}",
        char_text(c),
        digits.iter().map(|&d| char_text(d)).collect::<String>()
    );
    if digits.len() != width {
        return Err(source.error(format!("incomplete escape {text}"), text.len()));
    }
    let value = digits_value(&digits, 16);
    if char::from_u32(value).is_none() && value > 0x10ffff {
        return Err(bad_escape(source, &text));
    }
    Ok(Some(value))
}

/// `\N{NAME}` after the `\N`.
fn named_escape(source: &mut Source) -> ParseResult<u32> {
    if !source.eat('{')? {
        return Err(source.error("missing {", 0));
    }
    let name = source.until('}', "character name")?;
    match unicode_names2::character(&name) {
        Some(c) => Ok(c as u32),
        None => Err(source.error(
            format!("undefined character name {}", super::parse::quoted(&name)),
            name.chars().count() + 4,
        )),
    }
}

/// An escape inside a class, after its backslash token.
pub fn class_escape(source: &mut Source, c: u32) -> ParseResult<ClassItem> {
    if let Some(value) = simple_escape(c, true) {
        return Ok(ClassItem::Char(value));
    }
    if let Some(category) = category(c) {
        return Ok(ClassItem::Category(category));
    }
    if let Some(value) = code_escape(source, c)? {
        return Ok(ClassItem::Char(value));
    }
    if is_octal(c) {
        let mut digits = vec![c];
        digits.extend(source.take_while(2, is_octal)?);
        let value = digits_value(&digits, 8);
        let text: String = digits.iter().map(|&d| char_text(d)).collect();
        if value > 0o377 {
            let msg = format!("octal escape value \\{text} outside of range 0-0o377");
            return Err(source.error(msg, text.len() + 1));
        }
        return Ok(ClassItem::Char(value));
    }
    literal_escape(source, c).map(ClassItem::Char)
}

/// `\c` for a non-letter, non-digit `c`: the character itself.
fn literal_escape(source: &Source, c: u32) -> ParseResult<u32> {
    if char::from_u32(c).is_some_and(|ch| ch.is_ascii_alphanumeric()) {
        return Err(bad_escape(source, &Token::Escape(c).text()));
    }
    Ok(c)
}

/// An escape outside classes, after its backslash token, under `local` flags.
pub fn escape(parser: &mut Parser, c: u32, local: u32) -> ParseResult<Node> {
    let ascii = parser.ascii(local);
    match char::from_u32(c) {
        Some('A') => return Ok(Node::Anchor(Anchor::Start { multiline: false })),
        Some('Z') => return Ok(Node::Anchor(Anchor::EndOnly)),
        Some('b') => return Ok(Node::Anchor(Anchor::WordBoundary { negate: false, ascii })),
        Some('B') => return Ok(Node::Anchor(Anchor::WordBoundary { negate: true, ascii })),
        _ => {}
    }
    if let Some(category) = category(c) {
        return Ok(category_node(category, ascii));
    }
    let fold = parser.fold(local);
    if let Some(value) = simple_escape(c, false) {
        return Ok(Node::Char { c: value, fold });
    }
    if let Some(value) = code_escape(&mut parser.source, c)? {
        return Ok(Node::Char { c: value, fold });
    }
    if c == 0x30 {
        let mut digits = vec![c];
        digits.extend(parser.source.take_while(2, is_octal)?);
        return Ok(Node::Char {
            c: digits_value(&digits, 8),
            fold,
        });
    }
    if is_digit(c) {
        return numbered_escape(parser, c, fold);
    }
    literal_escape(&parser.source, c).map(|c| Node::Char { c, fold })
}

/// `\1`..`\99` (a back reference) or a three-digit octal escape such as `\101`.
fn numbered_escape(parser: &mut Parser, c: u32, fold: super::ast::Fold) -> ParseResult<Node> {
    let mut digits = vec![c];
    if let Some(Token::Char(d)) = parser.source.peek()? {
        if is_digit(d) {
            parser.source.next()?;
            digits.push(d);
            if let Some(Token::Char(e)) = parser.source.peek()? {
                if is_octal(c) && is_octal(d) && is_octal(e) {
                    parser.source.next()?;
                    digits.push(e);
                    let value = digits_value(&digits, 8);
                    if value > 0o377 {
                        let text: String = digits.iter().map(|&d| char_text(d)).collect();
                        let msg = format!("octal escape value \\{text} outside of range 0-0o377");
                        return Err(parser.source.error(msg, text.len() + 1));
                    }
                    return Ok(Node::Char { c: value, fold });
                }
            }
        }
    }
    let group = digits_value(&digits, 10);
    let len = digits.len() + 1;
    if group <= parser.groups && group >= 1 {
        if !parser.group_closed(group) {
            return Err(parser.source.error("cannot refer to an open group", len));
        }
        parser.check_lookbehind_group(group)?;
        return Ok(Node::Backref { group, fold });
    }
    Err(parser.source.error(format!("invalid group reference {group}"), len - 1))
}
