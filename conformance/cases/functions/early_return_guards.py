# Checks early returns, guard clauses and functions returning None implicitly.
def classify(n):
    if not isinstance(n, int):
        return "not an int"
    if n < 0:
        return "negative"
    if n == 0:
        return "zero"
    if n % 2:
        return "odd"
    return "even"

for v in [-3, 0, 7, 10, "5", 2.0, True]:
    print(repr(v), classify(v))

def first_match(items, pred):
    for i, item in enumerate(items):
        if pred(item):
            return i, item
    return None

print(first_match([1, 4, 9, 16], lambda x: x > 5))
print(first_match([1, 4, 9, 16], lambda x: x > 50))
print(first_match([], lambda x: True))

def maybe_print(x):
    if x:
        print("got", x)

r = maybe_print("thing")
print(r)
r = maybe_print("")
print(r)

def find_in_grid(grid, target):
    for r, row in enumerate(grid):
        for c, val in enumerate(row):
            if val == target:
                return r, c
    return -1, -1

grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(find_in_grid(grid, 6), find_in_grid(grid, 1), find_in_grid(grid, 10))

def loop_return(n):
    i = 0
    while True:
        if i * i > n:
            return i
        i += 1

print([loop_return(n) for n in [0, 1, 8, 9, 50]])
