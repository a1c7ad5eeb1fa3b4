# Checks closures with nonlocal counters and independent closure instances.
def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    return inc

c1 = make_counter()
c2 = make_counter(100, 10)
print(c1(), c1(), c1())
print(c2(), c2())
print(c1())

def make_account(balance):
    history = []
    def deposit(x):
        nonlocal balance
        balance += x
        history.append(("dep", x))
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            history.append(("fail", x))
            return None
        balance -= x
        history.append(("wd", x))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report

dep, wd, rep = make_account(50)
print(dep(25))
print(wd(100))
print(wd(30))
print(rep())

def outer():
    x = "outer"
    def middle():
        nonlocal x
        x = "middle"
        def inner():
            nonlocal x
            x = x + "+inner"
            return x
        return inner()
    r = middle()
    return r, x

print(outer())

def accumulator():
    total = 0
    items = []
    def add(v):
        nonlocal total
        total += v
        items.append(v)
        return total, len(items)
    return add

acc = accumulator()
for v in [5, 10, -3]:
    print(acc(v))
print(c1.__name__, dep.__name__)
