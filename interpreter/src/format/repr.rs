//! `repr()`, `str()` and `ascii()` of builtin values, and the type of a value, as CPython prints
//! them (quote choice and escapes for str and bytes, `[...]` for self-containing containers,
//! exception reprs). Nesting is bounded: a deeper structure raises RecursionError.

use unicode_general_category::{get_general_category, GeneralCategory};

use crate::builtins::registry;
use crate::heap::{Object, ViewKind};
use crate::symbol::sym;
use crate::types::float::push_float_repr;
use crate::types::int::{big_to_decimal, push_i64};
use crate::types::TypeId;
use crate::value::{HeapId, Value};
use crate::vm::compare::MAX_NESTING;
use crate::vm::{PyErr, PyResult, Vm};

/// What a RecursionError from building a repr or str says.
const REPR_CONTEXT: &str = "while getting the repr of an object";

/// Output length past which building a repr checks the memory limit as it grows.
const REPR_CHECK_BYTES: usize = 1 << 16;

/// The type of a native: a slot wrapper's (`int.__add__`) or a builtin function's.
fn native_type(id: crate::value::NativeId) -> TypeId {
    if registry::native(id).kind == registry::NativeKind::SlotWrapper {
        TypeId::WrapperDescriptor
    } else {
        TypeId::BuiltinFunction
    }
}

impl Vm {
    /// The builtin type of a value.
    pub fn type_of(&self, v: Value) -> TypeId {
        match v {
            Value::Undefined | Value::None => TypeId::NoneType,
            Value::Bool(_) => TypeId::Bool,
            Value::Int(_) => TypeId::Int,
            Value::Float(_) => TypeId::Float,
            Value::Type(_) => TypeId::Type,
            Value::Native(id) => native_type(id),
            Value::NotImplemented => TypeId::NotImplementedType,
            Value::Ellipsis => TypeId::Ellipsis,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Str(_) => TypeId::Str,
                Object::BigInt(_) => TypeId::Int,
                Object::Complex(_) => TypeId::Complex,
                Object::Bytes(_) => TypeId::Bytes,
                Object::ByteArray(_) => TypeId::ByteArray,
                Object::MemoryView(_) => TypeId::MemoryView,
                Object::List(_) => TypeId::List,
                Object::Tuple(_) => TypeId::Tuple,
                Object::Dict(_) => TypeId::Dict,
                Object::Set(_) => TypeId::Set,
                Object::FrozenSet(_) => TypeId::FrozenSet,
                Object::Range(_) => TypeId::Range,
                Object::Slice(_) => TypeId::Slice,
                Object::Function(_) => TypeId::Function,
                Object::BoundMethod(m) => match m.function {
                    Value::Native(id) if registry::native(id).kind == registry::NativeKind::SlotWrapper => {
                        TypeId::MethodWrapper
                    }
                    Value::Native(_) => TypeId::BuiltinFunction,
                    _ => TypeId::Method,
                },
                Object::Cell(_) => TypeId::Cell,
                Object::WeakRef(_) => TypeId::WeakRefSlot,
                Object::Iter(it) => {
                    let over_tuple = match it {
                        crate::types::iter::IterObj::Seq { seq, .. } => {
                            matches!(self.heap.get(*seq), Object::Tuple(_))
                        }
                        _ => false,
                    };
                    match (it, it.type_id(over_tuple)) {
                        (crate::types::iter::IterObj::Bytes { bytes, .. }, _) => match self.heap.get(*bytes) {
                            Object::ByteArray(_) => TypeId::ByteArrayIterator,
                            Object::MemoryView(_) => TypeId::MemoryIterator,
                            _ => TypeId::BytesIterator,
                        },
                        (_, t) => t,
                    }
                }
                Object::DictView(v) => match v.kind {
                    ViewKind::Keys => TypeId::DictKeys,
                    ViewKind::Values => TypeId::DictValues,
                    ViewKind::Items => TypeId::DictItems,
                },
                Object::Exception(e) => e.class,
                Object::Module(_) => TypeId::Module,
                Object::Generator(g) => g.type_id(),
                Object::Class(_) => TypeId::Type,
                Object::Instance(i) => match i.class {
                    Value::Type(t) => t,
                    other => self.class_obj(other).map_or(TypeId::Object, |c| c.builtin_base),
                },
                Object::Property(_) => TypeId::Property,
                Object::ClassMethod(_) => TypeId::ClassMethod,
                Object::StaticMethod(_) => TypeId::StaticMethod,
                Object::Super(_) => TypeId::Super,
                Object::Traceback { .. } => TypeId::Traceback,
                Object::AsyncGenOp(op) if op.throws => TypeId::AsyncGenThrow,
                Object::AsyncGenOp(_) => TypeId::AsyncGenSend,
                Object::HostFunction(_) | Object::ExtensionFunction { .. } => TypeId::BuiltinFunction,
            },
        }
    }

    /// The name of a value's type, as error messages show it. A class of a standard module
    /// that CPython implements in C names itself as CPython's type does (`decimal.Decimal`) with
    /// a `__garter_type_name__` string in its own namespace.
    pub fn type_name(&self, v: Value) -> String {
        match self.user_class_of(v) {
            Some(class) => {
                let own = self
                    .class_obj(Value::Ref(class))
                    .and_then(|c| c.attrs.get(sym::DUNDER_GARTER_TYPE_NAME))
                    .and_then(|name| self.str_of(name));
                match own {
                    Some(name) => name.to_string(),
                    None => self.class_name(Value::Ref(class)),
                }
            }
            None => self.type_of(v).name().to_string(),
        }
    }

    /// `repr(v)`.
    pub fn repr(&mut self, v: Value) -> PyResult<String> {
        let mut out = String::new();
        let mut active = std::mem::take(&mut self.repr_active);
        let depth = active.len();
        let result = self.repr_into(v, &mut out, &mut active);
        active.truncate(depth);
        self.repr_active = active;
        result.map(|()| out)
    }

    /// `repr(v)` as the builtin type would give it, ignoring a subclass's `__repr__`.
    pub fn builtin_repr(&mut self, v: Value) -> PyResult<String> {
        let mut out = String::new();
        let mut active = std::mem::take(&mut self.repr_active);
        let depth = active.len();
        let result = match v {
            Value::Ref(id) => self.repr_builtin_object(id, &mut out, &mut active),
            other => self.repr_into(other, &mut out, &mut active),
        };
        active.truncate(depth);
        self.repr_active = active;
        result.map(|()| out)
    }

    /// `str(v)`.
    pub fn to_str(&mut self, v: Value) -> PyResult<String> {
        if self.has_builtin_base(v) {
            if let Some(text) = self.user_str(v)? {
                return Ok(text);
            }
            // `str` and `bytes` have a `__str__` of their own; the other immutable builtins'
            // is `object.__str__`, the repr (a user `__repr__` included).
            let base = self.builtin_value(v);
            if self.str_of(base).is_some() || matches!(self.object(base), Some(Object::Bytes(_))) {
                return self.to_str(base);
            }
            return self.repr(v);
        }
        if let Some(s) = self.str_of(v) {
            return Ok(s.to_string());
        }
        if let Some(text) = self.user_str(v)? {
            return Ok(text);
        }
        match self.object(v) {
            Some(Object::Exception(_)) => self.exception_default_str(v),
            // `bytearray.__str__` is its own repr, whatever `__repr__` a subclass defines.
            Some(Object::ByteArray(_)) => self.builtin_repr(v),
            _ => self.repr(v),
        }
    }

    /// `BaseException.__str__`: empty, the single argument, or the tuple of arguments.
    pub fn exception_default_str(&mut self, v: Value) -> PyResult<String> {
        let Some(Object::Exception(e)) = self.object(v) else {
            return self.repr(v);
        };
        if let Some(group) = e.group {
            let count = self.seq_items(Value::Ref(group.exceptions)).map_or(0, <[Value]>::len);
            let message = self.nested_native("while getting the str of an object", |vm| vm.to_str(group.message))?;
            let plural = if count == 1 { "" } else { "s" };
            return Ok(format!("{message} ({count} sub-exception{plural})"));
        }
        let class = e.class;
        if class.is_subtype(TypeId::OSError) || class.is_subtype(TypeId::UnicodeError) {
            let e = e.clone();
            let text = if class.is_subtype(TypeId::OSError) {
                self.os_error_str(&e)?
            } else {
                self.unicode_error_str(&e)?
            };
            if let Some(text) = text {
                return Ok(text);
            }
        }
        let Some(Object::Exception(e)) = self.object(v) else {
            return self.repr(v);
        };
        let args = e.args.clone();
        let class = e.class;
        if class.is_subtype(TypeId::SyntaxError) {
            if let Some(text) = self.syntax_error_str(&args) {
                return Ok(text);
            }
        }
        match args.len() {
            0 => Ok(String::new()),
            1 if class == TypeId::KeyError => self.nested_native(REPR_CONTEXT, |vm| vm.repr(args[0])),
            1 => self.nested_native("while getting the str of an object", |vm| vm.to_str(args[0])),
            _ => {
                let tuple = self.new_tuple(args);
                self.nested_native(REPR_CONTEXT, |vm| vm.repr(tuple))
            }
        }
    }

    /// A SyntaxError's str when its arguments are `(msg, (filename, lineno, ...))`: CPython's
    /// `msg (file, line N)`, naming the file by its last path component.
    fn syntax_error_str(&self, args: &[Value]) -> Option<String> {
        let [message, details] = args else {
            return None;
        };
        let message = self.str_of(*message)?;
        let details = self.seq_items(*details)?;
        let filename = details.first().and_then(|f| self.str_of(*f));
        let line = match details.get(1) {
            Some(Value::Int(line)) => Some(*line),
            _ => None,
        };
        Some(match (filename, line) {
            (Some(filename), Some(line)) => {
                let base = filename.rsplit('/').next().unwrap_or(filename);
                format!("{message} ({base}, line {line})")
            }
            (Some(filename), None) => format!("{message} ({})", filename.rsplit('/').next().unwrap_or(filename)),
            (None, Some(line)) => format!("{message} (line {line})"),
            (None, None) => message.to_string(),
        })
    }

    /// A SyntaxError attribute not set on the exception, read from its arguments as
    /// CPython's constructor stores them: `msg` is the first; with two, the second is
    /// `(filename, lineno, offset, text[, end_lineno, end_offset])`. `None` for the other
    /// names CPython gives every SyntaxError, and for names it does not have.
    pub(crate) fn syntax_error_field(&self, args: &[Value], name: &str) -> Option<Value> {
        const DETAILS: [&str; 6] = ["filename", "lineno", "offset", "text", "end_lineno", "end_offset"];
        if name == "msg" {
            return Some(args.first().copied().unwrap_or(Value::None));
        }
        let index = DETAILS.iter().position(|field| *field == name);
        if index.is_none() && name != "print_file_and_line" {
            return None;
        }
        let details = match args {
            [_, details] => self.seq_items(*details).filter(|items| (4..=6).contains(&items.len())),
            _ => None,
        };
        Some(index.and_then(|i| details?.get(i).copied()).unwrap_or(Value::None))
    }

    /// `ascii(v)`: the repr with non-ASCII characters escaped.
    pub fn ascii(&mut self, v: Value) -> PyResult<String> {
        let text = self.repr(v)?;
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            push_ascii_escaped(&mut out, c);
        }
        Ok(out)
    }

    fn repr_into(&mut self, v: Value, out: &mut String, active: &mut Vec<HeapId>) -> PyResult<()> {
        match v {
            Value::Undefined | Value::None => out.push_str("None"),
            Value::Bool(b) => out.push_str(if b.get() { "True" } else { "False" }),
            Value::Int(i) => push_i64(out, i),
            Value::Float(f) => push_float_repr(out, f.get()),
            Value::Type(t) => {
                out.push_str("<class '");
                out.push_str(t.name());
                out.push_str("'>");
            }
            Value::Native(id) => {
                let def = registry::native(id);
                match (def.owner, def.kind) {
                    (None, _) => out.push_str(&format!("<built-in function {}>", def.name)),
                    (Some(owner), registry::NativeKind::SlotWrapper) => {
                        out.push_str(&format!("<slot wrapper '{}' of '{}' objects>", def.name, owner.name()))
                    }
                    (Some(owner), _) => out.push_str(&format!("<method '{}' of '{}' objects>", def.name, owner.name())),
                }
            }
            Value::NotImplemented => out.push_str("NotImplemented"),
            Value::Ellipsis => out.push_str("Ellipsis"),
            Value::Ref(id) => self.repr_object(id, out, active)?,
        }
        Ok(())
    }

    fn repr_object(&mut self, id: HeapId, out: &mut String, active: &mut Vec<HeapId>) -> PyResult<()> {
        self.charge(1)?;
        if out.len() >= REPR_CHECK_BYTES {
            self.check_alloc_chars(out.len())?;
        }
        if active.len() as u32 > MAX_NESTING {
            return Err(PyErr::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while getting the repr of an object",
            ));
        }
        self.repr_active = std::mem::take(active);
        let user = self.user_repr(Value::Ref(id));
        *active = std::mem::take(&mut self.repr_active);
        if let Some(text) = user? {
            out.push_str(&text);
            return Ok(());
        }
        self.repr_builtin_object(id, out, active)
    }

    fn repr_builtin_object(&mut self, id: HeapId, out: &mut String, active: &mut Vec<HeapId>) -> PyResult<()> {
        let address = 0x7f00_0000_0000u64 + id.0 * 48;
        if let Object::BigInt(b) = self.heap.get(id) {
            self.charge_decimal_conversion(b.bits())?;
        }
        match self.heap.get(id) {
            Object::Str(s) => push_str_repr(out, s.as_str()),
            Object::BigInt(b) => out.push_str(&big_to_decimal(b, self.int_max_str_digits)?),
            Object::Complex(z) => crate::types::complex::push_complex_repr(out, *z),
            Object::Bytes(b) => push_bytes_repr(out, b),
            Object::ByteArray(b) => {
                let mut bytes = String::new();
                push_bytes_repr(&mut bytes, &b.data);
                match self.subclass_name(id) {
                    Some(name) => out.push_str(&name),
                    None => out.push_str("bytearray"),
                }
                out.push('(');
                if bytes.starts_with("b\"") {
                    // CPython's bytearray repr escapes a single quote even inside double quotes.
                    bytes = bytes.replace('\'', "\\'");
                }
                out.push_str(&bytes);
                out.push(')');
            }
            Object::MemoryView(view) => {
                let what = if view.released { "released memory" } else { "memory" };
                out.push_str(&format!("<{what} at {address:#x}>"));
            }
            Object::List(_) | Object::Tuple(_) | Object::Dict(_) | Object::DictView(_) => {
                self.repr_container(id, out, active)?
            }
            Object::Set(_) | Object::FrozenSet(_) => {
                let name = self.subclass_name(id);
                self.repr_set(id, name, out, active)?
            }
            Object::Range(r) => {
                if r.step == 1 {
                    out.push_str(&format!("range({}, {})", r.start, r.stop));
                } else {
                    out.push_str(&format!("range({}, {}, {})", r.start, r.stop, r.step));
                }
            }
            Object::Slice(s) => {
                let (start, stop, step) = (s.start, s.stop, s.step);
                out.push_str("slice(");
                self.repr_into(start, out, active)?;
                out.push_str(", ");
                self.repr_into(stop, out, active)?;
                out.push_str(", ");
                self.repr_into(step, out, active)?;
                out.push(')');
            }
            Object::Function(f) => {
                let name = self.function_qualname(f).to_string();
                out.push_str(&format!("<function {name} at {address:#x}>"));
            }
            Object::BoundMethod(m) => {
                let (receiver, function) = (m.receiver, m.function);
                match function {
                    Value::Native(native) => {
                        let def = registry::native(native);
                        let owner = self.type_name(receiver);
                        let raddr = receiver.heap_id().map_or(address, |r| 0x7f00_0000_0000u64 + r.0 * 48);
                        let kind = if def.kind == registry::NativeKind::SlotWrapper {
                            format!("method-wrapper '{}'", def.name)
                        } else {
                            format!("built-in method {}", def.name)
                        };
                        out.push_str(&format!("<{kind} of {owner} object at {raddr:#x}>"));
                    }
                    _ => {
                        let name = match self.object(function) {
                            Some(Object::Function(f)) => self.function_qualname(f).to_string(),
                            _ => "?".to_string(),
                        };
                        out.push_str(&format!("<bound method {name} of "));
                        self.repr_into(receiver, out, active)?;
                        out.push('>');
                    }
                }
            }
            Object::Cell(_) => out.push_str(&format!("<cell at {address:#x}>")),
            Object::WeakRef(_) => out.push_str(&format!("<weakref_slot at {address:#x}>")),
            Object::Iter(_) => {
                let name = self.type_name(Value::Ref(id));
                out.push_str(&format!("<{name} object at {address:#x}>"));
            }
            Object::Exception(e) => {
                let args = e.args.clone();
                let name = self.type_name(Value::Ref(id));
                out.push_str(&name);
                if args.len() == 1 {
                    out.push('(');
                    active.push(id);
                    let result = self.repr_into(args[0], out, active);
                    active.pop();
                    result?;
                    out.push(')');
                } else {
                    active.push(id);
                    let result = self.repr_sequence(&args, "(", ")", out, active);
                    active.pop();
                    result?;
                }
            }
            Object::Module(m) => {
                let name = self.interner.name(m.name).to_string();
                out.push_str(&format!("<module '{name}' (built-in)>"));
            }
            Object::Generator(g) => {
                out.push_str(&format!(
                    "<{} object {} at {address:#x}>",
                    g.type_id().name(),
                    g.qualname
                ));
            }
            Object::Class(_) => {
                // As CPython's, without the module when it is `builtins`.
                let name = self.qualified_class_name(Value::Ref(id));
                let name = name.strip_prefix("builtins.").unwrap_or(&name);
                out.push_str(&format!("<class '{name}'>"));
            }
            Object::Instance(i) if i.base != Value::Undefined => {
                let (base, class) = (i.base, i.class);
                match base {
                    Value::Ref(set) if matches!(self.heap.get(set), Object::FrozenSet(_)) => {
                        self.repr_set(set, Some(self.class_name(class)), out, active)?;
                    }
                    _ => self.repr_into(base, out, active)?,
                }
            }
            Object::Instance(i) => {
                let name = self.qualified_class_name(i.class);
                out.push_str(&format!("<{name} object at {address:#x}>"));
            }
            Object::AsyncGenOp(op) => {
                let name = if op.throws { "athrow" } else { "asend" };
                out.push_str(&format!("<async_generator_{name} object at {address:#x}>"));
            }
            Object::HostFunction(name) => {
                let name = self.interner.name(*name).to_string();
                out.push_str(&format!("<built-in function {name}>"));
            }
            Object::ExtensionFunction { table, index } => {
                let name = self.extension_function(*table, *index).map_or("?", |(name, _)| name);
                out.push_str(&format!("<built-in function {name}>"));
            }
            Object::Property(_) => out.push_str(&format!("<property object at {address:#x}>")),
            Object::Traceback { .. } => out.push_str(&format!("<traceback object at {address:#x}>")),
            Object::ClassMethod(f) | Object::StaticMethod(f) => {
                let (f, kind) = (
                    *f,
                    if matches!(self.heap.get(id), Object::ClassMethod(_)) {
                        "classmethod"
                    } else {
                        "staticmethod"
                    },
                );
                out.push_str(&format!("<{kind}("));
                self.repr_into(f, out, active)?;
                out.push_str(")>");
            }
            Object::Super(s) => {
                let (start, receiver) = (s.start, s.receiver);
                out.push_str("<super: ");
                self.repr_into(start, out, active)?;
                out.push_str(", ");
                self.repr_into(receiver, out, active)?;
                out.push('>');
            }
        }
        Ok(())
    }

    fn repr_container(&mut self, id: HeapId, out: &mut String, active: &mut Vec<HeapId>) -> PyResult<()> {
        let recursive = active.contains(&id);
        let object = self.heap.get(id);
        let (open, close, items, empty): (&str, &str, Vec<Value>, &str) = match object {
            Object::List(items) => ("[", "]", items.clone(), "[]"),
            Object::Tuple(items) => {
                if items.len() == 1 && !recursive {
                    let item = items[0];
                    out.push('(');
                    active.push(id);
                    let result = self.repr_into(item, out, active);
                    active.pop();
                    result?;
                    out.push_str(",)");
                    return Ok(());
                }
                ("(", ")", items.clone(), "()")
            }
            Object::Dict(d) => {
                let pairs: Vec<(Value, Value)> = d.iter().map(|e| (e.key, e.value)).collect();
                if recursive {
                    out.push_str("{...}");
                    return Ok(());
                }
                out.push('{');
                active.push(id);
                for (i, (k, v)) in pairs.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if let Err(e) = self.repr_into(k, out, active).and_then(|_| {
                        out.push_str(": ");
                        self.repr_into(v, out, active)
                    }) {
                        active.pop();
                        return Err(e);
                    }
                }
                active.pop();
                out.push('}');
                return Ok(());
            }
            Object::DictView(view) => {
                let (dict, kind) = (view.dict, view.kind);
                let (name, items) = match self.heap.get(dict) {
                    Object::Dict(d) => match kind {
                        ViewKind::Keys => ("dict_keys", d.iter().map(|e| e.key).collect::<Vec<_>>()),
                        ViewKind::Values => ("dict_values", d.iter().map(|e| e.value).collect()),
                        ViewKind::Items => ("dict_items", Vec::new()),
                    },
                    _ => ("dict_keys", Vec::new()),
                };
                out.push_str(name);
                out.push('(');
                if kind == ViewKind::Items {
                    let pairs: Vec<(Value, Value)> = match self.heap.get(dict) {
                        Object::Dict(d) => d.iter().map(|e| (e.key, e.value)).collect(),
                        _ => Vec::new(),
                    };
                    out.push('[');
                    active.push(id);
                    for (i, (k, v)) in pairs.into_iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push('(');
                        let r = self.repr_into(k, out, active).and_then(|_| {
                            out.push_str(", ");
                            self.repr_into(v, out, active)
                        });
                        if let Err(e) = r {
                            active.pop();
                            return Err(e);
                        }
                        out.push(')');
                    }
                    active.pop();
                    out.push_str("])");
                    return Ok(());
                }
                active.push(id);
                let result = self.repr_sequence(&items, "[", "]", out, active);
                active.pop();
                result?;
                out.push(')');
                return Ok(());
            }
            _ => return Ok(()),
        };
        if recursive {
            out.push_str(match open {
                "[" => "[...]",
                _ => "(...)",
            });
            return Ok(());
        }
        if items.is_empty() {
            out.push_str(empty);
            return Ok(());
        }
        active.push(id);
        let result = self.repr_sequence(&items, open, close, out, active);
        active.pop();
        result
    }

    /// The repr of the set or frozenset `id`: `{1, 2}` or `set()`, `frozenset({1})`, and for a
    /// subclass instance (`name` given) `Name({1})` or `Name()`.
    fn repr_set(
        &mut self,
        id: HeapId,
        name: Option<String>,
        out: &mut String,
        active: &mut Vec<HeapId>,
    ) -> PyResult<()> {
        let (items, frozen): (Vec<Value>, bool) = match self.heap.get(id) {
            Object::Set(s) => (s.keys().collect(), false),
            Object::FrozenSet(s) => (s.keys().collect(), true),
            _ => return Ok(()),
        };
        let braces_only = !frozen && name.is_none();
        let name = name.unwrap_or_else(|| if frozen { "frozenset" } else { "set" }.to_string());
        if active.contains(&id) {
            out.push_str(&name);
            out.push_str("(...)");
            return Ok(());
        }
        if items.is_empty() {
            out.push_str(&name);
            out.push_str("()");
            return Ok(());
        }
        let (open, close) = if braces_only {
            ("{".to_string(), "}")
        } else {
            (format!("{name}({{"), "})")
        };
        active.push(id);
        let result = self.repr_sequence(&items, &open, close, out, active);
        active.pop();
        result
    }

    /// The class name of a dict, list, set or bytearray that is an instance of a user subclass.
    fn subclass_name(&self, id: HeapId) -> Option<String> {
        if !self.heap.is_subclass_instance(id) {
            return None;
        }
        let class = self.heap.subclassed.get(&id)?.class;
        Some(self.class_name(Value::Ref(class)))
    }

    fn repr_sequence(
        &mut self,
        items: &[Value],
        open: &str,
        close: &str,
        out: &mut String,
        active: &mut Vec<HeapId>,
    ) -> PyResult<()> {
        out.push_str(open);
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.repr_into(*item, out, active)?;
        }
        out.push_str(close);
        Ok(())
    }
}

/// Whether CPython considers a character printable (`str.isprintable`).
pub fn is_printable(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    !matches!(
        get_general_category(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::Surrogate
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
            | GeneralCategory::SpaceSeparator
    )
}

/// Appends `text` quoted and escaped as `repr(str)` does.
pub fn push_str_repr(out: &mut String, text: &str) {
    // Printable ASCII without a quote or backslash is copied as it is.
    if text
        .bytes()
        .all(|b| (0x20..0x7f).contains(&b) && b != b'\'' && b != b'\\')
    {
        out.reserve(text.len() + 2);
        out.push('\'');
        out.push_str(text);
        out.push('\'');
        return;
    }
    let quote = if text.contains('\'') && !text.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if (c as u32) < 0x7f => out.push(c),
            c if is_printable(c) => out.push(c),
            c => push_ascii_escaped(out, c),
        }
    }
    out.push(quote);
}

/// Appends `c`, escaped as `\xhh`, `\uhhhh` or `\Uhhhhhhhh` when it is not ASCII.
fn push_ascii_escaped(out: &mut String, c: char) {
    let n = c as u32;
    if n < 0x80 {
        out.push(c);
    } else if n <= 0xff {
        out.push_str(&format!("\\x{n:02x}"));
    } else if n <= 0xffff {
        out.push_str(&format!("\\u{n:04x}"));
    } else {
        out.push_str(&format!("\\U{n:08x}"));
    }
}

/// Appends `repr(bytes)`.
pub fn push_bytes_repr(out: &mut String, bytes: &[u8]) {
    let quote = if bytes.contains(&b'\'') && !bytes.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    out.push('b');
    out.push(quote as char);
    for &b in bytes {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b if b == quote => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            b => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out.push(quote as char);
}
