//! The process allocator: mimalloc, asked for a plain allocation whenever the layout's alignment
//! is one every mimalloc block already has.
//!
//! Every Python object owns a Rust allocation or two, allocated and freed at the rate programs
//! make objects, and mimalloc serves those small blocks in a fraction of the system allocator's
//! time. The `mimalloc` crate's allocator asks for every block through `mi_malloc_aligned`, whose
//! fast path only serves a block that happens to sit at the requested alignment: a 16-aligned
//! request of 24 or 48 bytes (a `Vec` of Python values) mostly took the slow generic path,
//! about 160 instructions a block. `mi_malloc` aligns every block of 16 bytes or more to 16
//! (smaller ones to their size), as the C `malloc` does, so such requests need no aligned call.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc, mi_zalloc_aligned,
};

/// The largest alignment every mimalloc block of at least that size has (`MI_MAX_ALIGN_SIZE`).
const PLAIN_ALIGN: usize = 16;

/// Whether a block of `size` bytes from `mi_malloc` is aligned to `align`.
fn plain_alignment_suffices(size: usize, align: usize) -> bool {
    align <= PLAIN_ALIGN && align <= size
}

/// mimalloc as the global allocator (see the module comment).
pub struct MiMalloc;

// SAFETY: every method hands the request to mimalloc, which returns blocks of at least the
// layout's size, aligned as asked (plain mimalloc blocks are aligned to 16 bytes, or to their
// size when smaller, which is what `plain_alignment_suffices` requires), or null on failure;
// `dealloc` and `realloc` only ever see blocks mimalloc allocated.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain FFI calls; see the impl's comment.
        unsafe {
            if plain_alignment_suffices(layout.size(), layout.align()) {
                mi_malloc(layout.size()).cast()
            } else {
                mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain FFI calls; see the impl's comment.
        unsafe {
            if plain_alignment_suffices(layout.size(), layout.align()) {
                mi_zalloc(layout.size()).cast()
            } else {
                mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the trait's contract).
        unsafe { mi_free(ptr.cast::<c_void>()) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator (the trait's contract); see the impl's comment.
        unsafe {
            if plain_alignment_suffices(new_size, layout.align()) {
                mi_realloc(ptr.cast::<c_void>(), new_size).cast()
            } else {
                mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::alloc::{GlobalAlloc, Layout};

    use super::MiMalloc;

    #[test]
    fn blocks_have_the_requested_alignment() {
        for (size, align) in [
            (1, 1),
            (8, 8),
            (24, 16),
            (48, 16),
            (40, 8),
            (100, 32),
            (3000, 4096),
            (16, 64),
        ] {
            let layout = Layout::from_size_align(size, align).unwrap();
            // SAFETY: the layout has a non-zero size; the block is written within its size,
            // grown, checked and freed by the same allocator.
            unsafe {
                let block = MiMalloc.alloc(layout);
                assert!(!block.is_null());
                assert_eq!(block as usize % align, 0, "{size} bytes aligned to {align}");
                block.write_bytes(7, size);
                let grown = MiMalloc.realloc(block, layout, size * 3);
                assert_eq!(grown as usize % align, 0, "{size} bytes grown, aligned to {align}");
                assert_eq!(*grown.add(size - 1), 7);
                MiMalloc.dealloc(grown, Layout::from_size_align(size * 3, align).unwrap());
                let zeroed = MiMalloc.alloc_zeroed(layout);
                assert_eq!(zeroed as usize % align, 0);
                assert!((0..size).all(|i| *zeroed.add(i) == 0));
                MiMalloc.dealloc(zeroed, layout);
            }
        }
    }
}
