//! A module's global variables: a slot vector indexed by compile-time slot numbers, so a global
//! read is an array load, with the name of each slot for lookups by name and error messages.
//! Code that `exec` runs against a dict has a module entry too, whose globals are that dict
//! ([`Namespace::Dict`], see `vm/namespace.rs`), and a module whose `globals()` a program asked
//! for moves its globals into a dict for good ([`Namespace::Module`]).

use crate::fast_hash::FastMap;
use crate::symbol::Symbol;
use crate::value::{HeapId, Value};

/// Where a module entry keeps its globals.
#[derive(Default, Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Namespace {
    /// In the slots of its `Globals`.
    #[default]
    Slots,
    /// In a dict (its slots stay empty): code compiled for it reads and writes names there.
    Dict(HeapId),
    /// In a dict a module's globals moved to when `globals()` was first called in it: its slots
    /// are unbound since, code compiled for them reads and writes by name in the dict, and the
    /// dict lives as long as the interpreter (it is a root, never freed with the entry).
    Module(HeapId),
    /// Nothing: the entry's dict was collected, and the entry waits to be reused.
    Free,
}

/// The globals of one module.
#[derive(Default, Clone, Debug)]
pub struct Globals {
    pub names: Vec<Symbol>,
    pub values: Vec<Value>,
    index: FastMap<Symbol, u32>,
    pub namespace: Namespace,
}

/// Globals are stored as their names, values and namespace; the index is rebuilt when they are
/// read back.
impl serde::Serialize for Globals {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (&self.names, &self.values, &self.namespace).serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Globals {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Globals, D::Error> {
        let (names, values, namespace) = <(Vec<Symbol>, Vec<Value>, Namespace)>::deserialize(deserializer)?;
        if names.len() != values.len() {
            return Err(serde::de::Error::custom(
                "module globals must have as many names as values",
            ));
        }
        let mut index = FastMap::with_capacity_and_hasher(names.len(), Default::default());
        for (slot, name) in names.iter().enumerate() {
            index.entry(*name).or_insert(slot as u32);
        }
        Ok(Globals {
            names,
            values,
            index,
            namespace,
        })
    }
}

impl Globals {
    /// The slot of `name`, creating an unbound slot if it is new.
    pub fn slot(&mut self, name: Symbol) -> u32 {
        if let Some(slot) = self.index.get(&name) {
            return *slot;
        }
        let slot = self.names.len() as u32;
        self.names.push(name);
        self.values.push(Value::Undefined);
        self.index.insert(name, slot);
        slot
    }

    /// The slot of `name`, if it has one.
    pub fn existing_slot(&self, name: Symbol) -> Option<u32> {
        self.index.get(&name).copied()
    }

    /// The value bound to `name`, if any.
    pub fn get(&self, name: Symbol) -> Option<Value> {
        let slot = *self.index.get(&name)?;
        match self.values[slot as usize] {
            Value::Undefined => None,
            value => Some(value),
        }
    }

    /// Binds `name`.
    pub fn set(&mut self, name: Symbol, value: Value) {
        let slot = self.slot(name);
        self.values[slot as usize] = value;
    }

    /// The bound names and values, in slot order.
    pub fn bound(&self) -> impl Iterator<Item = (Symbol, Value)> + '_ {
        self.names
            .iter()
            .zip(self.values.iter())
            .filter(|(_, v)| **v != Value::Undefined)
            .map(|(n, v)| (*n, *v))
    }
}
