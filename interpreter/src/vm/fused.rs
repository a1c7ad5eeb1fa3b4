//! Runs of instructions the run loop finishes in one dispatch when their operands allow: a
//! comparison and the conditional jump after it, a local with a small int and an operator or
//! comparison (`Instr::LoadFastThenIntOp`, with the `StoreFast` or jump after it), and a local
//! with the attribute or method read after it (`Instr::LoadFastThenAttr`/`LoadFastThenMethod`),
//! and an unpacking into locals (`a, b = pair`: the `StoreFast`s after an `UnpackSequence`).
//! Each counts the steps of the instructions it stands for; when it cannot finish, they run one
//! by one.

use crate::bytecode::Instr;
use crate::value::Value;

use super::quick_ops::{quick_binary, quick_compare};

/// A comparison (`<`, `is`, `in`, ...) followed by a conditional jump runs as one dispatch: the pc after both, when the
/// next instruction pops and tests a bool (`truth`) and the step budget has room before its
/// periodic check, which then counts the jump as the step it is.
#[inline]
pub(super) fn fused_jump(instrs: &[Instr], pc: usize, truth: bool, countdown: &mut u32) -> Option<usize> {
    if *countdown <= 1 {
        return None;
    }
    let jump_when = match instrs.get(pc)? {
        Instr::PopJumpIfFalse(target) => (false, *target),
        Instr::PopJumpIfTrue(target) => (true, *target),
        _ => return None,
    };
    *countdown -= 1;
    Some(if truth == jump_when.0 {
        jump_when.1 as usize
    } else {
        pc + 1
    })
}

/// What a fused `LoadFastThenIntOp` did, and the pc to go on at.
pub(super) enum Fused {
    /// Pushed the operation's result.
    Push(Value, usize),
    /// Stored the result in a local (the `StoreFast` after the operation ran too).
    Store(u32, Value, usize),
    /// A comparison's conditional jump ran too.
    Jumped(usize),
}

/// `local`, the small int and the operation after a `LoadFastThenIntOp` at `pc - 1` (with the
/// `StoreFast` or conditional jump after the operation), run as one dispatch when the operation
/// finishes inline and the step budget has room before its periodic check. `None` leaves them
/// to run one by one.
#[inline]
pub(super) fn fused_int_op(instrs: &[Instr], pc: usize, local: Value, countdown: &mut u32) -> Option<Fused> {
    if *countdown <= 3 || !matches!(local, Value::Int(_) | Value::Float(_)) {
        return None;
    }
    let (Some(&Instr::LoadSmallInt(k)), Some(&operation)) = (instrs.get(pc), instrs.get(pc + 1)) else {
        return None;
    };
    let constant = Value::Int(i64::from(k));
    match operation {
        Instr::BinaryOp(op) | Instr::InplaceOp(op) => {
            let result = quick_binary(op, local, constant)?;
            if let Some(&Instr::StoreFast(target)) = instrs.get(pc + 2) {
                *countdown -= 3;
                return Some(Fused::Store(target, result, pc + 3));
            }
            *countdown -= 2;
            Some(Fused::Push(result, pc + 2))
        }
        Instr::Compare(op) => {
            let truth = quick_compare(op, local, constant)?;
            *countdown -= 2;
            Some(match fused_jump(instrs, pc + 2, truth, countdown) {
                Some(next) => Fused::Jumped(next),
                None => Fused::Push(Value::bool(truth), pc + 2),
            })
        }
        _ => None,
    }
}

/// The read a `LoadFastThenAttr` or `LoadFastThenMethod` at `pc - 1` runs with its local: the
/// index in the code's names of the attribute.
pub(super) enum FusedAttribute {
    Attr(u32),
    Method(u32),
}

/// The `LoadAttr` or `LoadMethod` at `pc`, counted as its step, when the step budget has room
/// before its periodic check. `None` leaves it to run on its own.
#[inline]
pub(super) fn fused_attribute(instrs: &[Instr], pc: usize, countdown: &mut u32) -> Option<FusedAttribute> {
    if *countdown <= 1 {
        return None;
    }
    let read = match instrs.get(pc)? {
        Instr::LoadAttr(name) => FusedAttribute::Attr(*name),
        Instr::LoadMethod(name) => FusedAttribute::Method(*name),
        _ => return None,
    };
    *countdown -= 1;
    Some(read)
}

/// When the `n` instructions at `pc` are `StoreFast`s (an unpacking into locals) and the step
/// budget has room for them before its periodic check: the pc after them, counted as their
/// steps. `None` leaves them to run one by one.
#[inline]
pub(super) fn fused_stores(instrs: &[Instr], pc: usize, n: u32, countdown: &mut u32) -> Option<usize> {
    let end = pc + n as usize;
    if *countdown <= n || !instrs.get(pc..end)?.iter().all(|i| matches!(i, Instr::StoreFast(_))) {
        return None;
    }
    *countdown -= n;
    Some(end)
}

#[cfg(test)]
mod tests {
    use crate::Interpreter;

    /// The steps a run of `source` counts.
    fn steps(source: &str) -> u64 {
        let outcome = Interpreter::new().run(source, "<test>");
        assert_eq!(outcome.error, None);
        outcome.usage.steps
    }

    #[test]
    fn fused_instructions_count_the_steps_of_the_instructions_they_run() {
        let body = "def f(x):\n    y = x * 1\n    x += 2\n    if x < 3:\n        return y + 1\n    return -y\n";
        // `f(5)` takes the fused paths (a small int local), `f(True)` the instruction-by-instruction
        // ones, along the same branches.
        assert_eq!(steps(&format!("{body}f(5)\n")), steps(&format!("{body}f(True)\n")));
        assert_eq!(steps(&format!("{body}f(0)\n")), steps(&format!("{body}f(False)\n")));
    }

    #[test]
    fn an_unpacking_into_locals_counts_its_stores() {
        let body = |targets: &str| {
            steps(&format!(
                "class C:\n    pass\ndef f(t):\n    o = C()\n    {targets} = t\n    return 0\nf((1, 2, 3))\n"
            ))
        };
        // Into three locals (fused) and into a local, an attribute and a local (one by one, with
        // the LoadFast of `o` more): the same steps but for that one.
        assert_eq!(body("a, b, c") + 1, body("a, o.b, c"));
    }

    #[test]
    fn a_local_and_its_attribute_read_count_two_steps() {
        let class = "class C:\n    def __init__(self):\n        self.x = 1\n    def m(self):\n        return 1\n";
        // The same program but for reading the object from a local (the fused instructions) or
        // from a global (`LoadGlobal`, which fuses with nothing).
        let returning = |body: &str| steps(&format!("{class}g = C()\ndef f(c):\n    return {body}\nf(g)\n"));
        assert_eq!(returning("c.x"), returning("g.x"));
        assert_eq!(returning("c.m()"), returning("g.m()"));
        assert_eq!(returning("c.x + c.m()"), returning("g.x + g.m()"));
    }
}
