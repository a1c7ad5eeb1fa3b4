import re

m = re.search(r"(\w+)@(\w+)?(x)?", "mail: bob@ here")
print(m.span(), m.start(), m.end())
print(m.span(0), m.span(1), m.span(2), m.span(3))
print(m.start(1), m.end(1), m.start(3), m.end(3))
print(m.start(2), m.end(2))
m = re.search(r"(?P<key>\w+)=(?P<val>\w*)", "  k=")
print(m.span("key"), m.span("val"), m.start("val"), m.end("val"))
print(m.string[m.start("key"):m.end("key")])
print(m.span(0) == (m.start(), m.end()), m.end() - m.start())
for bad in [5, "nope", -1]:
    for meth in (m.span, m.start, m.end):
        try:
            meth(bad)
        except IndexError as e:
            print(meth.__name__, type(e).__name__, e)
print(re.match("", "abc").span())
print(re.search("$", "abc").span())
print(re.search("c", "abc", 0).span(0))
m = re.match("(a)*b", "aab")
print(m.span(1))
m = re.match("(a)*b", "b")
print(m.span(1), m.start(1), m.end(1))
print(re.search(b"(b)", b"abc").span(1))
print(re.search("é(ü)", "xéü").span(1))
print(re.search("😀(.)", "a😀b").span(1))
print(re.match("(?P<g>a)", "a").span(True))
text = "The year 1999 and 2024."
spans = [m.span() for m in re.finditer(r"\d{4}", text)]
print(spans, [text[s:e] for s, e in spans])
out = []
last = 0
for m in re.finditer(r"\d+", "a1bb22c"):
    out.append("a1bb22c"[last:m.start()])
    last = m.end()
print(out)
try:
    m.span(1, 2)
except TypeError:
    print("TypeError")
