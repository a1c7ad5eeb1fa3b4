import re

m = re.match(r"(?P<a>\w)(\w)?(?P<c>\d)?", "xy")
print(m.group(), m.group(0), m.group(1), m.group(2), m.group(3))
print(m.group("a"), m.group("c"))
print(m.group(0, 1, 2, 3))
print(m.group("a", "c", 1))
print(m.group(1, 1))
print(m[0], m[1], m["a"], m[3])
print(m.group(True), m[False])
print(m.group(-0))
for bad in [4, -1, "zz", None, 1.5, "1", (1,)]:
    try:
        m.group(bad)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
for bad in [4, "zz", -1, 2.0]:
    try:
        m[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    m.group(1, 9)
except IndexError as e:
    print("IndexError", e)
try:
    m["a":"c"]
except (IndexError, TypeError) as e:
    print(type(e).__name__, e)
try:
    m[0] = "x"
except TypeError as e:
    print("TypeError", e)
class Idx:
    def __index__(self):
        return 1
print(m.group(Idx()), m[Idx()])
print(re.match("(a)|(b)", "b").group(1, 2))
print(re.match("(a)(b)(c)", "abc").group(3, 2, 1))
print(re.match(b"(a)", b"a").group(1), re.match(b"(?P<n>a)", b"a")["n"])
print(re.match(r"()", "").group(1) == "")
m2 = re.search(r"(\d+)-(\d+)", "call 555-1234 now")
area, num = m2.groups()
print(area, num, m2.group(1, 2) == m2.groups())
print(len(m2.groups()), m2.group(2)[::-1])
