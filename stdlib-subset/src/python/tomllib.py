"""tomllib, as CPython 3.11's module: `loads` and `load` read TOML 1.0.0 into dicts, lists,
str, int, float, bool and datetime values, with CPython's `TOMLDecodeError` messages and
their "(at line L, column C)" positions. The parser (`_Parser`) reads one statement at a
time; tables declared by headers or dotted keys, and the frozen inline tables and arrays, are
tracked as sets of key paths."""

import re as _re
from datetime import date as _date, datetime as _datetime, time as _time
from datetime import timedelta as _timedelta, timezone as _timezone

__all__ = ("loads", "load", "TOMLDecodeError")

_TIME = r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]{1,6})[0-9]*)?"
_DATETIME = _re.compile(
    r"([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
    r"(?:[Tt ]" + _TIME + r"(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?"
)
_LOCALTIME = _re.compile(_TIME)
_NUMBER = _re.compile(
    r"0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|b[01](?:_?[01])*|o[0-7](?:_?[0-7])*)"
    r"|[+-]?(?:0|[1-9](?:_?[0-9])*)"
    r"(?P<fraction>(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?)"
)
_CONTROL = frozenset(chr(i) for i in range(32)) | {chr(127)}
_ILLEGAL_LINE = _CONTROL - {"\t"}
_ILLEGAL_MULTILINE = _CONTROL - {"\t", "\n"}
_SPACE = " \t"
_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
_KEY_START = _BARE | {'"', "'"}
_HEX = frozenset("0123456789abcdefABCDEF")
_ESCAPES = {"\\b": "\b", "\\t": "\t", "\\n": "\n", "\\f": "\f", "\\r": "\r", '\\"': '"',
            "\\\\": "\\"}


class TOMLDecodeError(ValueError):
    """An error raised if a document is not valid TOML."""


def load(fp, /, *, parse_float=float):
    """Parse TOML from a binary file object."""
    data = fp.read()
    try:
        text = data.decode()
    except AttributeError:
        raise TypeError(
            "File must be opened in binary mode, e.g. use `open('foo.toml', 'rb')`"
        ) from None
    return loads(text, parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    """Parse TOML from a string."""
    source = s.replace("\r\n", "\n")
    if parse_float is not float:
        parse_float = _checked_float(parse_float)
    return _Parser(source, parse_float).document()


def _checked_float(parse_float):
    def parse(text):
        value = parse_float(text)
        if isinstance(value, (dict, list)):
            raise ValueError("parse_float must not return dicts or lists")
        return value
    return parse


class _Parser:
    def __init__(self, source, parse_float):
        self.src = source
        self.pos = 0
        self.parse_float = parse_float
        self.root = {}
        self.explicit = set()
        self.pending = set()
        self.frozen = set()

    # ----- positions and errors -----

    def error(self, message, pos=None):
        pos = self.pos if pos is None else pos
        src = self.src
        if pos >= len(src):
            where = "end of document"
        else:
            line = src.count("\n", 0, pos) + 1
            column = pos + 1 if line == 1 else pos - src.rindex("\n", 0, pos)
            where = f"line {line}, column {column}"
        return TOMLDecodeError(f"{message} (at {where})")

    def peek(self):
        return self.src[self.pos:self.pos + 1]

    def skip(self, chars):
        src, pos = self.src, self.pos
        while pos < len(src) and src[pos] in chars:
            pos += 1
        self.pos = pos

    def skip_until(self, end, illegal, eof_error):
        src, start = self.src, self.pos
        found = src.find(end, start)
        if found < 0:
            found = len(src)
            if eof_error:
                raise self.error(f"Expected {end!r}", found)
        for i in range(start, found):
            if src[i] in illegal:
                raise self.error(f"Found invalid character {src[i]!r}", i)
        self.pos = found

    def skip_comment(self):
        if self.peek() == "#":
            self.pos += 1
            self.skip_until("\n", _ILLEGAL_LINE, False)

    def skip_array_space(self):
        while True:
            before = self.pos
            self.skip(" \t\n")
            self.skip_comment()
            if self.pos == before:
                return

    # ----- statements -----

    def document(self):
        header = ()
        src = self.src
        while True:
            self.skip(_SPACE)
            char = self.peek()
            if not char:
                break
            if char == "\n":
                self.pos += 1
                continue
            if char in _KEY_START:
                self.key_value(header)
                self.skip(_SPACE)
            elif char == "[":
                self.explicit |= self.pending
                self.pending.clear()
                if src.startswith("[[", self.pos):
                    header = self.array_table_header()
                else:
                    header = self.table_header()
                self.skip(_SPACE)
            elif char != "#":
                raise self.error("Invalid statement")
            self.skip_comment()
            char = self.peek()
            if not char:
                break
            if char != "\n":
                raise self.error("Expected newline or end of document after a statement")
            self.pos += 1
        return self.root

    def is_frozen(self, key):
        return any(key[:i] in self.frozen for i in range(1, len(key) + 1))

    def nest(self, key, through_lists=True):
        """The table at `key`, made where missing; KeyError where a value is in the way."""
        table = self.root
        for part in key:
            if part not in table:
                table[part] = {}
            table = table[part]
            if through_lists and isinstance(table, list):
                table = table[-1]
            if not isinstance(table, dict):
                raise KeyError("There is no nest behind this key")
        return table

    def table_header(self):
        self.pos += 1
        self.skip(_SPACE)
        key = self.key()
        if key in self.explicit or self.is_frozen(key):
            raise self.error(f"Cannot declare {key} twice")
        self.explicit.add(key)
        try:
            self.nest(key)
        except KeyError:
            raise self.error("Cannot overwrite a value") from None
        if not self.src.startswith("]", self.pos):
            raise self.error("Expected ']' at the end of a table declaration")
        self.pos += 1
        return key

    def array_table_header(self):
        self.pos += 2
        self.skip(_SPACE)
        key = self.key()
        if self.is_frozen(key):
            raise self.error(f"Cannot mutate immutable namespace {key}")
        depth = len(key)
        self.explicit = {k for k in self.explicit if k[:depth] != key}
        self.frozen = {k for k in self.frozen if k[:depth] != key}
        self.explicit.add(key)
        try:
            parent = self.nest(key[:-1])
            last = key[-1]
            if last not in parent:
                parent[last] = [{}]
            elif isinstance(parent[last], list):
                parent[last].append({})
            else:
                raise KeyError("An object other than list found behind this key")
        except KeyError:
            raise self.error("Cannot overwrite a value") from None
        if not self.src.startswith("]]", self.pos):
            raise self.error("Expected ']]' at the end of an array declaration")
        self.pos += 2
        return key

    def key_value(self, header):
        key, value = self.pair()
        parent = header + key[:-1]
        for i in range(1, len(key)):
            container = header + key[:i]
            if container in self.explicit:
                raise self.error(f"Cannot redefine namespace {container}")
            self.pending.add(container)
        if self.is_frozen(parent):
            raise self.error(f"Cannot mutate immutable namespace {parent}")
        try:
            table = self.nest(parent)
        except KeyError:
            raise self.error("Cannot overwrite a value") from None
        if key[-1] in table:
            raise self.error("Cannot overwrite a value")
        if isinstance(value, (dict, list)):
            self.frozen.add(header + key)
        table[key[-1]] = value

    def pair(self):
        key = self.key()
        if self.peek() != "=":
            raise self.error("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip(_SPACE)
        return key, self.value()

    def key(self):
        parts = [self.key_part()]
        self.skip(_SPACE)
        while self.peek() == ".":
            self.pos += 1
            self.skip(_SPACE)
            parts.append(self.key_part())
            self.skip(_SPACE)
        return tuple(parts)

    def key_part(self):
        char = self.peek()
        if char and char in _BARE:
            start = self.pos
            self.skip(_BARE)
            return self.src[start:self.pos]
        if char == "'":
            return self.literal_string()
        if char == '"':
            self.pos += 1
            return self.basic_string(False)
        raise self.error("Invalid initial character for a key part")

    # ----- values -----

    def value(self):
        src, pos = self.src, self.pos
        char = self.peek()
        if char == '"':
            if src.startswith('"""', pos):
                return self.multiline_string(False)
            self.pos += 1
            return self.basic_string(False)
        if char == "'":
            if src.startswith("'''", pos):
                return self.multiline_string(True)
            return self.literal_string()
        if char == "t" and src.startswith("true", pos):
            self.pos += 4
            return True
        if char == "f" and src.startswith("false", pos):
            self.pos += 5
            return False
        if char == "[":
            return self.array()
        if char == "{":
            return self.inline_table()
        match = _DATETIME.match(src, pos)
        if match:
            try:
                value = _datetime_value(match)
            except ValueError as e:
                raise self.error("Invalid date or datetime") from e
            self.pos = match.end()
            return value
        match = _LOCALTIME.match(src, pos)
        if match:
            self.pos = match.end()
            return _time(*_time_fields(match.groups()))
        match = _NUMBER.match(src, pos)
        if match:
            self.pos = match.end()
            if match.group("fraction"):
                return self.parse_float(match.group().replace("_", ""))
            return int(match.group(), 0)
        for word in ("inf", "nan", "-inf", "+inf", "-nan", "+nan"):
            if src.startswith(word, pos):
                self.pos += len(word)
                return self.parse_float(word)
        raise self.error("Invalid value")

    def array(self):
        self.pos += 1
        items = []
        self.skip_array_space()
        if self.peek() == "]":
            self.pos += 1
            return items
        while True:
            items.append(self.value())
            self.skip_array_space()
            char = self.peek()
            if char == "]":
                self.pos += 1
                return items
            if char != ",":
                raise self.error("Unclosed array")
            self.pos += 1
            self.skip_array_space()
            if self.peek() == "]":
                self.pos += 1
                return items

    def inline_table(self):
        self.pos += 1
        table = {}
        frozen = set()
        self.skip(_SPACE)
        if self.peek() == "}":
            self.pos += 1
            return table
        while True:
            key, value = self.pair()
            if any(key[:i] in frozen for i in range(1, len(key) + 1)):
                raise self.error(f"Cannot mutate immutable namespace {key}")
            nest = table
            try:
                for part in key[:-1]:
                    nest = nest.setdefault(part, {})
                    if not isinstance(nest, dict):
                        raise KeyError(part)
            except KeyError:
                raise self.error("Cannot overwrite a value") from None
            if key[-1] in nest:
                raise self.error(f"Duplicate inline table key {key[-1]!r}")
            nest[key[-1]] = value
            self.skip(_SPACE)
            char = self.peek()
            if char == "}":
                self.pos += 1
                return table
            if char != ",":
                raise self.error("Unclosed inline table")
            if isinstance(value, (dict, list)):
                frozen.add(key)
            self.pos += 1
            self.skip(_SPACE)

    # ----- strings -----

    def literal_string(self):
        self.pos += 1
        start = self.pos
        self.skip_until("'", _ILLEGAL_LINE, True)
        self.pos += 1
        return self.src[start:self.pos - 1]

    def multiline_string(self, literal):
        self.pos += 3
        if self.src.startswith("\n", self.pos):
            self.pos += 1
        if literal:
            delimiter = "'"
            start = self.pos
            self.skip_until("'''", _ILLEGAL_MULTILINE, True)
            text = self.src[start:self.pos]
            self.pos += 3
        else:
            delimiter = '"'
            text = self.basic_string(True)
        for _ in range(2):
            if not self.src.startswith(delimiter, self.pos):
                break
            self.pos += 1
            text += delimiter
        return text

    def basic_string(self, multiline):
        illegal = _ILLEGAL_MULTILINE if multiline else _ILLEGAL_LINE
        src = self.src
        pieces = []
        start = pos = self.pos
        while True:
            if pos >= len(src):
                raise self.error("Unterminated string", pos)
            char = src[pos]
            if char == '"':
                if not multiline:
                    pieces.append(src[start:pos])
                    self.pos = pos + 1
                    return "".join(pieces)
                if src.startswith('"""', pos):
                    pieces.append(src[start:pos])
                    self.pos = pos + 3
                    return "".join(pieces)
                pos += 1
                continue
            if char == "\\":
                pieces.append(src[start:pos])
                self.pos = pos
                pieces.append(self.escape(multiline))
                start = pos = self.pos
                continue
            if char in illegal:
                raise self.error(f"Illegal character {char!r}", pos)
            pos += 1

    def escape(self, multiline):
        src = self.src
        code = src[self.pos:self.pos + 2]
        self.pos += 2
        if multiline and code in ("\\ ", "\\\t", "\\\n"):
            if code != "\\\n":
                self.skip(_SPACE)
                char = self.peek()
                if not char:
                    return ""
                if char != "\n":
                    raise self.error("Unescaped '\\' in a string")
                self.pos += 1
            self.skip(" \t\n")
            return ""
        if code == "\\u":
            return self.hex_char(4)
        if code == "\\U":
            return self.hex_char(8)
        if code in _ESCAPES:
            return _ESCAPES[code]
        raise self.error("Unescaped '\\' in a string")

    def hex_char(self, length):
        digits = self.src[self.pos:self.pos + length]
        if len(digits) != length or not _HEX.issuperset(digits):
            raise self.error("Invalid hex value")
        self.pos += length
        code = int(digits, 16)
        if not (0 <= code <= 0xD7FF or 0xE000 <= code <= 0x10FFFF):
            raise self.error("Escaped character is not a Unicode scalar value")
        return chr(code)


def _time_fields(groups):
    hour, minute, second, fraction = groups
    micros = int(fraction.ljust(6, "0")) if fraction else 0
    return int(hour), int(minute), int(second), micros


def _datetime_value(match):
    (year, month, day, hour, minute, second, fraction, zulu, sign, offset_hours,
     offset_minutes) = match.groups()
    if hour is None:
        return _date(int(year), int(month), int(day))
    fields = _time_fields((hour, minute, second, fraction))
    if zulu:
        zone = _timezone.utc
    elif sign:
        delta = _timedelta(hours=int(offset_hours), minutes=int(offset_minutes))
        zone = _timezone(-delta if sign == "-" else delta)
    else:
        zone = None
    return _datetime(int(year), int(month), int(day), *fields, tzinfo=zone)
