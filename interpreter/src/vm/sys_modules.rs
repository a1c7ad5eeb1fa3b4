//! `sys.modules`: once a program imports `sys`, its `modules` dict lists every imported module
//! but the internal ones (the program's own as `'__main__'`), gains each module imported later,
//! and is what a program's `import` consults first, so it can put any object there under a
//! name and import it.

use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::value::Value;

use super::{PyResult, Vm};

impl Vm {
    /// The `sys.modules` dict, when `sys` was imported and its `modules` is still a dict.
    fn sys_modules(&mut self) -> Option<Value> {
        let sys = self.imported.iter().find(|(n, _)| *n == sym::SYS)?.1;
        let Some(Object::Module(m)) = self.object(sys) else {
            return None;
        };
        let globals = m.globals as usize;
        let modules = self.interner.intern("modules");
        let dict = self.peek_global(globals, modules)?;
        self.dict_table(dict).is_some().then_some(dict)
    }

    /// What `sys.modules` holds under `name`, if anything.
    pub(super) fn sys_modules_entry(&mut self, name: Symbol) -> PyResult<Option<Value>> {
        let Some(dict) = self.sys_modules() else {
            return Ok(None);
        };
        let key = self.name_str(name);
        self.dict_get(dict, key)
    }

    /// Notes a newly imported module in `sys.modules`; importing `sys` itself fills it with
    /// every module imported so far and the program's own.
    pub(super) fn record_in_sys_modules(&mut self, name: Symbol, module: Value) -> PyResult<()> {
        let Some(dict) = self.sys_modules() else {
            return Ok(());
        };
        if name != sym::SYS {
            return self.list_in_sys_modules(dict, name, module);
        }
        let main = self.interner.intern("__main__");
        self.import_module(main)?;
        for (name, module) in self.imported.clone() {
            self.list_in_sys_modules(dict, name, module)?;
        }
        Ok(())
    }

    /// Puts module `name` in the `sys.modules` dict, unless it is internal (programs must not
    /// reach those).
    fn list_in_sys_modules(&mut self, dict: Value, name: Symbol, module: Value) -> PyResult<()> {
        if super::internal::is_internal_module_name(self.interner.name(name)) {
            return Ok(());
        }
        let key = self.name_str(name);
        self.dict_set(dict, key, module)
    }
}
