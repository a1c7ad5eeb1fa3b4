# Checks == between two 100 000-deep nested dicts raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded in comparison
a = {}
b = {}
for _ in range(100000):
    a = {'k': a}
    b = {'k': b}
print(a == b)
