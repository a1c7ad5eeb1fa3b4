"""zipfile, as CPython 3.11's module: ZipFile reading, writing and appending (ZIP_STORED and
ZIP_DEFLATED) over a path of the virtual filesystem or a file object, members read through
ZipExtFile and written through open(name, "w"), extraction that keeps every member inside the
target directory, testzip, printdir, is_zipfile, and ZipInfo (in _zipfile_parts).

Not supported: ZIP64 archives (reading one raises BadZipFile, needing one when writing raises
LargeZipFile), encrypted members (RuntimeError), bzip2 and lzma members, and the duplicate-name
and long-comment warnings. Stored archives are written byte for byte as CPython writes them;
deflated members' data comes from Garter's zlib and can differ."""

import io
import os

from _zipfile_parts import (
    CENTRAL_DIR,
    END_ARCHIVE,
    END_ARCHIVE64_LOCATOR,
    FILE_HEADER,
    MASK_ENCRYPTED,
    MASK_USE_DATA_DESCRIPTOR,
    ZIP64_LIMIT,
    ZIP_BZIP2,
    ZIP_DEFLATED,
    ZIP_FILECOUNT_LIMIT,
    ZIP_LZMA,
    ZIP_MAX_COMMENT,
    ZIP_STORED,
    BadZipFile,
    LargeZipFile,
    SharedFile,
    ZipExtFile,
    ZipInfo,
    ZipWriteFile,
    check_compression,
    decode_name,
    now_date_time,
    pack,
    unpack,
)

__all__ = ["BadZipFile", "BadZipfile", "error", "ZIP_STORED", "ZIP_DEFLATED", "ZIP_BZIP2", "ZIP_LZMA",
           "is_zipfile", "ZipInfo", "ZipFile", "LargeZipFile"]

error = BadZipfile = BadZipFile
_END_SIZE = 22
_CENTRAL_SIZE = 46
_HEADER_SIZE = 30


def _end_record(fp):
    """`(entries, directory size, directory offset, comment, record offset)` of the archive's
    end record, or None when there is none."""
    fp.seek(0, 2)
    size = fp.tell()
    if size < _END_SIZE:
        return None
    start = max(size - _END_SIZE - ZIP_MAX_COMMENT, 0)
    fp.seek(start)
    data = fp.read()
    at = data.rfind(END_ARCHIVE)
    while at >= 0:
        record = data[at:at + _END_SIZE]
        if len(record) == _END_SIZE:
            disk, disk_dir, _, entries, dir_size, dir_offset, comment_len = unpack(record[4:], 2, 2, 2, 2, 4, 4, 2)
            comment = data[at + _END_SIZE:at + _END_SIZE + comment_len]
            if len(comment) == comment_len:
                if at >= 20 and data[at - 20:at - 16] == END_ARCHIVE64_LOCATOR:
                    raise BadZipFile("Zip64 archives are not supported")
                if disk or disk_dir:
                    raise BadZipFile("zipfiles that span multiple disks are not supported")
                return entries, dir_size, dir_offset, comment, start + at
        at = data.rfind(END_ARCHIVE, 0, at)
    return None


def is_zipfile(filename):
    """Whether `filename` (a path or a file object) holds a ZIP archive's end record."""
    try:
        if hasattr(filename, "read"):
            return _end_record(filename) is not None
        with open(filename, "rb") as fp:
            return _end_record(fp) is not None
    except (OSError, BadZipFile):
        return False


class ZipFile:
    """A ZIP archive, opened to read ("r"), write ("w"), create ("x") or append ("a")."""

    fp = None

    def __init__(self, file, mode="r", compression=ZIP_STORED, allowZip64=True, compresslevel=None, *,
                 strict_timestamps=True, metadata_encoding=None):
        if mode not in ("r", "w", "x", "a"):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        check_compression(compression)
        self._allowZip64 = allowZip64
        self._didModify = False
        self.debug = 0
        self.NameToInfo = {}
        self.filelist = []
        self.compression = compression
        self.compresslevel = compresslevel
        self.mode = mode
        self.pwd = None
        self._comment = b""
        self._strict_timestamps = strict_timestamps
        self.metadata_encoding = metadata_encoding
        if metadata_encoding and mode != "r":
            raise ValueError("metadata_encoding is only supported for reading files")
        if hasattr(type(file), "__fspath__"):
            file = os.fspath(file)
        if isinstance(file, str):
            self._filePassed = 0
            self.filename = file
            modes = {"r": "rb", "w": "w+b", "x": "x+b", "a": "r+b", "r+b": "w+b", "w+b": "wb", "x+b": "xb"}
            filemode = modes[mode]
            while True:
                try:
                    self.fp = io.open(file, filemode)
                except OSError:
                    if filemode in modes:
                        filemode = modes[filemode]
                        continue
                    raise
                break
        else:
            self._filePassed = 1
            self.fp = file
            self.filename = getattr(file, "name", None)
        self._fileRefCnt = 1
        self._seekable = True
        self._writing = False
        try:
            if mode == "r":
                self._read_directory()
            elif mode in ("w", "x"):
                self._didModify = True
                try:
                    self.start_dir = self.fp.tell()
                    self.fp.seek(self.start_dir)
                except (AttributeError, OSError):
                    self._seekable = False
                    self.fp = _Tellable(self.fp)
                    self.start_dir = 0
            else:
                try:
                    self._read_directory()
                    self.fp.seek(self.start_dir)
                except BadZipFile:
                    self.fp.seek(0, 2)
                    self._didModify = True
                    self.start_dir = self.fp.tell()
        except BaseException:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)
            raise

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __repr__(self):
        result = ["<zipfile.ZipFile"]
        if self.fp is not None:
            if self._filePassed:
                result.append(f" file={self.fp!r}")
            elif self.filename is not None:
                result.append(f" filename={self.filename!r}")
            result.append(f" mode={self.mode!r}")
        else:
            result.append(" [closed]")
        result.append(">")
        return "".join(result)

    def _read_directory(self):
        """Reads the central directory: the members' ZipInfo records."""
        fp = self.fp
        try:
            end = _end_record(fp)
        except OSError:
            raise BadZipFile("File is not a zip file")
        if not end:
            raise BadZipFile("File is not a zip file")
        _, size_cd, offset_cd, self._comment, location = end
        concat = location - size_cd - offset_cd
        self.start_dir = offset_cd + concat
        if self.start_dir < 0:
            raise BadZipFile("Bad offset for central directory")
        fp.seek(self.start_dir)
        data = fp.read(size_cd)
        at = 0
        while at < size_cd:
            record = data[at:at + _CENTRAL_SIZE]
            if len(record) != _CENTRAL_SIZE:
                raise BadZipFile("Truncated central directory")
            if record[:4] != CENTRAL_DIR:
                raise BadZipFile("Bad magic number for central directory")
            (create_version, create_system, extract_version, reserved, flag_bits, compress_type, t, d, crc,
             compress_size, file_size, name_len, extra_len, comment_len, _, internal_attr, external_attr,
             header_offset) = unpack(record[4:], 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 2, 2, 2, 2, 2, 4, 4)
            at += _CENTRAL_SIZE
            raw_name = data[at:at + name_len]
            at += name_len
            x = ZipInfo(decode_name(raw_name, flag_bits, self.metadata_encoding))
            x.extra = data[at:at + extra_len]
            at += extra_len
            x.comment = data[at:at + comment_len]
            at += comment_len
            if 0xFFFFFFFF in (compress_size, file_size, header_offset):
                raise BadZipFile("Zip64 archives are not supported")
            x.create_version, x.create_system, x.extract_version = create_version, create_system, extract_version
            x.reserved, x.flag_bits, x.compress_type = reserved, flag_bits, compress_type
            x.CRC, x.compress_size, x.file_size = crc, compress_size, file_size
            if x.extract_version > 63:
                raise NotImplementedError(f"zip file version {x.extract_version / 10:.1f}")
            x.volume, x.internal_attr, x.external_attr = 0, internal_attr, external_attr
            x.date_time = ((d >> 9) + 1980, (d >> 5) & 0xF, d & 0x1F, t >> 11, (t >> 5) & 0x3F, (t & 0x1F) * 2)
            x.header_offset = header_offset + concat
            self.filelist.append(x)
            self.NameToInfo[x.filename] = x

    def namelist(self):
        return [data.filename for data in self.filelist]

    def infolist(self):
        return self.filelist

    def printdir(self, file=None):
        print("%-46s %19s %12s" % ("File Name", "Modified    ", "Size"), file=file)
        for zinfo in self.filelist:
            date = "%d-%02d-%02d %02d:%02d:%02d" % zinfo.date_time[:6]
            print("%-46s %s %12d" % (zinfo.filename, date, zinfo.file_size), file=file)

    def testzip(self):
        """The name of the first member whose CRC does not match, or None."""
        for zinfo in self.filelist:
            try:
                with self.open(zinfo.filename, "r") as f:
                    while f.read(1 << 20):
                        pass
            except BadZipFile:
                return zinfo.filename
        return None

    def getinfo(self, name):
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError(f"There is no item named {name!r} in the archive")
        return info

    def setpassword(self, pwd):
        if pwd and not isinstance(pwd, bytes):
            raise TypeError(f"pwd: expected bytes, got {type(pwd).__name__}")
        self.pwd = pwd or None

    @property
    def comment(self):
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError(f"comment: expected bytes, got {type(comment).__name__}")
        self._comment = comment[:ZIP_MAX_COMMENT]
        self._didModify = True

    def read(self, name, pwd=None):
        with self.open(name, "r", pwd) as fp:
            return fp.read()

    def open(self, name, mode="r", pwd=None, *, force_zip64=False):
        """A file object for member `name` (a name or a ZipInfo): ZipExtFile to read, or a
        writer for a new member."""
        if mode not in ("r", "w"):
            raise ValueError('open() requires mode "r" or "w"')
        if pwd and mode == "w":
            raise ValueError("pwd is only supported for reading files")
        if not self.fp:
            raise ValueError("Attempt to use ZIP archive that was already closed")
        if isinstance(name, ZipInfo):
            zinfo = name
        elif mode == "w":
            zinfo = ZipInfo(name)
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
        else:
            zinfo = self.getinfo(name)
        if mode == "w":
            return self._open_to_write(zinfo, force_zip64)
        if self._writing:
            raise ValueError("Can't read from the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before trying to read.")
        self._fileRefCnt += 1
        shared = SharedFile(self.fp, zinfo.header_offset, self)
        try:
            header = shared.read(_HEADER_SIZE)
            if len(header) != _HEADER_SIZE:
                raise BadZipFile("Truncated file header")
            if header[:4] != FILE_HEADER:
                raise BadZipFile("Bad magic number for file header")
            flags, name_len, extra_len = unpack(header[6:8], 2) + unpack(header[26:30], 2, 2)
            raw_name = shared.read(name_len)
            if extra_len:
                shared.read(extra_len)
            if flags & 0x20:
                raise NotImplementedError("compressed patched data (flag bit 5)")
            if flags & 0x40:
                raise NotImplementedError("strong encryption (flag bit 6)")
            if zinfo.flag_bits & 0x800:
                name = raw_name.decode("utf-8")
            else:
                name = decode_name(raw_name, 0, self.metadata_encoding)
            if name != zinfo.orig_filename:
                raise BadZipFile(f"File name in directory {zinfo.orig_filename!r} and header {raw_name!r} differ.")
            if zinfo.flag_bits & MASK_ENCRYPTED:
                raise RuntimeError(f"File {name!r} is encrypted: decrypting members is not supported")
            if zinfo.compress_type not in (ZIP_STORED, ZIP_DEFLATED):
                kinds = {ZIP_BZIP2: "bzip2", ZIP_LZMA: "lzma"}
                kind = kinds.get(zinfo.compress_type)
                if kind:
                    raise NotImplementedError(f"compression type {zinfo.compress_type} ({kind})")
                raise NotImplementedError(f"compression type {zinfo.compress_type}")
            return ZipExtFile(shared, mode, zinfo, None, True)
        except BaseException:
            shared.close()
            raise

    def _open_to_write(self, zinfo, force_zip64=False):
        if force_zip64:
            raise LargeZipFile("Zip64 extensions are not supported")
        if self._writing:
            raise ValueError("Can't write to the ZIP file while there is another write handle open on it. "
                             "Close the first handle before opening another.")
        zinfo.compress_size = 0
        zinfo.CRC = 0
        zinfo.flag_bits = 0
        if not self._seekable:
            zinfo.flag_bits |= MASK_USE_DATA_DESCRIPTOR
        if not zinfo.external_attr:
            zinfo.external_attr = 0o600 << 16
        if self._seekable:
            self.fp.seek(self.start_dir)
        zinfo.header_offset = self.fp.tell()
        self._writecheck(zinfo)
        self._didModify = True
        self.fp.write(zinfo.FileHeader(False))
        self._writing = True
        return ZipWriteFile(self, zinfo)

    def extract(self, member, path=None, pwd=None):
        """Extracts `member` under `path` (the working directory by default); its path."""
        path = os.getcwd() if path is None else os.fspath(path)
        return self._extract_member(member, path, pwd)

    def extractall(self, path=None, members=None, pwd=None):
        if members is None:
            members = self.namelist()
        path = os.getcwd() if path is None else os.fspath(path)
        for zipinfo in members:
            self._extract_member(zipinfo, path, pwd)

    def _extract_member(self, member, targetpath, pwd):
        """Writes a member under `targetpath`, its name stripped of empty, "." and ".." parts
        and of a leading "/", so it stays inside."""
        if not isinstance(member, ZipInfo):
            member = self.getinfo(member)
        arcname = member.filename.replace("/", os.path.sep)
        arcname = os.path.splitdrive(arcname)[1]
        arcname = os.path.sep.join(x for x in arcname.split(os.path.sep) if x not in ("", os.curdir, os.pardir))
        targetpath = os.path.normpath(os.path.join(targetpath, arcname))
        upperdirs = os.path.dirname(targetpath)
        if upperdirs and not os.path.exists(upperdirs):
            os.makedirs(upperdirs)
        if member.is_dir():
            if not os.path.isdir(targetpath):
                os.mkdir(targetpath)
            return targetpath
        with self.open(member, pwd=pwd) as source, open(targetpath, "wb") as target:
            while True:
                chunk = source.read(1 << 16)
                if not chunk:
                    break
                target.write(chunk)
        return targetpath

    def _writecheck(self, zinfo):
        if self.mode not in ("w", "x", "a"):
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if not self.fp:
            raise ValueError("Attempt to write ZIP archive that was already closed")
        check_compression(zinfo.compress_type)
        requires_zip64 = None
        if len(self.filelist) >= ZIP_FILECOUNT_LIMIT:
            requires_zip64 = "Files count"
        elif zinfo.file_size > ZIP64_LIMIT:
            requires_zip64 = "Filesize"
        elif zinfo.header_offset > ZIP64_LIMIT:
            requires_zip64 = "Zipfile size"
        if requires_zip64:
            raise LargeZipFile(requires_zip64 + " would require ZIP64 extensions")

    def write(self, filename, arcname=None, compress_type=None, compresslevel=None):
        """Adds the file (or directory) `filename` of the filesystem as `arcname`."""
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")
        zinfo = ZipInfo.from_file(filename, arcname, strict_timestamps=self._strict_timestamps)
        if zinfo.is_dir():
            zinfo.compress_size = 0
            zinfo.CRC = 0
            self.mkdir(zinfo)
            return
        zinfo.compress_type = self.compression if compress_type is None else compress_type
        zinfo._compresslevel = self.compresslevel if compresslevel is None else compresslevel
        with open(filename, "rb") as src, self.open(zinfo, "w") as dest:
            while True:
                chunk = src.read(1 << 16)
                if not chunk:
                    break
                dest.write(chunk)

    def writestr(self, zinfo_or_arcname, data, compress_type=None, compresslevel=None):
        """Adds a member named `zinfo_or_arcname` (or described by that ZipInfo) holding
        `data` (str is encoded as UTF-8)."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not isinstance(zinfo_or_arcname, ZipInfo):
            zinfo = ZipInfo(filename=zinfo_or_arcname, date_time=now_date_time())
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
            if zinfo.filename[-1] == "/":
                zinfo.external_attr = 0o40775 << 16 | 0x10
            else:
                zinfo.external_attr = 0o600 << 16
        else:
            zinfo = zinfo_or_arcname
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists.")
        if compress_type is not None:
            zinfo.compress_type = compress_type
        if compresslevel is not None:
            zinfo._compresslevel = compresslevel
        zinfo.file_size = len(data)
        with self.open(zinfo, mode="w") as dest:
            dest.write(data)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        """Adds a directory entry."""
        if isinstance(zinfo_or_directory_name, ZipInfo):
            zinfo = zinfo_or_directory_name
            if not zinfo.is_dir():
                raise ValueError("The given ZipInfo does not describe a directory")
        elif isinstance(zinfo_or_directory_name, str):
            directory_name = zinfo_or_directory_name
            if not directory_name.endswith("/"):
                directory_name += "/"
            zinfo = ZipInfo(directory_name)
            zinfo.compress_size = 0
            zinfo.CRC = 0
            zinfo.external_attr = ((0o40000 | mode) & 0xFFFF) << 16 | 0x10
            zinfo.file_size = 0
        else:
            raise TypeError("Expected type str or ZipInfo")
        if self._seekable:
            self.fp.seek(self.start_dir)
        zinfo.header_offset = self.fp.tell()
        self._writecheck(zinfo)
        self._didModify = True
        self.filelist.append(zinfo)
        self.NameToInfo[zinfo.filename] = zinfo
        self.fp.write(zinfo.FileHeader(False))
        self.start_dir = self.fp.tell()

    def close(self):
        """Closes the archive, writing the central directory when it was changed."""
        if self.fp is None:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before closing the zip.")
        try:
            if self.mode in ("w", "x", "a") and self._didModify:
                if self._seekable:
                    self.fp.seek(self.start_dir)
                self._write_end_record()
        finally:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)

    def _write_end_record(self):
        for zinfo in self.filelist:
            dosdate, dostime = zinfo.dos_date_time()
            filename, flag_bits = zinfo.encoded_name()
            self.fp.write(pack(
                CENTRAL_DIR, (zinfo.create_version, 1), (zinfo.create_system, 1), (zinfo.extract_version, 1),
                (zinfo.reserved, 1), (flag_bits, 2), (zinfo.compress_type, 2), (dostime, 2), (dosdate, 2),
                (zinfo.CRC, 4), (zinfo.compress_size, 4), (zinfo.file_size, 4), (len(filename), 2),
                (len(zinfo.extra), 2), (len(zinfo.comment), 2), (0, 2), (zinfo.internal_attr, 2),
                (zinfo.external_attr, 4), (zinfo.header_offset, 4), filename, zinfo.extra, zinfo.comment))
        end = self.fp.tell()
        count = len(self.filelist)
        if count > ZIP_FILECOUNT_LIMIT or self.start_dir > ZIP64_LIMIT or end - self.start_dir > ZIP64_LIMIT:
            raise LargeZipFile("Zip64 extensions are not supported")
        self.fp.write(pack(END_ARCHIVE, (0, 2), (0, 2), (count, 2), (count, 2), (end - self.start_dir, 4),
                           (self.start_dir, 4), (len(self._comment), 2), self._comment))
        if self.mode == "a":
            self.fp.truncate()
        self.fp.flush()

    def _fpclose(self, fp):
        if self._fileRefCnt <= 0:
            return
        self._fileRefCnt -= 1
        if not self._fileRefCnt and not self._filePassed and fp is not None:
            fp.close()


class _Tellable:
    """A write-only stream without tell(), given one (for writing to unseekable streams)."""

    def __init__(self, fp):
        self.fp = fp
        self.offset = 0

    def write(self, data):
        n = self.fp.write(data)
        self.offset += n
        return n

    def tell(self):
        return self.offset

    def flush(self):
        self.fp.flush()

    def close(self):
        self.fp.close()
