# Checks f'{1:{10**10}}' (a 10 GB padded field) is refused before allocating
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = f'{1:{10**10}}'
