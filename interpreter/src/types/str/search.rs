//! Substring search for the str methods (`count`, `find`, `replace`, `split`, `partition`):
//! a one-character needle is searched as a `char` (a byte scan with memchr) instead of through
//! the general two-way searcher, which costs several times more on the short separators code
//! usually passes (`","`, `"|"`, `"a"`).

/// The needle's only character, when it has exactly one.
fn single_char(needle: &str) -> Option<char> {
    let mut chars = needle.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// How many non-overlapping occurrences of a non-empty `needle` `hay` holds.
pub(super) fn count(hay: &str, needle: &str) -> usize {
    match single_char(needle) {
        Some(c) => hay.matches(c).count(),
        None => hay.matches(needle).count(),
    }
}

/// The byte offset of the first (or, `reverse`, the last) occurrence of `needle`.
pub(super) fn find(hay: &str, needle: &str, reverse: bool) -> Option<usize> {
    match (single_char(needle), reverse) {
        (Some(c), false) => hay.find(c),
        (Some(c), true) => hay.rfind(c),
        (None, false) => hay.find(needle),
        (None, true) => hay.rfind(needle),
    }
}

/// `hay` with the first `limit` occurrences of a non-empty `old` replaced by `new`
/// (all of them when `limit` is `None`).
pub(super) fn replace(hay: &str, old: &str, new: &str, limit: Option<usize>) -> String {
    match (single_char(old), limit) {
        (Some(c), None) => hay.replace(c, new),
        (Some(c), Some(n)) => hay.replacen(c, new, n),
        (None, None) => hay.replace(old, new),
        (None, Some(n)) => hay.replacen(old, new, n),
    }
}

/// The pieces of `hay` between occurrences of a non-empty `sep`, splitting at most `limit`
/// times (`usize::MAX`: no limit).
pub(super) fn split<'a>(hay: &'a str, sep: &'a str, limit: usize) -> Box<dyn Iterator<Item = &'a str> + 'a> {
    let pieces = limit.saturating_add(1);
    match single_char(sep) {
        Some(c) => Box::new(hay.splitn(pieces, c)),
        None => Box::new(hay.splitn(pieces, sep)),
    }
}

#[cfg(test)]
mod tests {
    use super::{count, find, replace, split};

    #[test]
    fn one_character_needles_agree_with_the_general_search() {
        let hay = "a|bé|é|c||d";
        for needle in ["|", "é", "x", "|b", "é|"] {
            assert_eq!(count(hay, needle), hay.matches(needle).count(), "{needle}");
            assert_eq!(find(hay, needle, false), hay.find(needle), "{needle}");
            assert_eq!(find(hay, needle, true), hay.rfind(needle), "{needle}");
            assert_eq!(replace(hay, needle, "--", None), hay.replace(needle, "--"), "{needle}");
            assert_eq!(
                replace(hay, needle, "", Some(1)),
                hay.replacen(needle, "", 1),
                "{needle}"
            );
            let all: Vec<&str> = hay.split(needle).collect();
            assert_eq!(split(hay, needle, usize::MAX).collect::<Vec<_>>(), all, "{needle}");
            let two: Vec<&str> = hay.splitn(3, needle).collect();
            assert_eq!(split(hay, needle, 2).collect::<Vec<_>>(), two, "{needle}");
        }
    }
}
