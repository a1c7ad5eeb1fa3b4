# Checks sorted(range(10**9)) stops at the memory limit while materialising
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
items = sorted(range(10**9))
