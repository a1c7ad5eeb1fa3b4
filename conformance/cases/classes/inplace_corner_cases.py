# Checks in-place operator corner cases: __iadd__ returning None or NotImplemented, targets on attributes/items, and tuples.
class Bag:
    def __init__(self, items=()):
        self.items = list(items)

    def __iadd__(self, other):
        print("  Bag.__iadd__", other)
        self.items.extend(other)
        return self

    def __repr__(self):
        return f"Bag({self.items})"

class Immutable:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Immutable(self.v + other)

class Forgetful:
    def __iadd__(self, other):
        self.last = other

f = Forgetful()
f += 1
print(f)

class NotImpl:
    def __iadd__(self, other):
        return NotImplemented

    def __add__(self, other):
        return "fell back to __add__"

n = NotImpl()
n += 1
print(n)

class Holder:
    def __init__(self):
        self.bag = Bag()
        self.data = {"k": Bag([0])}

h = Holder()
h.bag += [7]
h.data["k"] += [8]
print(h.bag, h.data)

lst = [1]
t = (lst,)
try:
    t[0] += [2]
except TypeError as e:
    print("TypeError:", e)
print(t)

try:
    y = Immutable(1)
    y /= 2
except TypeError as e:
    print("TypeError:", e)

counts = {"a": 1}
counts["a"] += 1
counts.setdefault("b", Bag())
counts["b"] += ["x"]
print(counts)
s = "ab"
alias = s
s += "c"
print(s, alias, s is alias)
nums = [1, 2]
alias = nums
nums += (3,)
print(nums, alias is nums)
try:
    nums = nums + (4,)
except TypeError as e:
    print("TypeError:", e)
