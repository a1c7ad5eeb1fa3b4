# Checks discarding from a set while iterating it is CPython's RuntimeError
# expect: RuntimeError: Set changed size during iteration
s = {1, 2, 3}
for x in s:
    s.discard(x)
