# Checks round() to integers: banker's rounding of exact halves, result types and ints.
for v in [0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5, 0.49999999999999994, 0.5000000000000001,
          2.4, 2.6, -2.4, -2.6, 1e16, 1e300, 123.456, -0.0]:
    r = round(v)
    print(repr(v), r, type(r).__name__)
print([round(x + 0.5) for x in range(-5, 6)])
print(round(7), round(-7), type(round(7)), round(True))
print(round(2**70), round(10**30 + 1))
print(round(5, -1), round(15, -1), round(25, -1), round(-25, -1), round(35, -1))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(1251, -2), round(-1250, -2))
print(round(12345, -10), round(2**70, -5), round(-2**70 + 5, -1))
print(round(5, 2), round(-7, 0), type(round(5, 2)))
print(round(0.5, None), round(1.5, None), type(round(1.5, None)))
try:
    round("1.5")
except TypeError as e:
    print(type(e).__name__, e)
try:
    round(1.5, 1.0)
except TypeError as e:
    print(type(e).__name__, e)
def average(vals):
    return round(sum(vals) / len(vals))
print(average([1, 2]), average([2, 3]), average([1, 2, 3, 5]))
