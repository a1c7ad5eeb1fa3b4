//! The instruction set: a compact enum of at most 8 bytes per instruction.
//!
//! Operands are indices (into the code object's constants, names, locals or the module's global
//! slots) or absolute jump targets. The stack effect of each instruction is given in its doc.

/// A binary operator, in-place or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    MatMul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
}

impl BinOp {
    /// The operator as Python writes it (`+`, `//`, ...).
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::MatMul => "@",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
        }
    }
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

/// A rich comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// The comparison with its operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> CmpOp {
        match self {
            CmpOp::Eq => CmpOp::Eq,
            CmpOp::Ne => CmpOp::Ne,
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
        }
    }
}

/// The conversion of an f-string replacement field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Conversion {
    None,
    Str,
    Repr,
    Ascii,
}

/// Flags of `Instr::MakeFunction`: which optional parts are on the stack (popped in the order
/// closure, keyword defaults, defaults).
pub mod make_flags {
    pub const DEFAULTS: u8 = 1;
    pub const KWDEFAULTS: u8 = 2;
    pub const CLOSURE: u8 = 8;
}

/// One instruction.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Instr {
    Nop,
    /// `a ->`
    PopTop,
    /// `... x (n-1 items) -> ... x (n-1 items) x`: copies the n-th item (1 = top).
    Copy(u32),
    /// Swaps the top with the n-th item.
    Swap(u32),
    LoadConst(u32),
    LoadSmallInt(i32),
    LoadNone,
    LoadFast(u32),
    StoreFast(u32),
    DeleteFast(u32),
    /// Loads the value of the cell in closure slot n.
    LoadDeref(u32),
    StoreDeref(u32),
    DeleteDeref(u32),
    /// Loads the cell object itself (to build a closure).
    LoadClosure(u32),
    /// Class body name access: the class namespace, then globals, then builtins (name index).
    LoadName(u32),
    StoreName(u32),
    DeleteName(u32),
    /// Pushes the `__build_class__` builtin.
    LoadBuildClass,
    /// Loads module global slot n, falling back to builtins.
    LoadGlobal(u32),
    StoreGlobal(u32),
    DeleteGlobal(u32),
    /// `obj -> obj.name` (name index).
    LoadAttr(u32),
    /// `value obj ->`
    StoreAttr(u32),
    DeleteAttr(u32),
    /// `obj -> method self` or `obj -> attr Undefined`.
    LoadMethod(u32),
    /// `container key -> item`
    BinarySubscr,
    /// `value container key ->`
    StoreSubscr,
    DeleteSubscr,
    /// `start stop [step] -> slice`
    BuildSlice(u32),
    BinaryOp(BinOp),
    InplaceOp(BinOp),
    UnaryOp(UnaryOp),
    Compare(CmpOp),
    /// `a b -> a is b` (negated when true).
    IsOp(bool),
    /// `a b -> a in b` (negated when true).
    ContainsOp(bool),
    Jump(u32),
    PopJumpIfFalse(u32),
    PopJumpIfTrue(u32),
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    /// `iterable -> iterator`
    GetIter,
    /// `iterator -> iterator next` or pops the iterator and jumps when exhausted.
    ForIter(u32),
    BuildTuple(u32),
    BuildList(u32),
    BuildSet(u32),
    /// A frozenset of n constants, laid out as CPython's compiler lays out a folded frozenset
    /// constant: built in order, then rebuilt from its own iteration order (this is visible in
    /// the order a `for` loop or `print` sees).
    BuildConstFrozenSet(u32),
    /// A set display of n constants: CPython's `BUILD_SET 0; LOAD_CONST frozenset; SET_UPDATE`.
    BuildConstSet(u32),
    /// `k1 v1 ... kn vn -> dict`
    BuildMap(u32),
    /// Concatenates n strings.
    BuildString(u32),
    /// `list ... (n-1 items) value -> list ...`: appends to the list n items down.
    ListAppend(u32),
    SetAdd(u32),
    /// `dict ... key value -> dict ...`
    MapAdd(u32),
    /// `list ... iterable -> list ...`
    ListExtend(u32),
    SetUpdate(u32),
    /// `dict ... mapping -> dict ...` (for `{**m}`).
    DictUpdate(u32),
    /// Like `DictUpdate`, but a repeated key is an error (for `f(**m)`).
    DictMerge(u32),
    ListToTuple,
    /// `seq -> item_n-1 ... item_0`
    UnpackSequence(u32),
    /// Star-unpacking with `before` items before the starred target and `after` after it.
    UnpackEx {
        before: u16,
        after: u16,
    },
    /// `value [spec] -> str`
    FormatValue {
        conversion: Conversion,
        has_spec: bool,
    },
    /// `[defaults tuple] [kwdefaults dict] [closure tuple] -> function` for child code n.
    MakeFunction {
        code: u16,
        flags: u8,
    },
    /// `callable arg1 ... argn -> result`
    Call(u32),
    /// `callable self_or_undefined arg1 ... argn -> result`
    CallMethod(u32),
    /// `callable args... kwvalues... -> result`; `kwnames` indexes the code's keyword-name lists.
    CallKw {
        nargs: u16,
        kwnames: u16,
    },
    /// `callable self_or_undefined args... kwvalues... -> result`
    CallMethodKw {
        nargs: u16,
        kwnames: u16,
    },
    /// `callable args_tuple [kwargs_dict] -> result`
    CallEx {
        has_kwargs: bool,
    },
    ReturnValue,
    /// `value -> sent`: suspends a generator.
    YieldValue,
    /// `iterable -> iterator` for `yield from` (a generator is kept as is).
    GetYieldFromIter,
    /// `iterator sent -> iterator result` while delegating, or jumps with the return value.
    Send(u32),
    /// `value -> sent`: an async generator's own `yield` (as opposed to one passing an awaited
    /// value through to the event loop).
    AsyncGenYield,
    /// `value -> awaitable iterator` for `await`.
    GetAwaitable,
    /// `iterable -> async iterator` (`__aiter__`) for `async for`.
    GetAIter,
    /// `aiter -> aiter awaitable` (`__anext__`).
    GetANext,
    /// `aiter exc -> `: ends an `async for` on StopAsyncIteration, else re-raises.
    EndAsyncFor,
    /// `manager -> aexit aenter manager`, like `BeforeWith` for `async with`.
    BeforeAsyncWith,
    /// 0: bare `raise`; 1: `raise exc`; 2: `raise exc from cause`.
    Raise(u32),
    /// Re-raises the exception on top of the stack (end of a handler or finally block).
    Reraise,
    /// `exc -> previous_exc exc`: makes `exc` the exception being handled.
    PushExcInfo,
    /// `previous_exc ->`: restores the exception being handled.
    PopExcept,
    /// `exc type -> exc matches`
    CheckExcMatch,
    /// `exc type -> rest match`: `except* type` splits `exc` (the rest of the group so far);
    /// `match` is None when nothing matched (then `rest` is `exc`), else it becomes the
    /// exception being handled.
    CheckEgMatch,
    /// `orig raised -> exc_or_none`: what an `except*` statement raises at its end, from the
    /// original exception and the list of exceptions its clauses raised plus the rest.
    PrepReraiseStar,
    /// `manager -> exit enter_method self`: looks up `__exit__` (bound) and `__enter__`.
    BeforeWith,
    /// `exc -> type(exc) exc None`: the arguments of `__exit__` for an exception.
    ExcInfoTriple,
    LoadAssertionError,
    /// Imports module `names[n]` and pushes it.
    ImportName(u32),
    /// `module -> module attr` for `from module import names[n]`.
    ImportFrom(u32),
    /// `module ->`: binds the module's public names (its `__all__`, else the names not starting
    /// with `_`) where the running module body keeps its names (`from module import *`).
    ImportStar,
    /// `value ->`: records the value of a top-level expression statement.
    SetResult,
    /// `value ->`: prints the value's repr unless it is None (`compile(..., 'single')`).
    PrintExpr,
    /// Loads global `names[n]` from the dict backing the module (code `exec` runs against a
    /// dict), falling back to the dict's `__builtins__`, else the builtins.
    LoadGlobalName(u32),
    StoreGlobalName(u32),
    DeleteGlobalName(u32),
    /// `subject -> subject matches`: whether a sequence pattern can match the subject.
    MatchSequence,
    /// `subject -> subject matches`: whether a mapping pattern can match the subject.
    MatchMapping,
    /// `obj -> obj len(obj)`
    GetLen,
    /// `subject keys -> subject keys values`: the values of a mapping pattern's keys (a tuple of
    /// them), or None when one is missing.
    MatchKeys,
    /// `subject class -> attributes`: for a class pattern with `nargs` positional sub-patterns and
    /// keyword sub-patterns `kwnames`, the tuple of the attributes to match, or None when the
    /// subject is not an instance or lacks one.
    MatchClass {
        nargs: u16,
        kwnames: u16,
    },
    /// `LoadFast(n)`, marked by the compiler because a `LoadSmallInt` and a `BinaryOp`,
    /// `InplaceOp` or `Compare` follow it (`i + 1`, `n % 2`, `k < 10`): when the local is a
    /// number and the operation needs no general path, the three (with a `StoreFast` or a
    /// conditional jump after them: `i += 1`, `if k < 10:`) run as one dispatch, counted as the
    /// steps they are; otherwise it is a plain `LoadFast` and the next ones run as usual.
    LoadFastThenIntOp(u32),
    /// `LoadFast(n)`, marked by the compiler because a `LoadAttr` follows it (`self.x`): the
    /// two run as one dispatch, counted as the two steps they are, when the step budget has room
    /// before its periodic check; otherwise it is a plain `LoadFast`.
    LoadFastThenAttr(u32),
    /// `LoadFast(n)`, marked by the compiler because a `LoadMethod` follows it (`self.m(...)`),
    /// run with it as `LoadFastThenAttr` is with its `LoadAttr`.
    LoadFastThenMethod(u32),
}

impl Instr {
    /// The jump target of a jumping instruction.
    pub fn jump_target(&self) -> Option<u32> {
        match *self {
            Instr::Jump(t)
            | Instr::PopJumpIfFalse(t)
            | Instr::PopJumpIfTrue(t)
            | Instr::JumpIfFalseOrPop(t)
            | Instr::JumpIfTrueOrPop(t)
            | Instr::ForIter(t)
            | Instr::Send(t) => Some(t),
            _ => None,
        }
    }

    /// The same instruction jumping to `target` instead.
    pub fn with_jump_target(self, target: u32) -> Instr {
        match self {
            Instr::Jump(_) => Instr::Jump(target),
            Instr::PopJumpIfFalse(_) => Instr::PopJumpIfFalse(target),
            Instr::PopJumpIfTrue(_) => Instr::PopJumpIfTrue(target),
            Instr::JumpIfFalseOrPop(_) => Instr::JumpIfFalseOrPop(target),
            Instr::JumpIfTrueOrPop(_) => Instr::JumpIfTrueOrPop(target),
            Instr::ForIter(_) => Instr::ForIter(target),
            Instr::Send(_) => Instr::Send(target),
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Instr;

    #[test]
    fn instructions_stay_compact() {
        assert!(std::mem::size_of::<Instr>() <= 8);
    }
}
