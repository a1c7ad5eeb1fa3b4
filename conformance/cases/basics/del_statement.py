# Checks del on names, list items, slices, dict keys and the resulting errors.
x = 5
del x
try:
    print(x)
except NameError as e:
    print(type(e).__name__, e)
lst = list(range(10))
del lst[0]
print(lst)
del lst[-1]
print(lst)
del lst[1:3]
print(lst)
del lst[::2]
print(lst)
del lst[:]
print(lst)
lst = list(range(10))
del lst[::-3]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print(type(e).__name__, repr(e))
try:
    del lst[100]
except IndexError as e:
    print(type(e).__name__, e)
a, b = 1, 2
del a, b
try:
    print(a)
except NameError as e:
    print(type(e).__name__, e)
nested = [[1, 2, 3], [4, 5]]
del nested[0][1]
print(nested)
lst = [1, 2, 3]
del lst[5:10]
print(lst)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print(type(e).__name__, e)
lst = [0, 1, 2, 3, 4]
del lst[-2:]
print(lst)
