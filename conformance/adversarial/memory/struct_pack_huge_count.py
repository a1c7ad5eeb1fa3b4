# Checks struct.pack of a format whose pad count asks for 10**10 bytes is refused before allocating
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import struct
struct.pack("10000000000x")
