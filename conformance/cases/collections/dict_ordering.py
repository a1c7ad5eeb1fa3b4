# Checks dict insertion order after updates, deletes, re-inserts, pops and comprehension building.
d = {}
d["b"] = 1
d["a"] = 2
d["c"] = 3
print(d, list(d), list(d.values()))
d["b"] = 10
print(d)
del d["b"]
d["b"] = 20
print(d)
d.pop("a")
d["a"] = 30
print(d)
d.update({"c": 33, "z": 0})
print(d)
d.setdefault("c", 999)
d.setdefault("new", 1)
print(d)
print(d.popitem(), d)
d2 = dict.fromkeys("hello")
print(d2)
d3 = {k: None for k in [3, 1, 2, 1, 3]}
print(d3)
d4 = dict([("z", 1), ("y", 2), ("z", 3)])
print(d4)
d5 = {1: "a", 1.0: "b", True: "c"}
print(d5)
nums = {}
for n in [5, 3, 5, 1, 3, 9]:
    nums[n] = nums.get(n, 0) + 1
print(nums)
print(list(reversed(nums)), list(reversed(nums.items())))
ordered = dict(sorted(nums.items()))
print(ordered, dict(sorted(nums.items(), key=lambda kv: -kv[1])))
e = {"x": 1, "y": 2}
f = {"y": 2, "x": 1}
print(e == f, list(e) == list(f))
big = {i: i for i in range(100, 0, -7)}
print(list(big)[:5], len(big))
for k in list(big):
    if k % 2:
        del big[k]
big[1000] = 0
print(list(big))
