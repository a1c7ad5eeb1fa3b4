//! The backtracking matcher. It never recurses: alternatives, undo records for captures and
//! repeat counters, and lookaround barriers all live on one explicit stack, and every
//! instruction is charged to a [`Budget`], so catastrophic patterns end at the step limit and
//! deep backtracking at the memory limit.

use super::ast::{Anchor, Greed};
use super::charset::{is_word, same};
use super::program::{Guard, Inst, Program, Test};

/// No position: an unset capture or repeat mark.
pub const UNSET: usize = usize::MAX;

/// Steps run between two calls to the budget.
const CHARGE_EVERY: u64 = 4096;

/// The text a pattern runs over: code points by index.
pub trait Text {
    fn len(&self) -> usize;
    fn at(&self, index: usize) -> u32;
    /// The first index at or after `from` holding `c`.
    fn find(&self, c: u32, from: usize, end: usize) -> Option<usize>;
}

impl Text for [u8] {
    fn len(&self) -> usize {
        <[u8]>::len(self)
    }
    fn at(&self, index: usize) -> u32 {
        u32::from(self[index])
    }
    fn find(&self, c: u32, from: usize, end: usize) -> Option<usize> {
        let byte = u8::try_from(c).ok()?;
        self[from..end].iter().position(|&b| b == byte).map(|i| i + from)
    }
}

impl Text for [u32] {
    fn len(&self) -> usize {
        <[u32]>::len(self)
    }
    fn at(&self, index: usize) -> u32 {
        self[index]
    }
    fn find(&self, c: u32, from: usize, end: usize) -> Option<usize> {
        self[from..end].iter().position(|&x| x == c).map(|i| i + from)
    }
}

/// Where the matcher's work is charged: steps, and the bytes its stack holds.
pub trait Budget {
    type Error;
    fn charge(&mut self, steps: u64, stack_bytes: usize) -> Result<(), Self::Error>;
}

/// An entry of the backtracking stack.
#[derive(Clone, Copy, Debug)]
enum Frame {
    /// An alternative to resume.
    Alt { pc: u32, pos: usize },
    /// Undo record of a capture slot (and of `lastindex`).
    Capture { slot: u32, old: usize, lastindex: u32 },
    /// Undo record of a repeat register.
    Register { reg: u32, count: u32, mark: usize },
    /// A greedy single-character repeat that can give back characters.
    GreedyOne { pc: u32, base: usize, count: u32, min: u32 },
    /// A lazy single-character repeat that can take one more character.
    LazyOne { pc: u32, pos: usize, count: u32 },
    /// The start of a lookaround or atomic group.
    Barrier { guard: Guard, pos: usize, end: u32 },
}

impl Frame {
    fn is_undo(&self) -> bool {
        matches!(self, Frame::Capture { .. } | Frame::Register { .. })
    }
}

/// How a match attempt ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Anchored at the start, any end.
    Match,
    /// Anchored at both ends.
    Full,
    /// At the first position where it matches.
    Search,
}

/// The groups of a successful match.
#[derive(Debug, PartialEq, Eq)]
pub struct Found {
    /// Start and end of each group (group 0 first); `UNSET` where a group did not take part.
    pub spans: Vec<(usize, usize)>,
    /// The last group closed, if any.
    pub lastindex: Option<u32>,
}

/// One run of a program over a text, up to `end`.
pub struct Matcher<'a, T: Text + ?Sized, B: Budget> {
    program: &'a Program,
    text: &'a T,
    end: usize,
    budget: &'a mut B,
    captures: Vec<usize>,
    lastindex: u32,
    registers: Vec<(u32, usize)>,
    stack: Vec<Frame>,
    pending: u64,
    /// Bytes the caller holds for this run's results, reported with the stack's.
    held: usize,
}

impl<'a, T: Text + ?Sized, B: Budget> Matcher<'a, T, B> {
    pub fn new(program: &'a Program, text: &'a T, end: usize, budget: &'a mut B) -> Self {
        Matcher {
            program,
            text,
            end: end.min(text.len()),
            budget,
            captures: vec![UNSET; 2 * (program.groups as usize + 1)],
            lastindex: 0,
            registers: vec![(0, UNSET); program.registers as usize],
            stack: Vec::new(),
            pending: 0,
            held: 0,
        }
    }

    fn tick(&mut self, steps: u64) -> Result<(), B::Error> {
        self.pending += steps;
        if self.pending >= CHARGE_EVERY {
            let bytes = self.stack.capacity() * std::mem::size_of::<Frame>() + self.held;
            let steps = std::mem::take(&mut self.pending);
            self.budget.charge(steps, bytes)?;
        }
        Ok(())
    }

    /// Counts `bytes` more held by the caller against the memory limit.
    pub fn hold(&mut self, bytes: usize) {
        self.held = self.held.saturating_add(bytes);
    }

    /// Charges what is left unreported; call once the matcher is done.
    pub fn settle(&mut self) -> Result<(), B::Error> {
        let steps = std::mem::take(&mut self.pending);
        self.budget.charge(steps, self.held)
    }

    /// The first match from `start` in `mode`; with `must_advance`, a match may not be empty at
    /// `start` (how scanning steps past an empty match).
    pub fn find(&mut self, start: usize, mode: Mode, must_advance: bool) -> Result<Option<Found>, B::Error> {
        if start > self.end {
            return Ok(None);
        }
        if mode != Mode::Search || self.program.anchored {
            return self.attempt(start, start, mode, must_advance);
        }
        if !self.program.required.is_empty() && !self.holds_required(start)? {
            return Ok(None);
        }
        let mut pos = start;
        loop {
            if let Some(c) = self.program.first_char {
                match self.text.find(c, pos, self.end) {
                    Some(next) => {
                        self.tick((next - pos) as u64 / 8)?;
                        pos = next;
                    }
                    None => return Ok(None),
                }
            } else if let Some(test) = self.program.first_test {
                let from = pos;
                while pos < self.end && !self.test(test, self.text.at(pos)) {
                    pos += 1;
                }
                self.tick((pos - from) as u64 / 8)?;
                if pos == self.end {
                    return Ok(None);
                }
            } else if let Some(set) = self.program.first_set {
                let from = pos;
                while pos < self.end && !set.contains(self.text.at(pos)) {
                    pos += 1;
                }
                self.tick((pos - from) as u64 / 8)?;
                if pos == self.end {
                    return Ok(None);
                }
            }
            if let Some(found) = self.attempt(pos, start, mode, must_advance)? {
                return Ok(Some(found));
            }
            if pos >= self.end {
                return Ok(None);
            }
            pos += 1;
        }
    }

    /// Whether the text from `start` holds the program's required run of characters.
    fn holds_required(&mut self, start: usize) -> Result<bool, B::Error> {
        let program = self.program;
        let required = program.required.as_slice();
        let mut pos = start;
        loop {
            let found = self.text.find(required[0], pos, self.end);
            let Some(at) = found.filter(|&at| at + required.len() <= self.end) else {
                self.tick((self.end - start) as u64 / 8)?;
                return Ok(false);
            };
            let same = (1..required.len())
                .take_while(|&i| self.text.at(at + i) == required[i])
                .count();
            self.tick(same as u64)?;
            if same + 1 == required.len() {
                self.tick((at - start) as u64 / 8)?;
                return Ok(true);
            }
            pos = at + 1;
        }
    }

    fn attempt(&mut self, at: usize, start: usize, mode: Mode, must_advance: bool) -> Result<Option<Found>, B::Error> {
        let reject_empty = must_advance && at == start;
        if !self.run(at, mode == Mode::Full, reject_empty)? {
            return Ok(None);
        }
        let spans = self.captures.chunks(2).map(|pair| (pair[0], pair[1])).collect();
        let lastindex = (self.lastindex != 0).then_some(self.lastindex);
        self.stack.clear();
        self.captures.fill(UNSET);
        self.registers.fill((0, UNSET));
        self.lastindex = 0;
        Ok(Some(Found { spans, lastindex }))
    }

    fn test(&self, test: Test, c: u32) -> bool {
        match test {
            Test::Char(x) => c == x,
            Test::CharFold(x, fold) => same(c, x, fold),
            Test::Any => c != 0x0a,
            Test::AnyAll => true,
            Test::Class(index) => self.program.classes[index as usize].matches(c),
        }
    }

    /// How many characters from `pos` pass `test`, up to `max`.
    fn run_length(&self, test: Test, pos: usize, max: u32) -> usize {
        let limit = self.end.min(pos.saturating_add(max as usize));
        if test == Test::AnyAll {
            return limit - pos;
        }
        (pos..limit)
            .find(|&i| !self.test(test, self.text.at(i)))
            .unwrap_or(limit)
            - pos
    }

    fn anchor(&self, anchor: Anchor, pos: usize) -> bool {
        let end = self.end;
        match anchor {
            Anchor::Start { multiline } => pos == 0 || (multiline && self.text.at(pos - 1) == 0x0a),
            Anchor::End { multiline: false } => pos == end || (pos + 1 == end && self.text.at(pos) == 0x0a),
            Anchor::End { multiline: true } => pos == end || self.text.at(pos) == 0x0a,
            Anchor::EndOnly => pos == end,
            Anchor::WordBoundary { negate, ascii } => {
                if end == 0 {
                    return false;
                }
                let before = pos > 0 && is_word(self.text.at(pos - 1), ascii);
                let after = pos < end && is_word(self.text.at(pos), ascii);
                (before != after) != negate
            }
        }
    }

    fn set_capture(&mut self, slot: u32, pos: usize) {
        let old = self.captures[slot as usize];
        self.stack.push(Frame::Capture {
            slot,
            old,
            lastindex: self.lastindex,
        });
        self.captures[slot as usize] = pos;
        if slot % 2 == 1 {
            self.lastindex = slot / 2;
        }
    }

    fn set_register(&mut self, reg: u32, value: (u32, usize)) {
        let (count, mark) = self.registers[reg as usize];
        self.stack.push(Frame::Register { reg, count, mark });
        self.registers[reg as usize] = value;
    }

    /// Applies an undo record.
    fn undo(&mut self, frame: Frame) {
        match frame {
            Frame::Capture { slot, old, lastindex } => {
                self.captures[slot as usize] = old;
                self.lastindex = lastindex;
            }
            Frame::Register { reg, count, mark } => self.registers[reg as usize] = (count, mark),
            _ => {}
        }
    }

    /// The index of the innermost barrier.
    fn barrier(&self) -> Option<usize> {
        self.stack.iter().rposition(|f| matches!(f, Frame::Barrier { .. }))
    }

    /// Drops the alternatives from `from` up (the barrier included), keeping the undo records.
    fn cut(&mut self, from: usize) {
        let mut kept = from;
        for i in from..self.stack.len() {
            if self.stack[i].is_undo() {
                self.stack[kept] = self.stack[i];
                kept += 1;
            }
        }
        self.stack.truncate(kept);
    }

    /// The count a greedy single-character repeat from `base` that took `count` characters
    /// falls back to: one less, or, when the instruction after it (at `next`) tests one exact
    /// character, the largest smaller count the repeat can end at before that character (none
    /// when no count down to `min` can).
    fn give_back(&mut self, next: u32, base: usize, count: u32, min: u32) -> Result<Option<u32>, B::Error> {
        let count = count - 1;
        let Some(Inst::Test(Test::Char(c))) = self.program.insts.get(next as usize).copied() else {
            return Ok(Some(count));
        };
        let mut back = count;
        while self.text.at(base + back as usize) != c {
            if back == min {
                self.tick(u64::from(count - back))?;
                return Ok(None);
            }
            back -= 1;
        }
        self.tick(u64::from(count - back))?;
        Ok(Some(back))
    }

    /// Runs the program at `pos`; on success the captures hold the match.
    fn run(&mut self, start: usize, full: bool, reject_empty: bool) -> Result<bool, B::Error> {
        let mut pc: u32 = 0;
        let mut pos = start;
        'run: loop {
            self.tick(1)?;
            let ok = match self.program.insts[pc as usize] {
                Inst::Test(test) => {
                    let ok = pos < self.end && self.test(test, self.text.at(pos));
                    pos += usize::from(ok);
                    ok
                }
                Inst::Anchor(anchor) => self.anchor(anchor, pos),
                Inst::Save(slot) => {
                    self.set_capture(slot, pos);
                    true
                }
                Inst::Split { first, second } => {
                    self.stack.push(Frame::Alt { pc: second, pos });
                    pc = first;
                    continue;
                }
                Inst::Jump(target) => {
                    pc = target;
                    continue;
                }
                Inst::RepeatOne { test, min, max, greed } => {
                    let wanted = if greed == Greed::Lazy { min } else { max };
                    let count = self.run_length(test, pos, wanted);
                    self.tick(count as u64)?;
                    let count = count as u32;
                    if count < min {
                        false
                    } else {
                        if greed == Greed::Greedy && count > min {
                            self.stack.push(Frame::GreedyOne {
                                pc: pc + 1,
                                base: pos,
                                count,
                                min,
                            });
                        } else if greed == Greed::Lazy && min < max {
                            self.stack.push(Frame::LazyOne {
                                pc,
                                pos: pos + count as usize,
                                count,
                            });
                        }
                        pos += count as usize;
                        true
                    }
                }
                Inst::RepeatStart { reg } => {
                    self.set_register(reg, (0, UNSET));
                    true
                }
                Inst::RepeatHead {
                    reg,
                    min,
                    max,
                    greedy,
                    exit,
                } => {
                    let count = self.registers[reg as usize].0;
                    if count >= max {
                        pc = exit;
                        continue;
                    }
                    if count >= min {
                        if greedy {
                            self.stack.push(Frame::Alt { pc: exit, pos });
                        } else {
                            self.stack.push(Frame::Alt { pc: pc + 1, pos });
                            pc = exit;
                            continue;
                        }
                    }
                    true
                }
                Inst::RepeatIter { reg } => {
                    let count = self.registers[reg as usize].0;
                    self.set_register(reg, (count + 1, pos));
                    true
                }
                Inst::RepeatTail { reg, min, head, exit } => {
                    let (count, mark) = self.registers[reg as usize];
                    pc = if pos == mark && count >= min { exit } else { head };
                    continue;
                }
                Inst::Enter { guard, end } => {
                    if let Guard::Behind { negate, width } = guard {
                        if pos < width {
                            if negate {
                                pc = end;
                                continue;
                            }
                            false
                        } else {
                            self.stack.push(Frame::Barrier { guard, pos, end });
                            pos -= width;
                            true
                        }
                    } else {
                        self.stack.push(Frame::Barrier { guard, pos, end });
                        true
                    }
                }
                Inst::Leave => {
                    let index = self.barrier().unwrap_or(0);
                    let Some(Frame::Barrier { guard, pos: saved, end }) = self.stack.get(index).copied() else {
                        return Ok(false);
                    };
                    match guard {
                        Guard::Ahead { negate: true } | Guard::Behind { negate: true, .. } => {
                            while self.stack.len() > index {
                                if let Some(frame) = self.stack.pop() {
                                    self.undo(frame);
                                }
                            }
                            false
                        }
                        Guard::Atomic => {
                            self.cut(index);
                            pc = end;
                            continue;
                        }
                        Guard::Ahead { .. } | Guard::Behind { .. } => {
                            self.cut(index);
                            pos = saved;
                            pc = end;
                            continue;
                        }
                    }
                }
                Inst::Backref { group, fold } => {
                    let (s, e) = (self.captures[2 * group as usize], self.captures[2 * group as usize + 1]);
                    if s == UNSET || e == UNSET || e < s || pos + (e - s) > self.end {
                        false
                    } else {
                        let len = e - s;
                        self.tick(len as u64)?;
                        let ok = (0..len).all(|i| same(self.text.at(pos + i), self.text.at(s + i), fold));
                        pos += if ok { len } else { 0 };
                        ok
                    }
                }
                Inst::GroupExists { group, no } => {
                    let g = 2 * group as usize;
                    let exists = self.captures.get(g).is_some_and(|&s| s != UNSET)
                        && self.captures.get(g + 1).is_some_and(|&e| e != UNSET);
                    if !exists {
                        pc = no;
                        continue;
                    }
                    true
                }
                Inst::Match => {
                    if (full && pos != self.end) || (reject_empty && pos == start) {
                        false
                    } else {
                        self.captures[0] = start;
                        self.captures[1] = pos;
                        return Ok(true);
                    }
                }
            };
            if ok {
                pc += 1;
                continue;
            }
            loop {
                self.tick(1)?;
                let Some(frame) = self.stack.pop() else {
                    return Ok(false);
                };
                match frame {
                    Frame::Alt { pc: next, pos: at } => {
                        pc = next;
                        pos = at;
                        continue 'run;
                    }
                    Frame::Capture { .. } | Frame::Register { .. } => self.undo(frame),
                    Frame::GreedyOne {
                        pc: next,
                        base,
                        count,
                        min,
                    } => {
                        let Some(count) = self.give_back(next, base, count, min)? else {
                            continue;
                        };
                        if count > min {
                            self.stack.push(Frame::GreedyOne {
                                pc: next,
                                base,
                                count,
                                min,
                            });
                        }
                        pc = next;
                        pos = base + count as usize;
                        continue 'run;
                    }
                    Frame::LazyOne { pc: at, pos: p, count } => {
                        let Inst::RepeatOne { test, max, .. } = self.program.insts[at as usize] else {
                            continue;
                        };
                        if count < max && p < self.end && self.test(test, self.text.at(p)) {
                            self.stack.push(Frame::LazyOne {
                                pc: at,
                                pos: p + 1,
                                count: count + 1,
                            });
                            pc = at + 1;
                            pos = p + 1;
                            continue 'run;
                        }
                    }
                    Frame::Barrier { guard, pos: saved, end } => {
                        if matches!(
                            guard,
                            Guard::Ahead { negate: true } | Guard::Behind { negate: true, .. }
                        ) {
                            pc = end;
                            pos = saved;
                            continue 'run;
                        }
                    }
                }
            }
        }
    }
}
