import re

for name in ["I", "IGNORECASE", "M", "MULTILINE", "S", "DOTALL", "X", "VERBOSE", "A", "ASCII", "U", "UNICODE",
             "L", "LOCALE", "NOFLAG"]:
    f = getattr(re, name)
    print(name, repr(f), str(f), int(f), f.name, f.value)
print(re.I is re.IGNORECASE, re.M is re.MULTILINE)
print(re.I | re.M)
print(repr(re.I | re.M | re.S))
print(re.X | re.I)
print(int(re.I | re.M), re.I | re.M == 10)
print(re.I | 0, type(re.I | 0).__name__)
print(re.I + 0, type(re.I + 0).__name__)
print(re.I & re.M, re.I & re.I, (re.I | re.M) & re.M)
print(re.I ^ re.I, (re.I | re.M) ^ re.I)
print(repr(re.RegexFlag(0)), repr(re.RegexFlag(2)), repr(re.RegexFlag(10)))
print(re.RegexFlag(34))
print(re.RegexFlag["DOTALL"])
print(type(re.I).__name__, isinstance(re.I, int))
print(re.I == 2, re.I < re.M, sorted([re.X, re.I, re.S]))
print(bool(re.NOFLAG), bool(re.I))
print(re.I in (re.I | re.M), re.S in (re.I | re.M))
print(f"{re.I}", "%s" % str(re.M), "{}".format(re.S))
print(f"{re.I:d}", "{:>4}".format(int(re.M)))
print(list(re.I | re.M | re.S))
print(hex(re.DEBUG), repr(re.DEBUG))
print(hash(re.I) == hash(2))
d = {re.I: "ignore"}
print(d[2])
flags = 0
for f in [re.I, re.M]:
    flags |= f
print(flags, type(flags).__name__)
print(re.compile("a", flags).flags)
print(re.compile("a", 2 | 8).flags)
print(re.search("A", "a", 2))
