//! Calls of the builtins code calls in its inner loops — `len(x)`, `isinstance(x, T)` with a
//! builtin type `T`, `min`/`max` of two ints — answered in the run loop without building an
//! argument list, when the arguments are builtin values. Anything else takes the general call,
//! which gives the same result (CPython 3.11 specializes the same calls).

use std::sync::LazyLock;

use crate::builtins::registry::builtin_id;
use crate::heap::Object;
use crate::symbol::sym;
use crate::value::{NativeId, Value};

use super::Vm;

/// The ids of the builtins answered here.
struct QuickIds {
    len: NativeId,
    isinstance: NativeId,
    min: NativeId,
    max: NativeId,
}

static IDS: LazyLock<Option<QuickIds>> = LazyLock::new(|| {
    Some(QuickIds {
        len: builtin_id("len")?,
        isinstance: builtin_id("isinstance")?,
        min: builtin_id("min")?,
        max: builtin_id("max")?,
    })
});

impl Vm {
    /// The result of calling the callable at `stack[at]` with the `n` positional arguments
    /// above it, when it is one of the builtins above and its arguments are ones it answers
    /// without running code or failing; `None` leaves the call (untouched) to the general path.
    #[inline]
    pub(super) fn quick_call(&self, at: usize, n: u32) -> Option<Value> {
        let Value::Native(id) = self.stack[at] else {
            return None;
        };
        let ids = IDS.as_ref()?;
        match n {
            1 if id == ids.len => {
                let Value::Ref(obj) = self.stack[at + 1] else {
                    return None;
                };
                if self.heap.is_subclass_instance(obj) {
                    return None;
                }
                let len = match self.heap.get(obj) {
                    Object::Str(s) => s.char_len(),
                    Object::List(items) | Object::Tuple(items) => items.len(),
                    Object::Dict(d) => d.len(),
                    Object::Set(s) | Object::FrozenSet(s) => s.len(),
                    _ => return None,
                };
                Some(Value::Int(len as i64))
            }
            2 if id == ids.isinstance => {
                let (obj, class) = (self.stack[at + 1], self.stack[at + 2]);
                // A builtin type: no metaclass of its can define __instancecheck__; a class that
                // overrides `__class__` takes the full call.
                if !matches!(class, Value::Type(_)) {
                    return None;
                }
                if self.is_instance(obj, class) {
                    return Some(Value::bool(true));
                }
                let claims_class = self.is_user_object(obj) && self.user_special(obj, sym::DUNDER_CLASS).is_some();
                (!claims_class).then_some(Value::bool(false))
            }
            2 if id == ids.min || id == ids.max => {
                let (Value::Int(a), Value::Int(b)) = (self.stack[at + 1], self.stack[at + 2]) else {
                    return None;
                };
                // The first of equal items wins, as in CPython (equal ints are interchangeable).
                let second = if id == ids.max { b > a } else { b < a };
                Some(Value::Int(if second { b } else { a }))
            }
            _ => None,
        }
    }
}
