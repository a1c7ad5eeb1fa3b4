# Checks range: negative steps, len, indexing, slicing, membership, equality, repr.
r = range(10)
print(r, list(r), len(r))
print(range(2, 20, 3), list(range(2, 20, 3)))
print(list(range(10, 0, -1)), list(range(10, 0, -3)), list(range(0, 10, -1)))
print(list(range(-3)), list(range(-3, 3)), list(range(5, 5)))
r2 = range(3, 30, 4)
print(r2[0], r2[1], r2[-1], r2[-2], len(r2))
print(r2[1:4], list(r2[1:4]))
print(r2[::-1], list(r2[::-1]))
print(r2[::2], list(r2[::2]))
print(range(10)[-3:], range(10)[:100])
print(7 in r2, 8 in r2, 31 in r2, -1 in range(-5, 0), 0 in range(-5, 0))
print(r2.index(15), r2.count(15), r2.count(16))
print(range(0) == range(5, 5), range(0, 3) == range(3), range(1, 10, 2) == range(1, 11, 2))
print(r2.start, r2.stop, r2.step)
print(range(1, 10, -2).start, len(range(1, 10, -2)))
print(bool(range(0)), bool(range(1)))
print(sum(range(101)), max(range(-5, 5)), min(range(10, 0, -2)))
print(list(reversed(range(1, 8, 2))))
big = range(0, 10 ** 18, 7)
print(len(big), big[-1], 10 ** 17 in big, 7 * 10 ** 16 in big)
try:
    r2[100]
except IndexError as e:
    print("IndexError:", e)
try:
    range(1, 5, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    r2.index(16)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
