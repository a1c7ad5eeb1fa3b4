from collections import defaultdict

records = [("eng", "alice", 120), ("ops", "bob", 90), ("eng", "carol", 135), ("sales", "dan", 70), ("ops", "erin", 95)]
groups = defaultdict(list)
totals = defaultdict(int)
for dept, name, pay in records:
    groups[dept].append(name)
    totals[dept] += pay
print(dict(groups))
print(sorted(totals.items(), key=lambda kv: -kv[1]))
nested = defaultdict(lambda: defaultdict(int))
for dept, name, pay in records:
    nested[dept][name[0]] += 1
print({k: dict(v) for k, v in nested.items()})
d = defaultdict(set)
print(d["x"], len(d), "y" in d, d.get("z"), len(d))
print(repr(defaultdict(int, {"a": 1})))
plain = defaultdict(None)
try:
    plain["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
dd = defaultdict(list, a=[1])
dd2 = dd.copy()
dd2["b"].append(2)
print(dd, dd2, dd2.default_factory is list)
