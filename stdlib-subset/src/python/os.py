"""os for the sandbox: the file and directory functions over the virtual filesystem a host
grants (listdir, scandir, walk, mkdir, makedirs, remove, rename, stat, getcwd, chdir, ...),
os.path (posixpath), the path constants, fspath, PathLike and strerror, and the file descriptors
of _os_fd (open, close, read, write, lseek, fdopen and the O_* flags). The environment is empty,
and there are no processes or users. Without a granted filesystem the file functions raise
PermissionError naming themselves."""

import _garter_fs
import _garter_sys
import abc
import posixpath as path
from _fspath import fspath, path_str
from _os_fd import (O_ACCMODE, O_APPEND, O_ASYNC, O_CLOEXEC, O_CREAT, O_DIRECT, O_DIRECTORY, O_DSYNC, O_EXCL,
                    O_FSYNC, O_LARGEFILE, O_NDELAY, O_NOATIME, O_NOCTTY, O_NOFOLLOW, O_NONBLOCK, O_PATH, O_RDONLY,
                    O_RDWR, O_RSYNC, O_SYNC, O_TMPFILE, O_TRUNC, O_WRONLY, close, fdopen, fstat, fsync, ftruncate,
                    lseek, open, read, write)

name = "posix"
sep = path.sep
altsep = path.altsep
extsep = path.extsep
pathsep = path.pathsep
curdir = path.curdir
pardir = path.pardir
defpath = path.defpath
devnull = path.devnull
linesep = "\n"
error = OSError
environ = {}
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1

_FILE_MODE = 0o100644
_READ_ONLY_MODE = 0o100444
_DIR_MODE = 0o40755


def _path(path, func, name="path", fd=False, none=False):
    """A path argument as the str the filesystem takes, with CPython's errors for other types
    (a file descriptor, where the function takes one, is refused as a bad one)."""
    if isinstance(path, int) and fd and not isinstance(path, bool):
        raise OSError(9, "Bad file descriptor")
    if isinstance(path, (str, bytes)) or getattr(type(path), "__fspath__", None) is not None:
        return path_str(path)
    kinds = ["string", "bytes", "os.PathLike"]
    if fd:
        kinds.append("integer")
    if none:
        kinds.append("None")
    shown = ", ".join(kinds[:-1]) + (" or " if len(kinds) > 1 else "") + kinds[-1]
    raise TypeError(f"{func}: {name} should be {shown}, not {type(path).__name__}")


def getenv(key, default=None):
    return environ.get(key, default)


class PathLike(abc.ABC):
    """An object with __fspath__ (the abstract base of os.PathLike)."""

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike and getattr(subclass, "__fspath__", None) is not None:
            return True
        return NotImplemented

    def __fspath__(self):
        raise NotImplementedError


class stat_result:
    """What os.stat() returns: the st_* fields of a file or directory."""

    __module__ = "os"

    def __init__(self, fields):
        (self.st_mode, self.st_ino, self.st_dev, self.st_nlink, self.st_uid, self.st_gid, self.st_size,
         self.st_atime, self.st_mtime, self.st_ctime) = fields

    def __getitem__(self, index):
        return self._fields()[index]

    def __len__(self):
        return 10

    def __iter__(self):
        return iter(self._fields())

    def __eq__(self, other):
        return isinstance(other, stat_result) and self._fields() == other._fields()

    def _fields(self):
        return (self.st_mode, self.st_ino, self.st_dev, self.st_nlink, self.st_uid, self.st_gid, self.st_size,
                int(self.st_atime), int(self.st_mtime), int(self.st_ctime))

    def __repr__(self):
        names = ("st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size", "st_atime",
                 "st_mtime", "st_ctime")
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields()))
        return f"os.stat_result({shown})"


def _stat_result(info):
    is_dir, size, mtime, ino, read_only = info
    mode = _DIR_MODE if is_dir else (_READ_ONLY_MODE if read_only else _FILE_MODE)
    return stat_result((mode, ino, 1, 2 if is_dir else 1, 0, 0, size, mtime, mtime, mtime))


def stat(path, *, dir_fd=None, follow_symlinks=True):
    if isinstance(path, int) and not isinstance(path, bool):
        return fstat(path)
    return _stat_result(_garter_fs.stat(_path(path, "stat", fd=True), "os.stat()"))


def lstat(path, *, dir_fd=None):
    return _stat_result(_garter_fs.stat(_path(path, "lstat"), "os.lstat()"))


def getcwd():
    return _garter_fs.getcwd()


def getcwdb():
    return _garter_fs.getcwd().encode()


def chdir(path):
    _garter_fs.chdir(_path(path, "chdir", fd=True))


def listdir(path="."):
    if path is None:
        path = "."
    names = _garter_fs.listdir(_path(path, "listdir", fd=True, none=True), "os.listdir()")
    if isinstance(fspath(path), bytes):
        return [n.encode() for n in names]
    return names


class DirEntry:
    """One entry os.scandir() yields."""

    __module__ = "posix"

    def __init__(self, directory, name):
        self.name = name
        self.path = path.join(directory, name)

    def is_dir(self, *, follow_symlinks=True):
        return _garter_fs.kind(path_str(self.path), "os.DirEntry.is_dir()") == 2

    def is_file(self, *, follow_symlinks=True):
        return _garter_fs.kind(path_str(self.path), "os.DirEntry.is_file()") == 1

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return stat(self.path)

    def inode(self):
        return self.stat().st_ino

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f"<DirEntry {self.name!r}>"


class _ScandirIterator:
    """The iterator os.scandir() returns (also a context manager)."""

    def __init__(self, directory, names):
        self._directory = directory
        self._names = iter(names)

    def __iter__(self):
        return self

    def __next__(self):
        return DirEntry(self._directory, next(self._names))

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def close(self):
        self._names = iter(())


def scandir(path="."):
    if path is None:
        path = "."
    directory = path if isinstance(path, int) else fspath(path)
    names = _garter_fs.listdir(_path(directory, "scandir", fd=True, none=True), "os.scandir()")
    if isinstance(directory, bytes):
        names = [n.encode() for n in names]
    return _ScandirIterator(directory, names)


def mkdir(path, mode=0o777, *, dir_fd=None):
    _garter_fs.mkdir(_path(path, "mkdir"), "os.mkdir()")


def makedirs(name, mode=0o777, exist_ok=False):
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        cdir = curdir
        if isinstance(tail, bytes):
            cdir = curdir.encode()
        if tail == cdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(path, *, dir_fd=None):
    _garter_fs.rmdir(_path(path, "rmdir"), "os.rmdir()")


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def remove(path, *, dir_fd=None):
    _garter_fs.remove(_path(path, "remove"), "os.remove()")


def unlink(path, *, dir_fd=None):
    _garter_fs.remove(_path(path, "unlink"), "os.unlink()")


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _garter_fs.rename(_path(src, "rename", "src"), _path(dst, "rename", "dst"), "os.rename()")


def replace(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _garter_fs.rename(_path(src, "replace", "src"), _path(dst, "replace", "dst"), "os.replace()")


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


def access(path, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    try:
        info = _garter_fs.stat(_path(path, "access", fd=True), "os.access()")
    except FileNotFoundError:
        return False
    return not (mode & W_OK and info[4])


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directories from `top` down (or up), each as (dirpath, dirnames, filenames); an
    explicit stack, so deep trees cannot exhaust anything but the limits."""
    stack = [fspath(top)]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            yield top
            continue
        try:
            names = listdir(top)
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        dirs = []
        nondirs = []
        for entry in names:
            if path.isdir(path.join(top, entry)):
                dirs.append(entry)
            else:
                nondirs.append(entry)
        if topdown:
            yield top, dirs, nondirs
            for d in reversed(dirs):
                stack.append(path.join(top, d))
        else:
            stack.append((top, dirs, nondirs))
            for d in reversed(dirs):
                stack.append(path.join(top, d))


def strerror(code):
    """The C library's message for the error number `code`, as glibc words it."""
    import _errno_messages
    import operator

    code = operator.index(code)
    if not -(2**31) <= code < 2**31:
        raise OverflowError("Python int too large to convert to C int")
    if code == 0:
        return "Success"
    return _errno_messages.MESSAGES.get(code, f"Unknown error {code}")


def urandom(size):
    return _garter_sys.urandom(size, "os.urandom()")


def cpu_count():
    return 1


def getpid():
    return 1


def fsencode(filename):
    filename = fspath(filename)
    return filename.encode() if isinstance(filename, str) else filename


def fsdecode(filename):
    filename = fspath(filename)
    return filename.decode() if isinstance(filename, bytes) else filename
