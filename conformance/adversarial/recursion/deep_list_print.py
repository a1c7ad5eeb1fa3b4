# Checks print of a 100 000-deep nested list raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
x = []
for _ in range(100000):
    x = [x]
print(x)
