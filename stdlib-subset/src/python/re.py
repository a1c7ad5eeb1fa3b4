"""Regular expressions, as CPython 3.11's `re`: the same syntax, flags, functions, Pattern and
Match objects and error messages. Matching runs in the native `_garter_re` engine, a
backtracking matcher charged per step, so a catastrophic pattern ends at the step limit.
Replacement templates and the objects around matches are built here."""

import _garter_re
from _re_support import _GenericAlias, mappingproxy

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "compile",
    "purge", "template", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X",
    "U", "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE",
    "NOFLAG", "RegexFlag", "Scanner",
]

_MAXSIZE = 9223372036854775807
_FLAG_ORDER = (
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32), ("MULTILINE", 8),
    ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1), ("DEBUG", 128),
)
_ALL_FLAGS = 511


class _FlagType(type):
    """Lets `RegexFlag` be indexed by member name and iterated over, as an enum class is."""

    def __getitem__(cls, name):
        for member, bit in _FLAG_ORDER:
            if member == name:
                return cls(bit)
        if name == "NOFLAG":
            return cls(0)
        raise KeyError(name)

    def __iter__(cls):
        for _, bit in _FLAG_ORDER:
            yield cls(bit)

    def __len__(cls):
        return len(_FLAG_ORDER)

    def __repr__(cls):
        return "<flag 'RegexFlag'>"


class RegexFlag(int, metaclass=_FlagType):
    """The flags of `re`, combined with `|` and shown as `re.IGNORECASE|re.MULTILINE`."""

    def __new__(cls, value=0):
        return int.__new__(cls, value)

    @property
    def value(self):
        return int(self)

    @property
    def name(self):
        names = [name for name, bit in _FLAG_ORDER if int(self) & bit]
        if not names:
            return "NOFLAG" if int(self) == 0 else None
        if int(self) & ~_ALL_FLAGS:
            return None
        return "|".join(names)

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        parts = ["re." + name for name, bit in _FLAG_ORDER if value & bit]
        if value & ~_ALL_FLAGS:
            parts.append(hex(value & ~_ALL_FLAGS))
        return "|".join(parts)

    __str__ = __repr__

    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(int(self), spec)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(_ALL_FLAGS & ~int(self))

    def __iter__(self):
        for name, bit in _FLAG_ORDER:
            if int(self) & bit:
                yield RegexFlag(bit)

    def __len__(self):
        return bin(int(self) & _ALL_FLAGS).count("1")

    def __contains__(self, other):
        return int(self) & int(other) == int(other)


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)


class error(Exception):
    """A pattern or replacement template that is not valid."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = self.colno = None
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        super().__init__(msg)


error.__module__ = "re"


def _empty_of(string):
    return "" if isinstance(string, str) else b""


def _as_index(value):
    if isinstance(value, int):
        return int(value)
    index = getattr(type(value), "__index__", None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
    return index(value)


_set = object.__setattr__
_PATTERN_ATTRIBUTES = ("pattern", "flags", "groups", "groupindex")
_MATCH_ATTRIBUTES = ("string", "re", "pos", "endpos", "lastindex", "lastgroup", "regs")


def _new_pattern(pattern, flags):
    info = _garter_re.compile(pattern, flags)
    if info[0] is None:
        if info[2] is None:
            raise error(info[1])
        raise error(info[1], pattern, info[2])
    compiled = object.__new__(Pattern)
    _set(compiled, "pattern", pattern)
    _set(compiled, "flags", info[0])
    _set(compiled, "groups", info[1])
    _set(compiled, "_names", info[2])
    _set(compiled, "_flags_in", flags)
    _set(compiled, "_templates", {})
    return compiled


class Pattern:
    """A compiled regular expression."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Pattern' instances")

    @property
    def groupindex(self):
        if not self._names:
            return {}
        return mappingproxy({name: index for name, index in self._names})

    def __setattr__(self, name, value):
        if name in _PATTERN_ATTRIBUTES:
            raise AttributeError("readonly attribute")
        raise AttributeError("'re.Pattern' object has no attribute '%s'" % name)

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    def match(self, string, pos=0, endpos=_MAXSIZE):
        found = _garter_re.match(self.pattern, self._flags_in, string, pos, endpos, 0)
        return None if found is None else _new_match(self, string, pos, endpos, found)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        found = _garter_re.match(self.pattern, self._flags_in, string, pos, endpos, 1)
        return None if found is None else _new_match(self, string, pos, endpos, found)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        found = _garter_re.match(self.pattern, self._flags_in, string, pos, endpos, 2)
        return None if found is None else _new_match(self, string, pos, endpos, found)

    def _scan(self, string, pos=0, endpos=_MAXSIZE, limit=0):
        return _garter_re.scan(self.pattern, self._flags_in, string, pos, endpos, limit)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        return _matches(self, string, pos, endpos, self._scan(string, pos, endpos))

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        return _garter_re.findall(self.pattern, self._flags_in, string, pos, endpos)

    def split(self, string, maxsplit=0):
        maxsplit = _as_index(maxsplit)
        if maxsplit < 0:
            return [string]
        return _garter_re.split(self.pattern, self._flags_in, string, maxsplit)

    def subn(self, repl, string, count=0):
        if type(count) is not int:
            count = _as_index(count)
        if callable(repl):
            expand = repl
            literal = None
        else:
            template = self._templates.get(repl) if type(repl) is str else None
            if template is None:
                template = _template(self, repl)
            if isinstance(repl, str) == isinstance(string, str) and count >= 0:
                return _garter_re.subn(self.pattern, self._flags_in, string, count, template[2])
            groups, literals, _ = template
            literal = None
            if not groups:
                literal = literals[0] if literals else _empty_of(repl)

            def expand(match):
                return _expand_template(template, match)
        if count < 0:
            return string, 0
        found_all = self._scan(string, 0, _MAXSIZE, count)
        if not found_all:
            return string[:], 0
        pieces = []
        last = 0
        for found in found_all:
            if last < found[1]:
                pieces.append(string[last:found[1]])
            piece = literal if literal is not None else expand(_new_match(self, string, 0, _MAXSIZE, found))
            if piece is not None:
                pieces.append(piece)
            last = found[2]
        if last < len(string):
            pieces.append(string[last:])
        return _empty_of(string).join(pieces), len(found_all)

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        return _Scanner(self, string, pos, endpos)

    def __repr__(self):
        shown = repr(self.pattern)[:200]
        flags = self.flags
        if isinstance(self.pattern, str):
            flags &= ~32
        if not flags:
            return "re.compile(%s)" % shown
        names = []
        for name, bit in (("TEMPLATE", 1), ("IGNORECASE", 2), ("LOCALE", 4), ("MULTILINE", 8), ("DOTALL", 16),
                          ("UNICODE", 32), ("VERBOSE", 64), ("DEBUG", 128), ("ASCII", 256)):
            if flags & bit:
                names.append("re." + name)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        return "re.compile(%s, %s)" % (shown, "|".join(names))

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (_compile, (self.pattern, self.flags))


class _Scanner:
    """The object `Pattern.scanner` returns: successive `match()` or `search()` calls, each
    starting where the last match ended."""

    def __init__(self, pattern, string, pos, endpos):
        self.pattern = pattern
        self._string = string
        self._pos = pos
        self._endpos = endpos
        self._must_advance = False

    def _next(self, mode):
        pos = self._pos
        if pos is None:
            return None
        if self._must_advance:
            mode |= 4
        found = _garter_re.match(self.pattern.pattern, self.pattern._flags_in, self._string, pos, self._endpos, mode)
        if found is None:
            self._pos = None
            return None
        self._pos = found[2]
        self._must_advance = found[1] == found[2]
        return _new_match(self.pattern, self._string, pos, self._endpos, found)

    def match(self):
        return self._next(0)

    def search(self):
        return self._next(2)


class Scanner:
    """A tokenizer over a lexicon of (pattern, action) pairs: `scan` matches the phrases one
    after another from the start of the string and collects what their actions return. At each
    position the first phrase that matches wins, as in CPython's combined alternation (whose
    phrases keep their own group numbers)."""

    def __init__(self, lexicon, flags=0):
        if isinstance(flags, RegexFlag):
            flags = int(flags)
        self.lexicon = lexicon
        self._phrases = [(_compile(phrase, flags), action) for phrase, action in lexicon]

    def scan(self, string):
        found = []
        done = 0
        while True:
            for pattern, action in self._phrases:
                match = pattern.match(string, done)
                if match:
                    break
            else:
                break
            end = match.end()
            if end == done:
                break
            if callable(action):
                self.match = match
                action = action(self, match.group())
            if action is not None:
                found.append(action)
            done = end
        return found, string[done:]


def _piece(string, start, end):
    """A matched piece of the subject: a bytes object when the subject is a bytearray or a
    memoryview, as CPython's match objects give."""
    piece = string[start:end]
    return piece if isinstance(piece, (str, bytes)) else bytes(piece)


def _new_match(pattern, string, pos, endpos, found):
    match = object.__new__(Match)
    _set(match, "_m", (pattern, string, pos, endpos, found))
    return match


def _matches(pattern, string, pos, endpos, found_all):
    for found in found_all:
        yield _new_match(pattern, string, pos, endpos, found)


class Match:
    """The result of a successful match. Its state is one tuple: the pattern, the string, the
    `pos` and `endpos` asked for, and the native result `(lastindex, start0, end0, ...)`."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Match' instances")

    def __setattr__(self, name, value):
        if name in _MATCH_ATTRIBUTES:
            raise AttributeError("readonly attribute")
        raise AttributeError("'re.Match' object has no attribute '%s'" % name)

    def __setitem__(self, group, value):
        raise TypeError("'re.Match' object does not support item assignment")

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    @property
    def re(self):
        return self._m[0]

    @property
    def string(self):
        return self._m[1]

    @property
    def pos(self):
        return min(max(self._m[2], 0), len(self._m[1]))

    @property
    def endpos(self):
        return min(max(self._m[3], 0), len(self._m[1]))

    @property
    def lastindex(self):
        return self._m[4][0]

    def _index(self, group):
        pattern = self._m[0]
        if isinstance(group, int):
            if 0 <= group <= pattern.groups:
                return int(group)
        elif isinstance(group, (str, bytes)):
            for name, index in pattern._names:
                if name == group:
                    return index
        elif hasattr(type(group), "__index__"):
            return self._index(group.__index__())
        else:
            hash(group)
        raise IndexError("no such group")

    def _group(self, index, default=None):
        spans = self._m[4]
        start = spans[2 * index + 1]
        if start < 0:
            return default
        return _piece(self._m[1], start, spans[2 * index + 2])

    def group(self, *groups):
        if not groups:
            spans = self._m[4]
            return _piece(self._m[1], spans[1], spans[2])
        if len(groups) == 1:
            return self._group(self._index(groups[0]))
        return tuple(self._group(self._index(g)) for g in groups)

    def __getitem__(self, group):
        return self._group(self._index(group))

    def groups(self, default=None):
        pattern, string, _, _, spans = self._m
        values = []
        for index in range(1, pattern.groups + 1):
            start = spans[2 * index + 1]
            values.append(_piece(string, start, spans[2 * index + 2]) if start >= 0 else default)
        return tuple(values)

    def groupdict(self, default=None):
        pattern, string, _, _, spans = self._m
        values = {}
        for name, index in pattern._names:
            start = spans[2 * index + 1]
            values[name] = _piece(string, start, spans[2 * index + 2]) if start >= 0 else default
        return values

    def start(self, group=0):
        return self._m[4][2 * self._index(group) + 1]

    def end(self, group=0):
        return self._m[4][2 * self._index(group) + 2]

    def span(self, group=0):
        index = self._index(group)
        spans = self._m[4]
        return (spans[2 * index + 1], spans[2 * index + 2])

    @property
    def regs(self):
        spans = self._m[4]
        return tuple((spans[2 * g + 1], spans[2 * g + 2]) for g in range(self._m[0].groups + 1))

    @property
    def lastgroup(self):
        lastindex = self._m[4][0]
        if lastindex is None:
            return None
        for name, index in self._m[0]._names:
            if index == lastindex:
                return name
        return None

    def expand(self, template):
        return _expand_template(_template(self._m[0], template), self)

    def __bool__(self):
        return True

    def __repr__(self):
        spans = self._m[4]
        return "<re.Match object; span=(%d, %d), match=%s>" % (spans[1], spans[2], repr(self._group(0))[:50])

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\"}
_OCTAL = "01234567"
_DIGITS = "0123456789"


class _TemplateSource:
    """A replacement template read token by token, as the pattern parser reads patterns."""

    def __init__(self, template):
        self.is_text = isinstance(template, str)
        self.original = template
        self.text = template if self.is_text else str(template, "latin-1")
        self.index = 0

    def error(self, msg, offset=0):
        return error(msg, self.original, self.index - offset)

    def next(self):
        if self.index >= len(self.text):
            return None
        c = self.text[self.index]
        if c == "\\":
            if self.index + 1 >= len(self.text):
                raise error("bad escape (end of pattern)", self.original, len(self.text) - 1)
            self.index += 2
            return "\\" + self.text[self.index - 1]
        self.index += 1
        return c

    def peek(self):
        if self.index >= len(self.text):
            return None
        return self.text[self.index]

    def until(self, terminator, what):
        result = ""
        while True:
            c = self.next()
            if c is None:
                if not result:
                    raise self.error("missing " + what)
                raise self.error("missing %s, unterminated name" % terminator, len(result))
            if c == terminator:
                if not result:
                    raise self.error("missing " + what, 1)
                return result
            result += c


_TEMPLATES_KEPT = 64


def _template(pattern, template):
    """The template as (group references, literals, the pieces the native `subn` takes): the
    first two as CPython's `parse_template` gives. A str or bytes template's is kept on the
    pattern."""
    kept = type(template) is str or type(template) is bytes
    if kept:
        cached = pattern._templates.get(template)
        if cached is not None:
            return cached
    result = _parse_template(pattern, template)
    if kept:
        if len(pattern._templates) >= _TEMPLATES_KEPT:
            pattern._templates.clear()
        pattern._templates[template] = result
    return result


def _parse_template(pattern, template):
    if not isinstance(template, (str, bytes)):
        raise TypeError("decoding to str: need a bytes-like object, %s found" % type(template).__name__)
    source = _TemplateSource(template)
    groups = []
    literals = []
    literal = []

    def add_group(index, offset):
        if index > pattern.groups:
            raise source.error("invalid group reference %d" % index, offset)
        if literal:
            literals.append("".join(literal))
            del literal[:]
        groups.append((len(literals), index))
        literals.append(None)

    while True:
        this = source.next()
        if this is None:
            break
        if this[0] != "\\":
            literal.append(this)
            continue
        c = this[1]
        if c == "g":
            if source.peek() != "<":
                raise source.error("missing <")
            source.next()
            name = source.until(">", "group name")
            if name.isidentifier():
                index = None
                for group_name, group_index in pattern._names:
                    if group_name == name:
                        index = group_index
                if index is None:
                    raise IndexError("unknown group name %r" % name)
            else:
                if not name.isdigit() or not name.isascii():
                    raise source.error("bad character in group name %r" % name, len(name) + 1)
                index = int(name)
                if index >= 1 << 30:
                    raise source.error("invalid group reference %d" % index, len(name) + 1)
            add_group(index, len(name) + 1)
        elif c == "0":
            if source.peek() is not None and source.peek() in _OCTAL:
                this += source.next()
                if source.peek() is not None and source.peek() in _OCTAL:
                    this += source.next()
            literal.append(chr(int(this[1:], 8) & 0xFF))
        elif c in _DIGITS:
            octal = False
            if source.peek() is not None and source.peek() in _DIGITS:
                this += source.next()
                if c in _OCTAL and this[2] in _OCTAL and source.peek() is not None and source.peek() in _OCTAL:
                    this += source.next()
                    octal = True
                    value = int(this[1:], 8)
                    if value > 0o377:
                        raise source.error("octal escape value %s outside of range 0-0o377" % this, len(this))
                    literal.append(chr(value))
            if not octal:
                add_group(int(this[1:]), len(this) - 1)
        elif c in _ESCAPES:
            literal.append(_ESCAPES[c])
        elif c.isascii() and c.isalpha():
            raise source.error("bad escape %s" % this, len(this))
        else:
            literal.append(this)
    if literal:
        literals.append("".join(literal))
    if not source.is_text:
        literals = [None if part is None else part.encode("latin-1") for part in literals]
    return (groups, literals, _template_parts(groups, literals))


def _template_parts(groups, literals):
    """The template as the native `subn` takes it: literal pieces and group numbers in order."""
    parts = list(literals)
    for index, group in groups:
        parts[index] = group
    return tuple(parts)


def _expand_template(template, match):
    groups, literals, _ = template
    parts = list(literals)
    empty = _empty_of(match.string)
    for index, group in groups:
        parts[index] = match.group(group) or empty
    return empty.join(parts)


_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    if not isinstance(flags, int):
        raise TypeError("unsupported operand type(s) for &: '%s' and 'RegexFlag'" % type(flags).__name__)
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    compiled = _new_pattern(pattern, flags)
    if len(_cache) >= _MAXCACHE:
        del _cache[next(iter(_cache))]
    _cache[key] = compiled
    return compiled


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    "Try to apply the pattern at the start of the string, returning a Match object, or None."
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    "Try to apply the pattern to all of the string, returning a Match object, or None."
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    "Scan through string looking for a match to the pattern, returning a Match object, or None."
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    "Return the string obtained by replacing the leftmost non-overlapping occurrences of the pattern."
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    "Return a 2-tuple containing (new_string, number) of substitutions made."
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    "Split the source string by the occurrences of the pattern, returning a list."
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    "Return a list of all non-overlapping matches in the string."
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    "Return an iterator over all non-overlapping matches in the string."
    return _compile(pattern, flags).finditer(string)


def purge():
    "Clear the regular expression caches."
    _cache.clear()


def template(pattern, flags=0):
    "Compile a template pattern, returning a Pattern object (deprecated)."
    return _compile(pattern, flags | T)


_SPECIAL = {c: "\\" + c for c in "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}


def escape(pattern):
    "Escape special characters in a string."
    if isinstance(pattern, str):
        return "".join([_SPECIAL.get(c, c) for c in pattern])
    text = str(pattern, "latin-1")
    return "".join([_SPECIAL.get(c, c) for c in text]).encode("latin-1")
