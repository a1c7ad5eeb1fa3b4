# Checks ','.join of 100 one-megabyte strings (100 MB) stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = ','.join(['x' * 10**6] * 100)
