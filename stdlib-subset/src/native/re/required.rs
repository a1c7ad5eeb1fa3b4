//! A run of characters every match must contain, taken from the pattern's top-level sequence
//! (through groups, never inside repeats, alternations or lookarounds): a search first looks for
//! it in the text, and when it is not there no match is attempted at all.

use super::ast::{Fold, Node};

/// The longest run kept: a longer one only costs more to compare.
const MAX_RUN: usize = 16;

/// The longest run of exact characters every match of `node` contains, in order and adjacent
/// (empty when there is none).
pub fn required_run(node: &Node) -> Vec<u32> {
    let mut runs = Runs::default();
    runs.node(node);
    runs.end_run();
    runs.best
}

#[derive(Default)]
struct Runs {
    current: Vec<u32>,
    best: Vec<u32>,
}

impl Runs {
    fn node(&mut self, node: &Node) {
        match node {
            Node::Char { c, fold: Fold::None } => {
                if self.current.len() == MAX_RUN {
                    self.end_run();
                }
                self.current.push(*c);
            }
            Node::Concat(items) => items.iter().for_each(|item| self.node(item)),
            Node::Group { node, .. } => self.node(node),
            _ => self.end_run(),
        }
    }

    fn end_run(&mut self) {
        if self.current.len() > self.best.len() {
            self.best = std::mem::take(&mut self.current);
        } else {
            self.current.clear();
        }
    }
}
