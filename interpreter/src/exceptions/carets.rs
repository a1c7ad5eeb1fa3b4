//! The source line of a traceback entry and the markers under it, as CPython 3.11 prints them
//! (`tb_displayline` in `Python/traceback.c`): `^^^^` under the failing expression, or
//! `~~~~^^^^~~~~` under a binary operation or a subscript, whose operator or brackets get the
//! `^`. Markers are left out when they would cover the whole line; a position spanning several
//! lines is marked from its start to the end of its first line.
//!
//! Columns are recorded in UTF-8 bytes and converted to characters as CPython converts them
//! (`_PyPegen_byte_offset_to_character_offset`), then to display columns: as CPython 3.11.7
//! draws them, a Wide or Fullwidth character takes two marker columns. The operator and brackets are found as CPython
//! finds them: by parsing the marked text on its own, which must be a single expression
//! statement. That parse is bounded: only texts up to `MAX_ANCHOR_TEXT` bytes are parsed, and
//! a report parses at most `ANCHOR_BUDGET` bytes in all (entries past it get plain `^`).

use rustpython_parser::ast::{Expr, Ranged, Stmt};

use super::wide_chars::WIDE_RANGES;
use crate::bytecode::SourcePosition;
use crate::parse::SourceFile;

/// The longest marked text parsed for `~`/`^` anchors.
const MAX_ANCHOR_TEXT: usize = 4096;

/// Bytes of marked text a whole report may parse for anchors.
const ANCHOR_BUDGET: usize = 64 * 1024;

/// The indentation CPython prints before a source line.
const SOURCE_INDENT: isize = 4;

/// What the frames of one report share: how they are shown, and what finding anchors may
/// still parse.
pub struct AnchorBudget {
    bytes_left: usize,
    /// Whether frames are shown as the `traceback` module shows them rather than as the
    /// interpreter's own report does (see `as_traceback_module_shows`).
    traceback_module: bool,
}

impl AnchorBudget {
    /// For the interpreter's report of an uncaught exception.
    pub fn new() -> AnchorBudget {
        AnchorBudget {
            bytes_left: ANCHOR_BUDGET,
            traceback_module: false,
        }
    }

    /// For the `traceback` module's text.
    pub fn for_traceback_module() -> AnchorBudget {
        AnchorBudget {
            traceback_module: true,
            ..AnchorBudget::new()
        }
    }
}

/// Whether CPython's traceback treats `c` as blank (`IS_WHITESPACE`).
fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\x0c')
}

/// The lines CPython prints for a frame at `line` of `source`: the source line without its
/// indentation, then, when `position` is known, the marker line. Nothing when the line is not
/// in the source or blank, or when the source is a string `exec`, `eval` or `compile` compiled
/// under a `<...>` name (CPython reads lines from the file named, and opens no such name).
pub fn source_lines(
    source: &SourceFile,
    line: u32,
    position: Option<SourcePosition>,
    budget: &mut AnchorBudget,
) -> String {
    let Some(full) = source.traceback_line(line) else {
        return String::new();
    };
    let indent = full.len() - full.trim_start_matches([' ', '\t', '\x0c']).len();
    if full[indent..].trim_end().is_empty() {
        return String::new();
    }
    let mut out = format!("    {}\n", &full[indent..]);
    if let Some(position) = position.filter(|p| p.line == line) {
        if let Some(markers) = marker_line(full, indent, position, budget) {
            out.push_str(&markers);
            out.push('\n');
        }
    }
    if budget.traceback_module {
        return as_traceback_module_shows(&out);
    }
    out
}

/// A frame's source and marker lines as the `traceback` module prints them, which differs from
/// the interpreter's report in two ways: the source line loses its trailing whitespace, and a
/// marker line of `^` alone is left out when it spans the whole stripped line.
fn as_traceback_module_shows(lines: &str) -> String {
    let mut rows = lines.lines();
    let Some(source) = rows.next() else {
        return String::new();
    };
    let source = source.trim_end();
    let mut out = format!("{source}\n");
    if let Some(markers) = rows.next() {
        let marks = markers.trim_start();
        let whole_line = !marks.contains('~') && marks.chars().count() == source.trim_start().chars().count();
        if !whole_line {
            out.push_str(markers);
            out.push('\n');
        }
    }
    out
}

/// CPython's character offset of byte column `column` of `line`: the UTF-8 bytes before it,
/// decoded with replacement, counted (one past the end counts the terminator, as CPython's does).
fn char_offset(line: &str, column: u32) -> isize {
    let bytes = line.as_bytes();
    let column = column as usize;
    if column > bytes.len() {
        return line.chars().count() as isize + 1;
    }
    String::from_utf8_lossy(&bytes[..column]).chars().count() as isize
}

/// The `~` and `^` split of a marked binary operation or subscript, in character offsets of
/// the line: `[left, right)` gets the secondary character.
#[derive(Clone, Copy)]
struct Anchors {
    left: isize,
    right: isize,
    primary: char,
    secondary: char,
}

/// The marker line under `full` (whose first `indent` bytes are blanks), or `None` when the
/// markers would cover the whole stripped line.
fn marker_line(full: &str, indent: usize, position: SourcePosition, budget: &mut AnchorBudget) -> Option<String> {
    let start = char_offset(full, position.column);
    let mut end = char_offset(full, position.end_column);
    let line_chars = full.chars().count() as isize;
    let mut anchors = None;
    if position.line == position.end_line {
        anchors = find_anchors(full, start, end, budget);
    } else {
        // As CPython: the last non-blank byte among the first `line_chars` bytes.
        let bytes = full.as_bytes();
        let mut i = line_chars - 1;
        while i >= 0 && bytes.get(i as usize).copied().is_some_and(is_blank) {
            i -= 1;
        }
        end = i + 1;
    }
    let indent = indent as isize;
    if end - start == line_chars - indent && anchors.is_none() {
        return None;
    }
    let width = |offset: isize| display_width(full, offset);
    let (start, end) = (width(start), width(end));
    let anchors = anchors.map(|a| Anchors {
        left: width(a.left),
        right: width(a.right),
        ..a
    });
    let mut markers = String::new();
    let mut offset = indent - SOURCE_INDENT;
    while offset < end {
        offset += 1;
        markers.push(match anchors {
            _ if offset <= start => ' ',
            Some(a) if a.left < offset && offset <= a.right => a.secondary,
            Some(a) => a.primary,
            None => '^',
        });
    }
    Some(markers)
}

/// The display columns the first `offset` characters of `line` take (characters past its end
/// count one each).
fn display_width(line: &str, offset: isize) -> isize {
    if offset <= 0 {
        return offset;
    }
    let mut width = 0;
    let mut counted = 0;
    for c in line.chars().take(offset as usize) {
        width += if is_wide(c) { 2 } else { 1 };
        counted += 1;
    }
    width + (offset - counted)
}

/// Whether `c` is Wide or Fullwidth.
fn is_wide(c: char) -> bool {
    let code = c as u32;
    let (mut low, mut high) = (0, WIDE_RANGES.len() / 2);
    while low < high {
        let middle = (low + high) / 2;
        if WIDE_RANGES[2 * middle + 1] < code {
            low = middle + 1;
        } else if WIDE_RANGES[2 * middle] > code {
            high = middle;
        } else {
            return true;
        }
    }
    false
}

/// The anchors of the text between character offsets `start` and `end` of `line`, when it parses
/// alone as one expression statement that is a binary operation or a subscript.
fn find_anchors(line: &str, start: isize, end: isize, budget: &mut AnchorBudget) -> Option<Anchors> {
    if start < 0 || end <= start {
        return None;
    }
    let segment: String = line.chars().skip(start as usize).take((end - start) as usize).collect();
    if segment.len() > MAX_ANCHOR_TEXT || segment.len() > budget.bytes_left {
        return None;
    }
    budget.bytes_left -= segment.len();
    let source = SourceFile::new("<segment>", &segment);
    let body = crate::parse::parse_module(&source).ok()?;
    let byte_anchors = match body.as_slice() {
        [Stmt::Expr(statement)] => expression_anchors(segment.as_bytes(), &statement.value),
        _ => None,
    };
    crate::parse::dismantle(body);
    let (left, right, primary, secondary) = byte_anchors?;
    let to_chars = |byte: usize| -> isize {
        let byte = byte.min(segment.len());
        String::from_utf8_lossy(&segment.as_bytes()[..byte]).chars().count() as isize + start
    };
    Some(Anchors {
        left: to_chars(left),
        right: to_chars(right),
        primary,
        secondary,
    })
}

/// CPython's `extract_anchors_from_expr`, in byte offsets of `segment`: the operator of a
/// binary operation (skipping the closing parentheses of its left operand), or the brackets
/// and index of a subscript.
fn expression_anchors(segment: &[u8], expr: &Expr) -> Option<(usize, usize, char, char)> {
    let offset = |at: rustpython_parser::text_size::TextSize| u32::from(at) as usize;
    match expr {
        Expr::BinOp(binop) => {
            let right_start = offset(binop.right.range().start());
            let mut found = None;
            let mut chars = ('^', '^');
            let mut i = offset(binop.left.range().end());
            while i < right_start {
                let c = segment.get(i).copied().unwrap_or(b' ');
                if is_blank(c) {
                    i += 1;
                    continue;
                }
                let mut right = i + 1;
                if i + 1 < right_start && !segment.get(i + 1).copied().is_some_and(is_blank) {
                    right += 1;
                }
                found = Some((i, right));
                if i + 1 < right_start && c == b')' {
                    i += 1;
                    continue;
                }
                chars = ('~', '^');
                break;
            }
            found.map(|(left, right)| (left, right, chars.0, chars.1))
        }
        Expr::Subscript(subscript) => {
            let len = segment.len();
            let mut left = offset(subscript.value.range().end());
            let mut right = offset(subscript.slice.range().end()) + 1;
            while left < len && segment[left] != b'[' {
                left += 1;
            }
            while right < len && segment[right] != b']' {
                right += 1;
            }
            if right < len {
                right += 1;
            }
            Some((left, right, '~', '^'))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{source_lines, AnchorBudget};
    use crate::bytecode::SourcePosition;
    use crate::parse::SourceFile;

    /// The lines shown for `line` of `text` with the given byte columns.
    fn shown(text: &str, line: u32, end_line: u32, column: u32, end_column: u32) -> String {
        let source = SourceFile::new("<test>", text);
        let position = SourcePosition {
            line,
            end_line,
            column,
            end_column,
        };
        source_lines(&source, line, Some(position), &mut AnchorBudget::new())
    }

    #[test]
    fn markers_are_left_out_when_they_cover_the_whole_line() {
        assert_eq!(shown("    f(x)\n", 1, 1, 4, 8), "    f(x)\n");
        assert_eq!(shown("y = f(x)\n", 1, 1, 4, 8), "    y = f(x)\n        ^^^^\n");
    }

    #[test]
    fn binary_operations_and_subscripts_get_anchors() {
        assert_eq!(shown("a + b\n", 1, 1, 0, 5), "    a + b\n    ~~^~~\n");
        assert_eq!(shown("x = d['k']\n", 1, 1, 4, 10), "    x = d['k']\n        ~^^^^^\n");
    }

    #[test]
    fn columns_are_bytes_and_wide_characters_take_two_marker_columns() {
        // `é` is two bytes and one column; `住` three bytes and two columns.
        assert_eq!(shown("é = f(1)\n", 1, 1, 5, 9), "    é = f(1)\n        ^^^^\n");
        assert_eq!(shown("住 = f(1)\n", 1, 1, 6, 10), "    住 = f(1)\n         ^^^^\n");
    }

    #[test]
    fn a_position_over_several_lines_is_marked_to_the_end_of_its_first() {
        assert_eq!(shown("x = (a +\n  b)\n", 1, 2, 5, 3), "    x = (a +\n         ^^^\n");
    }

    #[test]
    fn no_markers_without_columns_or_for_another_line() {
        let source = SourceFile::new("<test>", "y = f(x)\n");
        let mut budget = AnchorBudget::new();
        assert_eq!(source_lines(&source, 1, None, &mut budget), "    y = f(x)\n");
        assert_eq!(source_lines(&source, 2, None, &mut budget), "");
    }

    #[test]
    fn the_traceback_module_leaves_out_markers_spanning_the_stripped_line() {
        assert_eq!(
            super::as_traceback_module_shows("    raise E() \n    ^^^^^^^^^\n"),
            "    raise E()\n"
        );
        let partial = "    x = f()\n        ^^^\n";
        assert_eq!(super::as_traceback_module_shows(partial), partial);
        let anchored = "    a/b\n    ~^~\n";
        assert_eq!(super::as_traceback_module_shows(anchored), anchored);
    }
}
