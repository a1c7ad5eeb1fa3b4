# Checks fixed-length sequence patterns on lists and tuples, empty sequences and length mismatches.
def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x}, {y}"
        case (x, y, z):
            return f"three: {x}, {y}, {z}"
        case _:
            return f"many ({len(seq)})"

for s in [[], [1], [1, 2], (1, 2), [1, 2, 3], (4, 5, 6), [1, 2, 3, 4], ()]:
    print(repr(s), "->", shape(s))

def point(p):
    match p:
        case (0, 0):
            return "origin"
        case (0, y):
            return f"on y axis at {y}"
        case (x, 0):
            return f"on x axis at {x}"
        case (x, y) if x == y:
            return f"diagonal at {x}"
        case (x, y):
            return f"point {x},{y}"
        case _:
            return "not a point"

for p in [(0, 0), (0, 5), (3, 0), (2, 2), (1, 7), [4, 0], (1, 2, 3), 7]:
    print(p, "->", point(p))

def from_range(r):
    match r:
        case [a, b, c]:
            return a + b + c
        case _:
            return "no"

print(from_range(range(3)), from_range(range(10, 13)), from_range(range(2)))

def types_in_seq(seq):
    match seq:
        case [int(), int()]:
            return "two ints"
        case [str(), *_]:
            return "starts with str"
        case [[*_], [*_]]:
            return "two sequences"
        case _:
            return "other"

print(types_in_seq([1, 2]), types_in_seq(["a", 1, 2]), types_in_seq([[1], (2, 3)]), types_in_seq([1, "x"]))

def not_sequences(value):
    match value:
        case [*items]:
            return f"sequence of {len(items)}"
        case _:
            return f"{type(value).__name__} is not a sequence here"

for v in [[1, 2], (3,), range(4), {"a": 1}, {1, 2}, "abc", b"ab", 5, iter([1])]:
    print(not_sequences(v))
