"""CPython 3.11's `codecs` for the codecs Garter has: the text encodings `str.encode` and
`bytes.decode` know (utf-8, utf-8-sig, ascii, latin-1, utf-16, utf-32 and their byte-order
forms, unicode_escape, raw_unicode_escape) and the bytes-to-bytes and str-to-str ones
(hex, base64, zlib, rot13): `encode`, `decode`, `lookup` with `CodecInfo`, `getencoder`,
`getdecoder`, `register`/`unregister` for search functions, the `BOM_*` constants and `open`
(the builtin `open` on the granted filesystem), and the incremental and stream codecs
(`getincrementalencoder`/`getincrementaldecoder`, `iterencode`/`iterdecode`, `getreader`/
`getwriter`, the base classes of `_codecs_stream`). Error handler registration is not
provided."""

import base64 as _base64
import binascii as _binascii
from _codecs_stream import BufferedIncrementalDecoder, BufferedIncrementalEncoder
from _codecs_stream import IncrementalDecoder, IncrementalEncoder, StreamReader
from _codecs_stream import StreamReaderWriter, StreamWriter, codec_classes as _codec_classes

__all__ = [
    "BOM", "BOM_BE", "BOM_LE", "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_BE", "BOM_UTF16_LE", "BOM_UTF32",
    "BOM_UTF32_BE", "BOM_UTF32_LE", "CodecInfo", "decode", "encode", "getdecoder", "getencoder", "lookup",
    "open", "register", "unregister", "IncrementalEncoder", "IncrementalDecoder",
    "BufferedIncrementalEncoder", "BufferedIncrementalDecoder", "StreamWriter", "StreamReader",
    "StreamReaderWriter", "getincrementalencoder", "getincrementaldecoder", "getreader",
    "getwriter", "iterencode", "iterdecode",
]

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_UTF16_LE = BOM_LE = b"\xff\xfe"
BOM_UTF16_BE = BOM_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE


class CodecInfo(tuple):
    """A codec's name and its encode and decode functions (each returning `(output, length
    consumed)`)."""

    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None, incrementalencoder=None,
                incrementaldecoder=None, name=None, *, _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} object for encoding {self.name} at {id(self):#x}>"


CodecInfo.__module__ = "codecs"


def _with_classes(name, encode, decode, **kwargs):
    """The CodecInfo of `name`, with its incremental and stream classes."""
    encoder, decoder, writer, reader = _codec_classes(name, encode, decode)
    return CodecInfo(encode, decode, streamreader=reader, streamwriter=writer,
                     incrementalencoder=encoder, incrementaldecoder=decoder, name=name, **kwargs)


def _text_codec(name, python_name):
    def encode(input, errors="strict"):
        return input.encode(python_name, errors), len(input)

    def decode(input, errors="strict"):
        data = _bytes_of(input, escapes=python_name.endswith("unicode_escape"))
        return data.decode(python_name, errors), len(data)

    return _with_classes(name, encode, decode)


def _bytes_of(input, escapes=False):
    """The bytes a decoder reads: a bytes-like object's, or for the escape codecs (which take a
    str as CPython's do) the str's UTF-8 encoding."""
    if isinstance(input, str):
        if escapes:
            return input.encode("utf-8")
        raise TypeError("a bytes-like object is required, not 'str'")
    try:
        return bytes(memoryview(input))
    except TypeError:
        raise TypeError(f"a bytes-like object is required, not '{type(input).__name__}'") from None


def _utf8_sig():
    def encode(input, errors="strict"):
        return BOM_UTF8 + input.encode("utf-8", errors), len(input)

    def decode(input, errors="strict"):
        data = _bytes_of(input)
        body = data[3:] if data.startswith(BOM_UTF8) else data
        return body.decode("utf-8", errors), len(data)

    return _with_classes("utf-8-sig", encode, decode)


def _bytes_codec(name, encoder, decoder):
    """A bytes-to-bytes codec; like CPython's, it knows only the strict error mode, and its
    decoder takes what the underlying function takes (an ASCII str too, for hex and base64)."""

    def check(errors):
        if errors != "strict":
            raise ValueError(f"{name} codec supports only the 'strict' error mode, not {errors!r}")

    def encode(input, errors="strict"):
        check(errors)
        data = bytes(memoryview(input))
        return encoder(data), len(data)

    def decode(input, errors="strict"):
        check(errors)
        return decoder(input), len(input)

    return _with_classes(name, encode, decode, _is_text_encoding=False)


def _zlib_codec():
    import zlib

    return _bytes_codec("zlib", zlib.compress, zlib.decompress)


_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm"
)


def _rot13():
    def rot13(input, errors="strict"):
        return str.translate(input, _ROT13), len(input)

    return _with_classes("rot-13", rot13, rot13, _is_text_encoding=False)


# Normalized name (lower case, `-` and space as `_`) -> (codec name, how to make it).
_CODECS = {
    "utf_8": ("utf-8", lambda: _text_codec("utf-8", "utf-8")),
    "utf8": ("utf-8", None),
    "u8": ("utf-8", None),
    "utf": ("utf-8", None),
    "utf8_ucs2": ("utf-8", None),
    "utf8_ucs4": ("utf-8", None),
    "utf_8_sig": ("utf-8-sig", _utf8_sig),
    "ascii": ("ascii", lambda: _text_codec("ascii", "ascii")),
    "us_ascii": ("ascii", None),
    "646": ("ascii", None),
    "latin_1": ("iso8859-1", lambda: _text_codec("iso8859-1", "latin-1")),
    "latin1": ("iso8859-1", None),
    "latin": ("iso8859-1", None),
    "l1": ("iso8859-1", None),
    "iso8859_1": ("iso8859-1", None),
    "iso_8859_1": ("iso8859-1", None),
    "8859": ("iso8859-1", None),
    "cp819": ("iso8859-1", None),
    "utf_16": ("utf-16", lambda: _text_codec("utf-16", "utf-16")),
    "utf16": ("utf-16", None),
    "u16": ("utf-16", None),
    "utf_16_le": ("utf-16-le", lambda: _text_codec("utf-16-le", "utf-16-le")),
    "utf_16le": ("utf-16-le", None),
    "utf_16_be": ("utf-16-be", lambda: _text_codec("utf-16-be", "utf-16-be")),
    "utf_16be": ("utf-16-be", None),
    "utf_32": ("utf-32", lambda: _text_codec("utf-32", "utf-32")),
    "utf32": ("utf-32", None),
    "u32": ("utf-32", None),
    "utf_32_le": ("utf-32-le", lambda: _text_codec("utf-32-le", "utf-32-le")),
    "utf_32le": ("utf-32-le", None),
    "utf_32_be": ("utf-32-be", lambda: _text_codec("utf-32-be", "utf-32-be")),
    "utf_32be": ("utf-32-be", None),
    "unicode_escape": ("unicode-escape", lambda: _text_codec("unicode-escape", "unicode_escape")),
    "raw_unicode_escape": ("raw-unicode-escape", lambda: _text_codec("raw-unicode-escape", "raw_unicode_escape")),
    "hex_codec": ("hex", lambda: _bytes_codec("hex", _binascii.b2a_hex, _binascii.a2b_hex)),
    "hex": ("hex", None),
    "base64_codec": ("base64", lambda: _bytes_codec("base64", _base64.encodebytes, _base64.decodebytes)),
    "base64": ("base64", None),
    "base_64": ("base64", None),
    "zlib_codec": ("zlib", _zlib_codec),
    "zlib": ("zlib", None),
    "zip": ("zlib", None),
    "rot_13": ("rot-13", _rot13),
    "rot13": ("rot-13", None),
}

_made = {}
_search_functions = []


def _normalize(encoding):
    return "_".join(encoding.lower().replace("-", " ").split())


def _builtin(normalized):
    entry = _CODECS.get(normalized)
    if entry is None:
        return None
    name = entry[0]
    if name not in _made:
        maker = next(make for codec, make in _CODECS.values() if codec == name and make is not None)
        _made[name] = maker()
    return _made[name]


def register(search_function):
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _search_functions.append(search_function)


def unregister(search_function):
    if search_function in _search_functions:
        _search_functions.remove(search_function)


def lookup(encoding):
    if not isinstance(encoding, str):
        raise TypeError(f"lookup() argument must be str, not {type(encoding).__name__}")
    normalized = _normalize(encoding)
    info = _builtin(normalized)
    if info is not None:
        return info
    for search in _search_functions:
        found = search(normalized)
        if found is not None:
            if not isinstance(found, CodecInfo) and not (isinstance(found, tuple) and len(found) == 4):
                raise TypeError("codec search functions must return 4-tuples")
            return found
    raise LookupError(f"unknown encoding: {encoding}")


def encode(obj, encoding="utf-8", errors="strict"):
    result = lookup(encoding).encode(obj, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("encoder must return a tuple (object, integer)")
    return result[0]


def decode(obj, encoding="utf-8", errors="strict"):
    result = lookup(encoding).decode(obj, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("decoder must return a tuple (object,integer)")
    return result[0]


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def open(filename, mode="r", encoding=None, errors="strict", buffering=-1):
    import builtins

    if encoding is None:
        return builtins.open(filename, mode, buffering)
    return builtins.open(filename, mode.replace("b", ""), buffering, encoding=lookup(encoding).name, errors=errors)


def getincrementalencoder(encoding):
    encoder = lookup(encoding).incrementalencoder
    if encoder is None:
        raise LookupError(encoding)
    return encoder


def getincrementaldecoder(encoding):
    decoder = lookup(encoding).incrementaldecoder
    if decoder is None:
        raise LookupError(encoding)
    return decoder


def getreader(encoding):
    return lookup(encoding).streamreader


def getwriter(encoding):
    return lookup(encoding).streamwriter


def iterencode(iterator, encoding, errors="strict", **kwargs):
    """Encodes the strs `iterator` yields a piece at a time."""
    encoder = getincrementalencoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = encoder.encode(input)
        if output:
            yield output
    output = encoder.encode("", True)
    if output:
        yield output


def iterdecode(iterator, encoding, errors="strict", **kwargs):
    """Decodes the bytes `iterator` yields a piece at a time."""
    decoder = getincrementaldecoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = decoder.decode(input)
        if output:
            yield output
    output = decoder.decode(b"", True)
    if output:
        yield output
