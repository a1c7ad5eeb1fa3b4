//! Freeing the interned names nothing uses any more. A program can make names at run time
//! (`setattr(o, name, v)`, `**{name: v}`), and the interner keeps each one: counted against
//! the memory limit, but a long session that makes and drops many would fill it. After a
//! collection that finds the interner grown to twice what it held after the last sweep of
//! names (and past `MIN_NAME_BYTES`), the names still used are marked, from everything that can
//! hold a symbol: heap objects (attribute maps, those of subclass instances of `dict`, `list`,
//! `set` and `bytearray` in the heap's side table, module names, keyword defaults, host
//! functions, generators' names), every code object reachable from the heap, the frames and the
//! spare code handles (names, locals, cells, keyword names, children), module globals, imported
//! modules and cached name strs; the rest are retired, their numbers never reused.

use std::collections::HashSet;
use std::sync::Arc;

use crate::bytecode::CodeObject;
use crate::heap::Object;
use crate::symbol::{static_count, Symbol};

use super::Vm;

/// Interned names below this many bytes are not worth a sweep.
const MIN_NAME_BYTES: usize = 1 << 20;

/// The symbols of one interner found in use.
struct Marks {
    first: u32,
    used: Vec<bool>,
}

impl Marks {
    fn mark(&mut self, symbol: Symbol) {
        if let Some(index) = symbol.0.checked_sub(self.first) {
            if let Some(slot) = self.used.get_mut(index as usize) {
                *slot = true;
            }
        }
    }

    fn mark_all(&mut self, symbols: &[Symbol]) {
        for symbol in symbols {
            self.mark(*symbol);
        }
    }
}

impl Vm {
    /// Retires the interned names nothing uses, when the interner has grown enough since the
    /// last time. Runs right after a collection (only live objects are in the heap).
    pub(super) fn collect_symbols_if_grown(&mut self) {
        let bytes = self.interner.bytes();
        if bytes < MIN_NAME_BYTES || bytes < self.names_kept.saturating_mul(2) {
            return;
        }
        let marks = self.mark_symbols();
        for (index, used) in marks.used.iter().enumerate() {
            if !used {
                self.interner.retire(index);
            }
        }
        self.names_kept = self.interner.bytes();
        self.refresh_heap_limit();
    }

    fn mark_symbols(&self) -> Marks {
        let mut marks = Marks {
            first: static_count(),
            used: vec![false; self.interner.own_count()],
        };
        let mut codes: Vec<&Arc<CodeObject>> = Vec::new();
        for object in self.heap.objects() {
            match object {
                Object::HostFunction(name) => marks.mark(*name),
                Object::Module(m) => marks.mark(m.name),
                Object::Exception(e) => {
                    for (name, _) in &e.attrs {
                        marks.mark(*name);
                    }
                    codes.extend(e.traceback.iter().map(|entry| &entry.code));
                }
                Object::Class(c) => c.attrs.names().for_each(|name| marks.mark(name)),
                Object::Instance(i) => i.attrs.names().for_each(|name| marks.mark(name)),
                Object::Function(f) => {
                    for (name, _) in &f.kwdefaults {
                        marks.mark(*name);
                    }
                    codes.push(&f.code);
                }
                Object::Generator(g) => {
                    marks.mark(g.name);
                    codes.extend(g.frame.as_ref().map(|frame| &frame.code));
                }
                _ => {}
            }
        }
        for data in self.heap.subclassed.values() {
            data.attrs.names().for_each(|name| marks.mark(name));
        }
        codes.extend(self.frames.iter().map(|frame| &frame.code));
        codes.extend(self.spare_codes.iter());
        for globals in &self.modules {
            marks.mark_all(&globals.names);
        }
        for (name, _) in &self.imported {
            marks.mark(*name);
        }
        for name in self.name_strs.keys() {
            marks.mark(*name);
        }
        let mut seen: HashSet<*const CodeObject> = HashSet::new();
        while let Some(code) = codes.pop() {
            if !seen.insert(Arc::as_ptr(code)) {
                continue;
            }
            marks.mark(code.name);
            marks.mark_all(&code.names);
            marks.mark_all(&code.varnames);
            marks.mark_all(&code.cellvars);
            marks.mark_all(&code.freevars);
            for names in &code.kwnames {
                marks.mark_all(names);
            }
            codes.extend(code.children.iter());
        }
        marks
    }
}
