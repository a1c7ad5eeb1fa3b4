"""json.encoder, as CPython 3.11's: `JSONEncoder` (the same class as json's) and the string
encoders `encode_basestring` and `encode_basestring_ascii`."""

from json import JSONEncoder, _encode_string

__all__ = ["JSONEncoder"]

INFINITY = float("inf")


def encode_basestring(s):
    """`s` as a JSON string literal, keeping non-ASCII characters."""
    return _encode_string(s, False)


def encode_basestring_ascii(s):
    """`s` as a JSON string literal in ASCII, non-ASCII characters as `\\uXXXX` escapes."""
    return _encode_string(s, True)


py_encode_basestring = encode_basestring
py_encode_basestring_ascii = encode_basestring_ascii
