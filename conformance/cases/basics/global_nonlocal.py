# Checks global and nonlocal declarations, shadowing and closure cell updates.
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter, bump())
def make_global():
    global created_later
    created_later = "made"
make_global()
print(created_later, counter)
def shadow():
    counter = 100
    return counter
print(shadow(), counter)
def outer():
    x = 1
    def inner():
        nonlocal x
        x += 10
        return x
    print(inner(), inner())
    return x
print(outer())
def level1():
    v = "L1"
    def level2():
        def level3():
            nonlocal v
            v = "L3"
        level3()
        return v
    r = level2()
    return r, v
print(level1())
def accumulator(start):
    total = start
    def add(n):
        nonlocal total
        total += n
        return total
    return add
acc = accumulator(10)
print(acc(1), acc(2), acc(3))
acc2 = accumulator(0)
print(acc2(5), acc(0))
def unbound():
    try:
        print(counter)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    counter = 5
    return counter
print(unbound())
g = [1]
def mutate():
    g.append(2)
print(mutate(), g)
