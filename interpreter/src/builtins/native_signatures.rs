//! What CPython 3.11's C signatures say about a native's arguments, checked before the native
//! runs: the natives that take no keyword arguments (`METH_O`, `METH_NOARGS`, `METH_VARARGS`,
//! or Argument Clinic's positional-only parameters: `abs() takes no keyword arguments`,
//! `list.append() takes no keyword arguments`) and the methods that take no arguments besides
//! their receiver (`METH_NOARGS`: `int.bit_length() takes no arguments (1 given)`).

use crate::types::TypeId;

/// Builtin functions that take no keyword arguments.
const FUNCTIONS: &[&str] = &[
    "abs",
    "aiter",
    "all",
    "any",
    "anext",
    "ascii",
    "bin",
    "callable",
    "chr",
    "delattr",
    "dir",
    "divmod",
    "format",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "hex",
    "id",
    "input",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "locals",
    "next",
    "oct",
    "ord",
    "repr",
    "setattr",
    "vars",
];

/// Methods of str that take no keyword arguments (all but `split`, `rsplit`, `splitlines`,
/// `encode`, `expandtabs`, `format`).
const STR_METHODS: &[&str] = &[
    "capitalize",
    "casefold",
    "center",
    "count",
    "endswith",
    "find",
    "format_map",
    "index",
    "isalnum",
    "isalpha",
    "isascii",
    "isdecimal",
    "isdigit",
    "isidentifier",
    "islower",
    "isnumeric",
    "isprintable",
    "isspace",
    "istitle",
    "isupper",
    "join",
    "ljust",
    "lower",
    "lstrip",
    "maketrans",
    "partition",
    "removeprefix",
    "removesuffix",
    "replace",
    "rfind",
    "rindex",
    "rjust",
    "rpartition",
    "rstrip",
    "startswith",
    "strip",
    "swapcase",
    "title",
    "translate",
    "upper",
    "zfill",
];

/// Methods shared by bytes and bytearray that take no keyword arguments.
const BYTES_METHODS: &[&str] = &[
    "capitalize",
    "center",
    "count",
    "endswith",
    "find",
    "fromhex",
    "index",
    "isalnum",
    "isalpha",
    "isascii",
    "isdigit",
    "islower",
    "isspace",
    "istitle",
    "isupper",
    "join",
    "ljust",
    "lower",
    "lstrip",
    "maketrans",
    "partition",
    "removeprefix",
    "removesuffix",
    "replace",
    "rfind",
    "rindex",
    "rjust",
    "rpartition",
    "rstrip",
    "startswith",
    "strip",
    "swapcase",
    "title",
    "upper",
    "zfill",
];

/// Methods of bytearray alone that take no keyword arguments.
const BYTEARRAY_METHODS: &[&str] = &[
    "append", "clear", "copy", "extend", "insert", "pop", "remove", "reverse",
];

/// Methods of list that take no keyword arguments (all but `sort`).
const LIST_METHODS: &[&str] = &[
    "append", "clear", "copy", "count", "extend", "index", "insert", "pop", "remove", "reverse",
];

/// Methods of dict that take no keyword arguments (all but `update`).
const DICT_METHODS: &[&str] = &[
    "clear",
    "copy",
    "fromkeys",
    "get",
    "items",
    "keys",
    "pop",
    "popitem",
    "setdefault",
    "values",
];

/// Methods of set and frozenset (none takes keywords).
const SET_METHODS: &[&str] = &[
    "add",
    "clear",
    "copy",
    "difference",
    "difference_update",
    "discard",
    "intersection",
    "intersection_update",
    "isdisjoint",
    "issubset",
    "issuperset",
    "pop",
    "remove",
    "symmetric_difference",
    "symmetric_difference_update",
    "union",
    "update",
];

/// Methods of tuple (none takes keywords).
const TUPLE_METHODS: &[&str] = &["count", "index"];

/// Methods of int that take no keyword arguments (all but `to_bytes` and `from_bytes`).
const INT_METHODS: &[&str] = &["as_integer_ratio", "bit_count", "bit_length", "conjugate"];

/// Methods of float (none takes keywords).
const FLOAT_METHODS: &[&str] = &["as_integer_ratio", "conjugate", "fromhex", "hex", "is_integer"];

/// Whether the native `name` of `owner` (`None` for a builtin function) takes no keywords.
pub fn takes_no_keywords(owner: Option<TypeId>, name: &str) -> bool {
    let names: &[&str] = match owner {
        None => FUNCTIONS,
        Some(TypeId::Str) => STR_METHODS,
        Some(TypeId::Bytes) => BYTES_METHODS,
        Some(TypeId::ByteArray) if BYTEARRAY_METHODS.contains(&name) => return true,
        Some(TypeId::ByteArray) => BYTES_METHODS,
        Some(TypeId::List) => LIST_METHODS,
        Some(TypeId::Dict) => DICT_METHODS,
        Some(TypeId::Set | TypeId::FrozenSet) => SET_METHODS,
        Some(TypeId::Tuple) => TUPLE_METHODS,
        Some(TypeId::Int) => INT_METHODS,
        Some(TypeId::Float) => FLOAT_METHODS,
        Some(_) => return false,
    };
    names.contains(&name)
}

/// Methods of str that take no arguments.
const STR_NO_ARGUMENTS: &[&str] = &[
    "capitalize",
    "casefold",
    "isalnum",
    "isalpha",
    "isascii",
    "isdecimal",
    "isdigit",
    "isidentifier",
    "islower",
    "isnumeric",
    "isprintable",
    "isspace",
    "istitle",
    "isupper",
    "lower",
    "swapcase",
    "title",
    "upper",
];

/// Methods shared by bytes and bytearray that take no arguments.
const BYTES_NO_ARGUMENTS: &[&str] = &[
    "capitalize",
    "isalnum",
    "isalpha",
    "isascii",
    "isdigit",
    "islower",
    "isspace",
    "istitle",
    "isupper",
    "lower",
    "swapcase",
    "title",
    "upper",
];

/// Whether the method `name` of `owner` takes no arguments besides its receiver.
pub fn takes_no_arguments(owner: Option<TypeId>, name: &str) -> bool {
    let names: &[&str] = match owner {
        Some(TypeId::Str) => STR_NO_ARGUMENTS,
        Some(TypeId::Bytes) => BYTES_NO_ARGUMENTS,
        Some(TypeId::ByteArray) if ["clear", "copy", "reverse"].contains(&name) => return true,
        Some(TypeId::ByteArray) => BYTES_NO_ARGUMENTS,
        Some(TypeId::List) => &["clear", "copy", "reverse"],
        Some(TypeId::Dict) => &["clear", "copy", "items", "keys", "popitem", "values"],
        Some(TypeId::Set) => &["clear", "copy", "pop"],
        Some(TypeId::FrozenSet) => &["copy"],
        Some(TypeId::Int) => INT_METHODS,
        Some(TypeId::Float) => &["as_integer_ratio", "conjugate", "hex", "is_integer"],
        _ => return false,
    };
    names.contains(&name)
}
