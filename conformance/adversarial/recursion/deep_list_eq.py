# Checks == between two 100 000-deep nested lists raises RecursionError (a == a is True by identity)
# expect: RecursionError: maximum recursion depth exceeded in comparison
# stdout-ends: True\n
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
print(a == a)
print(a == b)
