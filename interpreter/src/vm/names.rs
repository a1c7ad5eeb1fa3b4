//! How the run loop resolves names at run time: closure cells, and the names a class body reads
//! (namespace, then globals, then builtins), binds and deletes. Globals (the module's slot, then
//! builtins) are read in the run loop itself.

use crate::heap::Object;
use crate::value::Value;

use super::{PyResult, Vm};

impl Vm {
    /// The value a closure cell holds (`Undefined` while unbound).
    #[inline]
    pub(super) fn cell_get(&self, cell: Value) -> Value {
        match cell {
            Value::Ref(id) => match self.heap.get(id) {
                Object::Cell(v) => *v,
                _ => Value::Undefined,
            },
            _ => Value::Undefined,
        }
    }

    /// Rebinds a closure cell.
    #[inline]
    pub(super) fn cell_set(&mut self, cell: Value, value: Value) {
        if let Value::Ref(id) = cell {
            if let Object::Cell(slot) = self.heap.get_mut(id) {
                *slot = value;
            }
        }
    }

    /// A name read in a class body: the class namespace, then globals, then builtins.
    pub(super) fn load_class_name(
        &mut self,
        namespace: Value,
        name: crate::symbol::Symbol,
        module: usize,
    ) -> PyResult<Value> {
        let key = self.interner.name(name).to_string();
        let key = self.new_str(key);
        if let Some(v) = self.dict_get(namespace, key)? {
            return Ok(v);
        }
        if let Some(v) = self.global_value(module, name)? {
            return Ok(v);
        }
        self.builtin_of(module, name)
    }

    /// A name bound in a class body (`StoreName`): set in the class namespace.
    pub(super) fn store_class_name(
        &mut self,
        namespace: Value,
        name: crate::symbol::Symbol,
        value: Value,
    ) -> PyResult<()> {
        let key = self.interner.name(name).to_string();
        let key = self.new_str(key);
        self.dict_set(namespace, key, value)
    }

    /// `del name` in a class body (`DeleteName`): NameError when the namespace lacks it.
    pub(super) fn delete_class_name(
        &mut self,
        namespace: Value,
        name: crate::symbol::Symbol,
        module: usize,
    ) -> PyResult<()> {
        let key = self.interner.name(name).to_string();
        let key = self.new_str(key);
        match self.dict_remove(namespace, key)? {
            Some(_) => Ok(()),
            None => Err(self.name_error(name, module)),
        }
    }
}
