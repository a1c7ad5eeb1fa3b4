# Checks set add/remove/discard/pop/clear/copy and the KeyError from remove and pop on empty sets.
s = {1, 2, 3}
s.add(2)
s.add(4)
print(s, len(s))
s.remove(1)
s.discard(100)
s.discard(2)
print(s)
try:
    s.remove(100)
except KeyError as e:
    print(type(e).__name__, repr(e), e)
c = s.copy()
c.add(50)
print(s, c)
popped = []
while c:
    popped.append(c.pop())
print(sorted(popped), c)
try:
    set().pop()
except KeyError as e:
    print(type(e).__name__, repr(e), e)
x = {5, 6}
x.clear()
print(x, len(x), bool(x))
print(set("mississippi") == set("imps"), len(set("mississippi")), sorted(set("mississippi")))
seen = set()
dupes = []
for n in [3, 1, 3, 2, 1, 3]:
    if n in seen:
        dupes.append(n)
    seen.add(n)
print(seen, dupes)
unique_in_order = []
tracker = set()
for w in "b a c a b d".split():
    if w not in tracker:
        tracker.add(w)
        unique_in_order.append(w)
print(unique_in_order)
try:
    s.add([1])
except TypeError as e:
    print(type(e).__name__, e)
print(set(), {0}, set([0, 0, 0]), set({1: "a", 2: "b"}), set("") == set())
print({1, 2}.pop() in {1, 2}, {(1, 2), (1, 2)}, len({1, 2, 3} - {2}))
