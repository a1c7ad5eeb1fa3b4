# Checks math.perm of a huge n and count is refused by the memory limit before any multiplying
# limits: memory=64MiB
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import math
math.perm(10**30, 10**8)
