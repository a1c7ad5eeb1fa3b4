"""CPython 3.11's `warnings`: `warn` and `warn_explicit` (from `_warnings`), the `filters`
list with `filterwarnings`, `simplefilter` and `resetwarnings`, the actions "default",
"error", "ignore", "always", "module" and "once", `showwarning` and `formatwarning` (which
write `file:line: Category: message` and the source line to the run's stderr),
`WarningMessage` and `catch_warnings`.

The default filters are CPython's: DeprecationWarning shows only when `__main__` triggers it;
PendingDeprecationWarning, ImportWarning and ResourceWarning are ignored. The sandbox has no
command line, so `sys.warnoptions` is empty."""

import sys

import _warnings
from _warnings import warn, warn_explicit

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Writes a warning to `file` (the run's stderr by default)."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """The text `showwarning` writes: `filename:lineno: Category: message` and the source line."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    text = f"{msg.filename}:{msg.lineno}: {category}: {msg.message}\n"
    line = msg.line
    if line is None:
        line = _warnings.source_lines.get((msg.filename, msg.lineno))
    if line is None:
        import linecache

        line = linecache.getline(msg.filename, msg.lineno)
    if line:
        text += f"  {line.strip()}\n"
    if msg.source is not None:
        text += f"{category}: Enable tracemalloc to get the object allocation traceback\n"
    return text


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    """Shows `msg` through `showwarning` when a program replaced it."""
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    """Formats `msg` through `formatwarning` when a program replaced it."""
    if formatwarning is not _formatwarning_orig:
        return formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Adds a filter matching the message and module by regular expression (the message ignoring
    case), at the front of `filters` (or at the end with `append`)."""
    assert action in _ACTIONS, f"invalid action: {action!r}"
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Adds a filter for every warning of `category` (and `lineno`, unless 0)."""
    assert action in _ACTIONS, f"invalid action: {action!r}"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Removes every filter, the default ones too."""
    filters[:] = []
    _filters_mutated()


class WarningMessage:
    """One warning as `showwarning` receives it; `catch_warnings(record=True)` collects these."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


class catch_warnings:
    """A context manager that saves the filters and `showwarning` on entry and restores them on
    exit; with `record=True` it returns the list the warnings shown inside are appended to."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = _this_module() if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not _this_module():
            args.append(f"module={self._module!r}")
        return f"{type(self).__name__}({', '.join(args)})"

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        self._filters = self._module.filters
        self._module.filters = self._filters[:]
        self._module._filters_mutated()
        self._showwarning = self._module.showwarning
        self._showwarnmsg_impl = self._module._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            self._module._showwarnmsg_impl = log.append
            self._module.showwarning = self._module._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        self._module.filters = self._filters
        self._module._filters_mutated()
        self._module.showwarning = self._showwarning
        self._module._showwarnmsg_impl = self._showwarnmsg_impl


def _this_module():
    import warnings
    return warnings
