# Checks min()/max() with iterables, multiple args, key, default and error cases.
print(min([4, 2, 8]), max([4, 2, 8]))
print(min(4, 2, 8), max(4, 2, 8))
print(min("hello"), max("hello"))
print(min(["pear", "apple", "fig"]), max(["pear", "apple", "fig"]))
print(min(["pear", "apple", "fig"], key=len), max(["pear", "apple", "fig"], key=len))
print(max("a", "B", "c", key=str.lower), min("a", "B", "c", key=str.lower))
print(min([], default=None), max([], default="empty"))
print(min([5], default=0), max((), default=-1))
print(min([3, 1, 1.0, 2]), max([1, True, 1.0]))
print(max([(1, "b"), (2, "a"), (2, "c")]))
print(min({"x": 3, "y": 1, "z": 2}), max({"x": 3, "y": 1, "z": 2}.values()))
d = {"x": 3, "y": 1, "z": 2}
print(min(d, key=d.get), max(d, key=d.get))
recs = [{"n": "a", "s": 5}, {"n": "b", "s": 9}, {"n": "c", "s": 9}]
print(max(recs, key=lambda r: r["s"])["n"], min(recs, key=lambda r: -r["s"])["n"])
print(max(range(10), key=lambda n: n % 4))
print(min(-0.5, -1, 2), max(10 ** 30, 1e30))
try:
    min([])
except ValueError as e:
    print("ValueError:", e)
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    max(1, "a")
except TypeError as e:
    print("TypeError:", e)
try:
    max(5)
except TypeError as e:
    print("TypeError:", e)
