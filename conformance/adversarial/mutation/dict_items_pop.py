# Checks popping from a dict while iterating its items() is CPython's RuntimeError
# expect: RuntimeError: dictionary changed size during iteration
d = {1: 1, 2: 2}
for k, v in d.items():
    d.pop(k)
