# Checks replacing keys of a dict (same size) while iterating is CPython's RuntimeError
# expect: RuntimeError: dictionary keys changed during iteration
d = {'a': 1, 'b': 2}
for k in d:
    del d[k]
    d[k + 'x'] = 1
