//! The characters a match can start with, worked out from the pattern's tree: a search skips
//! the positions whose character cannot begin a match instead of attempting one there. Only
//! patterns that never match the empty string have such a set (an empty match can begin
//! anywhere); the set is exact for ASCII characters and admits every other character when any
//! of them might begin a match.

use super::ast::{Fold, Node};
use super::charset::{ascii_members, same};

/// Every ASCII character.
const ALL_ASCII: u128 = u128::MAX;

/// A set of characters that may begin a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstSet {
    /// The ASCII characters in the set, one bit each.
    ascii: u128,
    /// Whether characters beyond ASCII are in it.
    other: bool,
}

impl FirstSet {
    const EMPTY: FirstSet = FirstSet { ascii: 0, other: false };
    const ALL: FirstSet = FirstSet {
        ascii: ALL_ASCII,
        other: true,
    };

    /// Whether `c` may begin a match.
    #[inline]
    pub fn contains(&self, c: u32) -> bool {
        if c < 128 {
            (self.ascii >> c) & 1 == 1
        } else {
            self.other
        }
    }

    /// The one character in the set, when it holds a single ASCII character.
    pub fn single(&self) -> Option<u32> {
        (!self.other && self.ascii.count_ones() == 1).then(|| self.ascii.trailing_zeros())
    }

    fn union(self, other: FirstSet) -> FirstSet {
        FirstSet {
            ascii: self.ascii | other.ascii,
            other: self.other || other.other,
        }
    }
}

/// The set of characters a match of `node` can start with, when no match of it is empty and
/// the set leaves some character out.
pub fn first_set(node: &Node) -> Option<FirstSet> {
    let (set, nullable) = first(node);
    (!nullable && set != FirstSet::ALL).then_some(set)
}

/// The characters a match of `node` can start with, and whether it can match the empty string.
fn first(node: &Node) -> (FirstSet, bool) {
    match node {
        Node::Char { c, fold } => (char_set(*c, *fold), false),
        Node::Any { dotall } => {
            let ascii = if *dotall { ALL_ASCII } else { ALL_ASCII & !(1 << 0x0a) };
            (FirstSet { ascii, other: true }, false)
        }
        Node::Class(class) => (
            FirstSet {
                ascii: ascii_members(class),
                other: true,
            },
            false,
        ),
        Node::Anchor(_) | Node::Look { .. } => (FirstSet::EMPTY, true),
        Node::Concat(items) => {
            let mut set = FirstSet::EMPTY;
            for item in items {
                let (first_of_item, nullable) = first(item);
                set = set.union(first_of_item);
                if !nullable {
                    return (set, false);
                }
            }
            (set, true)
        }
        Node::Alternation(branches) => branches
            .iter()
            .fold((FirstSet::EMPTY, false), |(set, nullable), branch| {
                let (branch_set, branch_nullable) = first(branch);
                (set.union(branch_set), nullable || branch_nullable)
            }),
        Node::Group { node, .. } | Node::Atomic(node) => first(node),
        Node::Repeat { min, max, node, .. } => {
            if *max == 0 {
                return (FirstSet::EMPTY, true);
            }
            let (set, nullable) = first(node);
            (set, nullable || *min == 0)
        }
        Node::Backref { .. } => (FirstSet::ALL, true),
        Node::Conditional { yes, no, .. } => {
            let (yes_set, yes_nullable) = first(yes);
            let (no_set, no_nullable) = first(no);
            (yes_set.union(no_set), yes_nullable || no_nullable)
        }
    }
}

/// The characters equal to `c` under `fold`: exact for ASCII, and every other character when
/// `c` is not ASCII or Unicode folding may relate it to one.
fn char_set(c: u32, fold: Fold) -> FirstSet {
    let ascii = (0..128u32)
        .filter(|&x| same(x, c, fold))
        .fold(0u128, |bits, x| bits | (1 << x));
    FirstSet {
        ascii,
        other: c >= 128 || fold == Fold::Unicode,
    }
}
