import bisect

def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 59, 60, 70, 89, 90, 100]])
a = [1, 2, 2, 2, 3, 5]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect_left(a, 4), bisect.bisect(a, 0))
print(bisect.bisect_left(a, 2, lo=2), bisect.bisect_right(a, 2, hi=3))
b = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 4)
bisect.insort_right(b, 0)
print(b)
recs = [("ann", 20), ("bob", 31), ("cy", 45)]
print(bisect.bisect_left(recs, 31, key=lambda r: r[1]))
bisect.insort(recs, ("dee", 33), key=lambda r: r[1])
print(recs)
try:
    bisect.bisect_left(a, 1, lo=-1)
except ValueError as e:
    print("ValueError", e)
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
print(index(a, 3))
try:
    index(a, 4)
except ValueError as e:
    print("ValueError", e)
