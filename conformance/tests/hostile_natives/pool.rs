//! The hostile values the calls take as arguments and receivers, each built inside the sandbox
//! by a statement that binds its name, and the limits the calls run under.

use std::time::Duration;

use garter::Limits;

/// The time limit of one call's run.
pub const TIME_LIMIT: Duration = Duration::from_secs(1);
/// The memory limit of one call's run.
pub const MEMORY_LIMIT: usize = 32 << 20;
/// The most heap the values of one call may take together, so that a call never fails while
/// its arguments are being built (the rest of the memory limit is the call's).
pub const VALUES_BUDGET: usize = 24 << 20;

/// The limits of one call's run: small, with unlimited steps so that only the clock and the
/// memory limit can stop a native that does too much.
pub fn limits() -> Limits {
    Limits {
        max_steps: None,
        max_memory: Some(MEMORY_LIMIT),
        timeout: Some(TIME_LIMIT),
        max_depth: 1000,
        max_output: Some(64 << 10),
    }
}

/// A value of the pool.
pub struct Value {
    /// The global the value is bound to, as the calls name it.
    pub name: &'static str,
    /// Python statements that bind `name` (built anew for every call, so that a call that
    /// mutates a value cannot change what another call sees).
    pub build: &'static str,
    /// About how many heap bytes the value takes, as the interpreter accounts them.
    pub heap: usize,
    /// Whether it is huge, deep, shared, recursive or endless (or a count that asks for such a
    /// value), rather than an ordinary small value.
    pub hostile: bool,
}

const MIB: usize = 1 << 20;

/// Every value of the pool: huge, deep, shared and recursive ones, and small ordinary ones.
pub const VALUES: &[Value] = &[
    hostile("huge_ascii", "huge_ascii = 'a' * 4_000_000", 4 * MIB),
    hostile(
        "huge_text",
        "huge_text = '\\u00e9\\u4e2d\\U0001F600 ' * 300_000",
        4 * MIB,
    ),
    hostile("digits", "digits = '7' * 1_000_000", MIB),
    hostile("huge_bytes", "huge_bytes = b'a' * 4_000_000", 4 * MIB),
    hostile(
        "huge_bytearray",
        "huge_bytearray = bytearray(b'a') * 4_000_000",
        4 * MIB,
    ),
    hostile("huge_view", "huge_view = memoryview(b'b' * 4_000_000)[::3]", 4 * MIB),
    hostile("huge_int", "huge_int = 10 ** 40000", 0),
    hostile("neg_huge_int", "neg_huge_int = -10 ** 40000", 0),
    hostile("big_n", "big_n = 10 ** 9", 0),
    hostile("max_index", "max_index = 2 ** 63 - 1", 0),
    hostile("big_float", "big_float = 1e308", 0),
    hostile("inf", "inf = float('inf')", 0),
    hostile("nan", "nan = float('nan')", 0),
    hostile(
        "deep_list",
        "deep_list = []\nfor _ in range(100_000):\n    deep_list = [deep_list]",
        10 * MIB,
    ),
    hostile(
        "deep_dict",
        "deep_dict = {}\nfor _ in range(100_000):\n    deep_dict = {'k': deep_dict}",
        17 * MIB,
    ),
    hostile("dag", "dag = 'ab'\nfor _ in range(40):\n    dag = [dag, dag]", 0),
    hostile("big_list", "big_list = list(range(10 ** 6))", 16 * MIB),
    hostile("big_tuple", "big_tuple = tuple(range(10 ** 6))", 16 * MIB),
    hostile("big_dict", "big_dict = {i: i for i in range(10 ** 5)}", 7 * MIB),
    hostile("big_set", "big_set = set(range(10 ** 5))", 7 * MIB),
    hostile("big_keys", "big_keys = dict.fromkeys(range(10 ** 5)).keys()", 7 * MIB),
    hostile("huge_range", "huge_range = range(-2 ** 62, 2 ** 62, 3)", 0),
    hostile("self_list", "self_list = [1]\nself_list.append(self_list)", 0),
    hostile("self_dict", "self_dict = {}\nself_dict['self'] = self_dict", 0),
    hostile("endless", "endless = iter(int, 1)", 0),
    hostile("long_gen", "long_gen = (i for i in range(10 ** 12))", 0),
    ordinary("zero", "zero = 0"),
    ordinary("one", "one = 1"),
    ordinary("neg_one", "neg_one = -1"),
    ordinary("small_float", "small_float = 2.5"),
    ordinary("small_str", "small_str = 'ab'"),
    ordinary("small_bytes", "small_bytes = b'ab'"),
    ordinary("small_bytearray", "small_bytearray = bytearray(b'ab')"),
    ordinary("small_view", "small_view = memoryview(bytearray(b'ab'))"),
    ordinary("small_list", "small_list = [1, 'a']"),
    ordinary("small_dict", "small_dict = {'a': 1}"),
    ordinary("none", "none = None"),
    ordinary("a_function", "a_function = len"),
    ordinary("a_type", "a_type = str"),
];

const fn hostile(name: &'static str, build: &'static str, heap: usize) -> Value {
    Value {
        name,
        build,
        heap,
        hostile: true,
    }
}

const fn ordinary(name: &'static str, build: &'static str) -> Value {
    Value {
        name,
        build,
        heap: 0,
        hostile: false,
    }
}

/// The value named `name`.
pub fn value(name: &str) -> Option<&'static Value> {
    VALUES.iter().find(|v| v.name == name)
}

/// The heap the named values take together.
pub fn heap_of<'a>(names: impl IntoIterator<Item = &'a str>) -> usize {
    names.into_iter().filter_map(value).map(|v| v.heap).sum()
}
