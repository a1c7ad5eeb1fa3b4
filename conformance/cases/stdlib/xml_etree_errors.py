# Malformed documents give ParseError with expat's message, code and position; misuse of the
# API gives CPython's TypeError/ValueError/IndexError/KeyError/SyntaxError messages.
import io
import xml.etree.ElementTree as ET

BAD = [
    "<a><b></a>",
    "<a>&</a>",
    "",
    "   ",
    "<a/><b/>",
    "<a",
    "<a>",
    "<a><b>",
    "<a x=1/>",
    "<a b>",
    '<a x="1" x="2"/>',
    '<a b="1"c="2"/>',
    "<a>&foo;</a>",
    "  <a>\n <b></c></a>",
    '<?xml version="1.0"?><a>',
    "<a><!-- x -- y --></a>",
    "<a><!-- x</a>",
    "<a><?pi x</a>",
    "<1a/>",
    "<a>\u00e9</b>",
    "text",
    "<a></a>junk",
    "<a></a>\n\n  <b/>",
    "<a><![CDATA[x</a>",
    '<a b="<"/>',
    "<a xmlns:p='u'><p:b/><q:c/></a>",
    "<a:b/>",
    "<a xmlns:a=''/>",
    "</a>",
    "<a>]]></a>",
    "<a>\x01</a>",
    "<a>&#0;</a>",
    '<a b="&#0;"/>',
    "<a>&#xD800;</a>",
    "<a>&#65</a>",
    "<a>&amp</a>",
    "<a>& b</a>",
    '<a b="&x;"/>',
    ' <?xml version="1.0"?><a/>',
    "<!DOCTYPE a [<!ENTITY e SYSTEM 'f'>]><a>&e;</a>",
    "<!DOCTYPE a [<!ENTITY e SYSTEM 'f'>]><a x='&e;'/>",
    "<!DOCTYPE a [<!ENTITY e '&e;'>]><a>&e;</a>",
    "<!DOCTYPE a [<!ENTITY x '1'>]><a>&y;</a>",
    b"<a>\xff</a>",
    b'<?xml version="1.0" encoding="ascii"?><a>\xe9</a>',
    "<root>\n  <item>one</item>\n  <item>two</itm>\n</root>",
]
for doc in BAD:
    try:
        ET.fromstring(doc)
        print(repr(doc), "parsed")
    except ET.ParseError as e:
        print(repr(doc), "|", e, "|", e.code, e.position, isinstance(e, SyntaxError))

try:
    ET.fromstring(b'<?xml version="1.0" encoding="no-such-codec"?><a/>')
except LookupError as e:
    print("LookupError", e)

e = ET.Element("a")
checks = [
    lambda: e.append("x"),
    lambda: e.insert(0, 3),
    lambda: e.extend([1]),
    lambda: e.remove(ET.Element("b")),
    lambda: e[0],
    lambda: ET.Element("a", 5),
    lambda: ET.SubElement("x", "y"),
    lambda: ET.tostring(ET.Element(5)),
    lambda: ET.tostring(ET.Element("a", {"k": 1})),
    lambda: e.find("/x"),
    lambda: e.findall(".//a[0]"),
    lambda: e.findall("p:a", {"q": "u"}),
    lambda: ET.fromstring(5),
    lambda: ET.XMLParser().feed(5),
    lambda: ET.register_namespace("ns12", "u"),
    lambda: ET.Element("a").attrib["missing"],
    lambda: ET.tostring(e, method="pdf"),
    lambda: list(ET.iterparse(io.BytesIO(b"<a/>"), events=("bogus",))),
    lambda: ET.indent(e, level=-1),
]
for check in checks:
    try:
        print("ok", check())
    except Exception as exc:
        print(type(exc).__name__, exc)

parser = ET.XMLParser()
parser.feed("<a><b>te")
parser.feed("xt</b>")
try:
    parser.close()
except ET.ParseError as err:
    print("close:", err, err.position)

for event_source in [b"<r><a/><b>x</b><c></r>"]:
    got = []
    try:
        for event, elem in ET.iterparse(io.BytesIO(event_source)):
            got.append(elem.tag)
    except ET.ParseError as err:
        print(got, err)
