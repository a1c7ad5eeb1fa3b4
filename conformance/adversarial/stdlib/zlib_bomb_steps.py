# Checks decompressing a bomb in bounded pieces keeps memory low but is charged as work: the step limit ends it
# limits: steps=3000000 memory=64MiB
# expect: TimeoutError: step limit of 3000000 steps exceeded
import zlib

c = zlib.compressobj(9, zlib.DEFLATED, -15)
zeros = b"\0" * (1 << 20)
unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
bomb = unit * 4096 + c.flush()
d = zlib.decompressobj(-15)
total = len(d.decompress(bomb, 1 << 20))
while d.unconsumed_tail:
    total += len(d.decompress(d.unconsumed_tail, 1 << 20))
print(total)
