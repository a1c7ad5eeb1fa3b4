"""base64's Base85 and Ascii85 codecs (b85encode/b85decode, a85encode/a85decode with their
options) and the base32hex alphabet, with their errors."""
import base64


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


samples = [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"\x00\x00\x00\x00", b"\x00", b"    ", b"hello world!",
           bytes(range(256)), b"\xff\xff\xff\xff", b"    x", b"\x00\x00\x00\x00\x00"]
for data in samples:
    b85 = base64.b85encode(data)
    padded = base64.b85encode(data, pad=True)
    a85 = base64.a85encode(data)
    assert base64.b85decode(b85) == data and base64.a85decode(a85) == data
    print(len(data), b85[:40], padded[-10:], a85[:40], base64.a85encode(data, foldspaces=True)[:20])
print(base64.a85encode(b"hello world, this is ascii85", adobe=True))
print(base64.a85encode(b"hello world, this is ascii85", wrapcol=10))
print(base64.a85encode(b"hello world, this is ascii85", wrapcol=10, adobe=True))
print(base64.a85encode(b"hello world", wrapcol=1, adobe=True))
print(base64.a85encode(b"abcdefgh", wrapcol=7, adobe=True), base64.a85encode(b"abc", pad=True), base64.a85encode(b""))
print(base64.a85decode(b"<~BOu!rD]j7BEbo7~>", adobe=True), base64.a85decode(b"BOu!rD]j7BEbo7~>", adobe=True))
print(base64.a85decode(b"BOu!r D]j7\nBEbo7"), base64.a85decode("z"), base64.a85decode(b"y", foldspaces=True))
print(base64.a85decode(b"BOu!rD]j7BEbo7", ignorechars=b""), base64.b85decode("VPa!sWoBn+X=-b1ZEkOHadLBXb#`}nd3r%YLqtVJM@UIZOH55pPf$@(Q&d$}S6EqEFflSSG&MFiI5{CeBQRbjDkv#CIy^osE+AW7dwl"))
print(base64.b85decode(b"cXxL#aCvlSZ*DGca%T"), base64.b85decode("VE"), base64.b85decode(""))
print(base64.b32hexencode(b"hello"), base64.b32hexencode(b""), base64.b32hexencode(b"\xff\x00"), base64.b32hexdecode(b"D1IMOR3F"))
attempt("b85 bad char", lambda: base64.b85decode(b"ab\"cd"))
attempt("b85 bad char late", lambda: base64.b85decode(b"abcde fghij"))
attempt("b85 overflow", lambda: base64.b85decode(b"~~~~~"))
attempt("b85 overflow second", lambda: base64.b85decode(b"00000|||||"))
attempt("b85 str non-ascii", lambda: base64.b85decode("é"))
attempt("b85 int", lambda: base64.b85decode(5))
attempt("b85encode str", lambda: base64.b85encode("abc"))
attempt("a85encode str", lambda: base64.a85encode("abc"))
attempt("a85 bad digit", lambda: base64.a85decode(b"abc{"))
attempt("a85 z inside", lambda: base64.a85decode(b"ab z"))
attempt("a85 y inside", lambda: base64.a85decode(b"ab y", foldspaces=True))
attempt("a85 y unfolded", lambda: base64.a85decode(b"y"))
attempt("a85 overflow", lambda: base64.a85decode(b"uuuuu"))
attempt("a85 adobe end", lambda: base64.a85decode(b"<~abc", adobe=True))
attempt("a85 keyword only", lambda: base64.a85encode(b"a", True))
attempt("b32hexdecode bad", lambda: base64.b32hexdecode(b"WXYZ===="))
attempt("b32hexdecode casefold", lambda: base64.b32hexdecode(b"d1imor3f", casefold=True))
attempt("b32hexdecode lower", lambda: base64.b32hexdecode(b"d1imor3f"))
