# zlib.compressobj and decompressobj: streams in pieces, flush modes, max_length with the
# unconsumed tail, unused data after the end, eof, copies, preset dictionaries, and their errors.
import zlib

SAMPLE = bytes((i * 7 + i // 100) % 251 for i in range(3000)) + b"hello world " * 300
# zlib.compress(SAMPLE, 9) by CPython.
PACKED = b'x\xdac`\xe7\x13\x95Q\xd62\xb4\xb0w\xf3\r\x89N\xca,(\xafk\xed\x99<k\xe1\x8a\xf5\xdb\xf6\x1e9}\xe9\xe6\x83\xe7\xef\xbe2r\xf0\x8b\xc9\xaah\x1bY:\xb8\xfb\x85\xc6$g\x15V\xd4\xb7\xf5N\x99\xbdh\xe5\x86\xed\xfb\x8e\x9e\xb9|\xeb\xe1\x8b\xf7\xdf\x988\x05\xc4\xe5Tu\x8c\xad\x1c=\xfc\xc3bS\xb2\x8b*\x1b\xda\xfb\xa6\xceY\xbcj\xe3\x8e\xfd\xc7\xcf]\xbd\xf3\xf8\xd5\xc7\x1f,\xdcB\x92\n\xeaz\xa66\xce^\x81\x11\xf1i\xb9%\xd5M\x9d\x13\xa6\xcf[\xbaf\xf3\xae\x83\'\xce_\xbb\xfb\xe4\xf5\xa7\x9f\xac<\xc2R\x8a\x1a\xfaf\xb6.\xdeA\x91\t\xe9y\xa55\xcd]\x13g\xcc_\xb6v\xcb\xeeC\'/\\\xbf\xf7\xf4\xcd\xe7_l\xbc"\xd2J\x9a\x06\xe6v\xae>\xc1Q\x89\x19\xf9e\xb5-\xddTv\xf2\xb1\xb3Wn?z\xf9\xe1;3\x97\xa0\x84\xbc\x9a\xae\x89\xb5\x93g@8\x95\x9d<i\xe6\x82\xe5\xeb\xb6\xee9|\xea\xe2\x8d\xfb\xcf\xde~a\x00\xc7\x04\x95\x9d\x1c\x97\x9aS\\\xd5\xd8\xd1?m\xee\x92\xd5\x9bv\x1e\x80\xc4\x04\x95\x9d\x8c5\xf1P\xd9\xc9X\x13\x0f\x95\x9d\x8c5\xf1P\xd9\xc9X\x13\x0f\x95\x9d\x8c5\xf1P\xd9\xc9X\x13\x0f\x95\x9d\x8c5\xf1P\xd9\xc9X\x13\x0f\xcd\nB\xa4\xc4C\xb3\x82\x10)\xf1\xd0\xac DJ<4+\x08\x91\x12\x0f\xcd\nB\xa4\xc4C\xb3\x82\x10)\xf1\xd0\xac DJ<4+\x08\x91\x12\x0f\xcd\nB\xa4\xc4C\xb3\x82\x10)\xf1\xd0\xac DJ<th^\x1d\xa3C\xf3j\x12\x1d\x9aWqth^i\xd1\xa1y\xf5\x91\x0e\xcd\xab\xbd\x19\xa999\xf9\n\xe5\xf9E9)\n\xa3\xecQ\xf6({\x94=\xca\x1ee\x8f\xb2G\xd9\xa3\xecQ\xf6({\x94=\xca\x1e9l\x00Nq\xf8A'
# A compressobj(zdict=b"quick brown fox lazy dog") stream of TEXT by CPython.
DICT = b'x\xbbr\xa5\t\r\x0b\xc9HU(D\x93\xcb*\xcd-(V\xc8/K-R(\x01J\xc3\x94\xea)\x8c*\x1eU<\xaa\x98\xea\x8a\x01G\xa5C\x1c'
TEXT = b"The quick brown fox jumps over the lazy dog. " * 20

# CPython's stream fed in pieces: the output of each piece.
for step in (1, 7, 64, 500):
    d = zlib.decompressobj()
    sizes = [len(d.decompress(PACKED[i:i + step])) for i in range(0, len(PACKED), step)]
    print(step, sizes[:25], sum(sizes), d.eof, d.unused_data, d.unconsumed_tail)

# max_length: output in bounded pieces, the rest of the input kept as unconsumed_tail.
for limit in (1, 100, 1000, 5000):
    d = zlib.decompressobj()
    pieces = [d.decompress(PACKED, limit)]
    while d.unconsumed_tail:
        pieces.append(d.decompress(d.unconsumed_tail, limit))
    print(limit, len(pieces), max(len(p) for p in pieces), b"".join(pieces) == SAMPLE, d.eof)
d = zlib.decompressobj()
first = d.decompress(PACKED[:200], 50)
print(len(first), bool(d.unconsumed_tail), len(d.flush()), d.eof)
print(len(d.decompress(PACKED[200:])), d.eof, d.unconsumed_tail, d.flush())

# Data after the end of the stream collects in unused_data.
d = zlib.decompressobj()
print(d.decompress(PACKED + b"extra") == SAMPLE, d.eof, d.unused_data)
print(d.decompress(b"more"), d.unused_data, d.decompress(b""), d.unused_data)

# Round trips through compressobj with every flush mode between pieces.
chunks = [SAMPLE[i:i + 1000] for i in range(0, len(SAMPLE), 1000)]
for mode in (zlib.Z_NO_FLUSH, zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_PARTIAL_FLUSH, zlib.Z_BLOCK):
    for wbits in (15, -15, 31, 10):
        c = zlib.compressobj(6, zlib.DEFLATED, wbits)
        out = b"".join(c.compress(chunk) + c.flush(mode) for chunk in chunks) + c.flush()
        d = zlib.decompressobj(wbits)
        print(mode, wbits, d.decompress(out) == SAMPLE, d.eof, d.unused_data)
big = SAMPLE * 300
c = zlib.compressobj(1)
out = c.compress(big) + c.compress(b"tail") + c.flush()
print(len(big), zlib.decompress(out) == big + b"tail")

# After a sync flush, everything given so far can be decompressed.
c = zlib.compressobj()
d = zlib.decompressobj()
print(d.decompress(c.compress(b"first part, ") + c.flush(zlib.Z_SYNC_FLUSH)))
print(d.decompress(c.compress(b"second part") + c.flush(zlib.Z_SYNC_FLUSH)))
print(d.decompress(c.flush()), d.eof)

# Copies go on independently.
c = zlib.compressobj()
head = c.compress(b"shared start / ")
twin = c.copy()
a = head + c.compress(b"branch a") + c.flush()
b = head + twin.compress(b"branch b") + twin.flush()
print(zlib.decompress(a), zlib.decompress(b))
d = zlib.decompressobj()
part = d.decompress(PACKED[:300])
e = d.copy()
print(part + d.decompress(PACKED[300:]) == SAMPLE, part + e.decompress(PACKED[300:]) == SAMPLE)

# Preset dictionaries.
print(zlib.decompressobj(zdict=b"quick brown fox lazy dog").decompress(DICT) == TEXT)
c = zlib.compressobj(zdict=b"dictionary words")
packed = c.compress(b"some dictionary words here") + c.flush()
print(packed[:2], zlib.decompressobj(zdict=b"dictionary words").decompress(packed))
c = zlib.compressobj(wbits=-15, zdict=b"raw dictionary")
packed = c.compress(b"a raw dictionary stream") + c.flush()
print(zlib.decompressobj(-15, zdict=b"raw dictionary").decompress(packed))


def attempt(label, call):
    try:
        result = call()
        print(label, "->", result)
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("no dictionary", lambda: zlib.decompressobj().decompress(DICT))
attempt("one-shot no dictionary", lambda: zlib.decompress(DICT))
attempt("wrong dictionary", lambda: zlib.decompressobj(zdict=b"other").decompress(DICT))
attempt("zdict type", lambda: zlib.decompressobj(zdict="text"))
attempt("compressobj zdict type", lambda: zlib.compressobj(zdict="text"))
attempt("gzip zdict", lambda: zlib.compressobj(wbits=31, zdict=b"ab"))
for kwargs in ({"level": 10}, {"method": 9}, {"wbits": 7}, {"wbits": -8}, {"wbits": 24}, {"memLevel": 10},
               {"memLevel": 0}, {"strategy": 5}):
    attempt(f"compressobj {kwargs}", lambda: zlib.compressobj(**kwargs))
for wbits in (7, -7, 17, 48):
    attempt(f"decompressobj wbits={wbits}", lambda: zlib.decompressobj(wbits))
c = zlib.compressobj()
head = c.compress(b"abc")
print(zlib.decompress(head + c.flush()))
attempt("compress after finish", lambda: c.compress(b"x"))
attempt("flush after finish", lambda: c.flush())
attempt("no-flush after finish", lambda: c.flush(zlib.Z_NO_FLUSH))
attempt("copy after finish", lambda: c.copy())
attempt("bad flush mode", lambda: zlib.compressobj().flush(7))
attempt("compress str", lambda: zlib.compressobj().compress("x"))
d = zlib.decompressobj()
attempt("max_length negative", lambda: d.decompress(PACKED, -1))
attempt("max_length type", lambda: d.decompress(PACKED, "a"))
attempt("decompress str", lambda: d.decompress("x"))
attempt("flush zero", lambda: d.flush(0))
attempt("flush negative", lambda: d.flush(-1))
attempt("corrupt", lambda: zlib.decompressobj().decompress(b"x\x9c\xff\xff\xff"))
d = zlib.decompressobj()
d.decompress(PACKED)
print("copy after eof", type(d.copy()).__name__)
attempt("flush after eof", lambda: d.flush())
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()).__name__)
d = zlib.decompressobj()
d.decompress(PACKED)
print(d.eof, d.flush(), d.eof)
attempt("copy after flush at eof", lambda: d.copy())
