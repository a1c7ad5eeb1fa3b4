//! Character tests: categories (`\d`, `\w`, `\s` as CPython defines them for str and bytes),
//! case folding under IGNORECASE, and membership in classes (with the answers for ASCII
//! characters precomputed per class).

use unicode_general_category::{get_general_category, GeneralCategory};

use super::ast::{Category, Class, ClassItem, Fold};

/// The simple lowercase of `c` (itself when it has none or it is several characters).
pub fn lower(c: u32) -> u32 {
    if c < 0x80 {
        return u32::from((c as u8).to_ascii_lowercase());
    }
    if c == 0x130 {
        return 0x69;
    }
    single(char::from_u32(c).map(|ch| ch.to_lowercase()), c)
}

/// The character every case variant of `c` folds to (`lower(upper(lower(c)))`), which also
/// relates the variants CPython lists as extra cases (`ı`, `ſ`, `µ`, `ς`, the Kelvin sign).
pub fn canonical(c: u32) -> u32 {
    lower(upper(lower(c)))
}

/// The simple uppercase of `c` (itself when it has none or it is several characters).
pub fn upper(c: u32) -> u32 {
    if c < 0x80 {
        return u32::from((c as u8).to_ascii_uppercase());
    }
    single(char::from_u32(c).map(|ch| ch.to_uppercase()), c)
}

fn single(mut mapped: Option<impl Iterator<Item = char>>, c: u32) -> u32 {
    let Some(chars) = mapped.as_mut() else { return c };
    match (chars.next(), chars.next()) {
        (Some(m), None) => m as u32,
        _ => c,
    }
}

fn ascii_lower(c: u32) -> u32 {
    if (0x41..=0x5a).contains(&c) {
        c + 32
    } else {
        c
    }
}

/// Whether `a` and `b` are the same character under `fold`.
pub fn same(a: u32, b: u32, fold: Fold) -> bool {
    if a == b {
        return true;
    }
    match fold {
        Fold::None => false,
        Fold::Ascii => ascii_lower(a) == ascii_lower(b),
        Fold::Unicode => canonical(a) == canonical(b),
    }
}

/// Whether `c` is a word character (`\w`).
pub fn is_word(c: u32, ascii: bool) -> bool {
    if c < 0x80 {
        let b = c as u8;
        return b.is_ascii_alphanumeric() || b == b'_';
    }
    if ascii {
        return false;
    }
    char::from_u32(c).is_some_and(|ch| {
        use GeneralCategory::*;
        matches!(
            get_general_category(ch),
            UppercaseLetter
                | LowercaseLetter
                | TitlecaseLetter
                | ModifierLetter
                | OtherLetter
                | DecimalNumber
                | LetterNumber
                | OtherNumber
        )
    })
}

fn is_digit(c: u32, ascii: bool) -> bool {
    if c < 0x80 {
        return (0x30..=0x39).contains(&c);
    }
    !ascii && char::from_u32(c).is_some_and(|ch| get_general_category(ch) == GeneralCategory::DecimalNumber)
}

fn is_space(c: u32, ascii: bool) -> bool {
    if c < 0x80 {
        return matches!(c, 0x09..=0x0d | 0x20) || (!ascii && (0x1c..=0x1f).contains(&c));
    }
    !ascii && char::from_u32(c).is_some_and(char::is_whitespace)
}

/// Whether `c` is in `category`.
pub fn in_category(c: u32, category: Category, ascii: bool) -> bool {
    match category {
        Category::Digit => is_digit(c, ascii),
        Category::NotDigit => !is_digit(c, ascii),
        Category::Word => is_word(c, ascii),
        Category::NotWord => !is_word(c, ascii),
        Category::Space => is_space(c, ascii),
        Category::NotSpace => !is_space(c, ascii),
    }
}

fn items_contain(class: &Class, c: u32) -> bool {
    class.items.iter().any(|item| match *item {
        ClassItem::Char(x) => x == c,
        ClassItem::Range(lo, hi) => (lo..=hi).contains(&c),
        ClassItem::Category(category) => in_category(c, category, class.ascii),
    })
}

/// Whether `c` matches `class`, its case variants included under IGNORECASE.
pub fn class_matches(class: &Class, c: u32) -> bool {
    let found = items_contain(class, c)
        || match class.fold {
            Fold::None => false,
            Fold::Ascii => {
                let l = ascii_lower(c);
                let u = if (0x61..=0x7a).contains(&c) { c - 32 } else { c };
                (l != c && items_contain(class, l)) || (u != c && items_contain(class, u))
            }
            Fold::Unicode => {
                let folded = canonical(c);
                [lower(c), upper(c), folded, upper(folded)]
                    .into_iter()
                    .any(|variant| variant != c && items_contain(class, variant))
                    || class
                        .items
                        .iter()
                        .any(|item| matches!(*item, ClassItem::Char(x) if canonical(x) == folded))
            }
        };
    found != class.negate
}

/// The ASCII characters `class` matches, one bit each.
pub fn ascii_members(class: &Class) -> u128 {
    (0..128u32)
        .filter(|&c| class_matches(class, c))
        .fold(0u128, |bits, c| bits | (1 << c))
}

/// A class ready for matching: its answers for the 128 ASCII characters (the common case) are
/// computed once, by [`class_matches`] itself; other characters go through it each time.
#[derive(Debug)]
pub struct ClassTest {
    class: Class,
    ascii: u128,
}

impl ClassTest {
    pub fn new(class: Class) -> ClassTest {
        let ascii = ascii_members(&class);
        ClassTest { class, ascii }
    }

    /// Whether `c` matches the class.
    #[inline]
    pub fn matches(&self, c: u32) -> bool {
        if c < 128 {
            (self.ascii >> c) & 1 == 1
        } else {
            class_matches(&self.class, c)
        }
    }
}
