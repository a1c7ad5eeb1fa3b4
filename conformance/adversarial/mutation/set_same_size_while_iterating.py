# Checks replacing set members (same size) while iterating follows CPython's table
# expect: ok
# stdout-ends: [21, 22, 23]\n
s = {1, 2, 3}
for x in s:
    s.discard(x)
    s.add(x + 10)
print(sorted(s))
