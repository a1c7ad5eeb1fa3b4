# Checks that a generator's return value travels on StopIteration.value and is ignored by for loops.
def summarize(items):
    total = 0
    for x in items:
        total += x
        yield x
    return total

g = summarize([1, 2, 3])
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("returned", e.value, e.args)

g = summarize([])
try:
    next(g)
except StopIteration as e:
    print("empty returned", e.value)

print(list(summarize([4, 5])))
for v in summarize([7]):
    print("loop", v)

def no_return():
    yield "a"

g = no_return()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value is None:", e.value is None, "args:", e.args)

def return_tuple():
    yield 1
    return "done", 42

g = return_tuple()
next(g)
try:
    next(g)
except StopIteration as e:
    print("tuple value:", e.value)

def early_return(n):
    for i in range(10):
        if i == n:
            return f"stopped at {i}"
        yield i

def drain(gen):
    seen = []
    while True:
        try:
            seen.append(next(gen))
        except StopIteration as e:
            return seen, e.value

print(drain(early_return(3)))
print(drain(early_return(0)))
print(drain(early_return(99)))

g = early_return(1)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("first stop:", e.value)
try:
    next(g)
except StopIteration as e:
    print("second stop value:", e.value)
