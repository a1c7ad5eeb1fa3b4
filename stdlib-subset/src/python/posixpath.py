"""os.path for the sandbox (POSIX rules, as CPython 3.11's posixpath): the string functions
(join, split, splitext, normpath, relpath, ...) work anywhere; the ones that look at files
(exists, isfile, getsize, ...) ask the virtual filesystem a host grants and raise
PermissionError without one. There are no links, users or environment variables to expand."""

import _garter_fs
from _fspath import fspath

sep = "/"
altsep = None
extsep = "."
pathsep = ":"
curdir = "."
pardir = ".."
defpath = "/bin:/usr/bin"
devnull = "/dev/null"
supports_unicode_filenames = False

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext", "basename", "dirname",
           "commonprefix", "getsize", "getmtime", "getatime", "getctime", "islink", "exists",
           "lexists", "isdir", "isfile", "ismount", "expanduser", "expandvars", "normpath",
           "abspath", "samefile", "sameopenfile", "samestat", "curdir", "pardir", "sep", "pathsep",
           "defpath", "altsep", "extsep", "devnull", "realpath", "supports_unicode_filenames",
           "relpath", "commonpath"]


def _seps(path):
    """The separator, dot and dot-dot of `path`'s kind (str or bytes)."""
    if isinstance(path, bytes):
        return b"/", b".", b".."
    return "/", ".", ".."


def _check_same_kind(funcname, *parts):
    has_str = has_bytes = False
    for part in parts:
        if isinstance(part, str):
            has_str = True
        elif isinstance(part, bytes):
            has_bytes = True
        else:
            raise TypeError(f"{funcname}() argument must be str, bytes, or os.PathLike object, "
                            f"not '{type(part).__name__}'") from None
    if has_str and has_bytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return fspath(s)


def isabs(s):
    s = fspath(s)
    return s.startswith(_seps(s)[0])


def join(a, *p):
    a = fspath(a)
    slash = _seps(a)[0]
    path = a
    parts = []
    for b in p:
        try:
            parts.append(fspath(b))
        except TypeError:
            _check_same_kind("join", a, *parts, b)
            raise
    _check_same_kind("join", a, *parts)
    for b in parts:
        if b.startswith(slash):
            path = b
        elif not path or path.endswith(slash):
            path += b
        else:
            path += slash + b
    return path


def split(p):
    p = fspath(p)
    slash = _seps(p)[0]
    i = p.rfind(slash) + 1
    head, tail = p[:i], p[i:]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head, tail


def splitext(p):
    p = fspath(p)
    slash, dot, _ = _seps(p)
    sep_index = p.rfind(slash)
    dot_index = p.rfind(dot)
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index:filename_index + 1] != dot:
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def splitdrive(p):
    p = fspath(p)
    return p[:0], p


def basename(p):
    p = fspath(p)
    return p[p.rfind(_seps(p)[0]) + 1:]


def dirname(p):
    p = fspath(p)
    slash = _seps(p)[0]
    head = p[:p.rfind(slash) + 1]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head


def normpath(path):
    path = fspath(path)
    slash, dot, dotdot = _seps(path)
    if not path:
        return dot
    initial = 1 if path.startswith(slash) else 0
    if initial and path.startswith(slash * 2) and not path.startswith(slash * 3):
        initial = 2
    parts = []
    for comp in path.split(slash):
        if not comp or comp == dot:
            continue
        if comp != dotdot or (not initial and not parts) or (parts and parts[-1] == dotdot):
            parts.append(comp)
        elif parts:
            parts.pop()
    result = slash * initial + slash.join(parts)
    return result or dot


def abspath(path):
    path = fspath(path)
    if not isabs(path):
        cwd = _garter_fs.getcwd()
        if isinstance(path, bytes):
            cwd = cwd.encode()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = fspath(filename)
    if strict:
        _check_components(filename)
    return abspath(filename)


def _check_components(filename):
    """What realpath(strict=True) checks, as CPython walks a path: each component from the
    start must exist (a `..` steps back without a check)."""
    slash, dot, dotdot = _seps(filename)
    path = slash if filename.startswith(slash) else filename[:0]
    for name in filename.split(slash):
        if not name or name == dot:
            continue
        if name == dotdot:
            if path:
                path, name = split(path)
                if name == dotdot:
                    path = join(path, dotdot, dotdot)
            else:
                path = dotdot
            continue
        path = join(path, name)
        _stat(path, "os.path.realpath()")


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    path = fspath(path)
    slash, dot, dotdot = _seps(path)
    if start is None:
        start = dot
    else:
        start = fspath(start)
    _check_same_kind("relpath", path, start)
    start_list = [x for x in abspath(start).split(slash) if x]
    path_list = [x for x in abspath(path).split(slash) if x]
    common = len(commonprefix([start_list, path_list]))
    rel_list = [dotdot] * (len(start_list) - common) + path_list[common:]
    if not rel_list:
        return dot
    return join(*rel_list)


def commonprefix(m):
    if not m:
        return ""
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    paths = tuple(map(fspath, paths))
    slash, dot, _ = _seps(paths[0])
    _check_same_kind("commonpath", *paths)
    split_paths = [path.split(slash) for path in paths]
    absolute = {p.startswith(slash) for p in paths}
    if len(absolute) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[c for c in s if c and c != dot] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = slash if paths[0].startswith(slash) else slash[:0]
    return prefix + slash.join(common)


def expanduser(path):
    return fspath(path)


def expandvars(path):
    return fspath(path)


def _text(path):
    path = fspath(path)
    return path.decode() if isinstance(path, bytes) else path


def _kind(path, what):
    try:
        path = _text(path)
    except (TypeError, ValueError, UnicodeError):
        return 0
    if "\0" in path:
        return 0
    return _garter_fs.kind(path, what)


def exists(path):
    return _kind(path, "os.path.exists()") != 0


def lexists(path):
    return _kind(path, "os.path.lexists()") != 0


def isfile(path):
    return _kind(path, "os.path.isfile()") == 1


def isdir(s):
    return _kind(s, "os.path.isdir()") == 2


def islink(path):
    _kind(path, "os.path.islink()")
    return False


def ismount(path):
    return _kind(path, "os.path.ismount()") == 2 and abspath(path) == "/"


def _stat(path, what):
    return _garter_fs.stat(_text(path), what)


def getsize(filename):
    return _stat(filename, "os.path.getsize()")[1]


def getmtime(filename):
    return _stat(filename, "os.path.getmtime()")[2]


def getatime(filename):
    return _stat(filename, "os.path.getatime()")[2]


def getctime(filename):
    return _stat(filename, "os.path.getctime()")[2]


def samefile(f1, f2):
    s1 = _stat(f1, "os.path.samefile()")
    s2 = _stat(f2, "os.path.samefile()")
    return s1[0] == s2[0] and (s1[0] or s1[3] == s2[3]) and (not s1[0] or abspath(f1) == abspath(f2))


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def sameopenfile(fp1, fp2):
    return fp1 == fp2
