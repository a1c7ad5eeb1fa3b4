# Checks exceptions raised inside comprehensions and generator expressions propagate.
def parse(s):
    return int(s)

items = ["1", "2", "x", "4"]
try:
    print([parse(s) for s in items])
except ValueError as e:
    print("ValueError:", e)

def safe(s):
    try:
        return int(s)
    except ValueError:
        return None

print([safe(s) for s in items])
print([v for v in (safe(s) for s in items) if v is not None])

try:
    print({k: 10 // k for k in [5, 2, 0, 1]})
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

progress = []
def track(x):
    progress.append(x)
    if x == 3:
        raise KeyError(x)
    return x

try:
    total = sum(track(x) for x in range(10))
except KeyError as e:
    print("KeyError:", e, progress)

gen = (1 / x for x in [1, 0, 2])
print(next(gen))
try:
    next(gen)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(next(gen, "closed after error"))
try:
    [undefined_name for _ in range(1)]
except NameError as e:
    print("NameError:", e)
try:
    [x for x in 42]
except TypeError as e:
    print("TypeError:", e)
