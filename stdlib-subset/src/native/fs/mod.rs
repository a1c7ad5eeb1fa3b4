//! `_garter_fs`: what `open()`, `os`, `os.path`, `pathlib`, `glob` and `shutil` reach the virtual
//! filesystem through. Paths (`paths.rs`: stat, listing, directories, removal, renames, the
//! working directory), binary file access by file id and byte position (`files.rs`), and text
//! decoding with the position mapping a text file's `tell()`/`seek()` need (`text.rs`), and the
//! next line of a text file in one call (`lines.rs`). Without a granted filesystem every
//! function raises `PermissionError` naming the caller's function.

mod files;
mod lines;
mod paths;
mod text;

use garter::builtins::registry::{Args, NativeFn};
use garter::types::int::IntRef;
use garter::types::TypeId;
use garter::value::Value;
use garter::vfs::{FsError, VirtualFs};
use garter::vm::globals::Globals;
use garter::vm::{PyErr, PyResult, Vm};

/// The module's functions.
pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("granted", paths::granted),
    ("getcwd", paths::getcwd),
    ("chdir", paths::chdir),
    ("stat", paths::stat),
    ("kind", paths::kind),
    ("listdir", paths::listdir),
    ("mkdir", paths::mkdir),
    ("rmdir", paths::rmdir),
    ("remove", paths::remove),
    ("rename", paths::rename),
    ("open", files::open),
    ("read", files::read),
    ("readline", files::readline),
    ("write", files::write),
    ("truncate", files::truncate),
    ("size", files::size),
    ("version", files::version),
    ("load_text", text::load_text),
    ("write_text", text::write_text),
    ("file_offset", text::file_offset),
    ("text_position", text::text_position),
    ("next_line", lines::next_line),
];

/// The filesystem, or `PermissionError` naming `what` (the Python function called).
fn filesystem<'a>(vm: &'a mut Vm, what: &str) -> PyResult<&'a mut VirtualFs> {
    match vm.filesystem.as_mut() {
        Some(fs) => Ok(fs),
        None => Err(PyErr::new(
            TypeId::PermissionError,
            format!("{what} needs a filesystem, but this sandbox has none (the host has not granted one)"),
        )),
    }
}

/// The filesystem for an operation on an open file (one exists if a file was opened).
fn open_filesystem(vm: &mut Vm) -> PyResult<&mut VirtualFs> {
    filesystem(vm, "file access")
}

/// Argument `i` as a str (the Python layer passes paths through `os.fspath` first).
fn str_arg(vm: &Vm, args: &Args, i: usize) -> PyResult<String> {
    let v = args.positional[i];
    match vm.str_of(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(PyErr::type_error(format!(
            "expected str, bytes or os.PathLike object, not {}",
            vm.type_name(v)
        ))),
    }
}

/// Argument `i` as a non-negative int (a position, a size, a file id).
fn index_arg(vm: &Vm, args: &Args, i: usize) -> PyResult<usize> {
    match vm.as_int(args.positional[i]) {
        Some(IntRef::Small(n)) => usize::try_from(n).map_err(|_| PyErr::value_error("negative position")),
        Some(IntRef::Big(_)) => Err(PyErr::overflow_error("Python int too large to convert to C ssize_t")),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(args.positional[i])
        ))),
    }
}

/// Argument `i` as an int that may be negative (-1 meaning "no limit").
fn signed_arg(vm: &Vm, args: &Args, i: usize) -> PyResult<i64> {
    match vm.as_int(args.positional[i]) {
        Some(IntRef::Small(n)) => Ok(n),
        Some(IntRef::Big(_)) => Err(PyErr::overflow_error("Python int too large to convert to C ssize_t")),
        None => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(args.positional[i])
        ))),
    }
}

/// The exception for `err` on the path argument(s) at `names`.
fn path_error(vm: &mut Vm, err: FsError, args: &Args, names: &[usize]) -> PyErr {
    let first = names.first().map(|&i| args.positional[i]);
    let second = names.get(1).map(|&i| args.positional[i]);
    vm.fs_error(err, first, second)
}

/// The error of an operation on an open file (no filename, as CPython's reads and writes).
fn file_error(vm: &mut Vm, err: FsError) -> PyErr {
    vm.fs_error(err, None, None)
}

/// The modification time to stamp on a change: the granted clock's reading, or 0.
fn now(vm: &Vm) -> f64 {
    vm.clock_time().unwrap_or(0.0)
}

/// Builds `_garter_fs` on import.
pub fn build(vm: &mut Vm) -> PyResult<Value> {
    let mut globals = Globals::default();
    for (name, _) in FUNCTIONS {
        let Some(function) = vm.extension_function_value("_garter_fs", name) else {
            return Err(PyErr::runtime_error("the filesystem functions are not registered"));
        };
        globals.set(vm.interner.intern(name), function);
    }
    let name = vm.interner.intern("_garter_fs");
    Ok(vm.new_module(name, globals))
}
