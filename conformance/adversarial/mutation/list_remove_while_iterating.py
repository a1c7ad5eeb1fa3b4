# Checks removing from a list while iterating skips items as in CPython
# expect: ok
# stdout-ends: [1, 3, 5, 7, 9]\n
l = list(range(10))
for x in l:
    l.remove(x)
print(l)
