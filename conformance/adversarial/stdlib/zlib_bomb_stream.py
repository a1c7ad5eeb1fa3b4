# Checks a program keeping every piece a decompressobj makes of a bomb stops at the memory limit
# limits: steps=0 memory=64MiB
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import zlib

c = zlib.compressobj()
zeros = b"\0" * (1 << 20)
head = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
bomb = head + unit * 1023 + c.flush()
d = zlib.decompressobj()
pieces = []
for i in range(0, len(bomb), 4096):
    pieces.append(d.decompress(bomb[i:i + 4096]))
print(len(pieces))
