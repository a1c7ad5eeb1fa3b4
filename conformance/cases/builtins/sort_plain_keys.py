# Sorts whose keys are all ints, all floats, all exact strs, or tuples of those: stable order,
# reverse keeping equal keys in their first order, and the cases that must take the general path.
records = [(f"n{(i * 37) % 11}", (i * 7) % 5, ((i * 13) % 9) / 4.0, i) for i in range(40)]

print([r[3] for r in sorted(records, key=lambda r: r[1])])
print([r[3] for r in sorted(records, key=lambda r: r[1], reverse=True)])
print([r[3] for r in sorted(records, key=lambda r: r[0])])
print([r[3] for r in sorted(records, key=lambda r: r[0], reverse=True)])
print([r[3] for r in sorted(records, key=lambda r: r[2])])
print([r[3] for r in sorted(records, key=lambda r: (r[1], r[0]))])
print([r[3] for r in sorted(records, key=lambda r: (r[1], r[0]), reverse=True)])
print([r[3] for r in sorted(records, key=lambda r: (r[0], -r[2]))])

items = list(records)
items.sort(key=lambda r: (r[2], r[1]), reverse=True)
print([r[3] for r in items])
items.sort(key=str)
print([r[3] for r in items][:10])

# -0.0 and 0.0 are equal keys: the sort keeps their first order.
zeros = [0.0, -0.0, 1.0, -0.0, 0.0, -1.0]
print(sorted(zeros), sorted(zeros, reverse=True))
print([(x, i) for i, x in sorted(enumerate(zeros), key=lambda p: p[1])])

# Strs order by code point, non-ASCII included.
words = ["é", "e", "z", "", "ab", "a", "É", "\u3042", "Z", "aa"]
print(sorted(words), sorted(words, reverse=True))
print(sorted((w, len(w)) for w in words))

# Tuples of different lengths: a prefix is less.
print(sorted([(1, "b"), (1,), (0, "z", 3), (1, "a"), (0, "z")]))

# NaN, mixed numbers, bools and big ints take the general comparison, with its results.
nan = float("nan")
print(sorted([3.0, 1.0, 2.0]), sorted([2, 1.5, True, 0, -1.25]))
print(sorted([10**20, 5, -10**20, 2**63, -(2**63) - 1]))
print(len(sorted([nan, 1.0, 0.5])))
print(sorted([(1, 2.5), (1, 2), (0, True)]))

# Mixed kinds at a position that is never compared are fine; compared ones raise as in Python.
print(sorted([(1, "a"), (2, 3)]))
try:
    sorted([(1, "a"), (1, 3)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted(["a", 1])
except TypeError as e:
    print("TypeError:", e)

# A key that is a str subclass goes through its own comparison.
class Loud(str):
    def __lt__(self, other):
        return len(self) < len(other)

print(sorted(["ccc", "a", "bb"], key=Loud))
print(sorted([5, 3, 9, 1], key=lambda v: -v), sorted(range(10), key=lambda v: v % 3, reverse=True))
