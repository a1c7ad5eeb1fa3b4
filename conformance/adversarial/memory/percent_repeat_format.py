# Checks ('%s' * 1000) % a tuple of 1000 refs to one 100 KB string (100 MB) stops at the limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = ('%s' * 1000) % (('x' * 10**5,) * 1000)
