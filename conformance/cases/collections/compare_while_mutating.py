# Comparing, searching and hashing sequences whose items run Python code that changes the
# sequence being compared: every step reads the list as it is now, as CPython does.
class Shrinker:
    def __init__(self, target, name):
        self.target = target
        self.name = name

    def __eq__(self, other):
        print("eq", self.name, len(self.target))
        if self.target:
            self.target.pop()
        return False

    def __lt__(self, other):
        return self.name < getattr(other, "name", "")

    def __hash__(self):
        return hash(self.name)


a = []
a.extend([Shrinker(a, "x"), Shrinker(a, "y"), Shrinker(a, "z")])
b = [1, 2, 3]
print(a == b, len(a))

c = []
c.extend([Shrinker(c, "p"), Shrinker(c, "q"), Shrinker(c, "r"), Shrinker(c, "s")])
print(5 in c, len(c))

d = []
d.extend([Shrinker(d, "m"), Shrinker(d, "n")])
e = [Shrinker([], "m"), Shrinker([], "o")]
print(d < e, len(d))

t = (Shrinker([], "k"), 1, "two", (3.5, None))
print(hash(t) == hash((t[0], 1, "two", (3.5, None))))
print((1, 2, 3) < (1, 2, 4), (1, 2) < (1, 2, 0), [1, [2, 3]] == [1, [2, 3]], (1, 2) == (1, 2, 3))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a")]), 3 in [1, 2, 3], [4] in [[1], [4]])
