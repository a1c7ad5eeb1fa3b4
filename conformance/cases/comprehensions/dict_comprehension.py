# Checks dict comprehensions: keys/values transforms, filters, inversion, overwriting.
words = ["apple", "bob", "kiwi", "banana", "fig"]
print({w: len(w) for w in words})
print({w: len(w) for w in words if len(w) > 3})
print({i: i * i for i in range(6)})
print({i: ("even" if i % 2 == 0 else "odd") for i in range(4)})
prices = {"tea": 3.5, "coffee": 4.25, "juice": 5.0}
print({k.upper(): v for k, v in prices.items()})
print({k: round(v * 1.1, 2) for k, v in prices.items()})
print({k: v for k, v in prices.items() if v < 5})
inv = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inv)
print({w[0]: w for w in words})
print({len(w): w for w in words})
print({x: y for x, y in [("k", 1), ("k", 2), ("j", 3)]})
print({(x, y): x * y for x in range(3) for y in range(3) if x < y})
counts = {c: "mississippi".count(c) for c in "mississippi"}
print(counts)
print({k: counts[k] for k in sorted(counts)})
print({k: v for k, v in sorted(counts.items(), key=lambda kv: -kv[1])})
nested = {"a": {"x": 1}, "b": {"x": 2, "y": 3}}
print({k: sum(v.values()) for k, v in nested.items()})
print({k: list(v) for k, v in nested.items()})
print({} == {k: 1 for k in ""})
