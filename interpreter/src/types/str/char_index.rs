//! The character index of a non-ASCII str: the byte offset of every `STRIDE`th code point, so
//! turning a code-point position into a byte offset (and back) walks at most `STRIDE` code
//! points instead of the whole text. ASCII strs and strs of at most `STRIDE` code points have
//! none: their positions are bytes, or a short walk away.

/// Code points between two entries of the index.
pub(super) const STRIDE: usize = 64;

/// Byte offsets of code points `0`, `STRIDE`, `2 * STRIDE`, ...: 32-bit while the text is
/// shorter than 4 GiB, native words past that.
#[derive(Debug, Clone)]
pub(super) enum CharIndex {
    Narrow(Box<[u32]>),
    Wide(Box<[usize]>),
}

/// Whether `byte` starts a code point (it is not a UTF-8 continuation byte).
#[inline]
pub(super) fn starts_char(byte: u8) -> bool {
    (byte as i8) >= -0x40
}

/// How many bytes of an 8-byte word start a code point (are not UTF-8 continuation bytes,
/// `0b10xx_xxxx`: top bit set, the next one clear).
fn starts_in_word(word: u64) -> usize {
    const TOP_BITS: u64 = 0x8080_8080_8080_8080;
    8 - (word & !(word << 1) & TOP_BITS).count_ones() as usize
}

/// The byte offsets of code points `0`, `STRIDE`, `2 * STRIDE`, ... of `text`, `entries` of
/// them, each converted by `convert`. Words of 8 bytes that hold no wanted code point are
/// skipped whole, counting their code points at once.
fn offsets<T>(text: &str, entries: usize, convert: impl Fn(usize) -> T) -> Box<[T]> {
    let bytes = text.as_bytes();
    let mut offsets = Vec::with_capacity(entries);
    let (mut at, mut seen, mut wanted) = (0usize, 0usize, 0usize);
    while offsets.len() < entries && at < bytes.len() {
        while let Some(chunk) = bytes.get(at..at + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            let starts = starts_in_word(u64::from_le_bytes(word));
            if seen + starts > wanted {
                break;
            }
            seen += starts;
            at += 8;
        }
        while let Some(&byte) = bytes.get(at) {
            at += 1;
            if starts_char(byte) {
                seen += 1;
                if seen - 1 == wanted {
                    offsets.push(convert(at - 1));
                    wanted += STRIDE;
                    break;
                }
            }
        }
    }
    offsets.into_boxed_slice()
}

impl CharIndex {
    /// The index of `text`, which holds `chars` code points; `None` when it needs none.
    pub(super) fn build(text: &str, chars: usize) -> Option<Box<CharIndex>> {
        if chars <= STRIDE || chars == text.len() {
            return None;
        }
        let entries = (chars - 1) / STRIDE + 1;
        let index = if u32::try_from(text.len()).is_ok() {
            CharIndex::Narrow(offsets(text, entries, |at| at as u32))
        } else {
            CharIndex::Wide(offsets(text, entries, |at| at))
        };
        Some(Box::new(index))
    }

    /// How many entries the index holds.
    fn len(&self) -> usize {
        match self {
            CharIndex::Narrow(o) => o.len(),
            CharIndex::Wide(o) => o.len(),
        }
    }

    /// The byte offset of code point `entry * STRIDE`.
    fn entry(&self, entry: usize) -> usize {
        match self {
            CharIndex::Narrow(o) => o[entry] as usize,
            CharIndex::Wide(o) => o[entry],
        }
    }

    /// The nearest indexed code point at or before code point `index`: its position and byte
    /// offset. `index` must be below the text's length.
    pub(super) fn before_char(&self, index: usize) -> (usize, usize) {
        let entry = (index / STRIDE).min(self.len() - 1);
        (entry * STRIDE, self.entry(entry))
    }

    /// The nearest indexed code point at or before byte `byte`: its position and byte offset.
    pub(super) fn before_byte(&self, byte: usize) -> (usize, usize) {
        let (mut low, mut high) = (0, self.len());
        while high - low > 1 {
            let middle = low + (high - low) / 2;
            if self.entry(middle) <= byte {
                low = middle;
            } else {
                high = middle;
            }
        }
        (low * STRIDE, self.entry(low))
    }

    /// Heap bytes held.
    pub(super) fn size_bytes(&self) -> usize {
        std::mem::size_of::<CharIndex>()
            + match self {
                CharIndex::Narrow(o) => o.len() * std::mem::size_of::<u32>(),
                CharIndex::Wide(o) => o.len() * std::mem::size_of::<usize>(),
            }
    }
}
