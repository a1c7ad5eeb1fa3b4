# Checks chained comparisons, their single evaluation and mixed operators.
x = 5
print(1 < x < 10, 1 < x > 10, 10 > x >= 5, x == 5 == 5.0)
print(1 < 2 < 3 < 4 < 5, 1 < 2 > 3 < 4)
print(1 == 1 != 2, 1 != 2 != 1, 3 > 2 == 2)
calls = []
def v(n):
    calls.append(n)
    return n
print(v(1) < v(2) < v(3))
print(calls)
calls.clear()
print(v(3) < v(2) < v(1))
print(calls)
print(1 < 2 in [2, 3], 2 in [2] in [[2]])
print("a" < "b" < "c", "b" < "a" < "c")
print([] == [] is not None)
a = [1]
b = [1]
print(a == b, a is b, a is not b, a == b is not a)
print(0 <= 0.0 < 1e-300, -1 < -0.0 <= 0)
print(2**64 > 2**64 - 1 > 1.8e19)
print((1 < 2) < 3, 1 < (2 < 3))
print(not 1 < 2, not (1 > 2))
try:
    print(1 < "a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([1] < (1,))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(None < None)
except TypeError as e:
    print(type(e).__name__, e)
print(None == None, None != 0, "1" == 1, 1 == 1.0)
