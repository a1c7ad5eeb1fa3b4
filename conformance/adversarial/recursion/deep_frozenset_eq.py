# Checks == between two 100 000-deep nested frozensets raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded in comparison
a = frozenset()
b = frozenset()
for _ in range(100000):
    a = frozenset([a])
    b = frozenset([b])
print(a == b)
