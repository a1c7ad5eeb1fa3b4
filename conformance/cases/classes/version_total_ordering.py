"""Version numbers ordered with functools.total_ordering."""

from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


versions = [Version(v) for v in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(sorted(versions))
print(max(versions), min(versions))
print(Version("1.2") <= Version("1.2.0"), Version("2.0") >= Version("1.99"))
print(Version("1.0") != Version("1.0"))
