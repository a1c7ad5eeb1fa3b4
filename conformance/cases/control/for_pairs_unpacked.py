# `for k, v in d.items():` and `for i, x in enumerate(seq):` step the iterator and unpack the
# pair without making a tuple; every other shape (no unpacking, starred targets, other views,
# other iterables) and every error takes the general path, with CPython's results and messages.
prices = {"apple": 3, "pear": 5, "fig": 7}
total = 0
for name, price in prices.items():
    total += price * len(name)
print(total)

for name, price in prices.items():
    prices[name] = price + 1  # rebinding values is allowed while iterating
print(prices)

pairs = []
for key, value in {}.items():
    pairs.append(key)
else:
    pairs.append("empty")
print(pairs)

seen = []
for k, v in prices.items():
    if k == "pear":
        continue
    for k2, v2 in prices.items():
        if k2 == k:
            break
        seen.append((k, k2, v + v2))
print(seen)

for item in prices.items():
    print(type(item).__name__, item)
for first, *rest in {"a": 1}.items():
    print(first, rest)
for a, b in {"xy": 1, "zw": 2}:
    print(a, b)

counts = {i: i * i for i in range(5)}
try:
    for k, v in counts.items():
        if k == 2:
            counts[10] = 0
except RuntimeError as e:
    print("RuntimeError:", e)

swapped = {1: "a", 2: "b"}
try:
    for k, v in swapped.items():
        if k == 1:
            del swapped[2]
            swapped[3] = "c"
except RuntimeError as e:
    print("RuntimeError:", e)

try:
    for a, b, c in {"k": 1}.items():
        pass
except ValueError as e:
    print("ValueError:", e)


class Tally(dict):
    pass


t = Tally(x=1, y=2)
print(sorted((v, k) for k, v in t.items()))
print([k + str(v) for k, v in {"p": 1, "q": 2}.items()])


words = ["a", "bb", "ccc"]
for i, w in enumerate(words):
    if i == 0:
        words.append("dddd")  # the list grows while enumerated: the new item is seen
    print(i, w)
for i, w in enumerate(("x", "y"), start=10):
    print(i, w)
for i, n in enumerate(range(3, 9, 3)):
    print(i, n)
for i, ch in enumerate("hi"):
    print(i, ch)
for i, g in enumerate(n * n for n in range(3)):
    print(i, g)
for i, w in enumerate(["p", "q"], 2**63 - 1):
    print(i, w)
for i, w in enumerate([]):
    print("never")
else:
    print("enumerate else")
found = None
for i, w in enumerate(["u", "v", "w"]):
    if w == "v":
        found = i
        break
print(found)
e = enumerate([7, 8, 9])
for i, v in e:
    if i == 1:
        break
print(next(e), list(e))
