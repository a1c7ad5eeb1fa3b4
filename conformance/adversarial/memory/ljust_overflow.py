# Checks 'x'.ljust(10**30) is CPython's OverflowError
# limits: memory=64MiB steps=0
# expect: OverflowError: Python int too large to convert to C ssize_t
s = 'x'.ljust(10**30)
