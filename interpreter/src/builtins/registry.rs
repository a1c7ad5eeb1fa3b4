//! The process-wide table of native functions: every builtin function and every method of a
//! builtin type, each with a [`NativeId`], plus the lookups the VM needs (builtin names by
//! symbol, methods by type and symbol) and the argument-checking helpers natives share.

use std::sync::LazyLock;

use smallvec::SmallVec;

use super::native_signatures;
use crate::fast_hash::FastMap;
use crate::symbol::{static_count, static_symbol, Symbol};
use crate::types::TypeId;
use crate::value::{NativeId, Value};
use crate::vm::{PyErr, PyResult, Vm};

/// A native function: it receives the interpreter and the call's arguments.
pub type NativeFn = fn(&mut Vm, &Args) -> PyResult<Value>;

/// How a native is bound when looked up on a type or an instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NativeKind {
    /// A builtin function (no owner).
    Function,
    /// An instance method: looked up on an instance it binds the instance.
    Method,
    /// A class method: it always receives the type first (`dict.fromkeys`).
    ClassMethod,
    /// A static method: it never receives the type or instance (`str.maketrans`).
    StaticMethod,
    /// A special method of a builtin type (`int.__add__`): bound like [`NativeKind::Method`],
    /// shown as CPython shows its slot wrappers, and found only where the type's ordinary
    /// methods have no entry of that name (`builtins/slots/`).
    SlotWrapper,
    /// A name the type sets to None (`list.__hash__`): looked up, it is None, hiding what an
    /// ancestor defines.
    Unset,
}

/// A group of natives sharing an owner and a kind.
pub type NativeGroup = (Option<TypeId>, NativeKind, &'static [(&'static str, NativeFn)]);

/// One native function or method.
pub struct NativeDef {
    pub name: &'static str,
    /// The type whose method this is, or `None` for a builtin function.
    pub owner: Option<TypeId>,
    pub kind: NativeKind,
    pub func: NativeFn,
    /// Whether the native, as in CPython, refuses keyword arguments (`native_signatures.rs`).
    pub keywordless: bool,
    /// Whether the method takes no arguments besides its receiver (`native_signatures.rs`).
    pub no_arguments: bool,
}

/// The arguments of a native call.
#[derive(Default, Debug)]
pub struct Args {
    /// Inline room for the usual few arguments (a receiver and up to three more) keeps the
    /// struct small: every native call builds one.
    pub positional: SmallVec<[Value; 4]>,
    pub keywords: Vec<(Symbol, Value)>,
}

impl Args {
    pub fn new(positional: &[Value]) -> Args {
        Args {
            positional: SmallVec::from_slice(positional),
            keywords: Vec::new(),
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.positional.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positional.is_empty()
    }

    #[inline]
    pub fn get(&self, i: usize) -> Option<Value> {
        self.positional.get(i).copied()
    }

    /// The keyword argument `name`, if given.
    pub fn keyword(&self, name: Symbol) -> Option<Value> {
        self.keywords.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// The argument at position `i`, or keyword `name`.
    pub fn get_or_keyword(&self, i: usize, name: Symbol) -> Option<Value> {
        self.get(i).or_else(|| self.keyword(name))
    }

    /// Fails unless there are no keyword arguments (`len() takes no keyword arguments`).
    pub fn no_keywords(&self, function: &str) -> PyResult<()> {
        if self.keywords.is_empty() {
            Ok(())
        } else {
            Err(PyErr::type_error(format!("{function}() takes no keyword arguments")))
        }
    }

    /// Fails unless every keyword is one of `allowed` (`'x' is an invalid keyword argument for int()`).
    pub fn only_keywords(&self, vm: &Vm, function: &str, allowed: &[Symbol]) -> PyResult<()> {
        for (name, _) in &self.keywords {
            if !allowed.contains(name) {
                return Err(PyErr::type_error(format!(
                    "'{}' is an invalid keyword argument for {function}()",
                    vm.interner.name(*name)
                )));
            }
        }
        Ok(())
    }

    /// Checks the counts of a native CPython parses with `PyArg_ParseTupleAndKeywords`: at most
    /// `max` arguments, keywords included (`int() takes at most 2 arguments (3 given)`), and at
    /// least `min` positional ones (`sum() takes at least 1 positional argument (0 given)`).
    pub fn keyword_arity(&self, function: &str, min: usize, max: usize) -> PyResult<()> {
        let total = self.positional.len() + self.keywords.len();
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        if total > max {
            return Err(PyErr::type_error(format!(
                "{function}() takes at most {max} argument{} ({total} given)",
                plural(max)
            )));
        }
        if self.positional.len() < min {
            return Err(PyErr::type_error(format!(
                "{function}() takes at least {min} positional argument{} ({} given)",
                plural(min),
                self.positional.len()
            )));
        }
        Ok(())
    }

    /// Checks the count of a method's arguments (its receiver at position 0 left out) that
    /// Argument Clinic parses with keywords allowed: `splitlines() takes at most 1 argument
    /// (2 given)`.
    pub fn method_keyword_arity(&self, method: &str, max: usize) -> PyResult<()> {
        let given = self.positional.len().saturating_sub(1) + self.keywords.len();
        if given <= max {
            return Ok(());
        }
        Err(PyErr::type_error(format!(
            "{method}() takes at most {max} argument{} ({given} given)",
            if max == 1 { "" } else { "s" }
        )))
    }

    /// Checks a positional count between `min` and `max`, with CPython's message forms.
    pub fn arity(&self, function: &str, min: usize, max: usize) -> PyResult<()> {
        let n = self.positional.len();
        if n >= min && n <= max {
            return Ok(());
        }
        let message = if min == max {
            match min {
                0 => format!("{function}() takes no arguments ({n} given)"),
                1 => format!("{function}() takes exactly one argument ({n} given)"),
                _ => format!("{function} expected {min} arguments, got {n}"),
            }
        } else if n < min {
            format!(
                "{function} expected at least {min} argument{}, got {n}",
                if min == 1 { "" } else { "s" }
            )
        } else {
            format!(
                "{function} expected at most {max} argument{}, got {n}",
                if max == 1 { "" } else { "s" }
            )
        };
        Err(PyErr::type_error(message))
    }

    /// Checks the argument count of a method (`self` included at position 0), with CPython's
    /// method message forms: a method taking no argument or exactly one names its type
    /// (`list.append() takes exactly one argument (0 given)`), one taking a range does not
    /// (`pop expected at most 1 argument, got 2`). `method` may name the type itself
    /// (`bytearray.append`); otherwise the receiver's type is used (for a class method the
    /// class), except for special methods, whose messages name the method alone.
    pub fn method_arity(&self, vm: &Vm, method: &str, min: usize, max: usize) -> PyResult<()> {
        let n = self.positional.len().saturating_sub(1);
        if n >= min && n <= max {
            return Ok(());
        }
        let message = if min == max && min <= 1 {
            let qualified = self.qualified_method_name(vm, method);
            if min == 0 {
                format!("{qualified}() takes no arguments ({n} given)")
            } else {
                format!("{qualified}() takes exactly one argument ({n} given)")
            }
        } else if min == max {
            format!("{method} expected {min} arguments, got {n}")
        } else if n < min {
            format!(
                "{method} expected at least {min} argument{}, got {n}",
                if min == 1 { "" } else { "s" }
            )
        } else {
            format!(
                "{method} expected at most {max} argument{}, got {n}",
                if max == 1 { "" } else { "s" }
            )
        };
        Err(PyErr::type_error(message))
    }

    /// `type.method` for a method's messages: `method` as given when it already names its
    /// type or is a special method, else prefixed with the name of the receiver's builtin type
    /// (the class itself for a class method; `int` for a bool, whose methods are int's).
    pub fn qualified_method_name(&self, vm: &Vm, method: &str) -> String {
        if method.contains('.') || method.starts_with("__") {
            return method.to_string();
        }
        let owner = match self.positional.first() {
            Some(Value::Type(type_id)) => *type_id,
            Some(receiver) => match vm.type_of(*receiver) {
                TypeId::Bool => TypeId::Int,
                type_id => type_id,
            },
            None => return method.to_string(),
        };
        format!("{}.{method}", owner.name())
    }
}

/// Every native, in id order.
static NATIVES: LazyLock<Vec<NativeDef>> = LazyLock::new(|| {
    let mut natives = Vec::new();
    for (owner, kind, group) in super::native_groups() {
        for (name, func) in group.iter() {
            natives.push(NativeDef {
                name,
                owner,
                kind,
                func: *func,
                keywordless: native_signatures::takes_no_keywords(owner, name),
                no_arguments: native_signatures::takes_no_arguments(owner, name),
            });
        }
    }
    natives
});

/// The names every native and builtin type contributes to the static symbol table.
pub fn all_static_names() -> impl Iterator<Item = &'static str> {
    NATIVES
        .iter()
        .map(|n| n.name)
        .chain(TypeId::ALL.iter().map(|t| t.name()))
        .chain(CONSTANT_NAMES.iter().map(|(n, _)| *n))
}

/// Builtin names bound to constants (and the old names of `OSError`).
pub(crate) const CONSTANT_NAMES: &[(&str, Value)] = &[
    ("Ellipsis", Value::Ellipsis),
    ("NotImplemented", Value::NotImplemented),
    ("__debug__", Value::bool(true)),
    ("EnvironmentError", Value::Type(TypeId::OSError)),
    ("IOError", Value::Type(TypeId::OSError)),
];

/// Builtin names (functions and types) by symbol.
static BUILTINS: LazyLock<Vec<Option<Value>>> = LazyLock::new(|| {
    let mut table = vec![None; static_count() as usize];
    for t in TypeId::ALL {
        if t.is_builtin_name() {
            if let Some(symbol) = static_symbol(t.name()) {
                table[symbol.0 as usize] = Some(Value::Type(*t));
            }
        }
    }
    for (i, native) in NATIVES.iter().enumerate() {
        if native.owner.is_none() {
            if let Some(symbol) = static_symbol(native.name) {
                table[symbol.0 as usize] = Some(Value::Native(NativeId(i as u64)));
            }
        }
    }
    for (name, value) in CONSTANT_NAMES {
        if let Some(symbol) = static_symbol(name) {
            table[symbol.0 as usize] = Some(*value);
        }
    }
    table
});

/// Methods by owner type and name.
static METHODS: LazyLock<FastMap<(TypeId, Symbol), NativeId>> = LazyLock::new(|| {
    let mut table = FastMap::default();
    for (i, native) in NATIVES.iter().enumerate() {
        if let (Some(owner), Some(symbol)) = (native.owner, static_symbol(native.name)) {
            let id = NativeId(i as u64);
            if matches!(native.kind, NativeKind::SlotWrapper | NativeKind::Unset) {
                table.entry((owner, symbol)).or_insert(id);
            } else {
                table.insert((owner, symbol), id);
            }
        }
    }
    table
});

/// The builtin bound to `name`, if any.
#[inline]
pub fn builtin_value(name: Symbol) -> Option<Value> {
    BUILTINS.get(name.0 as usize).copied().flatten()
}

/// The method `name` defined directly on `owner`.
pub fn own_method(owner: TypeId, name: Symbol) -> Option<NativeId> {
    METHODS.get(&(owner, name)).copied()
}

/// The method `name` of `owner` or of its builtin ancestors.
pub fn find_method(owner: TypeId, name: Symbol) -> Option<NativeId> {
    let mut current = Some(owner);
    while let Some(t) = current {
        if let Some(id) = own_method(t, name) {
            return Some(id);
        }
        current = t.parent();
    }
    None
}

/// How many natives the registry holds (every `NativeId` is below this).
pub fn native_count() -> usize {
    NATIVES.len()
}

/// The definition of a native.
pub fn native(id: NativeId) -> &'static NativeDef {
    &NATIVES[id.0 as usize]
}

/// The id of the builtin function `name` (for natives the VM treats specially).
pub fn builtin_id(name: &str) -> Option<NativeId> {
    NATIVES
        .iter()
        .position(|n| n.owner.is_none() && n.name == name)
        .map(|i| NativeId(i as u64))
}

/// The id of method `name` of `owner`.
pub fn method_id(owner: TypeId, name: &str) -> Option<NativeId> {
    NATIVES
        .iter()
        .position(|n| n.owner == Some(owner) && n.name == name)
        .map(|i| NativeId(i as u64))
}

/// The names of the methods defined directly on `owner`.
pub fn method_names(owner: TypeId) -> impl Iterator<Item = &'static str> {
    NATIVES.iter().filter(move |n| n.owner == Some(owner)).map(|n| n.name)
}

/// The id of the `__build_class__` builtin (pushed by `Instr::LoadBuildClass`).
pub fn build_class_id() -> NativeId {
    static ID: LazyLock<NativeId> =
        LazyLock::new(|| builtin_id("__build_class__").expect("__build_class__ is a registered builtin"));
    *ID
}

/// The id of `list.append`, which the run loop calls without building arguments.
pub fn list_append_id() -> NativeId {
    static ID: LazyLock<NativeId> = LazyLock::new(|| {
        static_symbol("append")
            .and_then(|name| own_method(TypeId::List, name))
            .expect("list.append is a registered method")
    });
    *ID
}

/// Calls a native.
#[inline]
pub fn call_native(vm: &mut Vm, id: NativeId, args: &Args) -> PyResult<Value> {
    let def = native(id);
    if def.keywordless && !args.keywords.is_empty() {
        return Err(keywords_refused(def));
    }
    if def.no_arguments && args.positional.len() > 1 {
        return Err(arguments_refused(def, args.positional.len() - 1));
    }
    (def.func)(vm, args)
}

/// `abs() takes no keyword arguments`, `list.append() takes no keyword arguments`.
#[cold]
fn keywords_refused(def: &NativeDef) -> PyErr {
    PyErr::type_error(format!("{}() takes no keyword arguments", qualified_name(def)))
}

/// `int.bit_length() takes no arguments (1 given)`.
#[cold]
fn arguments_refused(def: &NativeDef, given: usize) -> PyErr {
    PyErr::type_error(format!("{}() takes no arguments ({given} given)", qualified_name(def)))
}

/// A native's name as CPython's messages show it: `abs`, `list.append`.
fn qualified_name(def: &NativeDef) -> String {
    match def.owner {
        Some(owner) => format!("{}.{}", owner.name(), def.name),
        None => def.name.to_string(),
    }
}
