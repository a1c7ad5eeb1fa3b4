//! Binary access to open files by the id `open` returns: reading at a byte position (a span, a
//! line), writing (growth checked against the quota and the memory limit first), truncating,
//! and the size and change count of a file. The Python file objects keep the positions.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::value::Value;
use garter::vfs::OpenMode;
use garter::vm::{PyErr, PyResult, Vm};

use super::{file_error, filesystem, index_arg, now, open_filesystem, path_error, signed_arg, str_arg};
use crate::native::positional;

/// Bytes copied per step of work.
const BYTES_PER_STEP: u64 = 64;

/// `open(path, flags, what)`: the id of the file at path, opened with `flags` (1 write, 2
/// create, 4 exclusive, 8 truncate).
pub(super) fn open(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "open", 3, 3)?;
    let path = str_arg(vm, args, 0)?;
    let flags = index_arg(vm, args, 1)?;
    let what = str_arg(vm, args, 2)?;
    let mode = OpenMode {
        write: flags & 1 != 0,
        create: flags & 2 != 0,
        exclusive: flags & 4 != 0,
        truncate: flags & 8 != 0,
    };
    let mtime = now(vm);
    let fs = filesystem(vm, &what)?;
    let resolved = if mode.create {
        fs.resolve_new_file(&path)
    } else {
        fs.resolve(&path)
    };
    let result = resolved.and_then(|abs| fs.open(&abs, mode, mtime));
    let id = result.map_err(|e| path_error(vm, e, args, &[0]))?;
    vm.refresh_heap_limit();
    Ok(Value::Int(id as i64))
}

/// The file id argument 0 and the byte position argument 1.
fn id_and_pos(vm: &Vm, args: &Args) -> PyResult<(u64, usize)> {
    Ok((index_arg(vm, args, 0)? as u64, index_arg(vm, args, 1)?))
}

/// A bytes value holding `data`, its size checked and its copying charged.
fn bytes_value(vm: &mut Vm, data: Vec<u8>) -> PyResult<Value> {
    vm.check_alloc_chars(data.len())?;
    vm.charge(data.len() as u64 / BYTES_PER_STEP)?;
    Ok(vm.heap.alloc_value(Object::Bytes(data)))
}

/// `read(id, pos, n)`: up to `n` bytes from `pos` (the rest of the file when `n` is negative).
pub(super) fn read(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "read", 3, 3)?;
    let (id, pos) = id_and_pos(vm, args)?;
    let n = signed_arg(vm, args, 2)?;
    let piece = match open_filesystem(vm)?.contents(id) {
        Ok(data) => {
            let start = pos.min(data.len());
            let end = match usize::try_from(n) {
                Ok(n) => start.saturating_add(n).min(data.len()),
                Err(_) => data.len(),
            };
            data[start..end].to_vec()
        }
        Err(e) => return Err(file_error(vm, e)),
    };
    bytes_value(vm, piece)
}

/// `readline(id, pos, limit)`: the bytes from `pos` through the next `\n` (at most `limit`
/// bytes when it is not negative).
pub(super) fn readline(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "readline", 3, 3)?;
    let (id, pos) = id_and_pos(vm, args)?;
    let limit = signed_arg(vm, args, 2)?;
    let piece = match open_filesystem(vm)?.contents(id) {
        Ok(data) => {
            let start = pos.min(data.len());
            let mut end = data[start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(data.len(), |i| start + i + 1);
            if let Ok(limit) = usize::try_from(limit) {
                end = end.min(start.saturating_add(limit));
            }
            data[start..end].to_vec()
        }
        Err(e) => return Err(file_error(vm, e)),
    };
    bytes_value(vm, piece)
}

/// Writes `data` at `pos` of file `id`, checking the quota (a catchable OSError) and then the
/// memory limit first; the position after it.
pub(super) fn write_bytes(vm: &mut Vm, id: u64, pos: usize, data: &[u8]) -> PyResult<usize> {
    let fs = open_filesystem(vm)?;
    let growth = fs
        .growth(id, pos, data.len())
        .and_then(|g| fs.check_room(g).map(|()| g));
    let growth = growth.map_err(|e| file_error(vm, e))?;
    vm.reserve(growth)?;
    vm.charge(data.len() as u64 / BYTES_PER_STEP)?;
    let mtime = now(vm);
    let result = open_filesystem(vm)?.write_at(id, pos, data, mtime);
    let end = result.map_err(|e| file_error(vm, e))?;
    vm.refresh_heap_limit();
    Ok(end)
}

/// `write(id, pos, data)`: writes the bytes at `pos`; the position after them.
pub(super) fn write(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "write", 3, 3)?;
    let (id, pos) = id_and_pos(vm, args)?;
    let data = match vm.bytes_like(args.positional[2]) {
        Some(b) => b.into_owned(),
        None => {
            return Err(PyErr::type_error(format!(
                "a bytes-like object is required, not '{}'",
                vm.type_name(args.positional[2])
            )))
        }
    };
    let end = write_bytes(vm, id, pos, &data)?;
    Ok(Value::Int(end as i64))
}

/// `truncate(id, size)`: cuts or extends (with NUL bytes) the file to `size` bytes.
pub(super) fn truncate(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "truncate", 2, 2)?;
    let (id, size) = id_and_pos(vm, args)?;
    let fs = open_filesystem(vm)?;
    let growth = fs
        .contents(id)
        .map(|data| size.saturating_sub(data.len()))
        .and_then(|g| fs.check_room(g).map(|()| g));
    let growth = growth.map_err(|e| file_error(vm, e))?;
    vm.reserve(growth)?;
    let mtime = now(vm);
    let result = open_filesystem(vm)?.truncate(id, size, mtime);
    result.map_err(|e| file_error(vm, e))?;
    vm.refresh_heap_limit();
    Ok(Value::None)
}

/// `size(id)`: the file's size in bytes.
pub(super) fn size(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "size", 1, 1)?;
    let id = index_arg(vm, args, 0)? as u64;
    let result = open_filesystem(vm)?.contents(id).map(<[u8]>::len);
    let size = result.map_err(|e| file_error(vm, e))?;
    Ok(Value::Int(size as i64))
}

/// `version(id)`: how many times the file changed (so a text reader knows its copy is stale).
pub(super) fn version(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "version", 1, 1)?;
    let id = index_arg(vm, args, 0)? as u64;
    let result = open_filesystem(vm)?.version(id);
    let version = result.map_err(|e| file_error(vm, e))?;
    Ok(Value::Int(version as i64))
}
