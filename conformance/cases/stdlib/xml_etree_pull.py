# XMLPullParser: events handed out as data arrives in pieces (split inside tags, references and
# UTF-8 sequences), errors raised from read_events() or close().
import xml.etree.ElementTree as ET
p = ET.XMLPullParser(events=("start", "end", "start-ns"))
chunks = ["<?xml version='1.0'?>\n<feed xmlns='urn:f'><entry id='1'><ti", "tle>One &am", "p; two</title></entry>", "<entry id='2'/>", "</feed>"]
for c in chunks:
    p.feed(c)
    print([(ev, el.tag if hasattr(el, "tag") else el, getattr(el, "text", None)) for ev, el in p.read_events()])
try:
    p.close()
except ET.ParseError as e:
    print("close:", e, e.position)
print(list(p.read_events()))
p = ET.XMLPullParser()
p.feed(b"<a><b>\xc3")
print(list(p.read_events()))
p.feed(b"\xa9</b><c></d>")
try:
    print([(e, x.tag, x.text) for e, x in p.read_events()])
except ET.ParseError as e:
    print("ParseError", e)
p = ET.XMLPullParser()
p.feed("<a>")
try:
    p.close()
except ET.ParseError as e:
    print("close:", e, e.position)
try:
    print(list(p.read_events()))
except ET.ParseError as e:
    print("ParseError", e)
p = ET.XMLPullParser(events=["end", "comment", "pi"])
for piece in ["<log>", "<!-- c -->", "<e n='1'>x</e>", "<?pi data?>", "<e n='2'/>", "</log>"]:
    p.feed(piece)
    for event, elem in p.read_events():
        print(event, elem.tag if isinstance(elem.tag, str) else elem.tag.__name__, elem.text, elem.attrib)
p.close()
try:
    ET.XMLPullParser(events=("bad",))
except ValueError as e:
    print("ValueError", e)
