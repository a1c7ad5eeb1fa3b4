# Checks repr of a 100 000-deep nested dict raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
d = {}
for _ in range(100000):
    d = {'k': d}
repr(d)
