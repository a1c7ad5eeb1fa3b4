//! Interned identifiers.
//!
//! A [`Symbol`] is a `u32` naming an identifier. The first symbols are fixed at compile time (the
//! names Rust code refers to by constant, such as `__init__` or `append`); every builtin and method
//! name is appended once per process; names that appear only in user code are interned per
//! interpreter by [`Interner`].

use std::collections::HashMap;
use std::sync::LazyLock;

/// An interned identifier.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Symbol(pub u32);

macro_rules! fixed_symbols {
    ($($konst:ident = $text:literal,)*) => {
        /// Symbols with a fixed number, for names the interpreter itself refers to.
        pub mod sym {
            use super::Symbol;
            fixed_symbols!(@consts 0u32; $($konst,)*);
        }
        const FIXED_NAMES: &[&str] = &[$($text,)*];
    };
    (@consts $n:expr; $first:ident, $($rest:ident,)*) => {
        #[allow(dead_code)] // each constant is one name; not every name is referenced yet
        pub const $first: Symbol = Symbol($n);
        fixed_symbols!(@consts $n + 1u32; $($rest,)*);
    };
    (@consts $n:expr;) => {};
}

fixed_symbols! {
    MODULE = "<module>",
    LAMBDA = "<lambda>",
    LISTCOMP = "<listcomp>",
    SETCOMP = "<setcomp>",
    DICTCOMP = "<dictcomp>",
    GENEXPR = "<genexpr>",
    DOT0 = ".0",
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
    X = "x",
    NUMBER = "number",
    DUNDER_MRO = "__mro__",
    DUNDER_BASE = "__base__",
}

/// The process-wide table of fixed and builtin names.
struct StaticNames {
    names: Vec<&'static str>,
    index: HashMap<&'static str, Symbol>,
}

static STATIC_NAMES: LazyLock<StaticNames> = LazyLock::new(|| {
    let mut table = StaticNames {
        names: Vec::new(),
        index: HashMap::new(),
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

/// The per-interpreter interner for names that only user code uses.
#[derive(Default, Clone)]
pub struct Interner {
    names: Vec<Box<str>>,
    index: HashMap<Box<str>, Symbol>,
}

impl Interner {
    /// The symbol for `name`, interning it if it is new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        if let Some(symbol) = static_symbol(name) {
            return symbol;
        }
        if let Some(symbol) = self.index.get(name) {
            return *symbol;
        }
        let symbol = Symbol(static_count() + self.names.len() as u32);
        self.names.push(name.into());
        self.index.insert(name.into(), symbol);
        symbol
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
            self.names.get((symbol.0 - fixed) as usize).map_or("?", |s| s)
        }
    }
}
