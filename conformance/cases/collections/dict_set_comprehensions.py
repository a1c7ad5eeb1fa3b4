# Checks dict and set comprehensions, key collisions, filtering and inversion.
print({x: x * x for x in range(6)})
print({k: v for k, v in [("a", 1), ("b", 2), ("a", 3)]})
print({w: len(w) for w in "one two three two one".split()})
print({x % 3: x for x in range(10)})
d = {"a": 1, "b": 2, "c": 3}
print({v: k for k, v in d.items()})
print({k: v for k, v in d.items() if v != 2})
print({k.upper(): v * 10 for k, v in d.items()})
print({x % 5 for x in range(20)}, {x * x for x in [-3, -2, 2, 3]}, {c for c in "hello"} == set("helo"))
print(sorted({w[0] for w in ["apple", "avocado", "banana", "cherry"]}))
print({(i, j): i * j for i in range(1, 3) for j in range(1, 3)})
print({i: [j for j in range(i)] for i in range(4)})
print({n: ("even" if n % 2 == 0 else "odd") for n in range(5)})
grid = {(r, c): "." for r in range(2) for c in range(3)}
grid[(1, 1)] = "#"
print(grid)
print({k: sorted(v) for k, v in {"x": [3, 1], "y": [2]}.items()})
print(dict.fromkeys(range(3)) == {i: None for i in range(3)})
letters = {c: i for i, c in enumerate("abcabc")}
print(letters)
s = {frozenset({1, 2}), frozenset({2, 1})}
print(len(s))
print({i for i in range(30) if i % 4 == 1})
