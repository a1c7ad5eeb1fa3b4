# Checks nested tuple unpacking in for loops, comprehensions, enumerate/zip and dict items.
pairs = [(1, "one"), (2, "two"), (3, "three")]
for num, word in pairs:
    print(num, word)

nested = [("ann", (30, "Oslo")), ("bob", (25, "Rome"))]
for name, (age, city) in nested:
    print(f"{name} is {age} in {city}")

for i, (name, (age, city)) in enumerate(nested, start=1):
    print(i, name, age, city)

for (a, b), c in [((1, 2), 3), ((4, 5), 6)]:
    print(a + b + c)

for first, *rest in [[1, 2, 3], [4], ["x", "y"]]:
    print(first, rest)

for *init, last in ["abc", "de"]:
    print(init, last)

scores = {"ann": [90, 85], "bob": [70, 95]}
for name, (s1, s2) in scores.items():
    print(name, s1 + s2)

for idx, (key, value) in enumerate(sorted({"b": 2, "a": 1}.items())):
    print(idx, key, value)

for (x1, y1), (x2, y2) in zip([(0, 0), (1, 1)], [(3, 4), (4, 5)]):
    print("dist^2", (x2 - x1) ** 2 + (y2 - y1) ** 2)

print([a * b for a, b in [(1, 2), (3, 4)]])
print({k: v for (k, v), _ in [(("x", 1), None), (("y", 2), None)]})
print([f"{n}:{t}" for n, (t, *_) in [(1, ("a", "b")), (2, ("c",))]])

records = [
    ("order-1", [("apple", 2, 0.5), ("pear", 1, 0.75)]),
    ("order-2", [("fig", 10, 0.2)]),
]
for order_id, lines in records:
    total = 0
    for item, qty, price in lines:
        total += qty * price
    print(order_id, round(total, 2))

matrix = [[1, 2], [3, 4], [5, 6]]
for row_i, [left, right] in enumerate(matrix):
    print(row_i, left * right)

try:
    for a, b in [(1, 2), (3,)]:
        print("ok", a, b)
except ValueError as e:
    print("ValueError:", e)

for x, in [(1,), (2,)]:
    print("single-element tuple target", x)

point = {"x": 1}
for point["x"] in range(3):
    pass
print(point)
