# Checks == between two distinct self-referencing lists raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded in comparison
a = []
a.append(a)
b = []
b.append(b)
a == b
