# Checks a 1 GiB decompression bomb (about 1.6 MB of raw DEFLATE) stops at the memory limit
# limits: steps=0 memory=64MiB
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import zlib

c = zlib.compressobj(9, zlib.DEFLATED, -15)
zeros = b"\0" * (1 << 20)
head = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
bomb = head + unit * 1023 + c.flush()
print(len(bomb) < 4 << 20)
zlib.decompress(bomb, -15)
