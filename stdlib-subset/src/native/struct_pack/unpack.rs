//! Unpacking bytes into values by a [`Layout`]: ints, bools, floats and byte strings read in the
//! layout's byte order.

use garter::heap::Object;
use garter::value::Value;
use garter::vm::{PyResult, Vm};

use super::half;
use super::layout::{item_size, Layout, Mode};

/// The `size` bytes at the start of `data` as an integer in `mode`'s order, sign-extended when
/// `signed`.
fn get_integer(data: &[u8], size: usize, mode: Mode, signed: bool) -> i128 {
    let mut bytes = [0u8; 16];
    for i in 0..size {
        bytes[i] = if mode.little { data[i] } else { data[size - 1 - i] };
    }
    let negative = signed && bytes[size - 1] & 0x80 != 0;
    if negative {
        bytes[size..].fill(0xff);
    }
    i128::from_le_bytes(bytes)
}

/// One item of `code` read from `data` (exactly its size).
fn unpack_item(vm: &mut Vm, code: u8, mode: Mode, data: &[u8]) -> Value {
    let size = data.len();
    match code {
        b'c' => vm.heap.alloc_value(Object::Bytes(vec![data[0]])),
        b'?' => Value::bool(data[0] != 0),
        b'e' => Value::float(half::unpack(get_integer(data, 2, mode, false) as u16)),
        b'f' => Value::float(f64::from(f32::from_bits(get_integer(data, 4, mode, false) as u32))),
        b'd' => Value::float(f64::from_bits(get_integer(data, 8, mode, false) as u64)),
        _ => {
            let signed = matches!(code, b'b' | b'h' | b'i' | b'l' | b'q' | b'n');
            vm.int_from_i128(get_integer(data, size, mode, signed))
        }
    }
}

/// The values `data` (exactly `layout.size` bytes) holds.
pub fn unpack(vm: &mut Vm, layout: &Layout, data: &[u8]) -> PyResult<Value> {
    vm.check_alloc_items(layout.values)?;
    let mut values = Vec::with_capacity(layout.values);
    for field in &layout.fields {
        let start = field.offset;
        match field.code {
            b'x' => {}
            b's' => {
                vm.check_alloc_chars(field.count)?;
                let bytes = data[start..start + field.count].to_vec();
                values.push(vm.heap.alloc_value(Object::Bytes(bytes)));
            }
            b'p' => {
                let room = &data[start..start + field.count];
                let bytes = match room.split_first() {
                    Some((&length, rest)) => rest[..usize::from(length).min(rest.len())].to_vec(),
                    None => Vec::new(),
                };
                values.push(vm.heap.alloc_value(Object::Bytes(bytes)));
            }
            code => {
                let size = item_size(code, layout.mode).unwrap_or(1);
                for i in 0..field.count {
                    let at = start + i * size;
                    values.push(unpack_item(vm, code, layout.mode, &data[at..at + size]));
                }
            }
        }
    }
    Ok(vm.new_tuple(values))
}
