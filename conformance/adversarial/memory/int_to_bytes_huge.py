# Checks (1).to_bytes(10**10, 'big') is refused before allocating
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
b = (1).to_bytes(10**10, 'big')
