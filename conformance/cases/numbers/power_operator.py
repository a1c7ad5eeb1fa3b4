# Checks ** with int/float operands, negative exponents, zero and large results.
print(2 ** 10, 2 ** 0, 0 ** 0, 0 ** 5, 1 ** 1000, (-1) ** 1001, (-1) ** 1000)
print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3, type(2 ** -1))
print(2 ** 0.5, 4 ** 0.5, 8 ** (1 / 3), 27 ** (1 / 3))
print(2.0 ** 10, 1.5 ** 2, (-1.5) ** 3, (-2.0) ** 2)
print(10 ** 20, 10 ** 21, 10.0 ** 20, 10.0 ** 21, 10.0 ** 22, 10.0 ** -5)
print(3 ** 100)
print((-3) ** 99)
print(7 ** 77 % 1000)
print(2 ** 3 ** 2, (2 ** 3) ** 2, -2 ** 2)
print(0.0 ** 0, 0 ** 0.0, 1.0 ** float("inf"), 2.0 ** -1074, 2.0 ** -1075)
print(float("inf") ** 0, 0.5 ** float("inf"), 2 ** float("-inf"))
print(pow(2, 10), pow(2.5, 2), pow(-8, 2), pow(2, -3))
try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(0.0 ** -1)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(10.0 ** 400)
except OverflowError as e:
    print(type(e).__name__)
try:
    print(2 ** 10000 * 1.0)
except OverflowError as e:
    print(type(e).__name__, e)
print(len(str(2 ** 10000)), str(2 ** 10000)[:15])
print(1.1 ** 2, 1.1 * 1.1, 0.1 ** 2)
x = 5
x **= 3
print(x, x ** -1)
print([n ** 2 for n in range(-3, 4)], [2 ** n for n in range(-2, 3)])
