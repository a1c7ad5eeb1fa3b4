# Checks float // and % semantics with negative operands and inexact values.
pairs = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (1.0, 0.1), (-1.0, 0.1), (5, 0.5), (0.3, 0.1),
         (1e20, 3.0), (-1e-20, 1.0), (1e-20, -1.0), (3.5, 3.5), (10, 3.0), (-10, 3.0), (2.0**60, 7.0)]
for a, b in pairs:
    print(f"{a!r} // {b!r} = {a // b!r}; {a!r} % {b!r} = {a % b!r}; divmod = {divmod(a, b)}")
print(type(7 // 2.0), type(7.0 % 2), 7 // 2.0, 7.0 % 2)
print(5.0 % 3, -5.0 % 3, 5.0 % -3, -5.0 % -3)
print(0.0 % 5, -0.0 % 5, 0.0 % -5)
print(6.0 // 0.1, 6.0 % 0.1, 0.7 // 0.1, 0.7 % 0.1)
print(1 // float("inf"), -1 // float("inf"), 1 % float("inf"), -1 % float("inf"))
for a, b in [(1.0, 0.0), (1, 0.0), (0.0, 0), (-2.5, -0.0)]:
    try:
        print(a // b)
    except ZeroDivisionError as e:
        print("//", type(e).__name__, e)
    try:
        print(a % b)
    except ZeroDivisionError as e:
        print("%", type(e).__name__, e)
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("/", type(e).__name__, e)
