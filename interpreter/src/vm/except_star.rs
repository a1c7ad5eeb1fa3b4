//! The run-time side of `except*` (PEP 654), as CPython 3.11's `CHECK_EG_MATCH` and
//! `PREP_RERAISE_STAR` (`exception_group_match`, `_PyExc_PrepReraiseStar`): each clause splits
//! what is left of the exception group, and at the end the exceptions raised in the clauses and
//! the part no clause matched are raised together.

use std::collections::HashSet;

use crate::heap::Object;
use crate::types::exception_group::Matcher;
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `except* classes` against `exc` (the rest of the group so far, or None): the rest no
    /// clause has taken yet and the part this clause takes (None when it takes nothing). A
    /// naked exception that matches is wrapped in `ExceptionGroup('', [exc])`, without a
    /// traceback (as CPython 3.11.7 leaves it).
    pub(super) fn exception_group_match(&mut self, exc: Value, classes: Value) -> PyResult<(Value, Value)> {
        self.check_except_star_classes(classes)?;
        let Some(id) = exc.heap_id().filter(|_| exc != Value::None) else {
            return Ok((Value::None, Value::None));
        };
        if self.exception_matches(exc, classes)? {
            if self.group_parts(exc).is_some() {
                return Ok((Value::None, exc));
            }
            let items = self.new_tuple(vec![exc]);
            let message = self.new_str("");
            let wrapped =
                self.new_exception_group(Value::Type(TypeId::BaseExceptionGroup), &[message, items], false)?;
            return Ok((Value::None, wrapped));
        }
        if self.group_parts(exc).is_some() {
            let split = self.split_group(id, &Matcher::Types(classes), true)?;
            return Ok((
                split.rest.map_or(Value::None, Value::Ref),
                split.matched.map_or(Value::None, Value::Ref),
            ));
        }
        Ok((exc, Value::None))
    }

    /// CPython's `check_except_star_type_valid`.
    fn check_except_star_classes(&self, classes: Value) -> PyResult<()> {
        let items = match self.object(classes) {
            Some(Object::Tuple(items)) => items.clone(),
            _ => vec![classes],
        };
        for class in items {
            if !self.is_exception_class(class) {
                return Err(PyErr::type_error(
                    "catching classes that do not inherit from BaseException is not allowed",
                ));
            }
            if self.is_subclass(class, Value::Type(TypeId::BaseExceptionGroup)) {
                return Err(PyErr::type_error(
                    "catching ExceptionGroup with except* is not allowed. Use except instead.",
                ));
            }
        }
        Ok(())
    }

    /// CPython's `_PyExc_PrepReraiseStar`: what to raise once every `except*` clause ran, from
    /// the original exception and the list of exceptions the clauses raised plus the unmatched
    /// rest (None entries are skipped). Exceptions that are parts of `orig` re-raised unchanged
    /// keep their place in `orig`'s structure; the others join them in a new group.
    pub(super) fn prep_reraise_star(&mut self, orig: Value, list: Value) -> PyResult<Value> {
        let excs = self.seq_items(list).unwrap_or(&[]).to_vec();
        if excs.is_empty() {
            return Ok(Value::None);
        }
        let Some(orig_id) = orig.heap_id().filter(|_| self.group_parts(orig).is_some()) else {
            return Ok(excs[0]);
        };
        let mut raised = Vec::new();
        let mut reraised = Vec::new();
        for exc in excs.into_iter().filter(|e| *e != Value::None) {
            if self.same_exception_metadata(exc, orig_id) {
                reraised.push(exc);
            } else {
                raised.push(exc);
            }
        }
        let mut leaves = HashSet::new();
        for exc in &reraised {
            if let Some(id) = exc.heap_id() {
                self.collect_group_leaves(id, &mut leaves)?;
            }
        }
        let kept = if leaves.is_empty() {
            None
        } else {
            self.split_group(orig_id, &Matcher::Leaves(leaves), false)?.matched
        };
        if raised.is_empty() {
            return Ok(kept.map_or(Value::None, Value::Ref));
        }
        raised.extend(kept.map(Value::Ref));
        if raised.len() == 1 {
            return Ok(raised[0]);
        }
        let list = self.new_list(raised);
        let message = self.new_str("");
        self.new_exception_group(Value::Type(TypeId::BaseExceptionGroup), &[message, list], false)
    }

    /// CPython's `is_same_exception_metadata`: the same notes, traceback, cause and context.
    fn same_exception_metadata(&self, exc: Value, orig: HeapId) -> bool {
        let (Some(Object::Exception(a)), Object::Exception(b)) = (self.object(exc), self.heap.get(orig)) else {
            return false;
        };
        let same_traceback = a.traceback.len() == b.traceback.len()
            && a.traceback
                .iter()
                .zip(&b.traceback)
                .all(|(x, y)| x.line == y.line && std::sync::Arc::ptr_eq(&x.code, &y.code));
        let notes = crate::symbol::sym::DUNDER_NOTES;
        let same_notes = match (a.attr(notes), b.attr(notes)) {
            (Some(x), Some(y)) => x.is_same(y),
            (None, None) => true,
            _ => false,
        };
        same_traceback && same_notes && a.cause.is_same(b.cause) && a.context.is_same(b.context)
    }

    /// The leaf exceptions of `exc` (itself when it is no group), by identity.
    fn collect_group_leaves(&mut self, exc: HeapId, leaves: &mut HashSet<HeapId>) -> PyResult<()> {
        self.charge(1)?;
        if self.group_parts(Value::Ref(exc)).is_none() {
            leaves.insert(exc);
            return Ok(());
        }
        self.nested_native("in collect_exception_group_leaf_ids", |vm| {
            for member in vm.group_members(exc) {
                vm.collect_group_leaves(member, leaves)?;
            }
            Ok(())
        })
    }

    /// `CheckEgMatch`: replaces the group on top of the stack (below the popped classes) by
    /// the rest no clause has taken and pushes the part this clause takes, which becomes the
    /// exception being handled when there is one.
    pub(super) fn check_eg_match_on_stack(&mut self) -> PyResult<()> {
        let classes = self.stack.pop().unwrap_or(Value::None);
        let exc = self.stack.last().copied().unwrap_or(Value::None);
        let (rest, matched) = self.exception_group_match(exc, classes)?;
        if let Some(top) = self.stack.last_mut() {
            *top = rest;
        }
        self.stack.push(matched);
        if matched != Value::None {
            self.exc_info = matched;
        }
        Ok(())
    }

    /// `PrepReraiseStar`: pops the original group and the list of what the clauses raised, and
    /// pushes what the statement re-raises (None for nothing).
    pub(super) fn prep_reraise_star_on_stack(&mut self) -> PyResult<()> {
        let raised = self.stack.pop().unwrap_or(Value::None);
        let orig = self.stack.pop().unwrap_or(Value::None);
        let exc = self.prep_reraise_star(orig, raised)?;
        self.stack.push(exc);
        Ok(())
    }
}
