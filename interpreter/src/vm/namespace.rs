//! Globals kept in a dict: the module entries `exec` and `eval` make for the dicts programs pass
//! them as globals. Code compiled for such an entry reads, writes and deletes its globals by name
//! in the dict (`LoadGlobalName` and its siblings), so the dict is the live namespace: a function
//! defined there sees later changes to the dict, and the dict sees what the function binds.
//! Ordinary modules keep their slot tables and their array-load global reads until a program
//! calls `globals()` in them: then their globals move into a dict for good
//! ([`Namespace::Module`]), which `globals()` returns from then on, and the module's slot-compiled
//! code (finding its slots unbound) reads and writes its globals by name there.
//!
//! An entry lives as long as its dict: the collector keeps a dict alive while a frame, function,
//! class or generator runs in its entry, and frees the entries whose dicts it collected, which
//! later dicts reuse (so `exec` in a loop with a fresh dict each time holds a bounded table).

use crate::heap::Object;
use crate::symbol::{sym, Symbol};
use crate::types::TypeId;
use crate::value::{HeapId, Value};

use super::globals::{Globals, Namespace};
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// The module entry whose globals are `dict`, made on first use.
    pub(crate) fn namespace_module(&mut self, dict: HeapId) -> u32 {
        if let Some(module) = self.namespace_index.get(&dict) {
            return *module;
        }
        let mut globals = Globals::default();
        globals.namespace = Namespace::Dict(dict);
        self.heap.note_growth(std::mem::size_of::<Globals>());
        let module = match self.free_namespaces.pop() {
            Some(free) => {
                self.modules[free as usize] = globals;
                free
            }
            None => {
                self.modules.push(globals);
                self.modules.len() as u32 - 1
            }
        };
        self.namespace_index.insert(dict, module);
        module
    }

    /// The dict holding module `module`'s globals, when a dict holds them.
    pub(crate) fn namespace_dict(&self, module: usize) -> Option<Value> {
        match self.modules.get(module)?.namespace {
            Namespace::Dict(id) | Namespace::Module(id) => Some(Value::Ref(id)),
            _ => None,
        }
    }

    /// The live dict of module `module`'s globals, for `globals()`: the dict its globals are
    /// kept in, else a new one its bound slots move into (in slot order, as they were bound),
    /// leaving every slot unbound so its code takes the by-name way.
    pub(crate) fn globals_dict(&mut self, module: usize) -> PyResult<Value> {
        if let Some(dict) = self.namespace_dict(module) {
            return Ok(dict);
        }
        self.note_global_change(module);
        let bound: Vec<(Symbol, Value)> = self.modules[module].bound().collect();
        let mut flat = Vec::with_capacity(bound.len() * 2);
        for (name, value) in bound {
            flat.push(self.name_str(name));
            flat.push(value);
        }
        let dict = self.new_dict_from_pairs(&flat)?;
        let Value::Ref(id) = dict else {
            return Err(PyErr::new(TypeId::SystemError, "globals() made no dict"));
        };
        let globals = &mut self.modules[module];
        globals.values.fill(Value::Undefined);
        globals.namespace = Namespace::Module(id);
        self.namespace_index.insert(id, module as u32);
        Ok(dict)
    }

    /// Global `name` of module `module` without running Python code: the slot, or the entry of
    /// the dict its globals are kept in (whose keys are strs).
    pub(crate) fn peek_global(&self, module: usize, name: Symbol) -> Option<Value> {
        let globals = self.modules.get(module)?;
        let Some(dict) = self.namespace_dict(module) else {
            return globals.get(name);
        };
        let text = self.interner.name(name);
        let table = self.dict_table(dict)?;
        table
            .candidates(crate::types::str::hash_str(text))
            .into_iter()
            .find(|(_, key)| self.str_of(*key) == Some(text))
            .map(|(position, _)| table.entry(position).value)
    }

    /// The names and values bound in module `module`'s globals, in the order they were bound
    /// (a dict's keys that are not strs are left out).
    pub(crate) fn global_bindings(&self, module: usize) -> Vec<(String, Value)> {
        match self.namespace_dict(module) {
            Some(dict) => self.dict_table(dict).map_or_else(Vec::new, |table| {
                table
                    .iter()
                    .filter_map(|entry| Some((self.str_of(entry.key)?.to_string(), entry.value)))
                    .collect()
            }),
            None => self.modules.get(module).map_or_else(Vec::new, |globals| {
                globals
                    .bound()
                    .map(|(name, value)| (self.interner.name(name).to_string(), value))
                    .collect()
            }),
        }
    }

    /// Rebuilds the index of dict-backed entries and the list of free ones (after a restore).
    pub(crate) fn rebuild_namespace_index(&mut self) {
        self.namespace_index.clear();
        self.free_namespaces.clear();
        for (module, globals) in self.modules.iter().enumerate() {
            match globals.namespace {
                Namespace::Dict(id) | Namespace::Module(id) => {
                    self.namespace_index.insert(id, module as u32);
                }
                Namespace::Free => self.free_namespaces.push(module as u32),
                Namespace::Slots => {}
            }
        }
    }

    /// The `__name__` a dict of globals gives the classes and functions defined in it: its
    /// `__name__` entry, else the builtins' (`'builtins'`), as CPython finds it.
    pub(crate) fn namespace_module_name(&self, dict: Value) -> String {
        let entry = self.dict_table(dict).and_then(|table| {
            table
                .iter()
                .find(|entry| self.str_of(entry.key) == Some("__name__"))
                .map(|entry| entry.value)
        });
        match entry {
            Some(value) => self.str_of(value).unwrap_or("builtins").to_string(),
            None => "builtins".to_string(),
        }
    }

    /// Global `name` of module `module`, without the builtins.
    pub(crate) fn global_value(&mut self, module: usize, name: Symbol) -> PyResult<Option<Value>> {
        match self.namespace_dict(module) {
            Some(dict) => {
                let key = self.name_str(name);
                self.dict_get(dict, key)
            }
            None => Ok(self.modules[module].get(name)),
        }
    }

    /// `LoadGlobalName`: the dict's entry, else the builtin.
    pub(crate) fn load_global_name(&mut self, module: usize, name: Symbol) -> PyResult<Value> {
        match self.global_value(module, name)? {
            Some(v) => Ok(v),
            None => self.builtin_of(module, name),
        }
    }

    /// The builtin `name` as code of module `module` sees it: when its globals are a dict whose
    /// `__builtins__` is a dict, that dict's entry (CPython's way to run code with fewer
    /// builtins, `eval(expr, {"__builtins__": {}})`), else the interpreter's builtin.
    pub(crate) fn builtin_of(&mut self, module: usize, name: Symbol) -> PyResult<Value> {
        if let Some(dict) = self.namespace_dict(module) {
            let key = self.name_str(sym::DUNDER_BUILTINS);
            if let Some(builtins) = self.dict_get(dict, key)? {
                if self.dict_table(builtins).is_some() {
                    let key = self.name_str(name);
                    return match self.dict_get(builtins, key)? {
                        Some(v) => Ok(v),
                        None => Err(self.name_error(name, module)),
                    };
                }
            }
        }
        match self.current_builtin(name) {
            Some(v) => Ok(v),
            None if name == sym::DUNDER_NAME => Ok(self.new_str("builtins")),
            None => Err(self.name_error(name, module)),
        }
    }

    /// The builtin `name`: the `builtins` module's binding once the program changed that
    /// module (so `builtins.print = f` changes what `print` finds), else the interpreter's own.
    #[inline]
    pub(crate) fn current_builtin(&self, name: Symbol) -> Option<Value> {
        match self.builtins_module {
            Some(module) if self.builtins_changed => self.peek_global(module as usize, name),
            _ => crate::builtins::registry::builtin_value(name),
        }
    }

    /// Notes a change to the globals of module `module` that may be the `builtins` module's.
    fn note_global_change(&mut self, module: usize) {
        if self.builtins_module == Some(module as u32) {
            self.builtins_changed = true;
        }
    }

    /// Finds the `builtins` module among the imported ones after a restore, and whether the
    /// program had changed it.
    pub(crate) fn find_builtins_module(&mut self) {
        self.builtins_module = self
            .imported
            .iter()
            .find_map(|(name, module)| match self.object(*module) {
                Some(Object::Module(m)) if *name == sym::BUILTINS && (m.globals as usize) < self.modules.len() => {
                    Some(m.globals)
                }
                _ => None,
            });
        self.builtins_changed = self.builtins_module.is_some_and(|module| {
            let module = module as usize;
            if self.namespace_dict(module).is_some() {
                return true;
            }
            let fresh = crate::builtins::exec::builtins_module_entries(self);
            let Some(globals) = self.modules.get(module) else {
                return false;
            };
            let bound: Vec<(Symbol, Value)> = globals.bound().filter(|(name, _)| *name != sym::DUNDER_NAME).collect();
            bound.len() != fresh.len() || bound.iter().any(|entry| !fresh.contains(entry))
        });
    }

    /// `StoreGlobalName`.
    pub(crate) fn store_global_name(&mut self, module: usize, name: Symbol, value: Value) -> PyResult<()> {
        self.note_global_change(module);
        match self.namespace_dict(module) {
            Some(dict) => {
                let key = self.name_str(name);
                self.dict_set(dict, key, value)
            }
            None => {
                self.modules[module].set(name, value);
                Ok(())
            }
        }
    }

    /// `DeleteGlobal`: the global in slot `slot` of module `module`.
    pub(super) fn delete_global(&mut self, module: usize, slot: u32) -> PyResult<()> {
        let globals = &mut self.modules[module];
        let name = globals.names[slot as usize];
        if globals.namespace != Namespace::Slots {
            return self.delete_global_name(module, name);
        }
        if globals.values[slot as usize] == Value::Undefined {
            let name = self.interner.name(name).to_string();
            return Err(PyErr::new(TypeId::NameError, format!("name '{name}' is not defined")));
        }
        globals.values[slot as usize] = Value::Undefined;
        Ok(())
    }

    /// `DeleteGlobalName`.
    pub(crate) fn delete_global_name(&mut self, module: usize, name: Symbol) -> PyResult<()> {
        self.note_global_change(module);
        let removed = match self.namespace_dict(module) {
            Some(dict) => {
                let key = self.name_str(name);
                self.dict_remove(dict, key)?.is_some()
            }
            None => match self.modules[module].get(name) {
                Some(_) => {
                    self.modules[module].set(name, Value::Undefined);
                    true
                }
                None => false,
            },
        };
        if removed {
            return Ok(());
        }
        let text = self.interner.name(name);
        Err(PyErr::new(TypeId::NameError, format!("name '{text}' is not defined")))
    }

    /// After the collector marked what the roots reach: marks the dicts of the entries that
    /// marked objects and frames still run in (repeating, as those dicts may hold functions of
    /// other entries), then frees the entries whose dicts stay unmarked.
    pub(super) fn mark_namespaces(&mut self, marked: &mut [bool]) {
        loop {
            let mut used = vec![false; self.modules.len()];
            let mut note = |module: u32| {
                if let Some(slot) = used.get_mut(module as usize) {
                    *slot = true;
                }
            };
            for frame in &self.frames {
                note(frame.module);
            }
            for object in self.heap.marked_objects(marked) {
                match object {
                    Object::Function(f) => note(f.module),
                    Object::Class(c) => note(c.module),
                    Object::Generator(g) => g.frame.iter().for_each(|frame| note(frame.module)),
                    Object::Module(m) => note(m.globals),
                    _ => {}
                }
            }
            let reached: Vec<Value> = self
                .modules
                .iter()
                .zip(&used)
                .filter_map(|(globals, used)| match globals.namespace {
                    Namespace::Dict(id) if *used && !marked.get(id.0 as usize).copied().unwrap_or(true) => {
                        Some(Value::Ref(id))
                    }
                    _ => None,
                })
                .collect();
            if reached.is_empty() {
                break;
            }
            self.heap.mark_more(marked, reached.into_iter());
        }
        for (module, globals) in self.modules.iter_mut().enumerate() {
            if let Namespace::Dict(id) = globals.namespace {
                if !marked.get(id.0 as usize).copied().unwrap_or(false) {
                    globals.namespace = Namespace::Free;
                    self.namespace_index.remove(&id);
                    self.free_namespaces.push(module as u32);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Interpreter;

    #[test]
    fn entries_are_freed_with_their_dicts_and_reused() {
        let mut interpreter = Interpreter::new();
        let source = "for i in range(30000):\n    exec('def f():\\n    return n\\nn = f', {})\nkept = {}\nexec('def g():\\n    return 1', kept)\nprint(kept['g']())";
        let outcome = interpreter.run(source, "<test>");
        assert_eq!(outcome.output, "1\n", "{outcome:?}");
        let entries = interpreter.vm.modules.len();
        assert!(entries < 15_000, "{entries} module entries for 30,000 dicts");
        assert!(!interpreter.vm.free_namespaces.is_empty() || entries < 100);
        let outcome = interpreter.run("print(kept['g'](), len(kept))", "<test>");
        assert_eq!(outcome.output, "1 2\n", "{outcome:?}");
    }

    #[test]
    fn a_module_whose_globals_were_asked_for_keeps_them_in_that_dict_across_runs() {
        let mut interpreter = Interpreter::new();
        let outcome = interpreter.run("g = globals()\ng['x'] = 1", "<a>");
        assert!(outcome.error.is_none(), "{outcome:?}");
        interpreter.vm.collect_garbage();
        interpreter.set_global("y", &crate::HostValue::Int(2.into())).unwrap();
        let outcome = interpreter.run(
            "print(x + y, g is globals(), sorted(k for k in g if len(k) == 1))",
            "<b>",
        );
        assert_eq!(outcome.output, "3 True ['g', 'x', 'y']\n", "{outcome:?}");
        assert!(interpreter.global_names().contains(&"y".to_string()));
    }
}
