//! What the VM does for weak references (`heap/weak.rs` keeps them): which objects may be
//! referred to weakly (CPython's rule, by type), collections asked for by `gc.collect()` and by
//! the `weakref` module, and running the callbacks of the references a collection cleared.
//!
//! A collection may only free objects where no native code holds heap values in Rust locals:
//! natives ask for one through [`Vm::collect_for_program`], which inside a nested run loop only
//! clears weak references.

use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// Heap slots the `weakref` module's collections may visit in all, beyond one per instruction
/// the program has run: a loop that reads weak references pays at most about its own cost
/// again, while the first tens of reads (and those after the program has done other work) see
/// CPython's answer.
const WEAK_COLLECT_ALLOWANCE: u64 = 2_000_000;

/// Heap slots visited per step charged for a collection the program asked for.
const SLOTS_PER_STEP: u64 = 4;

impl Vm {
    /// Makes the heap half of a weak reference to `target` (TypeError for objects CPython
    /// cannot refer to weakly). Types and builtin functions never die: they are held as they
    /// are.
    pub fn new_weakref(&mut self, target: Value, callback: Value, owner: Value) -> PyResult<Value> {
        if !self.is_weakly_referenceable(target) {
            return Err(PyErr::type_error(format!(
                "cannot create weak reference to '{}' object",
                self.type_name(target)
            )));
        }
        Ok(match target {
            Value::Ref(id) => Value::Ref(self.heap.alloc_weakref(id, callback, owner)),
            other => other,
        })
    }

    /// The target of weak reference `slot` (made by [`Vm::new_weakref`]), or None once it died.
    pub fn weakref_target(&self, slot: Value) -> Value {
        match slot {
            Value::Ref(id) => match self.heap.get(id) {
                Object::WeakRef(_) => self.heap.weakref_target(id).map_or(Value::None, Value::Ref),
                _ => slot,
            },
            other => other,
        }
    }

    /// The owners of the live weak references to `target`, oldest first.
    pub fn weakref_owners(&self, target: Value) -> Vec<Value> {
        match target {
            Value::Ref(id) => self.heap.weakref_owners(id),
            _ => Vec::new(),
        }
    }

    /// Whether CPython lets a weak reference refer to `value`.
    fn is_weakly_referenceable(&self, value: Value) -> bool {
        let id = match value {
            Value::Type(_) => return true,
            Value::Native(_) => return self.type_of(value) == TypeId::BuiltinFunction,
            Value::Ref(id) => id,
            _ => return false,
        };
        match self.heap.get(id) {
            Object::Class(_)
            | Object::Function(_)
            | Object::Set(_)
            | Object::FrozenSet(_)
            | Object::Generator(_)
            | Object::Module(_)
            | Object::MemoryView(_)
            | Object::HostFunction(_)
            | Object::ExtensionFunction { .. } => true,
            Object::BoundMethod(_) => self.type_of(value) != TypeId::MethodWrapper,
            Object::Dict(_) | Object::List(_) | Object::ByteArray(_) => self.heap.is_subclass_instance(id),
            Object::Exception(exc) => exc.user_class.is_some(),
            Object::Instance(instance) if matches!(instance.class, Value::Type(_)) => false,
            Object::Instance(instance) => {
                let base_allows = match instance.base {
                    Value::Undefined | Value::Float(_) => true,
                    Value::Ref(base) => !matches!(
                        self.heap.get(base),
                        Object::BigInt(_) | Object::Bytes(_) | Object::Tuple(_)
                    ),
                    _ => false,
                };
                base_allows && self.slots_allow_weakref(value)
            }
            _ => false,
        }
    }

    /// Whether the instance's class keeps a `__dict__` or names `__weakref__` in its slots.
    fn slots_allow_weakref(&self, instance: Value) -> bool {
        let class = self.class_of(instance);
        match self.class_obj(class).map(|c| c.slots) {
            Some(Value::Undefined) | None => true,
            Some(slots) => self
                .seq_items(slots)
                .unwrap_or(&[])
                .iter()
                .any(|name| self.str_of(*name) == Some("__weakref__")),
        }
    }

    /// A collection the program asked for (`gc.collect()`; with `budgeted`, a read of a weak
    /// reference whose answer depends on it): runs it and the callbacks of the weak references
    /// it cleared, and returns how many objects CPython's collector would report freeing (the
    /// containers in or below unreachable reference cycles: what reference counting would
    /// have left). Inside a nested run loop, where
    /// native code may hold heap values in Rust locals, nothing is freed: the weak references
    /// to objects unreachable from the roots are cleared (such an object is dead unless a
    /// native that called back into Python holds it), and 0 is returned. Returns None, doing
    /// nothing, once `budgeted` collections have visited more than the program's own work
    /// allows.
    pub fn collect_for_program(&mut self, budgeted: bool) -> PyResult<Option<usize>> {
        let work = self.heap.slot_count() as u64;
        if budgeted && self.weak_collect_work.saturating_add(work) > WEAK_COLLECT_ALLOWANCE.saturating_add(self.steps) {
            return Ok(None);
        }
        self.charge(work / SLOTS_PER_STEP)?;
        self.weak_collect_work = self.weak_collect_work.saturating_add(work);
        let freed = if self.in_nested_run() {
            let marked = self.mark_reachable();
            self.heap.clear_dead_weakrefs(&marked);
            0
        } else {
            let marked = self.mark_reachable();
            let cyclic = self.heap.cyclic_garbage(&marked);
            self.sweep_unmarked(&marked);
            cyclic
        };
        self.run_weak_callbacks()?;
        Ok(Some(freed))
    }

    /// Calls the callbacks of the weak references the last collections cleared, each with its
    /// reference. An exception a callback raises is reported on stderr as CPython reports it
    /// ("Exception ignored in: ..."), and the others still run; a limit ends the run.
    pub(super) fn run_weak_callbacks(&mut self) -> PyResult<()> {
        loop {
            let pending = self.heap.take_weak_callbacks();
            if pending.is_empty() {
                return Ok(());
            }
            let base = self.stack.len();
            self.stack
                .extend(pending.iter().flat_map(|(callback, owner)| [*callback, *owner]));
            let mut outcome = Ok(());
            for (callback, owner) in pending {
                if let Err(err) = self.call_value(callback, &[owner]) {
                    if let Err(limit) = self.report_ignored(callback, err) {
                        outcome = Err(limit);
                        break;
                    }
                }
            }
            self.stack.truncate(base);
            outcome?;
        }
    }

    /// Writes CPython's report of an exception raised where nothing can catch it; a limit (or a
    /// limit hit while formatting) is returned instead.
    fn report_ignored(&mut self, callable: Value, err: PyErr) -> PyResult<()> {
        if matches!(err, PyErr::Limit(_) | PyErr::Suspended) {
            return Err(err);
        }
        let exc = self.exception_object(err)?;
        let subject = self.repr(callable)?;
        let report = crate::exceptions::traceback::format_exception(self, exc)?;
        let mut text = format!("Exception ignored in: {subject}\n{}", report.traceback);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        self.write_stderr(&text);
        Ok(())
    }
}
