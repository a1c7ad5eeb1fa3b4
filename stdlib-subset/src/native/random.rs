//! `_garter_random`: the Mersenne Twister's bulk output for `random.getrandbits` (and so
//! `randbytes`), run over the generator's state list in place, so many bits cost one native
//! call instead of a Python loop per 32-bit word. The words are CPython's: tempered outputs,
//! least significant first, the last one cut to its top bits.

use garter::builtins::registry::{Args, NativeFn};
use garter::heap::Object;
use garter::value::Value;
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

use crate::native::positional;

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[("getrandbits", getrandbits)];

/// Words of state.
const N: usize = 624;
/// The twist's middle offset.
const M: usize = 397;
/// Words made per step charged.
const WORDS_PER_STEP: u64 = 8;

/// Builds the module object.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_random", name) else {
            return Err(PyErr::runtime_error("the random functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_random");
    Ok(vm.new_module(name, globals))
}

/// The state's words, read from the generator's list.
fn read_state(vm: &Vm, state: Value) -> PyResult<[u32; N]> {
    let invalid = || PyErr::value_error("invalid Mersenne Twister state");
    let Some(Object::List(items)) = state.heap_id().map(|id| vm.heap.get(id)) else {
        return Err(invalid());
    };
    if items.len() != N {
        return Err(invalid());
    }
    let mut words = [0u32; N];
    for (word, item) in words.iter_mut().zip(items.iter()) {
        *word = match *item {
            Value::Int(i) => u32::try_from(i).map_err(|_| invalid())?,
            _ => return Err(invalid()),
        };
    }
    Ok(words)
}

/// Regenerates all `N` words of the state.
fn twist(mt: &mut [u32; N]) {
    for kk in 0..N {
        let y = (mt[kk] & 0x8000_0000) | (mt[(kk + 1) % N] & 0x7fff_ffff);
        mt[kk] = mt[(kk + M) % N] ^ (y >> 1) ^ if y & 1 == 1 { 0x9908_b0df } else { 0 };
    }
}

/// The tempered output of a state word.
fn temper(mut y: u32) -> u32 {
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c_5680;
    y ^= (y << 15) & 0xefc6_0000;
    y ^ (y >> 18)
}

/// `getrandbits(state, index, k)`: `k` random bits (k > 0) from the state list (changed in
/// place) whose next word is at `index`, as `(bytes, index)`: the words little-endian, least
/// significant first, the last one shifted down to its top `k % 32` bits.
fn getrandbits(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "getrandbits", 3, 3)?;
    let (Value::Int(index), Value::Int(k)) = (args.positional[1], args.positional[2]) else {
        return Err(PyErr::type_error("getrandbits() takes an int index and bit count"));
    };
    let bits = usize::try_from(k).map_err(|_| PyErr::value_error("number of bits must be non-negative"))?;
    let count = bits.div_ceil(32);
    vm.reserve(count.saturating_mul(4))?;
    vm.charge(count as u64 / WORDS_PER_STEP)?;
    let mut mt = read_state(vm, args.positional[0])?;
    let mut next = usize::try_from(index).unwrap_or(N).min(N);
    let mut out = Vec::with_capacity(count * 4);
    for word in 0..count {
        if next >= N {
            twist(&mut mt);
            next = 0;
        }
        let mut value = temper(mt[next]);
        next += 1;
        if word + 1 == count && bits % 32 != 0 {
            value >>= 32 - bits % 32;
        }
        out.extend_from_slice(&value.to_le_bytes());
    }
    if let Some(Object::List(items)) = args.positional[0].heap_id().map(|id| vm.heap.get_mut(id)) {
        for (item, &word) in items.iter_mut().zip(mt.iter()) {
            *item = Value::Int(i64::from(word));
        }
    }
    let data = vm.heap.alloc_value(Object::Bytes(out));
    Ok(vm.new_tuple(vec![data, Value::Int(next as i64)]))
}
