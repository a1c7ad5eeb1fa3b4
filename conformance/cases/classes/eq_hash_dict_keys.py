# Checks __eq__ and __hash__ for using instances as dict keys and deduplicating in sets.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"P({self.x}, {self.y})"

a, b, c = Point(1, 2), Point(1, 2), Point(2, 1)
print(a == b, a is b, a == c, a != b, a != c)
print(hash(a) == hash(b))
grid = {a: "first"}
grid[b] = "second"
grid[c] = "third"
print(grid, len(grid))
print(grid[Point(1, 2)], Point(2, 1) in grid, Point(9, 9) in grid)
pts = [Point(0, 0), Point(1, 1), Point(0, 0), Point(1, 1), Point(2, 2)]
uniq = set(pts)
print(len(uniq), sorted(uniq, key=lambda p: (p.x, p.y)))
print(pts.count(Point(0, 0)), pts.index(Point(1, 1)), Point(2, 2) in pts)
print(list(dict.fromkeys(pts)))

class NoHash:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, NoHash) and self.v == other.v

print(NoHash.__hash__ is None, NoHash(1) == NoHash(1))
try:
    {NoHash(1): 1}
except TypeError as e:
    print("TypeError:", e)
try:
    set([NoHash(2)])
except TypeError as e:
    print("TypeError:", e)

class CaseInsensitive:
    def __init__(self, s):
        self.s = s

    def __eq__(self, other):
        return self.s.lower() == other.s.lower()

    def __hash__(self):
        return hash(self.s.lower())

    def __repr__(self):
        return f"CI({self.s!r})"

users = {}
for name in ["Alice", "ALICE", "bob", "Bob", "carol"]:
    key = CaseInsensitive(name)
    users[key] = users.get(key, 0) + 1
print(users)

class Sub(Point):
    pass

print(Sub(1, 2) == Point(1, 2), {Sub(1, 2): "s"}[Point(1, 2)])

class EqOnlyChild(Point):
    def __eq__(self, other):
        return True

print(EqOnlyChild.__hash__ is None)
