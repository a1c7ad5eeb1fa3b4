# Checks bool() of many values and truth testing in if/while/not.
values = [0, 1, -1, 0.0, -0.0, 0.5, "", " ", "0", [], [0], (), (None,), {}, {0: 0},
          set(), {0}, None, True, False, range(0), range(1), b"", b"\x00", 10**30, frozenset()]
for v in values:
    print(repr(v), bool(v), not v)
print(bool(float("nan")), bool(float("inf")))
x = []
if x:
    print("nonempty")
else:
    print("empty")
n = 3
while n:
    print("n =", n)
    n -= 1
print(not not "a", not None)
print(bool(), type(bool()))
print(0 or "", "" or 0, [] or None)
print(1 and [], [] and 1)
print([v for v in values if v][:6])
print(sum(1 for v in values if v), len(values))
