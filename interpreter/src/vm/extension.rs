//! Native functions that libraries outside this crate register with an interpreter: the
//! modules of the standard library written in Rust. Each registration is a table of named
//! functions; a function value refers to its table and index, so a snapshot holds no function
//! pointer and restores into any interpreter registered the same way.

use crate::builtins::registry::NativeFn;
use crate::heap::Object;
use crate::value::Value;

use super::Vm;

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
}
