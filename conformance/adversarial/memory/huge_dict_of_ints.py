# Checks a dict of ints grown one key at a time stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
d = {}
i = 0
while True:
    d[i] = i
    i += 1
