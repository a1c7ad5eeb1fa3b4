//! The builtin `__import__(name, globals=None, locals=None, fromlist=(), level=0)`: the import
//! statement's work for a name known only at run time, behind the same fence on internal
//! modules as a program's `import`. Without a `fromlist` it returns the top-level package, with
//! one the module named, whose submodules named in the list are imported too.

use crate::symbol::Symbol;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[("__import__", import)];

/// The argument at `position` or given by keyword `name`.
fn argument(vm: &mut Vm, args: &Args, position: usize, name: &str) -> Option<Value> {
    let symbol: Symbol = vm.interner.intern(name);
    args.get_or_keyword(position, symbol)
}

fn import(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    const PARAMETERS: [&str; 5] = ["name", "globals", "locals", "fromlist", "level"];
    args.keyword_arity("__import__", 0, 5)?;
    let allowed: Vec<Symbol> = PARAMETERS.iter().map(|p| vm.interner.intern(p)).collect();
    args.only_keywords(vm, "__import__", &allowed)?;
    let Some(name_value) = argument(vm, args, 0, "name") else {
        return Err(PyErr::type_error(
            "__import__() missing required argument 'name' (pos 1)",
        ));
    };
    let Some(name) = vm.str_of(name_value).map(str::to_string) else {
        return Err(PyErr::type_error("module name must be a string"));
    };
    let level = match argument(vm, args, 4, "level") {
        Some(v) => vm.c_int_arg(v)?,
        None => 0,
    };
    if level < 0 {
        return Err(PyErr::value_error("level must be >= 0"));
    }
    if level > 0 {
        return Err(PyErr::new(
            TypeId::ImportError,
            "attempted relative import with no known parent package",
        ));
    }
    if name.is_empty() {
        return Err(PyErr::value_error("Empty module name"));
    }
    let symbol = vm.intern_runtime_name(&name)?;
    let module = vm.import_statement(symbol, false)?;
    let fromlist = match argument(vm, args, 3, "fromlist") {
        Some(v) if vm.truthy(v)? => vm.collect_iterable(v)?,
        _ => {
            let top = name.split('.').next().unwrap_or(&name).to_string();
            let top = vm.intern_runtime_name(&top)?;
            return vm.import_statement(top, false);
        }
    };
    vm.charge(fromlist.len() as u64)?;
    for item in fromlist {
        let Some(attribute) = vm.str_of(item).map(str::to_string) else {
            continue;
        };
        if attribute == "*" {
            continue;
        }
        let attribute_symbol = vm.intern_runtime_name(&attribute)?;
        match vm.getattr(module, attribute_symbol) {
            Ok(_) => continue,
            Err(err) if vm.error_is(&err, TypeId::AttributeError) => {}
            Err(err) => return Err(err),
        }
        let submodule = vm.intern_runtime_name(&format!("{name}.{attribute}"))?;
        if let Err(err) = vm.import_statement(submodule, false) {
            if !vm.error_is(&err, TypeId::ImportError) {
                return Err(err);
            }
        }
    }
    Ok(module)
}
