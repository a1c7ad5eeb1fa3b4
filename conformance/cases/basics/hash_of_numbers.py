# Checks hash() of ints, floats, bools and tuples of numbers, and hash equality rules.
for v in [0, 1, -1, -2, 2**61 - 2, 2**61 - 1, 2**61, 2**64, -2**64, 10**20, 1.0, 1.5, -0.5, 0.0, -0.0, 1e100]:
    print(v, hash(v))
print(hash(1) == hash(1.0) == hash(True))
print(hash(float("inf")), hash(float("-inf")))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, (2, 3))))
print(hash((1, 2)) == hash((1.0, 2.0)))
try:
    hash([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({})
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
print(hash(frozenset()) == hash(frozenset()), hash(None) == hash(None))
print(hash(-1) == hash(-2))
