# Checks extending a list with itself and updating a dict with itself while iterating
# expect: ok
# stdout-ends: {'a': 1}\n
l = [1, 2]
l.extend(l)
l[:] = l + l
l += l
print(l)
d = {'a': 1}
for k in d:
    d.update(d)
print(d)
