//! Routing calls of builtins that would drive Python code from native code (a generator consumed
//! by `sum`, a `sorted` key, a `map` function) to their Python versions in the prelude, so the
//! driven code runs as frames of the run loop and may pause for the host. Calls whose shape the
//! prelude does not mirror exactly stay native. `open()` always goes to the prelude, which
//! hands it to the filesystem module a host installs. Also the way native code calls other
//! prelude functions (`int | None` makes its union there).

use std::sync::LazyLock;

use crate::builtins::prelude::drives_python;
use crate::builtins::registry;
use crate::symbol::{static_symbol, sym, Symbol};
use crate::types::TypeId;
use crate::value::Value;

use super::call::CallOutcome;
use super::{PyResult, Vm};

/// How a routed builtin may be called: positional counts and allowed keywords.
#[derive(Clone, Copy)]
struct Shape {
    prelude: &'static str,
    min: usize,
    max: usize,
    keywords: &'static [&'static str],
}

const fn shape(prelude: &'static str, min: usize, max: usize, keywords: &'static [&'static str]) -> Shape {
    Shape {
        prelude,
        min,
        max,
        keywords,
    }
}

/// The prelude version of a builtin function or method, by owner and name.
fn native_shape(owner: Option<TypeId>, name: &str) -> Option<Shape> {
    Some(match (owner, name) {
        (None, "sorted") => shape("sorted", 1, 1, &["key", "reverse"]),
        (None, "min") => shape("min", 1, usize::MAX, &["key", "default"]),
        (None, "max") => shape("max", 1, usize::MAX, &["key", "default"]),
        (None, "sum") => shape("sum", 1, 2, &["start"]),
        (None, "any") => shape("any", 1, 1, &[]),
        (None, "all") => shape("all", 1, 1, &[]),
        (None, "open") => shape("open", 0, usize::MAX, &[]),
        (Some(TypeId::Str), "join") => shape("str_join", 2, 2, &[]),
        (Some(TypeId::List), "sort") => shape("list_sort", 1, 1, &["key", "reverse"]),
        (Some(TypeId::List), "extend") => shape("list_extend", 2, 2, &[]),
        _ => return None,
    })
}

/// The prelude version of calling a builtin type.
fn type_shape(t: TypeId) -> Option<Shape> {
    Some(match t {
        TypeId::List => shape("list", 1, 1, &[]),
        TypeId::Tuple => shape("tuple", 1, 1, &[]),
        TypeId::Set => shape("set", 1, 1, &[]),
        TypeId::FrozenSet => shape("frozenset", 1, 1, &[]),
        TypeId::Dict => shape("dict", 1, 1, &[]),
        TypeId::Enumerate => shape("enumerate", 1, 2, &["start"]),
        TypeId::Zip => shape("zip", 1, usize::MAX, &["strict"]),
        TypeId::Map => shape("map", 2, usize::MAX, &[]),
        TypeId::Filter => shape("filter", 2, 2, &[]),
        _ => return None,
    })
}

/// Each native's prelude version, by `NativeId` (computed once: most calls are of natives that
/// have none, and this spares them the comparison of names).
static NATIVE_SHAPES: LazyLock<Vec<Option<Shape>>> = LazyLock::new(|| {
    (0..registry::native_count())
        .map(|i| {
            let def = registry::native(crate::value::NativeId(i as u64));
            native_shape(def.owner, def.name)
        })
        .collect()
});

/// Whether the prelude may take over calls of native `id`.
pub(super) fn is_routed(id: crate::value::NativeId) -> bool {
    NATIVE_SHAPES.get(id.0 as usize).is_some_and(Option::is_some)
}

impl Vm {
    /// Calls the prelude version of the builtin at `stack[at]` when its arguments drive Python
    /// code; `None` to call the builtin itself.
    pub(super) fn call_routed(
        &mut self,
        at: usize,
        args_start: usize,
        kwnames: &[Symbol],
    ) -> PyResult<Option<CallOutcome>> {
        // A method's receiver (the first positional argument) is not what drives Python code:
        // an instance of a `str` or `list` subclass calls the builtin method all the same.
        let (shape, receivers) = match self.stack[at] {
            Value::Native(id) => {
                let receivers = usize::from(registry::native(id).owner.is_some());
                (NATIVE_SHAPES.get(id.0 as usize).copied().flatten(), receivers)
            }
            Value::Type(t) => (type_shape(t), 0),
            _ => (None, 0),
        };
        let Some(shape) = shape else {
            return Ok(None);
        };
        if shape.prelude == "open" {
            let function = self.prelude_function("open")?;
            self.stack[at] = function;
            return self.call_at(at, args_start, kwnames).map(Some);
        }
        let positional = self.stack.len() - kwnames.len() - args_start;
        let well_formed = (shape.min..=shape.max).contains(&positional)
            && kwnames.iter().all(|k| shape.keywords.contains(&self.interner.name(*k)));
        let driven = self.stack.get(args_start + receivers..).unwrap_or(&[]);
        let drives = driven.iter().any(|v| drives_python(self, *v));
        if !well_formed || !drives {
            return Ok(None);
        }
        let function = self.prelude_function(shape.prelude)?;
        self.stack[at] = function;
        self.call_at(at, args_start, kwnames).map(Some)
    }

    /// The prelude's function `name` (the prelude is compiled on first use).
    pub(crate) fn prelude_function(&mut self, name: &str) -> PyResult<Value> {
        let module = self.import_module(sym::GARTER_PRELUDE)?;
        // The names of routed builtins are process-wide symbols: no per-interpreter lookup.
        let name = static_symbol(name).unwrap_or_else(|| self.interner.intern(name));
        self.getattr(module, name)
    }

    /// Calls the prelude's function `name` from native code.
    pub(crate) fn call_prelude(&mut self, name: &str, args: &[Value]) -> PyResult<Value> {
        let function = self.prelude_function(name)?;
        self.call_value(function, args)
    }
}
