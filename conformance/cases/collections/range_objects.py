# Checks range construction, len, indexing, slicing, containment, equality, reversal and errors.
r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[2], r.start, r.stop, r.step)
print(r[1:4], r[::-1], r[::2], list(r[::-1]), r[10:], len(r[10:]))
print(range(5), range(0), range(-3), list(range(5, 0, -1)), list(range(-5, 5, 4)), list(range(10, 0, -3)))
print(len(range(0, 10, 3)), len(range(10, 0, -3)), len(range(0)), len(range(5, 5)), len(range(0, -10)))
print(8 in r, 9 in r, 20 in r, -1 in range(-5, 0), 3.0 in range(5), 2**100 in range(2**101))
print(r.index(11), r.count(11), r.count(12), range(3) == range(0, 3), range(0, 3, 2) == range(0, 4, 2), range(0) == range(4, 1))
print(list(reversed(range(4))), list(reversed(range(0, 10, 4))), sum(range(101)), max(range(7)), min(range(3, 9)))
big = range(0, 5 * 10**18, 7)
print(len(big), big[-1], big[10**17], 7 * 10**17 in big, (7 * 10**17 + 1) in big)
huge = range(0, 10**20, 7)
print(huge[-1], huge[10**18], 10**19 + 3 in huge, huge[::2][3])
try:
    len(huge)
except OverflowError as e:
    print(type(e).__name__)
print(range(10)[-3], range(10)[3:-3], range(0, 100, 10)[2:8:3])
try:
    range(1, 10, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(5)[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    range(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(5).index(7)
except ValueError as e:
    print(type(e).__name__, e)
print(list(range(True, 4)), bool(range(0)), bool(range(1)), tuple(range(-1, -4, -1)))
print([i for i in range(3)], [i * i for i in range(1, 10, 2)], list(zip(range(3), range(10, 13))))
