# base85 and Ascii85 through base64: every short length with and without padding, folding,
# Adobe framing and wrapping, ignored characters of any container, and the ValueErrors.
import base64
def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)
data = bytes(range(256)) + b"\0\0\0\0" + b"    " + b"end"
for n in range(0, 14):
    for piece in (data[:n], data[250:250 + n], b"\0" * n, b" " * n):
        for pad in (False, True):
            e85 = base64.b85encode(piece, pad=pad)
            a85 = base64.a85encode(piece, pad=pad, foldspaces=True)
            a85b = base64.a85encode(piece, pad=pad, adobe=True, wrapcol=7)
            print(n, pad, e85, a85, a85b, base64.b85decode(e85), base64.a85decode(a85, foldspaces=True), base64.a85decode(a85b, adobe=True))
print(base64.b85decode(base64.b85encode(data)) == data, base64.a85decode(base64.a85encode(data)) == data)
err(base64.a85decode, b"ab c", ignorechars=" ")
err(base64.a85decode, b"abc", ignorechars=" ")
err(base64.a85decode, b'87cURD]i,"Ebo80', ignorechars=3)
err(base64.a85decode, b'87cURD]i, "Ebo80', ignorechars=[32])
err(base64.a85decode, b'87cURD]i, "Ebo80', ignorechars=bytearray(b" "))
err(base64.a85decode, b'87cURD]i, "Ebo80', ignorechars=b"")
err(base64.b85decode, b"|NsC0~")
err(base64.b85decode, b"{{{{{")
err(base64.b85decode, b"ab\xe9")
err(base64.b85decode, "ab cd")
err(base64.a85decode, b"uuuuu")
err(base64.a85decode, b"\xe9")
err(base64.a85decode, b"abz")
err(base64.a85decode, b"aby", foldspaces=True)
err(base64.a85decode, b"zzy")
err(base64.a85decode, b"yy", foldspaces=True)
err(base64.b85encode, "x")
err(base64.a85encode, "x")
err(base64.a85decode, "<~@:E_~>", adobe=True)
err(base64.a85decode, b"ab", adobe=True)
err(base64.encodebytes, bytes(range(200)))
err(base64.encodebytes, b"")
err(base64.encodebytes, "x")
big = bytes(range(256)) * 4000
print(base64.b85decode(base64.b85encode(big)) == big, base64.a85decode(base64.a85encode(big, wrapcol=76)) == big, base64.decodebytes(base64.encodebytes(big)) == big)
