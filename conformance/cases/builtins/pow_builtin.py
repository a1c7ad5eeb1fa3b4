# Checks pow() with two and three arguments, negative exponents and ** operator.
print(pow(2, 10), pow(2, 0), pow(0, 0), pow(-2, 3), pow(-2, 2))
print(pow(2, -1), pow(2, -2), pow(4, 0.5), pow(2.0, 3))
print(pow(3, 4, 5), pow(2, 100, 1000), pow(7, 0, 3), pow(-3, 3, 5))
print(pow(10, 50, 97), pow(123456789, 987654321, 1000000007))
print(pow(3, -1, 7), pow(2, -1, 5))
print(2 ** 100, 2 ** -1, (-8) ** 2, -8 ** 2, 2 ** 3 ** 2)
print(10 ** 0, 0 ** 5, 1.5 ** 2, 9 ** 0.5)
print(pow(base=2, exp=5), pow(2, 5, mod=3))
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
