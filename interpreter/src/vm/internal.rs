//! The interpreter's internal modules (`_garter_host`, `_garter_natives`, `_garter_sys`, …):
//! the bridges the standard library is built on, which programs must not reach. Only code of
//! the standard library (compiled from a source the interpreter marked as its own, see
//! `SourceFile::standard_library`; never from a name, which `compile()` lets programs choose)
//! may import them, and the
//! attributes, `dir()`, `vars()` and `globals()` of every other module leave out the internal
//! modules and the host bridge's and prelude's natives that module holds, whoever asks (so no
//! builtin that calls back into a standard-library frame can launder them out).

use crate::builtins::registry;
use crate::heap::Object;
use crate::symbol::Symbol;
use crate::types::TypeId;
use crate::value::Value;

use super::{PyResult, Vm};

/// Whether a module name is one of the interpreter's internal modules.
pub(crate) fn is_internal_module_name(name: &str) -> bool {
    name.starts_with("_garter")
}

/// Whether a module is one a program is meant to import: not a private helper of the standard
/// library (`_textstream`) nor internal (`_garter_sys`); dunder names (`__future__`) are public.
pub fn is_public_module(name: &str) -> bool {
    !name.starts_with('_') || name.starts_with("__")
}

impl Vm {
    /// The `import` statement: internal modules only for the standard library's own code;
    /// a program's imports take what it put in `sys.modules` first (the standard library's
    /// own imports never do, so no program object can stand in for a module it relies on).
    pub(crate) fn import_statement(&mut self, name: Symbol, from_stdlib: bool) -> PyResult<Value> {
        if from_stdlib {
            return self.import_module(name);
        }
        if is_internal_module_name(self.interner.name(name)) {
            let text = self.interner.name(name).to_string();
            return Err(self.module_not_found(&text));
        }
        if let Some(found) = self.sys_modules_entry(name)? {
            return Ok(found);
        }
        self.import_module(name)
    }

    /// Whether `v` is an internal module, or a native of the host bridge or the prelude (the
    /// natives of the standard library's other internal modules are the public functions of
    /// the modules over them, `time.sleep` or `zlib.crc32`, and take any argument safely).
    pub(crate) fn is_internal_value(&self, v: Value) -> bool {
        match v {
            Value::Native(id) => matches!(
                registry::native(id).owner,
                Some(TypeId::HostBridge | TypeId::PreludeNatives)
            ),
            Value::Ref(id) => match self.heap.get(id) {
                Object::Module(m) => is_internal_module_name(self.interner.name(m.name)),
                _ => false,
            },
            _ => false,
        }
    }

    /// What global `name` of the module named `module` shows as an attribute: nothing when the
    /// module is not internal and the global holds something internal.
    pub(crate) fn module_attribute(&self, module: Symbol, globals: u32, name: Symbol) -> Option<Value> {
        let v = self.peek_global(globals as usize, name)?;
        self.shown_global(module, v).then_some(v)
    }

    /// Whether a global `v` of the module named `module` may be seen from outside it.
    pub(crate) fn shown_global(&self, module: Symbol, v: Value) -> bool {
        !self.is_internal_value(v) || is_internal_module_name(self.interner.name(module))
    }

    /// The name of the imported module whose globals are `globals` (`None` for `__main__`).
    pub(crate) fn module_name_of(&self, globals: u32) -> Option<Symbol> {
        self.imported
            .iter()
            .find_map(|(name, module)| match self.object(*module) {
                Some(Object::Module(m)) if m.globals == globals => Some(*name),
                _ => None,
            })
    }
}
