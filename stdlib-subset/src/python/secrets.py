"""Random numbers for secrets, as CPython 3.11's secrets module: tokens, `randbelow`, `randbits`,
`choice` and `SystemRandom` draw from the entropy the host grants (PermissionError without it),
and `compare_digest` compares without stopping at the first difference."""

from base64 import urlsafe_b64encode as _urlsafe_b64encode
from random import SystemRandom

from _garter_sys import urandom as _urandom

__all__ = ["choice", "randbelow", "randbits", "SystemRandom", "token_bytes", "token_hex", "token_urlsafe",
           "compare_digest"]

_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice

DEFAULT_ENTROPY = 32


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand._randbelow(exclusive_upper_bound)


def token_bytes(nbytes=None):
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _urandom(nbytes, "secrets.token_bytes()")


def token_hex(nbytes=None):
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    return _urlsafe_b64encode(token_bytes(nbytes)).rstrip(b"=").decode("ascii")


def _digest_bytes(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        return a.encode("ascii"), b.encode("ascii")
    if not isinstance(a, bytes) and not isinstance(b, bytes):
        raise TypeError(
            f"unsupported operand types(s) or combination of types: '{type(a).__name__}' and '{type(b).__name__}'"
        )
    for value in (a, b):
        if not isinstance(value, bytes):
            raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")
    return a, b


def compare_digest(a, b):
    """`a == b` for two ASCII strs or two bytes, looking at every byte whatever the outcome."""
    left, right = _digest_bytes(a, b)
    difference = len(left) ^ len(right)
    if len(left) != len(right):
        left = right
    for x, y in zip(left, right):
        difference |= x ^ y
    return difference == 0
