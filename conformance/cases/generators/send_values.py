# Checks generator.send: priming with next/send(None), values received by yield expressions.
def echo():
    received = []
    while True:
        value = yield len(received)
        if value is None:
            break
        received.append(value)
    return received

g = echo()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(g.send("c"))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def running_average():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        total += value
        count += 1
        average = total / count

avg = running_average()
print(avg.send(None))
for v in [10, 20, 30, 5]:
    print("avg after", v, "=", avg.send(v))

g = echo()
try:
    g.send("too early")
except TypeError as e:
    print("TypeError:", e)

def accumulator():
    total = 0
    while True:
        cmd = yield total
        if isinstance(cmd, tuple):
            op, amount = cmd
            if op == "add":
                total += amount
            elif op == "sub":
                total -= amount
            elif op == "reset":
                total = 0
        elif cmd == "stop":
            return total

acc = accumulator()
next(acc)
for cmd in [("add", 5), ("add", 7), ("sub", 2), ("reset", 0), ("add", 3)]:
    print(cmd, "->", acc.send(cmd))
try:
    acc.send("stop")
except StopIteration as e:
    print("stopped with", e.value)
