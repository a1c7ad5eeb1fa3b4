# Checks a set doubled by |= in a loop stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
s = {0}
while True:
    s |= {x + len(s) for x in s}
