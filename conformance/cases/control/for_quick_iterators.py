# `for` over ranges, lists and tuples (stepped in place by the run loop): ranges past the
# 64-bit ints, negative steps, lists growing and shrinking while iterated, loop targets that
# are not plain locals, and the iterator seen again after the loop.
for i in range(2**63 - 2, 2**63 + 2):
    print(i, type(i).__name__)
for i in range(-(2**63) + 1, -(2**63) - 3, -1):
    print(i)
print([i for i in range(10, 0, -3)], [i for i in range(0)], [i for i in range(5, 5)])

items = [1, 2, 3]
for x in items:
    if x < 6:
        items.append(x + 3)
print(items)

shrinking = [1, 2, 3, 4, 5, 6]
seen = []
for x in shrinking:
    seen.append(x)
    if shrinking:
        shrinking.pop()
print(seen, shrinking)

class Box:
    pass

box = Box()
store = {}
for box.value in (1, 2, 3):
    pass
for store["k"] in [4, 5]:
    pass
for a, b in [(1, 2), (3, 4)]:
    pass
print(box.value, store, a, b)

it = iter(range(3))
for v in it:
    if v == 1:
        break
print(v, list(it), next(it, "done"))

def total(n):
    s = 0
    for i in range(n):
        for j in (i, i + 1):
            s += j
    return s
print(total(1000))

total_module = 0
for i in range(100000):
    total_module += i
print(total_module, i)
