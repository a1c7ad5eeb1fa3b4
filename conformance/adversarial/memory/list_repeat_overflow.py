# Checks [0] * 10**30 is CPython's OverflowError, not a memory error
# limits: memory=64MiB steps=0
# expect: OverflowError: cannot fit 'int' into an index-sized integer
items = [0] * 10**30
