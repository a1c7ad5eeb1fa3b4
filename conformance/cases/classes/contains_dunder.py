# Checks __contains__ for the in / not in operators, and the fallbacks via __iter__ and __getitem__.
class Range:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __contains__(self, x):
        print(f"  checking {x!r}")
        return self.lo <= x < self.hi

r = Range(1, 10)
print(5 in r, 10 in r, 0 not in r)
print([x for x in [0, 3, 9, 12] if x in r])

class Tags:
    def __init__(self, *tags):
        self.tags = {t.lower() for t in tags}

    def __contains__(self, tag):
        return tag.lower() in self.tags

t = Tags("Python", "Rust")
print("python" in t, "RUST" in t, "go" in t, "Go" not in t)

class Truthy:
    def __contains__(self, x):
        return "yes"

class Falsy:
    def __contains__(self, x):
        return []

print(1 in Truthy(), 1 in Falsy(), 1 not in Falsy())

class IterOnly:
    def __init__(self, items):
        self.items = items
        self.visited = 0

    def __iter__(self):
        for item in self.items:
            self.visited += 1
            yield item

it = IterOnly([5, 6, 7, 8])
print(6 in it, it.visited)
print(9 in it, it.visited)

class GetItemOnly:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 10

print(20 in GetItemOnly(), 25 in GetItemOnly())

class Nothing:
    pass

try:
    1 in Nothing()
except TypeError as e:
    print("TypeError:", e)

class Nan:
    def __eq__(self, other):
        return False

n = Nan()
print(n in [n], n == n, [n].count(n))
