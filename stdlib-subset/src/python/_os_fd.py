"""File descriptors over the virtual filesystem a host grants: os.open with Linux's O_* flags,
os.close, read, write, lseek, fstat, fsync, ftruncate and fdopen, and the table of a program's
descriptors that open(fd) looks up. The table lives in this module, so each program has its
own; numbers start at 3 and each new descriptor takes the lowest free one, as CPython's would
(closed numbers wait in a heap, so finding it never scans the table).
Without a granted filesystem every function raises PermissionError naming itself, as open()
does."""

import _garter_fs
import heapq
import operator
from _fspath import path_str

O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_ACCMODE = 3
O_CREAT = 64
O_EXCL = 128
O_NOCTTY = 256
O_TRUNC = 512
O_APPEND = 1024
O_NONBLOCK = 2048
O_NDELAY = 2048
O_DSYNC = 4096
O_ASYNC = 8192
O_DIRECT = 16384
O_LARGEFILE = 0
O_DIRECTORY = 65536
O_NOFOLLOW = 131072
O_NOATIME = 262144
O_CLOEXEC = 524288
O_SYNC = 1052672
O_FSYNC = 1052672
O_RSYNC = 1052672
O_PATH = 2097152
O_TMPFILE = 4259840

_WRITE, _CREATE, _EXCLUSIVE, _TRUNCATE = 1, 2, 4, 8
_FIRST = 3

_table = {}
_freed = []
_next = _FIRST


class Descriptor:
    """One open descriptor: the file id, the byte position shared by everything reading or
    writing through it, its access and the path it was opened by."""

    __slots__ = ("id", "pos", "readable", "writable", "append", "path")

    def __init__(self, file_id, readable, writable, append, path):
        self.id = file_id
        self.pos = 0
        self.readable = readable
        self.writable = writable
        self.append = append
        self.path = path


def _bad():
    return OSError(9, "Bad file descriptor")


def descriptor(fd, what):
    """The open descriptor numbered `fd`, or CPython's OSError for a bad one (PermissionError
    naming `what`, the function called, when there is no filesystem)."""
    entry = _table.get(operator.index(fd))
    if entry is None:
        if not _garter_fs.granted():
            raise PermissionError(f"{what} needs a filesystem, but this sandbox has none "
                                  "(the host has not granted one)")
        raise _bad()
    return entry


def open(path, flags, mode=0o777, *, dir_fd=None):
    global _next
    if not isinstance(path, (str, bytes)) and getattr(type(path), "__fspath__", None) is None:
        raise TypeError(f"open: path should be string, bytes or os.PathLike, not {type(path).__name__}")
    path = path_str(path)
    flags = operator.index(flags)
    access = flags & O_ACCMODE
    if access == O_ACCMODE:
        raise OSError(22, "Invalid argument")
    writable = access != O_RDONLY
    opening = _WRITE if writable else 0
    if flags & O_CREAT:
        opening |= _CREATE | (_EXCLUSIVE if flags & O_EXCL else 0)
    if flags & O_TRUNC and writable:
        opening |= _TRUNCATE
    file_id = _garter_fs.open(path, opening, "os.open()")
    if _freed:
        fd = heapq.heappop(_freed)
    else:
        fd = _next
        _next += 1
    _table[fd] = Descriptor(file_id, access != O_WRONLY, writable, bool(flags & O_APPEND), path)
    return fd


def close(fd):
    descriptor(fd, "os.close()")
    fd = operator.index(fd)
    del _table[fd]
    heapq.heappush(_freed, fd)


def read(fd, length):
    entry = descriptor(fd, "os.read()")
    length = operator.index(length)
    if length < 0:
        raise OSError(22, "Invalid argument")
    if not entry.readable:
        raise _bad()
    data = _garter_fs.read(entry.id, entry.pos, length)
    entry.pos += len(data)
    return data


def write(fd, data):
    entry = descriptor(fd, "os.write()")
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    if not entry.writable:
        raise _bad()
    data = bytes(data)
    if entry.append:
        entry.pos = _garter_fs.size(entry.id)
    entry.pos = _garter_fs.write(entry.id, entry.pos, data)
    return len(data)


def lseek(fd, position, how):
    entry = descriptor(fd, "os.lseek()")
    position = operator.index(position)
    how = operator.index(how)
    if how == 1:
        position += entry.pos
    elif how == 2:
        position += _garter_fs.size(entry.id)
    elif how != 0:
        raise OSError(22, "Invalid argument")
    if position < 0:
        raise OSError(22, "Invalid argument")
    entry.pos = position
    return position


def fstat(fd):
    import os

    entry = descriptor(fd, "os.fstat()")
    return os.stat(entry.path)


def fsync(fd):
    descriptor(fd, "os.fsync()")


def ftruncate(fd, length):
    entry = descriptor(fd, "os.ftruncate()")
    length = operator.index(length)
    if not entry.writable or length < 0:
        raise OSError(22, "Invalid argument")
    _garter_fs.truncate(entry.id, length)


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    if not isinstance(fd, int):
        raise TypeError(f"invalid fd type ({type(fd)}, expected integer)")
    descriptor(fd, "os.fdopen()")
    import io

    return io.open(fd, mode, buffering, encoding, *args, **kwargs)
