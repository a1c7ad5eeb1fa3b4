import re

print(re.sub("\\d+", lambda m: str(int(m.group()) + 1), "a1 b99 c"))
print(re.sub("[aeiou]", lambda m: m.group().upper(), "programming"))
print(re.sub("(\\w+)", lambda m: m.group(1)[::-1], "abc def"))
print(re.sub("\\w+", lambda m: m.group().capitalize(), "hello big world"))
print(re.sub("(?P<n>\\d+)", lambda m: "<" + m["n"] + ">", "x1y22"))
calls = []
def repl(m):
    calls.append((m.start(), m.group()))
    return "#"
print(re.sub("o", repl, "foo boo"), calls)
print(re.sub("x*", lambda m: "[" + m.group() + "]", "axxb"))
print(re.sub("a", lambda m: "", "banana"))
print(re.sub("a", lambda m: "\\1", "a"))
print(re.sub("(a)", lambda m: r"\g<1>", "a"))
table = {"cat": "dog", "red": "blue"}
print(re.sub("\\b(\\w+)\\b", lambda m: table.get(m.group(1), m.group(1)), "the red cat sat"))
print(re.sub("\\{(\\w+)\\}", lambda m: str({"name": "Ann", "n": 3}.get(m.group(1), m.group(0))), "Hi {name}, you have {n} {unknown}"))
counter = iter(range(1, 100))
print(re.sub("\\?", lambda m: str(next(counter)), "? and ? and ?"))
print(re.sub("(a)|(b)", lambda m: str(m.lastindex), "abab"))
print(re.sub("(\\d)(x)?", lambda m: repr(m.group(2)), "1x2"))
for bad in [lambda m: 1, lambda m: None, lambda m: b"x"]:
    try:
        re.sub("a", bad, "a")
    except TypeError as e:
        print("TypeError", e)
print(repr(re.sub("a", lambda m: None, "xay")))
try:
    re.sub("a", lambda m: 1, "xa")
except TypeError as e:
    print("TypeError", e)
try:
    re.sub(b"a", lambda m: "x", b"a")
except TypeError as e:
    print("TypeError", e)
print(re.sub(b"a", lambda m: m.group().upper(), b"banana"))
print(re.sub(b"\\d", lambda m: b"<" + m.group() + b">", b"a1b2"))
def boom(m):
    raise ValueError("boom at %d" % m.start())
try:
    re.sub("b", boom, "abc")
except ValueError as e:
    print("ValueError", e)
print(re.subn("\\d", lambda m: str(9 - int(m.group())), "0123"))
print(re.sub("a", lambda m: m.string.upper(), "xa"))
print(re.sub("(?i)hello", lambda m: m.group().swapcase(), "Hello HELLO"))
print(re.sub("(\\w)(\\w*)", lambda m: m.group(1).upper() + m.group(2).lower(), "mIXED cASE words"))
print(re.sub("a", lambda m: m.group(0) * 2, "banana", count=2))
print(re.compile("\\d").sub(lambda m: "N", "a1b2", 1))
print(re.sub("\\$(\\d+(?:\\.\\d+)?)", lambda m: "$%.2f" % (float(m.group(1)) * 1.1), "cost $10 and $2.50"))
