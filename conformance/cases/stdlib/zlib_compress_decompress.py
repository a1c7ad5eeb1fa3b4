# zlib.compress/decompress: round trips over levels, window sizes and containers, streams made by
# CPython's zlib, the wbits rules, and the errors of bad arguments and broken data.
import zlib

ZL = b'x\xda\x0b\xc9HU(,\xcdL\xceVH*\xca/\xcfSH\xcb\xafP\xc8*\xcd-(V\xc8/K-R(\x01J\xe7$VU*\xa4\xe4\xa7\xeb)\x84\x8c*\x1eU<\xaa\x98\xda\x8a\x01G\xa5C\x1c'
RAW = b'+J,WHIM\xcbI,IUHI,IT(\x1a\xac\x02\x00'
GZ = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03K\xaf\xca,P(/J,(HMQH\xaaT\xa8\xca\xc9L\xe2J\xa7\x81 \x003q&Ki\x00\x00\x00'
STORED = b'x\x01\x01\x07\x00\xf8\xffstored!\x0b\xef\x02\xb3'
FIXED = b'x\x9cKLJN\x04#\x00\x11=\x03s'
TEXT = b"The quick brown fox jumps over the lazy dog. " * 20

print(zlib.decompress(ZL) == TEXT, zlib.decompress(ZL, 0) == TEXT, zlib.decompress(ZL, 47) == TEXT)
print(zlib.decompress(RAW, -15), zlib.decompress(RAW, -8)[:20])
print(zlib.decompress(GZ, 31), zlib.decompress(GZ, 47) == zlib.decompress(GZ, 16 + 15))
print(zlib.decompress(STORED), zlib.decompress(FIXED), zlib.decompress(ZL + b"trailing junk") == TEXT)
print(zlib.decompress(ZL, bufsize=1) == TEXT, zlib.decompress(ZL, 15, 0) == TEXT)

data = b"".join(b"%d:%s;" % (i, b"abc" * (i % 7)) for i in range(3000))
samples = [b"", b"a", b"hello", data, bytes(range(256)) * 300]
for level in (-1, 0, 1, 5, 6, 9):
    ok = all(zlib.decompress(zlib.compress(s, level)) == s for s in samples)
    print("level", level, ok)
for wbits in (9, 10, 12, 14, 15, -9, -12, -15, 25, 28, 31, 8):
    packed = [zlib.compress(s, 6, wbits) for s in samples]
    back = wbits if wbits != 8 else 9
    print("wbits", wbits, all(zlib.decompress(p, back) == s for p, s in zip(packed, samples)))
for wbits in (9, 15, 25, 31):
    packed = zlib.compress(data, 6, wbits)
    print("auto", wbits, zlib.decompress(packed, 32 + (wbits & 15)) == data, zlib.decompress(packed, 32) == data)
print(zlib.compress(b"abc")[:2], zlib.compress(b"abc", 1)[:2], zlib.compress(b"abc", 9)[:2], zlib.compress(b"", 0)[:2])
print(zlib.compress(b"abc", wbits=31)[:10], zlib.compress(b"abc", 9, 31)[:10], zlib.compress(b"abc", 1, 31)[:10])
print(zlib.compress(b"abc", wbits=12)[:2], zlib.compress(b"abc", wbits=9)[:2], zlib.compress(b"abc", wbits=8)[:2])
print(zlib.compress(b"abc", wbits=31)[-8:], zlib.compress(b"abc")[-4:], zlib.compress(b"abc", 0, -15))


def attempt(label, call):
    try:
        result = call()
        print(label, "->", result[:30] if isinstance(result, bytes) else result)
    except Exception as e:
        print(label, type(e).__name__, e)


for wbits in (0, 8, 9, 14, 16, 24, 31, 32, 40, 47, 48, 100, -7, -8, -16):
    attempt(f"decompress wbits={wbits}", lambda: zlib.decompress(ZL, wbits))
for wbits in (0, 7, 16, 24, 32, -8, -16):
    attempt(f"compress wbits={wbits}", lambda: zlib.compress(b"x", 6, wbits))
for level in (-2, 10):
    attempt(f"compress level={level}", lambda: zlib.compress(b"x", level))
attempt("truncated", lambda: zlib.decompress(ZL[:-1]))
attempt("cut short", lambda: zlib.decompress(ZL[:10]))
attempt("empty", lambda: zlib.decompress(b""))
attempt("garbage", lambda: zlib.decompress(b"garbage data"))
attempt("bad check", lambda: zlib.decompress(ZL[:-4] + b"\0\0\0\0"))
attempt("bad method", lambda: zlib.decompress(b"\x77\x09abc"))
attempt("bad block type", lambda: zlib.decompress(b"\x07", -15))
attempt("bad stored lengths", lambda: zlib.decompress(b"\x01\x05\x00\x05\x00", -15))
attempt("gzip bad magic", lambda: zlib.decompress(b"\x1f\x8c" + GZ[2:], 31))
attempt("gzip bad flags", lambda: zlib.decompress(GZ[:3] + b"\xe0" + GZ[4:], 31))
attempt("gzip bad crc", lambda: zlib.decompress(GZ[:-8] + b"\0\0\0\0" + GZ[-4:], 31))
attempt("gzip bad length", lambda: zlib.decompress(GZ[:-4] + b"\0\0\0\0", 31))
attempt("far back", lambda: zlib.decompress(b"\x03\x02\x00", -15))
attempt("str data", lambda: zlib.decompress("text"))
attempt("str to compress", lambda: zlib.compress("text"))
attempt("bufsize", lambda: zlib.decompress(ZL, 15, -1))
attempt("level type", lambda: zlib.compress(b"x", "9"))
attempt("wbits type", lambda: zlib.decompress(ZL, 1.0))
