//! The heap every Python object lives in: an arena of slots indexed by [`HeapId`], with a free
//! list, byte accounting, and a tracing mark-and-sweep collector (see [`gc`]).
//!
//! Nothing here holds a Rust pointer into another object: objects refer to each other by
//! `HeapId`, so the whole heap is plain data that can be measured, traced and (later) serialized.

pub mod gc;
mod object;
mod weak;

pub use object::{
    BoundMethod, DictView, ExceptionObj, GroupParts, ModuleObj, Object, SliceObj, TracebackEntry, ViewKind,
};
pub use weak::WeakRefObj;

use crate::fast_hash::FastMap;
use crate::types::class::AttrMap;
use crate::value::{HeapId, Value};

/// What makes a dict, list, set or bytearray an instance of a user subclass of its type: its
/// class and the attributes set on it (the object itself stays a plain dict, list, set or
/// bytearray, so every builtin operation keeps working on it).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SubclassData {
    pub class: HeapId,
    pub attrs: AttrMap,
}

impl SubclassData {
    /// The bytes this entry holds, counted with the heap's.
    pub fn size_bytes(&self) -> usize {
        std::mem::size_of::<(HeapId, SubclassData)>() + self.attrs.size_bytes()
    }
}

/// Bytes allocated between two visits of the run loop to the limits.
const ATTENTION_BYTES: usize = 1 << 20;

/// Bytes allocated between two collections before the next one is requested, at minimum.
const MIN_GC_THRESHOLD: usize = 4 << 20;

/// The object arena.
#[derive(Default)]
pub struct Heap {
    slots: Vec<Option<Object>>,
    free: Vec<u32>,
    /// Bytes held by live objects as of the last collection, plus everything allocated since.
    bytes: usize,
    /// Bytes allocated since the last collection.
    allocated_since_gc: usize,
    /// Bytes allocated since the last collection at which the next one is requested.
    gc_threshold: usize,
    /// Largest value `bytes` has reached.
    peak_bytes: usize,
    /// The memory limit; passing it raises `attention` for the run loop to act on.
    limit: usize,
    /// Set when the limit is passed or another [`ATTENTION_BYTES`] have been allocated: the run
    /// loop then checks the limits (allocation is also how copies are charged as work).
    attention: bool,
    /// Bytes allocated since the run loop last attended.
    unattended: usize,
    /// Dicts, lists, sets and bytearrays that are instances of user subclasses.
    pub subclassed: FastMap<HeapId, SubclassData>,
    /// The weak references, by target, and the callbacks of those cleared.
    weak: weak::WeakIndex,
}

impl Heap {
    pub fn new() -> Heap {
        Heap {
            gc_threshold: MIN_GC_THRESHOLD,
            limit: usize::MAX,
            ..Heap::default()
        }
    }

    /// Stores `object` and returns its id.
    pub fn alloc(&mut self, object: Object) -> HeapId {
        let size = object.size_bytes();
        self.note_growth(size);
        match self.free.pop() {
            Some(index) => {
                self.slots[index as usize] = Some(object);
                HeapId(index as u64)
            }
            None => {
                self.slots.push(Some(object));
                HeapId(self.slots.len() as u64 - 1)
            }
        }
    }

    /// Stores `object` and returns it as a value.
    pub fn alloc_value(&mut self, object: Object) -> Value {
        Value::Ref(self.alloc(object))
    }

    /// Records `size` more bytes held by live objects (an allocation or a container growing).
    pub fn note_growth(&mut self, size: usize) {
        self.bytes += size;
        self.allocated_since_gc += size;
        if self.bytes > self.peak_bytes {
            self.peak_bytes = self.bytes;
        }
        self.unattended += size;
        if self.bytes > self.limit || self.unattended >= ATTENTION_BYTES {
            self.attention = true;
        }
    }

    /// Sets the byte count past which `attention` is raised; collections start by half of it.
    pub fn set_limit(&mut self, limit: usize) {
        self.limit = limit;
        self.attention = self.bytes > limit;
        self.gc_threshold = self.gc_threshold.min((limit / 2).max(1 << 16));
    }

    /// Whether the run loop should look at the limits (see `attention`).
    #[inline]
    pub fn needs_attention(&self) -> bool {
        self.attention
    }

    /// Clears `attention`, returning the bytes allocated since it was last cleared.
    pub fn attend(&mut self) -> usize {
        self.attention = false;
        std::mem::take(&mut self.unattended)
    }

    /// Whether the accounted bytes are over the limit.
    pub fn over_limit(&self) -> bool {
        self.bytes > self.limit
    }

    /// The object with this id.
    #[inline]
    pub fn get(&self, id: HeapId) -> &Object {
        match self.slots.get(id.0 as usize) {
            Some(Some(object)) => object,
            _ => panic!("access to a freed heap object {id:?}"),
        }
    }

    /// The object with this id, mutably.
    #[inline]
    pub fn get_mut(&mut self, id: HeapId) -> &mut Object {
        match self.slots.get_mut(id.0 as usize) {
            Some(Some(object)) => object,
            _ => panic!("access to a freed heap object {id:?}"),
        }
    }

    /// `true` once enough has been allocated that a collection is worth running.
    #[inline]
    pub fn wants_collection(&self) -> bool {
        self.allocated_since_gc >= self.gc_threshold
    }

    /// Bytes currently accounted to live objects.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The most bytes ever accounted at once.
    pub fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Whether the dict, list, set or bytearray `id` is an instance of a user subclass (a lookup
    /// only once some subclass instance exists).
    #[inline]
    pub fn is_subclass_instance(&self, id: HeapId) -> bool {
        !self.subclassed.is_empty() && self.subclassed.contains_key(&id)
    }

    /// Makes the dict, list, set or bytearray `id` an instance of user class `class`.
    pub fn mark_subclassed(&mut self, id: HeapId, class: HeapId) {
        let data = SubclassData {
            class,
            attrs: AttrMap::new(),
        };
        self.note_growth(data.size_bytes());
        self.subclassed.insert(id, data);
    }

    /// The bytes the subclass side table holds.
    fn subclassed_bytes(&self) -> usize {
        self.subclassed.values().map(SubclassData::size_bytes).sum()
    }

    /// Starts measuring a new run's peak from what the heap holds now.
    pub fn reset_peak(&mut self) {
        self.peak_bytes = self.bytes;
    }

    /// The slots (`None` where freed) and the free list, in reuse order, for snapshots.
    pub(crate) fn snapshot_parts(&self) -> (&[Option<Object>], &[u32]) {
        (&self.slots, &self.free)
    }

    /// A heap restored from a snapshot's slots, free list, subclass data and peak usage; its
    /// byte count is recomputed from the objects.
    pub(crate) fn restored(
        slots: Vec<Option<Object>>,
        free: Vec<u32>,
        subclassed: FastMap<HeapId, SubclassData>,
        peak_bytes: usize,
    ) -> Heap {
        let mut heap = Heap {
            slots,
            free,
            subclassed,
            ..Heap::new()
        };
        heap.rebuild_weak_index();
        heap.bytes = heap.slots.iter().flatten().map(Object::size_bytes).sum::<usize>()
            + heap.subclassed_bytes()
            + heap.weak_index_bytes();
        heap.peak_bytes = peak_bytes.max(heap.bytes);
        heap
    }

    /// The text of a str, or of a str subclass instance (see [`crate::vm::Vm::str_of`]).
    pub fn str_text(&self, value: Value) -> Option<&str> {
        match value {
            Value::Ref(id) => match self.get(id) {
                Object::Str(s) => Some(s.as_str()),
                Object::Instance(i) if i.base != Value::Undefined => self.str_text(i.base),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether `id` names a live object.
    pub fn is_live(&self, id: HeapId) -> bool {
        matches!(self.slots.get(id.0 as usize), Some(Some(_)))
    }

    /// Every object in the heap (after a collection: every live one).
    pub fn objects(&self) -> impl Iterator<Item = &Object> {
        self.slots.iter().flatten()
    }

    /// Every object in the heap with its id.
    pub fn objects_with_ids(&self) -> impl Iterator<Item = (HeapId, &Object)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(index, slot)| Some((HeapId(index as u64), slot.as_ref()?)))
    }

    /// Number of slots, live or free: what a collection visits.
    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// Number of live objects.
    pub fn live_objects(&self) -> usize {
        self.slots.len() - self.free.len()
    }
}
