# Checks struct.unpack of 16 MiB into 16 million ints stops at the memory limit (the tuple is counted before it is built)
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import struct
data = bytes(1 << 24)
values = struct.unpack(f"{len(data)}B", data)
