# Checks default object semantics without dunders: == is identity, hashable by identity, usable in sets and dicts.
class Token:
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Token({self.text!r})"

a, b = Token("x"), Token("x")
c = a
print(a == b, a is b, a == c, a is c, a != b)
print(len({a, b, c}), len([a, b, c]), [a, b].count(a), [a, b].index(b))
lookup = {a: 1, b: 2}
print(lookup[a], lookup[c], lookup[b], len(lookup))
print(hash(a) == hash(c), a in [b], a in [c], b in {a: 0})
print(Token.__eq__ is object.__eq__, Token.__hash__ is object.__hash__)
print(a.__eq__(b), a.__eq__(a), a.__ne__(b))
seen = set()
order = []
for t in [a, b, c, a, b]:
    if t not in seen:
        seen.add(t)
        order.append(t)
print(order, len(seen))
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
print(bool(a), a is not None, a != None, None == a)
counts = {}
for t in [a, a, b]:
    counts[t] = counts.get(t, 0) + 1
print(sorted(counts.values()))
stack = [Token("p"), Token("q")]
target = stack[0]
stack.remove(target)
print(stack, target)
try:
    stack.remove(Token("q"))
except ValueError as e:
    print("ValueError:", e)
