//! The `range` type: an immutable arithmetic progression of 64-bit ints.

/// A `range(start, stop, step)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl RangeObj {
    /// Number of items (CPython's `compute_range_length`).
    pub fn len(&self) -> i64 {
        let (lo, hi, step) = if self.step > 0 {
            (self.start as i128, self.stop as i128, self.step as i128)
        } else {
            (self.stop as i128, self.start as i128, -(self.step as i128))
        };
        if lo >= hi {
            0
        } else {
            (((hi - lo - 1) / step) + 1).min(i64::MAX as i128) as i64
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The item at `index` (0 <= index < len).
    pub fn item(&self, index: i64) -> i64 {
        (self.start as i128 + index as i128 * self.step as i128) as i64
    }

    /// The index of `value`, if the range contains it.
    pub fn index_of(&self, value: i64) -> Option<i64> {
        let offset = value as i128 - self.start as i128;
        if offset % self.step as i128 != 0 {
            return None;
        }
        let index = offset / self.step as i128;
        (index >= 0 && index < self.len() as i128).then_some(index as i64)
    }
}
