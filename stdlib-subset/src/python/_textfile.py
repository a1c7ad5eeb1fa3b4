"""Text files of the virtual filesystem: TextIOWrapper over a buffered file from _fileio, as
CPython 3.11's, with its encodings (utf-8, utf-8-sig, latin-1, ascii), errors and newline
modes.

Reading decodes the whole file once (universal newlines translated when newline is None) and
then reads on from a position in that text, in characters and in bytes of the str, as StringIO
does, with `_garter_io`; the copy is decoded again when the file changed (its version moved).
The reading state is one list (`_s`, indexed by the constants below) so that
`_garter_fs.next_line` reads a line, the common case of iteration and readline(), in one call.
tell() and seek() use file byte offsets, mapped to and from the text by `_garter_fs`. Writing
encodes and writes straight to the file at its byte position. A csv.reader borrows a reading
file (`_lend`) to parse many lines per native call, as it borrows a StringIO. Wrapping any
other binary stream makes a _textstream.TextIOWrapper instead."""

import _fileio
import _garter_fs
import _garter_io
from io import TextIOBase, UnsupportedOperation, _CSV_TEXT_SOURCES, _index, _missing, _size

_CLOSED = "I/O operation on closed file."
_READ_MODES = {None: 0, "": 1, "\n": 0, "\r": 2, "\r\n": 3}

# The reading state: the decoded text (or None), the position in characters and in bytes of
# it, its length in characters, the file version it was decoded from, the file id, the line
# mode, the csv.reader it is lent to (or None), whether next() stopped tell(), and whether the
# text file was closed.
_BUF, _POS, _BYTE, _LEN, _VER, _ID, _MODE, _LENT, _ITER, _CLOSED_AT = range(10)


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

    def __new__(cls, buffer, *args, **kwargs):
        # Any other binary stream (BytesIO, GzipFile, a zip member) gets _textstream's wrapper.
        if cls is TextIOWrapper and not isinstance(getattr(buffer, "raw", None), _fileio.FileIO):
            import _textstream
            return _textstream.TextIOWrapper(buffer, *args, **kwargs)
        return object.__new__(cls)

    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False,
                 write_through=False, _mode=None):
        if newline not in _READ_MODES:
            raise ValueError(f"illegal newline value: {newline}")
        check_encoding(encoding)
        self.buffer = buffer
        self._raw = buffer.raw
        self._id = buffer.raw._id
        self._mode = _mode
        self._encoding = "utf-8" if encoding is None or encoding == "locale" else encoding
        self._errors = "strict" if errors is None else errors
        self._newline = newline
        self._translate = newline is None
        self._write_newline = newline if newline in ("\r", "\r\n") else None
        self._s = [None, 0, 0, 0, -1, buffer.raw._id, _READ_MODES[newline], None, False, False]

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
        if self._s[_BUF] is None or not self._translate:
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
        self._s[_ITER] = False

    def close(self):
        s = self._s
        if s[_LENT] is not None:
            self._settle()
        s[_BUF] = None
        s[_CLOSED_AT] = True
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
        s = self._s
        if s[_LENT] is not None:
            self._settle()
        if s[_BUF] is None or _garter_fs.version(self._id) != s[_VER]:
            self._load()
        return s

    def _load(self):
        """Decodes the file again, keeping the read position's byte offset."""
        s = self._s
        offset = self._file_offset() if s[_BUF] is not None else self._raw._pos
        text, s[_VER] = _garter_fs.load_text(self._id, self._encoding, self._errors, self._translate)
        s[_BUF] = text
        s[_LEN] = len(text)
        if offset:
            s[_POS], s[_BYTE] = _garter_fs.text_position(self._id, text, self._encoding, self._translate, offset)
        else:
            s[_POS] = s[_BYTE] = 0

    def _file_offset(self):
        """The file offset of the read position in the decoded text."""
        s = self._s
        if s[_POS] == 0:
            return 0
        return _garter_fs.file_offset(self._id, s[_BUF], s[_BYTE], self._encoding, self._translate)

    def _drop(self):
        """Leaves reading: the file position goes back to the raw file, the text is dropped."""
        s = self._s
        if s[_BUF] is not None:
            self._raw._pos = self._file_offset()
            s[_BUF] = None

    # --- reading

    def read(self, size=-1):
        s = self._check_read()
        size = _size(size)
        if s[_POS] >= s[_LEN] or size == 0:
            return ""
        piece, s[_BYTE] = _garter_io.read(s[_BUF], s[_POS], s[_BYTE], size)
        s[_POS] += len(piece)
        return piece

    def readline(self, size=-1):
        if size == -1:
            line = _garter_fs.next_line(self._s, False)
            if line is not None:
                return line
        s = self._check_read()
        size = _size(size)
        if s[_POS] >= s[_LEN] or size == 0:
            return ""
        line, s[_BYTE] = _garter_io.readline(s[_BUF], s[_POS], s[_BYTE], size, s[_MODE])
        s[_POS] += len(line)
        return line

    def readlines(self, hint=-1):
        s = self._check_read()
        hint = _size(hint)
        if s[_POS] >= s[_LEN]:
            return []
        lines, count, s[_BYTE] = _garter_io.readlines(s[_BUF], s[_POS], s[_BYTE], hint, s[_MODE])
        s[_POS] += count
        return lines

    def __iter__(self):
        if self._raw._closed:
            raise ValueError(_CLOSED)
        return self

    def __next__(self):
        line = _garter_fs.next_line(self._s, True)
        if line is not None:
            return line
        if self._raw._closed:
            raise ValueError(_CLOSED)
        s = self._check_read()
        if s[_POS] >= s[_LEN]:
            s[_ITER] = False
            raise StopIteration
        s[_ITER] = True
        line, s[_BYTE] = _garter_io.readline(s[_BUF], s[_POS], s[_BYTE], -1, s[_MODE])
        s[_POS] += len(line)
        return line

    # --- for csv.reader (see io._CSV_TEXT_SOURCES)

    def _lend(self, borrower):
        s = self._s
        if s[_LENT] is not None and s[_LENT] is not borrower:
            self._settle()
        s[_LENT] = None
        self._check_read()
        s[_LENT] = borrower
        # The reader stands for next() calls on the file, which stop tell() until the end.
        s[_ITER] = s[_POS] < s[_LEN]
        return s[_BUF], s[_POS], s[_BYTE], s[_MODE]

    def _place(self, pos, byte):
        s = self._s
        s[_POS] = pos
        s[_BYTE] = byte

    def _settle(self):
        s = self._s
        borrower = s[_LENT]
        s[_LENT] = None
        borrower._give_back(self)

    # --- writing

    def write(self, text):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        if not raw._writable:
            raise UnsupportedOperation("not writable")
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        s = self._s
        if s[_LENT] is not None:
            self._settle()
        if s[_BUF] is not None:
            self._drop()
        pos = _garter_fs.size(self._id) if raw._append else raw._pos
        raw._pos = _garter_fs.write_text(self._id, pos, text, self._encoding, self._errors, self._write_newline)
        return len(text)

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
        s = self._s
        if s[_ITER]:
            raise OSError("telling position disabled by next() call")
        if s[_LENT] is not None:
            self._settle()
        if s[_BUF] is not None:
            return self._file_offset()
        return self._raw._pos

    def seek(self, cookie, whence=0):
        raw = self._raw
        if raw._closed:
            raise ValueError(_CLOSED)
        cookie = _index(cookie)
        whence = _index(whence)
        s = self._s
        if s[_LENT] is not None:
            self._settle()
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            s[_BUF] = None
            s[_ITER] = False
            raw._pos = _garter_fs.size(self._id)
            return raw._pos
        if whence != 0:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if cookie < 0:
            raise ValueError(f"negative seek position {cookie}")
        s[_ITER] = False
        if s[_BUF] is not None and _garter_fs.version(self._id) == s[_VER]:
            if cookie:
                s[_POS], s[_BYTE] = _garter_fs.text_position(self._id, s[_BUF], self._encoding, self._translate, cookie)
            else:
                s[_POS] = s[_BYTE] = 0
        else:
            s[_BUF] = None
            raw._pos = cookie
        return cookie


_CSV_TEXT_SOURCES.append(TextIOWrapper)
