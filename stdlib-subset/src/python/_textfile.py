"""Text files of the virtual filesystem: TextIOWrapper over a buffered file from _fileio, as
CPython 3.11's, with its encodings (utf-8, utf-8-sig, latin-1, ascii), errors and newline
modes.

Reading decodes the whole file once (universal newlines translated when newline is None) and
then reads on from a position in that text, in characters and in bytes of the str, as StringIO
does, with `_garter_io`; the copy is decoded again when the file changed (its version moved).
tell() and seek() use file byte offsets, mapped to and from the text by `_garter_fs`. Writing
encodes and writes straight to the file at its byte position. A csv.reader borrows a reading
file (`_lend`) to parse many lines per native call, as it borrows a StringIO."""

import _garter_fs
import _garter_io
from io import TextIOBase, UnsupportedOperation, _CSV_TEXT_SOURCES, _index, _missing, _size

_CLOSED = "I/O operation on closed file."
_READ_MODES = {None: 0, "": 1, "\n": 0, "\r": 2, "\r\n": 3}


def check_encoding(encoding):
    """LookupError for an encoding text files cannot use (checked before the file is opened)."""
    if encoding is None or encoding == "locale":
        return
    if encoding.lower().replace("_", "-") in ("utf-8-sig", "utf8-sig"):
        return
    "".encode(encoding)


class TextIOWrapper(TextIOBase):
    """A text file: decoding, encoding and newline handling over a buffered file."""

    __module__ = "_io"

    def __getattr__(self, name):
        raise _missing(self, TextIOWrapper, name)

    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False,
                 write_through=False, _mode=None):
        if newline not in _READ_MODES:
            raise ValueError(f"illegal newline value: {newline}")
        check_encoding(encoding)
        self.buffer = buffer
        self._raw = buffer.raw
        self._id = buffer.raw._id
        self._mode = _mode
        self._encoding = "UTF-8" if encoding is None or encoding == "locale" else encoding
        self._errors = "strict" if errors is None else errors
        self._newline = newline
        self._translate = newline is None
        self._readmode = _READ_MODES[newline]
        self._write_newline = newline if newline in ("\r", "\r\n") else None
        self._lent = None
        self._iterating = False
        # The decoded text while reading: None, or the text with its version, length and the
        # read position in characters and in bytes of the str.
        self._buf = None
        self._ver = -1
        self._len = 0
        self._pos = 0
        self._byte = 0

    # --- attributes

    @property
    def name(self):
        return self.buffer.name

    @property
    def mode(self):
        return self._mode if self._mode is not None else self.buffer.mode

    @property
    def encoding(self):
        return self._encoding

    @property
    def errors(self):
        return self._errors

    @property
    def closed(self):
        return self._raw._closed

    @property
    def line_buffering(self):
        return False

    @property
    def write_through(self):
        return False

    @property
    def newlines(self):
        if self._buf is None or not self._translate:
            return None
        from io import _NEWLINE_KINDS, _seen_newlines
        return _NEWLINE_KINDS[_seen_newlines(_garter_fs.read(self._id, 0, -1).decode("latin-1"))]

    def __repr__(self):
        return f"<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding={self._encoding!r}>"

    def fileno(self):
        return self.buffer.fileno()

    def isatty(self):
        return self.buffer.isatty()

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def flush(self):
        if self._raw._closed:
            raise ValueError(_CLOSED)
        self._iterating = False

    def close(self):
        if self._lent is not None:
            self._settle()
        self._buf = None
        self._raw.close()

    def detach(self):
        raise UnsupportedOperation("detach")

    # --- the decoded text

    def _check_read(self):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        if not raw._readable:
            raise UnsupportedOperation("not readable")
        if self._lent is not None:
            self._settle()
        if self._buf is None or _garter_fs.version(self._id) != self._ver:
            self._load()

    def _load(self):
        """Decodes the file again, keeping the read position's byte offset."""
        offset = self._file_offset() if self._buf is not None else self._raw._pos
        text, self._ver = _garter_fs.load_text(self._id, self._encoding, self._errors, self._translate)
        self._buf = text
        self._len = len(text)
        if offset:
            self._pos, self._byte = _garter_fs.text_position(
                self._id, text, self._encoding, self._translate, offset)
        else:
            self._pos = self._byte = 0

    def _file_offset(self):
        """The file offset of the read position in the decoded text."""
        if self._pos == 0:
            return 0
        return _garter_fs.file_offset(self._id, self._buf, self._byte, self._encoding, self._translate)

    def _drop(self):
        """Leaves reading: the file position goes back to the raw file, the text is dropped."""
        if self._buf is not None:
            self._raw._pos = self._file_offset()
            self._buf = None

    # --- reading

    def read(self, size=-1):
        self._check_read()
        size = _size(size)
        if self._pos >= self._len or size == 0:
            return ""
        piece, self._byte = _garter_io.read(self._buf, self._pos, self._byte, size)
        self._pos += len(piece)
        return piece

    def readline(self, size=-1):
        self._check_read()
        size = _size(size)
        if self._pos >= self._len or size == 0:
            return ""
        line, self._byte = _garter_io.readline(self._buf, self._pos, self._byte, size, self._readmode)
        self._pos += len(line)
        return line

    def readlines(self, hint=-1):
        self._check_read()
        hint = _size(hint)
        if self._pos >= self._len:
            return []
        lines, count, self._byte = _garter_io.readlines(self._buf, self._pos, self._byte, hint, self._readmode)
        self._pos += count
        return lines

    def __iter__(self):
        if self._raw._closed:
            raise ValueError(_CLOSED)
        return self

    def __next__(self):
        if self._lent is not None or self._buf is None or _garter_fs.version(self._id) != self._ver:
            self._check_read()
        elif self._raw._closed:
            raise ValueError(_CLOSED)
        if self._pos >= self._len:
            self._iterating = False
            raise StopIteration
        self._iterating = True
        line, self._byte = _garter_io.readline(self._buf, self._pos, self._byte, -1, self._readmode)
        self._pos += len(line)
        return line

    # --- for csv.reader (see io._CSV_TEXT_SOURCES)

    def _lend(self, borrower):
        if self._lent is not None and self._lent is not borrower:
            self._settle()
        self._lent = None
        self._check_read()
        self._lent = borrower
        # The reader stands for next() calls on the file, which stop tell() until the end.
        self._iterating = self._pos < self._len
        return self._buf, self._pos, self._byte, self._readmode

    def _place(self, pos, byte):
        self._pos = pos
        self._byte = byte

    def _settle(self):
        borrower = self._lent
        self._lent = None
        borrower._give_back(self)

    # --- writing

    def write(self, s):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        if not raw._writable:
            raise UnsupportedOperation("not writable")
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        if self._lent is not None:
            self._settle()
        if self._buf is not None:
            self._drop()
        pos = _garter_fs.size(self._id) if raw._append else raw._pos
        raw._pos = _garter_fs.write_text(self._id, pos, s, self._encoding, self._errors, self._write_newline)
        return len(s)

    def writelines(self, lines):
        if self._raw._closed:
            raise ValueError(_CLOSED)
        for line in lines:
            self.write(line)

    def truncate(self, pos=None):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        if not raw._writable:
            raise UnsupportedOperation("truncate")
        self._drop()
        return raw.truncate(pos)

    # --- positioning

    def tell(self):
        if self._raw._closed:
            raise ValueError(_CLOSED)
        if self._iterating:
            raise OSError("telling position disabled by next() call")
        if self._lent is not None:
            self._settle()
        if self._buf is not None:
            return self._file_offset()
        return self._raw._pos

    def seek(self, cookie, whence=0):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        cookie = _index(cookie)
        whence = _index(whence)
        if self._lent is not None:
            self._settle()
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._buf = None
            self._iterating = False
            raw._pos = _garter_fs.size(self._id)
            return raw._pos
        if whence != 0:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if cookie < 0:
            raise ValueError(f"negative seek position {cookie}")
        self._iterating = False
        if self._buf is not None and _garter_fs.version(self._id) == self._ver:
            if cookie:
                self._pos, self._byte = _garter_fs.text_position(
                    self._id, self._buf, self._encoding, self._translate, cookie)
            else:
                self._pos = self._byte = 0
        else:
            self._buf = None
            raw._pos = cookie
        return cookie


_CSV_TEXT_SOURCES.append(TextIOWrapper)
