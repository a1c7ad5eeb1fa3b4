# Checks generator exhaustion: repeated StopIteration, next with a default, and reuse after exhaustion.
def two():
    yield "a"
    yield "b"

g = two()
print(next(g, "default"), next(g, "default"), next(g, "default"), next(g, "default"))
for attempt in range(3):
    try:
        next(g)
    except StopIteration as e:
        print("attempt", attempt, "StopIteration", e.value)

g = two()
print(list(g), list(g))
print(sum(1 for _ in g))

g = two()
for x in g:
    print("loop 1", x)
for x in g:
    print("loop 2 never prints", x)
print("second loop skipped")

g = two()
for x in g:
    print("partial", x)
    break
print("resume after break:", list(g))

def empty():
    return
    yield

print(list(empty()), next(empty(), None))
print(next(empty(), 0), next(iter([]), "iter default"))

def countdown(n):
    while n:
        yield n
        n -= 1

g = countdown(3)
results = []
while (v := next(g, None)) is not None:
    results.append(v)
print(results)

g = countdown(2)
print(next(g), next(g), next(g, "done"), next(g, "still done"))

gens = [countdown(i) for i in range(4)]
print([next(gen, "empty") for gen in gens])
print([list(gen) for gen in gens])

def stop_value():
    yield 1
    return "returned"

g = stop_value()
next(g)
print(next(g, "default wins over return value"))
try:
    next(g)
except StopIteration as e:
    print("later StopIteration value:", e.value)

g = countdown(2)
try:
    print(next(g), next(g), next(g))
except StopIteration:
    print("third next raised StopIteration")
