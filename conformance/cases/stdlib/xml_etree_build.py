# Build documents and serialise them: SubElement, attributes, escaping, tostring's encodings
# and methods, short empty elements, xml_declaration, indent, dump, modification and copies.
import copy
import io
import xml.etree.ElementTree as ET

root = ET.Element("config", version="2")
db = ET.SubElement(root, "database", {"host": "localhost", "port": "5432"})
db.text = "primary"
ET.SubElement(root, "empty")
note = ET.SubElement(root, "note", attrib={"q": 'say "hi" & <bye>\n\tnow'})
note.text = "a < b & c > d \"quoted\" 'single'"
note.tail = "tail & more"
root.append(ET.Comment(" a comment "))
root.append(ET.ProcessingInstruction("php", "echo 1;"))
print(ET.tostring(root))
print(ET.tostring(root, encoding="unicode"))
print(ET.tostring(root, encoding="unicode", short_empty_elements=False))
print(ET.tostring(root, encoding="utf-8"))
print(ET.tostring(root, encoding="utf-8", xml_declaration=True))
print(ET.tostring(root, encoding="unicode", xml_declaration=True))
print(ET.tostring(root, method="text"))
print(ET.tostring(root, encoding="unicode", method="html"))
print("".join(ET.tostringlist(root, encoding="unicode")) == ET.tostring(root, encoding="unicode"))

u = ET.Element("p")
u.text = "caf\u00e9 \u2603"
print(ET.tostring(u))
print(ET.tostring(u, encoding="unicode"))
print(ET.tostring(u, encoding="utf-8"))
print(ET.tostring(u, encoding="latin-1"))

h = ET.fromstring("<html><head><script>if (a &lt; b) x();</script></head><body><br/><p class='x'>a &amp; b</p><img src='a.png'/></body></html>")
print(ET.tostring(h, method="html", encoding="unicode"))

doc = ET.fromstring("<root><a><b>text</b><c/></a><d>keep</d></root>")
ET.indent(doc)
print(ET.tostring(doc, encoding="unicode"))
ET.indent(doc, space="\t", level=1)
print(repr(ET.tostring(doc, encoding="unicode")))
tree = ET.ElementTree(ET.fromstring("<r><x><y/></x></r>"))
ET.indent(tree, "    ")
ET.dump(tree)
ET.dump(ET.fromstring("<single/>"))

r = ET.fromstring("<list><item id='1'/><item id='2'/><item id='3'/></list>")
r.remove(r[1])
r.insert(0, ET.Element("first"))
r.extend([ET.Element("x"), ET.Element("y")])
r[-1] = ET.Element("z")
print([(e.tag, e.get("id")) for e in r], len(r))
del r[0]
print([e.tag for e in r[1:3]])
r.set("n", "5")
print(r.get("n"), r.keys(), r.items())
r.attrib["m"] = "6"
print(ET.tostring(r, encoding="unicode"))
c = copy.copy(r)
d = copy.deepcopy(r)
r[0].set("id", "changed")
print(c[0].get("id"), d[0].get("id"), c is not r, len(c), len(d))
r.clear()
print(ET.tostring(r), len(r), r.attrib, bool(r))
print(ET.iselement(r), ET.iselement("x"))
e = r.makeelement("made", {"a": "1"})
print(e.tag, e.attrib, ET.tostring(e))
print(repr(ET.Element("t"))[:14])
buf = io.BytesIO()
ET.ElementTree(ET.fromstring("<a>\u00e9</a>")).write(buf, encoding="utf-8", xml_declaration=True)
print(buf.getvalue())
sbuf = io.StringIO()
ET.ElementTree(ET.fromstring("<a>\u00e9</a>")).write(sbuf, encoding="unicode")
print(sbuf.getvalue())
buf = io.BytesIO()
ET.ElementTree(ET.fromstring("<a>x</a>")).write(buf)
print(buf.getvalue())
buf = io.BytesIO()
ET.ElementTree(ET.fromstring("<a>x</a>")).write(buf, encoding="iso-8859-1")
print(buf.getvalue())
print(ET.tostring(ET.XML("<a><b>1</b>2</a>"), method="text", encoding="unicode"))
print(ET.tostring(ET.fromstringlist(["<a>", "<b/>", "</a>"])))
t, ids = ET.XMLID("<a><b id='x'/><c id='y'>t</c></a>")
print(sorted(ids), ids["y"].text)
