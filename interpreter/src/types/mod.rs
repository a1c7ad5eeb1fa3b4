//! The builtin types: their identities, names and the builtin class hierarchy (including every
//! builtin exception, arranged as in CPython 3.11's `Lib/test/exception_hierarchy.txt`).
//!
//! Each builtin type is a [`TypeId`]; a type object is the immediate `Value::Type(id)`, so the
//! builtin classes cost no heap allocation. The submodules hold the behaviour of each type.

pub mod async_gen_op;
pub mod buffer;
pub mod bytearray;
pub mod bytes;
pub mod bytes_search;
pub mod class;
pub mod codecs;
pub mod codecs_escape;
pub mod codecs_wide;
pub mod complex;
pub mod complex_methods;
pub mod descriptor;
pub mod dict;
pub mod exception;
pub mod exception_group;
pub mod float;
pub mod float_methods;
pub mod function;
pub mod generator;
pub mod int;
pub mod int_methods;
pub mod iter;
pub mod list;
pub mod memoryview;
pub mod range;
pub mod set;
pub mod slice;
pub mod str;
pub mod tuple;

macro_rules! builtin_types {
    ($($variant:ident = $name:literal : $parent:ident,)*) => {
        /// A builtin type.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
        #[repr(u64)]
        pub enum TypeId { $($variant,)* }

        impl TypeId {
            /// Every builtin type, in declaration order.
            pub const ALL: &'static [TypeId] = &[$(TypeId::$variant,)*];

            /// The name Python code sees (`type(x).__name__`).
            pub fn name(self) -> &'static str {
                match self { $(TypeId::$variant => $name,)* }
            }

            /// The base class, or `None` for `object`.
            pub fn parent(self) -> Option<TypeId> {
                let parent = match self { $(TypeId::$variant => TypeId::$parent,)* };
                (parent != self).then_some(parent)
            }
        }
    };
}

builtin_types! {
    Object = "object": Object,
    Type = "type": Object,
    NoneType = "NoneType": Object,
    NotImplementedType = "NotImplementedType": Object,
    Ellipsis = "ellipsis": Object,
    Int = "int": Object,
    Bool = "bool": Int,
    Float = "float": Object,
    Complex = "complex": Object,
    Str = "str": Object,
    Bytes = "bytes": Object,
    ByteArray = "bytearray": Object,
    MemoryView = "memoryview": Object,
    List = "list": Object,
    Tuple = "tuple": Object,
    Dict = "dict": Object,
    Set = "set": Object,
    FrozenSet = "frozenset": Object,
    Range = "range": Object,
    Slice = "slice": Object,
    Function = "function": Object,
    BuiltinFunction = "builtin_function_or_method": Object,
    Method = "method": Object,
    Module = "module": Object,
    Cell = "cell": Object,
    WeakRefSlot = "weakref_slot": Object,
    Generator = "generator": Object,
    Coroutine = "coroutine": Object,
    AsyncGenerator = "async_generator": Object,
    AsyncGenSend = "async_generator_asend": Object,
    AsyncGenThrow = "async_generator_athrow": Object,
    DictKeys = "dict_keys": Object,
    DictValues = "dict_values": Object,
    DictItems = "dict_items": Object,
    ListIterator = "list_iterator": Object,
    ListReverseIterator = "list_reverseiterator": Object,
    TupleIterator = "tuple_iterator": Object,
    StrIterator = "str_ascii_iterator": Object,
    BytesIterator = "bytes_iterator": Object,
    ByteArrayIterator = "bytearray_iterator": Object,
    MemoryIterator = "memory_iterator": Object,
    RangeIterator = "range_iterator": Object,
    SetIterator = "set_iterator": Object,
    DictKeyIterator = "dict_keyiterator": Object,
    DictValueIterator = "dict_valueiterator": Object,
    DictItemIterator = "dict_itemiterator": Object,
    Enumerate = "enumerate": Object,
    Zip = "zip": Object,
    Map = "map": Object,
    Filter = "filter": Object,
    Reversed = "reversed": Object,
    CallableIterator = "callable_iterator": Object,
    Property = "property": Object,
    ClassMethod = "classmethod": Object,
    StaticMethod = "staticmethod": Object,
    Super = "super": Object,
    Traceback = "traceback": Object,
    HostBridge = "_garter_host": Object,
    PreludeNatives = "_garter_natives": Object,
    WrapperDescriptor = "wrapper_descriptor": Object,
    MethodWrapper = "method-wrapper": Object,
    BaseException = "BaseException": Object,
    SystemExit = "SystemExit": BaseException,
    KeyboardInterrupt = "KeyboardInterrupt": BaseException,
    GeneratorExit = "GeneratorExit": BaseException,
    Exception = "Exception": BaseException,
    StopIteration = "StopIteration": Exception,
    StopAsyncIteration = "StopAsyncIteration": Exception,
    ArithmeticError = "ArithmeticError": Exception,
    FloatingPointError = "FloatingPointError": ArithmeticError,
    OverflowError = "OverflowError": ArithmeticError,
    ZeroDivisionError = "ZeroDivisionError": ArithmeticError,
    AssertionError = "AssertionError": Exception,
    AttributeError = "AttributeError": Exception,
    BufferError = "BufferError": Exception,
    EOFError = "EOFError": Exception,
    ImportError = "ImportError": Exception,
    ModuleNotFoundError = "ModuleNotFoundError": ImportError,
    LookupError = "LookupError": Exception,
    IndexError = "IndexError": LookupError,
    KeyError = "KeyError": LookupError,
    MemoryError = "MemoryError": Exception,
    NameError = "NameError": Exception,
    UnboundLocalError = "UnboundLocalError": NameError,
    OSError = "OSError": Exception,
    FileExistsError = "FileExistsError": OSError,
    FileNotFoundError = "FileNotFoundError": OSError,
    IsADirectoryError = "IsADirectoryError": OSError,
    NotADirectoryError = "NotADirectoryError": OSError,
    PermissionError = "PermissionError": OSError,
    TimeoutError = "TimeoutError": OSError,
    ConnectionError = "ConnectionError": OSError,
    BrokenPipeError = "BrokenPipeError": ConnectionError,
    ConnectionAbortedError = "ConnectionAbortedError": ConnectionError,
    ConnectionRefusedError = "ConnectionRefusedError": ConnectionError,
    ConnectionResetError = "ConnectionResetError": ConnectionError,
    BlockingIOError = "BlockingIOError": OSError,
    ChildProcessError = "ChildProcessError": OSError,
    InterruptedError = "InterruptedError": OSError,
    ProcessLookupError = "ProcessLookupError": OSError,
    ReferenceError = "ReferenceError": Exception,
    RuntimeError = "RuntimeError": Exception,
    NotImplementedError = "NotImplementedError": RuntimeError,
    RecursionError = "RecursionError": RuntimeError,
    SyntaxError = "SyntaxError": Exception,
    IndentationError = "IndentationError": SyntaxError,
    TabError = "TabError": IndentationError,
    SystemError = "SystemError": Exception,
    TypeError = "TypeError": Exception,
    ValueError = "ValueError": Exception,
    UnicodeError = "UnicodeError": ValueError,
    UnicodeDecodeError = "UnicodeDecodeError": UnicodeError,
    UnicodeEncodeError = "UnicodeEncodeError": UnicodeError,
    UnicodeTranslateError = "UnicodeTranslateError": UnicodeError,
    Warning = "Warning": Exception,
    UserWarning = "UserWarning": Warning,
    DeprecationWarning = "DeprecationWarning": Warning,
    RuntimeWarning = "RuntimeWarning": Warning,
    FutureWarning = "FutureWarning": Warning,
    PendingDeprecationWarning = "PendingDeprecationWarning": Warning,
    SyntaxWarning = "SyntaxWarning": Warning,
    ImportWarning = "ImportWarning": Warning,
    UnicodeWarning = "UnicodeWarning": Warning,
    BytesWarning = "BytesWarning": Warning,
    ResourceWarning = "ResourceWarning": Warning,
    EncodingWarning = "EncodingWarning": Warning,
    BaseExceptionGroup = "BaseExceptionGroup": BaseException,
    ExceptionGroup = "ExceptionGroup": BaseExceptionGroup,
}

impl TypeId {
    /// `true` if `self` is `other` or inherits from it.
    pub fn is_subtype(self, other: TypeId) -> bool {
        if self == TypeId::ExceptionGroup && other == TypeId::Exception {
            return true;
        }
        let mut current = Some(self);
        while let Some(t) = current {
            if t == other {
                return true;
            }
            current = t.parent();
        }
        false
    }

    /// The bases (`__bases__`): the parent, and `Exception` as well for `ExceptionGroup`.
    pub fn bases(self) -> Vec<TypeId> {
        let mut bases: Vec<TypeId> = self.parent().into_iter().collect();
        if self == TypeId::ExceptionGroup {
            bases.push(TypeId::Exception);
        }
        bases
    }

    /// `true` for `BaseException` and every builtin exception class.
    pub fn is_exception(self) -> bool {
        self.is_subtype(TypeId::BaseException)
    }

    /// The method resolution order: the type followed by its ancestors. `ExceptionGroup` is the
    /// one builtin with two bases (`BaseExceptionGroup`, `Exception`).
    pub fn mro(self) -> Vec<TypeId> {
        if self == TypeId::ExceptionGroup {
            use TypeId::*;
            return vec![ExceptionGroup, BaseExceptionGroup, Exception, BaseException, Object];
        }
        let mut out = vec![self];
        let mut current = self;
        while let Some(parent) = current.parent() {
            out.push(parent);
            current = parent;
        }
        out
    }

    /// Types that Python code may name as builtins (`int`, `ValueError`, ...), as opposed to
    /// internal types such as `list_iterator` that exist only as `type(x)`.
    pub fn is_builtin_name(self) -> bool {
        use TypeId::*;
        self.is_exception()
            || matches!(
                self,
                Object
                    | Type
                    | Int
                    | Bool
                    | Float
                    | Complex
                    | Str
                    | Bytes
                    | ByteArray
                    | MemoryView
                    | List
                    | Tuple
                    | Dict
                    | Set
                    | FrozenSet
                    | Range
                    | Slice
                    | Enumerate
                    | Zip
                    | Map
                    | Filter
                    | Reversed
                    | Property
                    | ClassMethod
                    | StaticMethod
                    | Super
            )
    }
}
