# Checks ZeroDivisionError messages for every division-like operation and type combination.
ops = [
    ("7 // 0", lambda: 7 // 0), ("7 % 0", lambda: 7 % 0), ("7 / 0", lambda: 7 / 0),
    ("7.0 / 0", lambda: 7.0 / 0), ("7 / 0.0", lambda: 7 / 0.0), ("7.0 // 0.0", lambda: 7.0 // 0.0),
    ("7.0 % 0.0", lambda: 7.0 % 0.0), ("divmod(7, 0)", lambda: divmod(7, 0)),
    ("divmod(7.0, 0)", lambda: divmod(7.0, 0)), ("0 ** -1", lambda: 0 ** -1),
    ("0.0 ** -2", lambda: 0.0 ** -2), ("2**100 // 0", lambda: 2**100 // 0),
    ("2**100 % 0", lambda: 2**100 % 0), ("True / False", lambda: True / False),
    ("pow(0, -1)", lambda: pow(0, -1)), ("1 / -0.0", lambda: 1 / -0.0),
    ("0 / 0", lambda: 0 / 0), ("10**400 / 0", lambda: 10**400 / 0),
]
for text, fn in ops:
    try:
        print(text, "=", fn())
    except ZeroDivisionError as e:
        print(text, "->", type(e).__name__ + ":", e)
x = 10
try:
    x //= 0
except ZeroDivisionError as e:
    print("augmented", e, x)
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return None
print([safe_div(10, d) for d in [5, 0, -4, 0.0]])
print(isinstance(ZeroDivisionError(), ArithmeticError))
