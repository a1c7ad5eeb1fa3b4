//! Attribute access on builtin values: data attributes (`e.args`, `f.__name__`, `r.start`),
//! methods bound to their receiver, module globals, and CPython's AttributeError messages with
//! "Did you mean" suggestions.

use crate::builtins::registry::{self, NativeKind};
use crate::heap::{BoundMethod, Object};
use crate::symbol::{sym, Symbol};
use crate::types::function::Function;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

impl Vm {
    /// `obj.name`.
    pub fn getattr(&mut self, obj: Value, name: Symbol) -> PyResult<Value> {
        if let Value::Ref(id) = obj {
            match self.heap.get(id) {
                Object::Instance(_) => return self.instance_getattr(obj, name),
                Object::Class(_) => return self.class_getattr(obj, name),
                Object::Module(m) if name != sym::DUNDER_CLASS => {
                    if let Some(v) = self.module_attribute(m.name, m.globals, name) {
                        return Ok(v);
                    }
                }
                Object::Super(s) => {
                    let s = *s;
                    return self.super_getattr(s, name);
                }
                Object::Exception(e) if e.user_class.is_some() => return self.instance_getattr(obj, name),
                _ if self.heap.is_subclass_instance(id) => return self.instance_getattr(obj, name),
                _ => {}
            }
        }
        if let Some(v) = self.data_attribute(obj, name)? {
            return Ok(v);
        }
        let owner = match obj {
            Value::Type(t) => t,
            _ => self.type_of(obj),
        };
        if let Some(id) = registry::find_method(owner, name) {
            let def = registry::native(id);
            return Ok(match (def.kind, obj) {
                (NativeKind::StaticMethod, _) => Value::Native(id),
                (NativeKind::Unset, _) => Value::None,
                (NativeKind::ClassMethod, _) => self.bind(Value::Type(owner), Value::Native(id)),
                (_, Value::Type(_)) => Value::Native(id),
                _ => self.bind(obj, Value::Native(id)),
            });
        }
        if let (Value::Type(_), Some(id)) = (obj, registry::find_method(TypeId::Type, name)) {
            return Ok(self.bind(obj, Value::Native(id)));
        }
        // A module's own `__getattr__` answers the names it does not hold (PEP 562).
        if let Some(Object::Module(m)) = self.object(obj) {
            if let Some(hook) = self.module_attribute(m.name, m.globals, sym::DUNDER_GETATTR) {
                let attr = self.name_str(name);
                return self.call_value(hook, &[attr]);
            }
        }
        // A bound method's attributes end with its function's, so the error names the function.
        if let Some(Object::BoundMethod(m)) = self.object(obj) {
            if matches!(self.object(m.function), Some(Object::Function(_))) {
                return Err(self.missing_attribute(m.function, name));
            }
        }
        Err(self.missing_attribute(obj, name))
    }

    /// `obj.name(...)` lookup: the callable and the receiver to pass first (or Undefined).
    pub fn load_method(&mut self, obj: Value, name: Symbol) -> PyResult<(Value, Value)> {
        if let Value::Ref(id) = obj {
            match self.heap.get(id) {
                Object::Instance(_) => return self.instance_load_method(obj, name),
                Object::Super(s) => {
                    let s = *s;
                    return self.super_load_method(s, name);
                }
                Object::Exception(e) if e.user_class.is_some() => return self.instance_load_method(obj, name),
                _ if self.heap.is_subclass_instance(id) => return self.instance_load_method(obj, name),
                Object::Class(_) => return Ok((self.class_getattr(obj, name)?, Value::Undefined)),
                // `module.function(...)`: the module's global, with no receiver (`__class__`
                // is the one attribute a module's type answers before its globals).
                Object::Module(m) if name != sym::DUNDER_CLASS => {
                    if let Some(v) = self.module_attribute(m.name, m.globals, name) {
                        return Ok((v, Value::Undefined));
                    }
                }
                _ => {}
            }
        }
        if !matches!(obj, Value::Type(_)) {
            if let Some(Object::Module(_) | Object::Function(_) | Object::Exception(_)) = self.object(obj) {
            } else if let Some(id) = registry::find_method(self.type_of(obj), name) {
                return Ok(match registry::native(id).kind {
                    NativeKind::Method | NativeKind::SlotWrapper | NativeKind::Function => (Value::Native(id), obj),
                    NativeKind::ClassMethod => (Value::Native(id), Value::Type(self.type_of(obj))),
                    NativeKind::StaticMethod => (Value::Native(id), Value::Undefined),
                    NativeKind::Unset => (Value::None, Value::Undefined),
                });
            }
        }
        Ok((self.getattr(obj, name)?, Value::Undefined))
    }

    /// `obj.name` as the run loop reads it: an instance's own attribute first (no `Result` on
    /// that path), then the full rules.
    #[inline(always)]
    pub(super) fn load_attr(&mut self, obj: Value, name: Symbol) -> PyResult<Value> {
        match self.quick_attr(obj, name) {
            Some(v) => Ok(v),
            None => self.getattr(obj, name),
        }
    }

    /// The callable and receiver of `obj.name(...)` as the run loop finds them: the common cases
    /// of [`Vm::quick_method`] first, then [`Vm::load_method`].
    #[inline(always)]
    pub(super) fn load_method_quickly(&mut self, obj: Value, name: Symbol) -> PyResult<(Value, Value)> {
        match self.quick_method(obj, name) {
            Some(method) => Ok((method, obj)),
            None => self.load_method(obj, name),
        }
    }

    /// The common cases of `obj.name(...)`, where the receiver is `obj` itself: a plain function
    /// on a user class that the instance does not shadow, or a method of a str, list, dict, set,
    /// tuple, int, float or generator (coroutine). `None` leaves the lookup to
    /// [`Vm::load_method`], which finds the same callable; the run loop calls this first so the
    /// common lookup returns no `Result`.
    #[inline(always)]
    pub(super) fn quick_method(&self, obj: Value, name: Symbol) -> Option<Value> {
        let owner = match obj {
            Value::Int(_) => TypeId::Int,
            Value::Float(_) => TypeId::Float,
            Value::Ref(id) => match self.heap.get(id) {
                Object::Instance(i) => {
                    if i.dict.is_some() || !matches!(i.class, Value::Ref(_)) || i.attrs.get(name).is_some() {
                        return None;
                    }
                    if self.getattribute_hooks && self.getattribute_hook(i.class).is_some() {
                        return None;
                    }
                    let method = self.class_lookup(i.class, name)?;
                    return matches!(self.object(method), Some(Object::Function(_))).then_some(method);
                }
                _ if self.heap.is_subclass_instance(id) => return None,
                Object::Str(_) => TypeId::Str,
                Object::List(_) => TypeId::List,
                Object::Dict(_) => TypeId::Dict,
                Object::Set(_) => TypeId::Set,
                Object::Tuple(_) => TypeId::Tuple,
                Object::Generator(g) => g.type_id(),
                _ => return None,
            },
            _ => return None,
        };
        let id = registry::find_method(owner, name)?;
        matches!(
            registry::native(id).kind,
            NativeKind::Method | NativeKind::SlotWrapper | NativeKind::Function
        )
        .then_some(Value::Native(id))
    }

    /// `f.__name__` or `f.__qualname__` (`attribute`) of the function `id`: the str it holds,
    /// made from its code the first time it is read (and kept, so every read gives that object).
    pub(super) fn function_name_attribute(&mut self, id: crate::value::HeapId, attribute: Symbol) -> Value {
        let Object::Function(f) = self.heap.get(id) else {
            return Value::None;
        };
        let held = if attribute == sym::DUNDER_NAME {
            f.name
        } else {
            f.qualname
        };
        if held != Value::Undefined {
            return held;
        }
        let text = if attribute == sym::DUNDER_NAME {
            self.interner.name(f.code.name).to_string()
        } else {
            f.code.qualname.to_string()
        };
        let made = self.new_str(text);
        if let Object::Function(f) = self.heap.get_mut(id) {
            if attribute == sym::DUNDER_NAME {
                f.name = made;
            } else {
                f.qualname = made;
            }
        }
        made
    }

    pub(crate) fn bind(&mut self, receiver: Value, function: Value) -> Value {
        self.heap
            .alloc_value(Object::BoundMethod(BoundMethod { receiver, function }))
    }

    /// Attributes stored on or computed from the object, before methods are considered.
    pub(super) fn data_attribute(&mut self, obj: Value, name: Symbol) -> PyResult<Option<Value>> {
        if name == sym::DUNDER_CLASS {
            return Ok(Some(Value::Type(self.type_of(obj))));
        }
        match obj {
            Value::Int(_) | Value::Bool(_) => return Ok(self.int_attribute(obj, name)),
            Value::Float(f) => {
                return Ok(match name {
                    n if n == sym::REAL => Some(Value::Float(f)),
                    n if n == sym::IMAG => Some(Value::float(0.0)),
                    _ => None,
                })
            }
            Value::Type(t) if name == sym::DUNDER_DICT => return self.builtin_type_dict(t).map(Some),
            Value::Type(t) => return Ok(self.type_attribute(t, name)),
            Value::Native(id) => {
                let def = registry::native(id);
                return Ok(match name {
                    n if n == sym::DUNDER_NAME => Some(self.new_str(def.name)),
                    n if n == sym::DUNDER_QUALNAME => {
                        let qualname = match def.owner {
                            Some(owner) => format!("{}.{}", owner.name(), def.name),
                            None => def.name.to_string(),
                        };
                        Some(self.new_str(qualname))
                    }
                    n if n == sym::DUNDER_MODULE && def.owner.is_none() => Some(self.new_str("builtins")),
                    n if def.owner.is_some() && self.interner.name(n) == "__objclass__" => def.owner.map(Value::Type),
                    _ => None,
                });
            }
            _ => {}
        }
        let Value::Ref(id) = obj else { return Ok(None) };
        let value = match self.heap.get(id) {
            Object::BigInt(_) => return Ok(self.int_attribute(obj, name)),
            Object::Complex(z) => return Ok(self.complex_attribute(*z, name)),
            Object::ExtensionFunction { table, index } => {
                let (table, index) = (*table, *index);
                let module = self.extension_tables.get(usize::from(table)).map_or("?", |(m, _)| *m);
                let function = self.extension_function(table, index).map_or("?", |(n, _)| n);
                return Ok(match name {
                    n if n == sym::DUNDER_NAME || n == sym::DUNDER_QUALNAME => Some(self.new_str(function)),
                    n if n == sym::DUNDER_MODULE => Some(self.new_str(module)),
                    _ => None,
                });
            }
            Object::Module(m) => self.module_attribute(m.name, m.globals, name),
            Object::Function(f) => {
                let f: &Function = f;
                match name {
                    n if n == sym::DUNDER_NAME || n == sym::DUNDER_QUALNAME => {
                        return Ok(Some(self.function_name_attribute(id, n)));
                    }
                    n if n == sym::DUNDER_DOC => Some(f.doc),
                    n if n == sym::DUNDER_MODULE => {
                        let (dict, module) = (f.dict, f.module);
                        if let Some(dict) = dict {
                            let key = self.name_str(name);
                            if let Some(v) = self.dict_get(Value::Ref(dict), key)? {
                                return Ok(Some(v));
                            }
                        }
                        if let Some(namespace) = self.namespace_dict(module as usize) {
                            let key = self.name_str(sym::DUNDER_NAME);
                            return Ok(Some(self.dict_get(namespace, key)?.unwrap_or(Value::None)));
                        }
                        let module = self.module_name(module);
                        return Ok(Some(self.new_str(module)));
                    }
                    n if n == sym::DUNDER_DEFAULTS => {
                        if f.defaults.is_empty() {
                            Some(Value::None)
                        } else {
                            let d = f.defaults.clone();
                            return Ok(Some(self.new_tuple(d)));
                        }
                    }
                    n if n == sym::DUNDER_KWDEFAULTS => {
                        if f.kwdefaults.is_empty() {
                            Some(Value::None)
                        } else {
                            let pairs = f.kwdefaults.clone();
                            let items = pairs.into_iter().map(|(k, v)| (self.name_str(k), v)).collect();
                            return Ok(Some(self.new_dict_from_items(items)?));
                        }
                    }
                    n if n == sym::DUNDER_DICT => return Ok(Some(self.function_dict(id))),
                    n if n == sym::DUNDER_ANNOTATIONS => {
                        if f.annotations != Value::None {
                            return Ok(Some(f.annotations));
                        }
                        let empty = self.new_dict_from_items(Vec::new())?;
                        if let Object::Function(f) = self.heap.get_mut(id) {
                            f.annotations = empty;
                        }
                        return Ok(Some(empty));
                    }
                    _ if self.interner.name(name) == "__code__" => return self.function_code(id).map(Some),
                    _ => match f.dict {
                        Some(dict) => {
                            let key = self.name_str(name);
                            return self.dict_get(Value::Ref(dict), key);
                        }
                        None => None,
                    },
                }
            }
            Object::BoundMethod(m) => match name {
                n if n == sym::DUNDER_SELF => Some(m.receiver),
                n if n == sym::DUNDER_FUNC => Some(m.function),
                n if n == sym::DUNDER_NAME || n == sym::DUNDER_QUALNAME || n == sym::DUNDER_DOC => {
                    let function = m.function;
                    return self.data_attribute(function, name);
                }
                // As CPython's method objects do, a bound method reads what it lacks from its
                // function (`obj.method.tag` after `method.tag = 1`).
                _ if matches!(self.object(m.function), Some(Object::Function(_))) => {
                    let function = m.function;
                    return self.data_attribute(function, name);
                }
                _ => None,
            },
            Object::Exception(_) => return self.exception_attribute(obj, name),
            Object::MemoryView(_) => {
                let text = self.interner.name(name).to_string();
                return self.memoryview_attribute(id, &text);
            }
            Object::DictView(view) if self.interner.name(name) == "mapping" => {
                let dict = Value::Ref(view.dict);
                return self.call_prelude("mappingproxy", &[dict]).map(Some);
            }
            Object::Range(r) => match name {
                n if n == sym::START => {
                    let v = r.start;
                    return Ok(Some(self.int_from_i128(v)));
                }
                n if n == sym::STOP => {
                    let v = r.stop;
                    return Ok(Some(self.int_from_i128(v)));
                }
                n if n == sym::STEP => {
                    let v = r.step;
                    return Ok(Some(self.int_from_i128(v)));
                }
                _ => None,
            },
            Object::Property(p) => match self.interner.name(name) {
                "fget" => Some(p.fget),
                "fset" => Some(p.fset),
                "fdel" => Some(p.fdel),
                "__doc__" => Some(p.doc),
                _ => None,
            },
            Object::ClassMethod(f) | Object::StaticMethod(f) => match self.interner.name(name) {
                "__func__" | "__wrapped__" => Some(*f),
                // As in CPython 3.10+, the wrapper shows the function's name, doc and annotations.
                "__name__" | "__qualname__" | "__doc__" | "__module__" | "__annotations__" => {
                    let function = *f;
                    return self.getattr(function, name).map(Some);
                }
                _ => None,
            },
            Object::Traceback { exception, position } => {
                let (exception, position) = (*exception, *position);
                let Object::Exception(e) = self.heap.get(exception) else {
                    return Ok(None);
                };
                let count = e.traceback.len();
                let entry = e.traceback.get(count.wrapping_sub(position + 1)).cloned();
                match (self.interner.name(name), entry) {
                    ("tb_lineno", Some(entry)) => Some(Value::Int(entry.line as i64)),
                    ("tb_next", _) => {
                        return Ok(Some(if position + 1 < count {
                            self.heap.alloc_value(Object::Traceback {
                                exception,
                                position: position + 1,
                            })
                        } else {
                            Value::None
                        }))
                    }
                    ("tb_frame" | "tb_lasti", _) => Some(Value::None),
                    _ => None,
                }
            }
            Object::Slice(s) => match name {
                n if n == sym::START => Some(s.start),
                n if n == sym::STOP => Some(s.stop),
                n if n == sym::STEP => Some(s.step),
                _ => None,
            },
            Object::Generator(g) => match name {
                n if n == sym::DUNDER_NAME => {
                    let text = self.interner.name(g.name).to_string();
                    return Ok(Some(self.new_str(text)));
                }
                n if n == sym::DUNDER_QUALNAME => {
                    let text = g.qualname.to_string();
                    return Ok(Some(self.new_str(text)));
                }
                _ => None,
            },
            _ => None,
        };
        Ok(value)
    }

    /// The data attributes of an exception (`args`, `__cause__`, attributes set on it, ...).
    pub(super) fn exception_attribute(&mut self, obj: Value, name: Symbol) -> PyResult<Option<Value>> {
        let Some(Object::Exception(e)) = self.object(obj) else {
            return Ok(None);
        };
        let value = match name {
            n if n == sym::ARGS => {
                let args = e.args.clone();
                return Ok(Some(self.new_tuple(args)));
            }
            n if n == sym::MESSAGE && e.group.is_some() => e.group.map(|g| g.message),
            n if n == sym::EXCEPTIONS && e.group.is_some() => e.group.map(|g| Value::Ref(g.exceptions)),
            n if n == sym::DUNDER_CAUSE => Some(e.cause),
            n if n == sym::DUNDER_CONTEXT => Some(e.context),
            n if n == sym::DUNDER_SUPPRESS_CONTEXT => Some(Value::bool(e.suppress_context)),
            n if n == sym::DUNDER_TRACEBACK => {
                let has_entries = !e.traceback.is_empty();
                let Some(id) = obj.heap_id() else {
                    return Ok(Some(Value::None));
                };
                return Ok(Some(if has_entries {
                    self.heap.alloc_value(Object::Traceback {
                        exception: id,
                        position: 0,
                    })
                } else {
                    Value::None
                }));
            }
            n if n == sym::VALUE && e.class == TypeId::StopIteration => {
                Some(e.args.first().copied().unwrap_or(Value::None))
            }
            n if n == sym::NAME && e.class.is_subtype(TypeId::ImportError) => Some(e.attr(n).unwrap_or(Value::None)),
            n if [sym::ERRNO, sym::STRERROR, sym::FILENAME, sym::FILENAME2].contains(&n)
                && e.class.is_subtype(TypeId::OSError) =>
            {
                Some(e.attr(n).unwrap_or(Value::None))
            }
            n if n == sym::DUNDER_DICT => return self.instance_dict(obj),
            n if e.class.is_subtype(TypeId::SyntaxError) && e.attr(n).is_none() => {
                let args = e.args.clone();
                return Ok(self.syntax_error_field(&args, self.interner.name(n)));
            }
            n if e.class.is_subtype(TypeId::SystemExit) && e.attr(n).is_none() && self.interner.name(n) == "code" => {
                return Ok(Some(match e.args.len() {
                    0 => Value::None,
                    1 => e.args[0],
                    _ => {
                        let args = e.args.clone();
                        self.new_tuple(args)
                    }
                }));
            }
            n => e.attr(n),
        };
        Ok(value)
    }

    fn int_attribute(&mut self, obj: Value, name: Symbol) -> Option<Value> {
        let as_int = match obj {
            Value::Bool(b) => Value::Int(i64::from(b.get())),
            other => other,
        };
        match name {
            n if n == sym::REAL || n == sym::NUMERATOR => Some(as_int),
            n if n == sym::IMAG => Some(Value::Int(0)),
            n if n == sym::DENOMINATOR => Some(Value::Int(1)),
            _ => None,
        }
    }

    fn type_attribute(&mut self, t: TypeId, name: Symbol) -> Option<Value> {
        match name {
            n if n == sym::DUNDER_NAME || n == sym::DUNDER_QUALNAME => Some(self.new_str(t.name())),
            n if n == sym::DUNDER_MODULE => Some(self.new_str("builtins")),
            n if n == sym::DUNDER_MRO => {
                let mro = t.mro().into_iter().map(Value::Type).collect();
                Some(self.new_tuple(mro))
            }
            n if n == sym::DUNDER_BASE => Some(t.parent().map_or(Value::None, Value::Type)),
            n if n == sym::DUNDER_BASES => {
                let bases = t.bases().into_iter().map(Value::Type).collect();
                Some(self.new_tuple(bases))
            }
            _ => None,
        }
    }

    /// A builtin type's `__dict__`: a read-only mapping of the methods it defines itself.
    fn builtin_type_dict(&mut self, t: TypeId) -> PyResult<Value> {
        let mut flat = Vec::new();
        for method in registry::method_names(t) {
            let symbol = self.interner.intern(method);
            let value = self.getattr(Value::Type(t), symbol)?;
            flat.push(self.name_str(symbol));
            flat.push(value);
        }
        let doc = self.name_str(sym::DUNDER_DOC);
        let doc_value = self.getattr(Value::Type(t), sym::DUNDER_DOC).unwrap_or(Value::None);
        flat.extend([doc, doc_value]);
        let dict = self.new_dict_from_pairs(&flat)?;
        self.call_prelude("mappingproxy", &[dict])
    }

    /// The module name of module table entry `index`.
    pub fn module_name(&self, index: u32) -> String {
        if let Some(dict) = self.namespace_dict(index as usize) {
            return self.namespace_module_name(dict);
        }
        self.peek_global(index as usize, sym::DUNDER_NAME)
            .and_then(|v| self.str_of(v).map(str::to_string))
            .unwrap_or_else(|| "__main__".to_string())
    }

    /// The AttributeError for a missing attribute, carrying `obj` and `name` for the suggestion
    /// an uncaught report adds ([`Vm::attribute_hint`]).
    pub(super) fn missing_attribute(&mut self, obj: Value, name: Symbol) -> PyErr {
        let attr = self.interner.name(name).to_string();
        let message = match (obj, self.object(obj)) {
            (Value::Type(t), _) => format!("type object '{}' has no attribute '{attr}'", t.name()),
            (_, Some(Object::Class(c))) => format!("type object '{}' has no attribute '{attr}'", c.name),
            (_, Some(Object::Module(m))) => {
                let module = self.interner.name(m.name).to_string();
                format!("module '{module}' has no attribute '{attr}'")
            }
            _ => format!("'{}' object has no attribute '{attr}'", self.type_name(obj)),
        };
        let text = self.new_str(message);
        let mut exc = crate::heap::ExceptionObj::new(TypeId::AttributeError, vec![text]);
        let obj_name = self.interner.intern("obj");
        exc.set_attr(obj_name, obj);
        let name_value = self.new_str(attr);
        exc.set_attr(sym::NAME, name_value);
        PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc))))
    }

    /// The "Did you mean" hint of an AttributeError that carries `obj` and `name` (as one raised
    /// for a missing attribute does), computed when it is reported, as CPython does: a program
    /// that catches AttributeErrors in a loop never pays for the search.
    pub(crate) fn attribute_hint(&mut self, exc: crate::value::HeapId) -> Option<String> {
        let obj_name = self.interner.intern("obj");
        let (obj, name) = match self.heap.get(exc) {
            Object::Exception(e) if e.class.is_subtype(TypeId::AttributeError) => {
                (e.attr(obj_name)?, e.attr(sym::NAME)?)
            }
            _ => return None,
        };
        let attr = self.str_of(name)?.to_string();
        let candidates = self.attribute_names(obj);
        let hint = crate::exceptions::suggest::closest(&attr, candidates.iter().map(String::as_str))?;
        Some(format!("Did you mean: '{hint}'?"))
    }

    /// The attribute names of a value, sorted (for `dir()` and suggestions).
    pub fn attribute_names(&self, obj: Value) -> Vec<String> {
        // A class lists what its instances see (its builtin base's methods), not its
        // metaclass's methods.
        let owner = match (obj, self.class_obj(obj)) {
            (Value::Type(t), _) => t,
            (_, Some(class)) => class.builtin_base,
            _ => self.type_of(obj),
        };
        let mut names: Vec<String> = Vec::new();
        let mut current = Some(owner);
        while let Some(t) = current {
            for symbol_name in crate::builtins::registry::method_names(t) {
                names.push(symbol_name.to_string());
            }
            current = t.parent();
        }
        match self.object(obj) {
            Some(Object::Module(m)) => {
                names.extend(
                    self.global_bindings(m.globals as usize)
                        .into_iter()
                        .filter(|(_, v)| self.shown_global(m.name, *v))
                        .map(|(name, _)| name),
                );
            }
            Some(Object::Function(f)) => {
                names.extend(
                    [
                        "__name__",
                        "__qualname__",
                        "__doc__",
                        "__module__",
                        "__defaults__",
                        "__kwdefaults__",
                    ]
                    .map(String::from),
                );
                if let Some(dict) = f.dict {
                    if let Object::Dict(d) = self.heap.get(dict) {
                        names.extend(d.iter().filter_map(|e| self.str_of(e.key).map(str::to_string)));
                    }
                }
            }
            Some(Object::Exception(e)) => {
                names.extend(["args", "with_traceback", "__cause__", "__context__"].map(String::from));
                if e.group.is_some() {
                    names.extend(["message", "exceptions"].map(String::from));
                }
                names.extend(e.attrs.iter().map(|(n, _)| self.interner.name(*n).to_string()));
            }
            _ => {}
        }
        names.push("__class__".to_string());
        match owner {
            TypeId::Range | TypeId::Slice => names.extend(["start", "stop", "step"].map(String::from)),
            TypeId::DictKeys | TypeId::DictValues | TypeId::DictItems => names.push("mapping".to_string()),
            _ => {}
        }
        let class = if self.class_obj(obj).is_some() {
            obj
        } else {
            self.class_of(obj)
        };
        let mut instance_dict = false;
        for entry in self.mro_of(class) {
            if let Some(c) = self.class_obj(entry) {
                names.extend(c.attrs.iter().map(|(n, _)| self.interner.name(n).to_string()));
                instance_dict |= c.slots == Value::Undefined;
            }
        }
        if instance_dict {
            names.push("__dict__".to_string());
        }
        names.extend(self.instance_attr_names(obj));
        if matches!(owner, TypeId::Int | TypeId::Bool) {
            names.extend(["real", "imag", "numerator", "denominator"].map(String::from));
        }
        if matches!(owner, TypeId::Float | TypeId::Complex) {
            names.extend(["real", "imag"].map(String::from));
        }
        names.sort();
        names.dedup();
        names
    }
}
