//! Code generation for `match` statements (PEP 634), laid out as CPython 3.11's compiler lays
//! them out so that evaluation order, bindings, error messages and line numbers agree with it.
//!
//! Each case's pattern consumes a copy of the subject. The values a pattern captures stay on the
//! operand stack until the whole pattern has matched and are stored to their names only then
//! (before the guard runs). A failed test jumps into a chain of `PopTop`s that drops exactly
//! what the pattern had pushed so far and goes on with the next case. The run-time side of the
//! pattern instructions (`MatchSequence`, `MatchMapping`, `GetLen`, `MatchKeys`, `MatchClass`)
//! lives in `vm/pattern.rs`.

use num_bigint::BigInt;
use num_traits::FromPrimitive;
use rustpython_parser::ast::{self, Constant, Expr, Identifier, Pattern, Ranged};
use rustpython_parser::text_size::TextSize;

use super::{CompileResult, Compiler, Label, MAX_EXPR_DEPTH};
use crate::bytecode::{BinOp, CmpOp, Instr};
use crate::format::repr::{push_bytes_repr, push_str_repr};
use crate::types::float::repr_f64;

/// The state of the pattern being compiled.
struct PatternContext {
    /// The names captured so far. Their values sit on the stack under the `on_top` items, the
    /// first name's value highest.
    stores: Vec<String>,
    /// Whether an irrefutable pattern is acceptable at this point.
    allow_irrefutable: bool,
    /// `fail_pop[n]` pops `n` items and falls through to `fail_pop[n - 1]`; `fail_pop[0]` is
    /// where a failed match goes on.
    fail_pop: Vec<Label>,
    /// Items above the captured values that a failure must drop.
    on_top: u32,
    /// Where the pattern compiled last starts (CPython reports some errors there).
    location: TextSize,
}

impl PatternContext {
    fn new(allow_irrefutable: bool) -> PatternContext {
        PatternContext {
            stores: Vec::new(),
            allow_irrefutable,
            fail_pop: Vec::new(),
            on_top: 0,
            location: TextSize::default(),
        }
    }
}

/// A constant mapping-pattern key, compared as Python's set compares it (so `1`, `1.0` and
/// `True` are the same key).
#[derive(PartialEq)]
enum KeyIdentity {
    Int(BigInt),
    Float(u64),
    Str(String),
    Bytes(Vec<u8>),
    None,
}

/// What a mapping-pattern key is.
enum KeyKind {
    /// A literal: its identity for duplicate detection (when it has one here) and its repr.
    Literal(Option<(KeyIdentity, String)>),
    Attribute,
    Other,
}

impl<'a> Compiler<'a, '_, '_> {
    pub(super) fn match_stmt(&mut self, stmt: &'a ast::StmtMatch) -> CompileResult {
        self.expr(&stmt.subject)?;
        let end = self.new_label();
        let cases = stmt.cases.len();
        let has_default = cases > 1 && stmt.cases.last().is_some_and(|c| is_wildcard(&c.pattern));
        let tested = cases - usize::from(has_default);
        for (i, case) in stmt.cases[..tested].iter().enumerate() {
            self.set_line(&case.pattern);
            let keeps_subject = i + 1 != tested;
            if keeps_subject {
                self.emit(Instr::Copy(1));
            }
            let mut pc = PatternContext::new(case.guard.is_some() || i + 1 == cases);
            self.pattern(&case.pattern, &mut pc)?;
            for name in std::mem::take(&mut pc.stores) {
                self.store_name(&name);
            }
            if let Some(guard) = &case.guard {
                let fail = self.fail_label(&mut pc, 0);
                self.jump_if(guard, false, fail)?;
            }
            if keeps_subject {
                self.emit(Instr::PopTop);
            }
            self.stmts(&case.body)?;
            self.emit_jump(Instr::Jump, end);
            self.set_line(&case.pattern);
            self.emit_fail_pop(&mut pc);
        }
        if has_default {
            let case = &stmt.cases[cases - 1];
            self.set_line(&case.pattern);
            self.emit(Instr::Nop);
            if let Some(guard) = &case.guard {
                self.jump_if(guard, false, end)?;
            }
            self.stmts(&case.body)?;
        }
        self.bind_label(end);
        Ok(())
    }

    /// Compiles `pattern`, which consumes the subject on top of the stack. Like CPython, the
    /// pattern's line stays in force after it (the next instructions are attributed to it).
    fn pattern(&mut self, pattern: &'a Pattern, pc: &mut PatternContext) -> CompileResult {
        let unit = self.unit();
        unit.expr_depth += 1;
        if unit.expr_depth > MAX_EXPR_DEPTH {
            return Err(self.error(pattern, "too many nested patterns"));
        }
        self.set_line(pattern);
        pc.location = pattern.range().start();
        match pattern {
            Pattern::MatchValue(v) => {
                if let Some(problem) = value_pattern_problem(&v.value) {
                    return Err(self.error(pattern, problem));
                }
                self.expr(&v.value)?;
                self.emit(Instr::Compare(CmpOp::Eq));
                self.jump_to_fail(pc, Instr::PopJumpIfFalse);
            }
            Pattern::MatchSingleton(s) => {
                self.emit_constant(&s.value);
                self.emit(Instr::IsOp(false));
                self.jump_to_fail(pc, Instr::PopJumpIfFalse);
            }
            Pattern::MatchSequence(s) => self.sequence_pattern(pattern, &s.patterns, pc)?,
            Pattern::MatchMapping(m) => self.mapping_pattern(pattern, m, pc)?,
            Pattern::MatchClass(c) => self.class_pattern(pattern, c, pc)?,
            Pattern::MatchStar(_) => return Err(self.error(pattern, "invalid syntax")),
            Pattern::MatchAs(a) => match &a.pattern {
                None => {
                    if !pc.allow_irrefutable {
                        let message = match &a.name {
                            Some(name) => {
                                format!("name capture '{}' makes remaining patterns unreachable", name.as_str())
                            }
                            None => "wildcard makes remaining patterns unreachable".to_string(),
                        };
                        return Err(self.error(pattern, message));
                    }
                    self.store_capture(pattern, a.name.as_ref(), pc)?;
                }
                Some(inner) => {
                    pc.on_top += 1;
                    self.emit(Instr::Copy(1));
                    self.pattern(inner, pc)?;
                    pc.on_top -= 1;
                    self.store_capture(pattern, a.name.as_ref(), pc)?;
                }
            },
            Pattern::MatchOr(o) => self.or_pattern(&o.patterns, pc)?,
        }
        self.unit().expr_depth -= 1;
        Ok(())
    }

    /// A pattern nested in another: irrefutable patterns are always allowed there.
    fn subpattern(&mut self, pattern: &'a Pattern, pc: &mut PatternContext) -> CompileResult {
        let allow = std::mem::replace(&mut pc.allow_irrefutable, true);
        self.pattern(pattern, pc)?;
        pc.allow_irrefutable = allow;
        Ok(())
    }

    /// The label that drops `pops` items and fails the match.
    fn fail_label(&mut self, pc: &mut PatternContext, pops: usize) -> Label {
        while pc.fail_pop.len() <= pops {
            let label = self.new_label();
            pc.fail_pop.push(label);
        }
        pc.fail_pop[pops]
    }

    /// Emits a conditional (or plain) jump that fails the match, dropping everything the pattern
    /// holds on the stack.
    fn jump_to_fail(&mut self, pc: &mut PatternContext, make: fn(u32) -> Instr) {
        let pops = pc.on_top as usize + pc.stores.len();
        let label = self.fail_label(pc, pops);
        self.emit_jump(make, label);
    }

    /// Emits the `PopTop` chain the failure jumps lead into.
    fn emit_fail_pop(&mut self, pc: &mut PatternContext) {
        let labels = std::mem::take(&mut pc.fail_pop);
        for (pops, label) in labels.iter().enumerate().rev() {
            self.bind_label(*label);
            if pops > 0 {
                self.emit(Instr::PopTop);
            }
        }
    }

    /// Moves the top of the stack `count - 1` places down.
    fn rotate(&mut self, count: usize) {
        for n in (2..=count).rev() {
            self.emit(Instr::Swap(n as u32));
        }
    }

    /// Keeps the value on top of the stack for `name` (or drops it for `_`).
    fn store_capture(
        &mut self,
        pattern: &'a Pattern,
        name: Option<&'a Identifier>,
        pc: &mut PatternContext,
    ) -> CompileResult {
        let Some(name) = name else {
            self.emit(Instr::PopTop);
            return Ok(());
        };
        let name = name.as_str();
        if name == "__debug__" {
            return Err(self.error(pattern, "cannot assign to __debug__"));
        }
        if pc.stores.iter().any(|s| s == name) {
            return Err(self.error(pattern, format!("multiple assignments to name '{name}' in pattern")));
        }
        self.rotate(pc.on_top as usize + pc.stores.len() + 1);
        pc.stores.push(name.to_string());
        Ok(())
    }

    fn sequence_pattern(
        &mut self,
        pattern: &'a Pattern,
        patterns: &'a [Pattern],
        pc: &mut PatternContext,
    ) -> CompileResult {
        let size = patterns.len();
        let mut star = None;
        let mut only_wildcard = true;
        let mut star_wildcard = false;
        for (i, p) in patterns.iter().enumerate() {
            if let Pattern::MatchStar(s) = p {
                if star.is_some() {
                    return Err(self.error(pattern, "multiple starred names in sequence pattern"));
                }
                star_wildcard = s.name.is_none();
                only_wildcard &= star_wildcard;
                star = Some(i);
            } else {
                only_wildcard &= is_wildcard(p);
            }
        }
        let Ok(len) = i32::try_from(size) else {
            return Err(self.error(pattern, "too many sub-patterns in sequence pattern"));
        };
        pc.on_top += 1;
        self.emit(Instr::MatchSequence);
        self.jump_to_fail(pc, Instr::PopJumpIfFalse);
        match star {
            None => {
                self.emit(Instr::GetLen);
                self.emit(Instr::LoadSmallInt(len));
                self.emit(Instr::Compare(CmpOp::Eq));
                self.jump_to_fail(pc, Instr::PopJumpIfFalse);
            }
            Some(_) if size > 1 => {
                self.emit(Instr::GetLen);
                self.emit(Instr::LoadSmallInt(len - 1));
                self.emit(Instr::Compare(CmpOp::Ge));
                self.jump_to_fail(pc, Instr::PopJumpIfFalse);
            }
            Some(_) => {}
        }
        pc.on_top -= 1;
        match star {
            _ if only_wildcard => self.emit(Instr::PopTop),
            Some(star) if star_wildcard => self.sequence_by_index(patterns, star, len, pc)?,
            _ => self.sequence_by_unpacking(pattern, patterns, star, pc)?,
        }
        Ok(())
    }

    /// Matches the items of a sequence pattern whose star is `*_` by indexing the subject.
    fn sequence_by_index(
        &mut self,
        patterns: &'a [Pattern],
        star: usize,
        len: i32,
        pc: &mut PatternContext,
    ) -> CompileResult {
        pc.on_top += 1;
        for (i, p) in patterns.iter().enumerate() {
            if i == star || is_wildcard(p) {
                continue;
            }
            self.emit(Instr::Copy(1));
            if i < star {
                self.emit(Instr::LoadSmallInt(i as i32));
            } else {
                self.emit(Instr::GetLen);
                self.emit(Instr::LoadSmallInt(len - i as i32));
                self.emit(Instr::BinaryOp(BinOp::Sub));
            }
            self.emit(Instr::BinarySubscr);
            self.subpattern(p, pc)?;
        }
        pc.on_top -= 1;
        self.emit(Instr::PopTop);
        Ok(())
    }

    /// Matches the items of a sequence pattern by unpacking the subject.
    fn sequence_by_unpacking(
        &mut self,
        pattern: &'a Pattern,
        patterns: &'a [Pattern],
        star: Option<usize>,
        pc: &mut PatternContext,
    ) -> CompileResult {
        match star {
            None => self.emit(Instr::UnpackSequence(patterns.len() as u32)),
            Some(star) => {
                let (Ok(before), Ok(after)) = (u8::try_from(star), u16::try_from(patterns.len() - star - 1)) else {
                    return Err(self.error(pattern, "too many expressions in star-unpacking sequence pattern"));
                };
                self.emit(Instr::UnpackEx {
                    before: before.into(),
                    after,
                });
            }
        }
        pc.on_top += patterns.len() as u32;
        for p in patterns {
            pc.on_top -= 1;
            match p {
                Pattern::MatchStar(s) => self.store_capture(p, s.name.as_ref(), pc)?,
                _ => self.subpattern(p, pc)?,
            }
        }
        Ok(())
    }

    fn mapping_pattern(
        &mut self,
        pattern: &'a Pattern,
        m: &'a ast::PatternMatchMapping,
        pc: &mut PatternContext,
    ) -> CompileResult {
        let size = m.keys.len();
        if size != m.patterns.len() {
            let message = format!(
                "keys ({size}) / patterns ({}) length mismatch in mapping pattern",
                m.patterns.len()
            );
            return Err(self.error(pattern, message));
        }
        let Ok(len) = i32::try_from(size) else {
            return Err(self.error(pattern, "too many sub-patterns in mapping pattern"));
        };
        if m.rest.as_ref().is_some_and(|rest| rest.as_str() == "_") {
            return Err(self.error(pattern, "invalid syntax"));
        }
        pc.on_top += 1;
        self.emit(Instr::MatchMapping);
        self.jump_to_fail(pc, Instr::PopJumpIfFalse);
        if size == 0 && m.rest.is_none() {
            pc.on_top -= 1;
            self.emit(Instr::PopTop);
            return Ok(());
        }
        if size > 0 {
            self.emit(Instr::GetLen);
            self.emit(Instr::LoadSmallInt(len));
            self.emit(Instr::Compare(CmpOp::Ge));
            self.jump_to_fail(pc, Instr::PopJumpIfFalse);
        }
        let mut seen: Vec<KeyIdentity> = Vec::new();
        for key in &m.keys {
            match classify_key(key) {
                KeyKind::Literal(Some((identity, repr))) => {
                    if seen.contains(&identity) {
                        return Err(self.error(pattern, format!("mapping pattern checks duplicate key ({repr})")));
                    }
                    seen.push(identity);
                }
                KeyKind::Literal(None) | KeyKind::Attribute => {}
                KeyKind::Other => {
                    return Err(self.error(
                        pattern,
                        "mapping pattern keys may only match literals and attribute lookups",
                    ))
                }
            }
            self.expr(key)?;
        }
        self.emit(Instr::BuildTuple(size as u32));
        self.emit(Instr::MatchKeys);
        pc.on_top += 2;
        self.emit(Instr::Copy(1));
        self.emit(Instr::LoadNone);
        self.emit(Instr::IsOp(true));
        self.jump_to_fail(pc, Instr::PopJumpIfFalse);
        self.emit(Instr::UnpackSequence(size as u32));
        pc.on_top += size as u32;
        pc.on_top -= 1;
        for p in &m.patterns {
            pc.on_top -= 1;
            self.subpattern(p, pc)?;
        }
        pc.on_top -= 2;
        match &m.rest {
            Some(rest) => {
                // rest = dict(subject); then `del rest[key]` for every key of the pattern.
                self.emit(Instr::BuildMap(0));
                self.emit(Instr::Swap(3));
                self.emit(Instr::DictUpdate(2));
                self.emit(Instr::UnpackSequence(size as u32));
                for remaining in (1..=size as u32).rev() {
                    self.emit(Instr::Copy(1 + remaining));
                    self.emit(Instr::Swap(2));
                    self.emit(Instr::DeleteSubscr);
                }
                self.store_capture(pattern, Some(rest), pc)?;
            }
            None => {
                self.emit(Instr::PopTop);
                self.emit(Instr::PopTop);
            }
        }
        Ok(())
    }

    fn class_pattern(
        &mut self,
        pattern: &'a Pattern,
        c: &'a ast::PatternMatchClass,
        pc: &mut PatternContext,
    ) -> CompileResult {
        let nargs = c.patterns.len();
        let nattrs = c.kwd_attrs.len();
        if nattrs != c.kwd_patterns.len() {
            let message = format!(
                "kwd_attrs ({nattrs}) / kwd_patterns ({}) length mismatch in class pattern",
                c.kwd_patterns.len()
            );
            return Err(self.error(pattern, message));
        }
        if is_rooted_at_wildcard(&c.cls) {
            return Err(self.error(pattern, "invalid syntax"));
        }
        for (i, attr) in c.kwd_attrs.iter().enumerate() {
            if attr.as_str() == "__debug__" {
                return Err(self.error(&c.kwd_patterns[i], "cannot assign to __debug__"));
            }
            if let Some(j) = c.kwd_attrs[i + 1..].iter().position(|other| other == attr) {
                let message = format!("attribute name repeated in class pattern: {}", attr.as_str());
                return Err(self.error(&c.kwd_patterns[i + 1 + j], message));
            }
        }
        let (Ok(nargs16), Ok(total)) = (u16::try_from(nargs), u32::try_from(nargs + nattrs)) else {
            return Err(self.error(pattern, "too many sub-patterns in class pattern"));
        };
        self.set_line(pattern);
        self.expr(&c.cls)?;
        let names: Vec<_> = c
            .kwd_attrs
            .iter()
            .map(|a| self.ctx.interner.intern(a.as_str()))
            .collect();
        let unit = self.unit();
        unit.kwnames.push(names.into_boxed_slice());
        let Ok(kwnames) = u16::try_from(unit.kwnames.len() - 1) else {
            return Err(self.error(pattern, "too many class patterns"));
        };
        self.emit(Instr::MatchClass {
            nargs: nargs16,
            kwnames,
        });
        self.emit(Instr::Copy(1));
        self.emit(Instr::LoadNone);
        self.emit(Instr::IsOp(true));
        pc.on_top += 1;
        self.jump_to_fail(pc, Instr::PopJumpIfFalse);
        self.emit(Instr::UnpackSequence(total));
        pc.on_top += total;
        pc.on_top -= 1;
        for p in c.patterns.iter().chain(&c.kwd_patterns) {
            pc.on_top -= 1;
            if is_wildcard(p) {
                self.emit(Instr::PopTop);
            } else {
                self.subpattern(p, pc)?;
            }
        }
        Ok(())
    }

    fn or_pattern(&mut self, alternatives: &'a [Pattern], pc: &mut PatternContext) -> CompileResult {
        let end = self.new_label();
        let mut control: Option<Vec<String>> = None;
        for (i, alt) in alternatives.iter().enumerate() {
            self.set_line(alt);
            let mut alt_pc = PatternContext::new(i + 1 == alternatives.len() && pc.allow_irrefutable);
            self.emit(Instr::Copy(1));
            self.pattern(alt, &mut alt_pc)?;
            pc.location = alt_pc.location;
            match &control {
                None => control = Some(alt_pc.stores.clone()),
                Some(names) => {
                    let same = names.len() == alt_pc.stores.len() && names.iter().all(|n| alt_pc.stores.contains(n));
                    if !same {
                        // CPython reports it where the last pattern it compiled starts.
                        return Err(self.error_at(alt_pc.location, "alternative patterns bind different names"));
                    }
                    self.reorder_captures(&alt_pc.stores, names);
                }
            }
            self.emit_jump(Instr::Jump, end);
            self.emit_fail_pop(&mut alt_pc);
        }
        // No alternative matched: drop the subject and fail.
        self.emit(Instr::PopTop);
        self.jump_to_fail(pc, Instr::Jump);
        self.bind_label(end);
        let control = control.unwrap_or_default();
        let rotations = control.len() + 1 + pc.on_top as usize + pc.stores.len();
        for name in control {
            self.rotate(rotations);
            if pc.stores.contains(&name) {
                let message = format!("multiple assignments to name '{name}' in pattern");
                return Err(self.error_at(pc.location, message));
            }
            pc.stores.push(name);
        }
        self.emit(Instr::PopTop);
        Ok(())
    }

    /// Permutes the captured values on top of the stack, laid out for `current` (first name
    /// highest), into the layout for `wanted`.
    fn reorder_captures(&mut self, current: &[String], wanted: &[String]) {
        let mut model: Vec<&String> = current.iter().collect();
        for depth in 1..wanted.len() {
            if *model[depth] == wanted[depth] {
                continue;
            }
            let Some(at) = model.iter().position(|n| **n == wanted[depth]) else {
                continue;
            };
            if at != 0 {
                self.emit(Instr::Swap(at as u32 + 1));
                model.swap(0, at);
            }
            self.emit(Instr::Swap(depth as u32 + 1));
            model.swap(0, depth);
        }
    }
}

/// `_`: matches anything and binds nothing.
fn is_wildcard(pattern: &Pattern) -> bool {
    matches!(pattern, Pattern::MatchAs(a) if a.pattern.is_none() && a.name.is_none())
}

/// Why a value pattern's expression is not a literal (as CPython's parser and optimizer see
/// it) or a dotted name, if it is not.
fn value_pattern_problem(expr: &Expr) -> Option<&'static str> {
    match expr {
        Expr::Constant(_) => None,
        Expr::Attribute(a) if is_rooted_at_wildcard(&a.value) => Some("invalid syntax"),
        Expr::Attribute(_) => None,
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub && is_number(&u.operand) => None,
        Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
            if !is_real(&b.left) {
                Some("real number required in complex literal")
            } else if !is_imaginary(&b.right) {
                Some("imaginary number required in complex literal")
            } else {
                None
            }
        }
        _ => Some("patterns may only match literals and attribute lookups"),
    }
}

/// `_` or a dotted name starting with it, which CPython's grammar refuses in patterns.
fn is_rooted_at_wildcard(mut expr: &Expr) -> bool {
    while let Expr::Attribute(a) = expr {
        expr = &a.value;
    }
    matches!(expr, Expr::Name(n) if n.id.as_str() == "_")
}

fn is_number(expr: &Expr) -> bool {
    matches!(expr, Expr::Constant(c) if matches!(c.value, Constant::Int(_) | Constant::Float(_) | Constant::Complex { .. }))
}

fn is_imaginary(expr: &Expr) -> bool {
    matches!(expr, Expr::Constant(c) if matches!(c.value, Constant::Complex { .. }))
}

/// A real number literal, possibly negated.
fn is_real(expr: &Expr) -> bool {
    let number = match expr {
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => &u.operand,
        other => other,
    };
    matches!(number, Expr::Constant(c) if matches!(c.value, Constant::Int(_) | Constant::Float(_)))
}

/// Classifies a mapping-pattern key, folding negative numbers as CPython's optimizer does.
fn classify_key(key: &Expr) -> KeyKind {
    match key {
        Expr::Attribute(_) => KeyKind::Attribute,
        Expr::Constant(c) => KeyKind::Literal(constant_identity(&c.value, false)),
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match u.operand.as_ref() {
            Expr::Constant(c) if is_number(&u.operand) => KeyKind::Literal(constant_identity(&c.value, true)),
            _ => KeyKind::Other,
        },
        other if value_pattern_problem(other).is_none() => KeyKind::Literal(None),
        _ => KeyKind::Other,
    }
}

/// The identity and repr of a constant key (negated when `negate`); `None` for complex numbers.
fn constant_identity(value: &Constant, negate: bool) -> Option<(KeyIdentity, String)> {
    Some(match value {
        Constant::None => (KeyIdentity::None, "None".to_string()),
        Constant::Bool(b) => (
            KeyIdentity::Int(BigInt::from(u8::from(*b))),
            if *b { "True" } else { "False" }.to_string(),
        ),
        Constant::Int(i) => {
            let i = if negate { -i } else { i.clone() };
            let repr = i.to_string();
            (KeyIdentity::Int(i), repr)
        }
        Constant::Float(f) => {
            let f = if negate { -f } else { *f };
            let identity = match BigInt::from_f64(f) {
                Some(i) if f.fract() == 0.0 => KeyIdentity::Int(i),
                _ => KeyIdentity::Float(f.to_bits()),
            };
            (identity, repr_f64(f))
        }
        Constant::Str(s) => {
            let mut repr = String::new();
            push_str_repr(&mut repr, s);
            (KeyIdentity::Str(s.clone()), repr)
        }
        Constant::Bytes(b) => {
            let mut repr = String::new();
            push_bytes_repr(&mut repr, b);
            (KeyIdentity::Bytes(b.clone()), repr)
        }
        Constant::Complex { .. } | Constant::Tuple(_) | Constant::Ellipsis => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::{Interpreter, RunError};

    fn run(source: &str) -> crate::RunOutcome {
        Interpreter::new().run(source, "<test>")
    }

    #[test]
    fn pattern_errors_are_syntax_errors() {
        for (pattern, message) in [
            ("[x] | [y]", "alternative patterns bind different names"),
            ("a | b", "name capture 'a' makes remaining patterns unreachable"),
            ("[a, a]", "multiple assignments to name 'a' in pattern"),
            (
                "[x, (1 as x) | (2 as x)]",
                "multiple assignments to name 'x' in pattern",
            ),
            ("{'k': a, **a}", "multiple assignments to name 'a' in pattern"),
            ("{1: a, True: b}", "mapping pattern checks duplicate key (True)"),
            ("{-0: a, 0.0: b}", "mapping pattern checks duplicate key (0.0)"),
            ("{'a': a, 'a': b}", "mapping pattern checks duplicate key ('a')"),
            (
                "{b'x': a, 'x': c, b'x': b}",
                "mapping pattern checks duplicate key (b'x')",
            ),
            ("{1e999: a, 2e999: b}", "mapping pattern checks duplicate key (inf)"),
            (
                "{f'a': a}",
                "mapping pattern keys may only match literals and attribute lookups",
            ),
            ("f'a'", "patterns may only match literals and attribute lookups"),
            ("[*a, *b]", "multiple starred names in sequence pattern"),
            ("C(a=1, a=2)", "attribute name repeated in class pattern: a"),
            ("C(__debug__=1)", "cannot assign to __debug__"),
            ("__debug__", "cannot assign to __debug__"),
            ("1.5 + 2", "imaginary number required in complex literal"),
            ("1j + 2j", "real number required in complex literal"),
            ("_.a", "invalid syntax"),
            ("_()", "invalid syntax"),
            ("{**_}", "invalid syntax"),
        ] {
            let source = format!("match 1:\n    case {pattern}:\n        pass\n");
            match run(&source).error {
                Some(RunError::Syntax { last_line, .. }) => {
                    assert_eq!(last_line, format!("SyntaxError: {message}"), "{pattern}")
                }
                other => panic!("{pattern}: expected a syntax error, got {other:?}"),
            }
        }
    }

    #[test]
    fn irrefutable_cases_must_come_last() {
        for (source, message) in [
            (
                "match 1:\n    case x:\n        pass\n    case 2:\n        pass\n",
                "name capture 'x' makes remaining patterns unreachable",
            ),
            (
                "match 1:\n    case 1 | _:\n        pass\n    case 2:\n        pass\n",
                "wildcard makes remaining patterns unreachable",
            ),
            (
                "match 1:\n    case (a as b) as c:\n        pass\n    case 2:\n        pass\n",
                "name capture 'a' makes remaining patterns unreachable",
            ),
        ] {
            match run(source).error {
                Some(RunError::Syntax { last_line, .. }) => {
                    assert_eq!(last_line, format!("SyntaxError: {message}"), "{source}")
                }
                other => panic!("{source}: expected a syntax error, got {other:?}"),
            }
        }
        let guarded = run("match 1:\n    case x if x > 5:\n        pass\n    case _:\n        print('ok')\n");
        assert_eq!(guarded.output, "ok\n");
    }

    #[test]
    fn deep_pattern_nesting_is_bounded() {
        let depth = 190;
        let source = format!(
            "v = 7\nfor _ in range({depth}):\n    v = [v]\nmatch v:\n    case {}x{}:\n        print(x)\n",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        assert_eq!(run(&source).output, "7\n");
        let too_deep = format!(
            "match 1:\n    case {}x{}:\n        pass\n",
            "[".repeat(300),
            "]".repeat(300)
        );
        assert!(matches!(run(&too_deep).error, Some(RunError::Syntax { .. })));
    }
}
