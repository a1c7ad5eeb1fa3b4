# Checks in-place operator dunders (__iadd__, __isub__, __imul__) and fallback to __add__ when missing.
class Bag:
    def __init__(self, items=()):
        self.items = list(items)

    def __iadd__(self, other):
        print("  Bag.__iadd__")
        self.items.extend(other if isinstance(other, list) else other.items)
        return self

    def __add__(self, other):
        print("  Bag.__add__")
        return Bag(self.items + other.items)

    def __repr__(self):
        return f"Bag({self.items})"

b = Bag([1])
alias = b
b += [2, 3]
print(b, alias, b is alias)
b += Bag([4])
print(b, alias is b)
c = b + Bag([5])
print(c, b, c is b)

class Immutable:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        print("  Immutable.__add__")
        return Immutable(self.v + other)

    def __sub__(self, other):
        return Immutable(self.v - other)

    def __mul__(self, other):
        return Immutable(self.v * other)

    def __repr__(self):
        return f"Imm({self.v})"

x = Immutable(10)
orig = x
x += 5
print(x, orig, x is orig)
x -= 3
x *= 2
print(x)

class Counter:
    def __init__(self):
        self.n = 0

    def __iadd__(self, k):
        self.n += k
        return self

    def __isub__(self, k):
        self.n -= k
        return self

    def __imul__(self, k):
        self.n *= k
        return self

    def __repr__(self):
        return f"Counter({self.n})"

cnt = Counter()
cnt += 5
cnt -= 2
cnt *= 10
print(cnt)
