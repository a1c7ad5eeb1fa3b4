# Checks that generator expressions are lazy, single-use and evaluate their first iterable eagerly.
log = []

def counter():
    n = 0
    while True:
        log.append(n)
        yield n
        n += 1

print(next(x for x in counter() if x > 5))
print("pulled", log)
log.clear()

evens = (x for x in counter() if x % 2 == 0)
print("nothing pulled yet:", log)
print(next(evens), next(evens), next(evens))
print("pulled", log)
log.clear()

squares = (x * x for x in range(5))
print(list(squares))
print(list(squares))

def source(tag):
    print("source called", tag)
    return [1, 2, 3]

ge = (v * 10 for v in source("outer"))
print("generator expression created")
print(list(ge))

def noisy(v):
    print("computing", v)
    return v + 100

lazy = (noisy(v) for v in [1, 2, 3])
print("before consuming")
print(next(lazy))
print("between")
print(list(lazy))

try:
    bad = (1 / x for x in [1, 0, 2])
    print("created bad generator")
    print(next(bad))
    print(next(bad))
except ZeroDivisionError as e:
    print("error on second item:", e)

data = [3, 1, 2]
ge = (x for x in data)
data.append(9)
print(list(ge))

data = [3, 1, 2]
ge = (x for x in data)
data = [100]
print(list(ge))

nested = ((i, j) for i in range(3) for j in range(i))
print(list(nested))
print(type(x for x in []).__name__)
print(sum(1 for _ in range(7)))
ge = (c.upper() for c in "hey")
print(next(ge), "".join(ge))
