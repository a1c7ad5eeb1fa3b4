//! The bytecode verifier: checks that every operand of a code object indexes what it names
//! (constants, names, locals, closure slots, keyword-name lists, children), that jumps and the
//! exception table stay inside the code, that the tables agree with each other, and that every
//! path agrees on the operand-stack depth (`stack_depth.rs`). Code read from a snapshot passes it
//! before it runs; debug builds also pass all compiled code through it.

use super::stack_depth::{stack_depths, StackDepths, MAX_STACK};
use super::{CodeObject, Instr};

/// The stack depth before each instruction of `code`, or the first problem found in it.
pub fn verify(code: &CodeObject) -> Result<StackDepths, String> {
    let len = code.instrs.len() as u64;
    if code.lines.len() != code.instrs.len() || code.columns.len() != code.instrs.len() {
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
        if entry.depth > MAX_STACK {
            return Err("its exception table has an impossible depth".into());
        }
    }
    for (pc, instr) in code.instrs.iter().enumerate() {
        operands(code, instr).map_err(|what| format!("instruction {pc} ({instr:?}): {what} out of range"))?;
    }
    stack_depths(code)
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
        Instr::Copy(0)
        | Instr::Swap(0)
        | Instr::ListAppend(0)
        | Instr::SetAdd(0)
        | Instr::MapAdd(0)
        | Instr::ListExtend(0)
        | Instr::SetUpdate(0)
        | Instr::DictUpdate(0)
        | Instr::DictMerge(0) => Err("stack position"),
        Instr::LoadName(_) | Instr::StoreName(_) | Instr::DeleteName(_) if code.varnames.is_empty() => {
            Err("class namespace slot")
        }
        Instr::LoadConst(i) => below(i, code.consts.len(), "constant"),
        Instr::LoadFast(i)
        | Instr::LoadFastThenIntOp(i)
        | Instr::LoadFastThenAttr(i)
        | Instr::LoadFastThenMethod(i)
        | Instr::StoreFast(i)
        | Instr::DeleteFast(i) => below(i, code.varnames.len(), "local"),
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
        | Instr::ImportFrom(i)
        | Instr::LoadGlobalName(i)
        | Instr::StoreGlobalName(i)
        | Instr::DeleteGlobalName(i) => below(i, code.names.len(), "name"),
        Instr::MakeFunction { code: child, .. } => below(u32::from(child), code.children.len(), "child code"),
        Instr::CallKw { nargs, kwnames } | Instr::CallMethodKw { nargs, kwnames } => {
            below(u32::from(kwnames), code.kwnames.len(), "keyword names")?;
            if code.kwnames[kwnames as usize].len() > nargs as usize {
                return Err("keyword argument count");
            }
            Ok(())
        }
        Instr::MatchClass { kwnames, .. } => below(u32::from(kwnames), code.kwnames.len(), "keyword names"),
        Instr::Raise(n) if n > 2 => Err("raise form"),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::verify;
    use crate::bytecode::code::test_code as code;
    use crate::bytecode::Instr;
    use crate::heap::Object;

    #[test]
    fn operands_out_of_range_are_named() {
        assert!(verify(&code(vec![Instr::LoadFast(0), Instr::ReturnValue])).is_ok());
        for (instr, what) in [
            (Instr::LoadConst(0), "constant"),
            (Instr::LoadFast(1), "local"),
            (Instr::LoadAttr(0), "name"),
            (Instr::Jump(9), "jump target"),
            (Instr::MakeFunction { code: 0, flags: 0 }, "child code"),
            (Instr::LoadDeref(0), "closure slot"),
        ] {
            let err = verify(&code(vec![instr, Instr::ReturnValue])).unwrap_err();
            assert!(err.contains(what), "{err}");
        }
    }

    #[test]
    fn compiled_code_passes() {
        let mut interp = crate::Interpreter::new();
        let source = "class A:\n    def m(self, *a, k=1, **kw):\n        return [x for x in a if x]\n\
                      def g():\n    try:\n        yield 1\n    finally:\n        pass\n\
                      match [1, 2]:\n    case [a, *b]:\n        pass\n";
        assert_eq!(interp.run(source, "<test>").error, None);
        let mut seen = 0;
        for id in 0..interp.vm.heap.live_objects() as u32 {
            let id = crate::value::HeapId(id as u64);
            if let (true, Object::Function(f)) = (interp.vm.heap.is_live(id), interp.vm.heap.get(id)) {
                assert!(verify(&f.code).is_ok(), "{}: {:?}", f.code.qualname, verify(&f.code));
                seen += 1;
            }
        }
        assert!(seen >= 2);
    }
}
