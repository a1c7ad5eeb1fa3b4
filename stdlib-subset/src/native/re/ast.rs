//! The parsed form of a regular expression: a tree of nodes whose flags (case folding, dot-all,
//! multi-line, ASCII classes) are already resolved, so the compiler never looks at flags.

/// The flag bits of CPython's `re` module.
pub mod flags {
    pub const TEMPLATE: u32 = 1;
    pub const IGNORECASE: u32 = 2;
    pub const LOCALE: u32 = 4;
    pub const MULTILINE: u32 = 8;
    pub const DOTALL: u32 = 16;
    pub const UNICODE: u32 = 32;
    pub const VERBOSE: u32 = 64;
    pub const DEBUG: u32 = 128;
    pub const ASCII: u32 = 256;
}

/// The largest repeat count plus one; `{m,n}` bounds must stay below it (CPython's MAXREPEAT).
pub const MAX_REPEAT: u32 = u32::MAX;

/// How characters compare under IGNORECASE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Exact comparison.
    None,
    /// Only ASCII letters fold (bytes patterns, or the ASCII flag).
    Ascii,
    /// Unicode simple case folding.
    Unicode,
}

/// A class escape: `\d`, `\w`, `\s` and their negations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    Digit,
    NotDigit,
    Word,
    NotWord,
    Space,
    NotSpace,
}

/// One member of a character class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassItem {
    Char(u32),
    Range(u32, u32),
    Category(Category),
}

/// A character class with its flags resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    pub negate: bool,
    pub items: Vec<ClassItem>,
    pub fold: Fold,
    /// Categories are ASCII-only (bytes patterns or the ASCII flag).
    pub ascii: bool,
}

/// A zero-width position test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// `^`, or `\A`: the beginning of the string (and after each newline when `multiline`).
    Start { multiline: bool },
    /// `$`: the end, or before a newline at the end (before any newline when `multiline`).
    End { multiline: bool },
    /// `\Z`: the very end.
    EndOnly,
    /// `\b` (or `\B` when negated); `ascii` limits word characters to ASCII.
    WordBoundary { negate: bool, ascii: bool },
}

/// How a repeat backtracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Greed {
    Greedy,
    Lazy,
    Possessive,
}

/// A node of the pattern tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A literal character, compared with `fold`.
    Char {
        c: u32,
        fold: Fold,
    },
    /// `.`: any character but a newline unless `dotall`.
    Any {
        dotall: bool,
    },
    Class(Class),
    Anchor(Anchor),
    Concat(Vec<Node>),
    Alternation(Vec<Node>),
    /// A group: capturing (`index`) or not (`None`: `(?:...)` and scoped-flag groups).
    Group {
        index: Option<u32>,
        node: Box<Node>,
    },
    Repeat {
        min: u32,
        max: u32,
        greed: Greed,
        node: Box<Node>,
    },
    /// A lookahead, or a lookbehind (`behind`) over the fixed `width` its node matches.
    Look {
        behind: bool,
        negate: bool,
        width: u64,
        node: Box<Node>,
    },
    Atomic(Box<Node>),
    Backref {
        group: u32,
        fold: Fold,
    },
    Conditional {
        group: u32,
        yes: Box<Node>,
        no: Box<Node>,
    },
}

impl Node {
    /// The width of every match of this node when all have the same, else `None`;
    /// `group_width` gives the fixed width of each (closed) group back references refer to.
    pub fn fixed_width(&self, group_width: &dyn Fn(u32) -> Option<u64>) -> Option<u64> {
        match self {
            Node::Char { .. } | Node::Any { .. } | Node::Class(_) => Some(1),
            Node::Anchor(_) | Node::Look { .. } => Some(0),
            Node::Concat(items) => items
                .iter()
                .try_fold(0u64, |sum, n| Some(sum.saturating_add(n.fixed_width(group_width)?))),
            Node::Alternation(branches) => {
                let first = branches.first().map_or(Some(0), |b| b.fixed_width(group_width))?;
                branches[1..]
                    .iter()
                    .all(|b| b.fixed_width(group_width) == Some(first))
                    .then_some(first)
            }
            Node::Group { node, .. } | Node::Atomic(node) => node.fixed_width(group_width),
            Node::Repeat { min, max, node, .. } => {
                let width = node.fixed_width(group_width)?;
                (min == max || width == 0).then(|| width.saturating_mul(u64::from(*min)))
            }
            Node::Backref { group, .. } => group_width(*group),
            Node::Conditional { yes, no, .. } => {
                let width = yes.fixed_width(group_width)?;
                (no.fixed_width(group_width)? == width).then_some(width)
            }
        }
    }
}
