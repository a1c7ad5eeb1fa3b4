"""CPython 3.11's `traceback` over Garter's own reports: `format_exc`, `print_exc`,
`format_exception`, `print_exception`, `format_exception_only`, `format_tb`, `print_tb`,
`extract_tb`, `extract_stack`, `format_stack`, `print_stack`, `format_list`, `print_list`,
`walk_tb`, `FrameSummary`, `StackSummary` and `TracebackException`.

The text is the report Garter prints for an uncaught exception (`_garter_traceback.report`),
split into the pieces CPython's functions return. There are no frame objects: a traceback's
frames come from the interpreter as data, `walk_tb` yields `(None, lineno)` pairs, and
`extract_stack` reads the caller's stack from the interpreter (no source markers)."""

import sys as _sys

from collections.abc import Sequence as _Sequence
import _garter_traceback

__all__ = [
    "extract_stack", "extract_tb", "format_exception", "format_exception_only", "format_list", "format_stack",
    "format_tb", "print_exc", "format_exc", "print_exception", "print_last", "print_stack", "print_tb",
    "clear_frames", "FrameSummary", "StackSummary", "TracebackException", "walk_stack", "walk_tb",
]

_RECURSIVE_CUTOFF = 3
_sentinel = object()
_LINKS = (
    "The above exception was the direct cause of the following exception:\n",
    "During handling of the above exception, another exception occurred:\n",
)


class FrameSummary:
    """One frame: `filename`, `lineno`, `name` and the stripped source `line`; it unpacks and
    compares as the tuple `(filename, lineno, name, line)`."""

    __slots__ = ("filename", "lineno", "name", "_line", "locals", "end_lineno", "colno", "end_colno", "_text")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None, end_lineno=None,
                 colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self._text = None

    @property
    def line(self):
        return None if self._line is None else self._line.strip()

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and self.name == other.name
                    and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return f"<FrameSummary file {self.filename}, line {self.lineno} in {self.name}>"

    def __len__(self):
        return 4


def _frame_from(data):
    filename, lineno, name, line, text = data
    frame = FrameSummary(filename, lineno, name, line=line)
    frame._text = text
    return frame


class StackSummary(list):
    """A list of FrameSummary objects."""

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        if frame_summary._text is not None:
            return frame_summary._text
        text = f'  File "{frame_summary.filename}", line {frame_summary.lineno}, in {frame_summary.name}\n'
        if frame_summary.line:
            text += f"    {frame_summary.line}\n"
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                text += f"    {name} = {value}\n"
        return text

    def format(self):
        result = []
        last = None
        count = 0
        for frame in self:
            key = (frame.filename, frame.lineno, frame.name)
            if last is None or key != last:
                if count > _RECURSIVE_CUTOFF:
                    result.append(_repeated(count - _RECURSIVE_CUTOFF))
                last = key
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(self.format_frame_summary(frame))
        if count > _RECURSIVE_CUTOFF:
            result.append(_repeated(count - _RECURSIVE_CUTOFF))
        return result


def _repeated(count):
    return f"  [Previous line repeated {count} more time{'s' if count > 1 else ''}]\n"


def _limited(items, limit):
    if limit is None:
        limit = getattr(_sys, "tracebacklimit", None)
        if limit is not None and limit < 0:
            limit = 0
    if limit is None:
        return list(items)
    return list(items)[:limit] if limit >= 0 else list(items)[limit:]


def extract_tb(tb, limit=None):
    return StackSummary(_limited(map(_frame_from, _garter_traceback.frames(tb)), limit))


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_list(extracted_list, file=None):
    file = _sys.stderr if file is None else file
    for item in format_list(extracted_list):
        print(item, file=file, end="")


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def walk_tb(tb):
    while tb is not None:
        yield None, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    return iter(())


def clear_frames(tb):
    pass


def extract_stack(f=None, limit=None):
    frames = [FrameSummary(filename, lineno, name, line=line)
              for filename, lineno, name, line in _garter_traceback.stack()
              if not filename.startswith("<garter:")]
    return StackSummary(_limited(frames, limit))


def format_stack(f=None, limit=None):
    return format_list(extract_stack(limit=limit))


def print_stack(f=None, limit=None, file=None):
    print_list(extract_stack(limit=limit), file=file)


def _chunks(report):
    """The report cut where CPython's `format_exception` cuts its list: the header, each
    frame with its source lines, each link between chained exceptions, each final line."""
    lines = report.splitlines(keepends=True)
    chunks = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("  File "):
            chunk = line
            while i + 1 < len(lines) and lines[i + 1].startswith("    "):
                i += 1
                chunk += lines[i]
            chunks.append(chunk)
        elif line == "\n" and i + 2 < len(lines) and lines[i + 1] in _LINKS and lines[i + 2] == "\n":
            chunks.append("\n" + lines[i + 1] + "\n")
            i += 2
        else:
            chunks.append(line)
        i += 1
    return chunks


def _value_and_tb(exc, value, tb):
    """The exception and traceback of the two calling conventions: `(exc)` and
    `(type, value, tb)`."""
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is _sentinel:
        return (exc, exc.__traceback__) if exc is not None else (None, None)
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    value, tb = _value_and_tb(exc, value, tb)
    if value is None:
        return ["NoneType: None\n"]
    if not isinstance(value, BaseException):
        raise TypeError(f"Exception expected for value, {type(value).__name__} found")
    return list(TracebackException(type(value), value, tb, limit=limit).format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    if value is not _sentinel:
        exc = value
    if exc is None:
        return ["NoneType: None\n"]
    return list(TracebackException(type(exc), exc, None).format_exception_only())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    file = _sys.stderr if file is None else file
    for chunk in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(chunk, file=file, end="")


def format_exc(limit=None, chain=True):
    return "".join(format_exception(_sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(_sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(_sys, "last_value"):
        raise ValueError("no last exception")
    print_exception(_sys.last_value, limit=limit, file=file, chain=chain)


class TracebackException:
    """An exception captured for rendering later: its type, its traceback's frames (`stack`),
    the exceptions it chains to, and its final line."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True, capture_locals=False,
                 compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self.exc_type = exc_type
        self._exc = exc_value
        self._whole = (limit is None and getattr(_sys, "tracebacklimit", None) is None and exc_value is not None
                       and _garter_traceback.is_whole(exc_value, exc_traceback))
        self.stack = StackSummary(_limited(map(_frame_from, _garter_traceback.frames(exc_traceback)), limit))
        self._str = "" if exc_value is None else _safe_str(exc_value)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__cause__ = self.__context__ = None
        self.__suppress_context__ = bool(exc_value is not None and exc_value.__suppress_context__)
        if isinstance(exc_value, SyntaxError):
            self.filename = exc_value.filename
            lineno = exc_value.lineno
            self.lineno = str(lineno) if lineno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.end_offset = exc_value.end_offset
            self.msg = exc_value.msg
        if exc_value is not None:
            cause, context = exc_value.__cause__, exc_value.__context__
            options = dict(limit=limit, lookup_lines=lookup_lines, capture_locals=capture_locals, _seen=seen)
            if cause is not None and id(cause) not in seen:
                self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__, **options)
            if context is not None and id(context) not in seen:
                self.__context__ = TracebackException(type(context), context, context.__traceback__, **options)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield "NoneType: None\n"
            return
        if issubclass(self.exc_type, SyntaxError) and hasattr(self, "lineno"):
            yield from self._format_syntax_error(_qualified_name(self.exc_type))
        elif self._exc is not None and isinstance(self._exc, BaseException):
            yield _garter_traceback.exception_line(self._exc) + "\n"
        else:
            name = _qualified_name(self.exc_type)
            yield f"{name}: {self._str}\n" if self._str else f"{name}\n"
        notes = self.__notes__
        if isinstance(notes, _Sequence):
            for note in notes:
                note = note if isinstance(note, str) else _safe_str(note, "note")
                yield from [line + "\n" for line in note.split("\n")]
        elif notes is not None:
            yield _safe_str(notes, "__notes__", repr) + "\n"

    def _format_syntax_error(self, name):
        suffix = ""
        if self.lineno is not None:
            yield f'  File "{self.filename or "<string>"}", line {self.lineno}\n'
        elif self.filename is not None:
            suffix = f" ({self.filename})"
        if self.text is not None:
            rtext = self.text.rstrip("\n")
            ltext = rtext.lstrip(" \n\f")
            spaces = len(rtext) - len(ltext)
            yield f"    {ltext}\n"
            if self.offset is not None:
                start = self.offset
                end = start if self.end_offset in (None, 0) else self.end_offset
                if end == start or end == -1:
                    end = start + 1
                column, end_column = start - 1 - spaces, end - 1 - spaces
                if column >= 0:
                    indent = "".join(c if c.isspace() else " " for c in ltext[:column])
                    yield f"    {indent}{'^' * (end_column - column)}\n"
        yield f"{name}: {self.msg or '<no detail available>'}{suffix}\n"

    def format(self, *, chain=True):
        if chain and self._whole:
            yield from _chunks(_garter_traceback.report(self._exc))
            return
        exceptions = [self]
        links = []
        while chain:
            current = exceptions[-1]
            if current.__cause__ is not None:
                links.append(_LINKS[0])
                exceptions.append(current.__cause__)
            elif current.__context__ is not None and not current.__suppress_context__:
                links.append(_LINKS[1])
                exceptions.append(current.__context__)
            else:
                break
        for index in range(len(exceptions) - 1, -1, -1):
            exc = exceptions[index]
            if exc.stack:
                yield "Traceback (most recent call last):\n"
                yield from exc.stack.format()
            yield from exc.format_exception_only()
            if index:
                yield "\n" + links[index - 1] + "\n"

    def print(self, *, file=None, chain=True):
        file = _sys.stderr if file is None else file
        for line in self.format(chain=chain):
            print(line, file=file, end="")


def _qualified_name(cls):
    name = cls.__qualname__
    module = cls.__module__
    if module not in ("__main__", "builtins"):
        name = f"{module if isinstance(module, str) else '<unknown>'}.{name}"
    return name


def _safe_str(value, what="exception", function=str):
    try:
        return function(value)
    except Exception:
        return f"<{what} {function.__name__}() failed>"