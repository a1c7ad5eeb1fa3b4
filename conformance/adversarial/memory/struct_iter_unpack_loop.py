# Checks the tuples iter_unpack makes from a shared buffer are charged as they are kept
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import struct
data = bytes(range(256)) * 4096
kept = []
while True:
    kept.extend(struct.iter_unpack("<4B", data))
