# Checks that any/all/next/in short-circuit on infinite generators and stop consuming early.
consumed = []

def naturals():
    n = 0
    while True:
        consumed.append(n)
        yield n
        n += 1

print(any(x > 5 for x in naturals()))
print("consumed", len(consumed))
consumed.clear()
print(all(x < 3 for x in naturals()))
print("consumed", consumed)
consumed.clear()
print(any(x % 7 == 6 for x in naturals()))
print("consumed", len(consumed))
consumed.clear()
print(next(x for x in naturals() if x * x > 50))
print("consumed", consumed[-1])
consumed.clear()
print(10 in naturals())
print("consumed", len(consumed))

def noisy(values):
    for v in values:
        print("  yield", v)
        yield v

print("any:", any(noisy([0, "", 3, 4])))
print("all:", all(noisy([1, True, 0, 5])))
print("any empty:", any(noisy([])))
print("all empty:", all(noisy([])))

g = naturals()
consumed.clear()
print(any(x == 3 for x in g))
print("continues at", next(g))
print(all(x < 10 for x in g))
print("continues at", next(g))

def first_match(pred, gen):
    for item in gen:
        if pred(item):
            return item
    return None

consumed.clear()
print(first_match(lambda n: n > 0 and n % 4 == 0 and n % 6 == 0, naturals()))
print("consumed", len(consumed))

def take_while(pred, gen):
    for item in gen:
        if not pred(item):
            return
        yield item

print(list(take_while(lambda n: n < 6, naturals())))
print(list(zip("abc", naturals())))
print(dict(zip(["x", "y"], naturals())))
