//! The per-thread context of the snapshot being written or read: the code-object table that
//! `Arc<CodeObject>` fields are written and read as indices into, the number of valid symbols,
//! and the nesting depth of recursive values (so a crafted snapshot cannot overflow the stack).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::Arc;

use serde::de::Error as _;
use serde::ser::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::bytecode::CodeObject;

/// How deeply values may nest inside each other (host values; the host API allows 200 levels).
const MAX_NESTING: u32 = 256;

thread_local! {
    /// While writing: each code object's index in the table, by address.
    static ENCODING: RefCell<Option<HashMap<*const CodeObject, u32>>> = const { RefCell::new(None) };
    /// While reading: the symbol count and the code objects read so far.
    static DECODING: RefCell<Option<Decoding>> = const { RefCell::new(None) };
    static NESTING: Cell<u32> = const { Cell::new(0) };
}

struct Decoding {
    symbols: u32,
    codes: Vec<Arc<CodeObject>>,
}

/// The writing context; cleared when dropped.
pub(super) struct EncodeScope;

impl EncodeScope {
    pub(super) fn enter(index: HashMap<*const CodeObject, u32>) -> EncodeScope {
        ENCODING.with(|e| *e.borrow_mut() = Some(index));
        EncodeScope
    }
}

impl Drop for EncodeScope {
    fn drop(&mut self) {
        ENCODING.with(|e| *e.borrow_mut() = None);
    }
}

/// The reading context; cleared when dropped.
pub(super) struct DecodeScope;

impl DecodeScope {
    /// Starts reading; no symbol is valid until [`DecodeScope::set_symbols`].
    pub(super) fn enter() -> DecodeScope {
        DECODING.with(|d| {
            *d.borrow_mut() = Some(Decoding {
                symbols: 0,
                codes: Vec::new(),
            })
        });
        NESTING.with(|n| n.set(0));
        DecodeScope
    }

    pub(super) fn set_symbols(&self, count: u32) {
        DECODING.with(|d| {
            if let Some(d) = d.borrow_mut().as_mut() {
                d.symbols = count;
            }
        });
    }

    pub(super) fn set_codes(&self, codes: Vec<Arc<CodeObject>>) {
        DECODING.with(|d| {
            if let Some(d) = d.borrow_mut().as_mut() {
                d.codes = codes;
            }
        });
    }
}

impl Drop for DecodeScope {
    fn drop(&mut self) {
        DECODING.with(|d| *d.borrow_mut() = None);
    }
}

/// Checks a symbol read from a snapshot against the snapshot's interner (outside a snapshot
/// every symbol is accepted).
pub(crate) fn check_symbol(n: u32) -> Result<(), String> {
    DECODING.with(|d| match d.borrow().as_ref() {
        Some(d) if n >= d.symbols => Err(format!("symbol {n} is out of range ({} symbols)", d.symbols)),
        _ => Ok(()),
    })
}

/// Reads a value that may contain values of its own type, refusing to nest past
/// [`MAX_NESTING`].
pub(crate) fn nested<'de, D: Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<T, D::Error> {
    let depth = NESTING.with(|n| n.get());
    if depth >= MAX_NESTING {
        return Err(D::Error::custom(format!("values nested more than {MAX_NESTING} deep")));
    }
    NESTING.with(|n| n.set(depth + 1));
    let result = T::deserialize(deserializer);
    NESTING.with(|n| n.set(depth));
    result
}

/// `#[serde(with = ...)]` for `Arc<CodeObject>` fields: written as an index into the snapshot's
/// code table, so each code object is stored once and its sharing is restored.
pub(crate) mod shared_code {
    use super::*;

    pub fn serialize<S: Serializer>(code: &Arc<CodeObject>, serializer: S) -> Result<S::Ok, S::Error> {
        let index = ENCODING.with(|e| e.borrow().as_ref().map(|m| m.get(&Arc::as_ptr(code)).copied()));
        match index {
            Some(Some(index)) => index.serialize(serializer),
            Some(None) => Err(S::Error::custom(
                "a code object is missing from the snapshot's code table",
            )),
            None => Err(S::Error::custom(
                "code objects can only be written as part of a snapshot",
            )),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Arc<CodeObject>, D::Error> {
        let index = u32::deserialize(deserializer)?;
        DECODING.with(|d| match d.borrow().as_ref() {
            Some(d) => d.codes.get(index as usize).cloned().ok_or_else(|| {
                D::Error::custom(format!(
                    "code object {index} is out of range ({} code objects)",
                    d.codes.len()
                ))
            }),
            None => Err(D::Error::custom("code objects can only be read as part of a snapshot")),
        })
    }
}
