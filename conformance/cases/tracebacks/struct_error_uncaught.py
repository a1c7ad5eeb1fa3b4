# An uncaught struct.error: its frames end at the call into struct, as CPython shows none for C code.
import struct

def encode(n):
    return struct.pack(">h", n)

encode(40000)
