# binascii's uuencode, quoted-printable and CRC-CCITT, and quopri over them: round trips over
# varied data (a fixed pseudo-random stream), the line rules of quoted-printable, and errors.
import binascii
import io
import quopri


def stream(seed, n):
    out = bytearray()
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(seed >> 16 & 0xFF)
    return bytes(out)


for size in [0, 1, 2, 3, 4, 44, 45]:
    data = stream(size, size)
    line = binascii.b2a_uu(data)
    print(size, line, binascii.a2b_uu(line) == data, binascii.b2a_uu(data, backtick=True)[:12])
print(binascii.a2b_uu(b""), binascii.a2b_uu(b" "), binascii.a2b_uu("#86)C\n"), binascii.a2b_uu(b"$86)C"))

texts = [
    b"Hello, World!",
    b"caf\xc3\xa9 = coffee\n",
    b"trailing space \nand tab\t\nend ",
    b"line1\r\nline2 \r\n",
    b"." + b"\n.\nx.",
    b"a" * 80 + b"\n" + b"b" * 76 + b"=" + b"c" * 150,
    b"tabs\tand spaces  inside\ttext\t",
    b"_under_score and spaces",
    b"\x00\x01\x7f\x80\xff",
    stream(7, 200),
]
for text in texts:
    encoded = binascii.b2a_qp(text)
    print(encoded)
    print(binascii.b2a_qp(text, quotetabs=True)[:60], binascii.b2a_qp(text, istext=False)[:60])
    print(binascii.b2a_qp(text, header=True)[:60], binascii.a2b_qp(encoded) == text)
print(binascii.a2b_qp(b"soft=\nbreak=\r\nhere =3D =3d =XY =\n=="), binascii.a2b_qp("a_b=20c", header=True))
print(binascii.a2b_qp(b"="), binascii.a2b_qp(b"=4"), binascii.a2b_qp(b"x=\r"))

for data, value in [(b"", 0), (b"123456789", 0), (b"123456789", 0xFFFF), (b"abc", -1), (b"abc", 2**40), (stream(3, 500), 77)]:
    print(binascii.crc_hqx(data, value), binascii.crc32(data, value & 0xFFFFFFFF))

print(quopri.encodestring(b"caf\xc3\xa9 bar=1 \n"), quopri.decodestring(b"caf=C3=A9_bar", header=True))
source, target = io.BytesIO(b"tab\there=\n"), io.BytesIO()
quopri.encode(source, target, quotetabs=True)
print(target.getvalue())
source, target = io.BytesIO(target.getvalue()), io.BytesIO()
quopri.decode(source, target)
print(target.getvalue())

calls = [
    "binascii.b2a_uu(b'x' * 46)", "binascii.a2b_uu(b'!\\x7f')", "binascii.a2b_uu(b'!86$$ abc')",
    "binascii.a2b_uu('\\xe9')", "binascii.b2a_qp('x')", "binascii.crc_hqx('abc', 0)", "binascii.b2a_uu('x')",
]
for call in calls:
    try:
        print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)
