# Checks bytes(10**10) is refused before allocating
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
b = bytes(10**10)
