# Parsing without a parser of one's own (fromstring, parse, ElementTree(file=...) and iterparse
# asking for start and end events) against the same documents parsed through an XMLParser:
# text and tails around comments and processing instructions, entities, errors (their codes
# and positions, the events handed out before them, undefined entities), namespaces, the
# accepted kinds of input, and SubElement with and without attributes.
import io
import xml.etree.ElementTree as ET


def show(label, make):
    try:
        print(label, repr(make()))
    except Exception as error:
        print(label, "raised", type(error).__name__, error)


def shape(element):
    return [(e.tag, e.attrib, e.text, e.tail, len(e)) for e in element.iter()]


doc = (b'<?xml version="1.0"?>\n<!-- c --><r a="1" b="&amp;&#65;">t1<x y="2">xt</x>tail1'
       b'<?pi x?>tail2<!-- c2 -->tail3<y/>\n<![CDATA[<raw>]]></r>')
root = ET.fromstring(doc)
print(shape(root))
print(shape(ET.XML(doc, ET.XMLParser(target=ET.TreeBuilder()))) == shape(root))
print(ET.tostring(root))
show("mismatch", lambda: ET.fromstring("<a><b></a>"))
show("empty", lambda: ET.fromstring(""))
show("undefined entity", lambda: ET.fromstring("<a>&foo;</a>"))
show("undefined entity, external subset", lambda: ET.fromstring('<!DOCTYPE a SYSTEM "x.dtd"><a>x&foo;y</a>'))
show("bytearray", lambda: ET.fromstring(bytearray(b"<a/>")).tag)
show("memoryview", lambda: ET.fromstring(memoryview(b"<a>m</a>")).text)
show("int", lambda: ET.fromstring(5))
show("list", lambda: ET.fromstring([b"<a/>"]))
show("latin-1", lambda: ET.fromstring('<?xml version="1.0" encoding="latin-1"?><a>\xe9</a>'.encode("latin-1")).text)
show("junk", lambda: ET.fromstring("<a/><b/>"))
show("crlf", lambda: ET.fromstring(b"<a>1\r\n2\r3</a>").text)
try:
    ET.fromstring("<a>\n<b>")
except ET.ParseError as error:
    print(error.code, error.position, error)
spaced = '<a xmlns="urn:x" xmlns:p="urn:p"><p:b p:c="1" d="2"/></a>'
print(shape(ET.fromstring(spaced)))
print(ET.ElementTree(file=io.BytesIO(doc)).getroot().tag)
print(ET.parse(io.StringIO("<z>q</z>")).getroot().text)
show("parse int source", lambda: ET.parse(io.BytesIO(b"<a>")))

for events in (None, ("start",), ("end",), ("start", "end"), ("end", "start"), ()):
    it = ET.iterparse(io.BytesIO(doc), events)
    print(events, [(event, element.tag) for event, element in it], it.root.tag)
it = ET.iterparse(io.BytesIO(spaced.encode()), ("start", "end", "start-ns", "end-ns"))
print([(event, getattr(element, "tag", element)) for event, element in it])
it = ET.iterparse(io.BytesIO(doc), ("start", "comment", "pi"))
print([(event, element.text) for event, element in it])
for broken in (b"<a><b>x</b><c>", b"<a><b>x</b>&foo;<c/></a>", b"<a>t<b/>u</a><z/>"):
    it = ET.iterparse(io.BytesIO(broken), ("start", "end"))
    got = []
    try:
        for event, element in it:
            got.append((event, element.tag, element.text, element.tail, len(element)))
    except ET.ParseError as error:
        print("error", error, error.code, error.position, it.root)
    print(got)
show("unknown event", lambda: list(ET.iterparse(io.BytesIO(b"<a/>"), ("bogus",))))

parsed = ET.fromstring("<a k='v'><b/></a>")
parsed.set("n", "1")
print(parsed.keys(), parsed.items(), parsed.get("k"), parsed.find("b").tag, ET.iselement(parsed))
print(repr(parsed).split(" at ")[0], parsed.makeelement("m", {}).tag)

parent = ET.Element("p")
attrib = {"k": "v"}
made = ET.SubElement(parent, "k", attrib)
print(made.attrib is attrib, made.attrib, made.text, made.tail, len(made))
print(ET.SubElement(parent, "k2", attrib, extra="e").attrib)
show("bad parent", lambda: ET.SubElement("x", "y"))
show("bad attrib", lambda: ET.SubElement(parent, "y", [1]))
print(ET.SubElement(parent, None).tag)
print(ET.SubElement(parent, "k3", {1: 2}).attrib)


class Attrib(dict):
    pass


made = ET.SubElement(parent, "k4", Attrib(a="b"))
print(type(made.attrib).__name__, made.attrib)
print(len(parent), [child.tag for child in parent])

for doc in ["<a/>\n", "\n<!-- c -->\n<a>x</a>\n<!-- d -->\n", "<?xml version='1.0'?>\n<a>\n<b/>\n</a>\n"]:
    root = ET.fromstring(doc)
    print(repr(root.tail), shape(root))
    it = ET.iterparse(io.StringIO(doc), ("start", "end"))
    print([(event, element.tag, element.text, element.tail) for event, element in it])
