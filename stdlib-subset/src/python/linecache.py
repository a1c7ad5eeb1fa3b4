"""Lines of source files, as CPython 3.11's linecache module: `getline`, `getlines`,
`clearcache`, `checkcache`, `updatecache` and `lazycache`, over a `cache` of the files read.
Files come from the filesystem the host grants (read as UTF-8, a BOM skipped; there is no
`sys.path` to search for relative names), so without one every line is ''. Modules given as
`module_globals` may supply their source through their `__loader__`'s `get_source`."""

import os

__all__ = ["getline", "clearcache", "checkcache", "lazycache"]

cache = {}


def clearcache():
    """Forgets every file read."""
    cache.clear()


def getline(filename, lineno, module_globals=None):
    """Line `lineno` (counted from 1) of `filename` with its newline, or '' when there is none."""
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


def getlines(filename, module_globals=None):
    """The lines of `filename`, read on first use and kept in the cache."""
    if filename in cache:
        entry = cache[filename]
        if len(entry) != 1:
            return cache[filename][2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def checkcache(filename=None):
    """Drops the cached files (or just `filename`) that changed or went since they were read."""
    if filename is None:
        filenames = list(cache.keys())
    elif filename in cache:
        filenames = [filename]
    else:
        return
    for filename in filenames:
        entry = cache[filename]
        if len(entry) == 1:
            continue
        size, mtime, lines, fullname = entry
        if mtime is None:
            continue
        try:
            stat = os.stat(fullname)
        except OSError:
            cache.pop(filename, None)
            continue
        if size != stat.st_size or mtime != stat.st_mtime:
            cache.pop(filename, None)


def updatecache(filename, module_globals=None):
    """Reads `filename` again and caches its lines; [] when it cannot be read."""
    if filename in cache:
        if len(cache[filename]) != 1:
            cache.pop(filename, None)
    if not filename or (filename.startswith("<") and filename.endswith(">")):
        return []
    fullname = filename
    try:
        stat = os.stat(fullname)
    except OSError:
        if lazycache(filename, module_globals):
            try:
                data = cache[filename][0]()
            except (ImportError, OSError):
                pass
            else:
                if data is None:
                    return []
                cache[filename] = (len(data), None, [line + "\n" for line in data.splitlines()], fullname)
                return cache[filename][2]
        return []
    try:
        with open(fullname, encoding="utf-8-sig") as fp:
            lines = fp.readlines()
    except (OSError, UnicodeDecodeError, SyntaxError):
        return []
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    cache[filename] = stat.st_size, stat.st_mtime, lines, fullname
    return lines


def lazycache(filename, module_globals):
    """Registers a way to read `filename` later from its module's loader; whether it could."""
    if filename in cache:
        return len(cache[filename]) == 1
    if not filename or (filename.startswith("<") and filename.endswith(">")):
        return False
    if module_globals and "__name__" in module_globals:
        name = module_globals["__name__"]
        spec = module_globals.get("__spec__")
        loader = getattr(spec, "loader", None) or module_globals.get("__loader__")
        get_source = getattr(loader, "get_source", None)
        if name and get_source:
            cache[filename] = (lambda: get_source(name),)
            return True
    return False
