# Checks hash of a 100 000-deep nested tuple is refused with RecursionError (CPython recurses in C and prints True)
# expect: prefix RecursionError: maximum recursion depth exceeded
t = ()
for _ in range(100000):
    t = (t,)
print(hash(t) is not None)
