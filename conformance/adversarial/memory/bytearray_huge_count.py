# Checks bytearray(10**12) is refused before allocating
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
buffer = bytearray(10**12)
