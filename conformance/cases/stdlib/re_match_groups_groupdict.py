import re

m = re.match(r"(\d+)\.?(\d+)?", "24")
print(m.groups())
print(m.groups("0"))
print(m.groups(default=0))
print(m.groups(None))
m = re.match(r"(?P<int>\d+)(?:\.(?P<frac>\d+))?(?P<unit>[a-z]+)?", "3.14")
print(m.groupdict())
print(m.groupdict(""))
print(m.groupdict(default="n/a"))
print(m.groups(), m.groups(""))
print(re.match("abc", "abc").groups(), re.match("abc", "abc").groupdict())
print(re.match("(a)(b)", "ab").groupdict())
print(re.match("(?P<x>a)(b)", "ab").groupdict())
print(re.match("(?P<x>a)(?P<y>b)?", "a").groupdict([]))
print(re.match("(a)?", "").groups([]))
print(type(m.groups()).__name__, type(m.groupdict()).__name__)
d = m.groupdict()
d["int"] = "changed"
print(m.group("int"))
print(list(m.groupdict().keys()))
print(re.match(r"(?P<b>x)(?P<a>y)", "xy").groupdict())
print(re.match(r"(?P<first>\w+)\s(?P<last>\w+)", "Jane Doe").groupdict())
records = ["id=7 name=ann", "id=12", "name=bo"]
rx = re.compile(r"(?:id=(?P<id>\d+))?\s*(?:name=(?P<name>\w+))?")
for r in records:
    print(rx.match(r).groupdict("-"))
print(re.match(b"(?P<k>\\w+)=(?P<v>\\w+)", b"a=1").groupdict())
print(re.match(b"(a)(b)?", b"a").groups(b"?"))
print(re.match("((a)|(b))*", "ab").groups())
print(re.match("((a)|(b))*", "").groups())
try:
    m.groups(1, 2)
except TypeError:
    print("TypeError")
try:
    m.groupdict(1, 2)
except TypeError:
    print("TypeError")
try:
    m.groups(x=1)
except TypeError:
    print("TypeError")
