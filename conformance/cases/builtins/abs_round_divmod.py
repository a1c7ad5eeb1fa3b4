# Checks abs(), round() (banker's rounding, ndigits, negative ndigits) and divmod().
print(abs(-5), abs(5), abs(0), abs(-0.0), abs(-3.25), abs(-10 ** 30), abs(True))
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(-0.5))
print(round(2.675, 2), round(1.005, 2), round(3.14159, 3), round(2.5, 0))
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(7), round(7, 2), round(-7.7), type(round(7.7)).__name__, type(round(7.7, 1)).__name__)
print(round(0.1 + 0.2, 10), round(1e20), round(123456, -3))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(0, 3))
print(divmod(10 ** 20 + 7, 10 ** 10))
print(17 // 5, 17 % 5, -17 // 5, -17 % 5, 7.5 // 2, -7.5 % 2)
for a, b in [(9, 4), (-9, 4), (9, -4), (-9, -4)]:
    q, r = divmod(a, b)
    print(a, b, q, r, q * b + r == a)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)
