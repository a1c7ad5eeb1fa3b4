# Checks comparisons between ints, floats and bools, including big ints vs floats and nan.
print(1 == 1.0, 1 < 1.5, 2 > 1.999999, -1 == -1.0, 0 == -0.0, True == 1.0, False < 0.5)
print(2**53 + 1 == 2.0**53, 2**53 + 1 > 2.0**53, 2**53 == 2.0**53)
print(2**1000 > 1e308, 2**1024 < float("inf"), 2**1024 > 1.7976931348623157e308)
print(-2**1024 > float("-inf"), 10**400 > 1.7976931348623157e308)
print(9007199254740993 == 9007199254740992.0, 9007199254740993 < 9007199254740994.0)
print(0.1 < 1 / 10 + 1e-17, 0.1 == 1 / 10, 1 / 3 == 0.3333333333333333)
nan = float("nan")
print(nan == 1, nan < 1, nan > 1, 1 < nan, nan != nan, 1 != nan)
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), min(-0.0, 0), max(2, 2.0, True))
print(sorted([3, 2.5, True, 0.0, -1, 2**64, 1e19]))
print([1, 2.0] == [1.0, 2], (1, 2) < (1, 2.5), [1, 2] < [1, 2, 0])
print(1 in [1.0], 1.0 in {1}, 2 in {2.0: "x"}, {1: "a"}[1.0], {True: "t"}[1])
print(3 <= 3.0 <= 3, 0.5 < 1 < 1.5)
print(10**20 == 1e20, 10**22 == 1e22, 10**23 == 1e23, 10**23 < 1e23)
print(123456789012345678 == 123456789012345678.0, 123456789012345678 == 123456789012345680.0)
for a, b in [(1, "1"), (None, 0), ([], 0)]:
    print(a == b, a != b)
    try:
        print(a < b)
    except TypeError as e:
        print(type(e).__name__, e)
