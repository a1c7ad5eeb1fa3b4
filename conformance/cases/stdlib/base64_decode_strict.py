"""base64 decoding strictness: validate=True and its messages, padding errors with exact
counts, altchars checks, urlsafe mixes, b32 map01/casefold, b16 errors, and the TypeErrors
for wrong argument types."""
import base64
import binascii


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("validate bad char", lambda: base64.b64decode(b"aGVs!bG8=", validate=True))
attempt("validate newline", lambda: base64.b64decode(b"aGVs\nbG8=", validate=True))
attempt("non-validate junk", lambda: base64.b64decode(b"a!G!V!s!bG8="))
attempt("padding 1 char", lambda: base64.b64decode(b"a"))
attempt("padding 5 chars", lambda: base64.b64decode(b"aGVsb"))
attempt("excess padding", lambda: base64.b64decode(b"aGVsbG8=="))
attempt("excess padding validate", lambda: base64.b64decode(b"aGVsbG8==", validate=True))
attempt("early padding", lambda: base64.b64decode(b"aG=Vs", validate=True))
attempt("only padding", lambda: base64.b64decode(b"===="))
attempt("altchars", lambda: base64.b64decode(b"-_8=", altchars=b"-_"))
attempt("altchars wrong length", lambda: base64.b64encode(b"\xfb", altchars=b"-"))
attempt("urlsafe std chars", lambda: base64.urlsafe_b64decode(b"+/8="))
attempt("b64encode str", lambda: base64.b64encode("text"))
attempt("b64decode int", lambda: base64.b64decode(12))
attempt("b64decode non-ascii", lambda: base64.b64decode("é"))
attempt("b32 lower", lambda: base64.b32decode(b"nbswy3dp"))
attempt("b32 casefold", lambda: base64.b32decode(b"nbswy3dp", casefold=True))
attempt("b32 map01", lambda: base64.b32decode(b"N0SWY3DP", map01=b"L"))
attempt("b32 bad length", lambda: base64.b32decode(b"NBSWY3D"))
attempt("b32 bad padding", lambda: base64.b32decode(b"NB======"))
attempt("b16 lower", lambda: base64.b16decode(b"6a"))
attempt("b16 odd", lambda: base64.b16decode(b"6A6"))
attempt("b16 bad", lambda: base64.b16decode(b"GG"))
attempt("b16encode str", lambda: base64.b16encode("x"))
attempt("decodebytes str", lambda: base64.decodebytes("aGk="))
attempt("encodebytes str", lambda: base64.encodebytes("hi"))
print(base64.b64decode(b"aGk=aGk="), base64.b64decode(b"aGk=", validate=True), base64.b64decode("  aGk= "), base64.b32encode(b"\x00" * 7))
print(binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False), binascii.hexlify(b"\x01\xab", "-"), binascii.unhexlify("01ab"))
print(binascii.crc32(b"hello"), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.hexlify(b"abc", b":", 2))
attempt("unhexlify odd", lambda: binascii.unhexlify(b"abc"))
attempt("unhexlify bad", lambda: binascii.unhexlify(b"zz"))
attempt("a2b_base64 strict", lambda: binascii.a2b_base64(b"aGk=x", strict_mode=True))
print(issubclass(binascii.Error, ValueError), binascii.Incomplete.__name__)
