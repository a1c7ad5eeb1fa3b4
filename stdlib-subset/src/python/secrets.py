"""Random numbers for secrets, as CPython 3.11's secrets module: tokens, `randbelow`, `randbits`,
`choice` and `SystemRandom` draw from the entropy the host grants (PermissionError without it),
and `compare_digest` compares without stopping at the first difference."""

from base64 import urlsafe_b64encode as _urlsafe_b64encode
from hmac import compare_digest
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
