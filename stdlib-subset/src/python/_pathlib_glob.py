"""The glob machinery of pathlib's `Path.glob` and `rglob`, as CPython 3.11's: a pattern's
components become a chain of selectors (a literal name, a wildcard matched with fnmatch's
translation, or `**` for any depth of directories), each handing what it matches to the next.
Listings are read a directory at a time; `**` walks with an explicit stack."""

import os

# errno values that mean "nothing there" to exists(), is_dir(), ...: ENOENT, ENOTDIR, EBADF, ELOOP.
_IGNORED_ERRNOS = (2, 20, 9, 40)


def ignore_error(exception):
    """Whether `exception` means the path is not there (rather than a real failure)."""
    return getattr(exception, "errno", None) in _IGNORED_ERRNOS


def is_wildcard_pattern(pat):
    return "*" in pat or "?" in pat or "[" in pat


class _TerminatingSelector:
    """The end of a glob pattern: the path reached is a match."""

    def _select_from(self, parent_path):
        yield parent_path


class _Selector:
    """Matches one component of a glob pattern against the children of a path, handing each
    match to the selector of the next component."""

    def __init__(self, child_parts, flavour):
        if child_parts:
            self.successor = make_selector(child_parts, flavour)
            self.dironly = True
        else:
            self.successor = _TerminatingSelector()
            self.dironly = False

    def select_from(self, parent_path):
        if not parent_path.is_dir():
            return iter([])
        return self._select_from(parent_path)


class _PreciseSelector(_Selector):
    """A component without wildcards: the child of that name, if it exists."""

    def __init__(self, name, child_parts, flavour):
        self.name = name
        _Selector.__init__(self, child_parts, flavour)

    def _select_from(self, parent_path):
        try:
            path = parent_path._make_child_relpath(self.name)
            if path.is_dir() if self.dironly else path.exists():
                yield from self.successor._select_from(path)
        except PermissionError:
            return


def _child_names(parent_path, dironly):
    """The names in a directory (only its subdirectories when `dironly`), read at once."""
    if not dironly:
        return os.listdir(parent_path)
    names = []
    with os.scandir(parent_path) as entries:
        for entry in entries:
            try:
                if not entry.is_dir():
                    continue
            except OSError as e:
                if not ignore_error(e):
                    raise
                continue
            names.append(entry.name)
    return names


class _WildcardSelector(_Selector):
    """A component with wildcards: every child whose name matches."""

    def __init__(self, pat, child_parts, flavour):
        self.match = flavour.compile_pattern(pat)
        _Selector.__init__(self, child_parts, flavour)

    def _select_from(self, parent_path):
        try:
            for name in _child_names(parent_path, self.dironly):
                if self.match(name):
                    yield from self.successor._select_from(parent_path._make_child_relpath(name))
        except PermissionError:
            return


class _RecursiveWildcardSelector(_Selector):
    """`**`: the path itself and every directory below it, each handed to the next selector
    (depth first, each directory before its contents; no path is yielded twice)."""

    def _iterate_directories(self, parent_path):
        stack = [iter([parent_path])]
        while stack:
            path = next(stack[-1], None)
            if path is None:
                stack.pop()
                continue
            yield path
            try:
                names = _child_names(path, True)
            except PermissionError:
                continue
            stack.append(iter([path._make_child_relpath(name) for name in names]))

    def _select_from(self, parent_path):
        yielded = set()
        try:
            for start in self._iterate_directories(parent_path):
                for p in self.successor._select_from(start):
                    if p not in yielded:
                        yield p
                        yielded.add(p)
        except PermissionError:
            return


def make_selector(pattern_parts, flavour):
    """The selector chain for the pattern components `pattern_parts`."""
    pat = pattern_parts[0]
    child_parts = pattern_parts[1:]
    if not pat:
        return _TerminatingSelector()
    if pat == "**":
        return _RecursiveWildcardSelector(child_parts, flavour)
    if "**" in pat:
        raise ValueError("Invalid pattern: '**' can only be an entire path component")
    if is_wildcard_pattern(pat):
        return _WildcardSelector(pat, child_parts, flavour)
    return _PreciseSelector(pat, child_parts, flavour)
