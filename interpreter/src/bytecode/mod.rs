//! Bytecode: the instruction set and the code objects the compiler produces and the VM runs.

pub mod code;
pub mod instr;
pub mod verify;

pub use code::{CodeKind, CodeObject, ExceptionEntry, Signature};
pub use instr::{BinOp, CmpOp, Conversion, Instr, UnaryOp};
