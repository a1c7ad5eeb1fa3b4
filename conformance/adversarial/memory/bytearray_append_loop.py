# Checks a bytearray grown by appends stops at the memory limit (its buffer is counted as it grows)
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
buffer = bytearray()
chunk = b"x" * 4096
while True:
    buffer.append(120)
    buffer += chunk
