# Checks set(range(10**9)) stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = set(range(10**9))
