# `for k, v in d.items():` steps the dict and unpacks the pair without making a tuple; every
# other shape (no unpacking, starred targets, other views) and every error takes the general
# path, with CPython's results and messages.
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
