"""quopri, as CPython 3.11's module: quoted-printable encoding and decoding of bytes and of
binary file objects, over binascii's `b2a_qp` and `a2b_qp`."""

from binascii import a2b_qp, b2a_qp

__all__ = ["encode", "decode", "encodestring", "decodestring"]


def encodestring(s, quotetabs=False, header=False):
    return b2a_qp(s, quotetabs=quotetabs, header=header)


def decodestring(s, header=False):
    return a2b_qp(s, header=header)


def encode(input, output, quotetabs, header=False):
    output.write(b2a_qp(input.read(), quotetabs=quotetabs, header=header))


def decode(input, output, header=False):
    output.write(a2b_qp(input.read(), header=header))
