"""Pathname pattern expansion, as CPython 3.11's glob: `glob`, `iglob` (with `recursive=True`
and `**`, `root_dir`, `include_hidden`), `escape` and `has_magic`, over the virtual filesystem a
host grants. Names come in the order os.scandir gives them, which in the sandbox is sorted
(CPython gives the directory's own order). The sandbox has no file descriptors: `dir_fd` is
refused."""

import fnmatch
import itertools
import os
import re

__all__ = ["glob", "iglob", "escape"]

magic_check = re.compile("([*?[])")
magic_check_bytes = re.compile(b"([*?[])")


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """The paths matching `pathname`, a list."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """An iterator over the paths matching `pathname`."""
    if dir_fd is not None:
        raise NotImplementedError("dir_fd unavailable on this platform")
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    found = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        # A leading `**` (or an empty pattern) first yields the empty path: skip it.
        first = next(found, None)
        if first:
            found = itertools.chain((first,), found)
    return found


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if os.path.lexists(_join(root_dir, pathname)):
                yield pathname
        elif os.path.isdir(_join(root_dir, dirname)):
            # A pattern ending with a slash matches directories only.
            yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if not has_magic(basename):
        glob_in_dir = _glob0
    elif recursive and _isrecursive(basename):
        glob_in_dir = _glob2
    else:
        glob_in_dir = _glob1
    for dirname in dirs:
        for name in glob_in_dir(_join(root_dir, dirname), basename, dironly, include_hidden):
            yield os.path.join(dirname, name)


def _glob1(dirname, pattern, dironly, include_hidden=False):
    """The names in `dirname` matching `pattern` (hidden ones only when asked or named)."""
    names = _listdir(dirname, dironly)
    if include_hidden or not _ishidden(pattern):
        names = [x for x in names if include_hidden or not _ishidden(x)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden=False):
    """`[basename]` when it exists in `dirname` (an empty basename asks for a directory)."""
    if basename:
        if os.path.lexists(_join(dirname, basename)):
            return [basename]
    elif os.path.isdir(dirname):
        return [basename]
    return []


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False)


def _glob2(dirname, pattern, dironly, include_hidden=False):
    """The empty path, then every path below `dirname` (for `**`)."""
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _listdir(dirname, dironly):
    """The names in `dirname` (directories only if `dironly`); none when it cannot be read."""
    if dirname:
        directory = dirname
    elif isinstance(dirname, bytes):
        directory = os.curdir.encode("ASCII")
    else:
        directory = os.curdir
    try:
        if not dironly:
            return os.listdir(directory)
        names = []
        with os.scandir(directory) as entries:
            for entry in entries:
                try:
                    if entry.is_dir():
                        names.append(entry.name)
                except OSError:
                    pass
    except PermissionError:
        # The sandbox refuses a listing only when no filesystem was granted: that must not
        # look like an empty directory.
        raise
    except OSError:
        return []
    return names


def _rlistdir(dirname, dironly, include_hidden=False):
    """Every path below `dirname`, relative to it, depth first: each name before its contents.
    An explicit stack of open listings, so deep trees need no recursion."""
    stack = [(dirname, None, iter(_listdir(dirname, dironly)))]
    while stack:
        directory, prefix, names = stack[-1]
        for name in names:
            if include_hidden or not _ishidden(name):
                relative = name if prefix is None else _join(prefix, name)
                yield relative
                path = _join(directory, name) if directory else name
                stack.append((path, relative, iter(_listdir(path, dironly))))
                break
        else:
            stack.pop()


def _join(dirname, basename):
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


def has_magic(s):
    """Whether `s` holds any of `*`, `?` or `[`."""
    if isinstance(s, bytes):
        return magic_check_bytes.search(s) is not None
    return magic_check.search(s) is not None


def _ishidden(path):
    return path[0] in (".", b"."[0])


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b"**"
    return pattern == "**"


def escape(pathname):
    """`pathname` with each `*`, `?` and `[` wrapped in brackets, so it matches only itself."""
    drive, pathname = os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = magic_check_bytes.sub(rb"[\1]", pathname)
    else:
        pathname = magic_check.sub(r"[\1]", pathname)
    return drive + pathname
