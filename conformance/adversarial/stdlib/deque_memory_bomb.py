# Checks a deque that grows without bound is held to the memory limit
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
from collections import deque
d = deque()
while True:
    d.append("x" * 100)
