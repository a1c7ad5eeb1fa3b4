# Checks adding keys to a dict while iterating it is CPython's RuntimeError
# expect: RuntimeError: dictionary changed size during iteration
d = {1: 1, 2: 2}
for k in d:
    d[k + 100] = 1
