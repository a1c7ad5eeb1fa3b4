# Checks a map() function that maps again raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
def f(x):
    return list(map(f, [x]))
f(1)
