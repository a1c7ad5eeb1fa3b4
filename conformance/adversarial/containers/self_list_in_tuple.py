# Checks tuples holding a self-referencing list print with [...]
# expect: ok
# stdout-ends: [([(...), [...]], [(...), [...]]), [[([...], [...]), [...]]]]\n
l = []
t = (l, l)
l.append(t)
l.append(l)
print(t)
print(l)
print([t, [l]])
