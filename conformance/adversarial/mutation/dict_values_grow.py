# Checks growing a dict while iterating its values() is CPython's RuntimeError
# expect: RuntimeError: dictionary changed size during iteration
d = {1: 1}
for v in d.values():
    d[v + 1] = v
