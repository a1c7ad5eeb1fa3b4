# Checks a dict comprehension over range(10**9) stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
d = {i: i for i in range(10**9)}
