//! The builtins that compile and run source at run time: `eval`, `exec` (which push a frame,
//! see `vm/exec.rs`) and `compile` (whose code objects are the prelude's opaque `code` class
//! holding the source); and the `builtins` module.

use crate::symbol::Symbol;
use crate::value::Value;
use crate::vm::exec::{Source, SourceMode};
use crate::vm::globals::Globals;
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{self, Args, NativeFn};

pub const FUNCTIONS: &[(&str, NativeFn)] = &[("eval", eval), ("exec", exec), ("compile", compile)];

/// `compile()`'s flags that only change what the compiler accepts (`PyCF_DONT_IMPLY_DEDENT`,
/// `PyCF_ALLOW_INCOMPLETE_INPUT`, the `__future__` feature flags): accepted and ignored.
const IGNORED_FLAGS: i64 =
    0x200 | 0x4000 | 0x2_0000 | 0x4_0000 | 0x8_0000 | 0x10_0000 | 0x20_0000 | 0x80_0000 | 0x100_0000;
/// `PyCF_ONLY_AST`, `PyCF_TYPE_COMMENTS` and `PyCF_ALLOW_TOP_LEVEL_AWAIT`, which ask for what
/// Garter does not provide.
const AST_FLAGS: i64 = 0x400 | 0x1000 | 0x2000;

/// `eval(...)` reached without going through a call instruction: called as any callable, which
/// pushes its frame (`Vm::call_exec`).
fn eval(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    call_itself(vm, "eval", args)
}

/// `exec(...)`, as `eval`.
fn exec(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    call_itself(vm, "exec", args)
}

fn call_itself(vm: &mut Vm, name: &str, args: &Args) -> PyResult<Value> {
    let id = registry::builtin_id(name).ok_or_else(|| PyErr::runtime_error("missing builtin"))?;
    vm.call_value_kw(Value::Native(id), &args.positional, &args.keywords)
}

/// `compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1)`: checks the
/// source compiles and returns a code object holding it.
fn compile(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    const PARAMETERS: [&str; 6] = ["source", "filename", "mode", "flags", "dont_inherit", "optimize"];
    let mut bound: [Option<Value>; 6] = [None; 6];
    if args.len() > PARAMETERS.len() {
        return Err(PyErr::type_error(format!(
            "compile() takes at most 6 arguments ({} given)",
            args.len()
        )));
    }
    for (i, value) in args.positional.iter().enumerate() {
        bound[i] = Some(*value);
    }
    for (name, value) in &args.keywords {
        let text = vm.interner.name(*name);
        let Some(i) = PARAMETERS.iter().position(|p| *p == text) else {
            return Err(PyErr::type_error(format!(
                "'{text}' is an invalid keyword argument for compile()"
            )));
        };
        if bound[i].is_some() {
            return Err(PyErr::type_error(format!(
                "argument for compile() given by name ('{text}') and position ({})",
                i + 1
            )));
        }
        bound[i] = Some(*value);
    }
    for (i, name) in PARAMETERS.iter().enumerate().take(3) {
        if bound[i].is_none() {
            return Err(PyErr::type_error(format!(
                "compile() missing required argument '{name}' (pos {})",
                i + 1
            )));
        }
    }
    let [Some(source), Some(filename), Some(mode), flags, _, optimize] = bound else {
        return Err(PyErr::type_error("compile() missing required argument"));
    };
    let text = vm
        .source_text(source)?
        .ok_or_else(|| PyErr::type_error("compile() arg 1 must be a string, bytes or AST object"))?;
    let filename = match vm.source_text(filename)? {
        Some(name) => name,
        None => {
            return Err(PyErr::type_error(format!(
                "expected str, bytes or os.PathLike object, not {}",
                vm.type_name(filename)
            )))
        }
    };
    let mode_name = vm
        .str_of(mode)
        .ok_or_else(|| {
            PyErr::type_error(format!(
                "compile() argument 'mode' must be str, not {}",
                vm.type_name(mode)
            ))
        })?
        .to_string();
    let flags = int_argument(vm, flags, "flags")?;
    if flags & !(IGNORED_FLAGS | AST_FLAGS) != 0 {
        return Err(PyErr::value_error("compile(): unrecognised flags"));
    }
    if flags & AST_FLAGS != 0 {
        return Err(PyErr::value_error(
            "compile(): syntax trees (ast.PyCF_ONLY_AST and its related flags) are not available in this sandbox",
        ));
    }
    if !(-1..=2).contains(&int_argument(vm, optimize, "optimize")?) {
        return Err(PyErr::value_error("compile(): invalid optimize value"));
    }
    let mode = SourceMode::from_name(&mode_name)
        .ok_or_else(|| PyErr::value_error("compile() mode must be 'exec', 'eval' or 'single'"))?;
    let source = Source {
        text,
        filename: filename.clone(),
        mode,
        from_code_object: false,
    };
    vm.check_compiles(&source)?;
    let text = vm.new_str(source.text);
    let filename = vm.new_str(filename);
    let mode = vm.new_str(mode_name);
    vm.call_prelude("_make_code", &[text, filename, mode])
}

/// An int argument of `compile()` (`flags`, `optimize`), absent as 0.
fn int_argument(vm: &Vm, value: Option<Value>, name: &str) -> PyResult<i64> {
    match value {
        None => Ok(0),
        Some(Value::Int(i)) => Ok(i),
        Some(Value::Bool(b)) => Ok(i64::from(b.get())),
        Some(other) => Err(PyErr::type_error(format!(
            "compile() argument '{name}' must be int, not {}",
            vm.type_name(other)
        ))),
    }
}

/// The bindings of a new `builtins` module: every builtin function, type and constant, and
/// its `__name__`.
pub fn builtins_module_entries(vm: &mut Vm) -> Vec<(Symbol, Value)> {
    let mut entries = Vec::new();
    for name in super::builtin_names() {
        let symbol = vm.interner.intern(name);
        let value = match name {
            "True" => Value::bool(true),
            "False" => Value::bool(false),
            "None" => Value::None,
            _ => match registry::builtin_value(symbol) {
                Some(value) => value,
                None => continue,
            },
        };
        entries.push((symbol, value));
    }
    entries
}

/// Builds the `builtins` module on import.
pub fn build_builtins_module(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (symbol, value) in builtins_module_entries(vm) {
        globals.set(symbol, value);
    }
    let name_value = vm.new_str("builtins");
    globals.set(crate::symbol::sym::DUNDER_NAME, name_value);
    let module = vm.new_module(crate::symbol::sym::BUILTINS, globals);
    vm.builtins_module = Some(vm.modules.len() as u32 - 1);
    Ok(module)
}
