# XMLParser with a custom target, TreeBuilder options, iterparse events, DTD entities, CDATA,
# character references, line ends and encodings of bytes input.
import io
import xml.etree.ElementTree as ET


class Recorder:
    def __init__(self):
        self.log = []

    def start(self, tag, attrib):
        self.log.append(("start", tag, sorted(attrib.items())))

    def end(self, tag):
        self.log.append(("end", tag))

    def data(self, text):
        # expat may split character data anywhere; merge the pieces
        if self.log and self.log[-1][0] == "data":
            self.log[-1] = ("data", self.log[-1][1] + text)
        else:
            self.log.append(("data", text))

    def comment(self, text):
        self.log.append(("comment", text))

    def pi(self, target, text):
        self.log.append(("pi", target, text))

    def close(self):
        return "closed with %d events" % len(self.log)


parser = ET.XMLParser(target=Recorder())
parser.feed("<?xml version='1.0'?>\n<!-- before --><doc a='1'>hello <b>wor")
parser.feed("ld</b><?do it?><!--inside--> &amp; bye</doc>")
print(parser.close())
for entry in parser.target.log:
    print(entry)


class Depth:
    def __init__(self):
        self.depth = self.max = 0

    def start(self, tag, attrib):
        self.depth += 1
        self.max = max(self.max, self.depth)

    def end(self, tag):
        self.depth -= 1

    def close(self):
        return self.max


p = ET.XMLParser(target=Depth())
p.feed("<a><b><c/><d><e/></d></b></a>")
print("max depth", p.close())

builder = ET.TreeBuilder(insert_comments=True, insert_pis=True)
p = ET.XMLParser(target=builder)
p.feed("<r><!--c1--><x/><?t v?>tail</r>")
root = p.close()
print([(e.tag if isinstance(e.tag, str) else e.tag.__name__, e.text, e.tail) for e in root])
print(ET.tostring(root))

tb = ET.TreeBuilder()
tb.start("root", {"k": "v"})
tb.data("text")
tb.start("child", {})
tb.end("child")
tb.data("tail")
r = tb.end("root")
print(ET.tostring(tb.close()), r.tag)

src = b"<log><entry level='info'>a</entry><!--skip--><entry level='warn'>b</entry><?pi x?></log>"
for event, elem in ET.iterparse(io.BytesIO(src), events=("start", "end", "comment", "pi")):
    print(event, elem.tag if isinstance(elem.tag, str) else elem.tag.__name__, elem.text)
it = ET.iterparse(io.BytesIO(src))
print([e.get("level") for _, e in it if e.tag == "entry"], it.root.tag)
it = ET.iterparse(io.StringIO("<a><b/></a>"), events=["end"])
print([(ev, el.tag) for ev, el in it])

doc = """<!DOCTYPE note [
  <!ENTITY company "ACME &amp; Co">
  <!ENTITY sig "Regards, &company;">
  <!ENTITY nl "&#10;">
]>
<note from="&company;">&sig; &#x263A; &#169;<![CDATA[ <raw> & stuff ]]>end&nl;</note>"""
n = ET.fromstring(doc)
print(n.attrib, repr(n.text))

print(repr(ET.fromstring("<a>line1\r\nline2\rline3</a>").text))
print(repr(ET.fromstring("<a x='1\r\n2\t3'/>").get("x")))
print(ET.fromstring(b"<?xml version='1.0' encoding='ISO-8859-1'?><a>caf\xe9</a>").text)
print(ET.fromstring(b"<?xml version='1.0' encoding='utf-8'?><a>caf\xc3\xa9</a>").text)
print(ET.fromstring(b"\xef\xbb\xbf<a>bom</a>").text)
print(ET.fromstring("<?xml version='1.0' encoding='latin-1'?><a>str input \u00e9</a>").text)
print(ET.fromstring(b"<a>\xe2\x98\x83</a>").text)
print(ET.fromstring("<a>\n  <b/>\n</a>")[0].tail == "\n")
w = ET.fromstring("<r>  <a>1</a>  <b>2</b>  </r>")
print([repr(x.tail) for x in w], repr(w.text))
print(ET.fromstring("<a><![CDATA[]]></a>").text, ET.fromstring("<a></a>").text)
print(ET.XML("<a x='&lt;&gt;&amp;&apos;&quot;'/>").get("x"))
