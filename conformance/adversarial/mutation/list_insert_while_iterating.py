# Checks inserting at the front of a list while iterating behaves as in CPython
# expect: ok
# stdout-ends: [1, 1, 1, 1, 1, 1, 1, 1, 2, 3]\n
l = [1, 2, 3]
for x in l:
    if len(l) < 10:
        l.insert(0, x)
print(l)
