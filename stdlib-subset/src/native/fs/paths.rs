//! The path operations of `_garter_fs`: whether a filesystem is granted, the working directory,
//! `stat`, what kind of entry a path names, listing, making and removing directories, removing
//! and renaming files. Each takes the path(s) and the name of the Python function the program
//! called (for the missing-filesystem error); failures carry the paths as the program gave them.

use garter::builtins::registry::Args;
use garter::value::Value;
use garter::vfs::FsError;
use garter::vm::{PyResult, Vm};

use super::{filesystem, path_error, str_arg};
use crate::native::positional;

/// Steps a listed name costs.
const NAME_STEPS: u64 = 4;

/// `granted()`: whether the host granted a filesystem.
pub(super) fn granted(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "granted", 0, 0)?;
    Ok(Value::bool(vm.filesystem.is_some()))
}

/// `getcwd()`: the working directory (an absolute path inside the filesystem).
pub(super) fn getcwd(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "getcwd", 0, 0)?;
    let cwd = filesystem(vm, "os.getcwd()")?.cwd().to_string();
    Ok(vm.new_str(cwd))
}

/// `chdir(path)`.
pub(super) fn chdir(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "chdir", 1, 1)?;
    let path = str_arg(vm, args, 0)?;
    let result = filesystem(vm, "os.chdir()")?.chdir(&path);
    result.map_err(|e| path_error(vm, e, args, &[0]))?;
    Ok(Value::None)
}

/// `stat(path, what)`: `(is_dir, size, mtime, id, read_only)`.
pub(super) fn stat(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "stat", 2, 2)?;
    let path = str_arg(vm, args, 0)?;
    let what = str_arg(vm, args, 1)?;
    let fs = filesystem(vm, &what)?;
    let result = fs.resolve(&path).and_then(|abs| fs.stat(&abs));
    let stat = result.map_err(|e| path_error(vm, e, args, &[0]))?;
    Ok(vm.new_tuple(vec![
        Value::bool(stat.is_dir),
        Value::Int(stat.size as i64),
        Value::float(stat.mtime),
        Value::Int(stat.id as i64),
        Value::bool(stat.read_only),
    ]))
}

/// `kind(path, what)`: 0 when nothing is there (or the path cannot name anything), 1 for a
/// file, 2 for a directory.
pub(super) fn kind(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "kind", 2, 2)?;
    let path = str_arg(vm, args, 0)?;
    let what = str_arg(vm, args, 1)?;
    let fs = filesystem(vm, &what)?;
    let kind = match fs.resolve(&path).and_then(|abs| fs.stat(&abs)) {
        Ok(stat) if stat.is_dir => 2,
        Ok(_) => 1,
        Err(_) => 0,
    };
    Ok(Value::Int(kind))
}

/// `listdir(path, what)`: the names in a directory, sorted.
pub(super) fn listdir(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "listdir", 2, 2)?;
    let path = str_arg(vm, args, 0)?;
    let what = str_arg(vm, args, 1)?;
    let fs = filesystem(vm, &what)?;
    let result = fs.resolve(&path).and_then(|abs| fs.list_dir(&abs));
    let names = result.map_err(|e| path_error(vm, e, args, &[0]))?;
    vm.charge(names.len() as u64 * NAME_STEPS)?;
    vm.reserve_items(names.len(), 64)?;
    let items = names.into_iter().map(|name| vm.new_str(name)).collect();
    Ok(vm.new_list(items))
}

/// Runs `op` on the resolved path argument 0, mapping its error to the exception CPython raises.
fn on_path(
    vm: &mut Vm,
    args: &Args,
    name: &str,
    op: impl FnOnce(&mut garter::VirtualFs, &str) -> Result<(), FsError>,
) -> PyResult<Value> {
    positional(args, name, 2, 2)?;
    let path = str_arg(vm, args, 0)?;
    let what = str_arg(vm, args, 1)?;
    let fs = filesystem(vm, &what)?;
    let result = fs.resolve(&path).and_then(|abs| op(fs, &abs));
    result.map_err(|e| path_error(vm, e, args, &[0]))?;
    vm.refresh_heap_limit();
    Ok(Value::None)
}

/// `mkdir(path, what)`.
pub(super) fn mkdir(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    on_path(vm, args, "mkdir", |fs, abs| fs.make_dir(abs))
}

/// `rmdir(path, what)`.
pub(super) fn rmdir(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    on_path(vm, args, "rmdir", |fs, abs| fs.remove_dir(abs))
}

/// `remove(path, what)`.
pub(super) fn remove(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    on_path(vm, args, "remove", |fs, abs| fs.remove_file(abs))
}

/// `rename(src, dst, what)`: moves src to dst, replacing what POSIX `rename` replaces.
pub(super) fn rename(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "rename", 3, 3)?;
    let from = str_arg(vm, args, 0)?;
    let to = str_arg(vm, args, 1)?;
    let what = str_arg(vm, args, 2)?;
    let fs = filesystem(vm, &what)?;
    let result = fs
        .resolve(&from)
        .and_then(|a| fs.resolve(&to).map(|b| (a, b)))
        .and_then(|(a, b)| fs.rename(&a, &b));
    result.map_err(|e| path_error(vm, e, args, &[0, 1]))?;
    vm.refresh_heap_limit();
    Ok(Value::None)
}
