# Checks that yield from forwards send() and throw() to the subgenerator and returns its result.
def averager():
    total = 0
    count = 0
    while True:
        value = yield
        if value is None:
            break
        total += value
        count += 1
    return (count, total / count if count else 0)

def grouper(results, key):
    while True:
        results[key] = yield from averager()
        print("group finished:", key, results[key])

results = {}
data = {"girls": [40, 41, 42], "boys": [39, 40, 41, 45]}
for key, values in data.items():
    group = grouper(results, key)
    next(group)
    for v in values:
        group.send(v)
    group.send(None)
print(results)

def inner():
    received = []
    while len(received) < 3:
        try:
            x = yield f"inner has {len(received)}"
            received.append(x)
        except ValueError as e:
            received.append(f"error:{e}")
    return received

def outer():
    got = yield from inner()
    print("outer received", got)
    yield "outer done"

g = outer()
print(next(g))
print(g.send("one"))
print(g.throw(ValueError("bad")))
print(g.send("three"))
print(next(g, "end"))

def closing_inner():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally")

def closing_outer():
    try:
        yield from closing_inner()
    finally:
        print("outer finally")

g = closing_outer()
print(next(g))
g.close()
