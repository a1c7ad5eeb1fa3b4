# Checks that locals, loop variables and closures inside a generator persist across yields.
def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

f = fibonacci()
print([next(f) for _ in range(12)])

def running_stats(values):
    count = 0
    total = 0
    lowest = None
    highest = None
    for v in values:
        count += 1
        total += v
        lowest = v if lowest is None or v < lowest else lowest
        highest = v if highest is None or v > highest else highest
        yield {"n": count, "sum": total, "min": lowest, "max": highest}

for stats in running_stats([5, 2, 9, 4]):
    print(stats)

def unique(items):
    seen = []
    for item in items:
        if item not in seen:
            seen.append(item)
            yield item, len(seen)

print(list(unique("mississippi")))

def interleave_state():
    history = []
    for i in range(3):
        for j in range(2):
            history.append((i, j))
            yield i, j, len(history)

for entry in interleave_state():
    print(entry)

def id_generator(prefix):
    counter = 0
    def fmt(n):
        return f"{prefix}-{n:04d}"
    while True:
        counter += 1
        yield fmt(counter)

ids_a = id_generator("ORD")
ids_b = id_generator("INV")
print(next(ids_a), next(ids_a), next(ids_b), next(ids_a), next(ids_b))

def toggler():
    state = False
    while True:
        state = not state
        yield "on" if state else "off"

t = toggler()
print([next(t) for _ in range(5)])

def mutates_shared(shared):
    for i in range(3):
        shared.append(i)
        yield list(shared)

shared = ["start"]
g = mutates_shared(shared)
print(next(g))
shared.append("external")
print(next(g))
print(next(g))
print(shared)
