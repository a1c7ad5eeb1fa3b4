"""Object-oriented paths, as CPython 3.11's pathlib on a POSIX system: `PurePath` and
`PurePosixPath` (path arithmetic without I/O), `Path` and `PosixPath` (the same plus the
filesystem, through `os`, `os.path` and `open()` over the virtual filesystem a host grants).
There are no Windows paths, links, owners, permissions or home directory: the methods for them
raise what CPython raises on a system without them. Globbing is in `_pathlib_glob`."""

import fnmatch
import io
import os
import posixpath
import re
from collections.abc import Sequence

from _pathlib_glob import ignore_error as _ignore_error
from _pathlib_glob import make_selector as _make_selector

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000
_S_IFBLK = 0o060000
_S_IFCHR = 0o020000
_S_IFIFO = 0o010000
_S_IFSOCK = 0o140000

# Bytes a file URI keeps as they are; every other byte is %-escaped.
_URI_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/")


class _PosixFlavour:
    """POSIX path rules: `/` separates, a leading `//` is kept (other leading runs are one
    root), case matters."""

    sep = "/"
    altsep = ""
    has_drv = False
    pathmod = posixpath
    is_supported = True

    def join(self, parts):
        return "/".join(parts)

    def parse_parts(self, parts):
        """(drive, root, parts) of the path that joins the strings `parts`; the first part of
        an anchored path is its anchor. Parts before the last anchored one do not count."""
        if len(parts) == 1 and type(parts[0]) is str and "/" not in parts[0]:
            name = parts[0]
            return "", "", [name] if name and name != "." else []
        anchor = 0
        for i in range(len(parts) - 1, -1, -1):
            if parts[i][:1] == "/":
                anchor = i
                break
        rest = list(parts[anchor:])
        root = ""
        if rest and rest[0][:1] == "/":
            first = rest[0]
            stripped = first.lstrip("/")
            root = "//" if len(first) - len(stripped) == 2 else "/"
            rest[0] = stripped
        parsed = [name for name in "/".join(rest).split("/") if name and name != "."]
        if root:
            parsed.insert(0, root)
        return "", root, parsed

    def join_parsed_parts(self, drv, root, parts, drv2, root2, parts2):
        """The parsed path of path 2 joined onto path 1."""
        if root2:
            if not drv2 and drv:
                return drv, root2, [drv + root2] + parts2[1:]
        elif drv2:
            if drv2 == drv:
                return drv, root, parts + parts2[1:]
        else:
            return drv, root, parts + parts2
        return drv2, root2, parts2

    def casefold(self, s):
        return s

    def casefold_parts(self, parts):
        return parts

    def compile_pattern(self, pattern):
        return re.compile(fnmatch.translate(pattern)).fullmatch

    def is_reserved(self, parts):
        return False

    def make_uri(self, path):
        quoted = "".join(chr(b) if b in _URI_SAFE else f"%{b:02X}" for b in os.fsencode(path))
        return "file://" + quoted


_posix_flavour = _PosixFlavour()


class _PathParents(Sequence):
    """The logical ancestors of a path, nearest first (`path.parents`)."""

    def __init__(self, path):
        self._pathcls = type(path)
        self._drv = path._drv
        self._root = path._root
        self._parts = path._parts

    def __len__(self):
        if self._drv or self._root:
            return len(self._parts) - 1
        return len(self._parts)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        if idx >= len(self) or idx < -len(self):
            raise IndexError(idx)
        if idx < 0:
            idx += len(self)
        return self._pathcls._from_parsed_parts(self._drv, self._root, self._parts[:-idx - 1])

    def __repr__(self):
        return f"<{self._pathcls.__name__}.parents>"


class PurePath:
    """A path without I/O: parts, names, suffixes, joining and matching.
    `PurePath(...)` makes a PurePosixPath."""

    # The path as a str, made when first asked for.
    _str = None

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_parts(args)

    @classmethod
    def _parse_args(cls, args):
        parts = []
        for a in args:
            if type(a) is str:
                parts.append(a)
                continue
            if isinstance(a, PurePath):
                parts += a._parts
                continue
            a = os.fspath(a)
            if not isinstance(a, str):
                raise TypeError("argument should be a str object or an os.PathLike object returning str, "
                                f"not {type(a)!r}")
            parts.append(str(a))
        return cls._flavour.parse_parts(parts)

    @classmethod
    def _from_parts(cls, args):
        drv, root, parts = cls._parse_args(args)
        return cls._from_parsed_parts(drv, root, parts)

    @classmethod
    def _from_parsed_parts(cls, drv, root, parts):
        self = object.__new__(cls)
        self._drv = drv
        self._root = root
        self._parts = parts
        return self

    @classmethod
    def _format_parsed_parts(cls, drv, root, parts):
        if drv or root:
            return drv + root + cls._flavour.join(parts[1:])
        return cls._flavour.join(parts)

    def _make_child(self, args):
        drv, root, parts = self._parse_args(args)
        drv, root, parts = self._flavour.join_parsed_parts(self._drv, self._root, self._parts, drv, root, parts)
        return self._from_parsed_parts(drv, root, parts)

    def __str__(self):
        if self._str is None:
            self._str = self._format_parsed_parts(self._drv, self._root, self._parts) or "."
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        """The path as a str with forward slashes."""
        return str(self).replace(self._flavour.sep, "/")

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return f"{self.__class__.__name__}({self.as_posix()!r})"

    def as_uri(self):
        """The path as a `file://` URI (absolute paths only)."""
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return self._flavour.make_uri(self)

    @property
    def _cparts(self):
        return self._flavour.casefold_parts(self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cparts == other._cparts and self._flavour is other._flavour

    def __hash__(self):
        # Equal POSIX paths have equal parts and so equal text, which is kept once made.
        return hash(str(self))

    def _comparable(self, other):
        return isinstance(other, PurePath) and self._flavour is other._flavour

    def __lt__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._cparts < other._cparts

    def __le__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._cparts <= other._cparts

    def __gt__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._cparts > other._cparts

    def __ge__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._cparts >= other._cparts

    @property
    def drive(self):
        """The drive prefix (always '' for POSIX paths)."""
        return self._drv

    @property
    def root(self):
        """The root of the path, if any."""
        return self._root

    @property
    def anchor(self):
        """The drive and root together, or ''."""
        return self._drv + self._root

    @property
    def name(self):
        """The final component, if any."""
        parts = self._parts
        if len(parts) == (1 if (self._drv or self._root) else 0):
            return ""
        return parts[-1]

    @property
    def suffix(self):
        """The final component's last suffix (with its dot), or ''."""
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        """Every suffix of the final component, each with its dot."""
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + suffix for suffix in name.split(".")[1:]]

    @property
    def stem(self):
        """The final component without its last suffix."""
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    def with_name(self, name):
        """The path with its final component replaced by `name`."""
        if not self.name:
            raise ValueError(f"{self!r} has an empty name")
        drv, root, parts = self._flavour.parse_parts((name,))
        if (not name or name[-1] in [self._flavour.sep, self._flavour.altsep] or drv or root
                or len(parts) != 1):
            raise ValueError("Invalid name %r" % (name))
        return self._from_parsed_parts(self._drv, self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        """The path with the stem of its final component replaced."""
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        """The path with its last suffix replaced by `suffix` (added if there was none, removed
        if `suffix` is '')."""
        flavour = self._flavour
        if flavour.sep in suffix or flavour.altsep and flavour.altsep in suffix:
            raise ValueError(f"Invalid suffix {suffix!r}")
        if suffix and not suffix.startswith(".") or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix))
        name = self.name
        if not name:
            raise ValueError(f"{self!r} has an empty name")
        old_suffix = self.suffix
        if not old_suffix:
            name = name + suffix
        else:
            name = name[:-len(old_suffix)] + suffix
        return self._from_parsed_parts(self._drv, self._root, self._parts[:-1] + [name])

    def relative_to(self, *other):
        """This path relative to the path the arguments make; ValueError when it is not below it."""
        if not other:
            raise TypeError("need at least one argument")
        parts = self._parts
        drv = self._drv
        root = self._root
        abs_parts = [drv, root] + parts[1:] if root else parts
        to_drv, to_root, to_parts = self._parse_args(other)
        to_abs_parts = [to_drv, to_root] + to_parts[1:] if to_root else to_parts
        n = len(to_abs_parts)
        casefold = self._flavour.casefold_parts
        if (root or drv) if n == 0 else casefold(abs_parts[:n]) != casefold(to_abs_parts):
            formatted = self._format_parsed_parts(to_drv, to_root, to_parts)
            raise ValueError(f"{str(self)!r} is not in the subpath of {str(formatted)!r}"
                             " OR one path is relative and the other is absolute.")
        return self._from_parsed_parts("", root if n == 1 else "", abs_parts[n:])

    def is_relative_to(self, *other):
        """Whether relative_to(*other) would succeed."""
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    @property
    def parts(self):
        """The components, anchor first, as a tuple."""
        return tuple(self._parts)

    def joinpath(self, *args):
        """This path joined with each argument (an anchored argument starts afresh)."""
        return self._make_child(args)

    def __truediv__(self, key):
        if type(key) is str and "/" not in key:
            # One relative name (the common case): no parsing needed.
            parts = self._parts + [key] if key and key != "." else self._parts[:]
            return self._from_parsed_parts(self._drv, self._root, parts)
        try:
            return self._make_child((key,))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from_parts([key] + self._parts)
        except TypeError:
            return NotImplemented

    @property
    def parent(self):
        """The logical parent (an anchor is its own parent; '.' is the parent of a name)."""
        parts = self._parts
        if len(parts) == 1 and (self._drv or self._root):
            return self
        return self._from_parsed_parts(self._drv, self._root, parts[:-1])

    @property
    def parents(self):
        """The logical ancestors, nearest first, as a sequence."""
        return _PathParents(self)

    def is_absolute(self):
        """Whether the path has a root."""
        if not self._root:
            return False
        return not self._flavour.has_drv or bool(self._drv)

    def is_reserved(self):
        """Whether the path is reserved by the system (never, on POSIX)."""
        return self._flavour.is_reserved(self._parts)

    def match(self, path_pattern):
        """Whether the path matches the glob-style pattern, compared from the right (an
        anchored pattern must match the whole path)."""
        casefold = self._flavour.casefold
        path_pattern = casefold(path_pattern)
        drv, root, pat_parts = self._flavour.parse_parts((path_pattern,))
        if not pat_parts:
            raise ValueError("empty pattern")
        if drv and drv != casefold(self._drv):
            return False
        if root and root != casefold(self._root):
            return False
        parts = self._cparts
        if drv or root:
            if len(pat_parts) != len(parts):
                return False
            pat_parts = pat_parts[1:]
        elif len(pat_parts) > len(parts):
            return False
        for part, pat in zip(reversed(parts), reversed(pat_parts)):
            if not fnmatch.fnmatchcase(part, pat):
                return False
        return True


class PurePosixPath(PurePath):
    """A pure path with POSIX rules."""

    _flavour = _posix_flavour


def _has_mode(path, kind):
    """Whether `path` is of `kind` (an S_IFMT value); False when it does not exist."""
    try:
        return path.stat().st_mode & _S_IFMT == kind
    except OSError as e:
        if not _ignore_error(e):
            raise
        return False
    except ValueError:
        return False


class Path(PurePath):
    """A path on the filesystem: PurePath plus reading, writing, listing and changing files.
    `Path(...)` makes a PosixPath."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        self = cls._from_parts(args)
        if not self._flavour.is_supported:
            raise NotImplementedError(f"cannot instantiate {cls.__name__!r} on your system")
        return self

    def _make_child_relpath(self, part):
        return self._from_parsed_parts(self._drv, self._root, self._parts + [part])

    @classmethod
    def cwd(cls):
        """The working directory."""
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        """The home directory: the sandbox has none, so this raises RuntimeError."""
        return cls("~").expanduser()

    def samefile(self, other_path):
        """Whether `other_path` (a path or str) names the same file or directory."""
        return os.path.samefile(self, other_path)

    def iterdir(self):
        """The paths of the entries of this directory."""
        for name in os.listdir(self):
            yield self._make_child_relpath(name)

    def glob(self, pattern):
        """The existing paths below this one matching the relative glob `pattern` (`**` for
        any depth of directories)."""
        if not pattern:
            raise ValueError(f"Unacceptable pattern: {pattern!r}")
        drv, root, pattern_parts = self._flavour.parse_parts((pattern,))
        if drv or root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern[-1] in (self._flavour.sep, self._flavour.altsep):
            pattern_parts.append("")
        selector = _make_selector(tuple(pattern_parts), self._flavour)
        yield from selector.select_from(self)

    def rglob(self, pattern):
        """glob() with `**/` before the pattern: matches at any depth."""
        drv, root, pattern_parts = self._flavour.parse_parts((pattern,))
        if drv or root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern and pattern[-1] in (self._flavour.sep, self._flavour.altsep):
            pattern_parts.append("")
        selector = _make_selector(("**",) + tuple(pattern_parts), self._flavour)
        yield from selector.select_from(self)

    def absolute(self):
        """The path made absolute from the working directory (not normalized)."""
        if self.is_absolute():
            return self
        return self._from_parts([self.cwd()] + self._parts)

    def resolve(self, strict=False):
        """The absolute, normalized path (there are no links to resolve); with `strict`, each
        component must exist."""
        return self._from_parts((os.path.realpath(self, strict=strict),))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self, follow_symlinks=follow_symlinks)

    def lstat(self):
        return self.stat(follow_symlinks=False)

    def owner(self):
        raise NotImplementedError("Path.owner() is unsupported on this system")

    def group(self):
        raise NotImplementedError("Path.group() is unsupported on this system")

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        """The file opened as the builtin open() opens it."""
        if "b" not in mode:
            encoding = io.text_encoding(encoding)
        return io.open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode="rb") as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        encoding = io.text_encoding(encoding)
        with self.open(mode="r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"memoryview: a bytes-like object is required, not '{type(data).__name__}'")
        data = bytes(data)
        with self.open(mode="wb") as f:
            return f.write(data)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError(f"data must be str, not {data.__class__.__name__}")
        encoding = io.text_encoding(encoding)
        with self.open(mode="w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def readlink(self):
        """The target of this symbolic link: there are no links, so OSError (EINVAL)."""
        self.stat()
        raise OSError(22, "Invalid argument", str(self))

    def touch(self, mode=0o666, exist_ok=True):
        """Creates the file if it does not exist (FileExistsError if it does, unless `exist_ok`)."""
        if exist_ok and self.exists():
            return
        open(self, "ab" if exist_ok else "xb").close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Makes this directory (and missing parents, with `parents`)."""
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def unlink(self, missing_ok=False):
        """Removes this file (a missing one is fine with `missing_ok`)."""
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        """Removes this directory, which must be empty."""
        os.rmdir(self)

    def rename(self, target):
        """Moves this file or directory to `target` and returns the new path."""
        os.rename(self, target)
        return self.__class__(target)

    def replace(self, target):
        """rename(), replacing what `target` names."""
        os.replace(self, target)
        return self.__class__(target)

    def symlink_to(self, target, target_is_directory=False):
        raise NotImplementedError("os.symlink() not available on this system")

    def hardlink_to(self, target):
        raise NotImplementedError("os.link() not available on this system")

    def exists(self):
        """Whether the path names a file or directory."""
        try:
            self.stat()
        except OSError as e:
            if not _ignore_error(e):
                raise
            return False
        except ValueError:
            return False
        return True

    def is_dir(self):
        return _has_mode(self, _S_IFDIR)

    def is_file(self):
        return _has_mode(self, _S_IFREG)

    def is_mount(self):
        """Whether the path is a mount point: only the root is."""
        return self.is_dir() and os.path.ismount(self)

    def is_symlink(self):
        return _has_mode(self, _S_IFLNK)

    def is_block_device(self):
        return _has_mode(self, _S_IFBLK)

    def is_char_device(self):
        return _has_mode(self, _S_IFCHR)

    def is_fifo(self):
        return _has_mode(self, _S_IFIFO)

    def is_socket(self):
        return _has_mode(self, _S_IFSOCK)

    def expanduser(self):
        """The path with a leading `~` expanded: the sandbox has no home directory, so such a
        path raises RuntimeError."""
        if not (self._drv or self._root) and self._parts and self._parts[0][:1] == "~":
            homedir = os.path.expanduser(self._parts[0])
            if homedir[:1] == "~":
                raise RuntimeError("Could not determine home directory.")
            return self._from_parts([homedir] + self._parts[1:])
        return self


class PosixPath(Path, PurePosixPath):
    """A filesystem path with POSIX rules."""

