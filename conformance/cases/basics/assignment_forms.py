# Checks simple, tuple, list, nested and swap assignments plus subscript targets.
a = 1
b, c = 2, 3
print(a, b, c)
b, c = c, b
print(b, c)
(d, e), f = (4, 5), 6
print(d, e, f)
[g, h] = "gh"
print(g, h)
i, (j, [k, l]) = 1, (2, [3, 4])
print(i, j, k, l)
x = y = z = 0
print(x, y, z)
lst = [0, 0, 0]
lst[0], lst[2] = 7, 9
print(lst)
d = {}
d["a"], d["b"] = 1, 2
print(d)
m = [[0] * 2 for _ in range(2)]
m[1][0] = 5
print(m)
t = 1,
print(t, type(t))
u = ()
print(u, len(u))
p, q = q, p = 1, 2
print(p, q)
idx = 0
nums = [10, 20, 30]
idx, nums[idx] = 2, 99
print(idx, nums)
for a, b in [(1, 2), (3, 4)]:
    print(a + b, end=" ")
print()
for n, (s, v) in enumerate([("x", 1), ("y", 2)]):
    print(n, s, v)
try:
    a, b = 1, 2, 3
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, c = 1, 2
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = 5
except TypeError as e:
    print(type(e).__name__, e)
