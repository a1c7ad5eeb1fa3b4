//! Packing values into bytes by a [`Layout`]: each field's values read by `convert.rs` and
//! written in the layout's byte order, pad bytes zero, `s` and `p` bytes cut or zero-filled.

use garter::heap::Object;
use garter::value::Value;
use garter::vm::Vm;

use super::convert::{float_field, float_overflow, integer_field, struct_error, Failure};
use super::half;
use super::layout::{item_size, Layout, Mode};

/// Writes the low `size` bytes of `value` at the start of `out`, in `mode`'s order.
fn put_integer(out: &mut [u8], value: i128, size: usize, mode: Mode) {
    let bytes = value.to_le_bytes();
    for (i, byte) in bytes[..size].iter().enumerate() {
        let at = if mode.little { i } else { size - 1 - i };
        out[at] = *byte;
    }
}

/// The bytes of a bytes or bytearray value (what `s` and `p` take), or `None`.
fn byte_string(vm: &Vm, v: Value) -> Option<Vec<u8>> {
    match vm.object(v)? {
        Object::Bytes(b) => Some(b.clone()),
        Object::ByteArray(b) => Some(b.data.clone()),
        Object::Instance(i) if i.base != Value::Undefined => byte_string(vm, i.base),
        _ => None,
    }
}

/// One item of `code` (a code that packs one value per item) into `out`.
fn pack_item(vm: &mut Vm, code: u8, mode: Mode, v: Value, out: &mut [u8]) -> Result<(), Failure> {
    let size = out.len();
    match code {
        b'c' => match vm.object(v) {
            Some(Object::Bytes(b)) if b.len() == 1 => out[0] = b[0],
            _ => return Err(struct_error("char format requires a bytes object of length 1")),
        },
        b'?' => out[0] = u8::from(vm.truthy(v)?),
        b'e' => {
            let x = float_field(vm, v)?;
            let bits = half::pack(x).ok_or_else(|| float_overflow(vm, code, v))?;
            put_integer(out, i128::from(bits), 2, mode);
        }
        b'f' => {
            let x = float_field(vm, v)?;
            let narrow = x as f32;
            if mode.standard && narrow.is_infinite() && x.is_finite() {
                return Err(float_overflow(vm, code, v));
            }
            put_integer(out, i128::from(narrow.to_bits()), 4, mode);
        }
        b'd' => {
            let x = float_field(vm, v)?;
            put_integer(out, i128::from(x.to_bits()), 8, mode);
        }
        _ => {
            let value = integer_field(vm, code, mode, v)?;
            put_integer(out, value, size, mode);
        }
    }
    Ok(())
}

/// The bytes of `values` packed by `layout`; `function` names the caller in the count error.
pub fn pack(vm: &mut Vm, layout: &Layout, values: &[Value], function: &str) -> Result<Vec<u8>, Failure> {
    if values.len() != layout.values {
        return Err(struct_error(format!(
            "{function} expected {} items for packing (got {})",
            layout.values,
            values.len()
        )));
    }
    let mut out = vec![0u8; layout.size];
    let mut next = values.iter().copied();
    for field in &layout.fields {
        let size = item_size(field.code, layout.mode).unwrap_or(1);
        match field.code {
            b'x' => {}
            b's' | b'p' => {
                let v = next.next().unwrap_or(Value::None);
                let Some(data) = byte_string(vm, v) else {
                    return Err(struct_error(format!(
                        "argument for '{}' must be a bytes object",
                        field.code as char
                    )));
                };
                let room = &mut out[field.offset..field.offset + field.count];
                if field.code == b's' {
                    let n = data.len().min(room.len());
                    room[..n].copy_from_slice(&data[..n]);
                } else if let Some((length, rest)) = room.split_first_mut() {
                    let n = data.len().min(rest.len());
                    rest[..n].copy_from_slice(&data[..n]);
                    *length = n.min(255) as u8;
                }
            }
            code => {
                for i in 0..field.count {
                    let v = next.next().unwrap_or(Value::None);
                    let start = field.offset + i * size;
                    pack_item(vm, code, layout.mode, v, &mut out[start..start + size])?;
                }
            }
        }
    }
    Ok(out)
}
