# Checks true division results and types, including exact big-int division to float.
print(7 / 2, -7 / 2, 6 / 3, 1 / 3, 2 / 3, -1 / 3, 10 / 4)
print(0 / 5, 0 / -5, -0 / 5)
print(1 / 7, 22 / 7, 355 / 113)
print(10**20 / 10**10, 10**30 / 3, 2**100 / 2**50)
print(2**1000 / 2**999, (2**1000 + 1) / 2**1000)
print(2**-1074, 2**-1075 == 0.0, 1 / 2**1074)
print(10**400 // 10**399, 10**400 / 10**399)
print(12345678901234567890 / 1)
print(9007199254740993 / 1, float(9007199254740993))
print(1 / 3 * 3, 0.1 * 3, 3 * 0.1 == 0.3)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(divmod(0, 7), divmod(2**80 + 5, 2**40))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7.5, -2), divmod(7, 0.5))
print(divmod(1, 0.3))
print(divmod(True, 2), divmod(5, True))
try:
    print(10**400 / 1)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(1.0 * 10**400)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    divmod("a", 1)
except TypeError as e:
    print(type(e).__name__, e)
