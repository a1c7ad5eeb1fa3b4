# Checks float.is_integer across integral, fractional, huge, tiny and special floats.
for v in [0.0, -0.0, 1.0, 1.5, -2.0, 1e16, 1e-16, 2.0**60, 0.1 * 10, 0.1 * 3 * 10, 123456789.0, 1e308, 5e-324,
          4.35 * 100, 2.5 * 2, 1 / 3 * 3, 7 / 7, 9007199254740993.0, -1e22, 0.5 + 0.5]:
    print(repr(v), v.is_integer())
print(float("inf").is_integer(), float("-inf").is_integer(), float("nan").is_integer())
whole = [x / 4 for x in range(-8, 9) if (x / 4).is_integer()]
print(whole)
def as_int_if_whole(x):
    return int(x) if x.is_integer() else x
print([as_int_if_whole(v) for v in [2.0, 2.5, -3.0, 1e20, 0.1]])
print((7 / 2).is_integer(), (8 / 2).is_integer(), (2 ** 0.5).is_integer(), (4 ** 0.5).is_integer())
print(float(10**30).is_integer(), float(2**53 + 1).is_integer(), (1e300 / 1e-10).is_integer())
try:
    print((1.5).is_integer(1))
except TypeError as e:
    print(type(e).__name__, e)
print(hasattr(1.0, "is_integer"), callable((2.0).is_integer))
count = 0
for i in range(1, 50):
    if (i / 7).is_integer():
        count += 1
print(count)
squares = [n for n in range(1, 200) if (n ** 0.5).is_integer()]
print(squares)
