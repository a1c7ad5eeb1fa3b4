# Checks ZeroDivisionError messages for int and float division, floor division and modulo.
cases = [
    ("1 / 0", lambda: 1 / 0),
    ("1.0 / 0", lambda: 1.0 / 0),
    ("1 / 0.0", lambda: 1 / 0.0),
    ("1 // 0", lambda: 1 // 0),
    ("1 % 0", lambda: 1 % 0),
    ("1.5 // 0", lambda: 1.5 // 0),
    ("1.5 % 0", lambda: 1.5 % 0),
    ("divmod(5, 0)", lambda: divmod(5, 0)),
    ("divmod(5.0, 0)", lambda: divmod(5.0, 0)),
    ("10**30 // 0", lambda: 10 ** 30 // 0),
    ("0 ** -1", lambda: 0 ** -1),
    ("0.0 ** -2", lambda: 0.0 ** -2),
    ("True / False", lambda: True / False),
    ("x /= 0", None),
]
for label, fn in cases:
    try:
        if fn is None:
            x = 5
            x /= 0
        else:
            fn()
    except ZeroDivisionError as e:
        print(f"{label:<16} -> {e}")

def average(xs):
    return sum(xs) / len(xs)

for data in [[1, 2, 3], []]:
    try:
        print("average", average(data))
    except ZeroDivisionError as e:
        print("average failed:", e, "| args:", e.args)

def safe_ratio(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf") if a > 0 else 0.0

print(safe_ratio(1, 4), safe_ratio(1, 0), safe_ratio(0, 0))
