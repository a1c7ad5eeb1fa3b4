"""In-memory streams, as CPython 3.11's io module: StringIO (with its newline modes), BytesIO,
the IOBase, RawIOBase, BufferedIOBase and TextIOBase bases, UnsupportedOperation and the SEEK_*
constants; open() and the file classes come from _fileio and _textfile (the virtual
filesystem's files).

A StringIO keeps its text as one str plus the pieces appended since it was last read (joined
when it is read, so many small writes cost their total size), and its read position both in
characters and as a byte offset into that str, so `_garter_io` reads on from it without
rescanning. A csv.reader may borrow a stream (`_lend`) to parse many lines in one native call;
every other operation first settles the loan, putting the position back after the rows the
reader has handed out."""

import _garter_io

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192

_SSIZE_MAX = 9223372036854775807
_CLOSED = "I/O operation on closed file"
_CLOSED_DOT = "I/O operation on closed file."


class UnsupportedOperation(OSError, ValueError):
    pass


def _index(value):
    """A seek offset or whence: an int (or an object with __index__) within C's ssize_t."""
    if type(value) is not int:
        if isinstance(value, int):
            value = int(value)
        else:
            method = getattr(type(value), "__index__", None)
            if method is None:
                raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
            value = method(value)
    if value > _SSIZE_MAX or value < -_SSIZE_MAX - 1:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return value


def _missing(instance, cls, name):
    """CPython's AttributeError for a missing attribute of an _io object (its type shown with
    the module, as a C type is)."""
    kind = type(instance)
    shown = "_io." + kind.__name__ if kind is cls else kind.__name__
    return AttributeError(f"'{shown}' object has no attribute '{name}'")


def _size(value, expected="argument should be integer or None, not '{}'"):
    """A size argument: None or a negative int means no limit (-1)."""
    if value is None:
        return -1
    if type(value) is int or isinstance(value, int) or hasattr(type(value), "__index__"):
        return _index(value)
    raise TypeError(expected.format(type(value).__name__))


class IOBase:
    """The base of every stream: closing, context management, iteration by line."""

    def seek(self, pos, whence=0):
        raise UnsupportedOperation("seek")

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        raise UnsupportedOperation("truncate")

    def fileno(self):
        raise UnsupportedOperation("fileno")

    __closed = False

    def flush(self):
        if self.closed:
            raise ValueError(_CLOSED_DOT)

    def close(self):
        if not self.__closed:
            try:
                self.flush()
            finally:
                self.__closed = True

    @property
    def closed(self):
        return self.__closed

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        if self.closed:
            raise ValueError(_CLOSED_DOT)
        return False

    def __enter__(self):
        if self.closed:
            raise ValueError(_CLOSED_DOT)
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        if self.closed:
            raise ValueError(_CLOSED_DOT)
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self, size=-1):
        size = _size(size)
        pieces = []
        count = 0
        while size < 0 or count < size:
            piece = self.read(1)
            if not isinstance(piece, bytes):
                raise OSError(f"read() should have returned a bytes object, not '{type(piece).__name__}'")
            if not piece:
                break
            pieces.append(piece)
            count += len(piece)
            if piece.endswith(b"\n"):
                break
        return b"".join(pieces)

    def readlines(self, hint=None):
        hint = _size(hint)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        if self.closed:
            raise ValueError(_CLOSED_DOT)
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    """The base of unbuffered binary streams: read() goes through readinto()."""

    def read(self, size=-1):
        raise NotImplementedError

    def readall(self):
        raise NotImplementedError

    def readinto(self, buffer):
        raise NotImplementedError

    def write(self, data):
        raise NotImplementedError


class BufferedIOBase(IOBase):
    """The base of buffered binary streams (BytesIO)."""

    def read(self, size=-1):
        raise UnsupportedOperation("read")

    def read1(self, size=-1):
        raise UnsupportedOperation("read1")

    def write(self, data):
        raise UnsupportedOperation("write")

    def detach(self):
        raise UnsupportedOperation("detach")


class TextIOBase(IOBase):
    """The base of text streams (StringIO)."""

    encoding = None
    errors = None
    newlines = None

    def read(self, size=-1):
        raise UnsupportedOperation("read")

    def readline(self, size=-1):
        raise UnsupportedOperation("readline")

    def write(self, text):
        raise UnsupportedOperation("write")

    def detach(self):
        raise UnsupportedOperation("detach")


_NEWLINE_KINDS = (None, "\r", "\n", ("\r", "\n"), "\r\n", ("\r", "\r\n"), ("\n", "\r\n"), ("\r", "\n", "\r\n"))


def _seen_newlines(text):
    """The newline kinds in `text` as bits: 1 a lone CR, 2 a lone LF, 4 CRLF."""
    if "\r" not in text:
        return 2 if "\n" in text else 0
    pairs = text.count("\r\n")
    seen = 4 if pairs else 0
    if text.count("\r") > pairs:
        seen |= 1
    if text.count("\n") > pairs:
        seen |= 2
    return seen


class StringIO(TextIOBase):
    """A text stream over a str held in memory."""

    __module__ = "_io"

    def __getattr__(self, name):
        raise _missing(self, StringIO, name)

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError(f"illegal newline value: {newline!r}")
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._closed = False
        self._lent = None
        self._buf = ""
        self._parts = None
        self._len = 0
        self._pos = 0
        self._byte = 0
        self._newline = newline
        # How lines split on reading (a `_garter_io` line mode), and what a write translates.
        self._readmode = {None: 0, "": 1, "\n": 0, "\r": 2, "\r\n": 3}[newline]
        self._seen = 0 if newline is None or newline == "" else None
        if initial_value:
            self.write(initial_value)
            self._pos = 0
            self._byte = 0

    # --- state shared by the methods

    def _ready(self):
        """Raises on a closed stream; settles a csv.reader's loan."""
        if self._closed:
            raise ValueError(_CLOSED)
        if self._lent is not None:
            self._settle()

    def _settle(self):
        borrower = self._lent
        self._lent = None
        borrower._give_back(self)

    def _joined(self):
        """The whole text, joining pending appends."""
        parts = self._parts
        if parts is not None:
            self._buf = "".join(parts)
            self._parts = None
        return self._buf

    def _lend(self, borrower):
        """For csv.reader: `(text, position, byte offset, line mode)`; the stream stays lent to
        `borrower` until another operation settles it."""
        if self._closed:
            raise ValueError(_CLOSED)
        if self._lent is not None and self._lent is not borrower:
            self._settle()
        text = self._joined()
        if self._byte < 0:
            self._byte = _garter_io.offset(text, self._pos)
        self._lent = borrower
        return text, self._pos, self._byte, self._readmode

    def _place(self, pos, byte):
        """Moves the read position (for a borrowing csv.reader)."""
        self._pos = pos
        self._byte = byte

    # --- writing

    def write(self, s):
        if self._closed:
            raise ValueError(_CLOSED)
        if self._lent is not None:
            self._settle()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        count = len(s)
        newline = self._newline
        if newline != "\n":
            if self._seen is not None:
                self._seen |= _seen_newlines(s)
                if newline is None and "\r" in s:
                    s = s.replace("\r\n", "\n").replace("\r", "\n")
            elif "\n" in s:
                s = s.replace("\n", newline)
        size = len(s)
        if not size:
            return count
        pos = self._pos
        if pos == self._len:
            parts = self._parts
            if parts is None:
                self._parts = [self._buf, s]
            else:
                parts.append(s)
            self._len = self._pos = pos + size
        else:
            text = self._joined()
            if pos > self._len:
                self._buf = text + "\0" * (pos - self._len) + s
            else:
                self._buf = text[:pos] + s + text[pos + size:]
            self._len = len(self._buf)
            self._pos = pos + size
        self._byte = -1
        return count

    def writelines(self, lines):
        if self._closed:
            raise ValueError(_CLOSED_DOT)
        for line in lines:
            self.write(line)

    # --- reading

    def read(self, size=-1):
        self._ready()
        size = _size(size)
        if self._pos >= self._len or size == 0:
            return ""
        piece, self._byte = _garter_io.read(self._joined(), self._pos, self._byte, size)
        self._pos += len(piece)
        return piece

    def readline(self, size=-1):
        self._ready()
        size = _size(size)
        if self._pos >= self._len or size == 0:
            return ""
        line, self._byte = _garter_io.readline(self._joined(), self._pos, self._byte, size, self._readmode)
        self._pos += len(line)
        return line

    def readlines(self, hint=-1):
        if self._closed:
            raise ValueError(_CLOSED_DOT)
        if self._lent is not None:
            self._settle()
        hint = _size(hint)
        if type(self) is not StringIO:
            return TextIOBase.readlines(self, hint)
        if self._pos >= self._len:
            return []
        lines, count, self._byte = _garter_io.readlines(self._joined(), self._pos, self._byte, hint, self._readmode)
        self._pos += count
        return lines

    def __iter__(self):
        if self._closed:
            raise ValueError(_CLOSED_DOT)
        return self

    def __next__(self):
        if self._closed:
            raise ValueError(_CLOSED)
        if type(self) is not StringIO:
            line = self.readline()
            if not isinstance(line, str):
                raise OSError(f"readline() should have returned a str object, not '{type(line).__name__}'")
        else:
            if self._lent is not None:
                self._settle()
            if self._pos >= self._len:
                raise StopIteration
            line, self._byte = _garter_io.readline(self._joined(), self._pos, self._byte, -1, self._readmode)
            self._pos += len(line)
        if not line:
            raise StopIteration
        return line

    def getvalue(self):
        if self._closed:
            raise ValueError(_CLOSED)
        return self._joined()

    # --- positioning

    def tell(self):
        self._ready()
        return self._pos

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._ready()
        if whence not in (0, 1, 2):
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        if pos < 0 and whence == 0:
            raise ValueError(f"Negative seek position {pos}")
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            return self._pos
        if whence == 2:
            pos = self._len
        if pos != self._pos:
            self._pos = pos
            self._byte = 0 if pos == 0 else -1
        return pos

    def truncate(self, size=None):
        self._ready()
        size = self._pos if size is None else _size(size)
        if size < 0:
            raise ValueError(f"Negative size value {size}")
        if size < self._len:
            self._buf = self._joined()[:size]
            self._len = size
            self._byte = -1
        return size

    # --- state

    def close(self):
        if self._lent is not None:
            self._settle()
        self._closed = True
        self._buf = ""
        self._parts = None

    @property
    def closed(self):
        return self._closed

    def readable(self):
        if self._closed:
            raise ValueError(_CLOSED)
        return True

    def writable(self):
        if self._closed:
            raise ValueError(_CLOSED)
        return True

    def seekable(self):
        if self._closed:
            raise ValueError(_CLOSED)
        return True

    def flush(self):
        pass

    def isatty(self):
        if self._closed:
            raise ValueError(_CLOSED_DOT)
        return False

    def __enter__(self):
        if self._closed:
            raise ValueError(_CLOSED_DOT)
        return self

    def __exit__(self, *args):
        self.close()

    @property
    def line_buffering(self):
        if self._closed:
            raise ValueError(_CLOSED)
        return False

    @property
    def newlines(self):
        if self._closed:
            raise ValueError(_CLOSED)
        if self._seen is None:
            return None
        return _NEWLINE_KINDS[self._seen]


class BytesIO(BufferedIOBase):
    """A binary stream over bytes held in memory."""

    __module__ = "_io"

    def __getattr__(self, name):
        raise _missing(self, BytesIO, name)

    def __init__(self, initial_bytes=b""):
        if initial_bytes is None:
            initial_bytes = b""
        elif not isinstance(initial_bytes, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(initial_bytes).__name__}'")
        else:
            initial_bytes = bytes(initial_bytes)
        self._closed = False
        self._buf = initial_bytes
        self._parts = None
        self._len = len(initial_bytes)
        self._pos = 0

    def _ready(self):
        if self._closed:
            raise ValueError(_CLOSED_DOT)

    def _joined(self):
        parts = self._parts
        if parts is not None:
            self._buf = b"".join(parts)
            self._parts = None
        return self._buf

    def getvalue(self):
        self._ready()
        return self._joined()

    def getbuffer(self):
        """A read-only memoryview of the contents (CPython's is writable and pins the
        buffer's size; writing through this one is refused)."""
        self._ready()
        return memoryview(self._joined())

    def readinto(self, buffer):
        data = self.read(len(memoryview(buffer)))
        memoryview(buffer)[: len(data)] = data
        return len(data)

    def write(self, b):
        self._ready()
        if not isinstance(b, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
        b = bytes(b)
        size = len(b)
        if not size:
            return 0
        pos = self._pos
        if pos == self._len:
            parts = self._parts
            if parts is None:
                self._parts = [self._buf, b]
            else:
                parts.append(b)
        else:
            data = self._joined()
            if pos > self._len:
                self._buf = data + b"\0" * (pos - self._len) + b
            else:
                self._buf = data[:pos] + b + data[pos + size:]
        self._pos = pos + size
        self._len = max(self._len, self._pos)
        return size

    def writelines(self, lines):
        self._ready()
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._ready()
        size = _size(size)
        pos = self._pos
        if pos >= self._len:
            return b""
        data = self._joined()
        end = self._len if size < 0 else min(self._len, pos + size)
        self._pos = end
        return data[pos:end]

    def read1(self, size=-1):
        return self.read(size)

    def readline(self, size=-1):
        self._ready()
        size = _size(size)
        pos = self._pos
        if pos >= self._len:
            return b""
        data = self._joined()
        end = data.find(b"\n", pos)
        end = self._len if end < 0 else end + 1
        if size >= 0:
            end = min(end, pos + size)
        self._pos = end
        return data[pos:end]

    def readlines(self, hint=None):
        self._ready()
        hint = _size(hint, "integer argument expected, got '{}'")
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._ready()
        return self._pos

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._ready()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek value {pos}")
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, self._len + pos)
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        self._pos = pos
        return pos

    def truncate(self, size=None):
        self._ready()
        size = self._pos if size is None else _size(size)
        if size < 0:
            raise ValueError(f"negative size value {size}")
        if size < self._len:
            self._buf = self._joined()[:size]
            self._len = size
        return size

    def close(self):
        self._closed = True
        self._buf = b""
        self._parts = None

    @property
    def closed(self):
        return self._closed

    def readable(self):
        self._ready()
        return True

    def writable(self):
        self._ready()
        return True

    def seekable(self):
        self._ready()
        return True

    def flush(self):
        self._ready()

    def isatty(self):
        self._ready()
        return False

    def __enter__(self):
        self._ready()
        return self

    def __exit__(self, *args):
        self.close()


# Text streams a csv.reader parses many lines of at once, and a csv.writer hands many records
# in one write. Such a class provides `_lend(reader)` (its text, read position in characters and
# bytes, and `_garter_io` line mode; the stream is then lent to the reader), `_place(pos, byte)`
# (the reader moves the position) and calls `reader._give_back(self)` before any other
# operation while lent, as StringIO does; _textfile.TextIOWrapper joins the list.
_CSV_TEXT_SOURCES = [StringIO]

# The files of the virtual filesystem (their modules import the classes above).
from _fileio import BufferedRandom, BufferedReader, BufferedWriter, FileIO, open
from _textfile import TextIOWrapper


def text_encoding(encoding, stacklevel=2):
    """The encoding a text file opened with `encoding` uses ("locale" when None)."""
    return "locale" if encoding is None else encoding
