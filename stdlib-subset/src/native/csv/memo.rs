//! Short field values a batched reader has already made, per column, so that a column of few
//! distinct values (a city, a status, a category) yields the same str object for the same text:
//! fewer allocations, and dict lookups by those values find their key by identity. The memo
//! lives in the Python reader as a list of lists of str (one per column, filled here), so it
//! outlasts each call; each call indexes it in a Rust map.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use garter::value::Value;
use garter::vm::Vm;

/// Fields longer than this many bytes are not remembered.
const MAX_BYTES: usize = 32;
/// Distinct values remembered per column, and columns with a memo.
const PER_COLUMN: usize = 64;
const COLUMNS: usize = 64;

/// FNV-1a: short keys, hashed often.
#[derive(Default)]
pub struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut hash = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = hash;
    }
}

type Column = (HashMap<Box<str>, Value, BuildHasherDefault<Fnv>>, Value);

/// The memo of one call: per column, the remembered values by text, and the Python list that
/// keeps them.
pub struct Memo {
    outer: Value,
    columns: Vec<Column>,
}

impl Memo {
    /// Indexes the reader's memo (a list of lists of str), or None when there is none.
    pub fn load(vm: &Vm, outer: Value) -> Option<Memo> {
        let lists = vm.seq_items(outer)?;
        let mut columns = Vec::with_capacity(lists.len());
        for &list in lists {
            let mut known = HashMap::default();
            for &value in vm.seq_items(list).unwrap_or(&[]) {
                if let Some(text) = vm.str_of(value) {
                    known.insert(Box::from(text), value);
                }
            }
            columns.push((known, list));
        }
        Some(Memo { outer, columns })
    }

    /// The value for field `text` of column `column`: a remembered one, or a new str
    /// (remembered while the column has room).
    pub fn value(&mut self, vm: &mut Vm, column: usize, text: &str) -> Value {
        if text.len() > MAX_BYTES || column >= COLUMNS {
            return vm.new_str(text);
        }
        while self.columns.len() <= column {
            let list = vm.new_list(Vec::new());
            vm.list_append(self.outer, list);
            self.columns.push((HashMap::default(), list));
        }
        let (known, list) = &mut self.columns[column];
        if let Some(&value) = known.get(text) {
            return value;
        }
        if known.len() >= PER_COLUMN {
            return vm.new_str(text);
        }
        let key = Box::from(text);
        let value = vm.new_str(text);
        known.insert(key, value);
        vm.list_append(*list, value);
        value
    }
}
