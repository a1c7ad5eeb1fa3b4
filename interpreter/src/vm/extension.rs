//! Native functions that libraries outside this crate register with an interpreter: the
//! modules of the standard library written in Rust. Each registration is a table of named
//! functions; a function value refers to its table and index, so a snapshot holds no function
//! pointer and restores into any interpreter registered the same way.

use crate::builtins::registry::{Args, NativeFn};
use crate::heap::Object;
use crate::types::function::FastPath;
use crate::value::Value;

use super::{PyErr, PyResult, Vm};

/// A table of native functions, under the name of the module that offers them.
pub type ExtensionTable = (&'static str, &'static [(&'static str, NativeFn)]);

impl Vm {
    /// Registers `functions` under `module` (replacing an earlier table of that name).
    pub fn add_extension_table(&mut self, module: &'static str, functions: &'static [(&'static str, NativeFn)]) {
        match self.extension_tables.iter_mut().find(|(name, _)| *name == module) {
            Some(table) => table.1 = functions,
            None => self.extension_tables.push((module, functions)),
        }
    }

    /// A function value for `module.name` of the registered tables.
    pub fn extension_function_value(&mut self, module: &str, name: &str) -> Option<Value> {
        let table = self.extension_tables.iter().position(|(m, _)| *m == module)?;
        let index = self.extension_tables[table].1.iter().position(|(n, _)| *n == name)?;
        let (table, index) = (u16::try_from(table).ok()?, u16::try_from(index).ok()?);
        Some(self.heap.alloc_value(Object::ExtensionFunction { table, index }))
    }

    /// The name and function of entry `index` of table `table`, if both exist.
    pub fn extension_function(&self, table: u16, index: u16) -> Option<(&'static str, NativeFn)> {
        let (_, functions) = self.extension_tables.get(usize::from(table))?;
        functions.get(usize::from(index)).copied()
    }

    /// Attaches the registered native `native` to the Python function `function` as its fast
    /// path (see [`FastPath`]); only the standard library's own modules do this.
    pub fn set_fast_path(&mut self, function: Value, native: Value) -> PyResult<()> {
        let fast = match self.object(native) {
            Some(Object::ExtensionFunction { table, index }) => FastPath {
                table: *table,
                index: *index,
            },
            _ => return Err(PyErr::type_error("a fast path must be a registered native function")),
        };
        match function.heap_id().map(|id| self.heap.get_mut(id)) {
            Some(Object::Function(f)) => {
                f.fast_path = Some(fast);
                Ok(())
            }
            _ => Err(PyErr::type_error("a fast path is attached to a Python function")),
        }
    }

    /// Runs a fast path on `args` (the function, then the call's positional arguments): its
    /// result, or None when it declined.
    pub(super) fn try_fast_path(&mut self, fast: FastPath, args: Args) -> PyResult<Option<Value>> {
        let Some((_, native)) = self.extension_function(fast.table, fast.index) else {
            return Ok(None);
        };
        let result = native(self, &args)?;
        Ok((result != Value::Undefined).then_some(result))
    }

    /// The fast path of `function`, when it is a Python function that has one.
    pub(super) fn fast_path_of(&self, function: Value) -> Option<FastPath> {
        match self.object(function)? {
            Object::Function(f) => f.fast_path,
            _ => None,
        }
    }
}
