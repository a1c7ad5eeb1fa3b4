"""The pieces of zipfile below the archive: its exceptions and constants, ZipInfo (a member's
record, its local header and the DOS date and time), ZipExtFile (a member being read,
decompressed and CRC-checked as it goes), _ZipWriteFile (a member being written), and the
little-endian field packing the headers use."""

import io
import os
import time
import zlib

# What is defined here shows `zipfile` as its `__module__`, as CPython's does.
__name__ = "zipfile"

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14
DEFAULT_VERSION = 20
ZIP64_LIMIT = (1 << 31) - 1
ZIP_FILECOUNT_LIMIT = (1 << 16) - 1
ZIP_MAX_COMMENT = (1 << 16) - 1
MASK_ENCRYPTED = 1 << 0
MASK_USE_DATA_DESCRIPTOR = 1 << 3
MASK_UTF_FILENAME = 1 << 11
FILE_HEADER = b"PK\003\004"
CENTRAL_DIR = b"PK\001\002"
END_ARCHIVE = b"PK\005\006"
END_ARCHIVE64_LOCATOR = b"PK\006\007"
DATA_DESCRIPTOR = b"PK\007\010"
compressor_names = {0: "store", 1: "shrink", 2: "reduce", 3: "reduce", 4: "reduce", 5: "reduce", 6: "implode",
                    7: "tokenize", 8: "deflate", 9: "deflate64", 10: "implode", 12: "bzip2", 14: "lzma",
                    18: "terse", 19: "lz77", 97: "wavpack", 98: "ppmd"}
_CP437_HIGH = "\xc7\xfc\xe9\xe2\xe4\xe0\xe5\xe7\xea\xeb\xe8\xef\xee\xec\xc4\xc5\xc9\xe6\xc6\xf4\xf6\xf2\xfb\xf9\xff\xd6\xdc\xa2\xa3\xa5\u20a7\u0192\xe1\xed\xf3\xfa\xf1\xd1\xaa\xba\xbf\u2310\xac\xbd\xbc\xa1\xab\xbb\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b\u2510\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580\u03b1\xdf\u0393\u03c0\u03a3\u03c3\xb5\u03c4\u03a6\u0398\u03a9\u03b4\u221e\u03c6\u03b5\u2229\u2261\xb1\u2265\u2264\u2320\u2321\xf7\u2248\xb0\u2219\xb7\u221a\u207f\xb2\u25a0\xa0"


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when writing a zipfile that would need ZIP64 extensions."""


BadZipFile.__module__ = "zipfile"
LargeZipFile.__module__ = "zipfile"


def pack(*fields):
    """Little-endian fields: each a (value, size in bytes) pair, or bytes as they are."""
    out = []
    for field in fields:
        if isinstance(field, bytes):
            out.append(field)
        else:
            value, size = field
            out.append((value & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
    return b"".join(out)


def unpack(data, *sizes):
    """The little-endian unsigned fields of `data`, of the given sizes in bytes."""
    values = []
    at = 0
    for size in sizes:
        values.append(int.from_bytes(data[at:at + size], "little"))
        at += size
    return values


def decode_name(raw, flags, encoding):
    """A member name from the archive: UTF-8 when flagged, else the metadata encoding or cp437."""
    if flags & MASK_UTF_FILENAME:
        return raw.decode("utf-8")
    if encoding:
        return raw.decode(encoding)
    return "".join(chr(b) if b < 128 else _CP437_HIGH[b - 128] for b in raw)


def check_compression(compression):
    if compression in (ZIP_STORED, ZIP_DEFLATED):
        return
    if compression == ZIP_BZIP2:
        raise RuntimeError("Compression requires the (missing) bz2 module")
    if compression == ZIP_LZMA:
        raise RuntimeError("Compression requires the (missing) lzma module")
    raise NotImplementedError("That compression method is not supported")


def _filemode(mode):
    """stat.filemode: the ls-style string of a mode."""
    kinds = ((0o140000, "s"), (0o120000, "l"), (0o100000, "-"), (0o060000, "b"), (0o040000, "d"),
             (0o020000, "c"), (0o010000, "p"))
    kind = next((c for bits, c in kinds if mode & 0o170000 == bits), "?")
    letters = [kind]
    for shift, special, lower, upper in ((6, 0o4000, "s", "S"), (3, 0o2000, "s", "S"), (0, 0o1000, "t", "T")):
        part = (mode >> shift) & 7
        letters.append("r" if part & 4 else "-")
        letters.append("w" if part & 2 else "-")
        if mode & special:
            letters.append(lower if part & 1 else upper)
        else:
            letters.append("x" if part & 1 else "-")
    return "".join(letters)


_EARLIEST = (1980, 1, 1, 0, 0, 0)


def now_date_time():
    """The local time as a ZIP date_time, or 1980-01-01 without a granted clock."""
    try:
        return time.localtime(time.time())[:6]
    except PermissionError:
        return _EARLIEST


def _clock_granted():
    try:
        time.time()
    except PermissionError:
        return False
    return True


class ZipInfo:
    """Information about one member of an archive."""

    __module__ = "zipfile"

    def __init__(self, filename="NoName", date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        null_byte = filename.find(chr(0))
        if null_byte >= 0:
            filename = filename[0:null_byte]
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError("ZIP does not support timestamps before 1980")
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b""
        self.extra = b""
        self.create_system = 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.compress_size = 0
        self.file_size = 0

    def __repr__(self):
        result = [f"<{type(self).__name__} filename={self.filename!r}"]
        if self.compress_type != ZIP_STORED:
            result.append(f" compress_type={compressor_names.get(self.compress_type, self.compress_type)}")
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            result.append(f" filemode={_filemode(hi)!r}")
        if lo:
            result.append(f" external_attr={lo:#x}")
        isdir = self.is_dir()
        if not isdir or self.file_size:
            result.append(f" file_size={self.file_size!r}")
        if (not isdir or self.compress_size) and (self.compress_type != ZIP_STORED
                                                 or self.file_size != self.compress_size):
            result.append(f" compress_size={self.compress_size!r}")
        result.append(">")
        return "".join(result)

    def dos_date_time(self):
        dt = self.date_time
        return (dt[0] - 1980) << 9 | dt[1] << 5 | dt[2], dt[3] << 11 | dt[4] << 5 | (dt[5] // 2)

    def encoded_name(self):
        """The name's bytes and the flag bits to write (UTF-8 flagged when not ASCII)."""
        try:
            return self.filename.encode("ascii"), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode("utf-8"), self.flag_bits | MASK_UTF_FILENAME

    def FileHeader(self, zip64=None):
        """The member's local file header."""
        if zip64:
            raise LargeZipFile("Zip64 extensions are not supported")
        dosdate, dostime = self.dos_date_time()
        if self.flag_bits & MASK_USE_DATA_DESCRIPTOR:
            crc = compress_size = file_size = 0
        else:
            crc, compress_size, file_size = self.CRC, self.compress_size, self.file_size
        filename, flag_bits = self.encoded_name()
        return pack(FILE_HEADER, (self.extract_version, 1), (self.reserved, 1), (flag_bits, 2),
                    (self.compress_type, 2), (dostime, 2), (dosdate, 2), (crc, 4), (compress_size, 4),
                    (file_size, 4), (len(filename), 2), (len(self.extra), 2), filename, self.extra)

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        """A ZipInfo for the file or directory `filename` of the filesystem."""
        if isinstance(filename, os.PathLike):
            filename = os.fspath(filename)
        st = os.stat(filename)
        isdir = os.path.isdir(filename)
        date_time = time.localtime(st.st_mtime)[:6]
        if date_time[0] < 1980 and (not strict_timestamps or not _clock_granted()):
            # Without a clock, files carry time 0: they are archived as of 1980-01-01.
            date_time = _EARLIEST
        elif not strict_timestamps and date_time[0] > 2107:
            date_time = (2107, 12, 31, 23, 59, 59)
        if arcname is None:
            arcname = filename
        arcname = os.path.normpath(os.path.splitdrive(arcname)[1])
        while arcname[0] in (os.sep, os.altsep):
            arcname = arcname[1:]
        if isdir:
            arcname += "/"
        zinfo = cls(arcname, date_time)
        zinfo.external_attr = (st.st_mode & 0xFFFF) << 16
        if isdir:
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            zinfo.file_size = st.st_size
        return zinfo

    def is_dir(self):
        return self.filename[-1] == "/"


class SharedFile:
    """A view of the archive's file object at its own position, for one open member."""

    def __init__(self, file, pos, archive):
        self._file = file
        self._pos = pos
        self._archive = archive
        self.seekable = file.seekable

    def tell(self):
        return self._pos

    def seek(self, offset, whence=0):
        if self._archive._writing:
            raise ValueError("Can't reposition in the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before trying to read.")
        self._file.seek(offset, whence)
        self._pos = self._file.tell()
        return self._pos

    def read(self, n=-1):
        if self._archive._writing:
            raise ValueError("Can't read from the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before trying to read.")
        self._file.seek(self._pos)
        data = self._file.read(n)
        self._pos = self._file.tell()
        return data

    def close(self):
        file = self._file
        if file is not None:
            self._file = None
            self._archive._fpclose(file)


class ZipExtFile(io.BufferedIOBase):
    """A member of an archive opened for reading."""

    MAX_N = (1 << 31) - 1
    MIN_READ_SIZE = 65536
    MAX_SEEK_READ = 1 << 24

    def __init__(self, fileobj, mode, zipinfo, pwd=None, close_fileobj=False):
        self._fileobj = fileobj
        self._close_fileobj = close_fileobj
        self._compress_type = zipinfo.compress_type
        self._compress_left = zipinfo.compress_size
        self._left = zipinfo.file_size
        self._expected_crc = zipinfo.CRC
        self._orig = (zipinfo.compress_size, zipinfo.file_size, fileobj.tell())
        self._restart()
        self.mode = mode
        self.name = zipinfo.filename
        self.newlines = None
        self._closed = False

    def _restart(self):
        self._decompressor = zlib.decompressobj(-15) if self._compress_type == ZIP_DEFLATED else None
        self._eof = False
        self._readbuffer = b""
        self._offset = 0
        self._running_crc = 0
        self._pos = 0

    def __repr__(self):
        if self._closed:
            return "<zipfile.ZipExtFile [closed]>"
        result = f"<zipfile.ZipExtFile name={self.name!r} mode={self.mode!r}"
        if self._compress_type != ZIP_STORED:
            result += f" compress_type={compressor_names.get(self._compress_type, self._compress_type)}"
        return result + ">"

    @property
    def closed(self):
        return self._closed

    def close(self):
        if not self._closed:
            self._closed = True
            if self._close_fileobj:
                self._fileobj.close()

    def readable(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return True

    def seekable(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self._fileobj.seekable()

    def _read1(self, n):
        """Up to `n` (or more, for a stored member's small reads) new bytes of the member."""
        if self._eof or n <= 0:
            return b""
        if self._decompressor is None:
            data = self._read_raw(max(n, self.MIN_READ_SIZE))
            data = data[:self._left]
        else:
            d = self._decompressor
            raw = d.unconsumed_tail or self._read_raw(self.MIN_READ_SIZE)
            data = d.decompress(raw, max(n, self.MIN_READ_SIZE))
            if not data and not raw and not d.eof:
                raise EOFError
            data = data[:self._left]
        self._left -= len(data)
        if self._left <= 0 or (self._decompressor is not None and self._decompressor.eof and not data):
            self._eof = True
        self._running_crc = zlib.crc32(data, self._running_crc)
        if self._eof and self._running_crc != self._expected_crc:
            raise BadZipFile(f"Bad CRC-32 for file {self.name!r}")
        return data

    def _read_raw(self, n):
        n = min(n, self._compress_left)
        if n <= 0:
            return b""
        data = self._fileobj.read(n)
        self._compress_left -= len(data)
        if not data:
            raise EOFError
        return data

    def read(self, n=-1):
        if self._closed:
            raise ValueError("read from closed file.")
        if n is None or n < 0:
            parts = [self._readbuffer[self._offset:]]
            self._readbuffer = b""
            self._offset = 0
            while not self._eof:
                parts.append(self._read1(self.MAX_N))
            data = b"".join(parts)
            self._pos += len(data)
            return data
        while len(self._readbuffer) - self._offset < n and not self._eof:
            self._readbuffer = self._readbuffer[self._offset:] + self._read1(n)
            self._offset = 0
        data = self._readbuffer[self._offset:self._offset + n]
        self._offset += len(data)
        self._pos += len(data)
        return data

    def read1(self, n=-1):
        if self._closed:
            raise ValueError("read from closed file.")
        if self._offset >= len(self._readbuffer) and not self._eof:
            self._readbuffer = self._read1(self.MIN_READ_SIZE if n is None or n < 0 else n)
            self._offset = 0
        if n is None or n < 0:
            n = len(self._readbuffer) - self._offset
        return self.read(min(n, len(self._readbuffer) - self._offset))

    def peek(self, n=1):
        if self._offset >= len(self._readbuffer) and not self._eof:
            self._readbuffer = self._read1(max(n, 512))
            self._offset = 0
        return self._readbuffer[self._offset:self._offset + 512]

    def readline(self, limit=-1):
        if self._closed:
            raise ValueError("readline of closed file")
        limit = io._size(limit)
        while True:
            end = self._readbuffer.find(b"\n", self._offset)
            if end >= 0 or self._eof or 0 <= limit <= len(self._readbuffer) - self._offset:
                break
            self._readbuffer = self._readbuffer[self._offset:] + self._read1(self.MIN_READ_SIZE)
            self._offset = 0
        end = len(self._readbuffer) if end < 0 else end + 1
        if limit >= 0:
            end = min(end, self._offset + limit)
        return self.read(end - self._offset)

    def __iter__(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        if self._closed:
            raise ValueError("tell on closed file.")
        return self._pos

    def seek(self, offset, whence=0):
        if self._closed:
            raise ValueError("seek on closed file.")
        if whence == 0:
            target = offset
        elif whence == 1:
            target = self._pos + offset
        elif whence == 2:
            target = self._orig[1] + offset
        else:
            raise ValueError("whence must be os.SEEK_SET (0), os.SEEK_CUR (1), or os.SEEK_END (2)")
        target = max(0, min(target, self._orig[1]))
        if target < self._pos:
            self._fileobj.seek(self._orig[2])
            self._compress_left, self._left = self._orig[0], self._orig[1]
            self._restart()
        while self._pos < target:
            if not self.read(min(target - self._pos, self.MIN_READ_SIZE)):
                break
        return self._pos


class ZipWriteFile(io.BufferedIOBase):
    """A member being written: compressed as it comes, its header completed on close."""

    def __init__(self, archive, zinfo):
        self._archive = archive
        self._zinfo = zinfo
        self._compressor = None
        if zinfo.compress_type == ZIP_DEFLATED:
            level = -1 if zinfo._compresslevel is None else zinfo._compresslevel
            self._compressor = zlib.compressobj(level, zlib.DEFLATED, -15)
        self._file_size = 0
        self._compress_size = 0
        self._crc = 0
        self._closed = False

    @property
    def closed(self):
        return self._closed

    def writable(self):
        return True

    def write(self, data):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
        data = bytes(data)
        self._file_size += len(data)
        self._crc = zlib.crc32(data, self._crc)
        if self._compressor is not None:
            data = self._compressor.compress(data)
        self._compress_size += len(data)
        self._archive.fp.write(data)
        return len(data)

    def close(self):
        if self._closed:
            return
        self._closed = True
        archive, zinfo = self._archive, self._zinfo
        try:
            if self._compressor is not None:
                tail = self._compressor.flush()
                self._compress_size += len(tail)
                archive.fp.write(tail)
            zinfo.compress_size = self._compress_size
            zinfo.CRC = self._crc
            zinfo.file_size = self._file_size
            if zinfo.flag_bits & MASK_USE_DATA_DESCRIPTOR:
                archive.fp.write(pack(DATA_DESCRIPTOR, (zinfo.CRC, 4), (zinfo.compress_size, 4),
                                      (zinfo.file_size, 4)))
                archive.start_dir = archive.fp.tell()
            else:
                if zinfo.file_size > ZIP64_LIMIT or zinfo.compress_size > ZIP64_LIMIT:
                    raise RuntimeError("File size too large, try using force_zip64")
                archive.start_dir = archive.fp.tell()
                archive.fp.seek(zinfo.header_offset)
                archive.fp.write(zinfo.FileHeader(False))
                archive.fp.seek(archive.start_dir)
            archive.filelist.append(zinfo)
            archive.NameToInfo[zinfo.filename] = zinfo
        finally:
            archive._writing = False
