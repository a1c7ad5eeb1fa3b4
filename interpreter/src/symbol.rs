//! Interned identifiers.
//!
//! A [`Symbol`] is a `u32` naming an identifier. The first symbols are fixed at compile time (the
//! names Rust code refers to by constant, such as `__init__` or `append`); every builtin and method
//! name is appended once per process; names that appear only in user code are interned per
//! interpreter by [`Interner`].

use std::sync::LazyLock;

use crate::fast_hash::FastMap;

/// An interned identifier.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize)]
pub struct Symbol(pub u32);

/// Decoding a symbol checks it against the interner of the snapshot being restored.
impl<'de> serde::Deserialize<'de> for Symbol {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Symbol, D::Error> {
        let n = u32::deserialize(deserializer)?;
        crate::snapshot::check_symbol(n).map_err(serde::de::Error::custom)?;
        Ok(Symbol(n))
    }
}

macro_rules! fixed_symbols {
    ($($konst:ident = $text:literal,)*) => {
        // The enum only numbers the names; its variants are named like the constants below.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms, dead_code)]
        #[repr(u32)]
        enum FixedIndex { $($konst,)* }

        /// Symbols with a fixed number, for names the interpreter itself refers to.
        pub mod sym {
            use super::{FixedIndex, Symbol};
            $(pub const $konst: Symbol = Symbol(FixedIndex::$konst as u32);)*
        }

        const FIXED_NAMES: &[&str] = &[$($text,)*];
    };
}

fixed_symbols! {
    MODULE = "<module>",
    LAMBDA = "<lambda>",
    LISTCOMP = "<listcomp>",
    SETCOMP = "<setcomp>",
    DICTCOMP = "<dictcomp>",
    GENEXPR = "<genexpr>",
    DOT0 = ".0",
    GARTER_PRELUDE = "_garter_prelude",
    BUILTINS = "builtins",
    DUNDER_ALL = "__all__",
    DUNDER_FILE = "__file__",
    PRELUDE_STR_JOIN = "str_join",
    PRELUDE_LIST_SORT = "list_sort",
    PRELUDE_LIST_EXTEND = "list_extend",
    TASK_CURRENT = "_current_task",
    TASK_STATE = "_state",
    TASK_MUST_CANCEL = "_must_cancel",
    TASK_CORO = "_coro",
    TASK_LOOP = "_loop",
    TASK_FINISH_STEP = "_finish_step",
    LOOP_READY = "_ready",
    HANDLE_RUN = "_run",
    DUNDER_NAME = "__name__",
    DUNDER_QUALNAME = "__qualname__",
    DUNDER_DOC = "__doc__",
    DUNDER_MODULE = "__module__",
    DUNDER_CLASS = "__class__",
    DUNDER_DICT = "__dict__",
    DUNDER_CAUSE = "__cause__",
    DUNDER_CONTEXT = "__context__",
    DUNDER_SUPPRESS_CONTEXT = "__suppress_context__",
    DUNDER_TRACEBACK = "__traceback__",
    DUNDER_DEFAULTS = "__defaults__",
    DUNDER_KWDEFAULTS = "__kwdefaults__",
    DUNDER_WRAPPED = "__wrapped__",
    DUNDER_SELF = "__self__",
    DUNDER_FUNC = "__func__",
    DUNDER_BUILTINS = "__builtins__",
    ARGS = "args",
    NAME = "name",
    VALUE = "value",
    START = "start",
    STOP = "stop",
    STEP = "step",
    REAL = "real",
    IMAG = "imag",
    NUMERATOR = "numerator",
    DENOMINATOR = "denominator",
    KEY = "key",
    REVERSE = "reverse",
    DEFAULT = "default",
    SEP = "sep",
    END = "end",
    FILE = "file",
    FLUSH = "flush",
    STRICT = "strict",
    BASE = "base",
    ENCODING = "encoding",
    ERRORS = "errors",
    MSG = "msg",
    OBJ = "obj",
    PATH = "path",
    ERRNO = "errno",
    STRERROR = "strerror",
    FILENAME = "filename",
    FILENAME2 = "filename2",
    LINENO = "lineno",
    OFFSET = "offset",
    TEXT = "text",
    CODE = "code",
    MAXSPLIT = "maxsplit",
    KEEPENDS = "keepends",
    TABSIZE = "tabsize",
    BYTEORDER = "byteorder",
    SIGNED = "signed",
    LENGTH = "length",
    NDIGITS = "ndigits",
    ITERABLE = "iterable",
    OBJECT = "object",
    REASON = "reason",
    X = "x",
    NUMBER = "number",
    DUNDER_MRO = "__mro__",
    DUNDER_BASE = "__base__",
    DUNDER_INIT = "__init__",
    DUNDER_NEW = "__new__",
    DUNDER_REPR = "__repr__",
    DUNDER_STR = "__str__",
    DUNDER_EQ = "__eq__",
    DUNDER_NE = "__ne__",
    DUNDER_LT = "__lt__",
    DUNDER_LE = "__le__",
    DUNDER_GT = "__gt__",
    DUNDER_GE = "__ge__",
    DUNDER_HASH = "__hash__",
    DUNDER_BOOL = "__bool__",
    DUNDER_LEN = "__len__",
    DUNDER_GETITEM = "__getitem__",
    DUNDER_SETITEM = "__setitem__",
    DUNDER_DELITEM = "__delitem__",
    DUNDER_CONTAINS = "__contains__",
    DUNDER_ITER = "__iter__",
    DUNDER_NEXT = "__next__",
    DUNDER_CALL = "__call__",
    DUNDER_ENTER = "__enter__",
    DUNDER_EXIT = "__exit__",
    DUNDER_GETATTR = "__getattr__",
    DUNDER_SETATTR = "__setattr__",
    DUNDER_SLOTS = "__slots__",
    DUNDER_DELATTR = "__delattr__",
    DUNDER_FORMAT = "__format__",
    DUNDER_NEG = "__neg__",
    DUNDER_POS = "__pos__",
    DUNDER_ABS = "__abs__",
    DUNDER_INVERT = "__invert__",
    DUNDER_INDEX = "__index__",
    DUNDER_MISSING = "__missing__",
    DUNDER_MATCH_ARGS = "__match_args__",
    DUNDER_AENTER = "__aenter__",
    DUNDER_AEXIT = "__aexit__",
    DUNDER_AITER = "__aiter__",
    DUNDER_ANEXT = "__anext__",
    DUNDER_AWAIT = "__await__",
    DUNDER_INIT_SUBCLASS = "__init_subclass__",
    DUNDER_CLASS_GETITEM = "__class_getitem__",
    DUNDER_ANNOTATIONS = "__annotations__",
    DUNDER_DIR = "__dir__",
    DUNDER_BASES = "__bases__",
    DUNDER_GETATTRIBUTE = "__getattribute__",
    DUNDER_ADD = "__add__",
    DUNDER_RADD = "__radd__",
    DUNDER_IADD = "__iadd__",
    DUNDER_SUB = "__sub__",
    DUNDER_RSUB = "__rsub__",
    DUNDER_ISUB = "__isub__",
    DUNDER_MUL = "__mul__",
    DUNDER_RMUL = "__rmul__",
    DUNDER_IMUL = "__imul__",
    DUNDER_MATMUL = "__matmul__",
    DUNDER_RMATMUL = "__rmatmul__",
    DUNDER_IMATMUL = "__imatmul__",
    DUNDER_TRUEDIV = "__truediv__",
    DUNDER_RTRUEDIV = "__rtruediv__",
    DUNDER_ITRUEDIV = "__itruediv__",
    DUNDER_FLOORDIV = "__floordiv__",
    DUNDER_RFLOORDIV = "__rfloordiv__",
    DUNDER_IFLOORDIV = "__ifloordiv__",
    DUNDER_MOD = "__mod__",
    DUNDER_RMOD = "__rmod__",
    DUNDER_IMOD = "__imod__",
    DUNDER_POW = "__pow__",
    DUNDER_RPOW = "__rpow__",
    DUNDER_IPOW = "__ipow__",
    DUNDER_LSHIFT = "__lshift__",
    DUNDER_RLSHIFT = "__rlshift__",
    DUNDER_ILSHIFT = "__ilshift__",
    DUNDER_RSHIFT = "__rshift__",
    DUNDER_RRSHIFT = "__rrshift__",
    DUNDER_IRSHIFT = "__irshift__",
    DUNDER_AND = "__and__",
    DUNDER_RAND = "__rand__",
    DUNDER_IAND = "__iand__",
    DUNDER_OR = "__or__",
    DUNDER_ROR = "__ror__",
    DUNDER_IOR = "__ior__",
    DUNDER_XOR = "__xor__",
    DUNDER_RXOR = "__rxor__",
    DUNDER_IXOR = "__ixor__",
    DUNDER_GET = "__get__",
    DUNDER_SET = "__set__",
    DUNDER_DELETE = "__delete__",
    DUNDER_SET_NAME = "__set_name__",
    DUNDER_REVERSED = "__reversed__",
    DUNDER_MRO_ENTRIES = "__mro_entries__",
    DUNDER_FLOAT = "__float__",
    DUNDER_BYTES = "__bytes__",
    DUNDER_COMPLEX = "__complex__",
    DUNDER_INT = "__int__",
    DUNDER_TRUNC = "__trunc__",
    DUNDER_ROUND = "__round__",
    DUNDER_DIVMOD = "__divmod__",
    DUNDER_RDIVMOD = "__rdivmod__",
    DUNDER_ABSTRACTMETHODS = "__abstractmethods__",
    DUNDER_INSTANCECHECK = "__instancecheck__",
    DUNDER_SUBCLASSCHECK = "__subclasscheck__",
    DUNDER_ARGS = "__args__",
    WRITE = "write",
    SYS = "sys",
    STDOUT = "stdout",
    KEYS = "keys",
    DUNDER_GARTER_TYPE_NAME = "__garter_type_name__",
    DUNDER_NOTES = "__notes__",
    MESSAGE = "message",
    EXCEPTIONS = "exceptions",
    DERIVE = "derive",
}

/// The process-wide table of fixed and builtin names.
struct StaticNames {
    names: Vec<&'static str>,
    index: FastMap<&'static str, Symbol>,
}

static STATIC_NAMES: LazyLock<StaticNames> = LazyLock::new(|| {
    let mut table = StaticNames {
        names: Vec::new(),
        index: FastMap::default(),
    };
    let extra = crate::builtins::registry::all_static_names();
    for name in FIXED_NAMES.iter().copied().chain(extra) {
        if !table.index.contains_key(name) {
            let symbol = Symbol(table.names.len() as u32);
            table.names.push(name);
            table.index.insert(name, symbol);
        }
    }
    table
});

/// The symbol of a name known to the process (fixed or builtin), if it is one.
pub fn static_symbol(name: &str) -> Option<Symbol> {
    STATIC_NAMES.index.get(name).copied()
}

/// How many symbols are process-wide; symbols from this number on belong to one interpreter.
pub fn static_count() -> u32 {
    STATIC_NAMES.names.len() as u32
}

/// The per-interpreter interner for names that only user code uses. Its names are held for
/// the program, so their bytes count against the memory limit ([`Interner::bytes`]). A name no
/// live code or object uses any more is retired ([`Interner::retire`]): its text is freed and
/// its number is never given out again, so a symbol can never come to mean another name.
#[derive(Default, Clone)]
pub struct Interner {
    /// Each symbol's text, `None` once retired.
    names: Vec<Option<Box<str>>>,
    index: FastMap<Box<str>, Symbol>,
    bytes: usize,
    /// Name tables natives asked for ([`Interner::intern_table`]), by the address of their
    /// list, so that a native called in a loop finds its symbols without hashing a name.
    /// Emptied whenever a name is retired.
    tables: Vec<(usize, Box<[Symbol]>)>,
}

/// Bytes an interned name holds beyond its text, twice (the list of names and the index).
const NAME_OVERHEAD: usize = 2 * std::mem::size_of::<Box<str>>() + std::mem::size_of::<Symbol>() + 16;

impl Interner {
    /// The bytes interning a new name of `len` bytes takes.
    pub fn cost(len: usize) -> usize {
        len.saturating_mul(2).saturating_add(NAME_OVERHEAD)
    }

    /// The bytes the interned names hold.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The symbol for `name`, interning it if it is new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        if let Some(symbol) = static_symbol(name) {
            return symbol;
        }
        if let Some(symbol) = self.index.get(name) {
            return *symbol;
        }
        let symbol = Symbol(static_count() + self.names.len() as u32);
        self.bytes = self.bytes.saturating_add(Interner::cost(name.len()));
        self.names.push(Some(name.into()));
        self.index.insert(name.into(), symbol);
        symbol
    }

    /// The symbols of this interner (the process-wide ones excluded), as indexes from 0.
    pub fn own_count(&self) -> usize {
        self.names.len()
    }

    /// Frees the text of the `index`-th symbol of this interner (see [`Interner::own_count`]),
    /// which nothing may use any more; its number stays taken. Returns the bytes freed.
    pub fn retire(&mut self, index: usize) -> usize {
        let Some(name) = self.names.get_mut(index).and_then(Option::take) else {
            return 0;
        };
        self.index.remove(&name);
        self.tables.clear();
        let freed = name.len().saturating_mul(2);
        self.bytes = self.bytes.saturating_sub(freed);
        freed
    }

    /// The symbols of a native's list of names, interned the first time and found by the
    /// list's address afterwards (pass a `static`, whose address is fixed).
    pub fn intern_table<const N: usize>(&mut self, names: &'static [&'static str; N]) -> [Symbol; N] {
        let key = names.as_ptr() as usize;
        if let Some((_, symbols)) = self.tables.iter().find(|(k, _)| *k == key) {
            if let Ok(symbols) = <[Symbol; N]>::try_from(&symbols[..]) {
                return symbols;
            }
        }
        let symbols = names.map(|name| self.intern(name));
        self.tables.push((key, symbols.into()));
        symbols
    }

    /// The symbol for `name` if it was ever interned, without interning it.
    pub fn lookup(&self, name: &str) -> Option<Symbol> {
        static_symbol(name).or_else(|| self.index.get(name).copied())
    }

    /// The text of a symbol.
    pub fn name(&self, symbol: Symbol) -> &str {
        let fixed = static_count();
        if symbol.0 < fixed {
            STATIC_NAMES.names[symbol.0 as usize]
        } else {
            self.names
                .get((symbol.0 - fixed) as usize)
                .and_then(Option::as_deref)
                .unwrap_or("?")
        }
    }

    /// Number of symbols that are valid in this interner (process-wide ones included).
    pub fn symbol_count(&self) -> u32 {
        static_count().saturating_add(self.names.len() as u32)
    }
}

/// An interner is stored as its names; the index is rebuilt when it is read back.
impl serde::Serialize for Interner {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.names.iter())
    }
}

impl<'de> serde::Deserialize<'de> for Interner {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Interner, D::Error> {
        let names = Vec::<Option<Box<str>>>::deserialize(deserializer)?;
        if names.len() as u64 + u64::from(static_count()) > u64::from(u32::MAX) {
            return Err(serde::de::Error::custom("too many interned names"));
        }
        let mut index = FastMap::with_capacity_and_hasher(names.len(), Default::default());
        for (i, name) in names.iter().enumerate() {
            if let Some(name) = name {
                index.entry(name.clone()).or_insert(Symbol(static_count() + i as u32));
            }
        }
        let bytes = names
            .iter()
            .map(|name| Interner::cost(name.as_deref().map_or(0, str::len)))
            .sum();
        Ok(Interner {
            names,
            index,
            bytes,
            tables: Vec::new(),
        })
    }
}
