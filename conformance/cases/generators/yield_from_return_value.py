# Checks yield from: delegation of values and capturing the subgenerator's return value.
def inner(tag, n):
    for i in range(n):
        yield f"{tag}{i}"
    return f"{tag} done ({n})"

def outer():
    r1 = yield from inner("a", 2)
    print("outer got:", r1)
    r2 = yield from inner("b", 3)
    print("outer got:", r2)
    r3 = yield from inner("c", 0)
    print("outer got:", r3)
    return [r1, r2, r3]

g = outer()
values = []
while True:
    try:
        values.append(next(g))
    except StopIteration as e:
        print("final:", e.value)
        break
print(values)

def from_iterables():
    yield from [1, 2]
    yield from (3, 4)
    yield from range(5, 7)
    yield from "xy"
    yield from {"k1": 1, "k2": 2}
    r = yield from []
    print("yield from list returns", r)

print(list(from_iterables()))

def accumulate_parts(parts):
    total = 0
    for part in parts:
        subtotal = yield from sum_part(part)
        total += subtotal
        yield ("subtotal", subtotal)
    return total

def sum_part(part):
    s = 0
    for x in part:
        s += x
        yield ("item", x)
    return s

g = accumulate_parts([[1, 2], [10], []])
out = []
try:
    while True:
        out.append(next(g))
except StopIteration as e:
    out.append(("total", e.value))
for entry in out:
    print(entry)

def level3():
    yield "deep"
    return 3

def level2():
    r = yield from level3()
    yield f"level3 said {r}"
    return r + 1

def level1():
    r = yield from level2()
    yield f"level2 said {r}"

print(list(level1()))
