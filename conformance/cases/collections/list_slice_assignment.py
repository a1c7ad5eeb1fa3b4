# Checks slice assignment: growing, shrinking, extended slices with step, and size mismatch errors.
a = list(range(10))
a[2:5] = ["x"]
print(a)
a[1:1] = [100, 200]
print(a)
a[:0] = ["start"]
print(a)
a[len(a):] = ["end"]
print(a)
a[-3:] = []
print(a)
a[:] = [1, 2, 3]
print(a)
b = list(range(10))
b[::2] = "abcde"
print(b)
b[1::2] = [None] * 5
print(b)
b[::-1] = range(10)
print(b)
b[8:2:-2] = ["p", "q", "r"]
print(b)
c = [0, 1, 2, 3]
c[5:10] = [9]
print(c)
c[-100:1] = ["neg"]
print(c)
c[2:1] = ["between"]
print(c)
c[1:3] = (t for t in "xy")
print(c)
try:
    c[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    c[::0] = []
except ValueError as e:
    print(type(e).__name__, e)
try:
    c[1:2] = 5
except TypeError as e:
    print(type(e).__name__, e)
d = [1, 2, 3]
d[0:1] = d
print(d)
e = [1, 2, 3, 4, 5, 6]
e[::3] = [10, 40]
e[1:4:2] = ["b", "d"]
print(e)
f = list("hello")
f[1:4] = "EYYY"
print(f, "".join(f))
g = [1, 2, 3]
g[1:2] = []
print(g)
