# Checks abs(), unary minus/plus and sign helpers for ints, floats and bools.
for v in [0, 5, -5, 2**70, -2**70, 0.0, -0.0, 3.5, -3.5, True, False, float("-inf"), -2**63]:
    print(repr(v), abs(v), -v, +v, type(abs(v)).__name__)
def sign(x):
    return (x > 0) - (x < 0)
print([sign(v) for v in [-10, -0.5, 0, 0.0, 3, 2**100, -2**100]])
def copysign_manual(mag, s):
    return abs(mag) if s >= 0 else -abs(mag)
print(copysign_manual(3, -1), copysign_manual(-2.5, 4), copysign_manual(7, 0))
print(abs(-7) == 7, abs(-7.0) == 7, abs(-2**63) - 2**63)
print(-(-(-5)), - -5, -(5 - 10), -(2**64) + 2**64)
print(sum(abs(x) for x in range(-5, 6)))
print(max([-3, 1, -7, 4], key=abs), min([-3, 1, -7, 4], key=abs), sorted([-3, 1, -7, 4], key=abs))
try:
    abs(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    -[1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    +"s"
except TypeError as e:
    print(type(e).__name__, e)
print(abs(-1e-320), abs(-1.7976931348623157e308))
diffs = [abs(a - b) for a, b in [(1, 5), (5, 1), (-3, 3), (2.5, -2.5)]]
print(diffs)
