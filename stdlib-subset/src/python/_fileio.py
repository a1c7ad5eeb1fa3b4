"""Files of the virtual filesystem a host grants, as CPython 3.11's io classes: open() with its
mode, encoding, errors and newline checks, FileIO (the unbuffered file), and BufferedReader,
BufferedWriter and BufferedRandom over it. Text files (TextIOWrapper) are in _textfile.

The bytes live in the interpreter's filesystem (`_garter_fs`), addressed by a file id; a FileIO
keeps the id and the byte position. Writes go straight to the filesystem (there is no write
buffer to flush), so what a program wrote is never lost and other readers see it at once. A file
opened by descriptor (open(fd), os.fdopen) shares the position of the descriptor in _os_fd's
table and closes it when closefd is true."""

import _garter_fs
import _os_fd
from _fspath import path_str
from io import BufferedIOBase, RawIOBase, UnsupportedOperation, _index, _missing, _size

_CLOSED = "I/O operation on closed file."
_CLOSED_RAW = "I/O operation on closed file"
_MODE_LETTERS = "rwaxb+t"
_NEWLINES = (None, "", "\n", "\r", "\r\n")
_WRITE, _CREATE, _EXCLUSIVE, _TRUNCATE = 1, 2, 4, 8


def _parse_mode(mode):
    """`(flags, readable, writable, append, binary, text)` of an open() mode string."""
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    for c in mode:
        if c not in _MODE_LETTERS or mode.count(c) > 1:
            raise ValueError(f"invalid mode: '{mode}'")
    kinds = sum(c in mode for c in "rwax")
    if "t" in mode and "b" in mode:
        raise ValueError("can't have text and binary mode at once")
    if kinds > 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    if kinds == 0:
        raise ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
    plus = "+" in mode
    if "r" in mode:
        flags = _WRITE if plus else 0
    elif "w" in mode:
        flags = _WRITE | _CREATE | _TRUNCATE
    elif "a" in mode:
        flags = _WRITE | _CREATE
    else:
        flags = _WRITE | _CREATE | _EXCLUSIVE
    readable = "r" in mode or plus
    writable = bool(flags & _WRITE)
    return flags, readable, writable, "a" in mode, "b" in mode


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    """io.open: a TextIOWrapper, a Buffered reader/writer/random, or a FileIO (buffering=0)."""
    by_descriptor = isinstance(file, int) and not isinstance(file, bool)
    by_path = isinstance(file, (str, bytes)) or getattr(type(file), "__fspath__", None) is not None
    if not by_descriptor and not by_path:
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(file).__name__}")
    flags, readable, writable, append, binary = _parse_mode(mode)
    if not isinstance(buffering, int):
        raise TypeError(f"'{type(buffering).__name__}' object cannot be interpreted as an integer")
    if encoding is not None and not isinstance(encoding, str):
        raise TypeError(f"open() argument 'encoding' must be str or None, not {type(encoding).__name__}")
    if errors is not None and not isinstance(errors, str):
        raise TypeError(f"open() argument 'errors' must be str or None, not {type(errors).__name__}")
    if newline is not None and not isinstance(newline, str):
        raise TypeError(f"open() argument 'newline' must be str or None, not {type(newline).__name__}")
    if binary:
        if encoding is not None:
            raise ValueError("binary mode doesn't take an encoding argument")
        if errors is not None:
            raise ValueError("binary mode doesn't take an errors argument")
        if newline is not None:
            raise ValueError("binary mode doesn't take a newline argument")
    elif buffering == 0:
        raise ValueError("can't have unbuffered text I/O")
    if newline not in _NEWLINES:
        raise ValueError(f"illegal newline value: {newline}")
    if not closefd and not by_descriptor:
        raise ValueError("Cannot use closefd=False with file name")
    if opener is not None:
        raise ValueError("opener is not supported: files are opened in the sandbox's filesystem")
    if not binary:
        import _textfile
        _textfile.check_encoding(encoding)
    if by_descriptor:
        raw = _DescriptorFileIO(file, closefd, readable, writable, append)
    else:
        raw = FileIO(file, mode, _opened=(flags, readable, writable, append))
    if buffering == 0:
        return raw
    if readable and writable:
        buffered = BufferedRandom(raw)
    elif writable:
        buffered = BufferedWriter(raw)
    else:
        buffered = BufferedReader(raw)
    if binary:
        return buffered
    return _textfile.TextIOWrapper(buffered, encoding, errors, newline, _mode=mode)


class FileIO(RawIOBase):
    """An unbuffered binary file: the file id, the byte position and the access mode."""

    __module__ = "_io"

    def __getattr__(self, name):
        raise _missing(self, FileIO, name)

    def __init__(self, file, mode="r", closefd=True, opener=None, _opened=None):
        if _opened is None:
            if not isinstance(mode, str):
                raise TypeError(f"FileIO() argument 'mode' must be str, not {type(mode).__name__}")
            if "t" in mode or "b" in mode.replace("b", "", 1):
                raise ValueError(f"invalid mode: {mode}")
            _opened = _parse_mode(mode.replace("b", ""))[:4]
        flags, readable, writable, append = _opened
        self._closed = True
        self.name = file
        self._id = _garter_fs.open(path_str(file), flags, "open()")
        self._readable = readable
        self._writable = writable
        self._append = append
        self._created = bool(flags & _EXCLUSIVE)
        self._pos = _garter_fs.size(self._id) if append else 0
        self._closed = False

    def _check(self, reading):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        if reading and not self._readable:
            raise UnsupportedOperation("File not open for reading")
        if not reading and not self._writable:
            raise UnsupportedOperation("File not open for writing")

    @property
    def mode(self):
        if self._created:
            return "xb+" if self._readable else "xb"
        if self._append:
            return "ab+" if self._readable else "ab"
        if self._readable:
            return "rb+" if self._writable else "rb"
        return "wb"

    @property
    def closefd(self):
        return True

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def fileno(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return self._id + 2

    def readable(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return self._readable

    def writable(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return self._writable

    def seekable(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return True

    def isatty(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return False

    def flush(self):
        if self._closed:
            raise ValueError(_CLOSED)

    def read(self, size=-1):
        self._check(True)
        size = _size(size)
        data = _garter_fs.read(self._id, self._pos, size)
        self._pos += len(data)
        return data

    def readall(self):
        return self.read()

    def readline(self, size=-1):
        self._check(True)
        line = _garter_fs.readline(self._id, self._pos, _size(size))
        self._pos += len(line)
        return line

    def write(self, data):
        self._check(False)
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
        data = bytes(data)
        if self._append:
            self._pos = _garter_fs.size(self._id)
        self._pos = _garter_fs.write(self._id, self._pos, data)
        return len(data)

    def seek(self, pos, whence=0):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        pos = _index(pos)
        whence = _index(whence)
        if whence == 1:
            pos += self._pos
        elif whence == 2:
            pos += _garter_fs.size(self._id)
        elif whence != 0:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if pos < 0:
            raise OSError(22, "Invalid argument")
        self._pos = pos
        return pos

    def tell(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return self._pos

    def truncate(self, size=None):
        self._check(False)
        size = self._pos if size is None else _index(size)
        if size < 0:
            raise OSError(22, "Invalid argument")
        _garter_fs.truncate(self._id, size)
        return size

    def __repr__(self):
        if self._closed:
            return "<_io.FileIO [closed]>"
        return f"<_io.FileIO name={self.name!r} mode={self.mode!r} closefd={self.closefd}>"


class _DescriptorFileIO(FileIO):
    """A FileIO over a descriptor of os.open: its position is the descriptor's, and closing it
    closes the descriptor when closefd is true."""

    __module__ = "_io"

    def __init__(self, fd, closefd, readable, writable, append):
        self._closed = True
        self._entry = _os_fd.descriptor(fd, "open()")
        self.name = fd
        self._fd = fd
        self._id = self._entry.id
        self._readable = readable
        self._writable = writable
        self._append = append
        self._created = False
        self._closefd = bool(closefd)
        if append:
            self._entry.pos = _garter_fs.size(self._id)
        self._closed = False

    @property
    def _pos(self):
        return self._entry.pos

    @_pos.setter
    def _pos(self, value):
        self._entry.pos = value

    @property
    def closefd(self):
        return self._closefd

    def close(self):
        if not self._closed:
            self._closed = True
            if self._closefd:
                _os_fd.close(self._fd)

    def fileno(self):
        if self._closed:
            raise ValueError(_CLOSED_RAW)
        return self._fd


class _BufferedFile(BufferedIOBase):
    """What BufferedReader, BufferedWriter and BufferedRandom share: every operation goes to the
    FileIO (`raw`) they wrap, the ones their access mode lacks raising UnsupportedOperation
    (before a closed file's ValueError, as CPython checks)."""

    def __getattr__(self, name):
        raise _missing(self, type(self), name)

    def __init__(self, raw, buffer_size=8192):
        if not isinstance(raw, FileIO):
            raise TypeError(f"expected a file, not {type(raw).__name__}")
        self.raw = raw

    def _reading(self, unsupported, closed):
        raw = self.raw
        if not raw._readable:
            raise UnsupportedOperation(unsupported)
        if raw._closed:
            raise ValueError(closed)
        return raw

    def _writing(self, closed):
        raw = self.raw
        if not raw._writable:
            raise UnsupportedOperation("write")
        if raw._closed:
            raise ValueError(closed)
        return raw

    @property
    def name(self):
        return self.raw.name

    @property
    def mode(self):
        return self.raw.mode

    @property
    def closed(self):
        return self.raw._closed

    def close(self):
        self.raw.close()

    def detach(self):
        raise UnsupportedOperation("detach")

    def fileno(self):
        return self.raw.fileno()

    def isatty(self):
        return self.raw.isatty()

    def readable(self):
        return self.raw._readable and self.raw.readable()

    def writable(self):
        return self.raw._writable and self.raw.writable()

    def seekable(self):
        return self.raw.seekable()

    def flush(self):
        if self.raw._closed:
            raise ValueError("flush of closed file" if self.raw._writable else _CLOSED)

    def read(self, size=-1):
        raw = self._reading("read", "read of closed file")
        size = _size(size)
        if size < -1:
            raise ValueError("read length must be non-negative or -1")
        data = _garter_fs.read(raw._id, raw._pos, size)
        raw._pos += len(data)
        return data

    def read1(self, size=-1):
        self._reading("read1", "read of closed file")
        return self.read(size)

    def readline(self, size=-1):
        raw = self._reading("read", "readline of closed file")
        line = _garter_fs.readline(raw._id, raw._pos, _size(size))
        raw._pos += len(line)
        return line

    def __iter__(self):
        if self.raw._closed:
            raise ValueError(_CLOSED)
        return self

    def __next__(self):
        raw = self._reading("read", "readline of closed file")
        line = _garter_fs.readline(raw._id, raw._pos, -1)
        if not line:
            raise StopIteration
        raw._pos += len(line)
        return line

    def write(self, data):
        return self._writing("write to closed file").write(data)

    def seek(self, pos, whence=0):
        if self.raw._closed:
            raise ValueError("seek of closed file")
        pos = _index(pos)
        whence = _index(whence)
        if whence not in (0, 1, 2):
            raise ValueError(f"whence value {whence} unsupported")
        return self.raw.seek(pos, whence)

    def tell(self):
        return self.raw.tell()

    def truncate(self, size=None):
        raw = self.raw
        if raw._closed:
            raise ValueError("truncate of closed file")
        if not raw._writable:
            raise UnsupportedOperation("truncate")
        return raw.truncate(size)

    def __repr__(self):
        kind = type(self).__name__
        return f"<_io.{kind} name={self.raw.name!r}>"


class BufferedReader(_BufferedFile):
    __module__ = "_io"

    def peek(self, size=0):
        raw = self._reading("peek", "peek of closed file")
        return _garter_fs.read(raw._id, raw._pos, -1 if size <= 0 else max(size, 8192))


class BufferedWriter(_BufferedFile):
    __module__ = "_io"


class BufferedRandom(_BufferedFile):
    __module__ = "_io"

    peek = BufferedReader.peek
