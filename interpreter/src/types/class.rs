//! User-defined classes and their instances: the class object (name, bases, C3 method
//! resolution order, namespace), the instance object (class and attribute map), and the small
//! ordered attribute map both use.

use smallvec::SmallVec;

use crate::symbol::Symbol;
use crate::types::TypeId;
use crate::value::Value;

/// How many attributes an [`AttrMap`] holds without an allocation of its own: most instances
/// have a handful, set in `__init__`.
const INLINE_ATTRS: usize = 4;

/// Attributes by name, in insertion order (classes and instances rarely have many, so a vector
/// with linear search beats hashing; the first few live inline).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct AttrMap {
    entries: SmallVec<[(Symbol, Value); INLINE_ATTRS]>,
}

impl AttrMap {
    pub fn new() -> AttrMap {
        AttrMap::default()
    }

    #[inline]
    pub fn get(&self, name: Symbol) -> Option<Value> {
        self.entries.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// Sets `name`; returns how many bytes the map's storage grew by (for heap accounting).
    pub fn set(&mut self, name: Symbol, value: Value) -> usize {
        match self.entries.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => {
                slot.1 = value;
                0
            }
            None => {
                let before = self.size_bytes();
                self.entries.push((name, value));
                self.size_bytes() - before
            }
        }
    }

    /// Removes `name`, returning whether it was present.
    pub fn remove(&mut self, name: Symbol) -> bool {
        match self.entries.iter().position(|(n, _)| *n == name) {
            Some(i) => {
                self.entries.remove(i);
                true
            }
            None => false,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Symbol, Value)> + '_ {
        self.entries.iter().copied()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn trace(&self, out: &mut Vec<Value>) {
        out.extend(self.entries.iter().map(|(_, v)| *v));
    }

    /// The names the map holds.
    pub fn names(&self) -> impl Iterator<Item = Symbol> + '_ {
        self.entries.iter().map(|(name, _)| *name)
    }

    /// The bytes of the map's own allocation, once it outgrows its inline entries (which the
    /// object holding the map counts as part of itself).
    pub fn size_bytes(&self) -> usize {
        if self.entries.spilled() {
            self.entries.capacity() * std::mem::size_of::<(Symbol, Value)>()
        } else {
            0
        }
    }
}

/// A class made by a `class` statement.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ClassObj {
    pub name: String,
    pub qualname: String,
    /// The module the class was defined in.
    pub module: u32,
    /// The direct bases: builtin types (`Value::Type`) or classes (`Value::Ref`).
    pub bases: Vec<Value>,
    /// The method resolution order, starting with the class itself.
    pub mro: Vec<Value>,
    /// The class namespace: methods, class attributes, `__doc__`.
    pub attrs: AttrMap,
    /// The nearest builtin ancestor (`object`, `Exception`, `dict`, ...): it decides what kind
    /// of object an instance is.
    pub builtin_base: TypeId,
    /// The class of the class: `type`, or a user subclass of `type` (a metaclass), whose
    /// methods are the class's special methods and fallback attributes.
    pub metaclass: Value,
    /// With `__slots__` (declared by the class and all its user bases, without `'__dict__'`):
    /// a tuple of the strs naming the attributes its instances may hold; `Value::Undefined`
    /// when instances have a `__dict__` (see `vm/slots.rs`).
    pub slots: Value,
}

impl ClassObj {
    pub fn trace(&self, out: &mut Vec<Value>) {
        out.extend_from_slice(&self.bases);
        out.extend_from_slice(&self.mro);
        out.push(self.metaclass);
        out.push(self.slots);
        self.attrs.trace(out);
    }
}

/// An instance of a class whose builtin base is `object`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct InstanceObj {
    /// The instance's class (`Value::Ref` of a class, or `Value::Type(Object)` for `object()`).
    pub class: Value,
    /// The instance's attributes, until `__dict__` is asked for.
    pub attrs: AttrMap,
    /// Once `__dict__` has been asked for, the attributes live in this dict instead (so the dict
    /// the program holds stays in sync with the attributes).
    pub dict: Option<crate::value::HeapId>,
    /// For an instance of a subclass of an immutable builtin (`class Upper(str)`), the builtin
    /// value it is; `Value::Undefined` otherwise.
    pub base: Value,
}

/// The C3 linearization of a class with direct `bases`, each given with its own MRO. Returns
/// `None` when no consistent order exists.
pub fn c3_linearize(class: Value, bases: &[Value], base_mros: &[Vec<Value>]) -> Result<Vec<Value>, Vec<Value>> {
    let mut sequences: Vec<Vec<Value>> = base_mros.to_vec();
    sequences.push(bases.to_vec());
    let mut result = vec![class];
    loop {
        sequences.retain(|s| !s.is_empty());
        if sequences.is_empty() {
            return Ok(result);
        }
        let candidate = sequences
            .iter()
            .map(|s| s[0])
            .find(|head| !sequences.iter().any(|s| s[1..].iter().any(|v| v.is_same(*head))));
        let Some(candidate) = candidate else {
            let mut heads: Vec<Value> = Vec::new();
            for head in sequences.iter().map(|s| s[0]) {
                if !heads.iter().any(|h| h.is_same(head)) {
                    heads.push(head);
                }
            }
            return Err(heads);
        };
        result.push(candidate);
        for s in sequences.iter_mut() {
            if s[0].is_same(candidate) {
                s.remove(0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c3_orders_a_diamond() {
        let object = Value::Type(TypeId::Object);
        let (a, b, c, d) = (Value::Int(1), Value::Int(2), Value::Int(3), Value::Int(4));
        let mro_b = vec![b, a, object];
        let mro_c = vec![c, a, object];
        let mro = c3_linearize(d, &[b, c], &[mro_b, mro_c]).expect("consistent");
        assert_eq!(mro, vec![d, b, c, a, object]);
    }

    #[test]
    fn c3_rejects_inconsistent_orders() {
        let object = Value::Type(TypeId::Object);
        let (a, b, c) = (Value::Int(1), Value::Int(2), Value::Int(3));
        let mro_a = vec![a, object];
        let mro_b = vec![b, a, object];
        assert_eq!(c3_linearize(c, &[a, b], &[mro_a, mro_b]), Err(vec![a, b]));
    }
}
