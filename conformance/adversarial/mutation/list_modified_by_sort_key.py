# Checks a sort key that appends to the list is CPython's 'list modified during sort'
# expect: ValueError: list modified during sort
l = [3, 1, 2]
l.sort(key=lambda x: l.append(x) or x)
