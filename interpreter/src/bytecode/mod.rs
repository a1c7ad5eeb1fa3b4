//! Bytecode: the instruction set and the code objects the compiler produces and the VM runs.

pub mod code;
pub mod instr;
pub mod stack_depth;
pub mod verify;

pub use code::{CodeKind, CodeObject, ColumnSpan, ExceptionEntry, Signature, SourcePosition};
pub use instr::{make_flags, BinOp, CmpOp, Conversion, Instr, UnaryOp};
