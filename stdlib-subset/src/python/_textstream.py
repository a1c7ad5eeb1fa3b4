"""io.TextIOWrapper over any binary stream that is not a file of the virtual filesystem (those
are _textfile's): a BytesIO, a GzipFile, a zip member. `io.TextIOWrapper(stream)` builds one of
these, as does `gzip.open(..., "rt")`.

Reading decodes the stream a chunk at a time (a UTF-8 sequence cut by the chunk's end waits for
the next one; other encodings are single-byte) and reads the decoded text with `_garter_io`
(by byte offset, as StringIO does); with newline=None, "\\r\\n" and "\\r" become "\\n" (a
"\\r" ending a chunk waits to see what follows).
Writing encodes, translates "\\n" as newline says, and writes through to the stream. tell()
returns the stream position of the next character (the unread text re-encoded, counting the
"\\r\\n" pairs that became one "\\n"), and seek() takes such positions."""

from bisect import bisect_left

import _garter_io
from io import _NEWLINE_KINDS, TextIOBase, UnsupportedOperation, _index, _seen_newlines, _size

_CHUNK = 65536
# How `_garter_io` splits lines in each newline mode, and what a complete line ends with.
_READ_MODES = {None: 0, "": 1, "\n": 0, "\r": 2, "\r\n": 3}
_ENDINGS = {None: "\n", "": ("\n", "\r"), "\n": "\n", "\r": "\r", "\r\n": "\r\n"}
_NEWLINES = (None, "", "\n", "\r", "\r\n")
_CLOSED = "I/O operation on closed file."


def _encoding_name(encoding):
    """The codec family: "utf-8", "utf-8-sig", or the single-byte name bytes.decode accepts."""
    name = encoding.lower().replace("_", "-")
    if name in ("utf-8-sig", "utf8-sig"):
        return "utf-8-sig"
    if name in ("utf-8", "utf8", "u8", "utf"):
        return "utf-8"
    "".encode(encoding)
    return encoding


def _complete_utf8(data):
    """The length of `data` without a UTF-8 sequence cut off at its end."""
    end = len(data)
    for back in range(1, min(4, end) + 1):
        byte = data[end - back]
        if byte < 0x80:
            return end
        if byte >= 0xC0:
            need = 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
            return end if back >= need else end - back
    return end


class TextIOWrapper(TextIOBase):
    """A text stream decoding and encoding a binary stream."""

    __module__ = "_io"

    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False,
                 write_through=False):
        if encoding is not None and not isinstance(encoding, str):
            raise TypeError(f"TextIOWrapper() argument 'encoding' must be str or None, not {type(encoding).__name__}")
        if errors is not None and not isinstance(errors, str):
            raise TypeError(f"TextIOWrapper() argument 'errors' must be str or None, not {type(errors).__name__}")
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"TextIOWrapper() argument 'newline' must be str or None, not {type(newline).__name__}")
        if newline not in _NEWLINES:
            raise ValueError(f"illegal newline value: {newline}")
        if encoding is None or encoding == "locale":
            encoding = "UTF-8"
        self._codec = _encoding_name(encoding)
        self._encoding = encoding
        self._errors = "strict" if errors is None else errors
        self._newline = newline
        self._line_buffering = bool(line_buffering)
        self._write_through = bool(write_through)
        self.buffer = buffer
        self._reset()

    def _reset(self):
        """Forgets decoded text (after a seek or a write)."""
        self._text = ""
        self._pos = 0
        self._byte = 0
        self._raw = b""
        self._cr = False
        self._eof = False
        self._trimmed = 0
        self._pairs = []
        self._seen = 0
        self._bom = self._codec == "utf-8-sig"

    # --- attributes

    @property
    def encoding(self):
        return self._encoding

    @property
    def errors(self):
        return self._errors

    @property
    def line_buffering(self):
        return self._line_buffering

    @property
    def write_through(self):
        return self._write_through

    @property
    def name(self):
        return self.buffer.name

    @property
    def closed(self):
        return self.buffer.closed

    @property
    def newlines(self):
        return _NEWLINE_KINDS[self._seen]

    def __repr__(self):
        try:
            name = self.buffer.name
        except AttributeError:
            return f"<_io.TextIOWrapper encoding={self._encoding!r}>"
        return f"<_io.TextIOWrapper name={name!r} encoding={self._encoding!r}>"

    def _check(self):
        if self.buffer.closed:
            raise ValueError(_CLOSED)

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def isatty(self):
        return False

    def fileno(self):
        return self.buffer.fileno()

    def flush(self):
        self._check()
        self.buffer.flush()

    def close(self):
        if not self.buffer.closed:
            try:
                self.flush()
            finally:
                self.buffer.close()

    def detach(self):
        buffer = self.buffer
        self.flush()
        return buffer

    # --- reading

    def _decode(self, data, final):
        """The text of `data` (bytes of a cut UTF-8 sequence kept for the next chunk)."""
        data = self._raw + data
        if self._bom and (len(data) >= 3 or final):
            if data.startswith(b"\xef\xbb\xbf"):
                data = data[3:]
            self._bom = False
        elif self._bom:
            self._raw = data
            return ""
        if self._codec in ("utf-8", "utf-8-sig"):
            end = len(data) if final else _complete_utf8(data)
            self._raw = data[end:]
            return data[:end].decode("utf-8", self._errors)
        self._raw = b""
        return data.decode(self._codec, self._errors)

    def _fill(self):
        """Decodes another chunk onto the text; False at the end of the stream."""
        if self._eof:
            return False
        if not self.buffer.readable():
            raise UnsupportedOperation("not readable")
        data = self.buffer.read(_CHUNK)
        if not isinstance(data, bytes):
            raise TypeError(f"underlying read() should have returned a bytes object, not '{type(data).__name__}'")
        final = not data
        text = self._decode(data, final)
        if self._cr:
            text = "\r" + text
            self._cr = False
        if not final and text.endswith("\r") and self._newline in (None, ""):
            text = text[:-1]
            self._cr = True
        if self._pos > _CHUNK:
            self._trimmed += self._pos
            self._text = self._text[self._pos:]
            self._pos = 0
            self._byte = 0
            self._pairs = [i for i in self._pairs if i >= self._trimmed]
        if self._newline in (None, ""):
            self._seen |= _seen_newlines(text)
        if self._newline is None:
            if "\r" in text:
                self._note_pairs(text)
                text = text.replace("\r\n", "\n").replace("\r", "\n")
        self._text += text
        self._eof = final
        return not final or bool(text)

    def _note_pairs(self, text):
        """Records where "\r\n" pairs of `text` (about to be translated and appended) will
        stand as one "\n", for tell()."""
        at = self._trimmed + len(self._text)
        collapsed = 0
        i = text.find("\r\n")
        while i >= 0:
            self._pairs.append(at + i - collapsed)
            collapsed += 1
            i = text.find("\r\n", i + 2)

    def read(self, size=-1):
        self._check()
        size = _size(size)
        if size < 0:
            while self._fill():
                pass
        else:
            while len(self._text) - self._pos < size and self._fill():
                pass
        if self._pos >= len(self._text) or size == 0:
            return ""
        piece, self._byte = _garter_io.read(self._text, self._pos, self._byte, size)
        self._pos += len(piece)
        return piece

    def readline(self, size=-1):
        self._check()
        size = _size(size)
        ending = _ENDINGS[self._newline]
        while True:
            if self._pos < len(self._text) and size != 0:
                line, byte = _garter_io.readline(self._text, self._pos, self._byte, size, _READ_MODES[self._newline])
                if line.endswith(ending) or self._eof or 0 <= size <= len(line):
                    break
            if not self._fill():
                if self._pos >= len(self._text) or size == 0:
                    return ""
        self._byte = byte
        self._pos += len(line)
        return line

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    # --- writing

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        if not self.buffer.writable():
            raise UnsupportedOperation("not writable")
        # As CPython's, text decoded ahead is dropped and the write lands where reading left the stream.
        if self._text or self._raw or self._cr:
            self._reset()
            self._bom = False
        text = s
        if self._newline not in (None, "", "\n") and "\n" in text:
            text = text.replace("\n", self._newline)
        codec = "utf-8" if self._codec == "utf-8-sig" else self._codec
        self.buffer.write(text.encode(codec, self._errors))
        if self._line_buffering and ("\n" in s or "\r" in s):
            self.buffer.flush()
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    # --- positioning

    def tell(self):
        self._check()
        if not self.buffer.seekable():
            raise UnsupportedOperation("underlying stream is not seekable")
        position = self.buffer.tell()
        unread = self._text[self._pos:]
        if not unread and not self._raw and not self._cr:
            return position
        codec = "utf-8" if self._codec == "utf-8-sig" else self._codec
        collapsed = len(self._pairs) - bisect_left(self._pairs, self._trimmed + self._pos)
        return position - len(self._raw) - len(unread.encode(codec, self._errors)) - collapsed - self._cr

    def seek(self, cookie, whence=0):
        self._check()
        cookie = _index(cookie)
        whence = _index(whence)
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._reset()
            return self.buffer.seek(0, 2)
        if whence != 0:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if cookie < 0:
            raise ValueError(f"negative seek position {cookie}")
        self._reset()
        self.buffer.seek(cookie)
        self._bom = self._codec == "utf-8-sig" and cookie == 0
        return cookie

    def truncate(self, pos=None):
        self._check()
        self.flush()
        if pos is None:
            pos = self.tell()
        self._reset()
        return self.buffer.truncate(pos)

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *args):
        self.close()
