# Checks flattening nested lists and grouping records via comprehensions.
nested = [[1, 2], [3], [], [4, 5, 6]]
print([x for sub in nested for x in sub])
deep = [[[1, 2], [3]], [[4], [5, 6, 7]]]
print([x for a in deep for b in a for x in b])
orders = [
    {"id": 1, "cust": "ann", "items": ["pen", "ink"]},
    {"id": 2, "cust": "bob", "items": ["pad"]},
    {"id": 3, "cust": "ann", "items": ["pen", "clip", "pad"]},
]
print([item for o in orders for item in o["items"]])
print(sorted({item for o in orders for item in o["items"]}))
custs = list(dict.fromkeys(o["cust"] for o in orders))
print(custs)
by_cust = {c: [o["id"] for o in orders if o["cust"] == c] for c in custs}
print(by_cust)
item_counts = {}
for item in [i for o in orders for i in o["items"]]:
    item_counts[item] = item_counts.get(item, 0) + 1
print(item_counts)
print({c: sum(len(o["items"]) for o in orders if o["cust"] == c) for c in custs})
pairs = [(o["id"], item) for o in orders for item in o["items"]]
print(pairs)
chunks = [list(range(10))[i:i + 4] for i in range(0, 10, 4)]
print(chunks)
print([sum(c) for c in chunks])
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
groups = {w[0]: [x for x in words if x[0] == w[0]] for w in words}
print(groups)
