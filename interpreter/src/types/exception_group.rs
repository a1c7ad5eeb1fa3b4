//! `BaseExceptionGroup` and `ExceptionGroup` (PEP 654), as CPython 3.11's
//! `Objects/exceptions.c` has them: the constructor's checks and messages, `message`,
//! `exceptions`, `derive`, `subgroup`, `split` (by type, tuple of types or predicate, copying
//! `__traceback__`, `__cause__`, `__context__` and `__notes__` onto each part), and `add_note`.
//! The run-time side of `except*` (`vm/except_star.rs`) splits groups with the same code.

use crate::builtins::receiver;
use crate::builtins::registry::{Args, NativeFn};
use std::collections::HashSet;

use crate::heap::{ExceptionObj, GroupParts, Object};
use crate::symbol::sym;
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::{PyErr, PyResult, Vm};

/// Methods of `BaseExceptionGroup`.
pub const METHODS: &[(&str, NativeFn)] = &[("derive", derive), ("subgroup", subgroup), ("split", split)];

/// `BaseExceptionGroup.__new__`.
pub const STATIC_METHODS: &[(&str, NativeFn)] = &[("__new__", group_new)];

/// `BaseExceptionGroup.__class_getitem__`.
pub const CLASS_METHODS: &[(&str, NativeFn)] = &[("__class_getitem__", class_getitem)];

/// `BaseException.add_note`.
pub const NOTE_METHODS: &[(&str, NativeFn)] = &[("add_note", add_note)];

/// What `split` and `subgroup` test each exception with.
pub(crate) enum Matcher {
    /// An exception class or a tuple of them.
    Types(Value),
    /// A callable returning a truth value.
    Predicate(Value),
    /// The leaves kept by `except*`'s re-raise (by identity).
    Leaves(HashSet<HeapId>),
}

/// The two halves of a split; `None` where nothing went.
#[derive(Default)]
pub(crate) struct Split {
    pub matched: Option<HeapId>,
    pub rest: Option<HeapId>,
}

fn group_new(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let Some(class) = args.get(0) else {
        return Err(PyErr::type_error("BaseExceptionGroup.__new__(): not enough arguments"));
    };
    vm.new_exception_group(class, &args.positional[1..], !args.keywords.is_empty())
}

fn class_getitem(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    args.arity("__class_getitem__", 2, 2)?;
    vm.call_prelude("generic_alias", &[args.positional[0], args.positional[1]])
}

fn derive(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let group = receiver(vm, args, TypeId::BaseExceptionGroup, "derive")?;
    args.method_arity(vm, "derive", 1, 1)?;
    let message = vm.group_parts(group).map_or(Value::None, |parts| parts.message);
    vm.new_exception_group(
        Value::Type(TypeId::BaseExceptionGroup),
        &[message, args.positional[1]],
        false,
    )
}

fn split(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let group = receiver(vm, args, TypeId::BaseExceptionGroup, "split")?;
    args.method_arity(vm, "split", 1, 1)?;
    let matcher = vm.group_matcher(args.positional[1])?;
    let Some(id) = group.heap_id() else {
        return Err(PyErr::type_error("expected an exception group"));
    };
    let parts = vm.split_group(id, &matcher, true)?;
    let matched = parts.matched.map_or(Value::None, Value::Ref);
    let rest = parts.rest.map_or(Value::None, Value::Ref);
    Ok(vm.new_tuple(vec![matched, rest]))
}

fn subgroup(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let group = receiver(vm, args, TypeId::BaseExceptionGroup, "subgroup")?;
    args.method_arity(vm, "subgroup", 1, 1)?;
    let matcher = vm.group_matcher(args.positional[1])?;
    let Some(id) = group.heap_id() else {
        return Err(PyErr::type_error("expected an exception group"));
    };
    let parts = vm.split_group(id, &matcher, false)?;
    Ok(parts.matched.map_or(Value::None, Value::Ref))
}

fn add_note(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let exc = receiver(vm, args, TypeId::BaseException, "add_note")?;
    args.method_arity(vm, "add_note", 1, 1)?;
    let note = args.positional[1];
    if vm.str_of(note).is_none() {
        return Err(PyErr::type_error(format!(
            "note must be a str, not '{}'",
            vm.type_name(note)
        )));
    }
    let notes = match vm.object(exc) {
        Some(Object::Exception(e)) => e.attr(sym::DUNDER_NOTES),
        _ => None,
    };
    let notes = match notes {
        Some(list) if matches!(vm.object(list), Some(Object::List(_))) => list,
        Some(_) => return Err(PyErr::type_error("Cannot add note: __notes__ is not a list")),
        None => {
            let list = vm.new_list(Vec::new());
            if let Some(Object::Exception(e)) = exc.heap_id().map(|id| vm.heap.get_mut(id)) {
                e.set_attr(sym::DUNDER_NOTES, list);
            }
            list
        }
    };
    vm.list_append(notes, note);
    Ok(Value::None)
}

impl Vm {
    /// The group parts of an exception group value.
    pub(crate) fn group_parts(&self, v: Value) -> Option<GroupParts> {
        match self.object(v) {
            Some(Object::Exception(e)) => e.group,
            _ => None,
        }
    }

    /// The exceptions of a group, in order (empty for anything else).
    pub(crate) fn group_members(&self, id: HeapId) -> Vec<HeapId> {
        let Some(parts) = self.group_parts(Value::Ref(id)) else {
            return Vec::new();
        };
        self.seq_items(Value::Ref(parts.exceptions))
            .unwrap_or(&[])
            .iter()
            .filter_map(|v| v.heap_id())
            .collect()
    }

    /// `BaseExceptionGroup.__new__(class, message, exceptions)` with CPython's checks; `class`
    /// may be a user subclass. `BaseExceptionGroup` holding only `Exception`s makes an
    /// `ExceptionGroup`.
    pub(crate) fn new_exception_group(&mut self, class: Value, args: &[Value], has_keywords: bool) -> PyResult<Value> {
        let (builtin, user_class) = match class {
            Value::Type(t) => (t, None),
            other => match self.class_obj(other) {
                Some(c) => (c.builtin_base, other.heap_id()),
                None => (TypeId::Object, None),
            },
        };
        if !builtin.is_subtype(TypeId::BaseExceptionGroup) {
            let name = if self.is_class(class) {
                self.class_name(class)
            } else {
                self.type_name(class)
            };
            return Err(PyErr::type_error(format!(
                "BaseExceptionGroup.__new__({name}): {name} is not a subtype of BaseExceptionGroup"
            )));
        }
        if has_keywords {
            let name = self.class_name(class);
            return Err(PyErr::type_error(format!("{name}() takes no keyword arguments")));
        }
        let [message, exceptions] = args[..] else {
            return Err(PyErr::type_error(format!(
                "BaseExceptionGroup.__new__() takes exactly 2 arguments ({} given)",
                args.len()
            )));
        };
        if self.str_of(message).is_none() {
            return Err(PyErr::type_error(format!(
                "BaseExceptionGroup.__new__() argument 1 must be str, not {}",
                self.type_name(message)
            )));
        }
        let items = self.group_sequence(exceptions)?;
        if items.is_empty() {
            return Err(PyErr::value_error(
                "second argument (exceptions) must be a non-empty sequence",
            ));
        }
        let mut nests_base_exceptions = false;
        for (i, item) in items.iter().enumerate() {
            match self.object(*item) {
                Some(Object::Exception(e)) => nests_base_exceptions |= !e.class.is_subtype(TypeId::Exception),
                _ => {
                    return Err(PyErr::value_error(format!(
                        "Item {i} of second argument (exceptions) is not an exception"
                    )))
                }
            }
        }
        let builtin = match (user_class, builtin) {
            (None, TypeId::BaseExceptionGroup) if !nests_base_exceptions => TypeId::ExceptionGroup,
            (None, TypeId::ExceptionGroup) if nests_base_exceptions => {
                return Err(PyErr::type_error("Cannot nest BaseExceptions in an ExceptionGroup"));
            }
            (Some(_), _) if nests_base_exceptions && builtin.is_subtype(TypeId::Exception) => {
                let name = self.class_name(class);
                return Err(PyErr::type_error(format!("Cannot nest BaseExceptions in '{name}'")));
            }
            _ => builtin,
        };
        let tuple = self.new_tuple(items);
        let Some(tuple_id) = tuple.heap_id() else {
            return Err(PyErr::new(TypeId::SystemError, "an exception group needs a tuple"));
        };
        let mut exc = ExceptionObj::new(builtin, vec![message, exceptions]);
        exc.user_class = user_class;
        exc.group = Some(GroupParts {
            message,
            exceptions: tuple_id,
        });
        Ok(self.heap.alloc_value(Object::Exception(Box::new(exc))))
    }

    /// The items of the constructor's second argument, which must be a sequence (a list, a
    /// tuple, a str, bytes, a range, or an object with `__getitem__` that is not a mapping).
    fn group_sequence(&mut self, v: Value) -> PyResult<Vec<Value>> {
        let not_sequence = || PyErr::type_error("second argument (exceptions) must be a sequence");
        let is_sequence = match self.object(v) {
            Some(Object::List(_) | Object::Tuple(_) | Object::Str(_) | Object::Bytes(_) | Object::Range(_)) => true,
            Some(Object::Dict(_) | Object::Set(_) | Object::FrozenSet(_)) => false,
            Some(Object::Instance(_)) => self.user_special(v, sym::DUNDER_GETITEM).is_some(),
            _ => false,
        };
        if !is_sequence {
            return Err(not_sequence());
        }
        self.collect_iterable(v)
    }

    /// The matcher of `split(condition)` / `subgroup(condition)`.
    pub(crate) fn group_matcher(&self, condition: Value) -> PyResult<Matcher> {
        if self.is_callable(condition) && !self.is_class(condition) {
            return Ok(Matcher::Predicate(condition));
        }
        if self.is_exception_class(condition) {
            return Ok(Matcher::Types(condition));
        }
        if let Some(Object::Tuple(items)) = self.object(condition) {
            if items.iter().all(|c| self.is_exception_class(*c)) {
                return Ok(Matcher::Types(condition));
            }
        }
        Err(PyErr::type_error(
            "expected a function, exception type or tuple of exception types",
        ))
    }

    fn group_member_matches(&mut self, exc: HeapId, matcher: &Matcher) -> PyResult<bool> {
        match matcher {
            Matcher::Types(classes) => self.exception_matches(Value::Ref(exc), *classes),
            Matcher::Predicate(function) => {
                let verdict = self.call_value(*function, &[Value::Ref(exc)])?;
                self.truthy(verdict)
            }
            Matcher::Leaves(ids) => Ok(ids.contains(&exc)),
        }
    }

    /// CPython's `exceptiongroup_split_recursive`: the part of `exc` that matches and, with
    /// `construct_rest`, the part that does not, each derived from the group it came from.
    pub(crate) fn split_group(&mut self, exc: HeapId, matcher: &Matcher, construct_rest: bool) -> PyResult<Split> {
        self.charge(1)?;
        if self.group_member_matches(exc, matcher)? {
            return Ok(Split {
                matched: Some(exc),
                rest: None,
            });
        }
        if self.group_parts(Value::Ref(exc)).is_none() {
            return Ok(Split {
                matched: None,
                rest: construct_rest.then_some(exc),
            });
        }
        self.nested_native("in exceptiongroup_split_recursive", |vm| {
            let mut matched = Vec::new();
            let mut rest = Vec::new();
            for member in vm.group_members(exc) {
                let part = vm.split_group(member, matcher, construct_rest)?;
                matched.extend(part.matched.map(Value::Ref));
                rest.extend(part.rest.map(Value::Ref));
            }
            Ok(Split {
                matched: vm.group_subset(exc, matched)?,
                rest: if construct_rest {
                    vm.group_subset(exc, rest)?
                } else {
                    None
                },
            })
        })
    }

    /// CPython's `exceptiongroup_subset`: `orig.derive(excs)` carrying `orig`'s traceback,
    /// cause, context and a copy of its notes; `None` for no exceptions.
    fn group_subset(&mut self, orig: HeapId, excs: Vec<Value>) -> PyResult<Option<HeapId>> {
        if excs.is_empty() {
            return Ok(None);
        }
        let list = self.new_list(excs);
        let method = self.getattr(Value::Ref(orig), sym::DERIVE)?;
        let derived = self.call_value(method, &[list])?;
        let derived = match derived.heap_id() {
            Some(id) if self.group_parts(derived).is_some() => id,
            _ => {
                return Err(PyErr::type_error(
                    "derive must return an instance of BaseExceptionGroup",
                ))
            }
        };
        let Object::Exception(source) = self.heap.get(orig) else {
            return Ok(Some(derived));
        };
        let traceback = source.traceback.clone();
        let (cause, context) = (source.cause, source.context);
        let notes = source.attr(sym::DUNDER_NOTES);
        self.charge(traceback.len() as u64 / 16)?;
        let notes_copy = match notes.and_then(|n| self.seq_items(n)) {
            Some(items) => {
                let items = items.to_vec();
                Some(self.new_list(items))
            }
            None => None,
        };
        self.heap
            .note_growth(traceback.len() * std::mem::size_of::<crate::heap::TracebackEntry>());
        if let Object::Exception(e) = self.heap.get_mut(derived) {
            e.traceback = traceback;
            e.cause = cause;
            e.context = context;
            e.suppress_context = true;
            if let Some(notes) = notes_copy {
                e.set_attr(sym::DUNDER_NOTES, notes);
            }
        }
        Ok(Some(derived))
    }
}
