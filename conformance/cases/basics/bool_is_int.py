# Checks that bool behaves as an int subclass in arithmetic, indexing and containers.
print(True + True, True * 10, False - True, -True, ~True, ~False)
print(True / 2, True // 2, True % 2, True ** 10, 2 ** True)
print(True == 1, False == 0, True is 1 == 1, True == 1.0)
print(True & True, True | False, True ^ True, type(True & True), type(True + 0))
print(True << 4, 1 << True)
lst = ["zero", "one"]
print(lst[True], lst[False])
d = {1: "int one"}
d[True] = "bool one"
print(d)
d2 = {True: "first"}
d2[1] = "second"
d2[1.0] = "third"
print(d2)
print(sum([True, True, False, True]))
print(str(True), repr(False), int(True), float(False))
print(max(True, 2), min(False, -1))
print(sorted([True, 0, False, 1, -1]))
print(hash(True), hash(False))
print(True > False, True < 2, False >= 0)
print(bool(2) == True, 2 == True)
print(abs(True), divmod(True, True))
print(len([x for x in [1, 0, True, False] if x == True]))
print(bool("False"), bool(0.0), bool(-1))
print(f"{True:d} {False:>5} {True!r}")
print("%d %s %r" % (True, True, False))
print(True.bit_length(), isinstance(True, int))
print([1, True, 1.0].count(True), (0, False).index(False))
print({True, 1, 1.0})
