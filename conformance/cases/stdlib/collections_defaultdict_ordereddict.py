from collections import OrderedDict, defaultdict

groups = defaultdict(list)
for word in ["apple", "bat", "avocado", "cherry", "banana"]:
    groups[word[0]].append(word)
print(dict(groups))
print(groups)
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts)
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 1
print(dict(nested["a"]), nested.default_factory is not None)
plain = defaultdict()
try:
    plain["missing"]
except KeyError as e:
    print("KeyError", e)
print("missing" in counts, counts.get("missing"), len(counts))
copy = counts.copy()
print(type(copy).__name__, copy == counts, copy.default_factory)
print(defaultdict(set, {"a": {1}}))
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)

od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
print(od)
od.move_to_end("b")
print(list(od))
od.move_to_end("c", last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
print(OrderedDict())
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
