# bisect's lo and hi are C integers: hi of -1 means len(a), other negatives select nothing,
# and objects with __index__ are accepted.
import bisect

data = [0, 0, 1, 2, 2, 3]
print(bisect.bisect_right([0, 0], 0, 0, -1), bisect.bisect_left([0, 0], 0, 0, -1))
print(bisect.bisect_right(data, 2, 0, -2), bisect.bisect_left(data, 2, 1, -5))
print(bisect.bisect(data, 2), bisect.bisect_left(data, 2), bisect.bisect(data, 2, 4))


class At:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


print(bisect.bisect_right(data, 2, At(1), At(4)), bisect.bisect_left(data, 1, hi=At(3)))
for args in ((data, 1, -1), (data, 1, 1.5), (data, 1, 0, "x")):
    try:
        print(bisect.bisect(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
scores = []
for score in [70, 85, 60, 90, 85]:
    bisect.insort(scores, score)
print(scores)
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
for args in ((data, 1, 0, 1.5), (data, 1, 0, 2**63), (data, 1, 2**63)):
    try:
        print(bisect.bisect(*args))
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e)
