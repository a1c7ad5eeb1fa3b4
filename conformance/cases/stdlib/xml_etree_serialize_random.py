# Random trees (namespaced tags and attributes, text and tails needing escapes, comments and
# processing instructions) serialised with every method and several encodings, parsed back,
# and indented.
import xml.etree.ElementTree as ET
import random
random.seed(3)
texts = [None, "", "a", "x & y", "<tag>", "q\"uote", "line\nbreak", "tab\there", "caf\u00e9", "\u2603", "  ", "]]>", "\r"]
tags = ["a", "b", "{urn:x}c", "{urn:y}d", "{http://www.w3.org/2001/XMLSchema}e", "script", "br", "P"]
keys = ["k", "id", "{urn:x}k", "{urn:z}m", "class"]
def make(depth):
    e = ET.Element(random.choice(tags))
    for _ in range(random.randint(0, 2)):
        e.set(random.choice(keys), random.choice([t for t in texts if t is not None]))
    e.text = random.choice(texts)
    e.tail = random.choice(texts)
    if depth < 3:
        for _ in range(random.randint(0, 3)):
            r = random.random()
            if r < 0.1:
                c = ET.Comment(random.choice(["c", "x & y"]))
            elif r < 0.15:
                c = ET.PI("pi", random.choice([None, "data"]))
            else:
                c = make(depth + 1)
            c.tail = random.choice(texts)
            e.append(c)
    return e
for i in range(60):
    e = make(0)
    for kw in [dict(), dict(encoding="unicode"), dict(encoding="utf-8"), dict(method="html", encoding="unicode"), dict(method="text", encoding="unicode"), dict(encoding="unicode", short_empty_elements=False), dict(encoding="latin-1")]:
        try:
            print(i, kw, repr(ET.tostring(e, **kw)))
        except Exception as x:
            print(i, kw, type(x).__name__, x)
    try:
        s = ET.tostring(e)
        back = ET.fromstring(s)
        print(i, "round", repr(ET.tostring(back)) == repr(s))
    except Exception as x:
        print(i, "round", type(x).__name__, x)
    ET.indent(e)
    print(i, "indent", repr(ET.tostring(e, encoding="unicode")))
