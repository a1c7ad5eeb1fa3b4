"""A generator receiving values with send and keeping a running average."""


def averager():
    total = count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return count


gen = averager()
next(gen)
print([gen.send(v) for v in [10, 20, 60]])
try:
    gen.send(None)
except StopIteration as stop:
    print("finished after", stop.value)
