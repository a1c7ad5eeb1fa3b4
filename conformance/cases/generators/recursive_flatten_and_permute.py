# Checks recursive generators over nested lists/dicts, permutations and tuple-encoded binary trees.
def flatten(obj):
    if isinstance(obj, (list, tuple)):
        for item in obj:
            yield from flatten(item)
    elif isinstance(obj, dict):
        for key in obj:
            yield from flatten(obj[key])
    else:
        yield obj

print(list(flatten([1, [2, (3, 4)], {"k": [5, {"z": 6}]}, [], 7])))

def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [items[i]] + rest

print(["".join(p) for p in permutations("abc")])

def bst_inorder(t):
    if t is None:
        return
    left, value, right = t
    yield from bst_inorder(left)
    yield value
    yield from bst_inorder(right)

bst = ((None, 1, (None, 3, None)), 5, ((None, 7, None), 8, None))
print(list(bst_inorder(bst)))

def walk_json(obj, path="$"):
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from walk_json(value, f"{path}.{key}")
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from walk_json(value, f"{path}[{i}]")
    else:
        yield path, obj

doc = {"user": {"name": "ann", "tags": ["a", "b"]}, "active": True, "scores": [[1, 2], []]}
for path, value in walk_json(doc):
    print(path, "=", value)

def countdown_recursive(n):
    if n < 0:
        return "bottom"
    yield n
    result = yield from countdown_recursive(n - 1)
    return f"{result}<{n}"

g = countdown_recursive(3)
items = []
while True:
    try:
        items.append(next(g))
    except StopIteration as stop:
        print(items, stop.value)
        break
