"""tempfile over the virtual filesystem a host grants: gettempdir ('/tmp', made on first use),
gettempprefix, mkstemp, mkdtemp, NamedTemporaryFile, TemporaryFile, SpooledTemporaryFile and
TemporaryDirectory, with the tempdir and template globals.

Names are CPython's shape (a prefix, 8 characters of "abcdefghijklmnopqrstuvwxyz0123456789_", a
suffix), but drawn from a per-program counter mixed into that alphabet rather than from a random
generator, so runs are repeatable without entropy; a name already taken is skipped. A
TemporaryFile keeps a hidden path (the filesystem drops an unlinked file's bytes) and removes it
when closed. Without a granted filesystem every function raises open()'s PermissionError,
naming itself (a SpooledTemporaryFile works in memory until it rolls over)."""

import _garter_fs
import io as _io
import os as _os
import shutil as _shutil

__all__ = ["NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile", "TemporaryDirectory", "mkstemp",
           "mkdtemp", "mktemp", "TMP_MAX", "gettempprefix", "tempdir", "gettempdir", "gettempprefixb",
           "gettempdirb"]

TMP_MAX = 238328
template = "tmp"
tempdir = None

_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_SPACE = len(_CHARACTERS) ** 8
_MIX = 2654435761
_OPEN_FLAGS = _os.O_RDWR | _os.O_CREAT | _os.O_EXCL | _os.O_NOFOLLOW | _os.O_CLOEXEC
_count = 0


def _require(what):
    """PermissionError naming `what` when the host granted no filesystem."""
    if not _garter_fs.granted():
        raise PermissionError(f"{what} needs a filesystem, but this sandbox has none (the host has not granted one)")


def _next_name():
    """The next 8-character name: the counter times an odd constant prime to 37, so no name
    repeats before all 37**8 have been drawn."""
    global _count
    _count += 1
    number = (_count * _MIX) % _SPACE
    letters = []
    for _ in range(8):
        number, digit = divmod(number, len(_CHARACTERS))
        letters.append(_CHARACTERS[digit])
    return "".join(letters)


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    """The directory for temporary files: `tempdir` when a program set it, else /tmp, made the
    first time it is asked for."""
    global tempdir
    _require("tempfile.gettempdir()")
    if tempdir is None:
        _os.makedirs("/tmp", exist_ok=True)
        tempdir = "/tmp"
    return tempdir


def gettempdirb():
    return gettempdir().encode()


def _parameters(suffix, prefix, dir):
    """Suffix, prefix and directory as str with their defaults filled in, and whether they were
    given as bytes (so the path made is returned as bytes), refusing a mix as CPython does."""
    given = [_os.fspath(value) for value in (suffix, prefix, dir) if value is not None]
    binary = any(isinstance(value, bytes) for value in given)
    if binary and not all(isinstance(value, bytes) for value in given):
        raise TypeError("Can't mix bytes and non-bytes in path components.")
    suffix, prefix = ("" if suffix is None else suffix), (template if prefix is None else prefix)
    dir = gettempdir() if dir is None else dir
    return _os.fsdecode(suffix), _os.fsdecode(prefix), _os.fsdecode(dir), binary


def _create(suffix, prefix, dir, make):
    """`make(path)` for fresh names in `dir` until one is not taken; what it returned, and the
    path (bytes when the parameters were)."""
    suffix, prefix, dir, binary = _parameters(suffix, prefix, dir)
    for _ in range(TMP_MAX):
        path = _os.path.join(dir, prefix + _next_name() + suffix)
        try:
            made = make(path)
        except FileExistsError:
            continue
        return made, _os.fsencode(path) if binary else path
    raise FileExistsError(17, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    _require("tempfile.mkstemp()")
    fd, path = _create(suffix, prefix, dir, lambda path: _os.open(path, _OPEN_FLAGS, 0o600))
    return fd, _os.path.abspath(path)


def mkdtemp(suffix=None, prefix=None, dir=None):
    _require("tempfile.mkdtemp()")
    return _create(suffix, prefix, dir, lambda path: _os.mkdir(path, 0o700))[1]


def mktemp(suffix="", prefix=template, dir=None):
    _require("tempfile.mktemp()")
    if dir is None:
        dir = gettempdir()
    while True:
        path = _os.path.join(dir, prefix + _next_name() + suffix)
        if not _os.path.exists(path):
            return path


class _TemporaryFileWrapper:
    """A temporary file with a name: every file attribute reaches the file object, and closing
    it removes the file when `delete` is true."""

    def __init__(self, file, name, delete=True, _path=None):
        self.file = file
        self.name = name
        self.delete = delete
        self._path = name if _path is None else _path
        self._close_called = False

    def __getattr__(self, name):
        return getattr(self.__dict__["file"], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self.close()
        return result

    def close(self):
        if not self._close_called:
            self._close_called = True
            try:
                self.file.close()
            finally:
                if self.delete:
                    _os.unlink(self._path)

    def __iter__(self):
        for line in self.file:
            yield line


def _open_descriptor(fd, path, mode, buffering, encoding, newline, errors):
    """The file object over descriptor `fd`, closing it and removing `path` if that fails."""
    try:
        return _io.open(fd, mode, buffering=buffering, newline=newline, encoding=encoding, errors=errors)
    except BaseException:
        _os.close(fd)
        _os.unlink(path)
        raise


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None, prefix=None,
                       dir=None, delete=True, *, errors=None):
    _require("tempfile.NamedTemporaryFile()")
    fd, path = mkstemp(suffix, prefix, dir)
    file = _open_descriptor(fd, path, mode, buffering, encoding, newline, errors)
    raw = getattr(file, "buffer", file)
    getattr(raw, "raw", raw).name = path
    return _TemporaryFileWrapper(file, path, delete)


class _UnnamedTemporaryFile(_TemporaryFileWrapper):
    """What TemporaryFile returns: shown as the file object it wraps, named by its descriptor."""

    def __repr__(self):
        return repr(self.file)


def TemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, *,
                  errors=None):
    _require("tempfile.TemporaryFile()")
    fd, path = mkstemp(suffix, prefix, dir)
    file = _open_descriptor(fd, path, mode, buffering, encoding, newline, errors)
    return _UnnamedTemporaryFile(file, fd, True, path)


class SpooledTemporaryFile(_io.IOBase):
    """A temporary file kept in memory (BytesIO, or a text wrapper over one) until it grows past
    `max_size` or `fileno()` is asked for, then moved to a TemporaryFile."""

    _rolled = False

    def __init__(self, max_size=0, mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                 prefix=None, dir=None, *, errors=None):
        if "b" in mode:
            self._file = _io.BytesIO()
        else:
            self._file = _io.TextIOWrapper(_io.BytesIO(), encoding=encoding, errors=errors, newline=newline)
        self._max_size = max_size
        self._arguments = {"mode": mode, "buffering": buffering, "suffix": suffix, "prefix": prefix,
                           "encoding": encoding, "newline": newline, "dir": dir, "errors": errors}

    def _check(self, file):
        if self._max_size and file.tell() > self._max_size:
            self.rollover()

    def rollover(self):
        if self._rolled:
            return
        file = self._file
        new = self._file = TemporaryFile(**self._arguments)
        position = file.tell()
        if hasattr(new, "buffer"):
            file.flush()
            new.buffer.write(file.buffer.getvalue())
        else:
            new.write(file.getvalue())
        new.seek(position, 0)
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def encoding(self):
        return self._file.encoding

    @property
    def errors(self):
        return self._file.errors

    @property
    def mode(self):
        if self._rolled:
            return self._file.mode
        return self._arguments["mode"]

    @property
    def name(self):
        if self._rolled:
            return self._file.name
        return None

    @property
    def newlines(self):
        return self._file.newlines

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def isatty(self):
        return self._file.isatty()

    def read(self, *args):
        return self._file.read(*args)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def readable(self):
        return self._file.readable()

    def seekable(self):
        return self._file.seekable()

    def writable(self):
        return self._file.writable()

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if self._max_size and size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def write(self, s):
        file = self._file
        written = file.write(s)
        self._check(file)
        return written

    def writelines(self, iterable):
        file = self._file
        written = file.writelines(iterable)
        self._check(file)
        return written


class TemporaryDirectory:
    """A directory made by mkdtemp, removed with everything in it by cleanup() or at the end of
    a with block (whose target is the directory's name)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        _require("tempfile.TemporaryDirectory()")
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors

    def __repr__(self):
        return f"<{self.__class__.__name__} {self.name!r}>"

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if _os.path.exists(self.name):
            _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)

    def __class_getitem__(cls, item):
        import types

        return types.GenericAlias(cls, item)
