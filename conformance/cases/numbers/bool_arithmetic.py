# Checks arithmetic with booleans, counting with bools and results' types.
print(True + True, True + False, True * 3, True - 2, True / 4, True // 2, True % 1)
print(False ** 0, True ** 100, -False, -True, +True, ~False)
print(type(True + 1), type(True * 1.0), type(True / True), type(True // True))
print(True + 0.5, False * 2.5, 3 - True, 10 // True, 7 % True)
flags = [x % 3 == 0 for x in range(10)]
print(flags, sum(flags), flags.count(True))
print(int(True) + int("1"), float(True), str(True + 1))
print((5 > 3) + (2 > 1) + (0 > 1))
print(True == 1 == 1.0, True is True, (True + 0) == 1, type(True + 0).__name__)
print(2 ** True, 2 ** False, True << 5, 1024 >> True)
print(divmod(True, 3), abs(-True), round(True), max(True, False))
print(-True // 2, -True % 2, True - True - True)
score = 0
for answer, correct in zip([1, 2, 3, 4], [1, 0, 3, 4]):
    score += answer == correct
print(score, type(score))
print(["no", "yes"][3 > 2], ("F", "T")[False])
print(f"{True + True}", f"{True:5}", f"{False:<5}|", format(True, "d"), format(True, ".1f"))
print(True * "ab", False * [1], [0] * True)
print(hash(True) == hash(1), {True: 1, 1.0: 2, 1: 3})
