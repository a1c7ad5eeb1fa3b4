//! Hashing (CPython's numeric and tuple hashes, user `__hash__`) and membership tests (`in`).

use crate::heap::{Object, ViewKind};
use crate::types::int::{hash_i64, hash_int, IntRef};
use crate::types::TypeId;
use crate::value::Value;

use super::compare::{Num, MAX_NESTING};
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `hash(v)`.
    pub fn hash(&mut self, v: Value) -> PyResult<i64> {
        self.hash_depth(v, 0)
    }

    fn hash_depth(&mut self, v: Value, depth: u32) -> PyResult<i64> {
        if depth > MAX_NESTING {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while hashing",
            ));
        }
        Ok(match v {
            Value::Int(i) => hash_i64(i),
            Value::Bool(b) => i64::from(b.get()),
            Value::Float(f) => crate::types::float::hash_f64(f.get()),
            Value::None => 0x5f3759df,
            Value::Undefined => 0,
            Value::Type(t) => 0x1000 + t as i64 * 16,
            Value::Native(n) => 0x100000 + n.0 as i64 * 16,
            Value::NotImplemented => 0x7777,
            Value::Ellipsis => 0x8888,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(s) if s.hash_is_cached() => s.hash(),
                Object::Str(s) => {
                    let (hash, scanned) = (s.hash(), s.as_str().len());
                    self.charge_scan(scanned)?;
                    hash
                }
                _ if self.is_user_object(v) => match self.user_hash(v)? {
                    Some(h) => h,
                    None if self.has_builtin_base(v) => return self.hash_depth(self.builtin_value(v), depth + 1),
                    // A dict, list, set or bytearray subclass is as unhashable as its base.
                    None if self.heap.is_subclass_instance(id) => {
                        return Err(PyErr::type_error(format!("unhashable type: '{}'", self.type_name(v))))
                    }
                    None => identity_hash(id),
                },
                Object::BigInt(b) => {
                    let (hash, scanned) = (hash_int(IntRef::Big(b)), (b.bits() / 8) as usize);
                    self.charge_scan(scanned)?;
                    hash
                }
                // As in CPython, a NaN part hashes as the object's identity.
                Object::Complex(z) => z.hash(identity_hash(id)),
                Object::Bytes(b) => {
                    let (hash, scanned) = (crate::types::str::hash_str(&String::from_utf8_lossy(b)), b.len());
                    self.charge_scan(scanned)?;
                    hash
                }
                Object::MemoryView(_) => return self.memoryview_hash(id),
                Object::Tuple(items) => {
                    self.charge(items.len() as u64)?;
                    let Object::Tuple(items) = self.heap.get(id) else {
                        return Ok(0);
                    };
                    const PRIME_1: u64 = 11_400_714_785_074_694_791;
                    const PRIME_2: u64 = 14_029_467_366_897_019_727;
                    const PRIME_5: u64 = 2_870_177_450_012_600_261;
                    let len = items.len();
                    let mut acc = PRIME_5;
                    let mut i = 0;
                    while let Some(item) = self.item_at(id, i) {
                        i += 1;
                        let lane = self.hash_depth(item, depth + 1)? as u64;
                        acc = acc.wrapping_add(lane.wrapping_mul(PRIME_2));
                        acc = acc.rotate_left(31);
                        acc = acc.wrapping_mul(PRIME_1);
                    }
                    acc = acc.wrapping_add((len as u64) ^ (PRIME_5 ^ 3_527_539));
                    if acc == u64::MAX {
                        1_546_275_796
                    } else {
                        acc as i64
                    }
                }
                Object::FrozenSet(s) => s.frozen_hash(),
                Object::Range(r) => {
                    let parts = [
                        r.len(),
                        if r.is_empty() { 0 } else { r.start },
                        if r.len() > 1 { r.step } else { 0 },
                    ];
                    parts
                        .iter()
                        .fold(0x345678i64, |acc, p| acc.wrapping_mul(1_000_003) ^ hash_i64(*p as i64))
                }
                Object::List(_) | Object::Dict(_) | Object::Set(_) | Object::DictView(_) | Object::ByteArray(_) => {
                    return Err(PyErr::type_error(format!("unhashable type: '{}'", self.type_name(v))))
                }
                Object::Slice(_) => return Err(PyErr::type_error("unhashable type: 'slice'")),
                _ => identity_hash(id),
            },
        })
    }

    /// `item in container`.
    pub fn contains(&mut self, container: Value, item: Value) -> PyResult<bool> {
        if self.is_user_object(container) {
            if let Some(r) = self.call_user_special(container, crate::symbol::sym::DUNDER_CONTAINS, &[item])? {
                return self.truthy(r);
            }
        }
        self.builtin_contains(container, item)
    }

    /// `item in container` by the builtin type's own rules, past any user `__contains__`.
    pub fn builtin_contains(&mut self, container: Value, item: Value) -> PyResult<bool> {
        if self.has_builtin_base(container) {
            return self.builtin_contains(self.builtin_value(container), item);
        }
        if let Value::Ref(id) = container {
            match self.heap.get(id) {
                Object::Str(s) => {
                    let Some(needle) = self.str_of(item) else {
                        return Err(PyErr::type_error(format!(
                            "'in <string>' requires string as left operand, not {}",
                            self.type_name(item)
                        )));
                    };
                    let (found, scanned) = (s.as_str().contains(needle), s.as_str().len());
                    self.charge_scan(scanned)?;
                    return Ok(found);
                }
                Object::List(items) | Object::Tuple(items) => {
                    self.charge(items.len() as u64 / 4)?;
                    let mut i = 0;
                    while let Some(candidate) = self.item_at(id, i) {
                        if candidate.is_same(item) || self.eq(candidate, item)? {
                            return Ok(true);
                        }
                        i += 1;
                    }
                    return Ok(false);
                }
                Object::Dict(_) => return self.dict_contains(container, item),
                Object::Set(_) | Object::FrozenSet(_) => return self.set_contains(container, item),
                Object::Range(r) => {
                    let r = *r;
                    return Ok(match self.as_num(item) {
                        Some(Num::Int(IntRef::Small(i))) => r.index_of(i as i128).is_some(),
                        Some(Num::Int(IntRef::Big(b))) => {
                            crate::types::range::bound_from_big(b).is_some_and(|i| r.index_of(i).is_some())
                        }
                        Some(Num::Float(f)) if f.fract() == 0.0 && f.abs() < 1.0e38 => r.index_of(f as i128).is_some(),
                        _ => false,
                    });
                }
                Object::Bytes(_) | Object::ByteArray(_) => {
                    let needle = match self.as_int(item) {
                        Some(IntRef::Small(x)) if (0..256).contains(&x) => vec![x as u8],
                        Some(_) => return Err(PyErr::value_error("byte must be in range(0, 256)")),
                        None => self.bytes_arg(item)?,
                    };
                    let hay = self.bytes_like(container).unwrap_or_default();
                    let found = needle.is_empty() || memchr::memmem::find(&hay, &needle).is_some();
                    let scanned = hay.len();
                    self.charge_scan(scanned)?;
                    return Ok(found);
                }
                Object::DictView(view) => {
                    let (dict, kind) = (Value::Ref(view.dict), view.kind);
                    match kind {
                        ViewKind::Keys => return self.dict_contains(dict, item),
                        ViewKind::Items => {
                            let Some(pair) = self.seq_items(item).map(|s| s.to_vec()) else {
                                return Ok(false);
                            };
                            if pair.len() != 2 {
                                return Ok(false);
                            }
                            return match self.dict_get(dict, pair[0])? {
                                Some(v) => self.eq(v, pair[1]),
                                None => Ok(false),
                            };
                        }
                        ViewKind::Values => {}
                    }
                }
                _ => {}
            }
        }
        if !self.is_iterable(container) {
            return Err(PyErr::type_error(format!(
                "argument of type '{}' is not iterable",
                self.type_name(container)
            )));
        }
        let iterator = self.get_iter(container)?;
        while let Some(candidate) = self.next_value(iterator)? {
            if self.eq(candidate, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// `object.__hash__`: the hash of an object compared by identity.
pub fn identity_hash(id: crate::value::HeapId) -> i64 {
    (id.0 as i64) << 4
}
