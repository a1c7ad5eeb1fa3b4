# Checks a list and a dict that contain each other print with [...] and {...}
# expect: ok
# stdout-ends: True True 1 1\n
l = [1]
d = {'l': l}
l.append(d)
d['d'] = d
print(l)
print(d)
print(str(l), f'{d!r}', format(l))
print(l == l, d in l, l.count(d), l.index(d))
