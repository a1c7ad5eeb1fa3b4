# Checks slice objects: repr, attributes, indices(), use in subscripts and equality.
s = slice(1, 8, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None), slice(1, None), slice(None, None, -1))
data = list(range(10))
print(data[s], "abcdefghij"[s], tuple(data)[s], data[slice(-3, None)], data[slice(None, None, -3)])
for sl in [slice(None), slice(2, 5), slice(-1, None, -1), slice(100, -100, -1), slice(None, None, 3), slice(-3, 20), slice(5, 2)]:
    print(sl, sl.indices(10), data[sl], list(range(10)[sl]) == data[sl])
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), slice(0, 5, None) == slice(0, 5))
print(slice(None, None, -1).indices(5), slice(-100, 100).indices(3), slice(10, 20, 3).indices(100))
try:
    slice(0, 5, 0).indices(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(type(e).__name__, e)
first_three = slice(0, 3)
last_two = slice(-2, None)
rows = ["alpha", "beta", "gamma", "delta", "eps"]
print(rows[first_three], rows[last_two], [r[first_three] for r in rows])
fields = "20240115John Smith   NYC"
DATE, NAME, CITY = slice(0, 8), slice(8, 21), slice(21, None)
print(fields[DATE], repr(fields[NAME].strip()), fields[CITY])
lst = list(range(6))
lst[slice(1, 3)] = ["x", "y", "z"]
del lst[slice(None, None, 2)]
print(lst)
print(slice("a", "b", "c"), slice(1.5, 2.5).start)
