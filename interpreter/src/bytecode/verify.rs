//! The bytecode verifier: checks that every operand of a code object indexes what it names
//! (constants, names, locals, closure slots, keyword-name lists, children), that jumps and the
//! exception table stay inside the code, and that the tables agree with each other. Code read
//! from a snapshot passes it before it runs.

use super::{CodeObject, Instr};

/// The most values a frame's operand stack may hold in a restored state.
pub const MAX_STACK: usize = 1 << 20;

/// The first problem found in `code`, if any.
pub fn verify(code: &CodeObject) -> Result<(), String> {
    let len = code.instrs.len() as u64;
    if code.lines.len() != code.instrs.len() {
        return Err("its line table does not match its instructions".into());
    }
    if u64::from(code.signature.param_slots()) > code.varnames.len() as u64 {
        return Err("it has more parameters than locals".into());
    }
    if code.cell_params.len() != code.cellvars.len()
        || code
            .cell_params
            .iter()
            .flatten()
            .any(|slot| *slot as usize >= code.varnames.len())
    {
        return Err("its cell parameters are out of range".into());
    }
    for entry in &code.exception_table {
        if entry.start > entry.end || u64::from(entry.end) > len || u64::from(entry.handler) >= len {
            return Err("its exception table is out of range".into());
        }
        if entry.depth as usize > MAX_STACK {
            return Err("its exception table has an impossible depth".into());
        }
    }
    for (pc, instr) in code.instrs.iter().enumerate() {
        operands(code, instr).map_err(|what| format!("instruction {pc} ({instr:?}): {what} out of range"))?;
    }
    Ok(())
}

/// One more than the largest module global slot `code` or the code nested in it uses (the
/// module the code runs in must have that many).
pub fn global_slots(code: &CodeObject) -> usize {
    let own = code.instrs.iter().filter_map(|instr| match *instr {
        Instr::LoadGlobal(slot) | Instr::StoreGlobal(slot) | Instr::DeleteGlobal(slot) => Some(slot as usize + 1),
        _ => None,
    });
    own.chain(code.children.iter().map(|c| global_slots(c)))
        .max()
        .unwrap_or(0)
}

/// Checks the operands of one instruction.
fn operands(code: &CodeObject, instr: &Instr) -> Result<(), &'static str> {
    let below = |n: u32, bound: usize, what: &'static str| if (n as usize) < bound { Ok(()) } else { Err(what) };
    let closure_slots = code.cellvars.len() + code.freevars.len();
    if let Some(target) = instr.jump_target() {
        return below(target, code.instrs.len(), "jump target");
    }
    match *instr {
        Instr::Copy(n) | Instr::Swap(n) if n == 0 => Err("stack position"),
        Instr::LoadConst(i) => below(i, code.consts.len(), "constant"),
        Instr::LoadFast(i) | Instr::StoreFast(i) | Instr::DeleteFast(i) => below(i, code.varnames.len(), "local"),
        Instr::LoadDeref(i) | Instr::StoreDeref(i) | Instr::DeleteDeref(i) | Instr::LoadClosure(i) => {
            below(i, closure_slots, "closure slot")
        }
        Instr::LoadName(i)
        | Instr::StoreName(i)
        | Instr::DeleteName(i)
        | Instr::LoadAttr(i)
        | Instr::StoreAttr(i)
        | Instr::DeleteAttr(i)
        | Instr::LoadMethod(i)
        | Instr::ImportName(i)
        | Instr::ImportFrom(i) => below(i, code.names.len(), "name"),
        Instr::MakeFunction { code: child, .. } => below(u32::from(child), code.children.len(), "child code"),
        Instr::CallKw { kwnames, .. } | Instr::CallMethodKw { kwnames, .. } | Instr::MatchClass { kwnames, .. } => {
            below(u32::from(kwnames), code.kwnames.len(), "keyword names")
        }
        Instr::Raise(n) if n > 2 => Err("raise form"),
        _ => Ok(()),
    }
}
