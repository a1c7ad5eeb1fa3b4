# Checks a list containing itself prints as [[...]]
# expect: ok
# stdout-ends: [1, [...]] [1, [...]] [1, [...]] 2\n
l = [1]
l.append(l)
print(l)
print(repr(l), str(l), f'{l}', len(l))
