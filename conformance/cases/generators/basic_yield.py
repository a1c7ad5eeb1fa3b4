# Checks simple generator functions: lazy execution, yield order and iteration with for and next.
trace = []

def three():
    trace.append("start")
    yield 1
    trace.append("after 1")
    yield 2
    trace.append("after 2")
    yield 3
    trace.append("end")

g = three()
print("created, trace:", trace)
print(next(g), trace)
print(next(g), trace)
print(next(g), trace)
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value, trace)

for v in three():
    print("for got", v)

def countdown(n):
    while n > 0:
        yield n
        n -= 1

print(list(countdown(5)))
print(list(countdown(0)))
print(type(countdown(3)).__name__)

def evens_and_odds(limit):
    for i in range(limit):
        if i % 2 == 0:
            yield ("even", i)
        else:
            yield ("odd", i)

for kind, value in evens_and_odds(5):
    print(kind, value)

def conditional_yield(flag):
    if flag:
        yield "yes"
    print("body ran with", flag)

print(list(conditional_yield(True)))
print(list(conditional_yield(False)))

def yield_none():
    yield
    yield None

print(list(yield_none()))

def squares():
    i = 0
    while True:
        yield i * i
        i += 1

sq = squares()
print([next(sq) for _ in range(8)])
print(next(sq), next(sq))
g1 = countdown(3)
g2 = countdown(3)
print(next(g1), next(g1), next(g2))
print(list(g1), list(g2))
print(iter(g1) is g1)
