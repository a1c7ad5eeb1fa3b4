# Checks starred assignment targets: first, *mid, last in many shapes, and unpacking errors.
first, *mid, last = [1, 2, 3, 4, 5]
print(first, mid, last)
first, *mid, last = [1, 2]
print(first, mid, last)
*init, tail = "hello"
print(init, tail)
head, *rest = range(4)
print(head, rest, type(rest).__name__)
*everything, = (7, 8, 9)
print(everything)
a, b, *c = (1, 2)
print(a, b, c)
a, *b, c, d = "wxyz"
print(a, b, c, d)

for seq in [[1, 2, 3], (4, 5), "ab"]:
    x, *ys = seq
    print(x, ys)

(p, q), *others = [(1, 2), (3, 4), (5, 6)]
print(p, q, others)
[n1, [n2, *n3]], n4 = [[1, [2, 3, 4]], 5]
print(n1, n2, n3, n4)

data = {"k1": 1, "k2": 2, "k3": 3}
k_first, *k_rest = data
print(k_first, k_rest)
*vals, v_last = data.values()
print(vals, v_last)

def gen():
    yield from "abc"

g1, *g_rest = gen()
print(g1, g_rest)

try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)

x = y = [1, 2]
x, y = y, x
print(x, y)
i, j = 1, 2
i, j = j, i
print(i, j)
nums = [10, 20, 30]
nums[0], nums[2] = nums[2], nums[0]
print(nums)
s = "a,b,c,d"
first_field, *_, last_field = s.split(",")
print(first_field, last_field)
line = "GET /index.html HTTP/1.1"
method, path, *extra = line.split()
print(method, path, extra)
