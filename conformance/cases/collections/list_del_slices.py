# Checks del with indices, slices and extended slices, and the equivalent slice-assignment forms.
base = list(range(12))
for sl in [slice(2, 5), slice(None, None, 2), slice(1, None, 3), slice(None, None, -2), slice(-4, None),
           slice(10, 2, -3), slice(5, 5), slice(100, None), slice(-100, 2)]:
    lst = base[:]
    del lst[sl]
    print(sl, lst)
lst = base[:]
del lst[0], lst[0]
print(lst)
del lst[-1]
print(lst)
lst = base[:]
lst[2:4] = []
print(lst)
lst = list("abcdef")
while lst:
    del lst[len(lst) // 2]
    print("".join(lst))
d = {i: i * i for i in range(6)}
for k in [k for k in d if k % 2]:
    del d[k]
print(d)
nested = [[1, 2, 3], [4, 5, 6]]
del nested[1][::2]
del nested[0][-1]
print(nested)
try:
    lst = [1]
    del lst[1]
except IndexError as e:
    print(type(e).__name__, e)
try:
    del base[::0]
except ValueError as e:
    print(type(e).__name__, e)
try:
    del base["a"]
except TypeError as e:
    print(type(e).__name__, e)
