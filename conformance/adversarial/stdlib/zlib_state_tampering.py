# Checks a decompressor state a program forged (the bytes a Decompress object keeps) is refused, never trusted
# limits: steps=2000000 memory=64MiB
# expect: ValueError: invalid decompressor state
import zlib

d = zlib.decompressobj()
seed = 1
noise = []
for _ in range(20000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    noise.append(seed >> 16 & 255)
data = bytes(noise)
d.decompress(zlib.compress(data)[:3000])
state = d._state
for forged in (b"", b"\x01", state[:-1], state[:11] + b"\xff\xff" + state[13:], state[:11] + b"\x03\x00\xff\x7f" + state[15:],
               state[:3] + b"\x63" + state[4:], b"\x01" * 200):
    d._state = forged
    try:
        d.decompress(b"more data")
    except (ValueError, zlib.error) as e:
        print(type(e).__name__, e)
d._state = state[:11] + b"\x03\x00\xff\x7f" + state[15:]
d.decompress(b"x")
