# Checks a bytearray grown a byte at a time stops at the memory limit (its buffer is counted as it grows)
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
buffer = bytearray()
while True:
    buffer.append(120)
