# Checks that a next() on an exhausted iterator inside a generator escapes as an uncaught RuntimeError (PEP 479).
def pairs(items):
    it = iter(items)
    while True:
        first = next(it, None)
        if first is None:
            return
        second = next(it)
        yield first, second

print(list(pairs([1, 2, 3, 4])))
print(list(pairs([])))
try:
    print(list(pairs(["a", "b", "c"])))
except RuntimeError as e:
    print("caught:", e, "| cause is StopIteration:", type(e.__cause__) is StopIteration)

totals = []
for a, b in pairs([10, 20, 30, 40]):
    totals.append(a + b)
print(totals)
print("now iterating an odd-length list without a handler")
for a, b in pairs([5, 6, 7]):
    print("pair", a, b)
print("unreachable")
