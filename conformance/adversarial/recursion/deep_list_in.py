# Checks 'in' with 100 000-deep nested lists raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded in comparison
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
print(a in [b])
