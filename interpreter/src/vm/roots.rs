//! The collector's roots: everything the VM can reach without going through the heap.

use crate::value::Value;

use super::Vm;

impl Vm {
    /// Runs a full collection, returning how many objects it freed. Only called between
    /// instructions of the outermost run loop, when no native code holds heap values in Rust
    /// locals. The callbacks of weak references it clears wait for [`Vm::run_weak_callbacks`].
    pub(super) fn collect_garbage(&mut self) -> usize {
        let marked = self.mark_reachable();
        self.sweep_unmarked(&marked)
    }

    /// Frees what `marked` leaves out, returning how many objects that was.
    pub(super) fn sweep_unmarked(&mut self, marked: &[bool]) -> usize {
        let freed = self.heap.sweep(marked);
        self.class_cache.clear();
        self.collect_symbols_if_grown();
        freed
    }

    /// Which heap slots hold objects reachable from the roots.
    pub(super) fn mark_reachable(&mut self) -> Vec<bool> {
        let mut marked = self.heap.mark(self.roots().into_iter());
        if !self.namespace_index.is_empty() {
            self.mark_namespaces(&mut marked);
        }
        marked
    }

    /// Every value the VM holds outside the heap.
    pub(crate) fn roots(&self) -> Vec<Value> {
        let mut roots: Vec<Value> = Vec::with_capacity(self.stack.len() + self.constants.len() + 16);
        roots.extend_from_slice(&self.stack);
        roots.extend_from_slice(&self.constants);
        for globals in &self.modules {
            roots.extend_from_slice(&globals.values);
            if let super::globals::Namespace::Module(id) = globals.namespace {
                roots.push(Value::Ref(id));
            }
        }
        roots.extend(self.imported.iter().map(|(_, v)| *v));
        roots.push(self.exc_info);
        roots.push(self.result);
        roots.push(self.empty_tuple);
        roots.extend(self.name_strs.values().copied());
        roots.extend_from_slice(&self.char_strs);
        roots.extend(self.heap.pending_weak_callbacks());
        for frame in &self.frames {
            if let Some(g) = frame.generator {
                roots.push(Value::Ref(g));
            }
            match frame.exit {
                super::frame::FrameExit::NextWithDefault { default } => roots.push(default),
                super::frame::FrameExit::Init { instance } | super::frame::FrameExit::InitBoundary { instance } => {
                    roots.push(instance)
                }
                super::frame::FrameExit::BinaryDunder { left, right, .. }
                | super::frame::FrameExit::CompareDunder { left, right, .. } => roots.extend([left, right]),
                super::frame::FrameExit::TaskStep { task, .. } => roots.push(task),
                super::frame::FrameExit::CollectArg { list, .. }
                | super::frame::FrameExit::ClassBody { pending: list }
                | super::frame::FrameExit::ClassBodyBoundary { pending: list } => roots.push(Value::Ref(list)),
                _ => {}
            }
        }
        roots
    }
}
