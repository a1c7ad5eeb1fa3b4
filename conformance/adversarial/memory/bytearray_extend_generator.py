# Checks bytearray.extend of an endless generator stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
buffer = bytearray()
buffer.extend(7 for _ in iter(int, 1))
