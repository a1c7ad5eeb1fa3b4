# Checks a sorted() key function that sorts again raises RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
def key(x):
    return sorted([x, x], key=key)
sorted([1, 2], key=key)
