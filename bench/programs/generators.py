# Generator pipelines: chained generators, yield from, send, generator expressions.
def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def only(pred, source):
    for x in source:
        if pred(x):
            yield x


def mapped(fn, source):
    for x in source:
        yield fn(x)


def windows(source, size):
    window = []
    for x in source:
        window.append(x)
        if len(window) == size:
            yield tuple(window)
            window.pop(0)


def chain(*sources):
    for s in sources:
        yield from s


def averager():
    total = 0
    count = 0
    avg = None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total // count


pipeline = windows(mapped(lambda x: x * 3 + 1, only(lambda x: x % 3 != 0, numbers(300000))), 3)
acc = 0
for a, b, c in pipeline:
    acc = (acc + a * b - c) % 1000000007
print(acc)

avg = averager()
next(avg)
last = 0
for x in chain(numbers(50000), range(50000, 0, -1), (y * y % 1000 for y in range(50000))):
    last = avg.send(x)
print(last, sum(x for x in numbers(100000) if x & 1))
