//! Values that cross between the sandbox and its host: the JSON-compatible ones plus tuples,
//! bytes, sets and dicts with keys other than str. Converting a Python value copies it out of the heap (depth-bounded, with a clear error
//! naming any type that cannot cross); converting back allocates it in the heap.

use num_bigint::BigInt;

/// A value passed to or returned by a host function.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum HostValue {
    None,
    Bool(bool),
    Int(BigInt),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    List(#[serde(deserialize_with = "crate::snapshot::nested")] Vec<HostValue>),
    Tuple(#[serde(deserialize_with = "crate::snapshot::nested")] Vec<HostValue>),
    /// A dict with str keys, in insertion order.
    Dict(#[serde(deserialize_with = "crate::snapshot::nested")] Vec<(String, HostValue)>),
    /// A set or frozenset (a set in the sandbox), its items in iteration order.
    Set(#[serde(deserialize_with = "crate::snapshot::nested")] Vec<HostValue>),
    /// A dict with a key that is not a str, in insertion order. Dicts whose keys are all str
    /// cross as [`HostValue::Dict`].
    Map(#[serde(deserialize_with = "crate::snapshot::nested")] Vec<(HostValue, HostValue)>),
}

/// Bytes counted for each value of a tree (its enum slot and bookkeeping).
pub const HOST_NODE_BYTES: usize = std::mem::size_of::<HostValue>() + 8;

impl HostValue {
    /// The bytes the value holds: its nodes and their text, counted without recursion.
    pub fn held_bytes(&self) -> usize {
        let mut total = 0usize;
        let mut pending = vec![self];
        while let Some(v) = pending.pop() {
            total = total.saturating_add(HOST_NODE_BYTES);
            let payload = match v {
                HostValue::Str(s) => s.len(),
                HostValue::Bytes(b) => b.len(),
                HostValue::Int(i) => (i.bits() / 8) as usize,
                HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) => {
                    pending.extend(items);
                    0
                }
                HostValue::Dict(pairs) => {
                    pending.extend(pairs.iter().map(|(_, v)| v));
                    pairs.iter().map(|(k, _)| k.len() + std::mem::size_of::<String>()).sum()
                }
                HostValue::Map(pairs) => {
                    pending.extend(pairs.iter().flat_map(|(k, v)| [k, v]));
                    0
                }
                HostValue::None | HostValue::Bool(_) | HostValue::Float(_) => 0,
            };
            total = total.saturating_add(payload);
        }
        total
    }

    /// The Python type name of the value (`int`, `dict`, ...).
    pub fn type_name(&self) -> &'static str {
        match self {
            HostValue::None => "NoneType",
            HostValue::Bool(_) => "bool",
            HostValue::Int(_) => "int",
            HostValue::Float(_) => "float",
            HostValue::Str(_) => "str",
            HostValue::Bytes(_) => "bytes",
            HostValue::List(_) => "list",
            HostValue::Tuple(_) => "tuple",
            HostValue::Dict(_) | HostValue::Map(_) => "dict",
            HostValue::Set(_) => "set",
        }
    }
}

impl From<i64> for HostValue {
    fn from(i: i64) -> HostValue {
        HostValue::Int(BigInt::from(i))
    }
}

impl From<&str> for HostValue {
    fn from(s: &str) -> HostValue {
        HostValue::Str(s.to_string())
    }
}

impl From<String> for HostValue {
    fn from(s: String) -> HostValue {
        HostValue::Str(s)
    }
}

impl From<bool> for HostValue {
    fn from(b: bool) -> HostValue {
        HostValue::Bool(b)
    }
}

impl From<f64> for HostValue {
    fn from(f: f64) -> HostValue {
        HostValue::Float(f)
    }
}
