# Checks that generator expressions are lazy and can be advanced with next().
trace = []

def noisy(n):
    trace.append(n)
    return n * 10

gen = (noisy(n) for n in range(5))
print(trace)
print(next(gen))
print(trace)
print(next(gen), next(gen))
print(trace)
print(list(gen))
print(trace)
print(list(gen))
print(next(gen, "exhausted"))
try:
    next(gen)
except StopIteration:
    print("StopIteration raised")

trace.clear()
g2 = (noisy(n) for n in range(100))
print(any(v > 25 for v in g2))
print(trace)
print(next(g2))

evens = (n for n in range(10) if n % 2 == 0)
print(next(evens), next(evens))
print(sum(evens))

first_long = next((w for w in ["a", "bb", "ccc", "dddd"] if len(w) > 2), None)
print(first_long)
missing = next((w for w in ["a", "bb"] if len(w) > 5), "nothing")
print(missing)
g3 = (x for x in [1, 2, 3])
print(type(g3).__name__)
print(iter(g3) is g3)
for v in g3:
    print("loop", v)
    if v == 2:
        break
print(list(g3))
