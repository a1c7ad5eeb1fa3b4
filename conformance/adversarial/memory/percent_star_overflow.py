# Checks '%*d' % (10**30, 1) is CPython's OverflowError
# limits: memory=64MiB steps=0
# expect: OverflowError: Python int too large to convert to C ssize_t
s = '%*d' % (10**30, 1)
