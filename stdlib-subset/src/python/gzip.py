"""gzip, as CPython 3.11's module: compress/decompress, GzipFile over a path of the virtual
filesystem or a file object, open() in binary and text modes, and BadGzipFile.

Headers are written as CPython writes them (so they match byte for byte when mtime is given;
the compressed data after them comes from Garter's zlib and may differ). Without a granted clock
a missing mtime is 0, gzip's "no time stamp", where CPython would use the current time. Reading
decompresses a member at a time through zlib's raw decompressor, in bounded pieces."""

import io
import os
import time
import zlib

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
READ, WRITE = 1, 2
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9
_READ_SIZE = 65536
_ENDED_EARLY = "Compressed file ended before the end-of-stream marker was reached"


class BadGzipFile(OSError):
    """Exception raised in some cases for invalid gzip files."""


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST, encoding=None, errors=None, newline=None):
    """A GzipFile (binary modes) or a text stream over one (modes with "t")."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError(f"Invalid mode: {mode!r}")
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes)) or hasattr(type(filename), "__fspath__"):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    if "t" in mode:
        return io.TextIOWrapper(binary_file, encoding, errors, newline)
    return binary_file


def _now():
    """The current time, or 0 without a granted clock."""
    try:
        return time.time()
    except PermissionError:
        return 0


def _u32(value):
    return (int(value) & 0xFFFFFFFF).to_bytes(4, "little")


def _read_exact(fp, n):
    data = fp.read(n)
    while len(data) < n:
        more = fp.read(n - len(data))
        if not more:
            raise EOFError(_ENDED_EARLY)
        data += more
    return data


def _skip_string(fp):
    while True:
        c = fp.read(1)
        if not c or c == b"\0":
            return


def _read_gzip_header(fp):
    """Reads a member's header from `fp`: its mtime, or None at the end of the data."""
    magic = fp.read(2)
    if magic == b"":
        return None
    if magic != b"\037\213":
        raise BadGzipFile(f"Not a gzipped file ({magic!r})")
    head = _read_exact(fp, 8)
    if head[0] != 8:
        raise BadGzipFile("Unknown compression method")
    flag = head[1]
    mtime = int.from_bytes(head[2:6], "little")
    if flag & FEXTRA:
        _read_exact(fp, int.from_bytes(_read_exact(fp, 2), "little"))
    if flag & FNAME:
        _skip_string(fp)
    if flag & FCOMMENT:
        _skip_string(fp)
    if flag & FHCRC:
        _read_exact(fp, 2)
    return mtime


class _Input:
    """The compressed bytes of a file object, with bytes handed back put in front again."""

    def __init__(self, fp):
        self.fp = fp
        self.front = b""

    def read(self, n):
        front = self.front
        if front:
            piece = front[:n]
            self.front = front[n:]
            if len(piece) < n:
                piece += self.fp.read(n - len(piece))
            return piece
        return self.fp.read(n)

    def give_back(self, data):
        self.front = data + self.front


class _Reader:
    """The uncompressed bytes of the members of a gzip stream, in order."""

    def __init__(self, fp):
        self.input = _Input(fp)
        self.start = fp.tell() if fp.seekable() else 0
        self.mtime = None
        self._restart()

    def _restart(self):
        self.decompressor = None
        self.crc = 0
        self.size = 0
        self.done = False

    def rewind(self):
        self.input.fp.seek(self.start)
        self.input.front = b""
        self._restart()

    def read(self, limit):
        """Up to `limit` (> 0) more bytes; b"" at the end."""
        while not self.done:
            if self.decompressor is None:
                mtime = _read_gzip_header(self.input)
                if mtime is None:
                    self.done = True
                    break
                self.mtime = mtime
                self.decompressor = zlib.decompressobj(-zlib.MAX_WBITS)
                self.crc = 0
                self.size = 0
            d = self.decompressor
            data = d.unconsumed_tail or self.input.read(_READ_SIZE)
            out = d.decompress(data, limit)
            if d.eof:
                self.input.give_back(d.unused_data)
                self._add(out)
                self._end_member()
            elif not out and not data:
                raise EOFError(_ENDED_EARLY)
            else:
                self._add(out)
            if out:
                return out
        return b""

    def _add(self, data):
        self.crc = zlib.crc32(data, self.crc)
        self.size += len(data)

    def _end_member(self):
        trailer = _read_exact(self.input, 8)
        crc = int.from_bytes(trailer[:4], "little")
        if crc != self.crc:
            raise BadGzipFile(f"CRC check failed {hex(crc)} != {hex(self.crc)}")
        if int.from_bytes(trailer[4:], "little") != self.size & 0xFFFFFFFF:
            raise BadGzipFile("Incorrect length of data produced")
        c = b"\0"
        while c == b"\0":
            c = self.input.read(1)
        if c:
            self.input.give_back(c)
        self.decompressor = None


class GzipFile(io.BufferedIOBase):
    """A gzip file: reading decompresses, writing compresses."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST, fileobj=None, mtime=None):
        if mode and ("t" in mode or "U" in mode):
            raise ValueError(f"Invalid mode: {mode!r}")
        if mode and "b" not in mode:
            mode += "b"
        if fileobj is None:
            fileobj = self.myfileobj = io.open(filename, mode or "rb")
        if filename is None:
            filename = getattr(fileobj, "name", "")
            if not isinstance(filename, (str, bytes)):
                filename = ""
        else:
            filename = os.fspath(filename)
        if mode is None:
            mode = getattr(fileobj, "mode", "rb")
        self._buf = b""
        self._bufpos = 0
        self.offset = 0
        if mode.startswith("r"):
            self.mode = READ
            self._reader = _Reader(fileobj)
            self.name = filename
        elif mode.startswith(("w", "a", "x")):
            self.mode = WRITE
            self.name = filename
            self.crc = 0
            self.size = 0
            self.compress = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, 0)
            self._write_mtime = mtime
        else:
            raise ValueError(f"Invalid mode: {mode!r}")
        self.fileobj = fileobj
        if self.mode == WRITE:
            self._write_gzip_header(compresslevel)

    @property
    def mtime(self):
        """The last modification time read from the stream, or None."""
        return self._reader.mtime if self.mode == READ else None

    def __repr__(self):
        s = repr(self.fileobj)
        return "<gzip " + s[1:-1] + " " + hex(id(self)) + ">"

    def _write_gzip_header(self, compresslevel):
        try:
            fname = os.path.basename(self.name)
            if not isinstance(fname, bytes):
                fname = fname.encode("latin-1")
            if fname.endswith(b".gz"):
                fname = fname[:-3]
        except UnicodeEncodeError:
            fname = b""
        mtime = self._write_mtime
        if mtime is None:
            mtime = _now()
        xfl = 2 if compresslevel == _COMPRESS_LEVEL_BEST else 4 if compresslevel == _COMPRESS_LEVEL_FAST else 0
        header = b"\037\213\010" + bytes((FNAME if fname else 0,)) + _u32(mtime) + bytes((xfl, 255))
        if fname:
            header += fname + b"\0"
        self.fileobj.write(header)

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def _check_reading(self, what):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(9, f"{what}() on write-only GzipFile object")

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            raise OSError(9, "write() on read-only GzipFile object")
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
        data = bytes(data)
        length = len(data)
        if length > 0:
            self.fileobj.write(self.compress.compress(data))
            self.size += length
            self.crc = zlib.crc32(data, self.crc)
            self.offset += length
        return length

    def _available(self):
        return len(self._buf) - self._bufpos

    def _more(self, limit):
        """Decompresses up to `limit` more bytes into the buffer; False at the end."""
        data = self._reader.read(max(limit, 1))
        if not data:
            return False
        if self._bufpos:
            self._buf = self._buf[self._bufpos:]
            self._bufpos = 0
        self._buf += data
        return True

    def _take(self, n):
        start = self._bufpos
        end = min(len(self._buf), start + n)
        self._bufpos = end
        self.offset += end - start
        return self._buf[start:end]

    def read(self, size=-1):
        self._check_reading("read")
        size = io._size(size)
        if size < 0:
            while self._more(_READ_SIZE * 4):
                pass
            return self._take(self._available())
        while self._available() < size and self._more(size - self._available()):
            pass
        return self._take(size)

    def read1(self, size=-1):
        self._check_reading("read1")
        size = io._size(size)
        if size < 0:
            size = io.DEFAULT_BUFFER_SIZE
        if not self._available():
            self._more(size)
        return self._take(size)

    def peek(self, n):
        self._check_reading("peek")
        if not self._available():
            self._more(max(n, io.DEFAULT_BUFFER_SIZE))
        return self._buf[self._bufpos:]

    def readline(self, size=-1):
        self._check_not_closed()
        size = io._size(size)
        while True:
            end = self._buf.find(b"\n", self._bufpos)
            if end >= 0 or (0 <= size <= self._available()) or not self._more(_READ_SIZE):
                break
        end = len(self._buf) if end < 0 else end + 1
        if size >= 0:
            end = min(end, self._bufpos + size)
        return self._take(end - self._bufpos)

    def __iter__(self):
        self._check_not_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        try:
            if self.mode == WRITE:
                fileobj.write(self.compress.flush())
                fileobj.write(_u32(self.crc) + _u32(self.size))
            else:
                self._buf = b""
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self.compress.flush(zlib_mode))
            self.fileobj.flush()

    def fileno(self):
        return self.fileobj.fileno()

    def rewind(self):
        """Goes back to the start of the uncompressed data."""
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self._reader.rewind()
        self._buf = b""
        self._bufpos = 0
        self.offset = 0

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        return self.offset

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            if whence != io.SEEK_SET:
                if whence != io.SEEK_CUR:
                    raise ValueError("Seek from end not supported")
                offset = self.offset + offset
            if offset < self.offset:
                raise OSError("Negative seek in write mode")
            count = offset - self.offset
            chunk = b"\0" * 1024
            for _ in range(count // 1024):
                self.write(chunk)
            self.write(b"\0" * (count % 1024))
            return self.offset
        self._check_not_closed()
        if whence == io.SEEK_CUR:
            offset = self.offset + offset
        elif whence == io.SEEK_END:
            while self._more(_READ_SIZE):
                self._take(self._available())
            offset = self.offset + offset
        elif whence != io.SEEK_SET:
            raise ValueError(f"Invalid value for whence: {whence}")
        if offset < self.offset:
            self.rewind()
        while self.offset < offset:
            if not self._available() and not self._more(min(offset - self.offset, _READ_SIZE)):
                break
            self._take(offset - self.offset)
        return self.offset


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """The gzip file of `data`, in one member."""
    if mtime == 0:
        return zlib.compress(data, level=compresslevel, wbits=31)
    if mtime is None:
        mtime = _now()
    xfl = 2 if compresslevel == _COMPRESS_LEVEL_BEST else 4 if compresslevel == _COMPRESS_LEVEL_FAST else 0
    header = b"\037\213\010\000" + _u32(mtime) + bytes((xfl, 255))
    trailer = _u32(zlib.crc32(data)) + _u32(len(data))
    return header + zlib.compress(data, level=compresslevel, wbits=-15) + trailer


def decompress(data):
    """The data of every member of a gzip file, joined."""
    members = []
    while True:
        fp = io.BytesIO(data)
        if _read_gzip_header(fp) is None:
            return b"".join(members)
        do = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        out = do.decompress(data[fp.tell():])
        if not do.eof or len(do.unused_data) < 8:
            raise EOFError(_ENDED_EARLY)
        crc = int.from_bytes(do.unused_data[:4], "little")
        length = int.from_bytes(do.unused_data[4:8], "little")
        if crc != zlib.crc32(out):
            raise BadGzipFile("CRC check failed")
        if length != len(out) & 0xFFFFFFFF:
            raise BadGzipFile("Incorrect length of data produced")
        members.append(out)
        data = do.unused_data[8:].lstrip(b"\x00")
