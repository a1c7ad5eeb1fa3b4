# Checks sequence repetition with *, including zero/negative counts and nested references.
print([1] * 3, [1, 2] * 2, [] * 5, [0] * 0, [1] * -1, 2 * [3], [None] * 2)
print((1,) * 3, () * 4, (1, 2) * 0, "ab" * 2, b"x" * 3)
print([[]] * 3, [[0] * 2] * 2, [True] * 2)
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
lst = [1, 2]
lst *= 3
print(lst)
lst *= 0
print(lst)
t = (1, 2)
t2 = t
t *= 2
print(t, t2)
zeros = [0] * 5
zeros[2] = 7
print(zeros)
print(len([0] * 1000), sum([2] * 50), [1, 2] * True, [1] * False)
try:
    [1] * 2.0
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] * [2]
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1,) * "3"
except TypeError as e:
    print(type(e).__name__, e)
counters = [0] * 4
for i in range(10):
    counters[i % 4] += 1
print(counters)
matrix = [[i * j for j in range(3)] for i in range(3)]
print(matrix, [row * 2 for row in matrix][1])
s = ["a"] * 3
s[0] += "b"
print(s)
