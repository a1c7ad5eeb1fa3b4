//! The `<` a sort uses, chosen once per sort from the keys' types, as CPython's `list.sort`
//! does (`unsafe_long_compare`, `unsafe_float_compare`, `unsafe_latin_compare`,
//! `unsafe_tuple_compare`): when every key is a small int, a float, an exact str, or an exact
//! tuple, keys are compared directly instead of through the general rich comparison, which
//! looks for user methods, builtin bases and mixed numeric types on every call.
//!
//! Each specialized `<` gives the result the general comparison would for those types.

use std::cmp::Ordering;

use crate::heap::Object;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

/// The type every key (or every tuple key's first item) shares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum KeyKind {
    /// `Value::Int`.
    Int,
    /// `Value::Float`.
    Float,
    /// An exact `str` (not a subclass instance).
    Str,
    /// Anything else, or a mixture.
    Mixed,
}

/// How a sort compares its keys.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct KeyOrder {
    /// The keys' shared kind; `Mixed` also when they are tuples.
    kind: KeyKind,
    /// Every key is an exact tuple; `first` is the shared kind of their first items.
    tuples: bool,
    first: KeyKind,
}

impl Vm {
    fn key_kind(&self, v: Value) -> KeyKind {
        match v {
            Value::Int(_) => KeyKind::Int,
            Value::Float(_) => KeyKind::Float,
            Value::Ref(id) if matches!(self.heap.get(id), Object::Str(_)) => KeyKind::Str,
            _ => KeyKind::Mixed,
        }
    }

    /// The comparison for sorting `keys`, from one pass over them.
    pub fn key_order(&self, keys: impl Iterator<Item = Value>) -> KeyOrder {
        let mut shared: Option<KeyOrder> = None;
        for key in keys {
            let first = match self.object(key) {
                Some(Object::Tuple(items)) => Some(items.first().map_or(KeyKind::Mixed, |&v| self.key_kind(v))),
                _ => None,
            };
            let this = KeyOrder {
                kind: self.key_kind(key),
                tuples: first.is_some(),
                first: first.unwrap_or(KeyKind::Mixed),
            };
            let order = match shared {
                None => this,
                Some(order) => KeyOrder {
                    kind: if order.kind == this.kind {
                        order.kind
                    } else {
                        KeyKind::Mixed
                    },
                    tuples: order.tuples && this.tuples,
                    first: if order.first == this.first {
                        order.first
                    } else {
                        KeyKind::Mixed
                    },
                },
            };
            shared = Some(order);
            if order.kind == KeyKind::Mixed && !order.tuples {
                break;
            }
        }
        shared.unwrap_or(KeyOrder {
            kind: KeyKind::Mixed,
            tuples: false,
            first: KeyKind::Mixed,
        })
    }

    /// `a < b` for two keys of a sort whose order is `order`.
    pub fn key_less(&mut self, order: KeyOrder, a: Value, b: Value) -> PyResult<bool> {
        if let Some(less) = self.kind_less(order.kind, a, b) {
            return Ok(less);
        }
        if order.tuples {
            if let (Value::Ref(ia), Value::Ref(ib)) = (a, b) {
                return self.tuple_key_less(order.first, ia, ib);
            }
        }
        self.less_than(a, b)
    }

    /// `a < b` when both are of `kind`; `None` for `Mixed`.
    fn kind_less(&self, kind: KeyKind, a: Value, b: Value) -> Option<bool> {
        match (kind, a, b) {
            (KeyKind::Int, Value::Int(x), Value::Int(y)) => Some(x < y),
            (KeyKind::Float, Value::Float(x), Value::Float(y)) => Some(x.get() < y.get()),
            (KeyKind::Str, Value::Ref(x), Value::Ref(y)) => match (self.heap.get(x), self.heap.get(y)) {
                // UTF-8 orders strings as their code points: str order is byte order.
                (Object::Str(x), Object::Str(y)) => Some(x.as_str() < y.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    /// `a is b or a == b` when both are of `kind`; `None` for `Mixed`.
    fn kind_same_or_eq(&self, kind: KeyKind, a: Value, b: Value) -> Option<bool> {
        match (kind, a, b) {
            (KeyKind::Int, Value::Int(x), Value::Int(y)) => Some(x == y),
            (KeyKind::Float, Value::Float(x), Value::Float(y)) => {
                Some(x.get().to_bits() == y.get().to_bits() || x == y)
            }
            (KeyKind::Str, Value::Ref(x), Value::Ref(y)) => match (self.heap.get(x), self.heap.get(y)) {
                (Object::Str(p), Object::Str(q)) => Some(x == y || p.as_str() == q.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The order of two tuple items that are both ints, both floats other than NaN, or both
    /// exact strs, from one comparison (what `==` then `<` would find); `None` otherwise.
    fn plain_item_order(&self, p: Value, q: Value) -> Option<Ordering> {
        match (p, q) {
            (Value::Int(x), Value::Int(y)) => Some(x.cmp(&y)),
            (Value::Float(x), Value::Float(y)) => x.get().partial_cmp(&y.get()),
            (Value::Ref(x), Value::Ref(y)) => match (self.heap.get(x), self.heap.get(y)) {
                (Object::Str(x), Object::Str(y)) => Some(x.as_str().cmp(y.as_str())),
                _ => None,
            },
            _ => None,
        }
    }

    /// Tuple `<`: the first items that differ decide (plain items by one comparison, the first
    /// pair with `first`'s shortcut), else the shorter tuple is less.
    fn tuple_key_less(&mut self, first: KeyKind, a: crate::value::HeapId, b: crate::value::HeapId) -> PyResult<bool> {
        let mut i = 0;
        while let (Some(p), Some(q)) = (self.item_at(a, i), self.item_at(b, i)) {
            match self.plain_item_order(p, q) {
                Some(Ordering::Equal) => {
                    i += 1;
                    continue;
                }
                Some(order) => return Ok(order == Ordering::Less),
                None => {}
            }
            let equal = match (i, self.kind_same_or_eq(first, p, q)) {
                (0, Some(equal)) => equal,
                _ => self.same_or_eq(p, q)?,
            };
            if !equal {
                if i == 0 {
                    if let Some(less) = self.kind_less(first, p, q) {
                        return Ok(less);
                    }
                }
                return self.less_than(p, q);
            }
            i += 1;
        }
        let length = |vm: &Self, id| vm.seq_items(Value::Ref(id)).map_or(0, <[Value]>::len);
        Ok(length(self, a) < length(self, b))
    }
}

/// A sort key, or one item of a tuple key, that compares without the VM.
#[derive(Clone, Copy)]
enum PlainKey<'a> {
    Int(i64),
    /// Never NaN.
    Float(f64),
    /// An exact str's text.
    Str(&'a str),
}

impl PlainKey<'_> {
    /// The order of two keys of one kind (the caller checked that compared keys share one);
    /// `-0.0` and `0.0` are equal, as in Python.
    fn order(&self, other: &Self) -> Ordering {
        match (self, other) {
            (PlainKey::Int(x), PlainKey::Int(y)) => x.cmp(y),
            (PlainKey::Float(x), PlainKey::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
            // UTF-8 orders strings as their code points: str order is byte order.
            (PlainKey::Str(x), PlainKey::Str(y)) => x.cmp(y),
            _ => Ordering::Equal,
        }
    }
}

/// Where one key's plain items sit in the flattened list, and the key's position in the sort.
struct KeySpan {
    start: usize,
    end: usize,
    index: usize,
}

/// Lexicographic order of two keys' items; a key that is a prefix of the other is less.
fn plain_keys_order(a: &[PlainKey], b: &[PlainKey]) -> Ordering {
    for (x, y) in a.iter().zip(b) {
        let order = x.order(y);
        if order != Ordering::Equal {
            return order;
        }
    }
    a.len().cmp(&b.len())
}

impl Vm {
    fn plain_key(&self, v: Value) -> Option<PlainKey<'_>> {
        match v {
            Value::Int(x) => Some(PlainKey::Int(x)),
            Value::Float(x) if !x.get().is_nan() => Some(PlainKey::Float(x.get())),
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(text) => Some(PlainKey::Str(text.as_str())),
                _ => None,
            },
            _ => None,
        }
    }

    /// The stable sorted order of `keys`, as their indices (descending when `reverse`, equal
    /// keys staying in their first order), when no comparison can fail or run Python code:
    /// every key is an int, every key a float other than NaN, or every key an exact str; or
    /// every key is an exact tuple of such items, the items at each position all of one kind.
    /// Such keys are totally ordered, so the standard library's sort orders them, with no VM
    /// call per comparison. `None` for any other keys.
    pub fn plain_sort_order(
        &self,
        order: KeyOrder,
        keys: impl Iterator<Item = Value>,
        reverse: bool,
    ) -> Option<Vec<usize>> {
        if order.kind == KeyKind::Mixed && !order.tuples {
            return None;
        }
        let mut items: Vec<PlainKey> = Vec::new();
        let mut spans: Vec<KeySpan> = Vec::new();
        let mut kinds: Vec<std::mem::Discriminant<PlainKey>> = Vec::new();
        for (index, key) in keys.enumerate() {
            let start = items.len();
            match self.object(key) {
                Some(Object::Tuple(tuple)) if order.tuples => {
                    for &item in tuple {
                        items.push(self.plain_key(item)?);
                    }
                }
                _ if !order.tuples => items.push(self.plain_key(key)?),
                _ => return None,
            }
            for (position, item) in items[start..].iter().enumerate() {
                let kind = std::mem::discriminant(item);
                match kinds.get(position) {
                    Some(shared) if *shared != kind => return None,
                    Some(_) => {}
                    None => kinds.push(kind),
                }
            }
            spans.push(KeySpan {
                start,
                end: items.len(),
                index,
            });
        }
        let keys_of = |span: &KeySpan| &items[span.start..span.end];
        if reverse {
            spans.sort_by(|a, b| plain_keys_order(keys_of(b), keys_of(a)));
        } else {
            spans.sort_by(|a, b| plain_keys_order(keys_of(a), keys_of(b)));
        }
        Some(spans.into_iter().map(|span| span.index).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::KeyKind;
    use crate::types::list::sort::merge_sort;
    use crate::value::Value;
    use crate::vm::Vm;

    #[test]
    fn one_pass_finds_the_shared_kind() {
        let mut vm = Vm::default();
        let s = vm.new_str("a");
        let t = vm.new_str("b");
        let tuple_ab = vm.new_tuple(vec![s, Value::Int(1)]);
        let tuple_b = vm.new_tuple(vec![t]);
        let tuple_int = vm.new_tuple(vec![Value::Int(2)]);
        let order = vm.key_order([Value::Int(1), Value::Int(2)].into_iter());
        assert_eq!((order.kind, order.tuples), (KeyKind::Int, false));
        let order = vm.key_order([Value::Int(1), Value::float(2.0)].into_iter());
        assert_eq!((order.kind, order.tuples), (KeyKind::Mixed, false));
        let order = vm.key_order([s, t].into_iter());
        assert_eq!(order.kind, KeyKind::Str);
        let order = vm.key_order([tuple_ab, tuple_b].into_iter());
        assert_eq!(
            (order.kind, order.tuples, order.first),
            (KeyKind::Mixed, true, KeyKind::Str)
        );
        let order = vm.key_order([tuple_ab, tuple_int].into_iter());
        assert_eq!((order.tuples, order.first), (true, KeyKind::Mixed));
        let order = vm.key_order([tuple_ab, s].into_iter());
        assert_eq!((order.kind, order.tuples), (KeyKind::Mixed, false));
    }

    #[test]
    fn specialized_order_agrees_with_the_general_one() {
        let mut vm = Vm::default();
        let words: Vec<Value> = ["", "b", "a", "ab", "é", "z"].iter().map(|w| vm.new_str(*w)).collect();
        let floats = [f64::NAN, -0.0, 0.0, 1.5, f64::INFINITY].map(Value::float);
        let ints = [i64::MIN, -1, 0, 7, i64::MAX].map(Value::Int);
        let mut tuples = Vec::new();
        for &w in &words {
            for &f in &floats {
                tuples.push(vm.new_tuple(vec![w, f]));
            }
        }
        tuples.push(vm.new_tuple(vec![words[1]]));
        let mut int_tuples = Vec::new();
        for &n in &ints[1..4] {
            for &w in &words {
                int_tuples.push(vm.new_tuple(vec![n, w]));
            }
        }
        int_tuples.push(vm.new_tuple(vec![ints[2]]));
        let plain_tuples: Vec<Value> = tuples
            .iter()
            .copied()
            .filter(|&t| vm.seq_items(t).unwrap().iter().all(|&v| vm.plain_key(v).is_some()))
            .collect();
        let repeated = [3, 1, 3, 2, 1, 2].map(Value::Int);
        for group in [
            &words[..],
            &floats[1..],
            &repeated[..],
            &plain_tuples[..],
            &int_tuples[..],
        ] {
            let order = vm.key_order(group.iter().copied());
            for reverse in [false, true] {
                let mut expected: Vec<usize> = (0..group.len()).collect();
                merge_sort(&mut expected, &mut |&a: &usize, &b: &usize| {
                    let (x, y) = if reverse {
                        (group[b], group[a])
                    } else {
                        (group[a], group[b])
                    };
                    vm.less_than(x, y)
                })
                .unwrap();
                let plain = vm.plain_sort_order(order, group.iter().copied(), reverse);
                assert_eq!(plain, Some(expected), "{group:?} reverse={reverse}");
            }
        }
        let nan_tuples = &tuples[..6];
        let order = vm.key_order(nan_tuples.iter().copied());
        assert_eq!(vm.plain_sort_order(order, nan_tuples.iter().copied(), false), None);
        let order = vm.key_order(floats.iter().copied());
        assert_eq!(vm.plain_sort_order(order, floats.iter().copied(), false), None);
        let mixed = [Value::Int(1), Value::float(0.5)];
        let order = vm.key_order(mixed.iter().copied());
        assert_eq!(vm.plain_sort_order(order, mixed.iter().copied(), false), None);
        for group in [&words[..], &floats[..], &ints[..], &tuples[..], &int_tuples[..]] {
            let order = vm.key_order(group.iter().copied());
            for &a in group {
                for &b in group {
                    let general = vm.less_than(a, b).unwrap();
                    assert_eq!(vm.key_less(order, a, b).unwrap(), general, "{a:?} < {b:?}");
                }
            }
        }
    }
}
