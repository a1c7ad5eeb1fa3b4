# Checks str.splitlines() into millions of lines is refused before the lines are built
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
lines = ('a\n' * (10 << 20)).splitlines()
