//! The matcher's instruction set and the compiler from a [`Node`] tree to it. Single-character
//! repeats become one instruction that backtracks by counting; other repeats use a counter
//! register; lookarounds and atomic groups run between `Enter` and `Leave`.

use super::ast::{Anchor, Fold, Greed, Node};
use super::charset::{lower, upper, ClassTest};
use super::first::{first_set, FirstSet};
use super::required::required_run;

/// A test of one character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    Char(u32),
    /// A character compared under case folding.
    CharFold(u32, Fold),
    /// Any character but a newline.
    Any,
    /// Any character at all.
    AnyAll,
    /// Membership in the program's class of this index.
    Class(u32),
}

/// What a barrier pushed by `Enter` guards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guard {
    Ahead { negate: bool },
    Behind { negate: bool, width: usize },
    Atomic,
}

/// One instruction; `pc + 1` follows unless it jumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inst {
    Test(Test),
    Anchor(Anchor),
    /// Records the position in capture slot `0` (`2 * group` starts, `2 * group + 1` ends).
    Save(u32),
    /// Goes to `first`, and to `second` when that fails.
    Split {
        first: u32,
        second: u32,
    },
    Jump(u32),
    /// `min..=max` characters passing `test`.
    RepeatOne {
        test: Test,
        min: u32,
        max: u32,
        greed: Greed,
    },
    /// Resets repeat register `reg` before a counted repeat.
    RepeatStart {
        reg: u32,
    },
    /// The loop head of a counted repeat: iterate (at `pc + 1`) or leave (to `exit`).
    RepeatHead {
        reg: u32,
        min: u32,
        max: u32,
        greedy: bool,
        exit: u32,
    },
    /// Counts one more iteration and marks where it began.
    RepeatIter {
        reg: u32,
    },
    /// The end of an iteration: back to `head`, unless it matched nothing (then on to `exit`).
    RepeatTail {
        reg: u32,
        min: u32,
        head: u32,
        exit: u32,
    },
    /// Starts a lookaround or atomic group whose code ends with `Leave`, followed by `end`.
    Enter {
        guard: Guard,
        end: u32,
    },
    Leave,
    Backref {
        group: u32,
        fold: Fold,
    },
    /// Goes on when `group` has matched, else to `no`.
    GroupExists {
        group: u32,
        no: u32,
    },
    Match,
}

/// A compiled pattern.
#[derive(Debug)]
pub struct Program {
    pub insts: Vec<Inst>,
    pub classes: Vec<ClassTest>,
    /// Counted-repeat registers.
    pub registers: u32,
    /// Capturing groups (not counting group 0).
    pub groups: u32,
    /// Matches can only start where the search starts (`\A` or `^` without MULTILINE first).
    pub anchored: bool,
    /// Every match starts with this character, compared exactly.
    pub first_char: Option<u32>,
    /// Every match starts with a character that passes this test (a search skips the positions
    /// where it fails without attempting a match there).
    pub first_test: Option<Test>,
    /// The characters every match starts with, when there is no `first_test` and the pattern
    /// never matches the empty string.
    pub first_set: Option<FirstSet>,
    /// Characters every match contains in a row, when a search has no `first_char` to look
    /// for (empty otherwise).
    pub required: Vec<u32>,
}

/// Compiles `node`, which has `groups` capturing groups.
pub fn compile(node: &Node, groups: u32) -> Program {
    let mut compiler = Compiler {
        insts: Vec::new(),
        classes: Vec::new(),
        registers: 0,
    };
    compiler.node(node);
    compiler.insts.push(Inst::Match);
    let (anchored, first_char) = match compiler.insts.first() {
        Some(Inst::Anchor(Anchor::Start { multiline: false })) => (true, None),
        Some(Inst::Test(Test::Char(c))) => (false, Some(*c)),
        _ => (false, None),
    };
    let first_test = match compiler.insts.first() {
        Some(Inst::Test(test)) => Some(*test),
        Some(Inst::RepeatOne { test, min, .. }) if *min >= 1 => Some(*test),
        _ => None,
    };
    let first_set = if anchored || first_test.is_some() {
        None
    } else {
        first_set(node)
    };
    let (first_char, first_set) = match first_set.and_then(|set| set.single()) {
        Some(c) => (Some(c), None),
        None => (first_char, first_set),
    };
    let required = if anchored || first_char.is_some() {
        Vec::new()
    } else {
        required_run(node)
    };
    Program {
        insts: compiler.insts,
        classes: compiler.classes,
        registers: compiler.registers,
        groups,
        anchored,
        first_char,
        first_test,
        first_set,
        required,
    }
}

struct Compiler {
    insts: Vec<Inst>,
    classes: Vec<ClassTest>,
    registers: u32,
}

fn pc(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

impl Compiler {
    fn here(&self) -> u32 {
        pc(self.insts.len())
    }

    /// Emits a placeholder to patch once its target is known.
    fn placeholder(&mut self) -> usize {
        self.insts.push(Inst::Jump(0));
        self.insts.len() - 1
    }

    fn char_test(&mut self, node: &Node) -> Option<Test> {
        Some(match node {
            Node::Char { c, fold } => {
                if *fold != Fold::None && (lower(*c) != *c || upper(*c) != *c || *c >= 0x80) {
                    Test::CharFold(*c, *fold)
                } else {
                    Test::Char(*c)
                }
            }
            Node::Any { dotall: false } => Test::Any,
            Node::Any { dotall: true } => Test::AnyAll,
            Node::Class(class) => {
                self.classes.push(ClassTest::new(class.clone()));
                Test::Class(pc(self.classes.len() - 1))
            }
            Node::Group { index: None, node } => return self.char_test(node),
            _ => return None,
        })
    }

    fn node(&mut self, node: &Node) {
        if let Some(test) = self.char_test(node) {
            self.insts.push(Inst::Test(test));
            return;
        }
        match node {
            Node::Char { .. } | Node::Any { .. } | Node::Class(_) => {}
            Node::Anchor(anchor) => self.insts.push(Inst::Anchor(*anchor)),
            Node::Concat(items) => items.iter().for_each(|item| self.node(item)),
            Node::Alternation(branches) => self.alternation(branches),
            Node::Group { index, node } => {
                if let Some(index) = index {
                    self.insts.push(Inst::Save(2 * index));
                }
                self.node(node);
                if let Some(index) = index {
                    self.insts.push(Inst::Save(2 * index + 1));
                }
            }
            Node::Repeat { min, max, greed, node } => self.repeat(*min, *max, *greed, node),
            Node::Look {
                behind,
                negate,
                width,
                node,
            } => {
                let guard = if *behind {
                    Guard::Behind {
                        negate: *negate,
                        width: usize::try_from(*width).unwrap_or(usize::MAX),
                    }
                } else {
                    Guard::Ahead { negate: *negate }
                };
                self.guarded(guard, node);
            }
            Node::Atomic(node) => self.guarded(Guard::Atomic, node),
            Node::Backref { group, fold } => self.insts.push(Inst::Backref {
                group: *group,
                fold: *fold,
            }),
            Node::Conditional { group, yes, no } => {
                let test = self.placeholder();
                self.node(yes);
                let skip = self.placeholder();
                self.insts[test] = Inst::GroupExists {
                    group: *group,
                    no: self.here(),
                };
                self.node(no);
                self.insts[skip] = Inst::Jump(self.here());
            }
        }
    }

    fn guarded(&mut self, guard: Guard, node: &Node) {
        let enter = self.placeholder();
        self.node(node);
        self.insts.push(Inst::Leave);
        self.insts[enter] = Inst::Enter {
            guard,
            end: self.here(),
        };
    }

    fn alternation(&mut self, branches: &[Node]) {
        let mut jumps = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            if i + 1 == branches.len() {
                self.node(branch);
                break;
            }
            let split = self.placeholder();
            self.node(branch);
            jumps.push(self.placeholder());
            self.insts[split] = Inst::Split {
                first: pc(split + 1),
                second: self.here(),
            };
        }
        let end = self.here();
        for jump in jumps {
            self.insts[jump] = Inst::Jump(end);
        }
    }

    fn repeat(&mut self, min: u32, max: u32, greed: Greed, node: &Node) {
        if max == 0 {
            return;
        }
        if let Some(test) = self.char_test(node) {
            self.insts.push(Inst::RepeatOne { test, min, max, greed });
            return;
        }
        if greed == Greed::Possessive {
            let enter = self.placeholder();
            self.repeat(min, max, Greed::Greedy, node);
            self.insts.push(Inst::Leave);
            self.insts[enter] = Inst::Enter {
                guard: Guard::Atomic,
                end: self.here(),
            };
            return;
        }
        if min == 1 && max == 1 {
            self.node(node);
            return;
        }
        if min == 0 && max == 1 {
            let split = self.placeholder();
            self.node(node);
            let (body, exit) = (pc(split + 1), self.here());
            self.insts[split] = if greed == Greed::Greedy {
                Inst::Split {
                    first: body,
                    second: exit,
                }
            } else {
                Inst::Split {
                    first: exit,
                    second: body,
                }
            };
            return;
        }
        let reg = self.registers;
        self.registers += 1;
        self.insts.push(Inst::RepeatStart { reg });
        let head = self.placeholder();
        self.insts.push(Inst::RepeatIter { reg });
        self.node(node);
        let tail = self.placeholder();
        let exit = self.here();
        self.insts[head] = Inst::RepeatHead {
            reg,
            min,
            max,
            greedy: greed == Greed::Greedy,
            exit,
        };
        self.insts[tail] = Inst::RepeatTail {
            reg,
            min,
            head: pc(head),
            exit,
        };
    }
}
