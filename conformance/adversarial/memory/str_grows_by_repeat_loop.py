# Checks ' ' * n with n doubling in a loop stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
n = 1
while True:
    s = ' ' * n
    n *= 2
