//! Matching a str where it lies: `match` (the call a tokenizer makes at every position of a long
//! text) runs over the str's own text instead of a copy, so a call costs what the matcher reads,
//! not the length of the text. The str is lent out of the heap for the call (the matcher charges
//! the `Vm` while it reads) and put back before the call returns, whatever the outcome; nothing
//! in between reads strs from the heap. An ASCII str is read as bytes; any other through
//! [`Utf8Text`].

use std::cell::Cell;

use garter::heap::Object;
use garter::types::str::PyStr;
use garter::value::{HeapId, Value};
use garter::vm::Vm;

use super::exec::Text;

/// Code points walked from the last position read before going through the str's index.
const WALK: usize = 64;

/// The heap object holding the text of str value `value` (itself, or a subclass instance's base).
pub fn str_object(vm: &Vm, value: Value) -> Option<HeapId> {
    let id = value.heap_id()?;
    match vm.heap.get(id) {
        Object::Str(_) => Some(id),
        Object::Instance(instance) => match instance.base {
            Value::Ref(base) if matches!(vm.heap.get(base), Object::Str(_)) => Some(base),
            _ => None,
        },
        _ => None,
    }
}

/// Runs `f` with the str at `id` lent out of the heap, then puts it back (`None` when `id`
/// holds no str).
pub fn with_lent_str<R>(vm: &mut Vm, id: HeapId, f: impl FnOnce(&mut Vm, &PyStr) -> R) -> Option<R> {
    if !matches!(vm.heap.get(id), Object::Str(_)) {
        return None;
    }
    let placeholder = Object::Str(PyStr::new(String::new()));
    let Object::Str(lent) = std::mem::replace(vm.heap.get_mut(id), placeholder) else {
        return None;
    };
    let result = f(vm, &lent);
    *vm.heap.get_mut(id) = Object::Str(lent);
    Some(result)
}

/// A non-ASCII str read by code point: the last position read is kept, so the matcher's mostly
/// sequential reads walk a few bytes each, and a far position goes through the str's index.
pub struct Utf8Text<'a> {
    text: &'a PyStr,
    /// The last code point read and its byte offset.
    cursor: Cell<(usize, usize)>,
}

impl<'a> Utf8Text<'a> {
    pub fn new(text: &'a PyStr) -> Utf8Text<'a> {
        Utf8Text {
            text,
            cursor: Cell::new((0, 0)),
        }
    }

    /// The str read.
    pub fn text(&self) -> &'a PyStr {
        self.text
    }

    /// The byte offset of code point `index` (at most the length).
    pub fn offset(&self, index: usize) -> usize {
        let bytes = self.text.as_str().as_bytes();
        let (known, mut byte) = self.cursor.get();
        if index >= known && index - known <= WALK {
            for _ in known..index {
                byte += bytes.get(byte).map_or(1, |&lead| utf8_width(lead));
            }
        } else if index < known && known - index <= WALK {
            for _ in index..known {
                byte -= 1;
                while byte > 0 && bytes.get(byte).is_some_and(|&b| (b as i8) < -0x40) {
                    byte -= 1;
                }
            }
        } else {
            byte = self.text.byte_offset(index);
        }
        self.cursor.set((index, byte));
        byte
    }
}

/// The length of the UTF-8 sequence a lead byte starts.
fn utf8_width(lead: u8) -> usize {
    match lead {
        0..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

impl Text for Utf8Text<'_> {
    fn len(&self) -> usize {
        self.text.char_len()
    }

    fn at(&self, index: usize) -> u32 {
        let byte = self.offset(index);
        self.text
            .as_str()
            .get(byte..)
            .and_then(|rest| rest.chars().next())
            .map_or(0, u32::from)
    }

    fn find(&self, c: u32, from: usize, end: usize) -> Option<usize> {
        let wanted = char::from_u32(c)?;
        let (begin, stop) = self.text.byte_range(from, end);
        let at = self.text.as_str()[begin..stop].find(wanted)?;
        Some(self.text.char_index(begin + at))
    }
}

#[cfg(test)]
mod tests {
    use garter::types::str::PyStr;

    use super::{Text, Utf8Text};

    #[test]
    fn reads_match_a_vector_of_code_points_in_any_order() {
        let sample: String = (0..500)
            .map(|i| ['a', 'é', '€', '😀', 'z'][(i * 7 + i / 3) % 5])
            .collect();
        let chars: Vec<u32> = sample.chars().map(u32::from).collect();
        let text = PyStr::new(sample);
        let view = Utf8Text::new(&text);
        assert_eq!(Text::len(&view), chars.len());
        let order = (0..chars.len())
            .chain((0..chars.len()).rev())
            .chain([3, 400, 2, 499, 0, 250, 251, 180]);
        for i in order {
            assert_eq!(view.at(i), chars[i], "{i}");
        }
        for (from, end) in [(0, 500), (10, 20), (100, 499), (498, 500)] {
            for c in ['é', '😀', 'z', 'q'] {
                let expected = (from..end).find(|&i| chars[i] == u32::from(c));
                assert_eq!(view.find(u32::from(c), from, end), expected, "{c} {from}..{end}");
            }
        }
    }
}
