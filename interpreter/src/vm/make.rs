//! Instructions that build things: function objects (with defaults and closures), sequence
//! unpacking, imports; and the size checks that refuse absurd allocations before making them.

use std::sync::Arc;

use crate::bytecode::{make_flags as flags, CodeObject};
use crate::compile::CompileContext;
use crate::heap::{ExceptionObj, ModuleObj, Object};
use crate::parse::SourceFile;
use crate::symbol::{sym, Symbol};
use crate::types::function::Function;
use crate::types::TypeId;
use crate::value::Value;

use super::globals::Globals;
use super::{PyErr, PyResult, Vm};

/// Largest string or container a single operation may create (items or bytes).
pub(crate) const MAX_ALLOCATION: usize = 1 << 28;

impl Vm {
    /// `MakeFunction`: builds a function from child code `child` of `parent`, popping the
    /// defaults, keyword-only defaults and closure the flags announce.
    #[inline(never)]
    pub(super) fn make_function(
        &mut self,
        parent: &CodeObject,
        child: usize,
        flag_bits: u8,
        module: u32,
    ) -> PyResult<Value> {
        let code = parent.children[child].clone();
        let closure = if flag_bits & flags::CLOSURE != 0 {
            let tuple = self.stack.pop().unwrap_or(Value::None);
            self.seq_items(tuple).map(|s| s.to_vec()).unwrap_or_default()
        } else {
            Vec::new()
        };
        let kwdefaults = if flag_bits & flags::KWDEFAULTS != 0 {
            let dict = self.stack.pop().unwrap_or(Value::None);
            let mut pairs = Vec::new();
            for (k, v) in self.dict_items(dict)? {
                let name = self.str_of(k).unwrap_or("").to_string();
                pairs.push((self.intern_runtime_name(&name)?, v));
            }
            pairs
        } else {
            Vec::new()
        };
        let defaults = if flag_bits & flags::DEFAULTS != 0 {
            let tuple = self.stack.pop().unwrap_or(Value::None);
            self.seq_items(tuple).map(|s| s.to_vec()).unwrap_or_default()
        } else {
            Vec::new()
        };
        let doc = code.doc.unwrap_or(Value::None);
        let function = Function {
            code,
            module,
            name: Value::Undefined,
            qualname: Value::Undefined,
            defaults,
            kwdefaults,
            closure,
            doc,
            annotations: Value::None,
            dict: None,
            fast_path: None,
        };
        Ok(self.heap.alloc_value(Object::Function(Box::new(function))))
    }

    /// `a, b, c = seq`: pushes the items so the first is on top.
    pub(super) fn unpack_sequence(&mut self, seq: Value, n: usize) -> PyResult<()> {
        if let Value::Ref(id) = seq {
            // An exact tuple or list of the right length: its items straight onto the stack
            // (charged as the copy `collect_iterable` would make).
            let fits = matches!(self.heap.get(id), Object::List(items) | Object::Tuple(items) if items.len() == n);
            if fits && !self.heap.is_subclass_instance(id) {
                self.charge(n as u64 / 16)?;
                if let Object::List(items) | Object::Tuple(items) = self.heap.get(id) {
                    self.stack.extend(items.iter().rev());
                }
                return Ok(());
            }
        }
        let items = self.unpack_at_most(seq, n + 1)?;
        if items.len() < n {
            return Err(PyErr::value_error(format!(
                "not enough values to unpack (expected {n}, got {})",
                items.len()
            )));
        }
        if items.len() > n {
            return Err(PyErr::value_error(format!("too many values to unpack (expected {n})")));
        }
        self.stack.extend(items.into_iter().rev());
        Ok(())
    }

    /// The first `limit` items of `seq` for unpacking into a fixed number of targets: an
    /// iterator is read no further, so what is left stays in it (and an endless one ends).
    fn unpack_at_most(&mut self, seq: Value, limit: usize) -> PyResult<Vec<Value>> {
        let subclassed = matches!(seq, Value::Ref(id) if self.heap.is_subclass_instance(id));
        if !subclassed {
            if let Some(Object::List(items) | Object::Tuple(items)) = self.object(seq) {
                let taken: Vec<Value> = items.iter().take(limit).copied().collect();
                self.charge(taken.len() as u64 / 16)?;
                return Ok(taken);
            }
        }
        if !self.is_iterable(seq) {
            return Err(PyErr::type_error(format!(
                "cannot unpack non-iterable {} object",
                self.type_name(seq)
            )));
        }
        let iterator = self.get_iter(seq)?;
        let mut items = Vec::with_capacity(limit.min(64));
        while items.len() < limit {
            match self.next_value(iterator)? {
                Some(item) => items.push(item),
                None => break,
            }
        }
        Ok(items)
    }

    /// `a, *b, c = seq`.
    #[inline(never)]
    pub(super) fn unpack_ex(&mut self, seq: Value, before: usize, after: usize) -> PyResult<()> {
        let items = self.unpack_items(seq)?;
        if items.len() < before + after {
            return Err(PyErr::value_error(format!(
                "not enough values to unpack (expected at least {}, got {})",
                before + after,
                items.len()
            )));
        }
        let middle_end = items.len() - after;
        for item in items[middle_end..].iter().rev() {
            self.stack.push(*item);
        }
        let middle = self.new_list(items[before..middle_end].to_vec());
        self.stack.push(middle);
        for item in items[..before].iter().rev() {
            self.stack.push(*item);
        }
        Ok(())
    }

    fn unpack_items(&mut self, seq: Value) -> PyResult<Vec<Value>> {
        if !self.is_iterable(seq) {
            return Err(PyErr::type_error(format!(
                "cannot unpack non-iterable {} object",
                self.type_name(seq)
            )));
        }
        self.collect_iterable(seq)
    }

    /// A stable identity number for `id()`.
    pub fn id_of(&self, v: Value) -> i64 {
        match v {
            Value::Ref(id) => 0x7f00_0000_0000 + id.0 as i64 * 48,
            Value::Int(i) => 0x1000_0000 + i.wrapping_mul(32),
            Value::Float(f) => 0x2000_0000 + (f.get().to_bits() as i64 & 0xffff_ffff) * 32,
            Value::Bool(b) => 0x3000 + (b.get() as i64) * 32,
            Value::None | Value::Undefined => 0x3100,
            Value::Type(t) => 0x4000 + t as i64 * 32,
            Value::Native(n) => 0x8000 + n.0 as i64 * 32,
            Value::NotImplemented => 0x3200,
            Value::Ellipsis => 0x3300,
        }
    }

    /// Refuses to build a string or buffer of `n` characters/bytes that could never fit.
    pub fn check_alloc_chars(&mut self, n: usize) -> PyResult<()> {
        self.reserve(n)?;
        if n > MAX_ALLOCATION {
            return Err(PyErr::bare(TypeId::MemoryError));
        }
        Ok(())
    }

    /// Refuses to build a container of `n` items that could never fit.
    pub fn check_alloc_items(&mut self, n: usize) -> PyResult<()> {
        self.reserve_items(n, std::mem::size_of::<Value>())?;
        if n > MAX_ALLOCATION / 16 {
            return Err(PyErr::bare(TypeId::MemoryError));
        }
        Ok(())
    }

    /// `import name`: the module object, or ModuleNotFoundError naming what can be imported.
    #[inline(never)]
    pub(crate) fn import_module(&mut self, name: Symbol) -> PyResult<Value> {
        if let Some((_, module)) = self.imported.iter().find(|(n, _)| *n == name) {
            return Ok(*module);
        }
        let module = self.load_module(name)?;
        self.record_in_sys_modules(name, module)?;
        Ok(module)
    }

    /// Imports module `name` for the first time.
    fn load_module(&mut self, name: Symbol) -> PyResult<Value> {
        let text = self.interner.name(name).to_string();
        if text == "__main__" {
            // The program's own module, whose globals are module 0.
            let module = self.heap.alloc_value(Object::Module(ModuleObj { name, globals: 0 }));
            self.imported.push((name, module));
            return Ok(module);
        }
        if text.starts_with('.') {
            return Err(PyErr::new(
                TypeId::ImportError,
                "attempted relative import with no known parent package",
            ));
        }
        if !self.is_known_module(&text) {
            return Err(self.module_not_found_dotted(&text));
        }
        let parent = match text.rsplit_once('.') {
            Some((parent, child)) => {
                let parent_name = self.interner.intern(parent);
                Some((self.import_module(parent_name)?, self.interner.intern(child)))
            }
            None => None,
        };
        if let Some((_, module)) = self.imported.iter().find(|(n, _)| *n == name) {
            return Ok(*module);
        }
        let module = if let Some(builder) = self.module_builders.iter().find(|(n, _)| *n == text).map(|(_, b)| *b) {
            let module = builder(self)?;
            self.imported.push((name, module));
            module
        } else {
            let source = self.source_modules.iter().find(|(n, _)| *n == text).map(|(_, s)| *s);
            let source = source.ok_or_else(|| PyErr::new(TypeId::SystemError, "module source expected"))?;
            self.import_source_module(name, source)?
        };
        if let Some((parent, child)) = parent {
            // Bound on its package, as CPython binds it once `import parent.child` has run.
            if let Some(Object::Module(m)) = self.object(parent) {
                let globals = m.globals as usize;
                self.store_global_name(globals, child, module)?;
            }
        }
        Ok(module)
    }

    /// Whether a module named `name` can be imported (ignoring the fence on internal modules).
    fn is_known_module(&self, name: &str) -> bool {
        self.module_builders.iter().any(|(n, _)| *n == name) || self.source_modules.iter().any(|(n, _)| *n == name)
    }

    /// The error for a module `text` that cannot be imported, as CPython reports a dotted name:
    /// about the first missing package along it (`No module named 'nothere'` for
    /// `nothere.sub`), or, when its parent is a module that is not a package,
    /// `No module named 'math.x'; 'math' is not a package`.
    fn module_not_found_dotted(&mut self, text: &str) -> PyErr {
        let mut parent: Option<&str> = None;
        for (end, _) in text.match_indices('.').chain(std::iter::once((text.len(), ""))) {
            let prefix = &text[..end];
            if self.is_known_module(prefix) {
                parent = Some(prefix);
                continue;
            }
            return match parent {
                Some(parent) if !CPYTHON_PACKAGES.contains(&parent) => {
                    let message = self.new_str(format!("No module named '{prefix}'; '{parent}' is not a package"));
                    let mut exc = ExceptionObj::new(TypeId::ModuleNotFoundError, vec![message]);
                    let name_value = self.new_str(prefix);
                    exc.set_attr(sym::NAME, name_value);
                    PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc))))
                }
                _ => self.module_not_found(prefix),
            };
        }
        self.module_not_found(text)
    }
}

/// The modules Garter provides that are packages in CPython (so a missing submodule of one is
/// just missing, not "not a package").
const CPYTHON_PACKAGES: &[&str] = &[
    "asyncio",
    "collections",
    "concurrent",
    "email",
    "encodings",
    "html",
    "http",
    "importlib",
    "json",
    "logging",
    "re",
    "unittest",
    "urllib",
    "xml",
    "xml.etree",
    "zoneinfo",
];

impl Vm {
    /// `ModuleNotFoundError: No module named 'x'`, with the modules that can be imported.
    pub(super) fn module_not_found(&mut self, text: &str) -> PyErr {
        let mut available: Vec<&str> = self.module_builders.iter().map(|(n, _)| *n).collect();
        available.extend(self.source_modules.iter().map(|(n, _)| *n));
        available.retain(|n| super::is_public_module(n));
        available.sort_unstable();
        let hint = if available.is_empty() {
            "no modules can be imported in this sandbox".to_string()
        } else {
            format!("importable modules: {}", available.join(", "))
        };
        let message = self.new_str(format!("No module named '{text}' ({hint})"));
        let mut exc = ExceptionObj::new(TypeId::ModuleNotFoundError, vec![message]);
        let name_value = self.new_str(text);
        exc.set_attr(sym::NAME, name_value);
        PyErr::Exception(self.heap.alloc(Object::Exception(Box::new(exc))))
    }

    /// Compiles and runs a module written in Python, registering it before its body runs (as
    /// CPython does, so a failed import leaves nothing behind only when the body fails).
    fn import_source_module(&mut self, name: Symbol, source: &str) -> PyResult<Value> {
        let text = self.interner.name(name).to_string();
        let file = Arc::new(SourceFile::standard_library(&format!("<garter:{text}>"), source));
        let mut globals = Globals::default();
        let name_value = self.new_str(text.clone());
        globals.set(sym::DUNDER_NAME, name_value);
        let module = self.new_module(name, globals);
        let index = match self.object(module) {
            Some(Object::Module(m)) => m.globals,
            _ => return Err(PyErr::new(TypeId::SystemError, "module object expected")),
        };
        let compiled = crate::parse::parse_module(&file).and_then(|body| {
            let mut ctx = CompileContext {
                heap: &mut self.heap,
                interner: &mut self.interner,
                globals: &mut self.modules[index as usize],
                constants: &mut self.constants,
                top_level_await: false,
                mode: Default::default(),
                warnings: Vec::new(),
            };
            let code = crate::compile::compile_module(&mut ctx, &body, file.clone());
            crate::parse::dismantle(body);
            code
        });
        let code = compiled.map_err(|e| {
            PyErr::new(
                TypeId::SystemError,
                format!(
                    "the built-in module '{text}' failed to compile: {} (line {})",
                    e.message, e.line
                ),
            )
        })?;
        self.imported.push((name, module));
        self.enter_nested()?;
        let result = self.run_module_code(code, index);
        self.leave_nested();
        if let Err(err) = result {
            self.imported.retain(|(n, _)| *n != name);
            return Err(err);
        }
        Ok(module)
    }

    /// `from module import name`: the attribute, or else the submodule `module.name` when
    /// one can be imported (as CPython imports `from urllib import parse`).
    #[inline(never)]
    pub(super) fn import_from(&mut self, module: Value, name: Symbol) -> PyResult<Value> {
        match self.getattr(module, name) {
            Ok(v) => Ok(v),
            Err(e) if self.error_is(&e, TypeId::AttributeError) => {
                let module_name = match self.object(module) {
                    Some(Object::Module(m)) => self.interner.name(m.name).to_string(),
                    _ => "?".to_string(),
                };
                let attr = self.interner.name(name).to_string();
                let submodule = format!("{module_name}.{attr}");
                if self.is_known_module(&submodule) {
                    let symbol = self.interner.intern(&submodule);
                    return self.import_module(symbol);
                }
                Err(PyErr::new(
                    TypeId::ImportError,
                    format!("cannot import name '{attr}' from '{module_name}' (unknown location)"),
                ))
            }
            Err(e) => Err(e),
        }
    }
}
