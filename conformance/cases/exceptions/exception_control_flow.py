# Checks using custom exceptions for control flow: escaping nested loops and early exit from recursion.
class Found(Exception):
    def __init__(self, position, value):
        super().__init__(position, value)
        self.position = position
        self.value = value

grid = [
    [3, 8, 1],
    [9, 4, 7],
    [2, 6, 5],
]

def find_first(pred):
    try:
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if pred(v):
                    raise Found((r, c), v)
    except Found as f:
        return f.position, f.value
    return None

print(find_first(lambda v: v > 8), find_first(lambda v: v % 2 == 0 and v > 5), find_first(lambda v: v > 100))

class StopWalk(Exception):
    pass

def walk(tree, visit, path=()):
    visit(path, tree)
    if isinstance(tree, dict):
        for key in sorted(tree):
            walk(tree[key], visit, path + (key,))

tree = {"a": {"b": 1, "c": {"d": 2, "e": "target"}}, "f": 3}
seen = []

def visitor(path, node):
    seen.append("/".join(path) or "<root>")
    if node == "target":
        raise StopWalk("/".join(path))

try:
    walk(tree, visitor)
except StopWalk as s:
    print("stopped at", s, "after visiting", seen)

class Cancel(Exception):
    pass

def pipeline(items, limit):
    out = []
    try:
        for item in items:
            if len(out) >= limit:
                raise Cancel(f"limit {limit} reached")
            out.append(item * 2)
    except Cancel as c:
        out.append(str(c))
    else:
        out.append("completed")
    return out

print(pipeline([1, 2, 3], 5))
print(pipeline([1, 2, 3], 2))

def first_int(values):
    for v in values:
        try:
            return int(v)
        except ValueError:
            continue
    raise LookupError("no integer found")

print(first_int(["a", "b", "42", "7"]))
try:
    first_int(["x", "y"])
except LookupError as e:
    print("LookupError:", e)
