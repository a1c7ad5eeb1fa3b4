# len, isinstance with builtin types, and min/max of two ints, called in loops over values of
# every kind: builtin containers, subclasses overriding __len__, user classes, bools mixed with
# ints, shadowed names, and the errors of wrong calls.
class Sized(list):
    def __len__(self):
        return 42


class Counted(dict):
    pass


class Plain:
    def __len__(self):
        return 7


values = ["", "héllo", [1, 2], (), (1,), {}, {"a": 1}, {1, 2, 3}, frozenset([1]), Sized([1]), Counted(x=1), Plain(), range(5)]
print([len(v) for v in values])
kinds = [int, bool, str, list, tuple, dict, set, frozenset, float, object, type]
samples = [0, True, 1.5, "s", [1], (1,), {}, set(), Sized(), Counted(), Plain(), int, None]
for s in samples:
    print(type(s).__name__, [k.__name__ for k in kinds if isinstance(s, k)])
print(isinstance(3, (str, int)), isinstance(True, int), isinstance(1, bool))
pairs = [(1, 2), (2, 1), (-5, -5), (0, -1), (2**62, -(2**62)), (True, 1), (1, True), (1.5, 1), (2**70, 3)]
print([(max(a, b), min(a, b)) for a, b in pairs])
print(type(max(True, 1)).__name__, type(max(1, True)).__name__, max(1, 1.0), min(1.0, 1))
total = 0
for i in range(1000):
    total += max(i % 7, i % 11) - min(i % 5, 3) + len(values[i % len(values)])
print(total)


def len(*x):
    return -1


print(len([1, 2, 3]))
for call in [lambda: isinstance(1), lambda: max(1), lambda: min(), lambda: len(1, 2)]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
