//! Code handles of returned frames, kept for the next call of the same code.
//!
//! A frame owns an `Arc` of the code it runs. Cloning one for each call and dropping it at each
//! return costs two atomic reference-count updates, more than the rest of a call's bookkeeping,
//! so a returned frame's handle is kept here and a call of the same code takes it back. The
//! handles are filed by the code's address in a few small buckets: finding one is a look at one
//! bucket, whatever else was called recently, and a full bucket gives way to the newest handle
//! (the old design, a list searched from its end that stopped taking handles once full, missed
//! on every call of a program that had called sixteen other functions first).

use std::sync::Arc;

use crate::bytecode::CodeObject;

/// Buckets (a power of two).
const BUCKETS: usize = 16;
/// Handles per bucket: a recursion returns several frames of one code before calling it again.
const WAYS: usize = 4;

#[derive(Debug, Default)]
pub(crate) struct SpareCodes {
    buckets: [[Option<Arc<CodeObject>>; WAYS]; BUCKETS],
    /// Which way of a full bucket the next handle replaces.
    next_victim: usize,
}

impl SpareCodes {
    /// A handle to `code` for a new frame: a kept one when there is one, else a new clone.
    #[inline]
    pub(crate) fn take(&mut self, code: &Arc<CodeObject>) -> Arc<CodeObject> {
        let bucket = &mut self.buckets[bucket_of(code)];
        for way in bucket.iter_mut() {
            if way.as_ref().is_some_and(|spare| Arc::ptr_eq(spare, code)) {
                if let Some(handle) = way.take() {
                    return handle;
                }
            }
        }
        code.clone()
    }

    /// Keeps a returned frame's handle.
    #[inline]
    pub(crate) fn put(&mut self, code: Arc<CodeObject>) {
        let bucket = &mut self.buckets[bucket_of(&code)];
        if let Some(empty) = bucket.iter_mut().find(|way| way.is_none()) {
            *empty = Some(code);
            return;
        }
        self.next_victim = (self.next_victim + 1) % WAYS;
        bucket[self.next_victim] = Some(code);
    }

    /// Every kept handle (their code's names stay interned while they are kept).
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Arc<CodeObject>> {
        self.buckets.iter().flatten().flatten()
    }
}

/// The bucket of a code object: bits of its address above an allocation's alignment.
#[inline]
fn bucket_of(code: &Arc<CodeObject>) -> usize {
    let address = Arc::as_ptr(code) as usize;
    (address >> 6 ^ address >> 10) & (BUCKETS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code() -> Arc<CodeObject> {
        Arc::new(crate::bytecode::code::test_code(Vec::new()))
    }

    #[test]
    fn a_kept_handle_is_taken_back_and_not_twice() {
        let mut spares = SpareCodes::default();
        let original = code();
        spares.put(original.clone());
        assert_eq!(Arc::strong_count(&original), 2);
        let taken = spares.take(&original);
        assert!(Arc::ptr_eq(&taken, &original));
        assert_eq!(Arc::strong_count(&original), 2, "taking moved the kept handle out");
        let cloned = spares.take(&original);
        assert_eq!(Arc::strong_count(&original), 3, "nothing kept: a clone");
        drop((taken, cloned));
    }

    #[test]
    fn a_full_bucket_takes_the_newest_handle() {
        let mut spares = SpareCodes::default();
        let codes: Vec<Arc<CodeObject>> = (0..BUCKETS * WAYS * 2).map(|_| code()).collect();
        for code in &codes {
            spares.put(code.clone());
        }
        assert!(spares.iter().count() <= BUCKETS * WAYS);
        let newest = codes.last().expect("codes");
        spares.put(newest.clone());
        let taken = spares.take(newest);
        assert!(Arc::ptr_eq(&taken, newest));
    }
}
