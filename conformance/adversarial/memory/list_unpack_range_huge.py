# Checks [*range(10**10)] stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
items = [*range(10**10)]
