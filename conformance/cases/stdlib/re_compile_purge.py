import re

p = re.compile("a+b")
print(p)
print(type(p).__name__, type(p) is re.Pattern, isinstance(p, re.Pattern))
print(re.compile(p) is p)
print(re.compile(p, 0) is p)
for call in [lambda: re.compile(p, re.I), lambda: re.match(p, "a", re.I), lambda: re.sub(p, "", "ab", flags=re.M),
             lambda: re.findall(p, "ab", re.S), lambda: re.split(p, "ab", flags=re.I)]:
    try:
        call()
    except ValueError as e:
        print("ValueError", e)
print(re.purge())
print(re.compile("a+b").match("aab"))
print(re.compile("a") == re.compile("a"))
print(re.compile("a") == re.compile("a", re.I))
print(re.compile("a") == re.compile(b"a"))
print(re.compile("a") != re.compile("b"))
print(hash(re.compile("xy")) == hash(re.compile("xy")))
print(len({re.compile("q"), re.compile("q")}))
print(re.match(p, "aab"), re.search(p, "xab"), re.fullmatch(p, "ab"))
print(re.sub(p, "-", "aab ab"), re.subn(p, "-", "aab"), re.split(p, "xaby"), re.findall(p, "ab aab"))
print([m.span() for m in re.finditer(p, "ab ab")])
print(re.compile("x", 0).flags, re.compile("x", re.NOFLAG).flags)
print(re.compile(pattern="x", flags=re.I).flags)
print(re.compile(b"a+").match(b"aa"))
print(type(re.compile(b"a")) is type(re.compile("a")))
print(re.Pattern[str], re.Match[bytes])
print(re.compile(r"\d+(?P<u>[a-z]+)").groups, re.compile(r"\d+(?P<u>[a-z]+)").groupindex)
patterns = [re.compile(s) for s in ["^\\d+$", "^[a-z]+$", "^\\s*$"]]
for text in ["123", "abc", "  ", "a1"]:
    print(repr(text), [bool(q.match(text)) for q in patterns])
try:
    re.Pattern()
except TypeError as e:
    print("TypeError", e)
try:
    re.Match()
except TypeError as e:
    print("TypeError", e)
import copy
print(copy.copy(p) is p, copy.deepcopy(p) is p)
m = p.match("ab")
print(copy.copy(m) is m, copy.deepcopy(m) is m)
try:
    re.compile("x") < re.compile("y")
except TypeError:
    print("TypeError")
try:
    re.match("x", "x") < re.match("x", "x")
except TypeError:
    print("TypeError")
