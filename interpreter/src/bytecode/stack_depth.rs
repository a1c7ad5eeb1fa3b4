//! Operand-stack depths: the depth before each instruction of a code object, found by following
//! every path from the entry and from each exception handler with each instruction's stack
//! effect. Code whose paths disagree on a depth, pop below the frame's operand stack or run past
//! the last instruction is refused, so a restored frame can be checked against the depth its
//! position implies and no instruction of verified code indexes below its frame's stack.

use super::{make_flags, CodeObject, Instr};

/// The most values a frame's operand stack may hold.
pub const MAX_STACK: u32 = 1 << 20;

/// The operand-stack depth before each instruction; `None` for instructions no path reaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackDepths(Vec<Option<u32>>);

impl StackDepths {
    /// The depth before instruction `pc`, if a path reaches it.
    pub fn at(&self, pc: u32) -> Option<u32> {
        self.0.get(pc as usize).copied().flatten()
    }
}

/// What one instruction does to the operand stack.
struct Effect {
    /// How many values it reads or pops: the depth it needs before it runs.
    needs: u32,
    /// The change in depth when it falls through to the next instruction; `None` when it never
    /// does (a return, a raise, an unconditional jump).
    next: Option<i64>,
    /// The change in depth when it jumps.
    jump: Option<(u32, i64)>,
}

impl Effect {
    fn flat(needs: u32, delta: i64) -> Effect {
        Effect {
            needs,
            next: Some(delta),
            jump: None,
        }
    }

    fn ends(needs: u32) -> Effect {
        Effect {
            needs,
            next: None,
            jump: None,
        }
    }

    fn branch(needs: u32, next: Option<i64>, target: u32, jump: i64) -> Effect {
        Effect {
            needs,
            next,
            jump: Some((target, jump)),
        }
    }
}

/// The stack depths of `code`, or the first inconsistency found.
pub fn stack_depths(code: &CodeObject) -> Result<StackDepths, String> {
    let len = code.instrs.len();
    let mut depths: Vec<Option<u32>> = vec![None; len];
    let mut pending: Vec<usize> = Vec::new();
    if len == 0 {
        return Err("it has no instructions".into());
    }
    reach(code, &mut depths, &mut pending, 0, 0, Source::Entry)?;
    for entry in &code.exception_table {
        let handler = entry.handler as usize;
        reach(
            code,
            &mut depths,
            &mut pending,
            handler,
            i64::from(entry.depth) + 1,
            Source::Handler,
        )?;
    }
    while let Some(pc) = pending.pop() {
        let depth = depths[pc].unwrap_or(0);
        let instr = code.instrs[pc];
        let effect = effect(instr);
        if depth < effect.needs {
            return Err(format!(
                "instruction {pc} ({instr:?}) needs {} values on the stack and has {depth}",
                effect.needs
            ));
        }
        let from = Source::Instruction(pc);
        if let Some(delta) = effect.next {
            reach(code, &mut depths, &mut pending, pc + 1, i64::from(depth) + delta, from)?;
        }
        if let Some((target, delta)) = effect.jump {
            reach(
                code,
                &mut depths,
                &mut pending,
                target as usize,
                i64::from(depth) + delta,
                from,
            )?;
        }
    }
    check_handlers(code, &depths)?;
    Ok(StackDepths(depths))
}

/// Where a path to an instruction comes from, named only in errors.
#[derive(Clone, Copy)]
enum Source {
    Entry,
    Handler,
    Instruction(usize),
}

impl Source {
    fn describe(self, code: &CodeObject) -> String {
        match self {
            Source::Entry => "the entry".to_string(),
            Source::Handler => "an exception handler".to_string(),
            Source::Instruction(pc) => format!("instruction {pc} ({:?})", code.instrs[pc]),
        }
    }
}

/// Records that a path from `from` reaches `pc` with `depth` values, queueing `pc` when it is
/// new.
fn reach(
    code: &CodeObject,
    depths: &mut [Option<u32>],
    pending: &mut Vec<usize>,
    pc: usize,
    depth: i64,
    from: Source,
) -> Result<(), String> {
    let Some(slot) = depths.get_mut(pc) else {
        return Err(format!("{} runs past the last instruction", from.describe(code)));
    };
    let Some(depth) = u32::try_from(depth).ok().filter(|d| *d <= MAX_STACK) else {
        return Err(format!("{} leaves an impossible stack depth", from.describe(code)));
    };
    match *slot {
        None => {
            *slot = Some(depth);
            pending.push(pc);
            Ok(())
        }
        Some(seen) if seen == depth => Ok(()),
        Some(seen) => Err(format!(
            "instruction {pc} is reached with stack depths {seen} and {depth}"
        )),
    }
}

/// Checks that an exception raised anywhere in a protected range finds at least the handler's
/// depth on the stack (unwinding only ever shortens the stack): each instruction's depth less
/// what it may pop before it raises.
fn check_handlers(code: &CodeObject, depths: &[Option<u32>]) -> Result<(), String> {
    for entry in &code.exception_table {
        for pc in entry.start..entry.end {
            let instr = code.instrs[pc as usize];
            let Some(depth) = depths.get(pc as usize).copied().flatten().filter(|_| may_raise(instr)) else {
                continue;
            };
            let floor = depth - popped_before_raising(instr).min(depth);
            if floor < entry.depth {
                return Err(format!(
                    "instruction {pc} may raise with {floor} values on the stack, below its handler's depth {}",
                    entry.depth
                ));
            }
        }
    }
    Ok(())
}

/// How many values `instr` may have popped when it raises: those it reads and leaves in place
/// (the iterator of `ForIter`, the list of `ListAppend`) are still there.
fn popped_before_raising(instr: Instr) -> u32 {
    match instr {
        Instr::GetANext
        | Instr::ForIter(_)
        | Instr::MatchSequence
        | Instr::MatchMapping
        | Instr::GetLen
        | Instr::MatchKeys
        | Instr::ImportFrom(_)
        | Instr::JumpIfFalseOrPop(_)
        | Instr::JumpIfTrueOrPop(_) => 0,
        Instr::SetAdd(_)
        | Instr::ListExtend(_)
        | Instr::SetUpdate(_)
        | Instr::DictUpdate(_)
        | Instr::DictMerge(_)
        | Instr::CheckExcMatch
        | Instr::CheckEgMatch
        | Instr::Send(_) => 1,
        Instr::MapAdd(_) => 2,
        other => effect(other).needs,
    }
}

/// Whether `instr` may raise an exception a handler can catch (limits are never caught).
fn may_raise(instr: Instr) -> bool {
    !matches!(
        instr,
        Instr::Nop
            | Instr::PopTop
            | Instr::Copy(_)
            | Instr::Swap(_)
            | Instr::LoadConst(_)
            | Instr::LoadSmallInt(_)
            | Instr::LoadNone
            | Instr::StoreFast(_)
            | Instr::LoadClosure(_)
            | Instr::LoadBuildClass
            | Instr::StoreGlobal(_)
            | Instr::LoadAssertionError
            | Instr::Jump(_)
            | Instr::PushExcInfo
            | Instr::PopExcept
            | Instr::SetResult
            | Instr::BuildTuple(_)
            | Instr::BuildList(_)
            | Instr::ListAppend(_)
            | Instr::ListToTuple
    )
}

/// The stack effect of `instr`.
fn effect(instr: Instr) -> Effect {
    let n_minus = |n: u32| -i64::from(n);
    match instr {
        Instr::Nop
        | Instr::DeleteFast(_)
        | Instr::DeleteDeref(_)
        | Instr::DeleteName(_)
        | Instr::DeleteGlobal(_)
        | Instr::DeleteGlobalName(_) => Effect::flat(0, 0),
        Instr::LoadConst(_)
        | Instr::LoadSmallInt(_)
        | Instr::LoadNone
        | Instr::LoadFast(_)
        | Instr::LoadFastThenIntOp(_)
        | Instr::LoadFastThenAttr(_)
        | Instr::LoadFastThenMethod(_)
        | Instr::LoadDeref(_)
        | Instr::LoadClosure(_)
        | Instr::LoadName(_)
        | Instr::LoadBuildClass
        | Instr::LoadGlobal(_)
        | Instr::LoadGlobalName(_)
        | Instr::LoadAssertionError
        | Instr::ImportName(_) => Effect::flat(0, 1),
        Instr::PopTop
        | Instr::StoreFast(_)
        | Instr::StoreDeref(_)
        | Instr::StoreName(_)
        | Instr::StoreGlobal(_)
        | Instr::StoreGlobalName(_)
        | Instr::DeleteAttr(_)
        | Instr::PopExcept
        | Instr::SetResult
        | Instr::PrintExpr
        | Instr::ImportStar => Effect::flat(1, -1),
        Instr::Copy(n) => Effect::flat(n, 1),
        Instr::Swap(n) => Effect::flat(n, 0),
        Instr::LoadAttr(_)
        | Instr::UnaryOp(_)
        | Instr::GetIter
        | Instr::ListToTuple
        | Instr::YieldValue
        | Instr::AsyncGenYield
        | Instr::GetYieldFromIter
        | Instr::GetAwaitable
        | Instr::GetAIter => Effect::flat(1, 0),
        Instr::LoadMethod(_)
        | Instr::GetANext
        | Instr::PushExcInfo
        | Instr::ImportFrom(_)
        | Instr::MatchSequence
        | Instr::MatchMapping
        | Instr::GetLen => Effect::flat(1, 1),
        Instr::StoreAttr(_) | Instr::DeleteSubscr => Effect::flat(2, -2),
        Instr::BinarySubscr
        | Instr::BinaryOp(_)
        | Instr::InplaceOp(_)
        | Instr::Compare(_)
        | Instr::IsOp(_)
        | Instr::ContainsOp(_)
        | Instr::MatchClass { .. } => Effect::flat(2, -1),
        Instr::StoreSubscr => Effect::flat(3, -3),
        Instr::BuildSlice(n) => {
            let parts = if n == 3 { 3 } else { 2 };
            Effect::flat(parts, 1 - i64::from(parts))
        }
        Instr::Jump(target) => Effect::branch(0, None, target, 0),
        Instr::PopJumpIfFalse(target) | Instr::PopJumpIfTrue(target) => Effect::branch(1, Some(-1), target, -1),
        Instr::JumpIfFalseOrPop(target) | Instr::JumpIfTrueOrPop(target) => Effect::branch(1, Some(-1), target, 0),
        Instr::ForIter(target) => Effect::branch(1, Some(1), target, -1),
        Instr::Send(target) => Effect::branch(2, Some(0), target, -1),
        Instr::BuildTuple(n)
        | Instr::BuildList(n)
        | Instr::BuildSet(n)
        | Instr::BuildConstFrozenSet(n)
        | Instr::BuildConstSet(n)
        | Instr::BuildString(n) => Effect::flat(n, 1 + n_minus(n)),
        Instr::BuildMap(n) => Effect::flat(n.saturating_mul(2), 1 - 2 * i64::from(n)),
        Instr::ListAppend(n) | Instr::SetAdd(n) | Instr::ListExtend(n) | Instr::SetUpdate(n) | Instr::DictUpdate(n) => {
            Effect::flat(n.saturating_add(1), -1)
        }
        Instr::MapAdd(n) => Effect::flat(n.saturating_add(2), -2),
        Instr::DictMerge(n) => Effect::flat(n.saturating_add(3), -1),
        Instr::UnpackSequence(n) => Effect::flat(1, i64::from(n) - 1),
        Instr::UnpackEx { before, after } => Effect::flat(1, i64::from(before) + i64::from(after)),
        Instr::FormatValue { has_spec, .. } => Effect::flat(1 + u32::from(has_spec), -i64::from(has_spec)),
        Instr::MakeFunction { flags, .. } => {
            let parts = [make_flags::DEFAULTS, make_flags::KWDEFAULTS, make_flags::CLOSURE]
                .iter()
                .filter(|bit| flags & **bit != 0)
                .count() as u32;
            Effect::flat(parts, 1 - i64::from(parts))
        }
        Instr::Call(n) => Effect::flat(n.saturating_add(1), n_minus(n)),
        Instr::CallMethod(n) => Effect::flat(n.saturating_add(2), n_minus(n) - 1),
        Instr::CallKw { nargs, .. } => Effect::flat(u32::from(nargs) + 1, -i64::from(nargs)),
        Instr::CallMethodKw { nargs, .. } => Effect::flat(u32::from(nargs) + 2, -i64::from(nargs) - 1),
        Instr::CallEx { has_kwargs } => Effect::flat(2 + u32::from(has_kwargs), -1 - i64::from(has_kwargs)),
        Instr::ReturnValue | Instr::Reraise => Effect::ends(1),
        Instr::Raise(kind) => Effect::ends(kind.min(2)),
        Instr::EndAsyncFor => Effect::flat(2, -2),
        Instr::BeforeWith | Instr::BeforeAsyncWith | Instr::ExcInfoTriple => Effect::flat(1, 2),
        Instr::CheckExcMatch | Instr::CheckEgMatch => Effect::flat(2, 0),
        Instr::PrepReraiseStar => Effect::flat(2, -1),
        Instr::MatchKeys => Effect::flat(2, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::stack_depths;
    use crate::bytecode::code::test_code as code;
    use crate::bytecode::{BinOp, ExceptionEntry, Instr};

    fn error(instrs: Vec<Instr>) -> String {
        stack_depths(&code(instrs)).unwrap_err()
    }

    #[test]
    fn depths_follow_both_sides_of_a_branch() {
        // x = 1 if x else 2; return x
        let depths = stack_depths(&code(vec![
            Instr::LoadFast(0),
            Instr::PopJumpIfFalse(4),
            Instr::LoadSmallInt(1),
            Instr::Jump(5),
            Instr::LoadSmallInt(2),
            Instr::ReturnValue,
            Instr::Nop,
        ]))
        .expect("consistent code");
        let at: Vec<Option<u32>> = (0..7).map(|pc| depths.at(pc)).collect();
        assert_eq!(at, [Some(0), Some(1), Some(0), Some(1), Some(0), Some(1), None]);
    }

    #[test]
    fn paths_that_disagree_are_refused() {
        let err = error(vec![
            Instr::LoadFast(0),
            Instr::JumpIfTrueOrPop(4),
            Instr::LoadSmallInt(1),
            Instr::LoadNone,
            Instr::ReturnValue,
        ]);
        assert!(err.contains("reached with stack depths"), "{err}");
    }

    #[test]
    fn popping_below_the_frame_is_refused() {
        let err = error(vec![Instr::LoadNone, Instr::ListAppend(1), Instr::ReturnValue]);
        assert!(err.contains("needs 2 values on the stack and has 1"), "{err}");
        let err = error(vec![Instr::LoadNone, Instr::BinaryOp(BinOp::Add), Instr::ReturnValue]);
        assert!(err.contains("needs 2"), "{err}");
    }

    #[test]
    fn running_past_the_end_is_refused() {
        let err = error(vec![Instr::LoadNone, Instr::PopTop]);
        assert!(err.contains("runs past the last instruction"), "{err}");
        assert!(error(Vec::new()).contains("no instructions"));
    }

    #[test]
    fn a_handler_deeper_than_its_range_is_refused() {
        let mut protected = code(vec![
            Instr::LoadFast(0),
            Instr::ReturnValue,
            Instr::PopTop,
            Instr::PopTop,
            Instr::LoadNone,
            Instr::ReturnValue,
        ]);
        protected.exception_table.push(ExceptionEntry {
            start: 0,
            end: 1,
            handler: 2,
            depth: 1,
        });
        let err = stack_depths(&protected).unwrap_err();
        assert!(err.contains("below its handler's depth 1"), "{err}");
        protected.exception_table[0].depth = 0;
        assert!(stack_depths(&protected).unwrap_err().contains("needs 1"));
    }
}
