# Checks list(zip(range, map(str, range))) over 10**9 items stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
pairs = list(zip(range(10**9), map(str, range(10**9))))
