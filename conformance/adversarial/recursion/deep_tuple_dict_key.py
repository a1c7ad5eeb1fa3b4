# Checks a 100 000-deep nested tuple used as a dict key is refused with RecursionError (CPython recurses in C)
# expect: prefix RecursionError: maximum recursion depth exceeded
t = ()
for _ in range(100000):
    t = (t,)
d = {t: 1}
