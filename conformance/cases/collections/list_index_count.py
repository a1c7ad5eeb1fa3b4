# Checks list.index and list.count with start/stop bounds, equality-based matching and mixed types.
lst = [1, "a", 2.0, [3], "a", 1, True, None, (4,)]
print(lst.count(1), lst.count("a"), lst.count(2), lst.count([3]), lst.count(None), lst.count(True), lst.count(0))
print(lst.index(1), lst.index("a"), lst.index("a", 2), lst.index(2), lst.index([3]), lst.index((4,)), lst.index(True))
print(lst.index(1, 1), lst.index(1, -4), lst.index("a", 1, 5), lst.index(None, -3, -1))
for args in [("zz",), ("a", 5), (1, 1, 5), (2.0, 3)]:
    try:
        print(lst.index(*args))
    except ValueError as e:
        print(type(e).__name__, e)
nan = float("nan")
seq = [nan, 1]
print(seq.count(nan), seq.index(nan), [float("nan")].count(nan))
print([[]].count([]), [[1, 2], [1, 2]].count([1, 2]), [(1,), [1]].count((1,)))
print([0, False, 0.0, -0.0].count(0), [0, False, 0.0].index(False), ["A", "a"].count("a"))
grades = ["B", "A", "C", "A", "B", "A"]
print({g: grades.count(g) for g in sorted(set(grades))})
def all_indexes(seq, value):
    out, start = [], 0
    while True:
        try:
            i = seq.index(value, start)
        except ValueError:
            return out
        out.append(i)
        start = i + 1
print(all_indexes(grades, "A"), all_indexes(grades, "D"), all_indexes("banana", "a"))
print((1, 2, 1).count(1), "banana".count("a"), (1, 2, 3).index(3, 0, 3), range(0, 10, 2).index(8))
