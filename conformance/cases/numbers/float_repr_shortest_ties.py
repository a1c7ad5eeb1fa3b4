# repr of floats: the shortest digits that round-trip, and when two shortest candidates are
# equally close (x exactly halfway between them, possible with 16 or 17 digits), the even one.
import random

ties = [1674312513402224.25, 2106459016852243.25, 907954220140716.25, 790010484606302.25,
        23343352495243.0625, 2.0 ** 52 + 0.5, 2.0 ** 53 - 1, 0.1 + 0.2, 1 / 3, 9.999999999999999e-05,
        1e-4, 1e15, 1e16, 123456789012345.67, 4.940656458412466e-24]
for x in ties:
    print(repr(x), repr(-x), str(x), f"{x!r}", x == float(repr(x)))

r = random.Random(11)
values = []
for _ in range(400):
    values.append((1 + r.getrandbits(52) / 2 ** 52) * 2.0 ** r.randint(-60, 60))
    values.append(r.getrandbits(50) + r.choice((0.25, 0.75, 0.5, 0.125)))
    values.append(round(r.uniform(-1000, 1000), r.randint(0, 8)))
mismatched = [x for x in values if float(repr(x)) != x]
print(len(values), mismatched)
for i in range(0, len(values), 6):
    print(" ".join(repr(x) for x in values[i:i + 6]))
# Odd multiples of small negative powers of two: short exact expansions, where ties live.
for q in range(27):
    row = []
    for _ in range(4):
        x = (r.getrandbits(53 - q % 10) | 1) / 2 ** q
        row.append(repr(x * 2 ** r.randint(0, 10)))
    print(q, " ".join(row))
# Powers of two: the gap below is half the gap above, so the nearer shortest candidate may not
# round-trip. And big ints to float: the nearest float, ties to even.
print([repr(2.0 ** e) for e in range(-1074, 1024, 37)])
print([repr(float(2 ** e)) for e in (63, 64, 100, 132, 200, 1023)])
print([float(n) for n in (2 ** 64 + 2 ** 11, 2 ** 64 + 3 * 2 ** 11, 2 ** 64 + 2 ** 11 + 1, -(2 ** 100 + 2 ** 47))])
print((2 ** 132 - 1) + 0.5, -5444517870735015415299061444831064124352 + -596.555, round(1e308, -3), round(-5.08e114, -1))
