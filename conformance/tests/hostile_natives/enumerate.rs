//! Finds every native the sandbox exposes by running a Python program inside Garter itself, so
//! that new natives are picked up without editing this test: the builtins (named by
//! `garter::builtins::builtin_names`, as the sandbox has no `builtins` module), the methods of
//! every builtin type and of the type of every pool value (`dir(T)`), and the functions of every
//! module it can import (the public ones, the stdlib's source modules and the internal modules,
//! `_garter_*` among them, that their sources or the prelude import). A native is a value whose
//! type is `builtin_function_or_method` (or `wrapper_descriptor`, a slot wrapper such as
//! `int.__add__`); each is listed once, under the first place it is found
//! (builtins first, then types from `object` down, then modules by name), so a native that
//! nothing imports and no builtin type has would be missed. Each module is listed in an
//! interpreter of its own (natives are told apart by `__module__.__qualname__` across them).

use std::collections::{BTreeSet, HashSet};
use std::process::Command;
use std::time::{Duration, Instant};

use garter::{Limits, RunOutcome};
use garter_conformance::child;

use crate::pool;

/// How long the enumeration may take.
const ENUMERATION_TIME: Duration = Duration::from_secs(300);
/// The peak RSS the enumeration may reach, in KiB.
const ENUMERATION_RSS_KIB: u64 = 2 << 20;

/// A native to call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A builtin or module function, called as `callee(...)` after importing `module`;
    /// `thorough` unless it is one of the many exception classes, which share one constructor.
    Function {
        callee: String,
        module: Option<String>,
        thorough: bool,
    },
    /// A method `name` of a type: called unbound as `owner.name(...)` when the type has a
    /// builtin name, and bound on each pool value that is an instance of it.
    Method {
        owner: Option<String>,
        name: String,
        receivers: Vec<&'static str>,
    },
}

impl Target {
    /// A stable key for the target, which seeds the choice of its arguments.
    pub fn key(&self) -> String {
        match self {
            Target::Function { callee, .. } => callee.clone(),
            Target::Method { owner, name, receivers } => {
                format!(
                    "{}.{name}",
                    owner.as_deref().unwrap_or(receivers.first().copied().unwrap_or("?"))
                )
            }
        }
    }
}

/// Every native of the sandbox, in a stable order, listed by a child process (`--enumerate`):
/// building the pool values to learn their types takes tens of MiB, which the process that
/// watches the calls must not hold, as every child it starts inherits its peak RSS (see
/// `garter_conformance::child`).
pub fn natives() -> Result<Vec<Target>, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the test binary: {e}"))?;
    let mut lines = Vec::new();
    let ended = child::watch(
        Command::new(exe).arg("--enumerate"),
        Instant::now() + ENUMERATION_TIME,
        ENUMERATION_RSS_KIB,
        |line| {
            lines.push(line.to_string());
            None
        },
    )
    .map_err(|e| format!("cannot start the enumeration: {e}"))?;
    if !ended.status.success() {
        return Err(format!(
            "the enumeration failed ({}): {}",
            ended.status,
            ended.stderr_tail(20)
        ));
    }
    lines
        .iter()
        .map(|line| parse_line(line).map(|(target, _)| target))
        .collect()
}

/// `--enumerate`: prints the line of every native, each native once: by its
/// `__module__.__qualname__`, which is the same in every interpreter, and the same for a class
/// method (`int.from_bytes`, `__init_subclass__`) that every type binds anew.
pub fn print_natives() -> Result<(), String> {
    let mut keys = HashSet::new();
    let mut outputs = vec![output_of(&builtins_and_types_program())?];
    for module in module_names() {
        outputs.extend(module_output(&module)?);
    }
    for line in outputs.iter().flat_map(|output| output.lines()) {
        if keys.insert(parse_line(line)?.1) {
            println!("{line}");
        }
    }
    Ok(())
}

/// What an enumeration program prints, run in a fresh interpreter with generous limits.
fn run(source: &str) -> RunOutcome {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.set_limits(Limits {
        max_steps: None,
        max_memory: Some(1 << 30),
        timeout: Some(Duration::from_secs(120)),
        max_depth: 1000,
        max_output: None,
    });
    interpreter.run(source, "<enumerate>")
}

/// The output of a program that must succeed.
fn output_of(source: &str) -> Result<String, String> {
    let outcome = run(source);
    match outcome.error {
        None => Ok(outcome.output),
        Some(error) => Err(format!("the enumeration program failed: {}", error.report())),
    }
}

/// The natives of `module`, or `None` when it cannot be imported on its own (an internal
/// module that only its package imports, in a cycle).
fn module_output(module: &str) -> Result<Option<String>, String> {
    let outcome = run(&MODULE_LISTING.replace("MODULE", module));
    match outcome.error {
        None => Ok(Some(outcome.output)),
        Some(error) if error.last_line().starts_with("ImportError") => Ok(None),
        Some(error) if error.last_line().starts_with("ModuleNotFoundError") => Ok(None),
        Some(error) => Err(format!("listing the natives of {module} failed: {}", error.report())),
    }
}

/// Reads one line an enumeration program printed: the target, and the native's identity
/// (`__module__.__qualname__`, the same in every interpreter).
fn parse_line(line: &str) -> Result<(Target, String), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let optional = |field: &str| (field != "-").then(|| field.to_string());
    match fields.as_slice() {
        ["function", callee, module, weight, key] => Ok((
            Target::Function {
                callee: callee.to_string(),
                module: optional(module),
                thorough: *weight == "thorough",
            },
            key.to_string(),
        )),
        ["method", owner, name, receivers, key] => Ok((
            Target::Method {
                owner: optional(owner),
                name: name.to_string(),
                receivers: receivers
                    .split(',')
                    .filter_map(|r| pool::value(r).map(|v| v.name))
                    .collect(),
            },
            key.to_string(),
        )),
        _ => Err(format!("an enumeration program printed {line:?}")),
    }
}

/// The modules to look into: the public ones, the source modules, and the internal modules
/// (`_` names) that a source module or the prelude imports.
fn module_names() -> BTreeSet<String> {
    let mut names: BTreeSet<String> = garter_stdlib::interpreter().importable_modules().into_iter().collect();
    names.extend(garter_stdlib::SOURCE_MODULES.iter().map(|(name, _)| name.to_string()));
    let sources = garter_stdlib::SOURCE_MODULES
        .iter()
        .map(|(_, source)| *source)
        .chain([garter::builtins::prelude::SOURCE]);
    for source in sources {
        names.extend(source.lines().flat_map(imported_modules).filter(|n| n.starts_with('_')));
    }
    names
}

/// The modules an `import` or `from ... import` line names.
fn imported_modules(line: &str) -> Vec<String> {
    let line = line.trim_start();
    let first_word = |text: &str| text.split_whitespace().next().unwrap_or("").to_string();
    let names = if let Some(rest) = line.strip_prefix("import ") {
        rest.split(',').map(first_word).collect()
    } else if let Some(rest) = line.strip_prefix("from ") {
        vec![first_word(rest)]
    } else {
        Vec::new()
    };
    names
        .into_iter()
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.'))
        .collect()
}

/// The program that lists the builtins and the methods of the builtin types and of the pool
/// values' types, one per line, tab-separated: `function CALLEE - WEIGHT KEY` (`thorough` or
/// `light`) or
/// `method OWNER NAME RECEIVERS KEY` (`-` for none).
fn builtins_and_types_program() -> String {
    let mut source = String::from(HELPERS);
    for name in garter::builtins::builtin_names().filter(|n| !matches!(*n, "True" | "False" | "None")) {
        source.push_str(&format!(
            "try:\n    builtin_objects.append(({name:?}, {name}))\nexcept NameError:\n    pass\n"
        ));
    }
    for value in pool::VALUES {
        source.push_str(&format!(
            "{}\npool_types.append(({:?}, type({})))\n",
            value.build, value.name, value.name
        ));
        source.push_str(&format!("del {}\n", value.name));
    }
    source.push_str(BUILTINS_AND_TYPES_LISTING);
    source
}

/// Helpers and the lists the generated lines fill.
const HELPERS: &str = r#"
builtin_objects = []
pool_types = []
seen = {}

def native(obj):
    return type(obj).__name__ in ('builtin_function_or_method', 'wrapper_descriptor')

def first_sight(obj):
    if obj in seen:
        return False
    seen[obj] = True
    return True

def key(obj):
    return str(getattr(obj, '__module__', None)) + '.' + obj.__qualname__
"#;

/// Prints the builtins, then the methods of the types from `object` down.
const BUILTINS_AND_TYPES_LISTING: &str = r#"
types = []
for name, obj in builtin_objects:
    if callable(obj) and (not native(obj) or first_sight(obj)):
        exception_class = isinstance(obj, type) and issubclass(obj, BaseException) and obj is not BaseException
        print('function', name, '-', 'light' if exception_class else 'thorough', key(obj), sep='\t')
    if isinstance(obj, type):
        types.append((name, obj))
for name, t in pool_types:
    if all(t is not known for _, known in types):
        types.append(('-', t))
types.sort(key=lambda pair: len(pair[1].__mro__))
for owner, t in types:
    receivers = ','.join(name for name, pool_type in pool_types if issubclass(pool_type, t)) or '-'
    for name in sorted(dir(t)):
        method = getattr(t, name, None)
        if native(method) and first_sight(method):
            print('method', owner, name, receivers, key(method), sep='\t')
"#;

/// Prints the natives of module `MODULE` (its functions whose type is native, dunders left out).
const MODULE_LISTING: &str = r#"
import MODULE as module
for name in sorted(dir(module)):
    obj = getattr(module, name, None)
    if not name.startswith('__') and type(obj).__name__ == 'builtin_function_or_method':
        key = str(getattr(obj, '__module__', None)) + '.' + obj.__qualname__
        print('function', 'MODULE.' + name, 'MODULE', 'thorough', key, sep='\t')
"#;
