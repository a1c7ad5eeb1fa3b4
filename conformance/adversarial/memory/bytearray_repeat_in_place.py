# Checks a bytearray doubled in place by *= stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
buffer = bytearray(b"ab")
while True:
    buffer *= 2
