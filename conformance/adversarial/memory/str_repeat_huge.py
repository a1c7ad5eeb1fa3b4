# Checks 'a' * 10**10 is refused before allocating 10 GB
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = 'a' * 10**10
