# zlib: crc32 and adler32 (running values, any int as start, errors) and the module's constants.
import zlib

for data in (b"", b"a", b"abc", b"hello world", bytes(range(256)) * 40):
    print(len(data), zlib.crc32(data), zlib.adler32(data))

whole = b"The quick brown fox jumps over the lazy dog"
print(zlib.crc32(whole) == zlib.crc32(whole[20:], zlib.crc32(whole[:20])))
print(zlib.adler32(whole) == zlib.adler32(whole[20:], zlib.adler32(whole[:20])))
for start in (0, 1, 5, -1, 2**32, 2**32 + 7, 2**40 - 1, -(2**33)):
    print(start, zlib.crc32(b"abc", start), zlib.adler32(b"abc", start), zlib.adler32(b"", start))
print(zlib.crc32(b"x" * 100000), zlib.adler32(b"\xff" * 100000))

for call in (lambda: zlib.crc32("abc"), lambda: zlib.adler32(None), lambda: zlib.crc32(),
             lambda: zlib.crc32(b"a", 1, 2), lambda: zlib.adler32(b"a", "1"), lambda: zlib.crc32(b"a", 1.5),
             lambda: zlib.adler32(b"a", value=1)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

for name in ("MAX_WBITS", "DEFLATED", "DEF_MEM_LEVEL", "DEF_BUF_SIZE", "Z_NO_COMPRESSION", "Z_BEST_SPEED",
             "Z_BEST_COMPRESSION", "Z_DEFAULT_COMPRESSION", "Z_DEFAULT_STRATEGY", "Z_FILTERED", "Z_HUFFMAN_ONLY",
             "Z_RLE", "Z_FIXED", "Z_NO_FLUSH", "Z_PARTIAL_FLUSH", "Z_SYNC_FLUSH", "Z_FULL_FLUSH", "Z_FINISH",
             "Z_BLOCK", "Z_TREES"):
    print(name, getattr(zlib, name))
print(issubclass(zlib.error, Exception), zlib.error.__name__, zlib.error.__module__)
print(isinstance(zlib.ZLIB_VERSION, str), isinstance(zlib.ZLIB_RUNTIME_VERSION, str))
