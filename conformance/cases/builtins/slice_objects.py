# Checks slice objects and slicing of lists, strings, tuples with negative steps.
s = "abcdefghij"
lst = list(range(10))
print(s[2:5], s[:3], s[7:], s[-3:], s[:-3], s[::2], s[1::3], s[::-1], s[-2:2:-2])
print(lst[2:5], lst[::3], lst[8:2:-2], lst[-1:-4:-1], lst[100:], lst[-100:2])
sl = slice(1, 8, 2)
print(sl, sl.start, sl.stop, sl.step, s[sl], lst[sl], (1, 2, 3, 4)[slice(2)])
print(slice(5), slice(None, None, -1), s[slice(None, None, -1)])
print(sl.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10))
a = list(range(6))
a[1:3] = ["x", "y", "z"]
print(a)
a[::2] = [0, 0, 0, 0][:len(a[::2])]
print(a)
del a[::3]
print(a)
a[:] = []
print(a)
b = [1, 2, 3, 4, 5]
b[1:1] = [9, 9]
print(b)
b[-2:] = []
print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    s[::0]
except ValueError as e:
    print("ValueError:", e)
try:
    s[1.5:]
except TypeError as e:
    print("TypeError:", e)
