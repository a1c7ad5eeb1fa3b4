from functools import total_ordering, cmp_to_key


@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))


vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("1.0"), Version("2.0") > Version("1.9"))
print(Version("1.0") <= Version("0.9"), Version("1.0") != Version("1.0.0"))


def compare(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(compare)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
try:
    @total_ordering
    class Nope:
        pass
except ValueError as e:
    print("ValueError", e)
