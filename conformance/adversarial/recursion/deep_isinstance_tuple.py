# Checks isinstance with a 100 000-deep nested tuple of types raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded in __instancecheck__
t = int
for _ in range(100000):
    t = (t,)
print(isinstance(1, t))
