"""JSON encoding and decoding, as CPython 3.11's json module: the same output byte for byte
(separators, indentation, escaping, float and int forms) and the same errors."""

import _garter_json

__all__ = ["dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder"]


class JSONDecodeError(ValueError):
    """Subclass of ValueError with the position of the error: msg, doc, pos, lineno, colno."""

    __module__ = "json.decoder"

    def __init__(self, msg, doc, pos):
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        ValueError.__init__(self, "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


def _encode_string(s, ensure_ascii):
    return _garter_json.encode_string(s, ensure_ascii)


def _float_text(f, allow_nan, indented):
    """The text of a float; nan and the infinities only when `allow_nan`. CPython's message
    names the value only in the encoder it uses for indented output."""
    if f != f:
        text = "NaN"
    elif f == float("inf"):
        text = "Infinity"
    elif f == -float("inf"):
        text = "-Infinity"
    else:
        return float.__repr__(f)
    if not allow_nan:
        if indented:
            raise ValueError("Out of range float values are not JSON compliant: " + float.__repr__(f))
        raise ValueError("Out of range float values are not JSON compliant")
    return text


class JSONEncoder:
    __module__ = "json.encoder"

    item_separator = ", "
    key_separator = ": "

    def __init__(
        self,
        *,
        skipkeys=False,
        ensure_ascii=True,
        check_circular=True,
        allow_nan=True,
        sort_keys=False,
        indent=None,
        separators=None,
        default=None,
    ):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")

    def encode(self, o):
        if isinstance(o, str):
            return _encode_string(o, self.ensure_ascii)
        if type(self).iterencode is JSONEncoder.iterencode:
            indent = self.indent
            if indent is not None and not isinstance(indent, str):
                indent = " " * indent
            text = _garter_json.encode(
                o,
                indent,
                self.item_separator,
                self.key_separator,
                self.sort_keys,
                self.ensure_ascii,
                self.allow_nan,
                self.skipkeys,
                self.check_circular,
            )
            if text is not None:
                return text
        return "".join(self.iterencode(o))

    def iterencode(self, o, _one_shot=False):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        chunks = []
        _Encoding(self, indent, chunks).value(o, 0)
        return chunks


class _Encoding:
    """One encoding run: the options, the output chunks and the containers being encoded."""

    def __init__(self, encoder, indent, chunks):
        self.encoder = encoder
        self.indent = indent
        self.chunks = chunks
        self.markers = {} if encoder.check_circular else None

    def scalar(self, o):
        """The text of a str, None, bool, int or float; None for anything else."""
        if isinstance(o, str):
            return _encode_string(o, self.encoder.ensure_ascii)
        if o is None:
            return "null"
        if o is True:
            return "true"
        if o is False:
            return "false"
        if isinstance(o, int):
            return int.__repr__(o)
        if isinstance(o, float):
            return _float_text(o, self.encoder.allow_nan, self.indent is not None)
        return None

    def value(self, o, level):
        text = self.scalar(o)
        if text is not None:
            self.chunks.append(text)
        elif isinstance(o, (list, tuple)):
            self.list_container(o, level)
        elif isinstance(o, dict):
            self.dict_container(o, level)
        else:
            self.enter(o)
            self.value(self.encoder.default(o), level)
            self.leave(o)

    def enter(self, o):
        if self.markers is not None:
            if id(o) in self.markers:
                raise ValueError("Circular reference detected")
            self.markers[id(o)] = o

    def leave(self, o):
        if self.markers is not None:
            del self.markers[id(o)]

    def list_container(self, o, level):
        """A list or tuple; as CPython's encoder does, each scalar item comes in one chunk with
        what precedes it (the bracket, or the separator)."""
        if not o:
            self.chunks.append("[]")
            return
        self.enter(o)
        prefix = "["
        newline = None
        separator = self.encoder.item_separator
        if self.indent is not None:
            level += 1
            newline = "\n" + self.indent * level
            separator += newline
            prefix += newline
        first = True
        for item in o:
            if not first:
                prefix = separator
            first = False
            text = self.scalar(item)
            if text is not None:
                self.chunks.append(prefix + text)
            else:
                self.chunks.append(prefix)
                self.value(item, level)
        if newline is not None:
            self.chunks.append("\n" + self.indent * (level - 1))
        self.chunks.append("]")
        self.leave(o)

    def dict_container(self, o, level):
        if not o:
            self.chunks.append("{}")
            return
        self.enter(o)
        self.chunks.append("{")
        if self.indent is not None:
            level += 1
            newline = "\n" + self.indent * level
            separator = self.encoder.item_separator + newline
            self.chunks.append(newline)
        else:
            newline = None
            separator = self.encoder.item_separator
        self.dict_items(o, level, separator)
        if newline is not None:
            self.chunks.append("\n" + self.indent * (level - 1))
        self.chunks.append("}")
        self.leave(o)

    def dict_items(self, o, level, separator):
        encoder = self.encoder
        items = sorted(o.items()) if encoder.sort_keys else o.items()
        first = True
        for key, item in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = _float_text(key, encoder.allow_nan, self.indent is not None)
            elif key is True:
                key = "true"
            elif key is False:
                key = "false"
            elif key is None:
                key = "null"
            elif isinstance(key, int):
                key = int.__repr__(key)
            elif encoder.skipkeys:
                continue
            else:
                raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")
            if not first:
                self.chunks.append(separator)
            first = False
            self.chunks.append(_encode_string(key, encoder.ensure_ascii))
            self.chunks.append(encoder.key_separator)
            self.value(item, level)


def dumps(
    obj,
    *,
    skipkeys=False,
    ensure_ascii=True,
    check_circular=True,
    allow_nan=True,
    cls=None,
    indent=None,
    separators=None,
    default=None,
    sort_keys=False,
    **kw,
):
    if cls is None and default is None and not kw and (indent is None or isinstance(indent, (int, str))):
        # What JSONEncoder(...).encode(obj) does, without making the encoder.
        if separators is not None:
            item_separator, key_separator = separators
        elif indent is not None:
            item_separator, key_separator = ",", ": "
        else:
            item_separator, key_separator = ", ", ": "
        if isinstance(obj, str):
            return _encode_string(obj, ensure_ascii)
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        text = _garter_json.encode(
            obj, indent, item_separator, key_separator, sort_keys, ensure_ascii, allow_nan, skipkeys, check_circular
        )
        if text is not None:
            return text
    if cls is None:
        cls = JSONEncoder
    return cls(
        skipkeys=skipkeys,
        ensure_ascii=ensure_ascii,
        check_circular=check_circular,
        allow_nan=allow_nan,
        indent=indent,
        separators=separators,
        default=default,
        sort_keys=sort_keys,
        **kw,
    ).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


_WHITESPACE = " \t\n\r"
_CONSTANTS = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}
_CONSTANT = _CONSTANTS.__getitem__
_NAN = _CONSTANTS["NaN"]
_BACKSLASH = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class JSONDecoder:
    __module__ = "json.decoder"

    def __init__(
        self,
        *,
        object_hook=None,
        parse_float=None,
        parse_int=None,
        parse_constant=None,
        strict=True,
        object_pairs_hook=None,
    ):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANT
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self._hooks = _Hooks(self)

    def _scanner(self):
        """The hooks as they were when the decoder was made (CPython's scanner takes them then;
        a subclass that skips this __init__ gets them as they are now)."""
        hooks = self.__dict__.get("_hooks")
        return hooks if hooks is not None else _Hooks(self)

    def decode(self, s):
        if isinstance(s, str) and type(self).raw_decode is JSONDecoder.raw_decode:
            return _scan(self._scanner(), s, 0, True)[0]
        end = _skip(s, 0)
        obj, end = self.raw_decode(s, end)
        end = _skip(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        if not isinstance(s, str):
            raise TypeError(f"first argument must be a string, not {s.__class__.__name__}")
        if idx < 0:
            raise ValueError("idx cannot be negative")
        return _scan(self._scanner(), s, idx, False)


def _scan(hooks, s, idx, whole):
    """The value at `idx` of `s` and the index after it (with `whole`, the document `s`),
    decoded natively; with hooks, the native scanner's program runs here, calling them."""
    if hooks.native:
        obj, end, msg = _garter_json.scan(s, idx, hooks.strict, whole, _NAN)
        if msg is not None:
            raise JSONDecodeError(msg, s, end)
        return obj, end
    ops, args, end, msg, too_deep = _garter_json.events(
        s,
        idx,
        hooks.strict,
        whole,
        _NAN,
        hooks.parse_int is not int,
        hooks.parse_float is not float,
        hooks.parse_constant is not _CONSTANT,
    )
    stack = _run(hooks, ops, args)
    if msg is not None:
        if too_deep:
            raise RecursionError(msg)
        raise JSONDecodeError(msg, s, end)
    return stack[-1], end


def _run(hooks, ops, args):
    """Runs the program `_garter_json.events` wrote: 0 pushes its argument, 1, 2 and 3 push what
    parse_int, parse_float and parse_constant make of it, 4 makes a list of the top `arg`
    values and 5 an object of the top `arg` keys and values, through the object hooks."""
    stack = []
    push = stack.append
    for op, arg in zip(ops, args):
        if op == 0:
            push(arg)
        elif op == 5:
            start = len(stack) - 2 * arg
            flat = stack[start:]
            del stack[start:]
            pairs = list(zip(flat[::2], flat[1::2]))
            if hooks.object_pairs_hook is not None:
                push(hooks.object_pairs_hook(pairs))
            elif hooks.object_hook is not None:
                push(hooks.object_hook(dict(pairs)))
            else:
                push(dict(pairs))
        elif op == 4:
            start = len(stack) - arg
            items = stack[start:]
            del stack[start:]
            push(items)
        elif op == 1:
            push(hooks.parse_int(arg))
        elif op == 2:
            push(hooks.parse_float(arg))
        else:
            push(hooks.parse_constant(arg))
    return stack


class _Hooks:
    """What a decoder's scanner reads from the decoder, and whether none of it changes what
    the native scanner would build."""

    def __init__(self, decoder):
        self.object_hook = decoder.object_hook
        self.object_pairs_hook = decoder.object_pairs_hook
        self.parse_float = decoder.parse_float
        self.parse_int = decoder.parse_int
        self.parse_constant = decoder.parse_constant
        self.strict = decoder.strict
        self.native = (
            self.object_hook is None
            and self.object_pairs_hook is None
            and self.parse_float is float
            and self.parse_int is int
            and self.parse_constant is _CONSTANT
        )


def _skip(s, i):
    n = len(s)
    while i < n and s[i] in _WHITESPACE:
        i += 1
    return i


class _Parser:
    """The string scanner of `json.decoder.scanstring`."""

    def __init__(self, decoder, s):
        self.decoder = decoder
        self.s = s

    def string(self, i):
        s = self.s
        n = len(s)
        begin = i - 1
        parts = []
        strict = self.decoder.strict
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != "\\" and (not strict or s[j] >= " "):
                j += 1
            parts.append(s[i:j])
            if j >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            ch = s[j]
            if ch == '"':
                return "".join(parts), j + 1
            if ch != "\\":
                raise JSONDecodeError("Invalid control character at", s, j)
            if j + 1 >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            esc = s[j + 1]
            if esc != "u":
                if esc not in _BACKSLASH:
                    raise JSONDecodeError("Invalid \\escape", s, j)
                parts.append(_BACKSLASH[esc])
                i = j + 2
                continue
            code = self.hex4(j + 1)
            i = j + 6
            if 0xD800 <= code <= 0xDBFF and s[i : i + 2] == "\\u":
                low = self.hex4(i + 1)
                if 0xDC00 <= low <= 0xDFFF:
                    code = 0x10000 + (((code - 0xD800) << 10) | (low - 0xDC00))
                    i += 6
            parts.append(chr(code))

    def hex4(self, u):
        """The code unit of the `\\uXXXX` escape whose `u` is at index `u`; as CPython's, the
        escape is invalid when the text ends right after it (no closing quote could follow)."""
        digits = self.s[u + 1 : u + 5]
        if u + 5 < len(self.s) and all(c in "0123456789abcdefABCDEF" for c in digits):
            return int(digits, 16)
        raise JSONDecodeError("Invalid \\uXXXX escape", self.s, u)


def _detect_encoding(b):
    """How a JSON document given as bytes is encoded: by its byte order mark, else by where the
    zero bytes fall in its first four (a JSON text begins with an ASCII character)."""
    if b[:4] in (b"\x00\x00\xfe\xff", b"\xff\xfe\x00\x00"):
        return "utf-32"
    if b[:2] in (b"\xfe\xff", b"\xff\xfe"):
        return "utf-16"
    if b[:3] == b"\xef\xbb\xbf":
        return "utf-8-sig"
    if len(b) >= 4:
        if b[0] == 0:
            return "utf-32-be" if b[1] == 0 else "utf-16-be"
        if b[1] == 0:
            return "utf-32-le" if b[2] == 0 and b[3] == 0 else "utf-16-le"
    elif len(b) == 2:
        if b[0] == 0:
            return "utf-16-be"
        if b[1] == 0:
            return "utf-16-le"
    return "utf-8"


def _decode_error(codec, b, start, end, reason):
    if end - start == 1:
        where = "byte 0x%02x in position %d" % (b[start], start)
    else:
        where = "bytes in position %d-%d" % (start, end - 1)
    return UnicodeDecodeError("'%s' codec can't decode %s: %s" % (codec, where, reason))


def _decode_units(b, start, width, order):
    """UTF-16 (`width` 2) or UTF-32 (4) text from `b[start:]`, in byte order `order`."""
    codec = "utf-%d-%s" % (width * 8, "le" if order == "little" else "be")
    chars = []
    i = start
    n = len(b)
    while i + width <= n:
        unit = int.from_bytes(b[i : i + width], order)
        if width == 4 and unit > 0x10FFFF:
            raise _decode_error(codec, b, i, i + 4, "code point not in range(0x110000)")
        if width == 2 and 0xD800 <= unit <= 0xDBFF and i + 4 <= n:
            low = int.from_bytes(b[i + 2 : i + 4], order)
            if 0xDC00 <= low <= 0xDFFF:
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                i += 2
        chars.append(chr(unit))
        i += width
    if i < n:
        raise _decode_error(codec, b, i, n, "truncated data")
    return "".join(chars)


def _decode_document(b):
    """The text of a JSON document given as bytes, decoded as CPython's json decodes it."""
    encoding = _detect_encoding(b)
    if encoding == "utf-8":
        return b.decode("utf-8")
    if encoding == "utf-8-sig":
        return b[3:].decode("utf-8")
    if encoding in ("utf-16", "utf-32"):
        width = 2 if encoding == "utf-16" else 4
        return _decode_units(b, width, width, "little" if b[0] == 0xFF else "big")
    width = 2 if encoding.startswith("utf-16") else 4
    return _decode_units(b, 0, width, "little" if encoding.endswith("le") else "big")


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    if isinstance(s, str):
        if s[:1] == "\ufeff":
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    elif isinstance(s, (bytes, bytearray)):
        s = _decode_document(s)
    else:
        raise TypeError(f"the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}")
    if (
        cls is None
        and not kw
        and object_hook is None
        and object_pairs_hook is None
        and parse_float is None
        and parse_int is None
        and parse_constant is None
    ):
        obj, end, msg = _garter_json.scan(s, 0, True, True, _NAN)
        if msg is not None:
            raise JSONDecodeError(msg, s, end)
        return obj
    if cls is None:
        cls = JSONDecoder
    hooks = {
        "object_hook": object_hook,
        "object_pairs_hook": object_pairs_hook,
        "parse_float": parse_float,
        "parse_int": parse_int,
        "parse_constant": parse_constant,
    }
    # Only the hooks given reach `cls`, whose own __init__ may set the others.
    kw.update((name, hook) for name, hook in hooks.items() if hook is not None)
    return cls(**kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)
